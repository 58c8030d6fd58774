import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { seedDatabase } from '@/server/db/seed';
import { createTestDb } from '../../../../../tests/support/test-db';
import { DEMO_INTAKE_BATCHES, seedDemoIntake } from './seed-demo-intake';

const NOW = new Date('2026-06-10T08:00:00Z');
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await seedDatabase(handle, { books: 400, seed: 7, now: NOW });
});
afterAll(() => handle.close());

describe('demo intake seed', () => {
  it('makes the intake employee and the parcels waiting for intake, once', async () => {
    expect((await seedDemoIntake(handle.db, NOW)).batches).toBe(DEMO_INTAKE_BATCHES.length);
    expect((await seedDemoIntake(handle.db, NOW)).batches).toBe(0);
    const rows = await queryRows<{ code: string; state: string; books: number; items: number }>(handle.db, sql`
      select b.code, b.state, (select count(*)::int from buyback_batch_books k where k.batch_id = b.id) as books,
             (select count(*)::int from buyback_lead_items i where i.lead_id = b.lead_id) as items
        from buyback_batches b where b.code like 'BBDEM%' order by b.code`);
    expect(rows.map((r) => [r.code, r.state, Number(r.books), Number(r.items)])).toEqual(DEMO_INTAKE_BATCHES.map((p) => [p.code, p.state, p.books, p.books]));
    const [staff] = await queryRows<{ permissions: string[] }>(handle.db, sql`
      select array_agg(p.permission order by p.permission) as permissions from employees e join employee_permissions p on p.employee_id = e.id where e.email = 'intake@bookturn.test'`);
    expect(staff!.permissions).toEqual(['catalogue', 'intake', 'warehouse']);
  });
});
