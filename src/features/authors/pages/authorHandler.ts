import type { ShellContext, ShellPageHandler } from '@/app-context/page/shell.server';
import type { PageInfo } from '@/contracts/authors';
import { isPastLastPage, parsePageParam } from '@/features/feeds';
import { HttpError } from '@/lib/http';
import { resolvePath } from '@/routing';
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

/** The author pages' route keys (the redirect of a merged author keeps the page). */
export type AuthorRouteKey = 'author' | 'authorBiography' | 'authorBooks' | 'authorTimeline';

/** The surviving author when the API says this one was merged into it (404 AUTHOR_MERGED), else null. */
export function mergedAuthorId(error: unknown): number | null {
  if (!(error instanceof HttpError) || error.code !== 'AUTHOR_MERGED') return null;
  const target = (error.details as { authorId?: unknown } | undefined)?.authorId;
  return typeof target === 'number' && Number.isInteger(target) && target > 0 ? target : null;
}

type Load = (client: ShellContext['client'], authorId: number, page: number) => Promise<Loaded>;

/**
 * The author pages' server side: `[authorId]` and `?page=` checked (malformed → 404 without
 * asking the API; `?page=` on a page without pages too, so each page has one address), the data
 * loaded and seeded into SWR. Unknown authors and non-author nodes come back from the API as 404,
 * which withShell turns into the 404 page. An author merged into another (404 AUTHOR_MERGED)
 * answers 308 to the surviving author's same page.
 */
export function authorHandler(load: Load, { paginated, route }: { paginated: boolean; route: AuthorRouteKey }): ShellPageHandler<AuthorPageProps> {
  return async ({ params, query, client, seedFallback, locale }) => {
    const authorId = parseAuthorIdParam(params?.authorId);
    const page = paginated ? parsePageParam(query.page) : query.page === undefined ? 1 : null;
    if (authorId === null || page === null) return { notFound: true };
    let loaded: Loaded;
    try {
      loaded = await load(client, authorId, page);
    } catch (error) {
      // A merged author (catalogue editing): a permanent redirect to the one it went into, same page.
      const target = mergedAuthorId(error);
      if (target === null) throw error;
      const search = paginated && page > 1 ? `?page=${page}` : '';
      return { redirect: { destination: resolvePath(route, locale, { authorId: target }) + search, statusCode: 308 } };
    }
    const { key, data, pages } = loaded;
    if (pages && isPastLastPage(page, pages.pageCount)) return { notFound: true };
    seedFallback(key, data);
    return { props: { authorId, page } };
  };
}
