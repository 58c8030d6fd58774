import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { AccountOrderDetail, AccountOrderList } from '@/contracts/account';

export const ORDERS_ENDPOINT = '/adonis/v1/users/current/orders';
export const ORDER_ENDPOINT = '/adonis/v1/users/current/orders/{number}';
export const CANCEL_ORDER_ENDPOINT = '/adonis/v1/users/current/orders/{number}/cancel';
export const INVOICE_ENDPOINT = '/adonis/v1/users/current/invoices/{number}';

export const ordersKey = (): string => apiPath(ORDERS_ENDPOINT);
export const orderKey = (number: string): string => apiPath(ORDER_ENDPOINT, { number });
/** The invoice PDF opens as a plain link (the browser sends the session cookie). */
export const invoiceHref = (number: string): string => `${process.env.NEXT_PUBLIC_API_BASE_URL || '/api'}${apiPath(INVOICE_ENDPOINT, { number })}`;
export const CREDIT_NOTE_ENDPOINT = '/adonis/v1/users/current/orders/{number}/credit-notes/{creditNote}';
/** A credit note's PDF, as a plain link like the invoice. */
export const creditNoteHref = (number: string, creditNote: string): string =>
  `${process.env.NEXT_PUBLIC_API_BASE_URL || '/api'}${apiPath(CREDIT_NOTE_ENDPOINT, { number, creditNote })}`;

export function fetchOrders(client: ApiClient): Promise<AccountOrderList> {
  return apiRequest(client, { url: ORDERS_ENDPOINT });
}
export function useOrders() {
  const locale = useLocale();
  return useSWR(ordersKey(), () => fetchOrders(browserClient(locale)));
}

export function fetchOrder(client: ApiClient, number: string): Promise<AccountOrderDetail> {
  return apiRequest(client, { url: ORDER_ENDPOINT, params: { number } });
}
export function useOrder(number: string | null) {
  const locale = useLocale();
  return useSWR(number ? orderKey(number) : null, () => fetchOrder(browserClient(locale), number!));
}

/** PUT …/cancel: an unpaid order; its copies, voucher and wallet credit come back. */
export function cancelOrder(client: ApiClient, number: string): Promise<AccountOrderDetail> {
  return apiRequest(client, { method: 'PUT', url: CANCEL_ORDER_ENDPOINT, params: { number } });
}
