import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { useRouter } from 'next/router';
import type { CommissionPayoutView } from '@/contracts/commission';
import { resolveLocale, SHOP_TIME_ZONE } from '@/i18n/locales';
import { browserClient, HttpError, reportRequestError } from '@/lib/http';
import { resolvePath, RouteLink } from '@/routing';
import { Button, formatMoney, PendingState } from '@/ui';
import { requestPayout, rotateToken, useOverview } from '../api/commission';
import { ThresholdForm } from '../components/ThresholdForm';
import { Card, CommissionLayout, Figures, Table, TableScroll } from '../components/CommissionLayout';
import type { CommissionPageProps } from './commission.getServerSideProps';

const date = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));

function Payouts({ items, money, locale }: { items: CommissionPayoutView[]; money: (x: number) => string; locale: string }) {
  const t = useTranslations('commission');
  if (items.length === 0) return <p>{t('overview.noPayouts')}</p>;
  return (
    <TableScroll>
      <Table>
        <thead><tr><th scope="col">{t('overview.requested')}</th><th scope="col">{t('overview.method')}</th><th scope="col" className="num">{t('overview.amount')}</th><th scope="col">{t('overview.state')}</th></tr></thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} data-payout={p.id}>
              <td>{date(p.requestedAt, locale)}</td>
              <td>{t(`methods.${p.method}`)}{p.bankAccountMasked ? ` ${p.bankAccountMasked}` : ''}</td>
              <td className="num">{money(p.amountX100)}</td>
              <td data-testid="payout-state">{t(`payoutStates.${p.state}`)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** /commission/[privateAccessToken]: what the seller has listed, sold, earned, been paid and is owed; payouts; the share link. */
export default function CommissionOverviewPage({ token }: CommissionPageProps) {
  const t = useTranslations('commission');
  const locale = resolveLocale(useLocale());
  const router = useRouter();
  const { data, error, mutate } = useOverview(token);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = t('overview.title');
  if (!data) return <CommissionLayout token={token} current="commission" title={title}><PendingState error={error} onRetry={() => void mutate()} /></CommissionLayout>;
  const money = (x: number) => formatMoney(x, data.currency, locale);
  const { totals, terms } = data;
  const canPay = !data.openPayout && totals.balanceX100 >= terms.minPayoutX100;

  const payout = async () => {
    setBusy(true);
    try {
      const p = await requestPayout(browserClient(locale), token, {});
      setMessage(t('overview.payoutRequested', { amount: money(p.amountX100) }));
      await mutate();
    } catch (e) {
      if (e instanceof HttpError && (e.code === 'COMMISSION_PAYOUT_OPEN' || e.code === 'COMMISSION_PAYOUT_UNAVAILABLE')) setMessage(t(e.code === 'COMMISSION_PAYOUT_OPEN' ? 'errors.payoutOpen' : 'errors.payoutUnavailable'));
      else reportRequestError(e);
    } finally {
      setBusy(false);
    }
  };
  const rotate = async () => {
    if (!window.confirm(t('overview.rotateConfirm'))) return;
    try {
      const { privateAccessToken } = await rotateToken(browserClient(locale), token);
      await router.replace(resolvePath('commission', locale, { privateAccessToken }));
    } catch (e) {
      reportRequestError(e);
    }
  };

  return (
    <CommissionLayout token={token} current="commission" title={title}>
      <Card aria-labelledby="commission-totals">
        <h2 id="commission-totals">{t('overview.totals')}</h2>
        <Figures>
          <div><dt>{t('overview.listed')}</dt><dd data-testid="listed">{totals.listed}</dd></div>
          <div><dt>{t('overview.sold')}</dt><dd data-testid="sold">{totals.sold}</dd></div>
          <div><dt>{t('overview.earned')}</dt><dd data-testid="earned">{money(totals.earnedX100)}</dd></div>
          <div><dt>{t('overview.paid')}</dt><dd data-testid="paid">{money(totals.paidX100)}</dd></div>
          <div><dt>{t('overview.pending')}</dt><dd data-testid="pending">{money(totals.pendingX100)}</dd></div>
          <div><dt>{totals.balanceX100 < 0 ? t('overview.debt') : t('overview.balance')}</dt><dd data-testid="balance">{money(Math.abs(totals.balanceX100))}</dd></div>
        </Figures>
        {totals.endingListing > 0 && <p>{t('overview.ending', { count: totals.endingListing })}</p>}
      </Card>
      <Card aria-labelledby="commission-payout">
        <h2 id="commission-payout">{t('overview.payoutTitle')}</h2>
        <p>{t('overview.payoutHint', { min: money(terms.minPayoutX100), method: t(`methods.${data.payoutMethod}`) })}</p>
        <p data-testid="auto-payout">{data.autoPayoutThresholdX100 !== null ? t('overview.auto', { amount: money(data.autoPayoutThresholdX100) }) : t('overview.autoOff')}</p>
        <ThresholdForm token={token} thresholdX100={data.autoPayoutThresholdX100} minX100={terms.minPayoutX100} currency={data.currency} onDone={() => mutate()} />
        {canPay && <Button onClick={() => void payout()} disabled={busy} aria-busy={busy}>{t('overview.payoutButton', { amount: money(totals.balanceX100) })}</Button>}
        {message && <p role="status">{message}</p>}
        <h3>{t('overview.payouts')}</h3>
        <Payouts items={data.payouts} money={money} locale={locale} />
      </Card>
      <Card aria-labelledby="commission-terms">
        <h2 id="commission-terms">{t('overview.terms')}</h2>
        <p>{t('overview.termsText', { share: terms.sharePercent, min: money(terms.minPriceX100), days: terms.listingDays, window: terms.offerWindowDays, fee: money(terms.returnFeeX100), changes: terms.maxPriceChanges })}</p>
      </Card>
      <Card aria-labelledby="commission-share">
        <h2 id="commission-share">{t('overview.share')}</h2>
        <p>{t('overview.shareHint')}</p>
        <p><RouteLink route="commissionShare" params={{ publicAccessToken: data.publicToken }} data-testid="share-link">{t('overview.shareLink')}</RouteLink></p>
      </Card>
      <Card aria-labelledby="commission-rotate">
        <h2 id="commission-rotate">{t('overview.rotate')}</h2>
        <p>{t('overview.rotateHint')}</p>
        <Button variant="secondary" onClick={() => void rotate()}>{t('overview.rotateButton')}</Button>
      </Card>
    </CommissionLayout>
  );
}
