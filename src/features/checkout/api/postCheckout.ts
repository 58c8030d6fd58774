import { apiRequest, type ApiClient } from '@/lib/http';
import { IDEMPOTENCY_HEADER, type CheckoutBody, type CheckoutResponse } from '@/contracts/checkout';

export const CHECKOUT_ENDPOINT = '/adonis/v1/cart/checkout';

/** POST /adonis/v1/cart/checkout: places the order; the same key and body answer the same order. */
export function postCheckout(client: ApiClient, body: CheckoutBody, idempotencyKey: string): Promise<CheckoutResponse> {
  return apiRequest(client, {
    method: 'POST', url: CHECKOUT_ENDPOINT, data: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
