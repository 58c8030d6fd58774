import { z } from 'zod';

/**
 * The warehouse (issue 15 items 4–6, docs/adr/0029). Staff calls under /api/adonis/admin/v1,
 * permission `warehouse` unless noted:
 *
 * | call                                              | body                  | answer              |
 * |---------------------------------------------------|-----------------------|---------------------|
 * | GET  warehouse/branches                           | —                     | branchList          |
 * | POST warehouse/crates                             | crateCreateBody       | crateView (201)     |
 * | GET  warehouse/crates/{crate}                     | —                     | crateView           |
 * | DELETE warehouse/crates/{crate}     (empty only)  | —                     | 204                 |
 * | POST warehouse/moves                              | moveBody              | moveView            |
 * | GET  warehouse/copies/{id}                        | —                     | copyPlaceView       |
 * | POST warehouse/copies/{id}/label                  | —                     | copyLabel (ZPL)     |
 * | GET  warehouse/copies/{id}/label.pdf              | —                     | application/pdf     |
 * | POST warehouse/copies/{id}/discard                | discardBody           | discardView         |
 * | GET  warehouse/discard-candidates?olderThanDays=  | —                     | discardCandidates   |
 * | GET/POST warehouse/transfer-packages              | transferCreateBody    | transferView        |
 * | POST warehouse/transfer-packages/{id}/crates      | scanCodeBody          | transferView        |
 * | POST warehouse/transfer-packages/{id}/status      | transferStatusBody    | transferView        |
 * | POST warehouse/transfer-packages/{id}/stocked     | —                     | transferView        |
 * | GET  warehouse/audits                             | —                     | auditList           |
 * | POST warehouse/audits                             | auditStartBody        | auditView (201)     |
 * | GET  warehouse/audits/{id}                        | —                     | auditView           |
 * | POST warehouse/audits/{id}/racks                  | auditRackBody         | auditView           |
 * | POST warehouse/audits/{id}/relocate               | —                     | auditView           |
 * | POST warehouse/audits/{id}/complete | /cancel     | —                     | auditView           |
 * | GET  queue-jobs                       (signed in) | —                     | queueKindList       |
 * | POST queue-jobs/{kind}/next       (kind's perm.)  | —                     | queueNext           |
 * | PATCH queue-jobs/{id}             (kind's perm.)  | queueActionBody       | queueJobView        |
 * | POST queue-jobs/{kind}/revert-denial (kind's perm.)| —                    | queueJobView        |
 *
 * Scanner codes: a copy's label is `B` + its id (COPY_LABEL of fulfilment), a crate's code starts
 * with `KR-`, anything else is a rack code (e.g. `PRG-A01`) or, as a move's target for a crate, a
 * branch code (`PRG`). Errors: 404 WAREHOUSE_CODE_UNKNOWN (details.code), 409 CRATE_NOT_EMPTY,
 * TRANSFER_STATE_CONFLICT, AUDIT_STATE_CONFLICT, COPY_STATE_CONFLICT, QUEUE_JOB_CONFLICT (details.state).
 */
export const CRATE_CODE = /^KR-[A-Z0-9-]{1,30}$/;
export const isCrateCode = (code: string) => CRATE_CODE.test(code.trim().toUpperCase());
export const copyLabelText = (copyId: number) => `B${copyId}`;

const code = z.string().trim().min(1).max(64);
export const scanCodeBody = z.object({ code }).strict();
/** A crate's printed label (KR-…): a place, not a secret, so not named like one (the access-log sweep redacts *code* params). */
export const crateCodeParam = z.object({ crate: z.string().trim().min(1).max(64) });
export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const place = z.object({ branch: z.string().nullable(), rack: z.string().nullable(), crate: z.string().nullable() });
export type Place = z.infer<typeof place>;

export const branchList = z.object({
  items: z.array(z.object({
    code: z.string(), name: z.string(),
    racks: z.array(z.object({ code: z.string(), crates: z.number().int(), copies: z.number().int() })),
  })),
});
export type BranchList = z.infer<typeof branchList>;

export const crateCreateBody = z.object({ code: z.string().trim().toUpperCase().regex(CRATE_CODE).optional(), branch: z.string().trim().min(1).max(20).optional() }).strict();
export const crateView = z.object({
  code: z.string(), place,
  copies: z.array(z.object({ copyId: z.number().int(), title: z.string(), state: z.string() })),
});
export type CrateView = z.infer<typeof crateView>;

/** A move: what was scanned (a copy label or a crate code) and where it goes (a crate, a rack; a crate also to a branch). */
export const moveBody = z.object({ subject: code, to: code }).strict();
export type MoveBody = z.infer<typeof moveBody>;
export const moveView = z.object({
  kind: z.enum(['copy', 'crate']), copyId: z.number().int().nullable(), crate: z.string().nullable(),
  from: place, to: place, location: z.string().nullable(), at: z.string(),
});
export type MoveView = z.infer<typeof moveView>;

export const copyPlaceView = z.object({
  copyId: z.number().int(), title: z.string(), state: z.string(), location: z.string().nullable(), place, labelledAt: z.string().nullable(),
  moves: z.array(z.object({ kind: z.string(), from: place, to: place, reason: z.string(), staff: z.string().nullable(), at: z.string() })),
  discard: z.object({ reason: z.string(), status: z.string(), note: z.string().nullable(), at: z.string() }).nullable(),
});
export type CopyPlaceView = z.infer<typeof copyPlaceView>;

