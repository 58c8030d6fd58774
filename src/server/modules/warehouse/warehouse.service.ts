import { copyIdFromLabel } from '@/contracts/fulfilment';
import {
  copyLabelText, isCrateCode, type CopyLabel, type CopyPlaceView, type CrateView, type DiscardBody, type DiscardView, type MoveView, type Place,
} from '@/contracts/warehouse';
import type { Db } from '../../db/client';
import type { SystemContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { retryOnDeadlock } from '../orders';
import * as repo from './warehouse.repository';
import { copyZpl } from './copy-label';

/**
 * Labels, crates, racks and moves (issue 15 item 4, docs/adr/0029). Every move runs in one
 * transaction that locks the crate row first (FOR UPDATE) and then the copy's book row, so two
 * moves of one crate (or of one copy) serialize: the second reads the place the first wrote and
 * journals from → to from there.
 */
export type StaffCtx = SystemContext & { staffId: number | null };

const unknownCode = (code: string) => new AppError('WAREHOUSE_CODE_UNKNOWN', `Nothing in the warehouse has the code ${code}`, { code });

export function inTx<T>(ctx: StaffCtx, fn: (tx: Db) => Promise<T>): Promise<T> {
  return retryOnDeadlock(() => ctx.db.transaction(async (txAny) => fn(txAny as unknown as Db)));
}

export const crateLocation = (c: Pick<repo.CrateRow, 'code' | 'branchCode' | 'rackCode'>): string =>
  c.rackCode ? `${c.rackCode} · ${c.code}` : c.branchCode ? `${c.branchCode} · ${c.code}` : `→ · ${c.code}`;
const cratePlace = (c: repo.CrateRow): Place => ({ branch: c.branchCode, rack: c.rackCode, crate: c.code });

async function copyPlace(db: Db, copy: repo.CopyRow): Promise<Place> {
  if (copy.crateId !== null) {
    const crate = await repo.crateById(db, copy.crateId);
    if (crate) return cratePlace(crate);
  }
  if (copy.rackId !== null) {
    const rack = await repo.rackById(db, copy.rackId);
    if (rack) return { branch: rack.branchCode, rack: rack.code, crate: null };
  }
  return { branch: null, rack: null, crate: null };
}

// --- Crates ---

export async function createCrate(ctx: StaffCtx, input: { code?: string; branch?: string }): Promise<CrateView> {
  const branch = input.branch ? await repo.branchByCode(ctx.db, input.branch) : null;
  if (input.branch && !branch) throw unknownCode(input.branch);
  const code = await repo.insertCrate(ctx.db, input.code?.toUpperCase() ?? null, branch?.id ?? null, ctx.now);
  if (!code) throw new AppError('CONFLICT', `The crate ${input.code} exists already`, { code: input.code });
  return crateView(ctx.db, code);
}

export async function crateView(db: Db, code: string): Promise<CrateView> {
  const crate = await repo.crateByCode(db, code);
  if (!crate) throw unknownCode(code);
  return { code: crate.code, place: cratePlace(crate), copies: await repo.crateCopies(db, crate.id) };
}

/** Only an empty crate can go (its row lock keeps a copy from being put in meanwhile). */
export async function removeCrate(ctx: StaffCtx, code: string): Promise<void> {
  await inTx(ctx, async (tx) => {
    const crate = await repo.crateByCode(tx, code, true);
    if (!crate) throw unknownCode(code);
    const n = await repo.crateCopyCount(tx, crate.id);
    if (n > 0) throw new AppError('CRATE_NOT_EMPTY', `The crate ${crate.code} still holds ${n} copies`, { copies: n });
    await repo.deleteCrate(tx, crate.id);
  });
}

// --- Moves ---

/**
 * One scan pair: a copy label or a crate code (`subject`), and where it goes (`to`: a crate or a
 * rack; a crate may also go to a branch, off the racks).
 */
export async function move(ctx: StaffCtx, subject: string, to: string, reason = 'move'): Promise<MoveView> {
  return inTx(ctx, async (tx) => {
    if (isCrateCode(subject)) return moveCrate(tx, ctx, subject, to, reason);
    const copyId = copyIdFromLabel(subject);
    if (copyId === null) throw unknownCode(subject);
    return moveCopy(tx, ctx, copyId, to, reason);
  });
}

async function moveCrate(tx: Db, ctx: StaffCtx, code: string, to: string, reason: string): Promise<MoveView> {
  const crate = await repo.crateByCode(tx, code, true);
  if (!crate) throw unknownCode(code);
  if (isCrateCode(to)) throw new AppError('VALIDATION_FAILED', 'A crate goes onto a rack or to a branch, not into a crate');
  const rack = await repo.rackByCode(tx, to);
  const branch = rack ? null : await repo.branchByCode(tx, to);
  if (!rack && !branch) throw unknownCode(to);
  const from = cratePlace(crate);
  const moved: repo.CrateRow = rack
    ? { ...crate, branchId: rack.branchId, branchCode: rack.branchCode, rackId: rack.id, rackCode: rack.code }
    : { ...crate, branchId: branch!.id, branchCode: branch!.code, rackId: null, rackCode: null };
  await repo.setCratePlace(tx, crate.id, moved.branchId, moved.rackId, ctx.now);
  const location = crateLocation(moved);
  await repo.relabelCrateCopies(tx, crate.id, location);
  const toPlace = cratePlace(moved);
  await repo.insertMove(tx, { kind: 'crate', copyId: null, crateId: crate.id, from, to: toPlace, reason, staffId: ctx.staffId, now: ctx.now });
  return { kind: 'crate', copyId: null, crate: crate.code, from, to: toPlace, location, at: ctx.now.toISOString() };
}

async function moveCopy(tx: Db, ctx: StaffCtx, copyId: number, to: string, reason: string): Promise<MoveView> {
  // The target crate is locked before the copy (the crate-first lock order of every move).
  const crate = isCrateCode(to) ? await repo.crateByCode(tx, to, true) : null;
  const rack = crate ? null : await repo.rackByCode(tx, to);
  if (!crate && !rack) throw unknownCode(to);
  const copy = await repo.copyById(tx, copyId, true);
  if (!copy) throw unknownCode(copyLabelText(copyId));
  if (copy.state === 'discarded') throw new AppError('COPY_STATE_CONFLICT', `Copy ${copyId} is discarded`, { state: copy.state });
  const from = await copyPlace(tx, copy);
  const toPlace: Place = crate ? cratePlace(crate) : { branch: rack!.branchCode, rack: rack!.code, crate: null };
  const location = crate ? crateLocation(crate) : rack!.code;
  await repo.placeCopy(tx, copyId, crate?.id ?? null, crate ? null : rack!.id, location, ctx.now);
  await repo.insertMove(tx, { kind: 'copy', copyId, crateId: crate?.id ?? null, from, to: toPlace, reason, staffId: ctx.staffId, now: ctx.now });
  return { kind: 'copy', copyId, crate: crate?.code ?? null, from, to: toPlace, location, at: ctx.now.toISOString() };
}

/** Audits and transfers move copies without a scan pair (the caller holds the transaction). */
export async function placeCopyOnRack(tx: Db, ctx: StaffCtx, copyId: number, rackId: number, reason: string): Promise<void> {
  const rack = await repo.rackById(tx, rackId);
  const copy = await repo.copyById(tx, copyId, true);
  if (!rack || !copy) return;
  const from = await copyPlace(tx, copy);
  await repo.placeCopy(tx, copyId, null, rack.id, rack.code, ctx.now);
  await repo.insertMove(tx, { kind: 'copy', copyId, crateId: null, from, to: { branch: rack.branchCode, rack: rack.code, crate: null }, reason, staffId: ctx.staffId, now: ctx.now });
}

// --- Copies: place, label, discard ---

export async function copyView(db: Db, copyId: number): Promise<CopyPlaceView> {
  const copy = await repo.copyById(db, copyId);
  if (!copy) throw notFound('Copy');
  return {
    copyId, title: copy.title, state: copy.state, location: copy.location, place: await copyPlace(db, copy), labelledAt: copy.labelledAt,
    moves: await repo.movesOfCopy(db, copyId, copy.crateId), discard: await repo.discardOf(db, copyId),
  };
}

/** The copy's id label for the desk printer (ZPL); printing it is recorded (labelled_at). */
export async function labelCopy(ctx: StaffCtx, copyId: number): Promise<CopyLabel> {
  const copy = await repo.copyById(ctx.db, copyId);
  if (!copy) throw notFound('Copy');
  if (copy.state === 'discarded') throw new AppError('COPY_STATE_CONFLICT', `Copy ${copyId} is discarded`, { state: copy.state });
  await repo.markLabelled(ctx.db, copyId, ctx.now);
  return { copyId, label: copyLabelText(copyId), zpl: copyZpl({ copyId, title: copy.title }), pdfPath: `/api/adonis/admin/v1/warehouse/copies/${copyId}/label.pdf` };
}

export async function copyForLabel(db: Db, copyId: number): Promise<{ copyId: number; title: string }> {
  const copy = await repo.copyById(db, copyId);
  if (!copy) throw notFound('Copy');
  return { copyId, title: copy.title };
}

/**
 * Discarding (issue 15 item 6): the copy leaves the catalogue (books.state → discarded; the
 * book_search triggers drop it from listings, ADR 0004; its page answers 404) and its shelf. A
 * commission copy is not silently gone: its discard waits for the seller (status awaiting_seller).
 * A sold copy, one already discarded, or one on an order cannot be discarded.
 */
export async function discardCopy(ctx: StaffCtx, copyId: number, input: DiscardBody, tx?: Db): Promise<DiscardView> {
  const run = async (db: Db): Promise<DiscardView> => {
    const copy = await repo.copyById(db, copyId, true);
    if (!copy) throw notFound('Copy');
    if (copy.state !== 'in_stock') throw new AppError('COPY_STATE_CONFLICT', `Copy ${copyId} is ${copy.state}`, { state: copy.state });
    if (copy.orderId !== null) throw new AppError('COPY_STATE_CONFLICT', `Copy ${copyId} is on an order`, { state: 'ordered' });
    const commission = copy.sellerUserHash !== null;
    const status = commission ? 'awaiting_seller' : 'discarded';
    const from = await copyPlace(db, copy);
    await repo.insertDiscard(db, {
      copyId, reason: input.reason, note: input.note ?? null, status, sellerUserHash: copy.sellerUserHash, previousState: copy.state,
      previousLocation: copy.location, staffId: ctx.staffId, now: ctx.now,
    });
    await repo.removeCopyPlace(db, copyId);
    await repo.setCopyState(db, copyId, 'discarded', ctx.now);
    await repo.insertMove(db, { kind: 'copy', copyId, crateId: null, from, to: { branch: null, rack: null, crate: null }, reason: 'discard', staffId: ctx.staffId, now: ctx.now });
    return { copyId, reason: input.reason, status, commission, at: ctx.now.toISOString() };
  };
  return tx ? run(tx) : inTx(ctx, run);
}

/** Found again (an audit scanned it): a copy discarded as missing goes back on sale. */
export async function restoreMissingCopy(tx: Db, ctx: StaffCtx, copyId: number): Promise<boolean> {
  const copy = await repo.copyById(tx, copyId, true);
  if (!copy || copy.state !== 'discarded') return false;
  const discard = await repo.discardOf(tx, copyId);
  if (!discard || discard.reason !== 'missing' || (discard.status !== 'discarded' && discard.status !== 'awaiting_seller')) return false;
  await repo.setDiscardStatus(tx, copyId, 'restored');
  await repo.setCopyState(tx, copyId, 'in_stock', ctx.now);
  return true;
}

export async function discardCandidates(db: Db, now: Date, olderThanDays: number, limit: number) {
  const before = new Date(now.getTime() - olderThanDays * 86_400_000);
  return { olderThanDays, items: await repo.unsoldCopies(db, before, limit) };
}
