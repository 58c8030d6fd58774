import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { useSWRConfig } from 'swr';
import type { PublicOrder } from '@/contracts/orders';
import { browserClient, toHttpError } from '@/lib/http';
import { Button, Modal } from '@/ui';
import { orderKey } from '../api/getOrderByCode';
import { cancelOrder } from '../api/orderActions';
import { ActionMessage, ButtonRow } from './Panel.styles';
import { ErrorCode } from '@/contracts/errors';

/**
 * Cancels an unpaid order after an explicit confirmation (the copies go back on sale, which
 * cannot be undone). The answer is the order as it is now, put straight into the page's data.
 */
export function CancelOrder({ order }: { order: PublicOrder }) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const updated = await cancelOrder(browserClient(locale), order.paymentCode);
      setOpen(false);
      await mutate(orderKey(order.paymentCode), updated, { revalidate: false });
    } catch (cause) {
      setOpen(false);
      setError(toHttpError(cause).code === ErrorCode.ORDER_NOT_CANCELLABLE ? t('cancel.notCancellable') : t('cancel.failed'));
      void mutate(orderKey(order.paymentCode));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ButtonRow>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('cancel.button')}
        </Button>
      </ButtonRow>
      <div role="alert">{error && <ActionMessage $error>{error}</ActionMessage>}</div>
      <Modal open={open} onClose={() => !busy && setOpen(false)} title={t('cancel.title', { number: order.number })}>
        <p>{t('cancel.text')}</p>
        <ButtonRow>
          <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {t('cancel.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            {t('cancel.keep')}
          </Button>
        </ButtonRow>
      </Modal>
    </>
  );
}
