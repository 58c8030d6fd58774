import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bigintArray, queryRows } from '../../db/sql';
import { toIso } from './warehouse.repository';

/** Transfer packages and branch audits (docs/adr/0029). */
const num = (v: unknown) => Number(v);
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : String(v ?? '').replace(/[{}]/g, '').split(',').filter(Boolean).map(Number));

export interface TransferRow {
  id: number; fromBranchId: number; toBranchId: number; from: string; to: string; state: string; crateIds: number[];
  journal: { at: string; staffId: number | null; from: string | null; to: string }[];
}

export async function insertTransfer(db: Db, fromBranchId: number, toBranchId: number, staffId: number | null, now: Date): Promise<number> {
  const journal = [{ at: now.toISOString(), staffId, from: null, to: 'open' }];
  const [r] = await queryRows<{ id: number }>(db, sql`insert into transfer_packages (from_branch_id, to_branch_id, state, journal, created_at, updated_at)
    values (${fromBranchId}, ${toBranchId}, 'open', ${JSON.stringify(journal)}::jsonb, ${now.toISOString()}, ${now.toISOString()}) returning id::float8 as id`);
  return num(r!.id);
}

export async function transferById(db: Db, id: number, lock = false): Promise<TransferRow | null> {
  const [r] = await queryRows<{ id: number; from_branch_id: number; to_branch_id: number; f: string; t: string; state: string; crate_ids: unknown; journal: TransferRow['journal'] }>(db, sql`
    select p.id::float8 as id, p.from_branch_id, p.to_branch_id, bf.code as f, bt.code as t, p.state, array(select x::float8 from unnest(p.crate_ids) x) as crate_ids, p.journal
      from transfer_packages p join branches bf on bf.id = p.from_branch_id join branches bt on bt.id = p.to_branch_id
     where p.id = ${id} ${lock ? sql`for update of p` : sql``}`);
  return r ? { id: num(r.id), fromBranchId: num(r.from_branch_id), toBranchId: num(r.to_branch_id), from: r.f, to: r.t, state: r.state, crateIds: ids(r.crate_ids), journal: r.journal } : null;
}

export async function listTransfers(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select id::float8 as id from transfer_packages order by id desc limit 100`);
  return rows.map((r) => num(r.id));
}

export async function updateTransfer(db: Db, id: number, state: string, crateIds: readonly number[], journal: TransferRow['journal'], now: Date): Promise<void> {
  await db.execute(sql`update transfer_packages set state = ${state}, crate_ids = ${bigintArray(crateIds)}, journal = ${JSON.stringify(journal)}::jsonb, updated_at = ${now.toISOString()} where id = ${id}`);
}

export async function crateCodes(db: Db, crateIds: readonly number[]): Promise<string[]> {
  if (crateIds.length === 0) return [];
  const rows = await queryRows<{ code: string }>(db, sql`select code from crates where id = any(${bigintArray(crateIds)}) order by code`);
  return rows.map((r) => r.code);
}

// --- Audits ---

export interface AuditRow { id: number; branchId: number; branch: string; state: string; startedAt: string; finishedAt: string | null }

export async function insertAudit(db: Db, branchId: number, staffId: number | null, now: Date): Promise<number | null> {
  const [r] = await queryRows<{ id: number }>(db, sql`insert into branch_audits (branch_id, state, started_by, started_at) values (${branchId}, 'open', ${staffId}, ${now.toISOString()})
    on conflict do nothing returning id::float8 as id`);
  return r ? num(r.id) : null;
}

export async function auditById(db: Db, id: number, lock = false): Promise<AuditRow | null> {
  const [r] = await queryRows<{ id: number; branch_id: number; code: string; state: string; started_at: unknown; finished_at: unknown }>(db, sql`
    select a.id::float8 as id, a.branch_id, b.code, a.state, a.started_at, a.finished_at from branch_audits a join branches b on b.id = a.branch_id
     where a.id = ${id} ${lock ? sql`for update of a` : sql``}`);
  return r ? { id: num(r.id), branchId: num(r.branch_id), branch: r.code, state: r.state, startedAt: toIso(r.started_at)!, finishedAt: toIso(r.finished_at) } : null;
}

export async function upsertAuditRack(db: Db, auditId: number, rackId: number, expected: readonly number[], scanned: readonly number[], staffId: number | null, now: Date): Promise<void> {
  await db.execute(sql`insert into branch_audit_racks (audit_id, rack_id, expected_book_ids, scanned_book_ids, scanned_by, scanned_at)
    values (${auditId}, ${rackId}, ${bigintArray(expected)}, ${bigintArray(scanned)}, ${staffId}, ${now.toISOString()})
    on conflict (audit_id, rack_id) do update set expected_book_ids = excluded.expected_book_ids, scanned_book_ids = excluded.scanned_book_ids,
      scanned_by = excluded.scanned_by, scanned_at = excluded.scanned_at`);
}

export async function auditRacks(db: Db, auditId: number) {
  const rows = await queryRows<{ rack_id: number; code: string; expected: unknown; scanned: unknown; scanned_at: unknown }>(db, sql`
    select r.id as rack_id, r.code, array(select x::float8 from unnest(a.expected_book_ids) x) as expected, array(select x::float8 from unnest(a.scanned_book_ids) x) as scanned, a.scanned_at
      from branch_audit_racks a join racks r on r.id = a.rack_id where a.audit_id = ${auditId} order by r.code`);
  return rows.map((r) => ({ rackId: num(r.rack_id), rack: r.code, expected: ids(r.expected), scanned: ids(r.scanned), scannedAt: toIso(r.scanned_at)! }));
}

export async function finishAudit(db: Db, id: number, state: 'completed' | 'cancelled', staffId: number | null, now: Date): Promise<void> {
  await db.execute(sql`update branch_audits set state = ${state}, finished_by = ${staffId}, finished_at = ${now.toISOString()} where id = ${id}`);
}

/** Open orders holding these copies (a missing copy on an order is the order desk's, not a discard). */
export async function ordersOfCopies(db: Db, copyIds: readonly number[]): Promise<Map<number, string>> {
  if (copyIds.length === 0) return new Map();
  const rows = await queryRows<{ book_id: number; number: string }>(db, sql`
    select c.book_id::float8 as book_id, o.number from book_claims c join orders o on o.id = c.order_id where c.book_id = any(${bigintArray(copyIds)})`);
  return new Map(rows.map((r) => [num(r.book_id), r.number]));
}

/** The newest audits (open ones first) with how many racks each has scanned. */
export async function listAudits(db: Db): Promise<(AuditRow & { racks: number })[]> {
  const rows = await queryRows<{ id: number; branch_id: number; code: string; state: string; started_at: unknown; finished_at: unknown; racks: number }>(db, sql`
    select a.id::float8 as id, a.branch_id, b.code, a.state, a.started_at, a.finished_at,
           (select count(*)::int from branch_audit_racks r where r.audit_id = a.id) as racks
      from branch_audits a join branches b on b.id = a.branch_id
     order by (a.state = 'open') desc, a.id desc limit 50`);
  return rows.map((r) => ({ id: num(r.id), branchId: num(r.branch_id), branch: r.code, state: r.state, startedAt: toIso(r.started_at)!, finishedAt: toIso(r.finished_at), racks: num(r.racks) }));
}