export const copyLabel = z.object({ copyId: z.number().int(), label: z.string(), zpl: z.string(), pdfPath: z.string() });
export type CopyLabel = z.infer<typeof copyLabel>;

export const DISCARD_REASONS = ['unsold', 'damaged', 'missing', 'other'] as const;
/**
 * A discard's status. Commission copies (a seller's, books.seller_user_hash) are never silently
 * gone: they leave the catalogue with status `awaiting_seller` and the commission flow
 * (/discarded-books) settles them (`returned_to_seller`). `restored`: found again, back on sale.
 */
export const DISCARD_STATUSES = ['discarded', 'awaiting_seller', 'returned_to_seller', 'restored'] as const;
export const discardBody = z.object({ reason: z.enum(DISCARD_REASONS), note: z.string().trim().max(500).optional() }).strict();
export type DiscardBody = z.infer<typeof discardBody>;
export const discardView = z.object({ copyId: z.number().int(), reason: z.enum(DISCARD_REASONS), status: z.enum(DISCARD_STATUSES), commission: z.boolean(), at: z.string() });
export type DiscardView = z.infer<typeof discardView>;
export const discardCandidatesQuery = z.object({ olderThanDays: z.coerce.number().int().min(1).max(3650).optional(), limit: z.coerce.number().int().min(1).max(500).optional() });
export const discardCandidates = z.object({
  olderThanDays: z.number().int(),
  items: z.array(z.object({ copyId: z.number().int(), title: z.string(), location: z.string().nullable(), stockedAt: z.string(), commission: z.boolean() })),
});
export type DiscardCandidates = z.infer<typeof discardCandidates>;

export const TRANSFER_STATES = ['open', 'sent', 'received', 'stocked', 'cancelled'] as const;
export const transferCreateBody = z.object({ from: z.string().trim().min(1).max(20), to: z.string().trim().min(1).max(20) }).strict();
export const transferStatusBody = z.object({ to: z.enum(['sent', 'received', 'cancelled']) }).strict();
export const transferView = z.object({
  id: z.number().int(), from: z.string(), to: z.string(), state: z.enum(TRANSFER_STATES), crates: z.array(z.string()),
  journal: z.array(z.object({ at: z.string(), staffId: z.number().nullable(), from: z.string().nullable(), to: z.string() })),
});
export type TransferView = z.infer<typeof transferView>;
export const transferList = z.object({ items: z.array(transferView) });

export const AUDIT_STATES = ['open', 'completed', 'cancelled'] as const;
export const auditStartBody = z.object({ branch: z.string().trim().min(1).max(20) }).strict();
/** One rack's scan: every copy label (or crate code: its copies count as scanned) found on it. */
export const auditRackBody = z.object({ rack: code, codes: z.array(code).max(5000) }).strict();
export const auditView = z.object({
  id: z.number().int(), branch: z.string(), state: z.enum(AUDIT_STATES), startedAt: z.string(), finishedAt: z.string().nullable(),
  racks: z.array(z.object({ rack: z.string(), expected: z.number().int(), scanned: z.number().int(), scannedAt: z.string() })),
  /** Expected on a scanned rack, scanned nowhere: not for sale once the audit completes. */
  missing: z.array(z.object({ copyId: z.number().int(), rack: z.string(), orderNumber: z.string().nullable() })),
  /** Scanned on a rack where it was not expected: relocated there (and back on sale if it had been missing). */
  found: z.array(z.object({ copyId: z.number().int(), rack: z.string(), expectedAt: z.string().nullable() })),
});
export type AuditView = z.infer<typeof auditView>;
/** GET warehouse/audits: the newest audits, open ones first. */
export const auditList = z.object({
  items: z.array(z.object({ id: z.number().int(), branch: z.string(), state: z.enum(AUDIT_STATES), startedAt: z.string(), finishedAt: z.string().nullable(), racks: z.number().int() })),
});
export type AuditList = z.infer<typeof auditList>;

/**
 * The people's work queues (SPEC §4 queue jobs). Each kind names the permission its desk needs;
 * other modules enqueue with the warehouse module's `enqueueQueueJob`.
 */
export const QUEUE_KINDS = {
  copy_without_cover: 'catalogue',
  lead_photo_review: 'buyback',
  reported_review: 'support',
} as const;
export type QueueKind = keyof typeof QUEUE_KINDS;
export const queueKind = z.enum(Object.keys(QUEUE_KINDS) as [QueueKind, ...QueueKind[]]);
export const queueKindParam = z.object({ kind: queueKind });
export const QUEUE_JOB_STATES = ['open', 'held', 'processed', 'denied', 'escalated', 'discarded'] as const;
export const QUEUE_ACTIONS = ['process', 'deny', 'escalate', 'discard'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];
export const queueActionBody = z.object({ action: z.enum(QUEUE_ACTIONS), note: z.string().trim().max(1000).optional() }).strict();
export const queueJobView = z.object({
  id: z.number().int(), kind: queueKind, subject: z.string(), payload: z.record(z.string(), z.unknown()), state: z.enum(QUEUE_JOB_STATES),
  holderStaffId: z.number().int().nullable(), note: z.string().nullable(), createdAt: z.string(),
});
export type QueueJobView = z.infer<typeof queueJobView>;
export const queueNext = z.object({ job: queueJobView.nullable() });
export const queueKindList = z.object({ items: z.array(z.object({ kind: queueKind, permission: z.string(), open: z.number().int(), held: z.number().int(), escalated: z.number().int() })) });
export type QueueKindList = z.infer<typeof queueKindList>;
