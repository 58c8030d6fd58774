import { apiRequest, type ApiClient } from '@/lib/http';
import type { AuthorResponse } from '@/contracts/authors';
import type { WorkResponse, EditionResponse } from '@/contracts/works';

// The same API reads as the book and author features' own, asked here so that the watchdog, which
// the book and author pages embed, does not import those features back (docs/adr/0017).

/** GET /adonis/v1/grandmothers/{id}: the work's title. */
export async function fetchWorkTitle(client: ApiClient, workId: number): Promise<string> {
  return (await apiRequest<WorkResponse>(client, { url: '/adonis/v1/grandmothers/{id}', params: { id: workId } })).title;
}

/** GET /adonis/v1/mothers/{id}: the edition's title. */
export async function fetchEditionTitle(client: ApiClient, editionId: number): Promise<string> {
  return (await apiRequest<EditionResponse>(client, { url: '/adonis/v1/mothers/{id}', params: { id: editionId } })).edition.title;
}

/** GET /adonis/v1/authors/{id}: the author's name. */
export async function fetchAuthorName(client: ApiClient, authorId: number): Promise<string> {
  return (await apiRequest<AuthorResponse>(client, { url: '/adonis/v1/authors/{id}', params: { id: authorId } })).author.name;
}
