import type { ShellContext, ShellPageHandler } from '@/app-context/page/shell.server';
import { readingLanguages } from '@/features/language-filter/index.server';
import type { PageInfo } from '@/contracts/authors';
import { isPastLastPage, parsePageParam } from '../lib/pageParam';

// A type, not an interface: withShell wants props assignable to Record<string, unknown>.
export type FeedPageProps = {
  page: number;
  /** The visitor's reading languages (saved, cookie, else the storefront's defaults); optional for tests. */
  languages?: number[];
};

type FetchPage = (client: ShellContext['client'], page: number, languages: readonly number[]) => Promise<PageInfo>;

/**
 * `?page=` checked, the page fetched in the visitor's reading languages (as the listing and the
 * home page filter) and seeded into SWR under `keyOf(page, languages)`; a page past the end is a 404.
 */
export function feedHandler(
  fetchPage: FetchPage,
  keyOf: (page: number, languages: readonly number[]) => string,
): ShellPageHandler<FeedPageProps> {
  return async (ctx) => {
    const page = parsePageParam(ctx.query.page);
    if (page === null) return { notFound: true };
    const languages = await readingLanguages(ctx);
    const data = await fetchPage(ctx.client, page, languages);
    if (isPastLastPage(page, data.pageCount)) return { notFound: true };
    ctx.seedFallback(keyOf(page, languages), data);
    return { props: { page, languages } };
  };
}
