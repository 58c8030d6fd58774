import type { NextStep } from '@/contracts/checkout';
import type { Locale } from '@/i18n/locales';
import { isRouteEnabled, resolvePath } from '@/routing';
import type { AdyenSession } from './adyenSession';

/** Where the browser goes after a checkout or a payment (re)try. */
export type NextAction =
  /** Off to the provider's hosted page: a full page load. */
  | { kind: 'leave'; url: string }
  /** One of our pages; `adyenSession` must be stored for the drop-in page first. */
  | { kind: 'go'; href: string; adyenSession?: AdyenSession };

function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Turns the API's `next` into a destination from the route table. A redirect that is not an
 * http(s) URL is never followed (a javascript: URL would run in our origin): the pay page offers
 * the payment again instead. Adyen on a storefront without the drop-in page also lands there.
 */
export function nextStepAction(next: NextStep, paymentCode: string, locale: Locale): NextAction {
  const payPage: NextAction = { kind: 'go', href: resolvePath('pay', locale, { paymentCode }) };
  switch (next.kind) {
    case 'redirect':
      return isWebUrl(next.url) ? { kind: 'leave', url: next.url } : payPage;
    case 'adyen': {
      if (!isRouteEnabled('checkoutAdyen', locale)) return payPage;
      const { sessionId, sessionData, clientKey, environment } = next;
      return {
        kind: 'go',
        href: resolvePath('checkoutAdyen', locale, undefined, { code: paymentCode }),
        adyenSession: { sessionId, sessionData, clientKey, environment },
      };
    }
    case 'pay_page':
      return payPage;
    case 'thank_you':
      return { kind: 'go', href: resolvePath('thankYou', locale, undefined, { code: paymentCode }) };
  }
}
