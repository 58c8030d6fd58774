import { copyIdFromLabel } from '@/contracts/fulfilment';
import { isCrateCode, type AuditList, type AuditView, type TransferView } from '@/contracts/warehouse';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import * as audits from './audits.repository';
import * as repo from './warehouse.repository';
import { crateLocation, discardCopy, inTx, placeCopyOnRack, restoreMissingCopy, type StaffCtx } from './warehouse.service';

/**
 * Transfer packages (crates travelling between branches) and branch audits (issue 15 item 4,
 * SPEC §4; docs/adr/0029). Each step locks its package or audit row, so two clicks cannot both
 * move it.
 */
const unknownCode = (code: string) => new AppError('WAREHOUSE_CODE_UNKNOWN', `Nothing in the warehouse has the code ${code}`, { code });

// --- Transfer packages ---

const TRANSFER_MOVES: Record<string, readonly string[]> = {
  open: ['sent', 'cancelled'],
  sent: ['received'],
  received: ['stocked'],
  stocked: [],
  cancelled: [],
};

async function transferView(db: Db, id: number): Promise<TransferView> {
  const t = await audits.transferById(db, id);
  if (!t) throw notFound('Transfer package');
  return { id: t.id, from: t.from, to: t.to, state: t.state as TransferView['state'], crates: await audits.crateCodes(db, t.crateIds), journal: t.journal };
}

export async function listTransferViews(db: Db): Promise<TransferView[]> {
  const out: TransferView[] = [];
  for (const id of await audits.listTransfers(db)) out.push(await transferView(db, id));
  return out;
}

export async function createTransfer(ctx: StaffCtx, input: { from: string; to: string }): Promise<TransferView> {
  const from = await repo.branchByCode(ctx.db, input.from);
  const to = await repo.branchByCode(ctx.db, input.to);
  if (!from) throw unknownCode(input.from);
  if (!to) throw unknownCode(input.to);
  if (from.id === to.id) throw new AppError('VALIDATION_FAILED', 'A transfer goes to another branch');
  return transferView(ctx.db, await audits.insertTransfer(ctx.db, from.id, to.id, ctx.staffId, ctx.now));
}

async function lockedTransfer(tx: Db, id: number) {
  const t = await audits.transferById(tx, id, true);
  if (!t) throw notFound('Transfer package');
  return t;
}

const stateConflict = (state: string, to: string) => new AppError('TRANSFER_STATE_CONFLICT', `A ${state} transfer package cannot become ${to}`, { state, to });

/** Packing: a crate of the sending branch goes into an open package. */
export async function addCrateToTransfer(ctx: StaffCtx, id: number, code: string): Promise<TransferView> {
  await inTx(ctx, async (tx) => {
    const t = await lockedTransfer(tx, id);
    if (t.state !== 'open') throw new AppError('TRANSFER_STATE_CONFLICT', `The package is ${t.state}`, { state: t.state });
    const crate = await repo.crateByCode(tx, code, true);
    if (!crate) throw unknownCode(code);
    if (crate.branchId !== t.fromBranchId) throw new AppError('BUSINESS_RULE', `The crate ${crate.code} is not in ${t.from}`, { crate: crate.code });
    if (!t.crateIds.includes(crate.id)) await audits.updateTransfer(tx, id, t.state, [...t.crateIds, crate.id], t.journal, ctx.now);
  });
  return transferView(ctx.db, id);
}

/**
 * Status updates: sent (the crates leave their racks, in transit), received, cancelled; and set
 * stocked: the crates stand in the receiving branch (off the racks until moved onto one).
 */
