import { sql } from 'drizzle-orm';
import type { OrderState } from '@/contracts/orders';
import { journalEvent, type JournalEvent } from '@/contracts/order-journal';
import type { Db } from '../../db/client';
import { bigintArray, queryRows } from '../../db/sql';
import { canTransition, UNPAID_STATES } from './order-state';

const iso = (d: Date) => d.toISOString();
/** A claim that never lapses (paid order, cash on delivery). */
export const FOREVER = 'infinity';

export interface OrderRow {
  id: number;
  number: string;
  public_code: string;
  locale: string;
  currency: 'CZK' | 'EUR';
  customer_id: number | null;
  email: string;
  phone: string;
  name: string;
  address: Record<string, string> | null;
  shipping_method: string;
  pudo_id: string | null;
  pudo_label: string | null;
  payment_method: string;
  items_x100: number;
  shipping_x100: number;
  payment_fee_x100: number;
  discount_x100: number;
  wallet_x100: number;
  total_x100: number;
  voucher_code: string | null;
  state: OrderState;
  expires_at: Date | null;
  paid_at: Date | null;
  parent_order_id: number | null;
  flag: string | null;
  /** An order from an unverified address whose one-click e-mail confirmation has not come back (docs/adr/0012). */
  awaiting_confirmation: boolean;
  created_at: Date;
}

const ORDER_COLUMNS = sql.raw(`id::float8 as id, number, public_code, locale, currency, customer_id::float8 as customer_id, email, phone, name,
  address, shipping_method, pudo_id, pudo_label, payment_method, items_x100, shipping_x100, payment_fee_x100, discount_x100,
  wallet_x100, total_x100, voucher_code, state, expires_at, paid_at, parent_order_id::float8 as parent_order_id, flag,
  (confirm_token_hash is not null) as awaiting_confirmation, created_at`);

const toDate = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));
function normalize(row: OrderRow): OrderRow {
  return {
    ...row, id: Number(row.id), customer_id: row.customer_id === null ? null : Number(row.customer_id),
    parent_order_id: row.parent_order_id === null ? null : Number(row.parent_order_id),
    expires_at: toDate(row.expires_at), paid_at: toDate(row.paid_at), created_at: toDate(row.created_at)!,
    currency: row.currency.trim() as 'CZK' | 'EUR', awaiting_confirmation: Boolean(row.awaiting_confirmation),
  };
}

export async function findOrderByCode(db: Db, code: string, lock = false): Promise<OrderRow | null> {
  const [row] = await queryRows<OrderRow>(db, sql`select ${ORDER_COLUMNS} from orders where public_code = ${code} ${lock ? sql`for update` : sql``}`);
  return row ? normalize(row) : null;
}

export async function findOrderById(db: Db, id: number, lock = false): Promise<OrderRow | null> {
  const [row] = await queryRows<OrderRow>(db, sql`select ${ORDER_COLUMNS} from orders where id = ${id} ${lock ? sql`for update` : sql``}`);
  return row ? normalize(row) : null;
}

const formatOrderNumber = (at: Date, n: string | number) => `BT${String(at.getUTCFullYear()).slice(2)}${String(n).padStart(6, '0')}`;

export async function nextOrderNumber(db: Db, now: Date): Promise<string> {
  const [row] = await queryRows<{ n: string | number }>(db, sql`select nextval('order_number_seq')::text as n`);
  return formatOrderNumber(now, row!.n);
}

/** Numbers for many orders at once (the demo seed, the admin benchmark), one per creation time. */
export async function nextOrderNumbers(db: Db, createdAt: readonly Date[]): Promise<string[]> {
  if (createdAt.length === 0) return [];
  const rows = await queryRows<{ n: string | number }>(db, sql`select nextval('order_number_seq') as n from generate_series(1, ${createdAt.length})`);
  const values = rows.map((r) => Number(r.n)).sort((a, b) => a - b);
  return createdAt.map((at, i) => formatOrderNumber(at, values[i]!));
}

export type NewOrder = Omit<OrderRow, 'id' | 'paid_at' | 'flag' | 'created_at' | 'state' | 'awaiting_confirmation'> & { state: OrderState };

/** Where an order came from (caps on unpaid copies) and, for an unverified address, its confirmation token's hash. */
export interface OrderOrigin { clientIp: string | null; deviceId: string | null; confirmTokenHash: string | null }

