import { useId, useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { useSWRConfig } from 'swr';
import type { PublicOrder } from '@/contracts/orders';
import { browserClient, toHttpError } from '@/lib/http';
// The module, not the index: the index also exports the CartProvider, which imports the cart feature (→ this one).
import { useAppContext } from '@/app-context/context/AppContext';
import { Button } from '@/ui';
import { CART_DATA_KEY } from '../api/cartKey';
import { orderKey } from '../api/getOrderByCode';
import { extendOrder } from '../api/orderActions';
import { useFollowNextStep } from '../hooks/useFollowNextStep';
import { ActionMessage, Panel } from './Panel.styles';
import { ErrorCode } from '@/contracts/errors';

/**
 * "Add more books to this order": explains it while the order is open, and once the cart holds
 * copies offers to move them into it (one shipment, no second delivery fee).
 */
export function ExtendOrder({ order }: { order: PublicOrder }) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const { cart } = useAppContext();
  const { mutate } = useSWRConfig();
  const follow = useFollowNextStep();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = cart.items.length;

  const extend = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await extendOrder(browserClient(locale), order.paymentCode, order.paymentMethod);
      void mutate(CART_DATA_KEY);
      void mutate(orderKey(order.paymentCode));
      await follow(result.next, result.paymentCode);
    } catch (cause) {
      const failure = toHttpError(cause);
      setError(
        failure.code === ErrorCode.ORDER_NOT_EXTENDABLE ? t('extend.notExtendable')
          : failure.code === ErrorCode.BOOK_NOT_AVAILABLE ? t('extend.booksGone')
            : t('extend.failed'),
      );
      void mutate(CART_DATA_KEY);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('extend.heading')}</h2>
      <p>{t('extend.text')}</p>
      {count > 0 && (
        <div>
          <Button onClick={() => void extend()} disabled={busy} aria-busy={busy}>
            {t('extend.button', { count })}
          </Button>
        </div>
      )}
      <div role="alert">{error && <ActionMessage $error>{error}</ActionMessage>}</div>
    </Panel>
  );
}
