import { z } from 'zod';
import { apiRequest, type ApiClient } from '@/lib/http';
import { payoutView } from '@/contracts/buyback';
import {
  adjustmentResult, contactInbox, reportedReviewList, supportActionResult, supportCommissionRotated, supportCustomerDetail, supportCustomerList, supportViewAs,
  type CreditLockBody, type ReviewDecision, type SupportCustomerListQuery, type WalletAdjustmentBody,
} from '@/contracts/support';
import { adminClient } from './adminApi';

/** The customer-support desk's calls (issue 16, docs/adr/0031; routes in src/contracts/support.ts). */
const BASE = '/adonis/admin/v1';
const action = (method: 'POST' | 'DELETE', url: string, data?: unknown, headers?: Record<string, string>) =>
  apiRequest(adminClient(), { method, url: `${BASE}${url}`, data, headers, schema: supportActionResult });

export const fetchCustomers = (client: ApiClient, query: Partial<SupportCustomerListQuery>) =>
  apiRequest(client, { url: `${BASE}/customers`, query: query as Record<string, string | number>, schema: supportCustomerList });
export const fetchCustomer = (client: ApiClient, id: number) => apiRequest(client, { url: `${BASE}/customers/${id}`, schema: supportCustomerDetail });
export const fetchViewAs = (id: number) => apiRequest(adminClient(), { url: `${BASE}/customers/${id}/view-as`, schema: supportViewAs });

export const addComment = (id: number, body: string) => action('POST', `/customers/${id}/comments`, { body });
export const setCommentClosed = (id: number, commentId: number, close: boolean) => action('POST', `/customers/${id}/comments/${commentId}/${close ? 'close' : 'reopen'}`);
export const anonymiseCustomer = (id: number, reason: string) => action('POST', `/customers/${id}/anonymise`, { reason });
export const addCreditLock = (id: number, body: CreditLockBody) => action('POST', `/customers/${id}/credit-locks`, body);
export const removeCreditLock = (id: number, lockId: number) => action('DELETE', `/customers/${id}/credit-locks/${lockId}`);
export const requestAdjustment = (id: number, body: WalletAdjustmentBody) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/customers/${id}/wallet-adjustments`, data: body, schema: adjustmentResult });
export const decideAdjustment = (adjustmentId: number, decision: 'approve' | 'reject') =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/wallet-adjustments/${adjustmentId}/${decision}`, schema: adjustmentResult });
export const addDebt = (id: number, body: { currency: 'CZK' | 'EUR'; amountX100: number; reason: string; settle: boolean }, key: string) =>
  action('POST', `/customers/${id}/debts`, body, { 'Idempotency-Key': key });
export const settlePayout = (id: number, payoutId: number, outcome: 'paid' | 'failed') =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/customers/${id}/payouts/${payoutId}/${outcome}`, schema: payoutView });
/** Rotate the customer's commission private token (permission commission); the new token comes back once. */
export const rotateCommissionToken = (id: number) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/customers/${id}/commission/rotate`, schema: supportCommissionRotated });

/** The seller's automatic-payout threshold (permission commission; null: off). */
export const setCommissionAutoPayout = (accountId: number, thresholdX100: number | null) =>
  apiRequest(adminClient(), { method: 'PUT', url: `${BASE}/commission/accounts/${accountId}/auto-payout`, data: { thresholdX100 } });

export const fetchReportedReviews = (client: ApiClient) => apiRequest(client, { url: `${BASE}/reviews/reported`, schema: reportedReviewList });
export const moderateReview = (reviewId: number, decision: ReviewDecision) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/reviews/${reviewId}/moderate`, data: { decision }, schema: z.object({ told: z.number() }) });
export const fetchInbox = (client: ApiClient, query: { state?: string; page?: number }) =>
  apiRequest(client, { url: `${BASE}/contact-messages`, query: query as Record<string, string | number>, schema: contactInbox });
export const inboxAction = (id: number, kind: 'assign' | 'close' | 'reopen') => action('POST', `/contact-messages/${id}/${kind}`, kind === 'assign' ? {} : undefined);
