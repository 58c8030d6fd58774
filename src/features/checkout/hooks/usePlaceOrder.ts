import { useCallback, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { useSWRConfig } from 'swr';
import type { CheckoutBody } from '@/contracts/checkout';
import { LOCALES, resolveLocale } from '@/i18n/locales';
import { browserClient, toHttpError } from '@/lib/http';
import { CART_DATA_KEY, useFollowNextStep } from '@/features/payments';
import { postCheckout } from '../api/postCheckout';
import { describeCheckoutFailure, type TitledItem } from '../lib/checkoutFailure';
import type { FieldKey } from '../lib/checkoutFields';
import { createIdempotencyKeeper } from '../lib/idempotencyKey';

export interface FormMessage {
  tone: 'error' | 'info';
  text: string;
}

interface PlaceOrderOptions {
  items: readonly TitledItem[];
  /** Asks for a new quote (the total changed on the server). */
  requote: () => Promise<unknown>;
  /** A refusal the shopper fixes at one field. */
  onFieldError: (field: FieldKey, messageKey: string) => void;
}

/**
 * Sends the order: one request at a time, the same Idempotency-Key for the same body (double
 * clicks and retries after a lost answer place one order), then follows `next`. Refusals become
 * a message above the button or at a field; copies that are gone are named and the cart refreshed.
 */
export function usePlaceOrder({ items, requote, onFieldError }: PlaceOrderOptions) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const { mutate } = useSWRConfig();
  const follow = useFollowNextStep();
  const keeper = useRef(createIdempotencyKeeper());
  // A ref, not state: a second click in the same frame must see the first one.
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const placeOrder = useCallback(
    async (body: CheckoutBody) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      setMessage(null);
      const idempotencyKey = keeper.current.keyFor(JSON.stringify(body));
      try {
        const order = await postCheckout(browserClient(locale), body, idempotencyKey);
        // Stays "submitting" while the browser leaves: the order exists, nothing to press again.
        await follow(order.next, order.paymentCode);
        void mutate(CART_DATA_KEY);
        return;
      } catch (cause) {
        const failure = describeCheckoutFailure(toHttpError(cause), items);
        switch (failure.kind) {
          case 'books_gone': {
            const titles = new Intl.ListFormat(LOCALES[locale].intl, { type: 'conjunction' }).format(failure.titles);
            setMessage({
              tone: 'error',
              text: failure.titles.length > 0 ? t('errors.booksGone', { count: failure.titles.length, titles }) : t('errors.booksGoneUnnamed'),
            });
            void mutate(CART_DATA_KEY);
            break;
          }
          case 'total_changed':
            setMessage({ tone: 'info', text: t('errors.totalChanged') });
            await requote();
            break;
          case 'field':
            onFieldError(failure.field, failure.message);
            break;
          case 'summary':
            setMessage({ tone: 'error', text: t(failure.message) });
            break;
        }
      }
      inFlight.current = false;
      setSubmitting(false);
    },
    [items, locale, mutate, follow, requote, onFieldError, t],
  );

  return { placeOrder, submitting, message, setMessage };
}