export async function updateTransferStatus(ctx: StaffCtx, id: number, to: 'sent' | 'received' | 'cancelled' | 'stocked'): Promise<TransferView> {
  await inTx(ctx, async (tx) => {
    const t = await lockedTransfer(tx, id);
    if (!TRANSFER_MOVES[t.state]!.includes(to)) throw stateConflict(t.state, to);
    if (to === 'sent' && t.crateIds.length === 0) throw new AppError('BUSINESS_RULE', 'The package holds no crate');
    if (to === 'sent' || to === 'stocked') {
      for (const crateId of [...t.crateIds].sort((a, b) => a - b)) {
        const crate = await repo.crateById(tx, crateId, true);
        if (!crate) continue;
        const branch = to === 'stocked' ? { id: t.toBranchId, code: t.to } : null;
        const moved = { ...crate, branchId: branch?.id ?? null, branchCode: branch?.code ?? null, rackId: null, rackCode: null };
        await repo.setCratePlace(tx, crate.id, moved.branchId, null, ctx.now);
        await repo.relabelCrateCopies(tx, crate.id, to === 'sent' ? `→ ${t.to} · ${crate.code}` : crateLocation(moved));
        await repo.insertMove(tx, {
          kind: 'crate', copyId: null, crateId: crate.id, from: { branch: crate.branchCode, rack: crate.rackCode, crate: crate.code },
          to: { branch: moved.branchCode, rack: null, crate: crate.code }, reason: 'transfer', staffId: ctx.staffId, now: ctx.now,
        });
      }
    }
    await audits.updateTransfer(tx, id, to, t.crateIds, [...t.journal, { at: ctx.now.toISOString(), staffId: ctx.staffId, from: t.state, to }], ctx.now);
  });
  return transferView(ctx.db, id);
}

// --- Branch audits ---

export async function listAuditViews(db: Db): Promise<AuditList> {
  return { items: (await audits.listAudits(db)).map((a) => ({ id: a.id, branch: a.branch, state: a.state as AuditView['state'], startedAt: a.startedAt, finishedAt: a.finishedAt, racks: a.racks })) };
}

export async function auditView(db: Db, id: number): Promise<AuditView> {
  const a = await audits.auditById(db, id);
  if (!a) throw notFound('Audit');
  const racks = await audits.auditRacks(db, id);
  const { missing, found } = differences(racks);
  const orders = await audits.ordersOfCopies(db, missing.map((m) => m.copyId));
  const foundOut: AuditView['found'] = [];
  for (const f of found) foundOut.push({ ...f, expectedAt: (await repo.copyById(db, f.copyId))?.location ?? null });
  return {
    id: a.id, branch: a.branch, state: a.state as AuditView['state'], startedAt: a.startedAt, finishedAt: a.finishedAt,
    racks: racks.map((r) => ({ rack: r.rack, expected: r.expected.length, scanned: r.scanned.length, scannedAt: r.scannedAt })),
    missing: missing.map((m) => ({ ...m, orderNumber: orders.get(m.copyId) ?? null })),
    found: foundOut,
  };
}

/** Expected on a scanned rack but scanned on none → missing; scanned on a rack that did not expect it → found there. */
export function differences(racks: { rackId: number; rack: string; expected: number[]; scanned: number[] }[]) {
  const scannedAnywhere = new Set(racks.flatMap((r) => r.scanned));
  const missing: { copyId: number; rack: string; rackId: number }[] = [];
  const found: { copyId: number; rack: string; rackId: number }[] = [];
  for (const r of racks) {
    const expected = new Set(r.expected);
    for (const id of r.expected) if (!scannedAnywhere.has(id)) missing.push({ copyId: id, rack: r.rack, rackId: r.rackId });
    for (const id of r.scanned) if (!expected.has(id)) found.push({ copyId: id, rack: r.rack, rackId: r.rackId });
  }
  return { missing: missing.map(({ rackId: _r, ...m }) => m), found: found.map(({ rackId: _r, ...f }) => f), foundWithRack: found };
}

export async function startAudit(ctx: StaffCtx, branchCode: string): Promise<AuditView> {
  const branch = await repo.branchByCode(ctx.db, branchCode);
  if (!branch) throw unknownCode(branchCode);
  const id = await audits.insertAudit(ctx.db, branch.id, ctx.staffId, ctx.now);
  if (id === null) throw new AppError('AUDIT_STATE_CONFLICT', `An audit of ${branch.code} is open already`, { state: 'open' });
  return auditView(ctx.db, id);
}

