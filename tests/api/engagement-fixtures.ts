import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createSession, SESSION_COOKIE } from '@/server/modules/customers/session';
import { createShopper, type Shopper } from '../support/shopper';
import type { TestApi } from '../support/test-api';

/**
 * Engagement tests' own rows: customers logged in through a real session (the login flow is built
 * elsewhere), and works / editions / copies written directly so each test knows exactly what a
 * watchdog should find.
 */
let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

export interface Customer {
  id: number;
  email: string;
  shopper: Shopper;
}

export async function loggedInCustomer(handle: DbHandle, api: TestApi, locale = 'cs', name: string | null = null): Promise<Customer> {
  const email = `customer-${unique()}@example.com`;
  const [row] = await queryRows<{ id: number | string }>(
    handle.db, sql`insert into customers (email, name, locale) values (${email}, ${name}, ${locale}) returning id`,
  );
  const id = Number(row!.id);
  const token = await createSession(handle.db, id, api.now());
  const shopper = createShopper(api, locale);
  shopper.cookies.set(SESSION_COOKIE, token);
  return { id, email, shopper };
}

export interface Work {
  workId: number;
  editionId: number;
  authorId: number;
  title: string;
}

/** A work with one edition (language, binding, year) by a new author, optionally in a category. */
export async function createWork(
  handle: DbHandle, options: { title?: string; languageId?: number; bindingId?: number; year?: number; categoryId?: number } = {},
): Promise<Work> {
  const title = options.title ?? `Kniha ${unique()}`;
  const db = handle.db;
  const [g] = await queryRows<{ id: number }>(db, sql`insert into grandmothers (title) values (${title}) returning id`);
  const [m] = await queryRows<{ id: number }>(
    db,
    sql`insert into mothers (grandmother_id, title, language_id, binding_id, year)
        values (${g!.id}, ${title}, ${options.languageId ?? 1}, ${options.bindingId ?? 1}, ${options.year ?? 2001}) returning id`,
  );
  const slug = `autor-${unique()}`;
  const [a] = await queryRows<{ id: number }>(db, sql`insert into property_nodes (type, name, slug) values ('author', ${`Autor ${slug}`}, ${slug}) returning id`);
  await db.execute(sql`insert into property_edges (type_id, node_id, grandmother_id) values (2, ${a!.id}, ${g!.id})`);
  if (options.categoryId) await db.execute(sql`insert into property_edges (type_id, node_id, grandmother_id) values (1, ${options.categoryId}, ${g!.id})`);
  return { workId: Number(g!.id), editionId: Number(m!.id), authorId: Number(a!.id), title };
}

/** A copy of the work's edition put in stock at `addedAt` (the search table follows by trigger). */
export async function stockCopy(
  handle: DbHandle, work: Work, options: { addedAt: Date; conditionId?: number; priceCzkX100?: number; priceEurX100?: number; state?: string },
): Promise<number> {
  const [b] = await queryRows<{ id: number | string }>(
    handle.db,
    sql`insert into books (mother_id, grandmother_id, condition_id, price_czk_x100, price_eur_x100, state, added_at, first_stocked_at)
        values (${work.editionId}, ${work.workId}, ${options.conditionId ?? 2}, ${options.priceCzkX100 ?? 25000}, ${options.priceEurX100 ?? 1000},
                ${options.state ?? 'in_stock'}, ${options.addedAt.toISOString()}, ${options.addedAt.toISOString()}) returning id`,
  );
  return Number(b!.id);
}

export type ErrorBody = { error: { code: string; message: string; details?: { reason?: string } } };
