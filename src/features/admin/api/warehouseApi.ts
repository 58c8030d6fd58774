import { apiRequest, type ApiClient } from '@/lib/http';
import {
  branchList, copyLabel, crateView, discardView, moveView, queueJobView, queueKindList, queueNext, type DiscardBody, type QueueAction, type QueueKind,
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

const Q = '/adonis/admin/v1/queue-jobs';
export const fetchQueueKinds = (client: ApiClient) => apiRequest(client, { url: Q, schema: queueKindList });
export const nextQueueJob = (kind: QueueKind) => apiRequest(adminClient(), { method: 'POST', url: `${Q}/${kind}/next`, schema: queueNext });
export const actOnQueueJob = (id: number, action: QueueAction, note?: string) =>
  apiRequest(adminClient(), { method: 'PATCH', url: `${Q}/${id}`, data: note ? { action, note } : { action }, schema: queueJobView });
export const revertQueueDenial = (kind: QueueKind) => apiRequest(adminClient(), { method: 'POST', url: `${Q}/${kind}/revert-denial`, schema: queueJobView });
