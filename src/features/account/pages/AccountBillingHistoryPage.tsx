import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import { EmptyState, formatMoney, PendingState, VisuallyHidden } from '@/ui';
import { useBillingHistory, useWallet } from '../api/billing';
import { usePayouts } from '../api/selling';
import { invoiceHref } from '../api/orders';
import { AccountLayout } from '@/features/account-frame';
import { Card, Table, TableScroll } from '../components/AccountCards.styles';
import { formatDate } from '../lib/formatDate';

/** /account/billing-history: invoices (PDF), payments, payouts for books sold to us, and the wallet with its ledger. */
export default function AccountBillingHistoryPage() {
  const t = useTranslations('account');
  const locale = resolveLocale(useLocale());
  const billing = useBillingHistory();
  const wallet = useWallet();
  const payouts = usePayouts();

  return (
    <AccountLayout current="accountBillingHistory" title={t('billing.title')}>
      <Card aria-labelledby="billing-invoices">
        <h2 id="billing-invoices">{t('billing.invoices')}</h2>
        {!billing.data ? (
          <PendingState error={billing.error} onRetry={() => void billing.mutate()} />
        ) : billing.data.invoices.length === 0 ? (
          <EmptyState>{t('billing.noInvoices')}</EmptyState>
        ) : (
          <ul>
            {billing.data.invoices.map((i) => (
              <li key={i.orderNumber}>
                <a href={invoiceHref(i.orderNumber)} target="_blank" rel="noopener">{t('billing.download', { number: i.orderNumber })}</a>
                {' · '}{formatDate(i.issuedAt, locale)}{' · '}{formatMoney(i.totalX100, i.currency, locale)}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="billing-payments">
        <h2 id="billing-payments">{t('billing.payments')}</h2>
        {!billing.data ? null : billing.data.payments.length === 0 ? (
          <EmptyState>{t('billing.noPayments')}</EmptyState>
        ) : (
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('orders.date')}</th>
                  <th scope="col">{t('orders.number')}</th>
                  <th scope="col">{t('billing.state')}</th>
                  <th scope="col" className="num">{t('billing.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {billing.data.payments.map((p, i) => (
                  <tr key={`${p.orderNumber}-${i}`}>
                    <td>{formatDate(p.createdAt, locale, true)}</td>
                    <td>{p.orderNumber}</td>
                    <td>{t(`paymentStates.${p.state}`)}</td>
                    <td className="num">{formatMoney(p.amountX100, p.currency, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
      <Card aria-labelledby="billing-payouts">
        <h2 id="billing-payouts">{t('payouts.title')}</h2>
        {!payouts.data ? (
          <PendingState error={payouts.error} onRetry={() => void payouts.mutate()} />
        ) : payouts.data.items.length === 0 ? (
          <EmptyState>{t('payouts.empty')}</EmptyState>
        ) : (
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('orders.date')}</th>
                  <th scope="col">{t('payouts.batch')}</th>
                  <th scope="col">{t('payouts.method')}</th>
                  <th scope="col">{t('billing.state')}</th>
                  <th scope="col" className="num">{t('payouts.books')}</th>
                  <th scope="col" className="num">{t('payouts.bonus')}</th>
                  <th scope="col" className="num">{t('payouts.debt')}</th>
                  <th scope="col" className="num">{t('payouts.net')}</th>
                </tr>
              </thead>
              <tbody>
                {payouts.data.items.map((p) => (
                  <tr key={p.id} data-payout={p.id}>
                    <td>{formatDate(p.paidAt ?? p.createdAt, locale)}</td>
                    <td>{p.batchCode ?? '—'}</td>
                    <td>{p.method === 'wallet' ? t('payouts.toWallet') : t('payouts.toBank', { account: p.bankAccountMasked ?? '' })}</td>
                    <td>{t(`payoutStates.${p.state}`)}</td>
                    <td className="num">{formatMoney(p.booksX100, p.currency, locale)}</td>
                    <td className="num">{formatMoney(p.bonusX100, p.currency, locale)}</td>
                    <td className="num">{p.debtSettledX100 ? formatMoney(-p.debtSettledX100, p.currency, locale) : '—'}</td>
                    <td className="num"><strong>{formatMoney(p.netX100, p.currency, locale)}</strong></td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
      <Card aria-labelledby="billing-wallet">
        <h2 id="billing-wallet">{t('wallet.title')}</h2>
        {!wallet.data ? (
          <PendingState error={wallet.error} onRetry={() => void wallet.mutate()} />
        ) : wallet.data.entries.length === 0 ? (
          <EmptyState>{t('wallet.empty')}</EmptyState>
        ) : (
          <>
            <ul>
              {wallet.data.balances.map((b) => (
                <li key={b.currency}>{t('wallet.balance', { amount: formatMoney(b.balanceX100, b.currency, locale) })}</li>
              ))}
            </ul>
            <TableScroll>
              <Table>
                <caption><VisuallyHidden>{t('wallet.history')}</VisuallyHidden></caption>
                <thead>
                  <tr>
                    <th scope="col">{t('orders.date')}</th>
                    <th scope="col">{t('wallet.reason')}</th>
                    <th scope="col" className="num">{t('billing.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {wallet.data.entries.map((e, i) => (
                    <tr key={`${e.createdAt}-${i}`}>
                      <td>{formatDate(e.createdAt, locale)}</td>
                      <td>{e.reason}{e.orderNumber ? ` (${e.orderNumber})` : ''}</td>
                      <td className="num">{formatMoney(e.amountX100, e.currency, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </>
        )}
      </Card>
    </AccountLayout>
  );
}
