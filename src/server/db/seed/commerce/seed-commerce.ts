import type { DbHandle } from '../../client';
import { vouchers } from '../../schema';
import { demoVouchers } from './demo-vouchers';

export interface CommerceSummary {
  vouchers: number;
}

/**
 * Demo commerce data (shipping reference data comes with migration 0006). Idempotent: a voucher
 * whose code exists is left as it is. Returns how many rows were inserted.
 */
export async function seedCommerce(handle: DbHandle, opts: { now?: Date } = {}): Promise<CommerceSummary> {
  const inserted = await handle.db.insert(vouchers).values(demoVouchers(opts.now ?? new Date()))
    .onConflictDoNothing().returning({ id: vouchers.id });
  return { vouchers: inserted.length };
}
