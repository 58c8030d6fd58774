import { apiRequest, type ApiClient } from '@/lib/http';
import type { CheckoutPaymentMethod } from '@/contracts/checkout';
import type { ExtendOrderResponse, PayOrderResponse, PublicOrder } from '@/contracts/orders';
import { ORDER_BY_CODE_ENDPOINT } from './getOrderByCode';

/** POST .../by-code/{paymentCode}/pay: start another payment of an unpaid order. */
export function payOrder(client: ApiClient, paymentCode: string, method: CheckoutPaymentMethod): Promise<PayOrderResponse> {
  return apiRequest(client, { method: 'POST', url: `${ORDER_BY_CODE_ENDPOINT}/pay`, params: { paymentCode }, data: { method } });
}

/** PUT .../by-code/{paymentCode}/cancel: the shopper cancels an unpaid order; answers the order as it is now. */
export function cancelOrder(client: ApiClient, paymentCode: string): Promise<PublicOrder> {
  return apiRequest(client, { method: 'PUT', url: `${ORDER_BY_CODE_ENDPOINT}/cancel`, params: { paymentCode } });
}

/** PUT .../by-code/{paymentCode}/extend: move the cart's copies into this open order (one shipment). */
export function extendOrder(client: ApiClient, paymentCode: string, paymentMethod: CheckoutPaymentMethod): Promise<ExtendOrderResponse> {
  return apiRequest(client, {
    method: 'PUT', url: `${ORDER_BY_CODE_ENDPOINT}/extend`, params: { paymentCode }, data: { paymentMethod },
  });
}
