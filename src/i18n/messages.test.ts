import { LOCALE_LABELS } from '@/i18n/locales';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadMessages, NAMESPACES, pageNamespaces, SHELL_NAMESPACES } from './messages';

describe('loadMessages', () => {
  it.each(LOCALE_LABELS)('loads every namespace for %s', async (locale) => {
    const messages = await loadMessages(locale);
    expect(Object.keys(messages).sort()).toEqual([...NAMESPACES].sort());
    expect(messages['book-states']).toHaveProperty('1');
  });

  it('falls back to cs for an unknown locale, like the rest of the app', async () => {
    const [unknown, cs] = await Promise.all([loadMessages('xx-XX'), loadMessages('cs')]);
    expect(unknown).toEqual(cs);
  });

  it('loads only the namespaces asked for', async () => {
    expect(Object.keys(await loadMessages('en', ['book-states']))).toEqual(['book-states']);
  });
});

describe('SHELL_NAMESPACES', () => {
  // What the layout renders on every page: its translations must be in every page's messages.
  const SHELL_SOURCES = ['src/shell', 'src/features/shell', 'src/features/consent', 'src/ui'];

  function sourcesUnder(dir: string): string[] {
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourcesUnder(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  it('covers every namespace the layout’s own components translate with', () => {
    const used = new Set<string>();
    for (const file of SHELL_SOURCES.flatMap(sourcesUnder)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*['"]([\w-]+)['"]/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((namespace) => !(SHELL_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
  });

  it('pageNamespaces adds a page’s own to the shell’s, once each, in NAMESPACES order', () => {
    expect(pageNamespaces(['checkout', 'common', 'book'])).toEqual(NAMESPACES.filter((n) => [...SHELL_NAMESPACES, 'checkout', 'book'].includes(n)));
    expect(pageNamespaces([])).toEqual(NAMESPACES.filter((n) => (SHELL_NAMESPACES as readonly string[]).includes(n)));
  });
});
