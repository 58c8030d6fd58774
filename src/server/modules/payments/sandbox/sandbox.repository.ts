import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxPayments } from '../../../db/schema';

export type SandboxStatus = 'pending' | 'paid' | 'failed' | 'cancelled';
export type SandboxResult = Exclude<SandboxStatus, 'pending'>;

export interface SandboxPaymentRow {
  ref: string;
  amountX100: number;
  currency: string;
  label: string;
  returnUrl: string;
  status: SandboxStatus;
  createdAt: Date;
}

export async function insertSandboxPayment(db: Db, row: Omit<SandboxPaymentRow, 'status'>): Promise<void> {
  await db.insert(sandboxPayments).values({ ...row, status: 'pending' });
}

export async function findSandboxPayment(db: Db, ref: string): Promise<SandboxPaymentRow | null> {
  const rows = await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref)).limit(1);
  return rows[0] ?? null;
}

/**
 * Records the shopper's choice if the payment is still pending: one conditional UPDATE, so a
 * double click or a second tab cannot turn a paid payment into a failed one. True if it changed.
 */
export async function settleSandboxPayment(db: Db, ref: string, result: SandboxResult): Promise<boolean> {
  const changed = await db.update(sandboxPayments)
    .set({ status: result })
    .where(and(eq(sandboxPayments.ref, ref), eq(sandboxPayments.status, 'pending')))
    .returning({ ref: sandboxPayments.ref });
  return changed.length > 0;
}
