import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders, voucherRedemptions, vouchers } from '../../db/schema';
import type { VoucherRecord } from './rules';

type VoucherRow = typeof vouchers.$inferSelect;

const toRecord = (row: VoucherRow): VoucherRecord => ({ ...row, id: Number(row.id) });
const sameCode = (code: string) => sql`upper(${vouchers.code}) = upper(${code})`;

export async function findVoucherByCode(db: Db, code: string): Promise<VoucherRecord | null> {
  const [row] = await db.select().from(vouchers).where(sameCode(code));
  return row ? toRecord(row) : null;
}

/**
 * Takes one use of an active voucher that has uses left, in one conditional UPDATE. The row
 * stays locked until the caller's transaction ends, so redemptions of one voucher run one after
 * another from here on; null when the voucher is unknown, inactive or used up.
 */
export async function takeUse(db: Db, code: string): Promise<VoucherRecord | null> {
  const [row] = await db.update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(and(
      sameCode(code),
      eq(vouchers.active, true),
      or(isNull(vouchers.maxUsesTotal), sql`${vouchers.usedCount} < ${vouchers.maxUsesTotal}`),
    ))
    .returning();
  return row ? toRecord(row) : null;
}

/** Gives uses back (a rejected redemption, a cancelled order); never below zero. */
export async function returnUses(db: Db, voucherId: number, count = 1): Promise<void> {
  await db.update(vouchers)
    .set({ usedCount: sql`greatest(${vouchers.usedCount} - ${count}, 0)` })
    .where(eq(vouchers.id, voucherId));
}

const isCustomerId = (key: string) => /^\d{1,15}$/.test(key);

/**
 * The keys one shopper may appear under: a customer id also answers to the customer's e-mail,
 * an e-mail also to the id of the customer who has it (a guest order, then one logged in).
 */
export async function customerKeys(db: Db, key: string): Promise<string[]> {
  if (isCustomerId(key)) {
    const [row] = await db.select({ email: sql<string>`lower(${customers.email})` }).from(customers).where(eq(customers.id, Number(key)));
    return row ? [key, row.email] : [key];
  }
  const email = key.toLowerCase();
  const [row] = await db.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = ${email}`);
  return row ? [email, String(row.id)] : [email];
}

/** Whether these keys already have an order that was not cancelled (other than `exceptOrderId`). */
export async function hasEarlierOrder(db: Db, keys: readonly string[], exceptOrderId: number | null): Promise<boolean> {
  const ids = keys.filter(isCustomerId).map(Number);
  const emails = keys.filter((k) => !isCustomerId(k));
  const owner: SQL[] = [];
  if (ids.length > 0) owner.push(inArray(orders.customerId, ids));
  if (emails.length > 0) owner.push(inArray(sql`lower(${orders.email})`, emails));
  if (owner.length === 0) return false;
  const conditions = [ne(orders.state, 'cancelled'), or(...owner)!];
  if (exceptOrderId !== null) conditions.push(ne(orders.id, exceptOrderId));
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(...conditions)).limit(1);
  return row !== undefined;
}

/** Active uses of a voucher under any of these keys. */
export async function countUses(db: Db, voucherId: number, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), inArray(voucherRedemptions.customerKey, [...keys]), eq(voucherRedemptions.active, true)));
  return Number(row.n);
}

export async function insertRedemption(
  db: Db, input: { voucherId: number; orderId: number; customerKey: string; now: Date },
): Promise<number> {
  const [row] = await db.insert(voucherRedemptions)
    .values({ voucherId: input.voucherId, orderId: input.orderId, customerKey: input.customerKey, createdAt: input.now })
    .returning({ id: voucherRedemptions.id });
  return Number(row.id);
}

/** Marks an order's redemptions inactive; returns the voucher of each one released. */
export async function deactivateRedemptions(db: Db, orderId: number): Promise<number[]> {
  const rows = await db.update(voucherRedemptions)
    .set({ active: false })
    .where(and(eq(voucherRedemptions.orderId, orderId), eq(voucherRedemptions.active, true)))
    .returning({ voucherId: voucherRedemptions.voucherId });
  return rows.map((r) => Number(r.voucherId));
}

/** Auto-assigned vouchers that are on and within their dates (the rules decide the rest). */
export async function findAutoAssignable(db: Db, now: Date): Promise<VoucherRecord[]> {
  const rows = await db.select().from(vouchers)
    .where(and(
      eq(vouchers.autoAssign, true),
      eq(vouchers.active, true),
      or(isNull(vouchers.validFrom), lte(vouchers.validFrom, now)),
      or(isNull(vouchers.validUntil), gt(vouchers.validUntil, now)),
    ))
    .orderBy(asc(vouchers.id));
  return rows.map(toRecord);
}
