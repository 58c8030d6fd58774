import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_LABELS } from '@/i18n/locales';
import { loadMessages, pageNamespaces, SHELL_NAMESPACES } from '@/i18n/messages';
import { COPY_PAGE_NAMESPACES } from './copy.getServerSideProps';

// The copy page ships only the shell's namespaces and its own, some of them in parts (issue 18):
// every key it renders must be among those. The page, the works feature's components and the
// two buttons it takes from other features.
const SOURCES = [
  'src/features/works/pages/CopyPage.tsx',
  ...readdirSync('src/features/works/components').filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f)).map((f) => join('src/features/works/components', f)),
  'src/features/wishlist/components/WishlistButton.tsx',
  'src/features/watchdogs/components/WatchdogButton.tsx',
];

/**
 * Every translated key of a source file as `namespace.key`. A key built at run time counts up to
 * its first `${`; a key that is not written out at all (t(name)) counts as the whole namespace.
 */
function usedKeys(source: string): string[] {
  const keys: string[] = [];
  for (const [, name, namespace] of source.matchAll(/const (\w+) = useTranslations\(\s*['"]([\w-]+)['"]\s*\)/g)) {
    for (const call of source.matchAll(new RegExp(`\\b${name}(?:\\.(?:rich|markup|raw|has))?\\(\\s*(['"\`]?)([^'"\`)]*)`, 'g'))) {
      keys.push(call[1] ? `${namespace}.${call[2].split('${')[0]}` : `${namespace}.`);
    }
  }
  return keys;
}

describe('copy page namespaces', () => {
  const shipped = pageNamespaces(COPY_PAGE_NAMESPACES);
  const covered = (key: string) =>
    (SHELL_NAMESPACES as readonly string[]).includes(key.split('.')[0]) || shipped.some((source) => key === source || key.startsWith(`${source}.`));

  it('cover every key the copy page’s components translate with', () => {
    const used = SOURCES.flatMap((file) => usedKeys(readFileSync(file, 'utf8')));
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => !covered(key))).toEqual([]);
  });

  it('finds a key outside the shipped parts (the check above can fail)', () => {
    expect(covered('engagement.reviews.title')).toBe(false);
    expect(covered('engagement.wishlist.addCopy')).toBe(true);
    expect(covered('engagement.')).toBe(false);
    expect(usedKeys("const t = useTranslations('cart');\nt(`add.failure.${x}`); t.rich('removed.one'); t(key)")).toEqual(['cart.add.failure.', 'cart.removed.one', 'cart.']);
  });

  it.each(LOCALE_LABELS)('%s: every part the page names exists', async (locale) => {
    const messages = await loadMessages(locale, shipped);
    expect(Object.keys(messages.engagement ?? {}).sort()).toEqual(['watchdog', 'wishlist']);
    expect(Object.keys(messages.cart ?? {})).toEqual(['add']);
  });
});
