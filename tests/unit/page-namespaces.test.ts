import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messageSourcesOf } from '@/app-context/page/shell.server';
import { LOCALE_LABELS } from '@/i18n/locales';
import { loadMessages, pageNamespaces, SHELL_MESSAGES, type MessageSource } from '@/i18n/messages';
import { covered, reachableModules, resolveModule, UNREADABLE, usedKeys } from '../support/used-message-keys';

/**
 * Every page ships only the messages it names (withShell's `namespaces`) plus the shell's
 * (SHELL_MESSAGES): whatever its components translate with must be among them, or the shopper
 * sees a key instead of a sentence. The page's modules are found through its imports, the keys by
 * reading each module's `t('…')` calls (tests/support/used-message-keys.ts).
 */

const missing = (sources: readonly MessageSource[], files: readonly string[]) =>
  [...new Set(files.flatMap((file) => usedKeys(readFileSync(file, 'utf8')).filter((key) => !covered(sources, key)).map((key) => `${key} (${file})`)))];

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'api' || name === 'admin' ? [] : pageFiles(path);
    return /\.tsx$/.test(name) && !/^_(app|document|error)\.tsx$/.test(name) && !/^404\.tsx$/.test(name) ? [path] : [];
  });
}

interface StorefrontPage {
  file: string;
  /** The page's component module (route files re-export it from a feature). */
  component: string;
}

function readPage(file: string): StorefrontPage {
  const component = /export \{ default \} from '([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
  return { file, component: component ? resolveModule(component, file)! : file };
}

/** The message sources the page's getServerSideProps ships (undefined: not a withShell page). */
async function pageSources(page: StorefrontPage): Promise<readonly MessageSource[] | undefined> {
  const loaded = (await import(`../../${page.file}`)) as { getServerSideProps?: unknown };
  return messageSourcesOf(loaded.getServerSideProps);
}

const PAGES = pageFiles('pages').map(readPage);

/** Route files whose getServerSideProps only redirects (no shell, no messages): nothing of them renders. */
const REDIRECT_ONLY = ['pages/search.tsx'];

describe('the shell’s messages', () => {
  it('cover every key the layout, its providers and its error views translate with', () => {
    const modules = reachableModules('pages/_app.tsx');
    expect(modules).toEqual(expect.arrayContaining(['src/shell/layout/Layout.tsx', 'src/shell/errors/NotFoundPage.tsx']));
    // The staff branch (the 403 view in place of an /admin page) renders with the admin namespace
    // that withAdmin ships, not the storefront shell's messages.
    const storefront = modules.filter((module) => !module.startsWith('src/features/admin/'));
    expect(storefront.length).toBeLessThan(modules.length);
    expect(missing(SHELL_MESSAGES, storefront)).toEqual([]);
  });
});

describe.each(PAGES.map((page) => [page.file, page] as const))('%s', (_file, page) => {
  it('names its messages, and they cover every key its components translate with', async () => {
    const sources = await pageSources(page);
    if (REDIRECT_ONLY.includes(page.file)) {
      expect(sources).toBeUndefined();
      return;
    }
    expect(sources).toBeDefined();
    expect(missing(pageNamespaces(sources!), reachableModules(page.component))).toEqual([]);
  });
});

describe('every page', () => {
  it('is found: each storefront route file and the catch-all not-found route', () => {
    expect(PAGES.length).toBeGreaterThan(80);
    expect(PAGES.map((page) => page.file)).toEqual(expect.arrayContaining(['pages/index.tsx', 'pages/[...notFound].tsx', 'pages/order-dhl/data.tsx']));
  });

  it.each(LOCALE_LABELS)('%s: every part a page names exists', async (locale) => {
    for (const page of PAGES) {
      const sources = await pageSources(page);
      if (sources) await expect(loadMessages(locale, pageNamespaces(sources))).resolves.toBeDefined();
    }
  });
});

describe('the check itself', () => {
  it('reads keys, keys built at run time and translators handed on', () => {
    expect(usedKeys("const t = useTranslations('cart');\nt(`add.failure.${x}`); t.rich('removed.one'); t(key)")).toEqual(['cart.add.failure.*', 'cart.removed.one', 'cart.']);
    expect(usedKeys("const t = useTranslations('book');\nformatPeople(t, people);")).toEqual(['book.']);
    expect(usedKeys("const t = useTranslations('book');\nconst f = ok ? t : other;")).toEqual(['book.']);
    expect(usedKeys("const tc = useTranslations('common');\nconst x = { tc: tc('meta.title') }; function f(tc: T) {}")).toEqual(['common.meta.title']);
    // A comment quoting a call is not one.
    expect(usedKeys("// useTranslations('checkout') in the parent\nconst t = useTranslations('cart');\nt('add.title');")).toEqual(['cart.add.title']);
  });

  it('refuses forms of useTranslations it cannot read', () => {
    expect(usedKeys("export const useCartT = () => useTranslations('cart');")).toContain(UNREADABLE);
    expect(usedKeys("const { t } = something; const x = useTranslations<'cart'>('cart');")).toContain(UNREADABLE);
    expect(covered(pageNamespaces(['cart', 'checkout']), UNREADABLE)).toBe(false);
  });

  it('counts a key built at run time as covered only by what ships everything under its prefix', () => {
    const shipped = pageNamespaces(['cart.add']);
    expect(covered(shipped, 'cart.add.failure.*')).toBe(true);
    expect(covered(shipped, 'catalogue.suggest*')).toBe(false);
    expect(covered(shipped, 'catalogue.suggest.title')).toBe(true);
    expect(covered(shipped, 'common.*')).toBe(true);
  });

  it('finds a key outside what a page ships (the checks above can fail)', () => {
    const copy: MessageSource[] = pageNamespaces(['book', 'engagement.wishlist']);
    expect(covered(copy, 'engagement.reviews.title')).toBe(false);
    expect(covered(copy, 'engagement.wishlist.addCopy')).toBe(true);
    expect(covered(copy, 'engagement.')).toBe(false);
    expect(covered(copy, 'catalogue.facets.copies')).toBe(false);
    expect(covered(copy, 'catalogue.suggest.title')).toBe(true);
    expect(covered(copy, 'book.')).toBe(true);
  });

  it('follows a barrel only to the modules whose names are imported', () => {
    const shell = reachableModules('pages/_app.tsx');
    expect(shell).toContain('src/features/cart/components/CartProvider.tsx');
    expect(shell).not.toContain('src/features/cart/pages/CartPage.tsx');
  });

  it('follows `export * as` and dynamic imports through a barrel', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-namespaces-'));
    writeFileSync(join(dir, 'index.ts'), "export * as forms from './forms';\nexport { Unused } from './unused';\n");
    writeFileSync(join(dir, 'forms.tsx'), "export const Form = () => null;\nconst Lazy = lazy(() => import('./lazy'));\n");
    writeFileSync(join(dir, 'lazy.tsx'), 'export default function Lazy() { return null; }\n');
    writeFileSync(join(dir, 'unused.tsx'), 'export const Unused = () => null;\n');
    writeFileSync(join(dir, 'page.tsx'), "import { forms } from './index';\n");
    const reached = reachableModules(join(dir, 'page.tsx')).map((file) => file.split('/').pop());
    expect(reached.sort()).toEqual(['forms.tsx', 'lazy.tsx', 'page.tsx']);
  });
});
