import { sql } from 'drizzle-orm';
import type { OrderState } from '@/contracts/orders';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { nicknameSkeleton } from './nickname-skeleton';

const iso = (d: Date) => d.toISOString();
const toIso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export interface ProfileRow {
  id: number;
  email: string;
  name: string | null;
  phone_prefix: string | null;
  phone: string | null;
  nickname: string | null;
  bank_account: string | null;
  identification_level: string;
  kind: string;
  notify_order_updates: boolean;
  notify_watchdogs: boolean;
  notify_newsletter: boolean;
  created_at: string;
}

export async function findProfile(db: Db, customerId: number): Promise<ProfileRow | null> {
  const [row] = await queryRows<ProfileRow>(db, sql`
    select id::float8 as id, email, name, phone_prefix, phone, nickname, bank_account, identification_level,
           -- A customer with an order is a buyer (checkout does not touch the row; read-only derivation).
           case when kind in ('non-buyer', 'supplier') and exists (select 1 from orders o where o.customer_id = customers.id)
                then (case when kind = 'supplier' then 'buyer_supplier' else 'buyer' end) else kind end as kind,
           notify_order_updates, notify_watchdogs, notify_newsletter, created_at
    from customers where id = ${customerId} and deleted_at is null`);
  return row ? { ...row, id: Number(row.id), created_at: toIso(row.created_at) } : null;
}

export interface AddressRow { id: number; name: string; street: string; city: string; zip: string; country: string }

export async function findAddresses(db: Db, customerId: number): Promise<AddressRow[]> {
  const rows = await queryRows<AddressRow>(db, sql`
    select id::float8 as id, name, street, city, zip, country from customer_addresses where customer_id = ${customerId} order by id`);
  return rows.map((r) => ({ ...r, id: Number(r.id), country: r.country.trim() }));
}

export async function findProviders(db: Db, customerId: number): Promise<string[]> {
  const rows = await queryRows<{ provider: string }>(db, sql`select distinct provider from customer_identities where customer_id = ${customerId} order by provider`);
  return rows.map((r) => r.provider);
}

export interface ProfileChange {
  name?: string;
  phone_prefix?: string | null;
  phone?: string | null;
  nickname?: string | null;
  bank_account?: string | null;
  notify_order_updates?: boolean;
  notify_watchdogs?: boolean;
  notify_newsletter?: boolean;
}

export async function updateProfile(db: Db, customerId: number, change: ProfileChange): Promise<void> {
  const withSkeleton: Record<string, unknown> = { ...change };
  if (change.nickname !== undefined) withSkeleton.nickname_skeleton = change.nickname === null ? null : nicknameSkeleton(change.nickname);
  const sets = Object.entries(withSkeleton).filter(([, v]) => v !== undefined).map(([k, v]) => sql`${sql.identifier(k)} = ${v}`);
  if (sets.length === 0) return;
  await db.execute(sql`update customers set ${sql.join(sets, sql`, `)} where id = ${customerId}`);
}

/**
 * Whether another customer has this nickname or a look-alike of it (same Unicode skeleton, issue 11).
 * Nicknames saved before skeletons existed get theirs here first (a few at a time, once).
 */
export async function nicknameTaken(db: Db, nickname: string, customerId: number): Promise<boolean> {
  const missing = await queryRows<{ id: string | number; nickname: string }>(db, sql`
    select id, nickname from customers where nickname is not null and nickname_skeleton is null limit 1000`);
  for (const row of missing) {
    await db.execute(sql`update customers set nickname_skeleton = ${nicknameSkeleton(row.nickname)} where id = ${row.id} and nickname = ${row.nickname}`);
  }
  const rows = await queryRows<{ id: unknown }>(db, sql`
    select id from customers where (lower(nickname) = lower(${nickname}) or nickname_skeleton = ${nicknameSkeleton(nickname)}) and id <> ${customerId}`);
  return rows.length > 0;
}

