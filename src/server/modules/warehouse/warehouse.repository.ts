import { sql, type SQL } from 'drizzle-orm';
import type { Place } from '@/contracts/warehouse';
import type { Db } from '../../db/client';
import { bigintArray, queryRows } from '../../db/sql';

/** The warehouse's SQL (docs/adr/0029). Row locks: a crate before its copies, always. */
const toIso = (v: unknown) => (v === null || v === undefined ? null : (v instanceof Date ? v : new Date(String(v))).toISOString());
export { toIso };
const num = (v: unknown) => Number(v);

export interface BranchRow { id: number; code: string; name: string }
export interface RackRow { id: number; code: string; branchId: number; branchCode: string }
export interface CrateRow { id: number; code: string; branchId: number | null; branchCode: string | null; rackId: number | null; rackCode: string | null }

export async function branchByCode(db: Db, code: string): Promise<BranchRow | null> {
  const [r] = await queryRows<{ id: number; code: string; name: string }>(db, sql`select id, code, name from branches where upper(code) = upper(${code})`);
  return r ? { id: num(r.id), code: r.code, name: r.name } : null;
}

export async function rackByCode(db: Db, code: string): Promise<RackRow | null> {
  const [r] = await queryRows<{ id: number; code: string; branch_id: number; branch_code: string }>(db, sql`
    select r.id, r.code, r.branch_id, b.code as branch_code from racks r join branches b on b.id = r.branch_id where upper(r.code) = upper(${code})`);
  return r ? { id: num(r.id), code: r.code, branchId: num(r.branch_id), branchCode: r.branch_code } : null;
}

export async function rackById(db: Db, id: number): Promise<RackRow | null> {
  const [r] = await queryRows<{ id: number; code: string; branch_id: number; branch_code: string }>(db, sql`
    select r.id, r.code, r.branch_id, b.code as branch_code from racks r join branches b on b.id = r.branch_id where r.id = ${id}`);
  return r ? { id: num(r.id), code: r.code, branchId: num(r.branch_id), branchCode: r.branch_code } : null;
}

/**
 * The crate's row lock, taken alone before the crate is read with its rack and branch: a joined
 * `FOR UPDATE OF c` that waits re-reads the crate row but keeps the joined rack it saw before the
 * wait (READ COMMITTED re-check), so the second of two moves read the old rack's code.
 */
async function lockCrateRow(db: Db, where: SQL): Promise<void> {
  await db.execute(sql`select id from crates where ${where} for update`);
}

/** A crate with where it stands; `lock` takes its row lock first (see lockCrateRow). */
export async function crateByCode(db: Db, code: string, lock = false): Promise<CrateRow | null> {
  if (lock) await lockCrateRow(db, sql`code = ${code.trim().toUpperCase()}`);
  const [r] = await queryRows<{ id: number; code: string; branch_id: number | null; branch_code: string | null; rack_id: number | null; rack_code: string | null }>(db, sql`
    select c.id::float8 as id, c.code, c.branch_id, b.code as branch_code, c.rack_id, r.code as rack_code
      from crates c left join racks r on r.id = c.rack_id left join branches b on b.id = c.branch_id
     where c.code = ${code.trim().toUpperCase()}`);
  return r ? crateRow(r) : null;
}

export async function crateById(db: Db, id: number, lock = false): Promise<CrateRow | null> {
  if (lock) await lockCrateRow(db, sql`id = ${id}`);
  const [r] = await queryRows<{ id: number; code: string; branch_id: number | null; branch_code: string | null; rack_id: number | null; rack_code: string | null }>(db, sql`
    select c.id::float8 as id, c.code, c.branch_id, b.code as branch_code, c.rack_id, r.code as rack_code
      from crates c left join racks r on r.id = c.rack_id left join branches b on b.id = c.branch_id
     where c.id = ${id}`);
  return r ? crateRow(r) : null;
}

