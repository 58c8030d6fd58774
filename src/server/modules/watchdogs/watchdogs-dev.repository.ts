import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';

/** The demo's stand-in for staff intake: a new copy of an edition in stock now; null for an unknown edition. */
export async function stockDemoCopy(
  db: Db, copy: { editionId: number; conditionId: number; priceCzkX100: number; priceEurX100: number }, now: Date,
): Promise<{ id: number | string; grandmother_id: number } | null> {
  const at = now.toISOString();
  const [row] = await queryRows<{ id: number | string; grandmother_id: number }>(
    db,
    sql`insert into books (mother_id, grandmother_id, condition_id, price_czk_x100, price_eur_x100, state, added_at, first_stocked_at)
        select m.id, m.grandmother_id, ${copy.conditionId}, ${copy.priceCzkX100}, ${copy.priceEurX100}, 'in_stock', ${at}, ${at}
          from mothers m where m.id = ${copy.editionId}
        returning id, grandmother_id`,
  );
  return row ?? null;
}
