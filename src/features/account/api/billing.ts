import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { BillingHistory, Wallet } from '@/contracts/account';

export const WALLET_ENDPOINT = '/adonis/v1/users/current/wallet';
export const BILLING_ENDPOINT = '/adonis/v1/users/current/billing-history';

export const walletKey = (): string => apiPath(WALLET_ENDPOINT);
export const billingKey = (): string => apiPath(BILLING_ENDPOINT);

export function fetchWallet(client: ApiClient): Promise<Wallet> {
  return apiRequest(client, { url: WALLET_ENDPOINT });
}
export function useWallet() {
  const locale = useLocale();
  return useSWR(walletKey(), () => fetchWallet(browserClient(locale)));
}

export function fetchBillingHistory(client: ApiClient): Promise<BillingHistory> {
  return apiRequest(client, { url: BILLING_ENDPOINT });
}
export function useBillingHistory() {
  const locale = useLocale();
  return useSWR(billingKey(), () => fetchBillingHistory(browserClient(locale)));
}
