import { QUEUE_KINDS, type QueueJobView, type QueueKind } from '@/contracts/warehouse';
import type { Db } from '../../db/client';
import { requireStaff, type StaffRef } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import * as q from './queue.repository';
import { inTx, type StaffCtx } from './warehouse.service';

/**
 * Queue jobs (SPEC §4; issue 15 item 5; docs/adr/0029): work queues for people. A job is held by one
 * person at a time: "next" returns the caller's held job, else takes the oldest open one with
 * FOR UPDATE SKIP LOCKED (a job held for longer than HOLD_MINUTES counts as open again). Process,
 * deny, escalate and discard close it (only its holder may); the holder's last denial can be
 * reverted (the job is held by them again). Each kind names the permission of its desk.
 */
export const HOLD_MINUTES = 30;
export type QueueCtx = StaffCtx & { staff: StaffRef | null };

const view = (j: q.QueueJobRow): QueueJobView => ({ ...j, kind: j.kind as QueueKind, state: j.state as QueueJobView['state'] });
const guard = (ctx: QueueCtx, kind: string) => requireStaff(ctx, QUEUE_KINDS[kind as QueueKind] ?? 'employees');

/** For other modules (reviews, buyback, catalogue): put a subject in a queue (idempotent while it waits). */
export async function enqueueQueueJob(db: Db, now: Date, kind: QueueKind, subject: string, payload: Record<string, unknown> = {}): Promise<number | null> {
  return q.insertJob(db, kind, subject, payload, now);
}

export async function queueKinds(db: Db) {
  const counts = await q.counts(db);
  return (Object.keys(QUEUE_KINDS) as QueueKind[]).map((kind) => ({ kind, permission: QUEUE_KINDS[kind], ...(counts.get(kind) ?? { open: 0, held: 0, escalated: 0 }) }));
}

export async function nextJob(ctx: QueueCtx, kind: QueueKind): Promise<QueueJobView | null> {
  const staff = guard(ctx, kind);
  return inTx(ctx, async (tx) => {
    const mine = await q.heldBy(tx, kind, staff.id);
    if (mine) return view(mine);
    const job = await q.takeNext(tx, kind, staff.id, new Date(ctx.now.getTime() - HOLD_MINUTES * 60_000), ctx.now);
    if (!job) return null;
    await q.journal(tx, job.id, staff.id, 'open', 'held', null, ctx.now);
    return view(job);
  });
}

const ACTION_STATE = { process: 'processed', deny: 'denied', escalate: 'escalated', discard: 'discarded' } as const;

export async function actOnJob(ctx: QueueCtx, id: number, action: keyof typeof ACTION_STATE, note: string | null): Promise<QueueJobView> {
  if (ctx.staff === null) throw new AppError('NOT_LOGGED_IN', 'Log in first');
  return inTx(ctx, async (tx) => {
    const job = await q.jobById(tx, id, true);
    if (!job) throw notFound('Queue job');
    const staff = guard(ctx, job.kind);
    if (job.state !== 'held' || job.holderStaffId !== staff.id) {
      throw new AppError('QUEUE_JOB_CONFLICT', 'Only the job’s holder can close it, once', { state: job.state, held: job.state === 'held' });
    }
    const to = ACTION_STATE[action];
    await q.setJobState(tx, id, to, null, note, staff.id, ctx.now);
    await q.journal(tx, id, staff.id, job.state, to, note, ctx.now);
    return view((await q.jobById(tx, id))!);
  });
}

export async function revertLastDenial(ctx: QueueCtx, kind: QueueKind): Promise<QueueJobView> {
  const staff = guard(ctx, kind);
  return inTx(ctx, async (tx) => {
    if (await q.heldBy(tx, kind, staff.id)) throw new AppError('QUEUE_JOB_CONFLICT', 'Finish the job you hold first', { state: 'held' });
    const job = await q.lastDenial(tx, kind, staff.id);
    if (!job) throw new AppError('QUEUE_JOB_CONFLICT', 'No denial to revert', { state: null });
    await q.setJobState(tx, job.id, 'held', staff.id, null, null, ctx.now);
    await q.journal(tx, job.id, staff.id, 'denied', 'held', 'denial reverted', ctx.now);
    return view((await q.jobById(tx, job.id))!);
  });
}

/** Fills "copies without a cover photo" (a job or the demo calls it). */
export async function queueCopiesWithoutPhoto(db: Db, now: Date, limit = 500): Promise<number> {
  let n = 0;
  for (const id of await q.copiesWithoutPhoto(db, limit)) if (await q.insertJob(db, 'copy_without_cover', String(id), { copyId: id }, now)) n++;
  return n;
}
