import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bigintArray, containsPattern, queryRows } from '../../db/sql';

type Id = number | string;

export interface SupplierDbRow {
  id: Id; email: string; name: string | null; locale: string | null;
  batches: Id; open_batches: Id; last_batch_at: Date | string | null; books_accepted: Id; books_refused: Id;
}

/**
 * Suppliers: customers who have sold (or are selling) books to the shop, by kind or by a batch of
 * theirs; the most recent seller first. `q`: e-mail or name (substring), or #id.
 */
export async function listSuppliers(db: Db, q: string | undefined, page: number, pageSize: number): Promise<{ rows: SupplierDbRow[]; total: number }> {
  const term = q?.trim() ?? '';
  const idMatch = /^#?(\d{1,15})$/.exec(term);
  const like = containsPattern(term);
  const search = term === '' ? sql`true` : sql`(c.email ilike ${like} or c.name ilike ${like} ${idMatch ? sql`or c.id = ${Number(idMatch[1])}` : sql``})`;
  const where = sql`(c.kind in ('supplier', 'buyer_supplier') or exists (select 1 from buyback_batches b where b.customer_id = c.id)) and ${search}`;
  const rows = await queryRows<SupplierDbRow>(db, sql`
    select c.id, c.email, c.name, c.locale,
           (select count(*) from buyback_batches b where b.customer_id = c.id) as batches,
           (select count(*) from buyback_batches b where b.customer_id = c.id and b.state not in ('paid_out', 'cancelled')) as open_batches,
           (select max(b.created_at) from buyback_batches b where b.customer_id = c.id) as last_batch_at,
           (select count(*) from buyback_batch_books k join buyback_batches b on b.id = k.batch_id where b.customer_id = c.id and k.outcome = 'accepted') as books_accepted,
           (select count(*) from buyback_batch_books k join buyback_batches b on b.id = k.batch_id where b.customer_id = c.id and k.outcome = 'refused') as books_refused
      from customers c where ${where}
     order by last_batch_at desc nulls last, c.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const [total] = await queryRows<{ n: Id }>(db, sql`select count(*) as n from customers c where ${where}`);
  return { rows, total: Number(total?.n ?? 0) };
}

/** What was paid out to these customers for their batches (net), per currency. */
export async function paidOutTotals(db: Db, customerIds: readonly number[]): Promise<Array<{ customer_id: Id; currency: string; amount: Id }>> {
  if (customerIds.length === 0) return [];
  return queryRows(db, sql`select customer_id, currency, sum(net_x100) as amount from buyback_payouts
    where state = 'paid' and batch_id is not null and customer_id = any(${bigintArray(customerIds)})
    group by customer_id, currency order by currency`);
}
