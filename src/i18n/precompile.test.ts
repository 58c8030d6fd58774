import { LOCALE_LABELS } from './locales';
import { loadMessages, NAMESPACES } from './messages';
import { precompileMessages, RAW_NAMESPACES } from './precompile';

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return Object.values(tree as Record<string, unknown>).flatMap(strings);
}

describe('precompileMessages', () => {
  it('compiles ICU strings, keeps plain ones, leaves the raw namespaces alone', () => {
    const messages = {
      common: { plain: 'Košík', greeting: 'Dobrý den, {name}!', nested: { count: '{n, plural, one {# kniha} few {# knihy} other {# knih}}' } },
      consent: { title: 'Nastavení {cookies}' },
    };
    const out = precompileMessages(messages);
    expect(out.common.plain).toBe('Košík');
    expect(Array.isArray(out.common.greeting)).toBe(true);
    expect(Array.isArray((out.common.nested as Record<string, unknown>).count)).toBe(true);
    expect(out.consent).toBe(messages.consent);
  });

  it('compiles a loaded namespace once', async () => {
    const first = precompileMessages(await loadMessages('cs', ['common']));
    const second = precompileMessages(await loadMessages('cs', ['common']));
    expect(second.common).toBe(first.common);
  });

  it.each(LOCALE_LABELS)('%s: every message compiles; the raw namespaces hold no ICU syntax', async (locale) => {
    const messages = await loadMessages(locale, NAMESPACES);
    expect(() => precompileMessages(messages)).not.toThrow();
    for (const namespace of RAW_NAMESPACES) {
      for (const text of strings(messages[namespace as keyof typeof messages])) expect(text).not.toMatch(/[{}<>#]|''/);
    }
  });
});
