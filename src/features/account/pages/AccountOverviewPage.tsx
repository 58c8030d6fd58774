import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import { PublicProfileSettings } from '@/features/profiles';
import { RouteLink } from '@/routing';
import { EmptyState, formatMoney, PendingState } from '@/ui';
import { useCurrentUser } from '../api/currentUser';
import { useOrders } from '../api/orders';
import { useWallet } from '../api/billing';
import { AccountLayout } from '@/features/account-frame';
import { Card } from '../components/AccountCards.styles';
import { OrderStateText } from '../components/OrderStateText';
import { formatDate } from '../lib/formatDate';

/** /account: a greeting, the wallet balance and the latest orders, with links into each section. */
export default function AccountOverviewPage() {
  const t = useTranslations('account');
  const locale = resolveLocale(useLocale());
  const user = useCurrentUser();
  const orders = useOrders();
  const wallet = useWallet();
  const name = user.data?.name ?? user.data?.email ?? '';

  return (
    <AccountLayout current="account" title={t('overview.title')}>
      <p>{t('overview.greeting', { name })}</p>
      <Card aria-labelledby="account-wallet">
        <h2 id="account-wallet">{t('wallet.title')}</h2>
        {!wallet.data ? (
          <PendingState error={wallet.error} onRetry={() => void wallet.mutate()} />
        ) : wallet.data.balances.length === 0 ? (
          <p>{t('wallet.empty')}</p>
        ) : (
          <ul>
            {wallet.data.balances.map((b) => (
              <li key={b.currency}>{t('wallet.balance', { amount: formatMoney(b.balanceX100, b.currency, locale) })}</li>
            ))}
          </ul>
        )}
        <RouteLink route="accountBillingHistory">{t('overview.toBilling')}</RouteLink>
      </Card>
      <Card aria-labelledby="account-recent">
        <h2 id="account-recent">{t('overview.recentOrders')}</h2>
        {!orders.data ? (
          <PendingState error={orders.error} onRetry={() => void orders.mutate()} />
        ) : orders.data.items.length === 0 ? (
          <EmptyState>
            {t('orders.empty')} <RouteLink route="listing">{t('orders.browse')}</RouteLink>
          </EmptyState>
        ) : (
          <ul>
            {orders.data.items.slice(0, 3).map((o) => (
              <li key={o.number}>
                <RouteLink route="accountOrders" query={{ order: o.number }}>{o.number}</RouteLink>
                {' · '}{formatDate(o.createdAt, locale)}{' · '}<OrderStateText state={o.state} />
                {' · '}{formatMoney(o.totalX100, o.currency, locale)}
              </li>
            ))}
          </ul>
        )}
        <RouteLink route="accountOrders">{t('overview.allOrders')}</RouteLink>
      </Card>
      <Card aria-labelledby="account-details-link">
        <h2 id="account-details-link">{t('nav.details')}</h2>
        <p>{user.data?.email}</p>
        <RouteLink route="accountDetails">{t('overview.toDetails')}</RouteLink>
      </Card>
      <Card>
        <PublicProfileSettings />
      </Card>
    </AccountLayout>
  );
}
