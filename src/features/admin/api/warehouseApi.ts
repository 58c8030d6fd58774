import { apiRequest, type ApiClient } from '@/lib/http';
import {
  auditList, auditView, branchList, copyLabel, crateView, discardCandidates, discardView, moveView, queueJobView, queueKindList, queueNext, transferList,
  transferView, type DiscardBody, type QueueAction, type QueueKind,
} from '@/contracts/warehouse';
import { adminClient } from './adminApi';

/** The warehouse desk's calls (issue 15; src/contracts/warehouse.ts). */
const W = '/adonis/admin/v1/warehouse';

export const fetchBranches = (client: ApiClient) => apiRequest(client, { url: `${W}/branches`, schema: branchList });
export const fetchCrate = (code: string) => apiRequest(adminClient(), { url: `${W}/crates/${encodeURIComponent(code)}`, schema: crateView });
export const createCrate = (branch?: string) => apiRequest(adminClient(), { method: 'POST', url: `${W}/crates`, data: branch ? { branch } : {}, schema: crateView });
export const moveTo = (subject: string, to: string) => apiRequest(adminClient(), { method: 'POST', url: `${W}/moves`, data: { subject, to }, schema: moveView });
export const printCopyLabel = (copyId: number) => apiRequest(adminClient(), { method: 'POST', url: `${W}/copies/${copyId}/label`, schema: copyLabel });
export const discardCopy = (copyId: number, body: DiscardBody) =>
  apiRequest(adminClient(), { method: 'POST', url: `${W}/copies/${copyId}/discard`, data: body, schema: discardView });
/** The label PDF is opened by the browser itself (a link): same origin, the staff cookie. */
export const copyLabelPdfUrl = (copyId: number) => `/api${W}/copies/${copyId}/label.pdf`;

export const fetchDiscardCandidates = (client: ApiClient, olderThanDays?: number) =>
  apiRequest(client, { url: `${W}/discard-candidates`, query: olderThanDays ? { olderThanDays, limit: 200 } : { limit: 200 }, schema: discardCandidates });

export const fetchTransfers = (client: ApiClient) => apiRequest(client, { url: `${W}/transfer-packages`, schema: transferList });
export const createTransfer = (from: string, to: string) => apiRequest(adminClient(), { method: 'POST', url: `${W}/transfer-packages`, data: { from, to }, schema: transferView });
export const addCrateToTransfer = (id: number, code: string) =>
  apiRequest(adminClient(), { method: 'POST', url: `${W}/transfer-packages/${id}/crates`, data: { code }, schema: transferView });
export const setTransferStatus = (id: number, to: 'sent' | 'received' | 'cancelled') =>
  apiRequest(adminClient(), { method: 'POST', url: `${W}/transfer-packages/${id}/status`, data: { to }, schema: transferView });
export const stockTransfer = (id: number) => apiRequest(adminClient(), { method: 'POST', url: `${W}/transfer-packages/${id}/stocked`, schema: transferView });

export const fetchAudits = (client: ApiClient) => apiRequest(client, { url: `${W}/audits`, schema: auditList });
export const fetchAudit = (id: number) => apiRequest(adminClient(), { url: `${W}/audits/${id}`, schema: auditView });
export const startAudit = (branch: string) => apiRequest(adminClient(), { method: 'POST', url: `${W}/audits`, data: { branch }, schema: auditView });
export const scanAuditRack = (id: number, rack: string, codes: string[]) =>
  apiRequest(adminClient(), { method: 'POST', url: `${W}/audits/${id}/racks`, data: { rack, codes }, schema: auditView });
export const auditStep = (id: number, step: 'relocate' | 'complete' | 'cancel') => apiRequest(adminClient(), { method: 'POST', url: `${W}/audits/${id}/${step}`, schema: auditView });

const Q = '/adonis/admin/v1/queue-jobs';
export const fetchQueueKinds = (client: ApiClient) => apiRequest(client, { url: Q, schema: queueKindList });
export const nextQueueJob = (kind: QueueKind) => apiRequest(adminClient(), { method: 'POST', url: `${Q}/${kind}/next`, schema: queueNext });
export const actOnQueueJob = (id: number, action: QueueAction, note?: string) =>
  apiRequest(adminClient(), { method: 'PATCH', url: `${Q}/${id}`, data: note ? { action, note } : { action }, schema: queueJobView });
export const revertQueueDenial = (kind: QueueKind) => apiRequest(adminClient(), { method: 'POST', url: `${Q}/${kind}/revert-denial`, schema: queueJobView });
