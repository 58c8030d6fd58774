import { apiRequest, type ApiClient } from '@/lib/http';
import { quoteResponse, type QuoteResponse } from '@/contracts/buyback';

export const QUOTES_ENDPOINT = '/adonis/v1/buyback/quotes';

/** POST buyback/quotes: an offer (or a refusal with its reason) per ISBN, in the order sent. */
export function fetchQuotes(client: ApiClient, isbns: string[]): Promise<QuoteResponse> {
  return apiRequest(client, { method: 'POST', url: QUOTES_ENDPOINT, data: { isbns }, schema: quoteResponse });
}
