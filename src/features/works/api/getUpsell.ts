import { apiRequest, type ApiClient } from '@/lib/http';
import type { UpsellResponse } from '@/contracts/works';

/**
 * GET /adonis/v1/books/{id}/upsell — the add-to-cart modal's second offer (same author, another
 * work), in the shopper's reading languages.
 */
export async function fetchUpsell(client: ApiClient, copyId: number, languages: readonly number[]): Promise<UpsellResponse['item']> {
  const body = await apiRequest<UpsellResponse>(client, { url: '/adonis/v1/books/{id}/upsell', params: { id: copyId }, query: { language: [...languages] } });
  return body.item;
}
