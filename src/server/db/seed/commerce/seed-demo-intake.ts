import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Permission } from '@/contracts/staff';
import { ensureEmployee } from '@/server/modules/staff';
import type { Db } from '../../client';
import { queryRows } from '../../sql';

/**
 * Demo mode only (README "Back office"): the intake desk's staff and a few parcels waiting for it
 * (issue 15 item 7) — a seller with three batches of books from the catalogue, two sent by post
 * and one received already, each with its lead (the seller's list, choices, frozen quotes).
 * Idempotent: a batch code that exists is left alone.
 */
export const DEMO_INTAKE_STAFF = { email: 'intake@bookturn.test', password: 'bookturn-demo-intake', name: 'Demo Příjem' } as const;
export const DEMO_INTAKE_PERMISSIONS: readonly Permission[] = ['intake', 'catalogue', 'warehouse'];
export const DEMO_SELLER_EMAIL = 'prodejce@demo.bookturn.test';
export const DEMO_INTAKE_BATCHES = [
  { code: 'BBDEM00001', state: 'sent', books: 3 },
  { code: 'BBDEM00002', state: 'sent', books: 2 },
  { code: 'BBDEM00003', state: 'received', books: 2 },
] as const;

export async function seedDemoIntake(db: Db, now = new Date()): Promise<{ batches: number }> {
  await ensureEmployee(db, { ...DEMO_INTAKE_STAFF, permissions: DEMO_INTAKE_PERMISSIONS }, now);
  const at = now.toISOString();
  const [customer] = await queryRows<{ id: number }>(db, sql`
    insert into customers (email, name, locale, identification_level, kind, created_at) values (${DEMO_SELLER_EMAIL}, 'Demo Prodejce', 'cs', 'submit_email', 'supplier', ${at})
    on conflict (lower(email)) do update set email = customers.email returning id`);
  const customerId = Number(customer!.id);
  // Editions that sell (a sold copy in the last year): the pricing service quotes them.
  const editions = await queryRows<{ id: number; title: string; isbn13: string }>(db, sql`
    select m.id, m.title, m.isbn13 from mothers m
     where m.isbn13 is not null and exists (select 1 from books b where b.mother_id = m.id and b.state = 'sold')
     order by m.id limit 7`);
  let made = 0;
  let next = 0;
  for (const plan of DEMO_INTAKE_BATCHES) {
    const [exists] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from buyback_batches where code = ${plan.code}`);
    if (Number(exists!.n) > 0) continue;
    const picked = editions.slice(next, next + plan.books);
    next += plan.books;
    if (picked.length === 0) break;
    const [lead] = await queryRows<{ id: number }>(db, sql`
      insert into buyback_leads (token, customer_id, locale, currency, state, payout_method, wallet_bonus_percent, contact, note, transport, submitted_at, created_at, updated_at)
      values (${randomBytes(24).toString('base64url')}, ${customerId}, 'cs', 'CZK', 'submitted', 'wallet', 10, ${JSON.stringify({ name: 'Demo Prodejce', email: DEMO_SELLER_EMAIL })}::jsonb,
              'Knihy po babičce.', '{"kind":"post","carrier":"packeta"}'::jsonb, ${at}, ${at}, ${at})
      returning id`);
    const [batch] = await queryRows<{ id: number }>(db, sql`
      insert into buyback_batches (code, state, lead_id, customer_id, email, locale, currency, carrier, created_at, updated_at)
      values (${plan.code}, ${plan.state}, ${lead!.id}, ${customerId}, ${DEMO_SELLER_EMAIL}, 'cs', 'CZK', 'packeta', ${at}, ${at}) returning id`);
    for (const [i, e] of picked.entries()) {
      const quoted = 2_000 + 1_000 * i;
      const [item] = await queryRows<{ id: number }>(db, sql`
        insert into buyback_lead_items (lead_id, position, input, isbn13, condition, choice, quantity, quote, unit_price_x100, unit_commission_x100)
        values (${lead!.id}, ${i}, ${e.isbn13}, ${e.isbn13}, 'good', 'cash', 1, '{}'::jsonb, ${quoted}, ${quoted * 2}) returning id`);
      await db.execute(sql`
        insert into buyback_batch_books (batch_id, lead_item_id, isbn13, title, mother_id, condition, choice, quoted_x100)
        values (${batch!.id}, ${item!.id}, ${e.isbn13}, ${e.title}, ${e.id}, 'good', 'cash', ${quoted})`);
    }
    const states = plan.state === 'received' ? ['created', 'sent', 'received'] : ['created', 'sent'];
    for (const [i, to] of states.entries()) {
      await db.execute(sql`insert into buyback_batch_events (batch_id, from_state, to_state, at) values (${batch!.id}, ${i === 0 ? null : states[i - 1]}, ${to}, ${at})`);
    }
    made += 1;
  }
  return { batches: made };
}