export async function insertOrder(db: Db, order: NewOrder, now: Date, origin: OrderOrigin = { clientIp: null, deviceId: null, confirmTokenHash: null }): Promise<number> {
  const [row] = await queryRows<{ id: string | number }>(
    db,
    sql`insert into orders (number, public_code, locale, currency, customer_id, email, phone, name, address, shipping_method, pudo_id,
          pudo_label, payment_method, items_x100, shipping_x100, payment_fee_x100, discount_x100, wallet_x100, total_x100, voucher_code,
          state, expires_at, parent_order_id, client_ip, device_id, confirm_token_hash, created_at, updated_at)
        values (${order.number}, ${order.public_code}, ${order.locale}, ${order.currency}, ${order.customer_id}, ${order.email},
          ${order.phone}, ${order.name}, ${order.address ? JSON.stringify(order.address) : null}::jsonb, ${order.shipping_method},
          ${order.pudo_id}, ${order.pudo_label}, ${order.payment_method}, ${order.items_x100}, ${order.shipping_x100},
          ${order.payment_fee_x100}, ${order.discount_x100}, ${order.wallet_x100}, ${order.total_x100}, ${order.voucher_code},
          ${order.state}, ${order.expires_at ? iso(order.expires_at) : null}::timestamptz, ${order.parent_order_id},
          ${origin.clientIp}, ${origin.deviceId}, ${origin.confirmTokenHash}, ${iso(now)}, ${iso(now)})
        returning id`,
  );
  return Number(row!.id);
}

/**
 * Claims copies for an order in one conditional upsert: a copy in stock that is unclaimed, whose
 * claim lapsed, or that `cartId` holds. `until` is the payment deadline or FOREVER.
 */
export async function claimForOrder(db: Db, orderId: number, cartId: string | null, ids: readonly number[], now: Date, until: Date | typeof FOREVER): Promise<number[]> {
  const untilSql = until === FOREVER ? sql`'infinity'::timestamptz` : sql`${iso(until)}::timestamptz`;
  const rows = await queryRows<{ book_id: string | number }>(
    db,
    sql`insert into book_claims (book_id, cart_id, order_id, until, claimed_at)
        select b.id, null, ${orderId}, ${untilSql}, ${iso(now)}::timestamptz
          from books b where b.id = any(${bigintArray(ids)}) and b.state = 'in_stock'
        on conflict (book_id) do update
           set cart_id = null, order_id = excluded.order_id, until = excluded.until, claimed_at = excluded.claimed_at
         where book_claims.until <= ${iso(now)}::timestamptz
            or book_claims.order_id = ${orderId}
            ${cartId ? sql`or book_claims.cart_id = ${cartId}::uuid` : sql``}
        returning book_id`,
  );
  return rows.map((r) => Number(r.book_id));
}

/** Sets the claims an order has to `until` (e.g. FOREVER once paid). */
export async function extendOrderClaims(db: Db, orderId: number, until: Date | typeof FOREVER): Promise<void> {
  const untilSql = until === FOREVER ? sql`'infinity'::timestamptz` : sql`${iso(until)}::timestamptz`;
  await db.execute(sql`update book_claims set until = ${untilSql} where order_id = ${orderId}`);
}

/**
 * Lines of other, lapsed orders still marked active for these copies are retired (the copy
 * changes hands only after their claim lapsed), and those orders are recorded as cancelled.
 */
export async function retireLapsedLines(db: Db, ids: readonly number[], now: Date, exceptOrderId: number | null = null): Promise<number[]> {
  const rows = await queryRows<{ order_id: string | number }>(
    db,
    sql`update order_lines set active = false
         where active and book_id = any(${bigintArray(ids)}) ${exceptOrderId === null ? sql`` : sql`and order_id <> ${exceptOrderId}`}
        returning order_id`,
  );
  const orderIds = [...new Set(rows.map((r) => Number(r.order_id)))];
  for (const id of orderIds) await transition(db, id, UNPAID_STATES, 'cancelled', 'payment deadline passed; copy sold to another order', now, sql``, { event: journalEvent('deadline-copy-sold', {}) });
  return orderIds;
}

export interface LineInput { copyId: number; title: string; conditionId: number; priceX100: number }

