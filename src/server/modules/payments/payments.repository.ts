import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';

const iso = (d: Date) => d.toISOString();
export type PaymentState = 'created' | 'pending' | 'paid' | 'failed' | 'cancelled';

export interface PaymentRow {
  id: number;
  order_id: number;
  provider: string;
  method: string;
  amount_x100: number;
  currency: string;
  provider_ref: string | null;
  redirect_url: string | null;
  state: PaymentState;
}

const COLUMNS = sql.raw('id::float8 as id, order_id::float8 as order_id, provider, method, amount_x100, currency, provider_ref, redirect_url, state');
const normalize = (r: PaymentRow): PaymentRow => ({ ...r, id: Number(r.id), order_id: Number(r.order_id), currency: r.currency.trim() });

export async function insertPayment(db: Db, p: { orderId: number; provider: string; method: string; amountX100: number; currency: string }, now: Date): Promise<number> {
  const [row] = await queryRows<{ id: string | number }>(
    db,
    sql`insert into payments (order_id, provider, method, amount_x100, currency, state, created_at, updated_at)
        values (${p.orderId}, ${p.provider}, ${p.method}, ${p.amountX100}, ${p.currency}, 'created', ${iso(now)}, ${iso(now)}) returning id`,
  );
  return Number(row!.id);
}

export async function setPaymentStarted(db: Db, id: number, providerRef: string, redirectUrl: string | null, now: Date): Promise<void> {
  await db.execute(sql`update payments set provider_ref = ${providerRef}, redirect_url = ${redirectUrl}, state = 'pending', updated_at = ${iso(now)} where id = ${id}`);
}

/** Moves a payment to `to` unless it is already paid (paid is final); returns whether it changed. */
export async function setPaymentState(db: Db, id: number, to: PaymentState, now: Date): Promise<boolean> {
  const rows = await queryRows(db, sql`update payments set state = ${to}, updated_at = ${iso(now)} where id = ${id} and state <> 'paid' and state <> ${to} returning id`);
  return rows.length > 0;
}

export async function findPaymentByRef(db: Db, provider: string, providerRef: string, lock = false): Promise<PaymentRow | null> {
  const [row] = await queryRows<PaymentRow>(db, sql`select ${COLUMNS} from payments where provider = ${provider} and provider_ref = ${providerRef} ${lock ? sql`for update` : sql``}`);
  return row ? normalize(row) : null;
}

export async function findPaymentById(db: Db, id: number, lock = false): Promise<PaymentRow | null> {
  const [row] = await queryRows<PaymentRow>(db, sql`select ${COLUMNS} from payments where id = ${id} ${lock ? sql`for update` : sql``}`);
  return row ? normalize(row) : null;
}

export async function latestPayment(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await queryRows<PaymentRow>(db, sql`select ${COLUMNS} from payments where order_id = ${orderId} order by id desc limit 1`);
  return row ? normalize(row) : null;
}

/** Records a provider notification once; false when the same event was already recorded. */
export async function recordEvent(db: Db, e: { provider: string; eventKey: string; paymentId: number | null; outcome: string; payload: unknown }, now: Date): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`insert into payment_events (provider, event_key, payment_id, outcome, payload, received_at)
        values (${e.provider}, ${e.eventKey}, ${e.paymentId}, ${e.outcome}, ${JSON.stringify(e.payload ?? null)}::jsonb, ${iso(now)})
        on conflict (provider, event_key) do nothing returning id`,
  );
  return rows.length > 0;
}
