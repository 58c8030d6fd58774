import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { toIso } from './warehouse.repository';

/** The people's work queues (docs/adr/0029): one holder per job, taken with FOR UPDATE SKIP LOCKED. */
const num = (v: unknown) => Number(v);

export interface QueueJobRow {
  id: number; kind: string; subject: string; payload: Record<string, unknown>; state: string; holderStaffId: number | null; note: string | null; createdAt: string;
}
type Raw = { id: number; kind: string; subject: string; payload: Record<string, unknown>; state: string; holder_staff_id: number | null; note: string | null; created_at: unknown };
const row = (r: Raw): QueueJobRow => ({
  id: num(r.id), kind: r.kind, subject: r.subject, payload: r.payload, state: r.state,
  holderStaffId: r.holder_staff_id === null ? null : num(r.holder_staff_id), note: r.note, createdAt: toIso(r.created_at)!,
});
const cols = sql`id::float8 as id, kind, subject, payload, state, holder_staff_id::float8 as holder_staff_id, note, created_at`;

/** Idempotent: a subject already waiting (open, held or escalated) in this queue is not queued twice. */
export async function insertJob(db: Db, kind: string, subject: string, payload: Record<string, unknown>, now: Date): Promise<number | null> {
  const [r] = await queryRows<{ id: number }>(db, sql`insert into queue_jobs (kind, subject, payload, state, created_at)
    values (${kind}, ${subject}, ${JSON.stringify(payload)}::jsonb, 'open', ${now.toISOString()})
    on conflict (kind, subject) where state in ('open', 'held', 'escalated') do nothing returning id::float8 as id`);
  return r ? num(r.id) : null;
}

export async function heldBy(db: Db, kind: string, staffId: number): Promise<QueueJobRow | null> {
  const [r] = await queryRows<Raw>(db, sql`select ${cols} from queue_jobs where kind = ${kind} and state = 'held' and holder_staff_id = ${staffId} order by id limit 1`);
  return r ? row(r) : null;
}

/**
 * The next job nobody holds: open, or held longer than `staleBefore` (a holder who walked away).
 * SKIP LOCKED: a job another transaction is taking right now is passed over, never returned twice.
 */
export async function takeNext(db: Db, kind: string, staffId: number, staleBefore: Date, now: Date): Promise<QueueJobRow | null> {
  const [r] = await queryRows<Raw>(db, sql`
    with next as (
      select id from queue_jobs
       where kind = ${kind} and (state = 'open' or (state = 'held' and held_at < ${staleBefore.toISOString()}))
       order by id limit 1 for update skip locked)
    update queue_jobs q set state = 'held', holder_staff_id = ${staffId}, held_at = ${now.toISOString()}
      from next where q.id = next.id
    returning q.id::float8 as id, q.kind, q.subject, q.payload, q.state, q.holder_staff_id::float8 as holder_staff_id, q.note, q.created_at`);
  return r ? row(r) : null;
}

export async function jobById(db: Db, id: number, lock = false): Promise<QueueJobRow | null> {
  const [r] = await queryRows<Raw>(db, sql`select ${cols} from queue_jobs where id = ${id} ${lock ? sql`for update` : sql``}`);
  return r ? row(r) : null;
}

export async function setJobState(db: Db, id: number, state: string, holder: number | null, note: string | null, doneBy: number | null, now: Date): Promise<void> {
  await db.execute(sql`update queue_jobs set state = ${state}, holder_staff_id = ${holder}, held_at = ${holder === null ? null : now.toISOString()},
    note = coalesce(${note}, note), done_by = ${doneBy}, done_at = ${doneBy === null ? null : now.toISOString()} where id = ${id}`);
}

export async function journal(db: Db, jobId: number, staffId: number | null, from: string, to: string, note: string | null, now: Date): Promise<void> {
  await db.execute(sql`insert into queue_job_journal (job_id, staff_id, from_state, to_state, note, at) values (${jobId}, ${staffId}, ${from}, ${to}, ${note}, ${now.toISOString()})`);
}

/** The caller's last denial in this queue (locked), if nothing else happened to the job since. */
export async function lastDenial(db: Db, kind: string, staffId: number): Promise<QueueJobRow | null> {
  const [r] = await queryRows<Raw>(db, sql`select ${cols} from queue_jobs where kind = ${kind} and state = 'denied' and done_by = ${staffId}
    order by done_at desc, id desc limit 1 for update`);
  return r ? row(r) : null;
}

export async function counts(db: Db) {
  const rows = await queryRows<{ kind: string; open: number; held: number; escalated: number }>(db, sql`
    select kind, count(*) filter (where state = 'open')::int as open, count(*) filter (where state = 'held')::int as held,
           count(*) filter (where state = 'escalated')::int as escalated
      from queue_jobs where state in ('open', 'held', 'escalated') group by kind`);
  return new Map(rows.map((r) => [r.kind, { open: num(r.open), held: num(r.held), escalated: num(r.escalated) }]));
}

/** "Copies without a cover photo": in-stock copies with no photo, queued for the catalogue desk. */
export async function copiesWithoutPhoto(db: Db, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select id::float8 as id from books where state = 'in_stock' and photo_count = 0 order by id limit ${limit}`);
  return rows.map((r) => num(r.id));
}