export async function insertLines(db: Db, orderId: number, lines: readonly LineInput[]): Promise<void> {
  for (const line of lines) {
    await db.execute(sql`insert into order_lines (order_id, book_id, title, condition_id, price_x100)
                         values (${orderId}, ${line.copyId}, ${line.title}, ${line.conditionId}, ${line.priceX100})`);
  }
}

export interface OrderLineRow { book_id: number; title: string; condition_id: number; price_x100: number; active: boolean }

export async function findLines(db: Db, orderId: number): Promise<OrderLineRow[]> {
  const rows = await queryRows<OrderLineRow>(db, sql`select book_id::float8 as book_id, title, condition_id, price_x100, active from order_lines where order_id = ${orderId} order by id`);
  return rows.map((r) => ({ ...r, book_id: Number(r.book_id) }));
}

/**
 * Moves an order from one of `from` to `to` in a conditional UPDATE and journals it; returns false
 * (and writes nothing) if the order was not in `from` — a concurrent change won.
 */
export async function transition(db: Db, orderId: number, from: readonly OrderState[], to: OrderState, reason: string, now: Date, extra = sql``, actor: JournalActor = {}): Promise<boolean> {
  // The state machine (order-state.ts) is the one list of moves: a caller asking for another is a bug.
  const illegal = from.filter((state) => !canTransition(state, to));
  if (illegal.length > 0) throw new Error(`Order state machine has no edge ${illegal.join('|')} → ${to}`);
  const fromList = sql.join(from.map((s) => sql`${s}`), sql`, `);
  const rows = await queryRows<{ state: string }>(
    db,
    // The FROM sub-select reads (and locks) the row before the update, so `returning` gives the old state.
    sql`update orders set state = ${to}, updated_at = ${iso(now)} ${extra}
          from (select id as old_id, state as old_state from orders where id = ${orderId} and state in (${fromList}) for update) old
         where orders.id = old.old_id
        returning old.old_state as state`,
  );
  if (rows.length === 0) return false;
  await journal(db, orderId, rows[0]!.state as OrderState, to, reason, now, actor);
  return true;
}

/** Who made a journaled change and in which desk action (docs/adr/0020); empty for the shop's own moves. */
export interface JournalActor {
  staffId?: number | null;
  action?: string | null;
  kind?: 'state' | 'staff_action' | 'payment' | 'email' | 'refund' | 'comment';
  details?: Record<string, unknown> | null;
  /**
   * What happened as data (src/contracts/order-journal.ts): stored in details.event, so the back
   * office renders it in the employee's language; `reason` stays the English sentence.
   */
  event?: JournalEvent | null;
}

/** The row's details with its event (details.event), or null when there is neither. */
export function journalDetails(actor: Pick<JournalActor, 'details' | 'event'>): Record<string, unknown> | null {
  if (!actor.event) return actor.details ?? null;
  return { ...(actor.details ?? {}), event: actor.event };
}

export async function journal(db: Db, orderId: number, fromState: OrderState | null, toState: OrderState, reason: string, now: Date, actor: JournalActor = {}): Promise<void> {
  const details = journalDetails(actor);
  await db.execute(sql`insert into order_journal (order_id, from_state, to_state, reason, kind, actor_staff_id, action, details, created_at)
                       values (${orderId}, ${fromState}, ${toState}, ${reason}, ${actor.kind ?? 'state'}, ${actor.staffId ?? null}, ${actor.action ?? null},
                               ${details ? JSON.stringify(details) : null}::jsonb, ${iso(now)})`);
}

export async function flagOrder(db: Db, orderId: number, flag: string, now: Date): Promise<void> {
  await db.execute(sql`update orders set flag = ${flag}, updated_at = ${iso(now)} where id = ${orderId}`);
}

export async function markBooksSold(db: Db, orderId: number, now: Date): Promise<void> {
  await db.execute(sql`update books set state = 'sold', sold_at = ${iso(now)}
                        where id in (select book_id from order_lines where order_id = ${orderId} and active) and state = 'in_stock'`);
}

/** Cancellation: the order's copies are free again (back in stock if it had sold them). */
export async function releaseOrder(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`update books set state = 'in_stock', sold_at = null
                        where id in (select book_id from book_claims where order_id = ${orderId}) and state = 'sold'`);
  await db.execute(sql`delete from book_claims where order_id = ${orderId}`);
  await db.execute(sql`update order_lines set active = false where order_id = ${orderId}`);
}

