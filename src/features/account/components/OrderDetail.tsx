import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import { browserClient, HttpError } from '@/lib/http';
import { RouteLink } from '@/routing';
import { Button, formatMoney, PendingState, VisuallyHidden } from '@/ui';
import { cancelOrder, creditNoteHref, invoiceHref, useOrder } from '../api/orders';
import { Card, Table, TableScroll } from './AccountCards.styles';
import { Actions, ErrorText } from '@/ui/form';
import { OrderStateText } from './OrderStateText';
import { formatDate } from '../lib/formatDate';

interface OrderDetailProps {
  number: string;
  /** After a cancel: the list refreshes. */
  onChanged: () => void;
}

/** One order: copies, money, its history (tracking), the invoice, pay or cancel while unpaid. */
export function OrderDetail({ number, onChanged }: OrderDetailProps) {
  const t = useTranslations('account');
  const locale = resolveLocale(useLocale());
  const { data, error, mutate } = useOrder(number);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!data) {
    if (error instanceof HttpError && error.status === 404) {
      return <Card aria-label={t('orders.detailTitle', { number })}><p role="alert">{t('orders.notFound')}</p></Card>;
    }
    return <PendingState error={error} onRetry={() => void mutate()} />;
  }

  const money = (x100: number) => formatMoney(x100, data.currency, locale);
  const onCancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await mutate(await cancelOrder(browserClient(locale), number), { revalidate: false });
      setConfirming(false);
      onChanged();
    } catch (e) {
      setFailure(e instanceof HttpError && e.status === 409 ? t('orders.cancelRefused') : t('orders.cancelFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="order-detail-title">
      <h2 id="order-detail-title">{t('orders.detailTitle', { number: data.number })}</h2>
      <p>
        <strong><OrderStateText state={data.state} /></strong>
        {' · '}{formatDate(data.createdAt, locale, true)}
      </p>
      <TableScroll>
        <Table>
          <caption><VisuallyHidden>{t('orders.linesCaption')}</VisuallyHidden></caption>
          <thead>
            <tr><th scope="col">{t('orders.book')}</th><th scope="col" className="num">{t('orders.price')}</th></tr>
          </thead>
          <tbody>
            {data.lines.filter((l) => l.active).map((l) => (
              <tr key={l.bookId}><td>{l.title}</td><td className="num">{money(l.priceX100)}</td></tr>
            ))}
          </tbody>
          <tfoot>
            <tr><th scope="row">{t('orders.shipping')}</th><td className="num">{money(data.shippingX100 + data.paymentFeeX100)}</td></tr>
            {data.discountX100 > 0 && <tr><th scope="row">{t('orders.discount')}</th><td className="num">−{money(data.discountX100)}</td></tr>}
            {data.walletX100 > 0 && <tr><th scope="row">{t('orders.wallet')}</th><td className="num">−{money(data.walletX100)}</td></tr>}
            <tr><th scope="row">{t('orders.total')}</th><td className="num"><strong>{money(data.totalX100)}</strong></td></tr>
          </tfoot>
        </Table>
      </TableScroll>
      <section aria-labelledby="order-history">
        <h3 id="order-history">{t('orders.history')}</h3>
        <ol>
          {data.history.map((h, i) => (
            <li key={`${h.state}-${i}`}><OrderStateText state={h.state} /> — {formatDate(h.at, locale, true)}</li>
          ))}
        </ol>
      </section>
      {data.shipments.length > 0 && (
        <section aria-labelledby="order-parcels">
          <h3 id="order-parcels">{t('orders.parcels')}</h3>
          <ul>
            {data.shipments.map((s) => (
              <li key={s.trackingNumber}>
                <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer">{t('orders.trackParcel', { tracking: s.trackingNumber, carrier: s.carrier })}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Actions>
        {data.canPay && <RouteLink route="pay" params={{ paymentCode: data.paymentCode }}>{t('orders.pay')}</RouteLink>}
        {/* The pay page extends an open order with the cart's copies (one shipment, no second fee). */}
        {data.canExtend && <RouteLink route="pay" params={{ paymentCode: data.paymentCode }}>{t('orders.extend')}</RouteLink>}
        {data.hasInvoice && (
          <a href={invoiceHref(data.number)} target="_blank" rel="noopener">{t('billing.download', { number: data.number })}</a>
        )}
        {(data.creditNotes ?? []).map((n) => (
          <a key={n.number} href={creditNoteHref(data.number, n.number)} target="_blank" rel="noopener">{t('billing.creditNote', { number: n.number })}</a>
        ))}
        {data.canCancel && !confirming && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>{t('orders.cancel')}</Button>
        )}
      </Actions>
      {data.canCancel && confirming && (
        <div role="group" aria-labelledby="cancel-question">
          <p id="cancel-question">{t('orders.cancelConfirm', { number: data.number })}</p>
          <Actions>
            <Button onClick={() => void onCancel()} disabled={busy} aria-busy={busy}>{t('orders.cancelYes')}</Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>{t('orders.cancelNo')}</Button>
          </Actions>
        </div>
      )}
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
    </Card>
  );
}