async function lockedOpenAudit(tx: Db, id: number) {
  const a = await audits.auditById(tx, id, true);
  if (!a) throw notFound('Audit');
  if (a.state !== 'open') throw new AppError('AUDIT_STATE_CONFLICT', `The audit is ${a.state}`, { state: a.state });
  return a;
}

/** One rack scanned: its copies now (expected) against the labels scanned (a crate code counts its copies). */
export async function scanAuditRack(ctx: StaffCtx, id: number, rackCode: string, codes: readonly string[]): Promise<AuditView> {
  await inTx(ctx, async (tx) => {
    const a = await lockedOpenAudit(tx, id);
    const rack = await repo.rackByCode(tx, rackCode);
    if (!rack) throw unknownCode(rackCode);
    if (rack.branchId !== a.branchId) throw new AppError('BUSINESS_RULE', `The rack ${rack.code} is not in ${a.branch}`, { rack: rack.code });
    const scanned = new Set<number>();
    for (const code of codes) {
      if (isCrateCode(code)) {
        const crate = await repo.crateByCode(tx, code);
        if (!crate) throw unknownCode(code);
        for (const copyId of await repo.crateCopyIds(tx, [crate.id])) scanned.add(copyId);
      } else {
        const copyId = copyIdFromLabel(code);
        if (copyId === null) throw unknownCode(code);
        scanned.add(copyId);
      }
    }
    await audits.upsertAuditRack(tx, id, rack.id, await repo.copiesOnRack(tx, rack.id), [...scanned].sort((x, y) => x - y), ctx.staffId, ctx.now);
  });
  return auditView(ctx.db, id);
}

/** Relocating: every copy found on a rack that did not expect it is put there (its orders' pick lists follow); a missing one found goes back on sale. */
async function relocateFound(tx: Db, ctx: StaffCtx, id: number): Promise<void> {
  const { foundWithRack } = differences(await audits.auditRacks(tx, id));
  for (const f of foundWithRack) {
    await restoreMissingCopy(tx, ctx, f.copyId);
    await placeCopyOnRack(tx, ctx, f.copyId, f.rackId, 'audit');
  }
}

export async function relocateAudit(ctx: StaffCtx, id: number): Promise<AuditView> {
  await inTx(ctx, async (tx) => {
    await lockedOpenAudit(tx, id);
    await relocateFound(tx, ctx, id);
    // The racks' expectations now include what was relocated there.
    for (const r of await audits.auditRacks(tx, id)) await audits.upsertAuditRack(tx, id, r.rackId, await repo.copiesOnRack(tx, r.rackId), r.scanned, ctx.staffId, ctx.now);
  });
  return auditView(ctx.db, id);
}

/**
 * Completing resolves the differences: found copies are relocated (and back on sale), missing ones
 * are discarded as `missing` (not for sale; a commission copy waits for its seller). A missing copy
 * on an open order stays (the order desk sees it in the audit) rather than breaking the order.
 */
export async function completeAudit(ctx: StaffCtx, id: number): Promise<AuditView> {
  await inTx(ctx, async (tx) => {
    await lockedOpenAudit(tx, id);
    await relocateFound(tx, ctx, id);
    const { missing } = differences(await audits.auditRacks(tx, id));
    const onOrders = await audits.ordersOfCopies(tx, missing.map((m) => m.copyId));
    for (const m of missing) {
      if (onOrders.has(m.copyId)) continue;
      const copy = await repo.copyById(tx, m.copyId);
      if (copy?.state !== 'in_stock') continue;
      await discardCopy(ctx, m.copyId, { reason: 'missing', note: `audit ${id}, rack ${m.rack}` }, tx);
    }
    await audits.finishAudit(tx, id, 'completed', ctx.staffId, ctx.now);
  });
  return auditView(ctx.db, id);
}

export async function cancelAudit(ctx: StaffCtx, id: number): Promise<AuditView> {
  await inTx(ctx, async (tx) => {
    await lockedOpenAudit(tx, id);
    await audits.finishAudit(tx, id, 'cancelled', ctx.staffId, ctx.now);
  });
  return auditView(ctx.db, id);
}
