import type { Db } from '../../db/client';
import { insertDemoPlaces, markDemoCopiesUnphotographed } from './demo.repository';
import { ensureEmployee } from '../staff';
import { queueCopiesWithoutPhoto } from './queue.service';

/**
 * Demo mode only (README "Back office"): a warehouse employee, two branches with racks and crates,
 * some copies shelved, and five copies waiting for a cover photo (the work queue's jobs).
 */
export const DEMO_WAREHOUSE_STAFF = { email: 'sklad@bookturn.test', password: 'bookturn-demo-sklad', name: 'Demo Skladník' } as const;
export const DEMO_BRANCHES = [
  { code: 'PRG', name: 'Praha – Holešovice', racks: ['PRG-A01', 'PRG-A02', 'PRG-A03', 'PRG-B01'] },
  { code: 'BRN', name: 'Brno – Líšeň', racks: ['BRN-A01', 'BRN-A02'] },
] as const;

/** Idempotent. Puts up to 40 in-stock copies into the first crates (the rest keep their seeded shelf text). */
export async function seedDemoWarehouse(db: Db, now = new Date()): Promise<{ staffId: number; crates: number }> {
  const { id: staffId } = await ensureEmployee(db, { ...DEMO_WAREHOUSE_STAFF, permissions: ['warehouse', 'catalogue'] }, now);
  const crates = await insertDemoPlaces(db, DEMO_BRANCHES, now);
  await markDemoCopiesUnphotographed(db, 5);
  await queueCopiesWithoutPhoto(db, now, 50);
  return { staffId, crates };
}