function crateRow(r: { id: number; code: string; branch_id: number | null; branch_code: string | null; rack_id: number | null; rack_code: string | null }): CrateRow {
  return { id: num(r.id), code: r.code, branchId: r.branch_id === null ? null : num(r.branch_id), branchCode: r.branch_code, rackId: r.rack_id === null ? null : num(r.rack_id), rackCode: r.rack_code };
}

export async function insertCrate(db: Db, code: string | null, branchId: number | null, now: Date): Promise<string> {
  const [r] = await queryRows<{ code: string }>(db, sql`
    insert into crates (code, branch_id, created_at, updated_at)
    values (coalesce(${code}, 'KR-' || lpad(nextval(pg_get_serial_sequence('crates', 'id'))::text, 6, '0')), ${branchId}, ${now.toISOString()}, ${now.toISOString()})
    on conflict do nothing returning code`);
  return r?.code ?? '';
}

export async function setCratePlace(db: Db, crateId: number, branchId: number | null, rackId: number | null, now: Date): Promise<void> {
  await db.execute(sql`update crates set branch_id = ${branchId}, rack_id = ${rackId}, updated_at = ${now.toISOString()} where id = ${crateId}`);
}

export async function deleteCrate(db: Db, crateId: number): Promise<void> {
  await db.execute(sql`delete from crates where id = ${crateId}`);
}

