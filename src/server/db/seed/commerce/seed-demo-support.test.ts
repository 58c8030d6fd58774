import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { seedDatabase } from '@/server/db/seed';
import { seedDemoStaff } from '@/server/modules/staff';
import { createTestDb } from '../../../../../tests/support/test-db';
import { seedDemoCommission } from './seed-demo-commission';
import { DEMO_SUPPORT_DOMAIN, seedDemoSupport } from './seed-demo-support';

const NOW = new Date('2026-06-10T08:00:00Z');
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await seedDatabase(handle, { books: 400, seed: 7, now: NOW });
});
afterAll(() => handle.close());

describe('demo support desk seed', () => {
  it('fills the desk once: wallet, a credit lock, a pending adjustment, a debt, a comment, a reported review, inbox messages, a pending payout', async () => {
    const { adminId } = await seedDemoStaff(handle.db, NOW);
    await seedDemoCommission(handle.db, { now: NOW });
    expect((await seedDemoSupport(handle.db, { staffId: adminId, now: NOW })).customers).toBe(2);
    expect((await seedDemoSupport(handle.db, { staffId: adminId, now: NOW })).customers).toBe(0);
    const [petra] = await queryRows<{ id: string }>(handle.db, sql`select id from customers where email = ${`petra.podpurna@${DEMO_SUPPORT_DOMAIN}`}`);
    const id = Number(petra!.id);
    const one = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ n: string }>(handle.db, q))[0]!.n);
    expect(await one(sql`select coalesce(sum(amount_x100), 0) as n from wallet_entries where customer_id = ${id}`)).toBe(80_000 - 15_000);
    expect(await one(sql`select count(*) as n from customer_credit_locks where customer_id = ${id} and released_at is null`)).toBe(1);
    expect(await one(sql`select count(*) as n from wallet_adjustments where customer_id = ${id} and state = 'pending'`)).toBe(1);
    expect(await one(sql`select coalesce(sum(amount_x100), 0) as n from customer_debt_entries where customer_id = ${id}`)).toBe(4_900);
    expect(await one(sql`select count(*) as n from customer_comments where customer_id = ${id}`)).toBe(1);
    expect(await one(sql`select count(*) as n from customer_journal where customer_id = ${id}`)).toBeGreaterThanOrEqual(5);
    expect(await one(sql`select count(*) as n from review_reports where customer_id = ${id} and resolved_at is null`)).toBe(1);
    expect(await one(sql`select count(*) as n from contact_messages where closed_at is null`)).toBe(3);
    expect(await one(sql`select count(*) as n from commission_payouts where state = 'requested'`)).toBeGreaterThanOrEqual(1);
  });
});
