import { billingKey, fetchBillingHistory, fetchWallet, walletKey } from '../api/billing';
import { fetchOrders, ordersKey } from '../api/orders';
import { accountPage } from '../lib/accountPage';

export const accountOverviewProps = accountPage(async ({ client, seedFallback }) => {
  const [orders, wallet] = await Promise.all([fetchOrders(client), fetchWallet(client)]);
  seedFallback(ordersKey(), orders);
  seedFallback(walletKey(), wallet);
});

export const accountOrdersProps = accountPage(async ({ client, seedFallback }) => {
  seedFallback(ordersKey(), await fetchOrders(client));
});

export const accountBillingProps = accountPage(async ({ client, seedFallback }) => {
  const [billing, wallet] = await Promise.all([fetchBillingHistory(client), fetchWallet(client)]);
  seedFallback(billingKey(), billing);
  seedFallback(walletKey(), wallet);
});

/** Pages whose data is the customer only (details, books). */
export const accountBasicProps = accountPage();
