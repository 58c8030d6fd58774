import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { AuthorInclude, AuthorResponse } from '@/contracts/authors';

export const AUTHOR_ENDPOINT = '/adonis/v1/authors/{id}';

/** What to load with the author: nothing, or one page of their works or copies in stock. */
export interface AuthorQuery {
  include?: AuthorInclude;
  page?: number;
}

const queryOf = ({ include, page }: AuthorQuery) => ({ include, page: include && page && page > 1 ? page : undefined });

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const authorKey = (id: number, query: AuthorQuery = {}): string => apiPath(AUTHOR_ENDPOINT, { id }, queryOf(query));

/** GET /adonis/v1/authors/{id}[?include=works|books&page=]: profile, biography, counts (+ one page). */
export function fetchAuthor(client: ApiClient, id: number, query: AuthorQuery = {}): Promise<AuthorResponse> {
  return apiRequest(client, { url: AUTHOR_ENDPOINT, params: { id }, query: queryOf(query) });
}

export function useAuthor(id: number, query: AuthorQuery = {}) {
  const locale = useLocale();
  return useSWR(authorKey(id, query), () => fetchAuthor(browserClient(locale), id, query));
}
