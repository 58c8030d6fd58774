import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import { batchList, leadList, payoutList, type BatchList, type LeadList, type PayoutList } from '@/contracts/buyback';

// The seller's side of the account (issue 14): batches with each book's fate, open drafts, payouts.
export const MY_BATCHES_ENDPOINT = '/adonis/v1/users/current/batches';
export const MY_LEADS_ENDPOINT = '/adonis/v1/users/current/leads';
export const MY_PAYOUTS_ENDPOINT = '/adonis/v1/users/current/payouts';

export const batchesKey = (): string => apiPath(MY_BATCHES_ENDPOINT);
export function fetchBatches(client: ApiClient): Promise<BatchList> {
  return apiRequest(client, { url: MY_BATCHES_ENDPOINT, schema: batchList });
}
export function useBatches() {
  const locale = useLocale();
  return useSWR(batchesKey(), () => fetchBatches(browserClient(locale)));
}

export const leadsKey = (): string => apiPath(MY_LEADS_ENDPOINT);
export function fetchLeads(client: ApiClient): Promise<LeadList> {
  return apiRequest(client, { url: MY_LEADS_ENDPOINT, schema: leadList });
}
export function useLeads() {
  const locale = useLocale();
  return useSWR(leadsKey(), () => fetchLeads(browserClient(locale)));
}

export const payoutsKey = (): string => apiPath(MY_PAYOUTS_ENDPOINT);
export function fetchPayouts(client: ApiClient): Promise<PayoutList> {
  return apiRequest(client, { url: MY_PAYOUTS_ENDPOINT, schema: payoutList });
}
export function usePayouts() {
  const locale = useLocale();
  return useSWR(payoutsKey(), () => fetchPayouts(browserClient(locale)));
}
