import { apiRequest, type ApiClient } from '@/lib/http';
import type { PaymentReturnResponse } from '@/contracts/orders';

export const PAYMENT_RETURN_ENDPOINT = '/adonis/v1/payments/return';
export type ReturnProvider = 'comgate' | 'adyen';

/**
 * GET /adonis/v1/payments/return?provider=&ref=: what became of a payment the shopper comes back
 * from. `extra` carries what the provider appended to the return URL (Adyen's sessionResult),
 * which the API may use to ask the provider.
 */
export function fetchPaymentReturn(
  client: ApiClient,
  provider: ReturnProvider,
  ref: string,
  extra: Record<string, string> = {},
): Promise<PaymentReturnResponse> {
  return apiRequest(client, { url: PAYMENT_RETURN_ENDPOINT, query: { ...extra, provider, ref } });
}
