import { z } from 'zod';
import { apiRequest, type ApiClient } from '@/lib/http';
import { commissionPayoutView, exchangeRateList, staffCommissionPayoutList } from '@/contracts/commission';
import type { PayoutExportBody } from '@/contracts/buyback';
import { adminClient } from './adminApi';

/**
 * /admin/provize-vyplaty (issue 16 item 3): the commission module's staff calls (permission
 * payouts; routes in src/contracts/commission.ts) and buyback's payment-file export.
 */
const BASE = '/adonis/admin/v1';

export const COMMISSION_PAYOUT_FILTERS = ['requested', 'approved', 'rejected', 'all'] as const;
export type CommissionPayoutFilter = (typeof COMMISSION_PAYOUT_FILTERS)[number];

export const fetchCommissionPayouts = (client: ApiClient, filter: CommissionPayoutFilter) =>
  apiRequest(client, { url: `${BASE}/commission/payouts`, query: filter === 'all' ? {} : { state: filter }, schema: staffCommissionPayoutList });
export const approveCommissionPayout = (id: number) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/commission/payouts/${id}/approve`, data: {}, schema: commissionPayoutView });
export const rejectCommissionPayout = (id: number, reason: string | undefined) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/commission/payouts/${id}/reject`, data: reason ? { reason } : {}, schema: commissionPayoutView });

/** The CZK/EUR rates of cross-currency commission sales (permission commission). */
export const fetchExchangeRates = (client: ApiClient) => apiRequest(client, { url: `${BASE}/commission/exchange-rates`, schema: exchangeRateList });
export const setExchangeRate = (validFrom: string, czkPerEurMilli: number) =>
  apiRequest(adminClient(), { method: 'PUT', url: `${BASE}/commission/exchange-rates/${validFrom}`, data: { czkPerEurMilli }, schema: exchangeRateList });

/** The payment file of every approved bank payout not exported yet (buyback's export): the file, its name and how many payouts it holds. */
export async function exportPaymentFile(body: PayoutExportBody): Promise<{ file: Blob; filename: string; count: number }> {
  const response = await adminClient().request({ method: 'POST', url: `${BASE}/buyback/payouts/export`, data: body, responseType: 'blob' });
  const headers = response.headers as Record<string, string | undefined>;
  const filename = /filename="([^"]+)"/.exec(headers['content-disposition'] ?? '')?.[1] ?? `payouts.${body.format === 'sepa' ? 'xml' : 'txt'}`;
  return { file: z.instanceof(Blob).parse(response.data), filename, count: Number(headers['x-payout-count'] ?? 0) };
}
