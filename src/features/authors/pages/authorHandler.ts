import type { ShellContext, ShellPageHandler } from '@/app-context/page/shell.server';
import type { PageInfo } from '@/contracts/authors';
import { isPastLastPage, parsePageParam } from '@/features/feeds';
import { parseAuthorIdParam } from '../lib/authorIdParam';

// A type, not an interface: withShell wants props assignable to Record<string, unknown>.
export type AuthorPageProps = { authorId: number; page: number };

interface Loaded {
  /** SWR key the page's hook reads. */
  key: string;
  data: unknown;
  /** Paginated pages return their page info: a page past the end is a 404. */
  pages?: PageInfo;
}

type Load = (client: ShellContext['client'], authorId: number, page: number) => Promise<Loaded>;

/**
 * The author pages' server side: `[authorId]` and `?page=` checked (malformed → 404 without
 * asking the API; `?page=` on a page without pages too, so each page has one address), the data
 * loaded and seeded into SWR. Unknown authors and non-author nodes come back from the API as 404,
 * which withShell turns into the 404 page.
 */
export function authorHandler(load: Load, { paginated }: { paginated: boolean }): ShellPageHandler<AuthorPageProps> {
  return async ({ params, query, client, seedFallback }) => {
    const authorId = parseAuthorIdParam(params?.authorId);
    const page = paginated ? parsePageParam(query.page) : query.page === undefined ? 1 : null;
    if (authorId === null || page === null) return { notFound: true };
    const { key, data, pages } = await load(client, authorId, page);
    if (pages && isPastLastPage(page, pages.pageCount)) return { notFound: true };
    seedFallback(key, data);
    return { props: { authorId, page } };
  };
}
