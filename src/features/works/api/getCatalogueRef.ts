import { apiRequest, type ApiClient } from '@/lib/http';
import type { CatalogueRef } from '@/contracts/works';

/** The three lookups behind the redirects; `kind` names the id's level in the catalogue. */
export type CatalogueLevel = 'copy' | 'edition' | 'work';

const REF_ENDPOINTS: Record<CatalogueLevel, string> = {
  copy: '/adonis/v1/books/{id}/ref',
  edition: '/adonis/v1/mothers/{id}/ref',
  work: '/adonis/v1/grandmothers/{id}/ref',
};

/**
 * GET /adonis/v1/{books|mothers|grandmothers}/{id}/ref: where a copy, edition or work lives.
 * Only redirects (getServerSideProps) use it, so there is no hook. An unknown id throws HttpError 404.
 */
export function fetchCatalogueRef(client: ApiClient, level: CatalogueLevel, id: number): Promise<CatalogueRef> {
  return apiRequest(client, { url: REF_ENDPOINTS[level], params: { id } });
}
