import { useId, useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { useSWRConfig } from 'swr';
import type { CheckoutPaymentMethod } from '@/contracts/checkout';
import type { PublicOrder } from '@/contracts/orders';
import { resolveLocale } from '@/i18n/locales';
import { browserClient, toHttpError } from '@/lib/http';
import { Button, useIsHydrated } from '@/ui';
import { orderKey } from '../api/getOrderByCode';
import { payOrder } from '../api/orderActions';
import { useFollowNextStep } from '../hooks/useFollowNextStep';
import { retryMethods } from '../lib/paymentChoices';
import { ActionMessage, ButtonRow, Panel } from './Panel.styles';
import { ErrorCode } from '@/contracts/errors';

interface PaymentRetryProps {
  order: PublicOrder;
  /** After a failed attempt the heading says "try again". */
  again?: boolean;
}

/**
 * Pays an unpaid order (again) with any method this storefront offers. One request at a time;
 * an order that can no longer be paid says so and the page's order data is refreshed.
 */
export function PaymentRetry({ order, again = false }: PaymentRetryProps) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const follow = useFollowNextStep();
  const { mutate } = useSWRConfig();
  const headingId = useId();
  const hydrated = useIsHydrated();
  const [busy, setBusy] = useState<CheckoutPaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pay = async (method: CheckoutPaymentMethod) => {
    if (busy) return;
    setBusy(method);
    setError(null);
    try {
      const { next } = await payOrder(browserClient(locale), order.paymentCode, method);
      await follow(next, order.paymentCode);
      // Staying on this page (bank transfer → pay page): show the new payment's instructions.
      void mutate(orderKey(order.paymentCode));
    } catch (cause) {
      const failure = toHttpError(cause);
      setError(failure.code === ErrorCode.ORDER_NOT_PAYABLE ? t('retry.notPayable') : t('retry.failed'));
      if (failure.code === ErrorCode.ORDER_NOT_PAYABLE) void mutate(orderKey(order.paymentCode));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{again ? t('retry.headingAgain') : t('retry.heading')}</h2>
      <ButtonRow>
        {retryMethods(locale).map((method) => (
          <Button
            key={method}
            variant={method === order.paymentMethod ? 'primary' : 'secondary'}
            disabled={!hydrated || busy !== null}
            aria-busy={busy === method}
            onClick={() => void pay(method)}
          >
            {t('retry.payWith', { method: t(`payment.method.${method}`) })}
          </Button>
        ))}
      </ButtonRow>
      <div role="alert">{error && <ActionMessage $error>{error}</ActionMessage>}</div>
    </Panel>
  );
}
