import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';

const iso = (d: Date) => d.toISOString();

export interface ChallengeRow {
  id: number;
  email: string;
  secret_hash: string;
  locale: string;
  attempts: number;
}

/**
 * Stores a new challenge. Earlier open challenges of the address stay valid until they expire or
 * are used: a new request (maybe a stranger's) never voids the code the owner already has. How
 * many can be open at once is bounded by the per-address sending limit.
 */
export async function insertChallenge(db: Db, c: { kind: 'code' | 'link'; email: string; secretHash: string; locale: string; expiresAt: Date }, now: Date): Promise<number> {
  // Old rows of this address are of no use to anyone: the table stays small without a job.
  await db.execute(sql`delete from login_challenges where lower(email) = lower(${c.email}) and expires_at < ${iso(new Date(now.getTime() - 86_400_000))}`);
  const [row] = await queryRows<{ id: string | number }>(db, sql`
    insert into login_challenges (kind, email, secret_hash, locale, expires_at, created_at)
    values (${c.kind}, ${c.email}, ${c.secretHash}, ${c.locale}, ${iso(c.expiresAt)}, ${iso(now)}) returning id`);
  return Number(row!.id);
}

/** The open passcode of an address with this hash (the hash is bound to the address), locked for spending. */
export async function findOpenCode(db: Db, email: string, secretHash: string, now: Date): Promise<ChallengeRow | null> {
  const [row] = await queryRows<ChallengeRow>(db, sql`
    select id::float8 as id, email, secret_hash, locale, attempts from login_challenges
    where kind = 'code' and lower(email) = lower(${email}) and secret_hash = ${secretHash}
      and consumed_at is null and expires_at > ${iso(now)}
    order by created_at desc, id desc limit 1 for update`);
  return row ? { ...row, id: Number(row.id) } : null;
}

/** A wrong try is only recorded on the address's open codes (for the record); it never burns them. */
export async function countWrongAttempt(db: Db, email: string, now: Date): Promise<void> {
  await db.execute(sql`update login_challenges set attempts = attempts + 1
                       where kind = 'code' and lower(email) = lower(${email}) and consumed_at is null and expires_at > ${iso(now)}`);
}

/** Spends a challenge: exactly one caller gets true, however many race. */
export async function consumeChallenge(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: unknown }>(db, sql`
    update login_challenges set consumed_at = ${iso(now)} where id = ${id} and consumed_at is null and expires_at > ${iso(now)} returning id`);
  return rows.length === 1;
}

export async function findOpenLink(db: Db, secretHash: string, now: Date): Promise<ChallengeRow | null> {
  const [row] = await queryRows<ChallengeRow>(db, sql`
    select id::float8 as id, email, secret_hash, locale, attempts from login_challenges
    where kind = 'link' and secret_hash = ${secretHash} and consumed_at is null and expires_at > ${iso(now)}`);
  return row ? { ...row, id: Number(row.id) } : null;
}

export interface CustomerLoginRow {
  id: number;
  email: string;
  name: string | null;
}

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerLoginRow | null> {
  const [row] = await queryRows<CustomerLoginRow>(db, sql`
    select id::float8 as id, email, name from customers where lower(email) = lower(${email}) and deleted_at is null`);
  return row ? { ...row, id: Number(row.id) } : null;
}

/**
 * The customer of a verified address: found or created (concurrent first logins create one row).
 * Marks the address verified and the customer fully logged in.
 */
export async function upsertVerifiedCustomer(db: Db, email: string, locale: string, name: string | null, now: Date): Promise<{ customer: CustomerLoginRow; created: boolean }> {
  const [row] = await queryRows<CustomerLoginRow & { created: boolean }>(db, sql`
    insert into customers (email, name, locale, identification_level, email_verified_at, created_at)
    values (${email}, ${name}, ${locale}, 'full_login', ${iso(now)}, ${iso(now)})
    on conflict (lower(email)) do update set
      identification_level = 'full_login',
      email_verified_at = coalesce(customers.email_verified_at, excluded.email_verified_at),
      name = coalesce(customers.name, excluded.name)
    returning id::float8 as id, email, name, (xmax = 0) as created`);
  return { customer: { id: Number(row!.id), email: row!.email, name: row!.name }, created: Boolean(row!.created) };
}

/** Orders placed as a guest with this (now verified) address become the customer's. */
export async function adoptGuestOrders(db: Db, customerId: number, email: string): Promise<void> {
  await db.execute(sql`update orders set customer_id = ${customerId} where customer_id is null and lower(email) = lower(${email})`);
  await db.execute(sql`update customers set kind = case when kind = 'supplier' then 'buyer_supplier' else 'buyer' end
                       where id = ${customerId} and kind in ('non-buyer', 'supplier')
                         and exists (select 1 from orders where customer_id = ${customerId})`);
}

export async function findIdentity(db: Db, provider: string, subject: string): Promise<number | null> {
  const [row] = await queryRows<{ customer_id: string | number }>(db, sql`
    select i.customer_id from customer_identities i join customers c on c.id = i.customer_id
    where i.provider = ${provider} and i.subject = ${subject} and c.deleted_at is null`);
  return row ? Number(row.customer_id) : null;
}

export async function linkIdentity(db: Db, provider: string, subject: string, customerId: number, email: string, now: Date): Promise<void> {
  await db.execute(sql`insert into customer_identities (provider, subject, customer_id, email, created_at)
                       values (${provider}, ${subject}, ${customerId}, ${email}, ${iso(now)}) on conflict do nothing`);
}

export async function findCustomerById(db: Db, id: number): Promise<CustomerLoginRow | null> {
  const [row] = await queryRows<CustomerLoginRow>(db, sql`select id::float8 as id, email, name from customers where id = ${id} and deleted_at is null`);
  return row ? { ...row, id: Number(row.id) } : null;
}
