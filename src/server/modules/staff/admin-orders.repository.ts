import { sql, type SQL } from 'drizzle-orm';
import type { AdminOrderListQuery } from '@/contracts/staff';
import type { Db } from '../../db/client';
import { queryRows, SHOP_TIME_ZONE } from '../../db/sql';

export interface AdminOrderDbRow {
  id: number | string; number: string; state: string; locale: string; currency: string; email: string; name: string;
  payment_method: string; shipping_method: string; total_x100: number; created_at: unknown;
}

const SORT_COLUMNS: Record<AdminOrderListQuery['sort'], SQL> = {
  createdAt: sql`o.created_at`, number: sql`o.number`, total: sql`o.total_x100`, state: sql`o.state`,
};

/** An order number as people type it: "bt2026000123", " BT2026000123 ". */
const ORDER_NUMBER = /^BT\d{4,}$/i;

function where(q: AdminOrderListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.state) parts.push(sql`o.state = ${q.state}`);
  if (q.storefront) parts.push(sql`o.locale = ${q.storefront}`);
  if (q.paymentMethod) parts.push(sql`o.payment_method = ${q.paymentMethod}`);
  // Dates are shop days (Prague), inclusive on both ends.
  if (q.from) parts.push(sql`o.created_at >= (${q.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  if (q.to) parts.push(sql`o.created_at < ((${q.to}::date + 1))::timestamp at time zone ${SHOP_TIME_ZONE}`);
  if (q.q) {
    const text = q.q.trim();
    // Each branch is an index lookup: orders_number_idx, orders_email_idx (lower(email)).
    if (ORDER_NUMBER.test(text)) parts.push(sql`o.number = ${text.toUpperCase()}`);
    else if (text.includes('@')) parts.push(sql`lower(o.email) = ${text.toLowerCase()}`);
    else parts.push(sql`(o.number = ${text.toUpperCase()} or lower(o.email) = ${text.toLowerCase()})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * One page of the back office's order list. Newest-first (the default) walks orders_created_idx,
 * a state filter orders_state_created_idx; the count runs on the same filter.
 */
export async function listOrders(db: Db, q: AdminOrderListQuery): Promise<{ rows: AdminOrderDbRow[]; total: number }> {
  const filter = where(q);
  const dir = q.dir === 'asc' ? sql`asc` : sql`desc`;
  const order = sql`${SORT_COLUMNS[q.sort]} ${dir}, o.id ${dir}`;
  const offset = (q.page - 1) * q.pageSize;
  const [rows, count] = await Promise.all([
    queryRows<AdminOrderDbRow>(db, sql`
      select o.id, o.number, o.state, o.locale, o.currency, o.email, o.name, o.payment_method, o.shipping_method, o.total_x100, o.created_at
      from orders o where ${filter} order by ${order} limit ${q.pageSize} offset ${offset}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders o where ${filter}`),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

/** Global search: orders by number or e-mail (exact, indexed), by name (prefix); employees by name or e-mail. */
export async function search(db: Db, text: string, withEmployees: boolean): Promise<{ kind: 'order' | 'employee'; id: number; label: string; detail: string }[]> {
  const q = text.trim();
  const orders = await queryRows<{ id: number; number: string; email: string; name: string; state: string }>(db, sql`
    select id, number, email, name, state from orders
    where number = ${q.toUpperCase()} or lower(email) = ${q.toLowerCase()}
    order by created_at desc, id desc limit 10`);
  const hits: { kind: 'order' | 'employee'; id: number; label: string; detail: string }[] = orders.map((o) => ({ kind: 'order' as const, id: Number(o.id), label: o.number, detail: `${o.name} · ${o.email} · ${o.state}` }));
  if (withEmployees && q.length >= 2) {
    const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`).toLowerCase()}%`;
    const employees = await queryRows<{ id: number; name: string; email: string }>(db, sql`
      select id, name, email from employees where lower(name) like ${like} or lower(email) like ${like} order by name limit 5`);
    hits.push(...employees.map((e) => ({ kind: 'employee' as const, id: Number(e.id), label: e.name, detail: e.email })));
  }
  return hits;
}
