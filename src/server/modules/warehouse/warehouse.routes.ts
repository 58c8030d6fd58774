import { z } from '@hono/zod-openapi';
import {
  auditList, auditRackBody, auditStartBody, auditView, branchList, copyLabel, copyPlaceView, crateCodeParam, crateCreateBody, crateView, discardBody,
  discardCandidates, discardCandidatesQuery, discardView, idParam, moveBody, moveView, queueActionBody, queueJobView, queueKindList,
  queueKindParam, queueNext, scanCodeBody, transferCreateBody, transferList, transferStatusBody, transferView,
} from '@/contracts/warehouse';
import { apiError } from '@/contracts/common';
import { staffRoute, SIGNED_IN } from '../../http/staff-route';
import type { Api, AppEnv } from '../../http/types';
import { respond } from '../../http/validation';
import type { Context } from 'hono';
import { branchesWithRacks } from './warehouse.repository';
import {
  copyForLabel, copyView, createCrate, crateView as loadCrate, discardCandidates as loadCandidates, discardCopy, labelCopy, move, removeCrate,
} from './warehouse.service';
import {
  addCrateToTransfer, auditView as loadAudit, listAuditViews, cancelAudit, completeAudit, createTransfer, listTransferViews, relocateAudit, scanAuditRack,
  startAudit, updateTransferStatus,
} from './audits.service';
import { actOnJob, nextJob, queueKinds, revertLastDenial } from './queue.service';
import { renderCopyLabelPdf } from './copy-label';

const ADMIN = '/adonis/admin/v1';
const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...json(apiError) });
const noStore = (c: { header: (name: string, value: string) => void }) => c.header('cache-control', 'private, no-store');
/** How long a copy may stay unsold before it is offered for discarding (days; WAREHOUSE_UNSOLD_DAYS overrides). */
export const DEFAULT_UNSOLD_DAYS = 540;

const staffCtx = (c: Context<AppEnv>) => ({ ...c.var.ctx, staffId: c.var.ctx.staff!.id });
const unknown = { 404: err('WAREHOUSE_CODE_UNKNOWN (details.code) or NOT_FOUND') };

