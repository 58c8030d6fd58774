import { useRouter } from 'next/router';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import { RouteLink } from '@/routing';
import { EmptyState, formatMoney, PendingState } from '@/ui';
import { useOrders } from '../api/orders';
import { AccountLayout } from '@/features/account-frame';
import { Card, Table, TableScroll } from '../components/AccountCards.styles';
import { OrderDetail } from '../components/OrderDetail';
import { OrderStateText } from '../components/OrderStateText';
import { formatDate } from '../lib/formatDate';

const ORDER_NUMBER = /^[A-Z0-9-]{3,40}$/;

/** /account/orders: the list; ?order=NUMBER opens one order's details above it. */
export default function AccountOrdersPage() {
  const t = useTranslations('account');
  const locale = resolveLocale(useLocale());
  const router = useRouter();
  const { data, error, mutate } = useOrders();
  const selected = typeof router.query.order === 'string' && ORDER_NUMBER.test(router.query.order) ? router.query.order : null;

  return (
    <AccountLayout current="accountOrders" title={t('orders.title')}>
      {selected && <OrderDetail number={selected} onChanged={() => void mutate()} />}
      <Card aria-labelledby="orders-list">
        <h2 id="orders-list">{t('orders.listTitle')}</h2>
        {!data ? (
          <PendingState error={error} onRetry={() => void mutate()} />
        ) : data.items.length === 0 ? (
          <EmptyState>
            {t('orders.empty')} <RouteLink route="listing">{t('orders.browse')}</RouteLink>
          </EmptyState>
        ) : (
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('orders.number')}</th>
                  <th scope="col">{t('orders.date')}</th>
                  <th scope="col">{t('orders.state')}</th>
                  <th scope="col" className="num">{t('orders.items')}</th>
                  <th scope="col" className="num">{t('orders.total')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((o) => (
                  <tr key={o.number}>
                    <th scope="row">
                      <RouteLink route="accountOrders" query={{ order: o.number }} aria-current={o.number === selected ? 'true' : undefined}>
                        {o.number}
                      </RouteLink>
                    </th>
                    <td>{formatDate(o.createdAt, locale)}</td>
                    <td><OrderStateText state={o.state} /></td>
                    <td className="num">{o.itemCount}</td>
                    <td className="num">{formatMoney(o.totalX100, o.currency, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
    </AccountLayout>
  );
}
