import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type {
  CommissionCopyList, CommissionCopyView, CommissionOverview, CommissionPayoutView, CommissionShare, CommissionStatement, MyCommission,
  OfferChoiceBody, PayoutRequestBody, TokenRotated,
} from '@/contracts/commission';

/** Commission selling's calls (src/contracts/commission.ts). The private token is in the path. */
export const COMMISSION_ENDPOINT = '/adonis/v1/commission/{token}';
const BOOKS = `${COMMISSION_ENDPOINT}/books`;
const DISCARDED = `${COMMISSION_ENDPOINT}/discarded-books`;
const STATEMENTS = `${COMMISSION_ENDPOINT}/statements`;
const SHARE = '/adonis/v1/commission/share/{publicToken}';
const MINE = '/adonis/v1/users/current/commission';

export const overviewKey = (token: string) => apiPath(COMMISSION_ENDPOINT, { token });
export const fetchOverview = (client: ApiClient, token: string): Promise<CommissionOverview> => apiRequest(client, { url: COMMISSION_ENDPOINT, params: { token } });
export function useOverview(token: string) {
  const locale = useLocale();
  return useSWR(overviewKey(token), () => fetchOverview(browserClient(locale), token));
}

export const copiesKey = (token: string, which: 'books' | 'discarded') => apiPath(which === 'books' ? BOOKS : DISCARDED, { token });
export const fetchCopies = (client: ApiClient, token: string, which: 'books' | 'discarded'): Promise<CommissionCopyList> =>
  apiRequest(client, { url: which === 'books' ? BOOKS : DISCARDED, params: { token } });
export function useCopies(token: string, which: 'books' | 'discarded') {
  const locale = useLocale();
  return useSWR(copiesKey(token, which), () => fetchCopies(browserClient(locale), token, which));
}

export const statementKey = (token: string, month: string | null) => apiPath(STATEMENTS, { token }, month ? { month } : {});
export const fetchStatement = (client: ApiClient, token: string, month: string | null): Promise<CommissionStatement> =>
  apiRequest(client, { url: STATEMENTS, params: { token }, query: month ? { month } : {} });
export function useStatement(token: string, month: string | null) {
  const locale = useLocale();
  return useSWR(statementKey(token, month), () => fetchStatement(browserClient(locale), token, month));
}
export const statementPdfUrl = (token: string, month: string) => `/api${apiPath(`${STATEMENTS}/{file}`, { token, file: `${month}.pdf` })}`;

export const shareKey = (publicToken: string) => apiPath(SHARE, { publicToken });
export const fetchShare = (client: ApiClient, publicToken: string): Promise<CommissionShare> => apiRequest(client, { url: SHARE, params: { publicToken } });
export function useShare(publicToken: string) {
  const locale = useLocale();
  return useSWR(shareKey(publicToken), () => fetchShare(browserClient(locale), publicToken));
}

export const requestPayout = (client: ApiClient, token: string, body: PayoutRequestBody): Promise<CommissionPayoutView> =>
  apiRequest(client, { method: 'POST', url: `${COMMISSION_ENDPOINT}/payouts`, params: { token }, data: body });
export const rotateToken = (client: ApiClient, token: string): Promise<TokenRotated> =>
  apiRequest(client, { method: 'POST', url: `${COMMISSION_ENDPOINT}/rotate`, params: { token } });
export const setAutoPayout = (client: ApiClient, token: string, thresholdX100: number | null): Promise<CommissionOverview> =>
  apiRequest(client, { method: 'PUT', url: `${COMMISSION_ENDPOINT}/auto-payout`, params: { token }, data: { thresholdX100 } });
export const chooseOffer = (client: ApiClient, token: string, copyId: number, body: OfferChoiceBody): Promise<CommissionCopyView> =>
  apiRequest(client, { method: 'POST', url: `${DISCARDED}/{copyId}/choice`, params: { token, copyId }, data: body });
export const changePrice = (client: ApiClient, token: string, copyId: number, priceX100: number): Promise<CommissionCopyView> =>
  apiRequest(client, { method: 'POST', url: `${BOOKS}/{copyId}/price`, params: { token, copyId }, data: { priceX100 } });

export const myCommissionKey = () => apiPath(MINE);
export function useMyCommission() {
  const locale = useLocale();
  return useSWR(myCommissionKey(), () => apiRequest<MyCommission>(browserClient(locale), { url: MINE }));
}
export const openDashboard = (client: ApiClient): Promise<TokenRotated> => apiRequest(client, { method: 'POST', url: `${MINE}/access` });
