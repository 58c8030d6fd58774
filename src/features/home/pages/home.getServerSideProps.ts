import { withShell } from '@/app-context/page/shell.server';
import { withPageHtmlCache } from '@/app-context/page/pageHtmlCache.server';
import { readingLanguages, readingLanguagesHtmlCacheOptions } from '@/features/language-filter/index.server';
import { fetchHome, homeKey } from '../api/getHome';

// A type, not an interface: withShell's props must be indexable.
export type HomePageProps = {
  /** The visitor's reading languages (saved, cookie, else the storefront's defaults): the feeds and counts use them. */
  languages: number[];
};

/**
 * Home: the shell plus GET /adonis/v1/home in the visitor's reading languages, seeded into SWR so
 * the page renders complete on the server. The anonymous HTML cache varies by those languages.
 */
export const getServerSideProps = withPageHtmlCache(withShell<HomePageProps>(async (ctx) => {
  const languages = await readingLanguages(ctx);
  ctx.seedFallback(homeKey(languages), await fetchHome(ctx.client, languages));
  return { props: { languages } };
}, { namespaces: [] }), readingLanguagesHtmlCacheOptions);
