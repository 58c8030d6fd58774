import type { AxiosInstance } from 'axios';
import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient } from '@/lib/http';
import { batchList, payoutList, type BatchList, type PayoutList } from '@/contracts/buyback';

export const MY_BATCHES_ENDPOINT = '/adonis/v1/users/current/batches';
export const MY_PAYOUTS_ENDPOINT = '/adonis/v1/users/current/payouts';

export const myBatchesKey = (): string => apiPath(MY_BATCHES_ENDPOINT);
export function fetchMyBatches(client: AxiosInstance): Promise<BatchList> {
  return apiRequest(client, { url: MY_BATCHES_ENDPOINT, schema: batchList });
}
export function useMyBatches() {
  const locale = useLocale();
  return useSWR(myBatchesKey(), () => fetchMyBatches(browserClient(locale)));
}

export const myPayoutsKey = (): string => apiPath(MY_PAYOUTS_ENDPOINT);
export function fetchMyPayouts(client: AxiosInstance): Promise<PayoutList> {
  return apiRequest(client, { url: MY_PAYOUTS_ENDPOINT, schema: payoutList });
}
export function useMyPayouts() {
  const locale = useLocale();
  return useSWR(myPayoutsKey(), () => fetchMyPayouts(browserClient(locale)));
}
