import type { ConfirmOrderResponse } from '@/contracts/orders';
import { apiRequest, type ApiClient } from '@/lib/http';

export const CONFIRM_ORDER_ENDPOINT = '/adonis/v1/orders/confirm';

/** POST orders/confirm: the click on the e-mailed confirmation link of an order from an unverified address. */
export function confirmOrder(client: ApiClient, token: string): Promise<ConfirmOrderResponse> {
  return apiRequest(client, { method: 'POST', url: CONFIRM_ORDER_ENDPOINT, data: { token } });
}
