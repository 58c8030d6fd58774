import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';

/** The demo's branches, racks, crates and shelved copies (demo mode only; idempotent). */
export async function insertDemoPlaces(db: Db, branches: readonly { code: string; name: string; racks: readonly string[] }[], now: Date): Promise<number> {
  const at = now.toISOString();
  for (const b of branches) {
    await db.execute(sql`insert into branches (code, name, created_at) values (${b.code}, ${b.name}, ${at}) on conflict do nothing`);
    for (const r of b.racks) {
      await db.execute(sql`insert into racks (branch_id, code, created_at) select id, ${r}, ${at} from branches where code = ${b.code} on conflict do nothing`);
    }
  }
  for (let i = 1; i <= 8; i++) {
    const code = `KR-${String(i).padStart(6, '0')}`;
    const rack = i <= 4 ? `PRG-A0${((i - 1) % 3) + 1}` : i <= 6 ? 'BRN-A01' : null;
    await db.execute(sql`insert into crates (code, branch_id, rack_id, created_at, updated_at)
      select ${code}, (select id from branches where code = ${i <= 4 || i > 6 ? 'PRG' : 'BRN'}), (select id from racks where code = ${rack}), ${at}, ${at}
      on conflict do nothing`);
  }
  const [placed] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from copy_places`);
  if (Number(placed?.n ?? 0) === 0) {
    // Five copies in each of the first four crates (Prague racks A01–A03).
    await db.execute(sql`
      with pick as (select id, row_number() over (order by id) - 1 as k from books where state = 'in_stock' order by id limit 20),
           placed as (
             insert into copy_places (book_id, crate_id, labelled_at, updated_at)
             select p.id, c.id, ${at}, ${at} from pick p join crates c on c.code = 'KR-' || lpad(((p.k / 5) + 1)::text, 6, '0')
             returning book_id, crate_id)
      update books b set location = r.code || ' · ' || c.code from placed x join crates c on c.id = x.crate_id join racks r on r.id = c.rack_id
       where b.id = x.book_id`);
  }
  const [crates] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from crates`);
  return Number(crates?.n ?? 0);
}

/**
 * The seed photographs every copy, so "copies without a cover photo" would stay empty: when no
 * in-stock copy lacks a photo, the newest `count` in-stock copies (no seller's, none on an order)
 * wait for theirs (photo_count 0). Idempotent.
 */
export async function markDemoCopiesUnphotographed(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    update books set photo_count = 0 where id in (
      select b.id from books b
       where b.state = 'in_stock' and b.seller_user_hash is null and not exists (select 1 from order_lines l where l.book_id = b.id)
       order by b.id desc limit ${count})
      and not exists (select 1 from books where state = 'in_stock' and photo_count = 0)`);
}