export async function crateCopyCount(db: Db, crateId: number): Promise<number> {
  const [r] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from copy_places where crate_id = ${crateId}`);
  return num(r?.n ?? 0);
}

export async function crateCopies(db: Db, crateId: number) {
  const rows = await queryRows<{ id: number; title: string; state: string }>(db, sql`
    select b.id::float8 as id, m.title, b.state from copy_places p join books b on b.id = p.book_id join mothers m on m.id = b.mother_id
     where p.crate_id = ${crateId} order by p.updated_at, b.id`);
  return rows.map((r) => ({ copyId: num(r.id), title: r.title, state: r.state }));
}

export interface CopyRow { id: number; title: string; state: string; location: string | null; sellerUserHash: string | null; crateId: number | null; rackId: number | null; labelledAt: string | null; orderId: number | null }

/** A copy with its place; `lock` locks the book row (the copy's moves and discards serialize on it). */
export async function copyById(db: Db, id: number, lock = false): Promise<CopyRow | null> {
  // Locked alone first, for the reason of lockCrateRow: the place row joined below must be read after the wait.
  if (lock) await db.execute(sql`select id from books where id = ${id} for update`);
  const [r] = await queryRows<{ id: number; title: string; state: string; location: string | null; seller_user_hash: string | null; crate_id: number | null; rack_id: number | null; labelled_at: unknown; order_id: number | null }>(db, sql`
    select b.id::float8 as id, m.title, b.state, b.location, b.seller_user_hash, p.crate_id::float8 as crate_id, p.rack_id, p.labelled_at,
           (select c.order_id::float8 from book_claims c where c.book_id = b.id and c.order_id is not null) as order_id
      from books b join mothers m on m.id = b.mother_id left join copy_places p on p.book_id = b.id
     where b.id = ${id}`);
  if (!r) return null;
  return {
    id: num(r.id), title: r.title, state: r.state, location: r.location, sellerUserHash: r.seller_user_hash,
    crateId: r.crate_id === null ? null : num(r.crate_id), rackId: r.rack_id === null ? null : num(r.rack_id), labelledAt: toIso(r.labelled_at),
    orderId: r.order_id === null ? null : num(r.order_id),
  };
}

/** Puts a copy in a crate or on a rack (one of them) and writes the readable location on the book. */
export async function placeCopy(db: Db, copyId: number, crateId: number | null, rackId: number | null, location: string | null, now: Date): Promise<void> {
  await db.execute(sql`
    insert into copy_places (book_id, crate_id, rack_id, updated_at) values (${copyId}, ${crateId}, ${rackId}, ${now.toISOString()})
    on conflict (book_id) do update set crate_id = excluded.crate_id, rack_id = excluded.rack_id, updated_at = excluded.updated_at`);
  await db.execute(sql`update books set location = ${location} where id = ${copyId} and location is distinct from ${location}`);
}

export async function markLabelled(db: Db, copyId: number, now: Date): Promise<void> {
  await db.execute(sql`
    insert into copy_places (book_id, labelled_at, updated_at) values (${copyId}, ${now.toISOString()}, ${now.toISOString()})
    on conflict (book_id) do update set labelled_at = excluded.labelled_at`);
}

export async function removeCopyPlace(db: Db, copyId: number): Promise<void> {
  await db.execute(sql`update copy_places set crate_id = null, rack_id = null where book_id = ${copyId}`);
}

/** Rewrites the readable location of every copy in a crate (after the crate moved). */
export async function relabelCrateCopies(db: Db, crateId: number, location: string | null): Promise<void> {
  await db.execute(sql`update books b set location = ${location} from copy_places p
    where p.book_id = b.id and p.crate_id = ${crateId} and b.location is distinct from ${location}`);
}

export async function insertMove(db: Db, m: { kind: 'copy' | 'crate'; copyId: number | null; crateId: number | null; from: Place; to: Place; reason: string; staffId: number | null; now: Date }): Promise<void> {
  await db.execute(sql`insert into warehouse_moves (kind, book_id, crate_id, from_place, to_place, reason, staff_id, at)
    values (${m.kind}, ${m.copyId}, ${m.crateId}, ${JSON.stringify(m.from)}::jsonb, ${JSON.stringify(m.to)}::jsonb, ${m.reason}, ${m.staffId}, ${m.now.toISOString()})`);
}

export async function movesOfCopy(db: Db, copyId: number, crateId: number | null) {
  const rows = await queryRows<{ kind: string; from_place: Place; to_place: Place; reason: string; staff: string | null; at: unknown }>(db, sql`
    select w.kind, w.from_place, w.to_place, w.reason, e.name as staff, w.at from warehouse_moves w left join employees e on e.id = w.staff_id
     where w.book_id = ${copyId} ${crateId === null ? sql`` : sql`or (w.kind = 'crate' and w.crate_id = ${crateId})`}
     order by w.at desc, w.id desc limit 50`);
  return rows.map((r) => ({ kind: r.kind, from: r.from_place, to: r.to_place, reason: r.reason, staff: r.staff, at: toIso(r.at)! }));
}

export async function movesOfCrate(db: Db, crateId: number) {
  const rows = await queryRows<{ from_place: Place; to_place: Place; at: unknown }>(db, sql`
    select from_place, to_place, at from warehouse_moves where kind = 'crate' and crate_id = ${crateId} order by id`);
  return rows.map((r) => ({ from: r.from_place, to: r.to_place, at: toIso(r.at)! }));
}

export async function branchesWithRacks(db: Db) {
  const rows = await queryRows<{ code: string; name: string; rack: string | null; crates: number; copies: number }>(db, sql`
    select b.code, b.name, r.code as rack,
           (select count(*)::int from crates c where c.rack_id = r.id) as crates,
           (select count(*)::int from copy_places p left join crates c on c.id = p.crate_id where p.rack_id = r.id or c.rack_id = r.id) as copies
      from branches b left join racks r on r.branch_id = b.id order by b.code, r.code`);
  const out: { code: string; name: string; racks: { code: string; crates: number; copies: number }[] }[] = [];
  for (const r of rows) {
    let b = out.find((x) => x.code === r.code);
    if (!b) out.push(b = { code: r.code, name: r.name, racks: [] });
    if (r.rack) b.racks.push({ code: r.rack, crates: num(r.crates), copies: num(r.copies) });
  }
  return out;
}

/** Copies on a rack now: straight on it or in a crate standing on it. */
export async function copiesOnRack(db: Db, rackId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    select p.book_id::float8 as id from copy_places p left join crates c on c.id = p.crate_id
     join books b on b.id = p.book_id
     where (p.rack_id = ${rackId} or c.rack_id = ${rackId}) and b.state <> 'discarded' order by p.book_id`);
  return rows.map((r) => num(r.id));
}

