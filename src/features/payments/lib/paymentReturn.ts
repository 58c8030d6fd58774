import type { ParsedUrlQuery } from 'node:querystring';
import type { PaymentReturnResponse } from '@/contracts/orders';
import type { Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import type { ReturnProvider } from '../api/getPaymentReturn';

export type ReturnPage = 'comgate' | 'adyen';

export interface ReturnQuery {
  provider: ReturnProvider;
  ref: string;
  extra: Record<string, string>;
}

/**
 * One usable value of a query parameter. A parameter can arrive twice (a return URL carrying an
 * unfilled `${id}` placeholder and the provider appending the real value): placeholders are skipped.
 */
function one(value: string | string[] | undefined): string | undefined {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.find((v) => v.length > 0 && v.length <= 200 && !v.includes('${'));
}

/**
 * Which payment the shopper comes back from. Comgate appends `id` (its transId, our provider ref)
 * and `refId`; Adyen appends `sessionId` and `sessionResult` (or `redirectResult` after a redirect
 * method). The API also finds the demo sandbox's payments under either provider. Null when the
 * query names no payment.
 */
export function readReturnQuery(page: ReturnPage, query: ParsedUrlQuery): ReturnQuery | null {
  if (page === 'comgate') {
    const ref = one(query.id);
    return ref ? { provider: 'comgate', ref, extra: {} } : null;
  }
  const ref = one(query.sessionId);
  if (!ref) return null;
  const extra: Record<string, string> = {};
  for (const name of ['sessionResult', 'redirectResult'] as const) {
    const value = one(query[name]);
    if (value) extra[name] = value;
  }
  return { provider: 'adyen', ref, extra };
}

/** Paid or still pending → the thank-you page (it says which); failed or cancelled → the retry page. */
export function returnDestination({ result, paymentCode }: PaymentReturnResponse, locale: Locale): string {
  const route = result === 'paid' || result === 'pending' ? 'thankYou' : 'paymentFailed';
  return resolvePath(route, locale, undefined, { code: paymentCode });
}