/** The journal reason of a cancellation by the shopper (its voucher use and wallet credit went back). */
export const CUSTOMER_CANCEL_REASON = 'cancelled by the customer';

/**
 * The order was cancelled on purpose — by the shopper or by an employee at the order desk (or
 * merged into another order) — rather than by its deadline: money arriving later goes back.
 */
export async function wasCancelledByCustomer(db: Db, orderId: number): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from order_journal where order_id = ${orderId} and to_state = 'cancelled'
          and (reason = ${CUSTOMER_CANCEL_REASON} or (kind = 'staff_action' and action in ('cancel', 'merge')))`,
  );
  return Number(row?.n ?? 0) > 0;
}

/**
 * Money arrived: claims EVERY copy the order was placed with for good — also the lines another
 * checkout retired after this order lapsed, so a copy sold elsewhere meanwhile shows up as missing
 * (never an order paid in full that ships only part of itself). When all are won, lines of other
 * lapsed orders for them are retired and this order's lines are active again. False: at least
 * one copy is gone (the claims it did win are the caller's to release).
 */
export async function reclaimForPaidOrder(db: Db, orderId: number, now: Date): Promise<boolean> {
  return reclaimAllLines(db, orderId, now, FOREVER);
}

/** reclaimForPaidOrder with any `until` (a confirmed bank-transfer order keeps its copies until its deadline). */
export async function reclaimAllLines(db: Db, orderId: number, now: Date, until: Date | typeof FOREVER): Promise<boolean> {
  const wanted = (await findLines(db, orderId)).map((l) => l.book_id);
  if (wanted.length === 0) return false;
  const got = await claimForOrder(db, orderId, null, wanted, now, until);
  if (got.length !== wanted.length) return false;
  await retireLapsedLines(db, got, now, orderId);
  await db.execute(sql`update order_lines set active = true where order_id = ${orderId} and not active`);
  return true;
}

/** The order whose confirmation token has this hash, locked (null: unknown or already used). */
export async function findOrderByConfirmHash(db: Db, tokenHash: string): Promise<OrderRow | null> {
  const [row] = await queryRows<OrderRow>(db, sql`select ${ORDER_COLUMNS} from orders where confirm_token_hash = ${tokenHash} for update`);
  return row ? normalize(row) : null;
}

/** Spends the confirmation token (single use) and sets the order's new deadline (null: none, cash on delivery). */
export async function markConfirmed(db: Db, orderId: number, expiresAt: Date | null, now: Date): Promise<void> {
  await db.execute(sql`update orders set confirm_token_hash = null, confirmed_at = ${iso(now)}, expires_at = ${expiresAt ? iso(expiresAt) : null}::timestamptz,
                        updated_at = ${iso(now)} where id = ${orderId}`);
}

/** The token of an order that can no longer be confirmed stops working. */
export async function dropConfirmToken(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`update orders set confirm_token_hash = null where id = ${orderId}`);
}

export async function walletBalance(db: Db, customerId: number, currency: string, lock: boolean): Promise<number> {
  if (lock) await db.execute(sql`select id from customers where id = ${customerId} for update`);
  const [row] = await queryRows<{ s: string | number | null }>(db, sql`select coalesce(sum(amount_x100), 0)::int as s from wallet_entries where customer_id = ${customerId} and currency = ${currency}`);
  return Number(row?.s ?? 0);
}

export async function addWalletEntry(db: Db, entry: { customerId: number; currency: string; amountX100: number; reason: string; orderId: number | null }, now: Date): Promise<void> {
  await db.execute(sql`insert into wallet_entries (customer_id, currency, amount_x100, reason, order_id, created_at)
                       values (${entry.customerId}, ${entry.currency}, ${entry.amountX100}, ${entry.reason}, ${entry.orderId}, ${iso(now)})`);
}

/** Money for an order already on its way (cash on delivery collected): the state stays, paid_at is set. */
export async function setPaidAtNow(db: Db, orderId: number, now: Date): Promise<void> {
  await db.execute(sql`update orders set paid_at = ${iso(now)}, updated_at = ${iso(now)} where id = ${orderId} and paid_at is null`);
}

/** The extra column a transition to `paid` sets (transition's `extra`). */
export const setPaidAt = (now: Date) => sql`, paid_at = ${now.toISOString()}::timestamptz`;
