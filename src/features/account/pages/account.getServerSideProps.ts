import { billingKey, fetchBillingHistory, fetchWallet, walletKey } from '../api/billing';
import { fetchOrders, ordersKey } from '../api/orders';
import { batchesKey, fetchBatches, fetchLeads, fetchPayouts, leadsKey, payoutsKey } from '../api/selling';
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
  const [billing, wallet, payouts] = await Promise.all([fetchBillingHistory(client), fetchWallet(client), fetchPayouts(client)]);
  seedFallback(billingKey(), billing);
  seedFallback(walletKey(), wallet);
  seedFallback(payoutsKey(), payouts);
});

/** /account/books: the seller's batches and open drafts. */
export const accountBooksProps = accountPage(async ({ client, seedFallback }) => {
  const [batches, leads] = await Promise.all([fetchBatches(client), fetchLeads(client)]);
  seedFallback(batchesKey(), batches);
  seedFallback(leadsKey(), leads);
});

/** Pages whose data is the customer only (details). */
export const accountBasicProps = accountPage();
