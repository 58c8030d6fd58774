import type { ShellContext, ShellPageHandler } from '@/shell/shell.server';
import type { PageInfo } from '@/contracts/authors';
import { isPastLastPage, parsePageParam } from '../lib/pageParam';

// A type, not an interface: withShell wants props assignable to Record<string, unknown>.
export type FeedPageProps = { page: number };

type FetchPage = (client: ShellContext['client'], page: number) => Promise<PageInfo>;

/** `?page=` checked, the page fetched and seeded into SWR under `keyOf(page)`; a page past the end is a 404. */
export function feedHandler(fetchPage: FetchPage, keyOf: (page: number) => string): ShellPageHandler<FeedPageProps> {
  return async ({ query, client, seedFallback }) => {
    const page = parsePageParam(query.page);
    if (page === null) return { notFound: true };
    const data = await fetchPage(client, page);
    if (isPastLastPage(page, data.pageCount)) return { notFound: true };
    seedFallback(keyOf(page), data);
    return { props: { page } };
  };
}
