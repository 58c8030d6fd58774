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

  it('loads parts of a namespace under their own paths, merged, and nothing else of it', async () => {
    const whole = await loadMessages('de-AT', ['engagement', 'cart']);
    const engagement = whole.engagement as Record<string, Record<string, unknown>>;
    const parts = await loadMessages('de-AT', ['engagement.wishlist', 'engagement.watchdog.button', 'cart.add']);
    expect(parts).toEqual({
      engagement: { wishlist: engagement.wishlist, watchdog: { button: engagement.watchdog.button } },
      cart: { add: (whole.cart as Record<string, unknown>).add },
    });
  });

  it('takes a namespace whole when it is asked for whole as well as in parts, without touching the loaded files', async () => {
    const parts = await loadMessages('cs', ['engagement.watchdog', 'engagement.watchdog.button', 'engagement']);
    const again = await loadMessages('cs', ['engagement']);
    expect(parts.engagement).toBe(again.engagement);
    expect(Object.keys(again.engagement!).length).toBeGreaterThan(2);
  });

  it('refuses a part that names no message (a typo must not ship an empty page)', async () => {
    await expect(loadMessages('cs', ['engagement.wishlists'])).rejects.toThrow('engagement.wishlists names no message');
    await expect(loadMessages('cs', ['engagement.watchdog.button.x' as never])).rejects.toThrow('goes below a message');
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

  it('pageNamespaces lists parts after the whole namespaces, and drops parts of a namespace taken whole', () => {
    const shell = NAMESPACES.filter((n) => (SHELL_NAMESPACES as readonly string[]).includes(n));
    expect(pageNamespaces(['engagement.wishlist', 'book', 'catalogue.facets', 'cart.add'])).toEqual([...shell.slice(0, 3), 'book', ...shell.slice(3), 'cart.add', 'engagement.wishlist']);
  });
});
