import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { LOCALES, resolveLocale, SHOP_TIME_ZONE } from '@/i18n/locales';
import { withColon } from '@/i18n/punctuation';
import { RouteLink } from '@/routing';
import { EmptyState, formatMoney, PendingState } from '@/ui';
import { statementPdfUrl, useStatement } from '../api/commission';
import { Card, CommissionLayout, Figures, Table, TableScroll } from '../components/CommissionLayout';
import type { CommissionBillingProps } from './commission.getServerSideProps';
import { monthLabel } from '../lib/monthLabel';

/** /commission/[privateAccessToken]/billing: a month's statement — each sale (date, price, share, fee), payouts, balances; the PDF. */
export default function CommissionBillingPage({ token, month }: CommissionBillingProps) {
  const t = useTranslations('commission');
  const locale = resolveLocale(useLocale());
  const { data, error, mutate } = useStatement(token, month);
  const title = t('billing.title');
  if (!data) return <CommissionLayout token={token} current="commissionBilling" title={title}><PendingState error={error} onRetry={() => void mutate()} /></CommissionLayout>;
  const money = (x: number | null) => (x === null ? '' : formatMoney(x, data.currency, locale));
  const months = data.months.includes(data.month) ? data.months : [data.month, ...data.months];
  const intl = LOCALES[locale].intl;
  return (
    <CommissionLayout token={token} current="commissionBilling" title={title}>
      <nav aria-label={t('billing.months')}>
        <ul>
          {months.map((m) => (
            <li key={m}>
              <RouteLink route="commissionBilling" params={{ privateAccessToken: token }} query={{ month: m }} aria-current={m === data.month ? 'page' : undefined}>{monthLabel(m, intl)}</RouteLink>
            </li>
          ))}
        </ul>
      </nav>
      <Card aria-labelledby="statement-title">
        <h2 id="statement-title">{t('billing.statement', { month: monthLabel(data.month, intl) })}</h2>
        <p><a href={statementPdfUrl(token, data.month)} download>{t('billing.pdf')}</a></p>
        <Figures>
          <div><dt>{t('billing.opening')}</dt><dd>{money(data.openingBalanceX100)}</dd></div>
          <div><dt>{t('billing.sales')}</dt><dd data-testid="statement-sales">{money(data.salesX100)}</dd></div>
          <div><dt>{t('billing.reversals')}</dt><dd>{money(data.reversalsX100)}</dd></div>
          <div><dt>{t('billing.fees')}</dt><dd>{money(data.feesX100)}</dd></div>
          <div><dt>{t('billing.payouts')}</dt><dd>{money(data.payoutsX100)}</dd></div>
          <div><dt>{t('billing.closing')}</dt><dd data-testid="statement-closing">{money(data.closingBalanceX100)}</dd></div>
        </Figures>
        {data.lines.length === 0 ? <EmptyState>{t('billing.empty')}</EmptyState> : (
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('billing.date')}</th><th scope="col">{t('billing.item')}</th><th scope="col" className="num">{t('billing.price')}</th>
                  <th scope="col" className="num">{t('billing.share')}</th><th scope="col" className="num">{t('billing.fee')}</th><th scope="col" className="num">{t('billing.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((l, i) => (
                  <tr key={i} data-kind={l.kind}>
                    <td>{new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }).format(new Date(l.at))}</td>
                    <td>{l.title ? `${withColon(t(`kinds.${l.kind}`), locale)} ${l.title}` : t(`kinds.${l.kind}`)}</td>
                    <td className="num" data-label={t('billing.price')}>{money(l.priceX100)}</td>
                    <td className="num" data-label={t('billing.share')}>{l.sharePercent === null ? '' : `${l.sharePercent} %`}</td>
                    <td className="num" data-label={t('billing.fee')}>{money(l.feeX100)}</td>
                    <td className="num" data-label={t('billing.amount')}>{money(l.amountX100)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
    </CommissionLayout>
  );
}