export async function countAddresses(db: Db, customerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*)::int as n from customer_addresses where customer_id = ${customerId}`);
  return Number(row?.n ?? 0);
}

export async function insertAddress(db: Db, customerId: number, a: Omit<AddressRow, 'id'>, now: Date): Promise<void> {
  await db.execute(sql`insert into customer_addresses (customer_id, name, street, city, zip, country, created_at)
                       values (${customerId}, ${a.name}, ${a.street}, ${a.city}, ${a.zip}, ${a.country}, ${iso(now)})`);
}

/** Only the owner's row changes; another customer's id changes nothing (false → 404). */
export async function updateAddress(db: Db, customerId: number, id: number, a: Omit<AddressRow, 'id'>): Promise<boolean> {
  const rows = await queryRows<{ id: unknown }>(db, sql`
    update customer_addresses set name = ${a.name}, street = ${a.street}, city = ${a.city}, zip = ${a.zip}, country = ${a.country}
    where id = ${id} and customer_id = ${customerId} returning id`);
  return rows.length === 1;
}

export async function deleteAddress(db: Db, customerId: number, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: unknown }>(db, sql`delete from customer_addresses where id = ${id} and customer_id = ${customerId} returning id`);
  return rows.length === 1;
}

export interface OrderListRow {
  number: string; state: OrderState; currency: string; total_x100: number; item_count: number; created_at: string; expires_at: string | null;
}

export async function findCustomerOrders(db: Db, customerId: number): Promise<OrderListRow[]> {
  const rows = await queryRows<OrderListRow>(db, sql`
    select o.number, o.state, o.currency, o.total_x100, o.created_at, o.expires_at,
           (select count(*)::int from order_lines l where l.order_id = o.id and l.active) as item_count
    from orders o where o.customer_id = ${customerId} order by o.created_at desc, o.id desc limit 200`);
  return rows.map((r) => ({ ...r, currency: r.currency.trim(), item_count: Number(r.item_count), created_at: toIso(r.created_at), expires_at: r.expires_at ? toIso(r.expires_at) : null }));
}

/** The payment code of one of this customer's orders; null for another's or an unknown number (IDOR → 404). */
export async function findOwnOrderCode(db: Db, customerId: number, number: string): Promise<{ id: number; code: string } | null> {
  const [row] = await queryRows<{ id: string | number; public_code: string }>(db, sql`
    select id, public_code from orders where number = ${number} and customer_id = ${customerId}`);
  return row ? { id: Number(row.id), code: row.public_code } : null;
}

export async function findOrderHistory(db: Db, orderId: number): Promise<{ state: OrderState; at: string }[]> {
  const rows = await queryRows<{ to_state: OrderState; created_at: string }>(db, sql`
    select to_state, created_at from order_journal where order_id = ${orderId} order by created_at, id`);
  return rows.map((r) => ({ state: r.to_state, at: toIso(r.created_at) }));
}

export async function findWallet(db: Db, customerId: number) {
  const balances = await queryRows<{ currency: string; balance: number | string }>(db, sql`
    select currency, sum(amount_x100)::int as balance from wallet_entries where customer_id = ${customerId} group by currency order by currency`);
  const entries = await queryRows<{ amount_x100: number; currency: string; reason: string; number: string | null; created_at: string }>(db, sql`
    select w.amount_x100, w.currency, w.reason, o.number, w.created_at from wallet_entries w left join orders o on o.id = w.order_id
    where w.customer_id = ${customerId} order by w.created_at desc, w.id desc limit 500`);
  return {
    balances: balances.map((b) => ({ currency: b.currency.trim(), balanceX100: Number(b.balance) })),
    entries: entries.map((e) => ({ amountX100: e.amount_x100, currency: e.currency.trim(), reason: e.reason, orderNumber: e.number, createdAt: toIso(e.created_at) })),
  };
}

export async function findPayments(db: Db, customerId: number) {
  const rows = await queryRows<{ number: string; method: string; amount_x100: number; currency: string; state: string; created_at: string }>(db, sql`
    select o.number, p.method, p.amount_x100, p.currency, p.state, p.created_at from payments p join orders o on o.id = p.order_id
    where o.customer_id = ${customerId} order by p.created_at desc, p.id desc limit 500`);
  return rows.map((r) => ({ orderNumber: r.number, method: r.method, amountX100: r.amount_x100, currency: r.currency.trim(), state: r.state, createdAt: toIso(r.created_at) }));
}

export async function findInvoicedOrders(db: Db, customerId: number) {
  const rows = await queryRows<{ number: string; total_x100: number; currency: string; issued: string }>(db, sql`
    select number, total_x100, currency, coalesce(paid_at, created_at) as issued from orders
    where customer_id = ${customerId} and state not in ('cancelled', 'new') order by created_at desc, id desc limit 500`);
  return rows.map((r) => ({ orderNumber: r.number, totalX100: r.total_x100, currency: r.currency.trim(), issuedAt: toIso(r.issued) }));
}

export async function readFilterLanguages(db: Db, customerId: number): Promise<number[] | null> {
  const [row] = await queryRows<{ filter_languages: number[] | string | null }>(db, sql`select filter_languages from customers where id = ${customerId}`);
  const raw = row?.filter_languages ?? null;
  if (raw === null) return null;
  if (Array.isArray(raw)) return raw.map(Number);
  // Some drivers hand integer[] back as its text form "{1,3}".
  return String(raw).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

export async function writeFilterLanguages(db: Db, customerId: number, languages: readonly number[]): Promise<void> {
  await db.execute(sql`update customers set filter_languages = ${`{${languages.map((n) => Math.trunc(n)).join(',')}}`}::integer[] where id = ${customerId}`);
}

export async function countOpenOrders(db: Db, customerId: number, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`
    select count(*)::int as n from orders where customer_id = ${customerId}
      and (state in ('paid', 'packed', 'shipped') or (state in ('new', 'awaiting_payment') and (expires_at is null or expires_at > ${iso(now)})))`);
  return Number(row?.n ?? 0);
}

/**
 * Everything an account has handed out that works without its session (issue 11): wishlist share
 * links stop working, push subscriptions go, commission tokens are revoked. Runs in the deletion's
 * transaction; new kinds of grants belong here.
 */
export async function revokeAccountGrants(db: Db, customerId: number, now: Date): Promise<void> {
  await db.execute(sql`update wishlist_links set revoked_at = ${iso(now)}::timestamptz where customer_id = ${customerId} and revoked_at is null`);
  await db.execute(sql`delete from push_subscriptions where customer_id = ${customerId}`);
  await revokeCommissionTokens(db, customerId, now);
}

/**
 * THE hook for commission tokens (the book-buying service's links a supplier uses without logging
 * in; a later issue adds them): revoke every token of this customer here, e.g.
 * `update commission_tokens set revoked_at = now where customer_id = … and revoked_at is null`.
 * Until that table exists there is nothing to revoke. Called by revokeAccountGrants on deletion.
 */
export async function revokeCommissionTokens(db: Db, customerId: number, now: Date): Promise<void> {
  void db;
  void customerId;
  void now;
}

/**
 * Deletes the account: sessions, addresses, linked identities, login challenges and the cart go;
 * the customer row keeps only its id (orders, invoices and the wallet ledger are records the shop
 * must keep, and they hold their own copy of the buyer's name and address); orders lose the link.
 */
export async function deleteAccount(db: Db, customerId: number, email: string, now: Date): Promise<void> {
  await db.execute(sql`delete from customer_sessions where customer_id = ${customerId}`);
  await revokeAccountGrants(db, customerId, now);
  await db.execute(sql`delete from customer_addresses where customer_id = ${customerId}`);
  await db.execute(sql`delete from customer_identities where customer_id = ${customerId}`);
  await db.execute(sql`delete from login_challenges where lower(email) = lower(${email})`);
  await db.execute(sql`delete from book_claims where cart_id in (select id from carts where customer_id = ${customerId})`);
  await db.execute(sql`delete from carts where customer_id = ${customerId}`);
  await db.execute(sql`update orders set customer_id = null where customer_id = ${customerId}`);
  await db.execute(sql`update customers set email = ${`deleted-${customerId}@deleted.invalid`}, name = null, phone = null, phone_prefix = null,
                         nickname = null, nickname_skeleton = null, wishlist_public = false, bank_account = null, filter_languages = null, notify_newsletter = false,
                         identification_level = 'anonymous', deleted_at = ${iso(now)} where id = ${customerId}`);
}

/** The new address, proven by a code; false when another account has it. */
export async function changeEmail(db: Db, customerId: number, email: string, now: Date): Promise<boolean> {
  const taken = await queryRows<{ id: unknown }>(db, sql`select id from customers where lower(email) = lower(${email}) and id <> ${customerId}`);
  if (taken.length > 0) return false;
  await db.execute(sql`update customers set email = ${email}, email_verified_at = ${iso(now)} where id = ${customerId}`);
  return true;
}