export async function crateCopyIds(db: Db, crateIds: readonly number[]): Promise<number[]> {
  if (crateIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(db, sql`select book_id::float8 as id from copy_places where crate_id = any(${bigintArray(crateIds)})`);
  return rows.map((r) => num(r.id));
}

// --- Discards ---

export async function insertDiscard(db: Db, d: { copyId: number; reason: string; note: string | null; status: string; sellerUserHash: string | null; previousState: string; previousLocation: string | null; staffId: number | null; now: Date }): Promise<void> {
  await db.execute(sql`
    insert into copy_discards (book_id, reason, note, status, seller_user_hash, previous_state, previous_location, staff_id, at)
    values (${d.copyId}, ${d.reason}, ${d.note}, ${d.status}, ${d.sellerUserHash}, ${d.previousState}, ${d.previousLocation}, ${d.staffId}, ${d.now.toISOString()})
    on conflict (book_id) do update set reason = excluded.reason, note = excluded.note, status = excluded.status, seller_user_hash = excluded.seller_user_hash,
      previous_state = excluded.previous_state, previous_location = excluded.previous_location, staff_id = excluded.staff_id, at = excluded.at`);
}

export async function discardOf(db: Db, copyId: number) {
  const [r] = await queryRows<{ reason: string; status: string; note: string | null; at: unknown; previous_location: string | null }>(db, sql`
    select reason, status, note, at, previous_location from copy_discards where book_id = ${copyId}`);
  return r ? { reason: r.reason, status: r.status, note: r.note, at: toIso(r.at)!, previousLocation: r.previous_location } : null;
}

export async function setDiscardStatus(db: Db, copyId: number, status: string): Promise<void> {
  await db.execute(sql`update copy_discards set status = ${status} where book_id = ${copyId}`);
}

export async function setCopyState(db: Db, copyId: number, state: 'in_stock' | 'discarded', now: Date): Promise<void> {
  if (state === 'in_stock') await db.execute(sql`update books set state = 'in_stock', restocked_at = ${now.toISOString()} where id = ${copyId}`);
  else await db.execute(sql`update books set state = 'discarded', location = null where id = ${copyId}`);
}

export async function unsoldCopies(db: Db, before: Date, limit: number) {
  const rows = await queryRows<{ id: number; title: string; location: string | null; stocked: unknown; seller_user_hash: string | null }>(db, sql`
    select b.id::float8 as id, m.title, b.location, coalesce(b.restocked_at, b.first_stocked_at, b.added_at) as stocked, b.seller_user_hash
      from books b join mothers m on m.id = b.mother_id
     where b.state = 'in_stock' and b.added_at < ${before.toISOString()} and coalesce(b.restocked_at, b.first_stocked_at, b.added_at) < ${before.toISOString()}
       and not exists (select 1 from book_claims c where c.book_id = b.id)
     order by b.added_at, b.id limit ${limit}`);
  return rows.map((r) => ({ copyId: num(r.id), title: r.title, location: r.location, stockedAt: toIso(r.stocked)!, commission: r.seller_user_hash !== null }));
}

/** The commission flow's read: a seller's copies that left the catalogue (docs/adr/0029). */
export async function discardsOfSeller(db: Db, sellerUserHash: string) {
  const rows = await queryRows<{ id: number; title: string; reason: string; status: string; note: string | null; at: unknown }>(db, sql`
    select d.book_id::float8 as id, m.title, d.reason, d.status, d.note, d.at from copy_discards d join books b on b.id = d.book_id join mothers m on m.id = b.mother_id
     where d.seller_user_hash = ${sellerUserHash} and d.status <> 'restored' order by d.at desc, d.book_id desc`);
  return rows.map((r) => ({ copyId: num(r.id), title: r.title, reason: r.reason, status: r.status, note: r.note, at: toIso(r.at)! }));
}

export async function orderNumberOf(db: Db, orderId: number): Promise<string | null> {
  const [r] = await queryRows<{ number: string }>(db, sql`select number from orders where id = ${orderId}`);
  return r?.number ?? null;
}
