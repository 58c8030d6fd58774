import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import type { ReviewFinding, UnpaidHeld } from './abuse-rules';

const iso = (d: Date) => d.toISOString();

/**
 * Live unpaid orders: not paid, not cancelled or further along, and not past their deadline
 * (cash-on-delivery orders have none until they are packed). Their active lines are the copies
 * they keep off sale.
 */
const liveUnpaid = (now: Date) => sql`o.paid_at is null and o.state in ('new', 'awaiting_payment')
  and (o.expires_at is null or o.expires_at > ${iso(now)}::timestamptz)`;

async function heldWhere(db: Db, where: SQL, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`
    select count(*)::int as n from order_lines l join orders o on o.id = l.order_id
     where l.active and ${liveUnpaid(now)} and ${where}`);
  return Number(row?.n ?? 0);
}

export interface OrderOrigin {
  email: string;
  /** Null when the client address is not known. */
  ip: string | null;
  /** The browser's cart id; null for an order without one (POST orders from a bare client). */
  device: string | null;
}

/**
 * Serializes the checkouts of one e-mail / IP / device (always locked in this order, so two
 * checkouts cannot deadlock): the counts below then stay true until this transaction ends.
 * Transaction-scoped advisory locks; PGlite runs one transaction at a time anyway.
 */
export async function lockOrigin(db: Db, origin: OrderOrigin): Promise<void> {
  const keys = [`unpaid:email:${origin.email.toLowerCase()}`];
  if (origin.ip) keys.push(`unpaid:ip:${origin.ip}`);
  if (origin.device) keys.push(`unpaid:device:${origin.device}`);
  for (const key of keys) await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 11))`);
}

/** Copies held by live unpaid orders of this e-mail, IP and device, and the other e-mails with such orders from the IP. */
export async function unpaidHeld(db: Db, origin: OrderOrigin, now: Date): Promise<{ held: UnpaidHeld; otherEmailsFromIp: number | null }> {
  const email = await heldWhere(db, sql`lower(o.email) = lower(${origin.email})`, now);
  const ip = origin.ip ? await heldWhere(db, sql`o.client_ip = ${origin.ip}`, now) : null;
  const device = origin.device ? await heldWhere(db, sql`o.device_id = ${origin.device}`, now) : null;
  let otherEmailsFromIp: number | null = null;
  if (origin.ip) {
    const [row] = await queryRows<{ n: number | string }>(db, sql`
      select count(distinct lower(o.email))::int as n from orders o
       where o.client_ip = ${origin.ip} and lower(o.email) <> lower(${origin.email}) and ${liveUnpaid(now)}`);
    otherEmailsFromIp = Number(row?.n ?? 0);
  }
  return { held: { email, ip, device }, otherEmailsFromIp };
}

/** Puts an order on the order-verification desk's list, once per reason. */
export async function recordReviews(db: Db, orderId: number, findings: readonly ReviewFinding[], now: Date): Promise<void> {
  for (const f of findings) {
    await db.execute(sql`insert into order_reviews (order_id, reason, detail, created_at)
                         values (${orderId}, ${f.reason}, ${JSON.stringify(f.detail)}::jsonb, ${iso(now)})
                         on conflict (order_id, reason) do nothing`);
  }
}

export interface OpenReview { orderId: number; number: string; reason: string; detail: Record<string, unknown> | null; createdAt: Date }

/** What the order-verification desk lists: unresolved reviews, oldest first. */
export async function openReviews(db: Db): Promise<OpenReview[]> {
  const rows = await queryRows<{ order_id: number; number: string; reason: string; detail: Record<string, unknown> | null; created_at: Date | string }>(db, sql`
    select r.order_id::float8 as order_id, o.number, r.reason, r.detail, r.created_at
      from order_reviews r join orders o on o.id = r.order_id
     where r.resolved_at is null order by r.created_at, r.order_id, r.reason`);
  return rows.map((r) => ({ orderId: Number(r.order_id), number: r.number, reason: r.reason, detail: r.detail, createdAt: new Date(r.created_at) }));
}

/** The logged-in customer as far as the abuse rules care: whose address is proven, and the name on file. */
export async function customerIdentity(db: Db, customerId: number): Promise<{ email: string; verified: boolean; name: string | null } | null> {
  const [row] = await queryRows<{ email: string; email_verified_at: unknown; name: string | null }>(db, sql`
    select email, email_verified_at, name from customers where id = ${customerId} and deleted_at is null`);
  return row ? { email: row.email, verified: row.email_verified_at !== null, name: row.name } : null;
}
