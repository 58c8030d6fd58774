import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { CheckoutChoices, QuoteResponse } from '@/contracts/checkout';

export const QUOTE_ENDPOINT = '/adonis/v1/cart/quote';

/** POST /adonis/v1/cart/quote: the price of the cart with these choices (no side effects). */
export function fetchQuote(client: ApiClient, choices: CheckoutChoices): Promise<QuoteResponse> {
  return apiRequest(client, { method: 'POST', url: QUOTE_ENDPOINT, data: choices });
}

/**
 * The quote for the current choices, re-asked whenever they (or the cart) change. Keeps the previous total on
 * screen while the next one loads; failures are shown in the summary, not as a toast.
 */
export function useQuote(choices: CheckoutChoices | null, cartVersion: string) {
  const locale = useLocale();
  // The server prices its own copy of the cart: a changed cart is a new key even with the same choices.
  return useSWR(choices ? [QUOTE_ENDPOINT, JSON.stringify(choices), cartVersion] : null, () => fetchQuote(browserClient(locale), choices!), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: () => undefined,
  });
}
