import type { AxiosInstance } from 'axios';
import { apiRequest } from '@/lib/http';
import type { CheckoutPaymentMethod } from '@/contracts/checkout';
import { extendOrderResponse, payOrderResponse, publicOrder } from '@/contracts/orders';
import { ORDER_BY_CODE_ENDPOINT } from './getOrderByCode';

/** POST .../by-code/{paymentCode}/pay: start another payment of an unpaid order. */
export function payOrder(client: AxiosInstance, paymentCode: string, method: CheckoutPaymentMethod) {
  return apiRequest(client, { method: 'POST', url: `${ORDER_BY_CODE_ENDPOINT}/pay`, params: { paymentCode }, data: { method }, schema: payOrderResponse });
}

/** PUT .../by-code/{paymentCode}/cancel: the shopper cancels an unpaid order; answers the order as it is now. */
export function cancelOrder(client: AxiosInstance, paymentCode: string) {
  return apiRequest(client, { method: 'PUT', url: `${ORDER_BY_CODE_ENDPOINT}/cancel`, params: { paymentCode }, schema: publicOrder });
}

/** PUT .../by-code/{paymentCode}/extend: move the cart's copies into this open order (one shipment). */
export function extendOrder(client: AxiosInstance, paymentCode: string, paymentMethod: CheckoutPaymentMethod) {
  return apiRequest(client, {
    method: 'PUT', url: `${ORDER_BY_CODE_ENDPOINT}/extend`, params: { paymentCode }, data: { paymentMethod }, schema: extendOrderResponse,
  });
}