/** The warehouse (issue 15 items 4–6; contracts: src/contracts/warehouse.ts; docs/adr/0029). */
export function registerWarehouseRoutes(app: Api, opts: { unsoldDays?: number } = {}): void {
  const W = `${ADMIN}/warehouse`;
  const unsoldDays = opts.unsoldDays ?? DEFAULT_UNSOLD_DAYS;

  staffRoute(app, {
    method: 'get', path: `${W}/branches`, permission: 'warehouse', summary: 'Branches with their racks (crates and copies on each)',
    responses: { 200: { description: 'Branches', ...json(branchList) } },
  }, async (c) => {
    noStore(c);
    return respond(c, branchList, { items: await branchesWithRacks(c.var.ctx.db) });
  });

  staffRoute(app, {
    method: 'post', path: `${W}/crates`, permission: 'warehouse', summary: 'A new crate (code KR-… given or numbered), optionally in a branch',
    request: { body: { required: true, ...json(crateCreateBody) } },
    responses: { 201: { description: 'The crate', ...json(crateView) }, 400: err('VALIDATION_FAILED'), 409: err('CONFLICT: the code exists'), ...unknown },
  }, async (c) => {
    noStore(c);
    return respond(c, crateView, await createCrate(staffCtx(c), c.req.valid('json')), 201);
  });

  staffRoute(app, {
    method: 'get', path: `${W}/crates/{crate}`, permission: 'warehouse', summary: 'A crate: where it stands and the copies in it',
    request: { params: crateCodeParam }, responses: { 200: { description: 'The crate', ...json(crateView) }, ...unknown },
  }, async (c) => {
    noStore(c);
    return respond(c, crateView, await loadCrate(c.var.ctx.db, c.req.valid('param').crate));
  });

  staffRoute(app, {
    method: 'delete', path: `${W}/crates/{crate}`, permission: 'warehouse', summary: 'Delete an empty crate',
    request: { params: crateCodeParam }, responses: { 204: { description: 'Deleted' }, ...unknown, 409: err('CRATE_NOT_EMPTY (details.copies)') },
  }, async (c) => {
    await removeCrate(staffCtx(c), c.req.valid('param').crate);
    return c.body(null, 204) as never;
  });

  staffRoute(app, {
    method: 'post', path: `${W}/moves`, permission: 'warehouse',
    summary: 'A warehouse move, journaled: a copy (label B…) into a crate (KR-…) or onto a rack; a crate onto a rack or to a branch. Two moves of one crate serialize on its row lock',
    request: { body: { required: true, ...json(moveBody) } },
    responses: { 200: { description: 'The move', ...json(moveView) }, 400: err('VALIDATION_FAILED'), ...unknown, 409: err('COPY_STATE_CONFLICT: discarded') },
  }, async (c) => {
    noStore(c);
    const body = c.req.valid('json');
    return respond(c, moveView, await move(staffCtx(c), body.subject, body.to));
  });

  staffRoute(app, {
    method: 'get', path: `${W}/copies/{id}`, permission: 'warehouse', summary: 'A copy’s place, its moves and its discard',
    request: { params: idParam }, responses: { 200: { description: 'The copy', ...json(copyPlaceView) }, ...unknown },
  }, async (c) => {
    noStore(c);
    return respond(c, copyPlaceView, await copyView(c.var.ctx.db, c.req.valid('param').id));
  });

  staffRoute(app, {
    method: 'post', path: `${W}/copies/{id}/label`, permission: 'warehouse', summary: 'The copy’s id label as ZPL for the desk printer (recorded as labelled); the PDF’s path',
    request: { params: idParam }, responses: { 200: { description: 'The label', ...json(copyLabel) }, ...unknown, 409: err('COPY_STATE_CONFLICT: discarded') },
  }, async (c) => {
    noStore(c);
    return respond(c, copyLabel, await labelCopy(staffCtx(c), c.req.valid('param').id));
  });

  staffRoute(app, {
    method: 'get', path: `${W}/copies/{id}/label.pdf`, permission: 'warehouse', summary: 'The copy’s id label as a 50×25 mm PDF',
    request: { params: idParam },
    responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } }, ...unknown },
  }, async (c) => {
    const pdf = await renderCopyLabelPdf(await copyForLabel(c.var.ctx.db, c.req.valid('param').id));
    return c.body(new Uint8Array(pdf), 200, { 'content-type': 'application/pdf', 'cache-control': 'private, no-store', 'content-disposition': `inline; filename="copy-${c.req.valid('param').id}.pdf"` }) as never;
  });

  staffRoute(app, {
    method: 'post', path: `${W}/copies/{id}/discard`, permission: 'warehouse',
    summary: 'Discard a copy with a reason: it leaves the catalogue (page 404); a commission copy waits for its seller (status awaiting_seller)',
    request: { params: idParam, body: { required: true, ...json(discardBody) } },
    responses: { 200: { description: 'The discard', ...json(discardView) }, 400: err('VALIDATION_FAILED'), ...unknown, 409: err('COPY_STATE_CONFLICT (details.state: sold, discarded, ordered)') },
  }, async (c) => {
    noStore(c);
    return respond(c, discardView, await discardCopy(staffCtx(c), c.req.valid('param').id, c.req.valid('json')));
  });

  staffRoute(app, {
    method: 'get', path: `${W}/discard-candidates`, permission: 'warehouse', summary: 'Copies unsold for longer than olderThanDays (default: the shop’s setting), oldest first',
    request: { query: discardCandidatesQuery }, responses: { 200: { description: 'Copies', ...json(discardCandidates) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    noStore(c);
    const q = c.req.valid('query');
    return respond(c, discardCandidates, await loadCandidates(c.var.ctx.db, c.var.ctx.now, q.olderThanDays ?? unsoldDays, q.limit ?? 100));
  });

  // --- Transfer packages ---
  staffRoute(app, {
    method: 'get', path: `${W}/transfer-packages`, permission: 'warehouse', summary: 'Transfer packages, newest first',
    responses: { 200: { description: 'Packages', ...json(transferList) } },
  }, async (c) => {
    noStore(c);
    return respond(c, transferList, { items: await listTransferViews(c.var.ctx.db) });
  });
  staffRoute(app, {
    method: 'post', path: `${W}/transfer-packages`, permission: 'warehouse', summary: 'Open a transfer package from one branch to another',
    request: { body: { required: true, ...json(transferCreateBody) } },
    responses: { 201: { description: 'The package', ...json(transferView) }, 400: err('VALIDATION_FAILED'), ...unknown },
  }, async (c) => {
    noStore(c);
    return respond(c, transferView, await createTransfer(staffCtx(c), c.req.valid('json')), 201);
  });
  staffRoute(app, {
    method: 'post', path: `${W}/transfer-packages/{id}/crates`, permission: 'warehouse', summary: 'Put a crate of the sending branch into an open package',
    request: { params: idParam, body: { required: true, ...json(scanCodeBody) } },
    responses: { 200: { description: 'The package', ...json(transferView) }, ...unknown, 409: err('TRANSFER_STATE_CONFLICT'), 422: err('BUSINESS_RULE: crate elsewhere') },
  }, async (c) => {
    noStore(c);
    return respond(c, transferView, await addCrateToTransfer(staffCtx(c), c.req.valid('param').id, c.req.valid('json').code));
  });
  staffRoute(app, {
    method: 'post', path: `${W}/transfer-packages/{id}/status`, permission: 'warehouse', summary: 'Status update: open → sent (crates in transit) → received; open → cancelled',
    request: { params: idParam, body: { required: true, ...json(transferStatusBody) } },
    responses: { 200: { description: 'The package', ...json(transferView) }, ...unknown, 409: err('TRANSFER_STATE_CONFLICT (details.state, details.to)'), 422: err('BUSINESS_RULE: empty package') },
  }, async (c) => {
    noStore(c);
    return respond(c, transferView, await updateTransferStatus(staffCtx(c), c.req.valid('param').id, c.req.valid('json').to));
  });
  staffRoute(app, {
    method: 'post', path: `${W}/transfer-packages/{id}/stocked`, permission: 'warehouse', summary: 'Set stocked: the received crates stand in the receiving branch',
    request: { params: idParam },
    responses: { 200: { description: 'The package', ...json(transferView) }, ...unknown, 409: err('TRANSFER_STATE_CONFLICT') },
  }, async (c) => {
    noStore(c);
    return respond(c, transferView, await updateTransferStatus(staffCtx(c), c.req.valid('param').id, 'stocked'));
  });

  // --- Branch audits ---
  staffRoute(app, {
    method: 'get', path: `${W}/audits`, permission: 'warehouse', summary: 'The newest branch audits, open ones first',
    responses: { 200: { description: 'Audits', ...json(auditList) } },
  }, async (c) => {
    noStore(c);
    return respond(c, auditList, await listAuditViews(c.var.ctx.db));
  });
  staffRoute(app, {
    method: 'post', path: `${W}/audits`, permission: 'warehouse', summary: 'Start a branch audit (one open per branch)',
    request: { body: { required: true, ...json(auditStartBody) } },
    responses: { 201: { description: 'The audit', ...json(auditView) }, ...unknown, 409: err('AUDIT_STATE_CONFLICT: one is open') },
  }, async (c) => {
    noStore(c);
    return respond(c, auditView, await startAudit(staffCtx(c), c.req.valid('json').branch), 201);
  });
  staffRoute(app, {
    method: 'get', path: `${W}/audits/{id}`, permission: 'warehouse', summary: 'An audit: racks scanned, missing and found copies',
    request: { params: idParam }, responses: { 200: { description: 'The audit', ...json(auditView) }, ...unknown },
  }, async (c) => {
    noStore(c);
    return respond(c, auditView, await loadAudit(c.var.ctx.db, c.req.valid('param').id));
  });
  staffRoute(app, {
    method: 'post', path: `${W}/audits/{id}/racks`, permission: 'warehouse', summary: 'Scan a rack: the copy labels (or crate codes) found on it',
    request: { params: idParam, body: { required: true, ...json(auditRackBody) } },
    responses: { 200: { description: 'The audit', ...json(auditView) }, ...unknown, 409: err('AUDIT_STATE_CONFLICT'), 422: err('BUSINESS_RULE: rack of another branch') },
  }, async (c) => {
    noStore(c);
    const body = c.req.valid('json');
    return respond(c, auditView, await scanAuditRack(staffCtx(c), c.req.valid('param').id, body.rack, body.codes));
  });
  for (const [step, fn, summary] of [
    ['relocate', relocateAudit, 'Relocate: copies found on another rack are put there (their orders’ pick lists follow)'],
    ['complete', completeAudit, 'Complete: found copies relocated and back on sale, missing ones discarded as missing (not for sale)'],
    ['cancel', cancelAudit, 'Cancel the audit (nothing changes)'],
  ] as const) {
    staffRoute(app, {
      method: 'post', path: `${W}/audits/{id}/${step}`, permission: 'warehouse', summary,
      request: { params: idParam }, responses: { 200: { description: 'The audit', ...json(auditView) }, ...unknown, 409: err('AUDIT_STATE_CONFLICT (details.state)') },
    }, async (c) => {
      noStore(c);
      return respond(c, auditView, await fn(staffCtx(c), c.req.valid('param').id));
    });
  }

  // --- Queue jobs (each kind's permission is checked inside) ---
  staffRoute(app, {
    method: 'get', path: `${ADMIN}/queue-jobs`, permission: SIGNED_IN, summary: 'The work queues with their open, held and escalated counts and the permission each needs',
    responses: { 200: { description: 'Queues', ...json(queueKindList) } },
  }, async (c) => {
    noStore(c);
    return respond(c, queueKindList, { items: await queueKinds(c.var.ctx.db) });
  });
  staffRoute(app, {
    method: 'post', path: `${ADMIN}/queue-jobs/{kind}/next`, permission: SIGNED_IN,
    summary: 'Fetch next: the job the caller holds, else the oldest open one, now held by the caller (FOR UPDATE SKIP LOCKED: never one someone else holds). Needs the kind’s permission',
    request: { params: queueKindParam }, responses: { 200: { description: 'The job, or null when the queue is empty', ...json(queueNext) }, 400: err('VALIDATION_FAILED: unknown kind') },
  }, async (c) => {
    noStore(c);
    return respond(c, queueNext, { job: await nextJob(staffCtx(c), c.req.valid('param').kind) });
  });
  staffRoute(app, {
    method: 'patch', path: `${ADMIN}/queue-jobs/{id}`, permission: SIGNED_IN, summary: 'Process, deny, escalate or discard the job the caller holds',
    request: { params: idParam, body: { required: true, ...json(queueActionBody) } },
    responses: { 200: { description: 'The job', ...json(queueJobView) }, 400: err('VALIDATION_FAILED'), 404: err('NOT_FOUND'), 409: err('QUEUE_JOB_CONFLICT (details.state)') },
  }, async (c) => {
    noStore(c);
    const body = c.req.valid('json');
    return respond(c, queueJobView, await actOnJob(staffCtx(c), c.req.valid('param').id, body.action, body.note ?? null));
  });
  staffRoute(app, {
    method: 'post', path: `${ADMIN}/queue-jobs/{kind}/revert-denial`, permission: SIGNED_IN, summary: 'Revert the caller’s last denial in this queue: the job is held by them again',
    request: { params: queueKindParam }, responses: { 200: { description: 'The job', ...json(queueJobView) }, 409: err('QUEUE_JOB_CONFLICT: nothing to revert, or a job held') },
  }, async (c) => {
    noStore(c);
    return respond(c, queueJobView, await revertLastDenial(staffCtx(c), c.req.valid('param').kind));
  });
}
