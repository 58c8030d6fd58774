import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { makeIsbnPair } from '@/server/db/seed/isbn';

/**
 * Test rows for buying books: titles with known ISBNs (978-80-00-…, a registered Czech range, so
 * isbn3 accepts them), copies in stock or sold at given prices and days, readers waiting.
 */
let item = 0;
const nextItem = () => {
  item += 1;
  return (Date.now() % 50_000) + item;
};

export interface TestTitle { workId: number; editionId: number; isbn13: string; isbn10: string; title: string }

export async function createTitle(handle: DbHandle, title = `Kniha ${nextItem()}`, editionTitle = title): Promise<TestTitle> {
  let pair = makeIsbnPair('80', '00', nextItem() % 100_000);
  // Never an ISBN another test title holds.
  for (;;) {
    const [taken] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from mothers where isbn13 = ${pair!.isbn13}`);
    if (Number(taken!.n) === 0) break;
    pair = makeIsbnPair('80', '00', nextItem() % 100_000);
  }
  const [g] = await queryRows<{ id: number }>(handle.db, sql`insert into grandmothers (title) values (${title}) returning id`);
  const [m] = await queryRows<{ id: number }>(handle.db, sql`
    insert into mothers (grandmother_id, title, language_id, binding_id, year, isbn13, isbn10)
    values (${g!.id}, ${editionTitle}, 1, 2, 2015, ${pair!.isbn13}, ${pair!.isbn10}) returning id`);
  return { workId: Number(g!.id), editionId: Number(m!.id), isbn13: pair!.isbn13, isbn10: pair!.isbn10, title };
}

/** Copies of the title: in stock, or sold `soldDaysAgo` days before `now` after `daysToSell` days on the shelf. */
export async function addCopies(
  handle: DbHandle, t: TestTitle, now: Date,
  options: { count?: number; state?: 'in_stock' | 'sold'; priceCzkX100?: number; priceEurX100?: number; soldDaysAgo?: number; daysToSell?: number },
): Promise<void> {
  const day = 86_400_000;
  const soldAt = options.state === 'sold' ? new Date(now.getTime() - (options.soldDaysAgo ?? 10) * day) : null;
  const stockedAt = soldAt ? new Date(soldAt.getTime() - (options.daysToSell ?? 20) * day) : new Date(now.getTime() - 5 * day);
  for (let i = 0; i < (options.count ?? 1); i += 1) {
    await handle.db.execute(sql`
      insert into books (mother_id, grandmother_id, condition_id, price_czk_x100, price_eur_x100, state, added_at, first_stocked_at, sold_at)
      values (${t.editionId}, ${t.workId}, 2, ${options.priceCzkX100 ?? 20_000}, ${options.priceEurX100 ?? 800}, ${options.state ?? 'in_stock'},
              ${stockedAt.toISOString()}, ${stockedAt.toISOString()}, ${soldAt ? soldAt.toISOString() : null})`);
  }
}

export async function createCustomerRow(handle: DbHandle, locale = 'cs', extra: { name?: string; bankAccount?: string } = {}): Promise<{ id: number; email: string }> {
  const email = `seller-${nextItem()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [row] = await queryRows<{ id: number }>(handle.db, sql`
    insert into customers (email, name, locale, bank_account) values (${email}, ${extra.name ?? null}, ${locale}, ${extra.bankAccount ?? null}) returning id`);
  return { id: Number(row!.id), email };
}

/** A reader waiting: a watchdog on the work (with its matcher key) or the work on a wishlist. */
export async function addReaderWaiting(handle: DbHandle, t: TestTitle, now: Date, how: 'watchdog-work' | 'watchdog-edition' | 'wishlist', customerId?: number): Promise<number> {
  const customer = customerId ?? (await createCustomerRow(handle)).id;
  if (how === 'wishlist') {
    await handle.db.execute(sql`insert into wishlist_items (customer_id, kind, grandmother_id, created_at) values (${customer}, 'work', ${t.workId}, ${now.toISOString()}) on conflict do nothing`);
    return customer;
  }
  const kind = how === 'watchdog-work' ? 'work' : 'edition';
  const [w] = await queryRows<{ id: number }>(handle.db, sql`
    insert into watchdogs (customer_id, kind, grandmother_id, mother_id, currency, filters, label, locale, removal_token, created_at)
    values (${customer}, ${kind}, ${t.workId}, ${kind === 'edition' ? t.editionId : null}, 'CZK', '{}'::jsonb, ${t.title}, 'cs', ${`rt-${nextItem()}-${Math.random()}`}, ${now.toISOString()})
    returning id`);
  await handle.db.execute(sql`insert into watchdog_keys (key, watchdog_id) values (${kind === 'work' ? `g:${t.workId}` : `m:${t.editionId}`}, ${w!.id})`);
  return customer;
}
