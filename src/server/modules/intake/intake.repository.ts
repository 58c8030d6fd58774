import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { buybackBatchBooks, buybackBatches, buybackLeadItems, buybackLeads, intakeBookEvents, intakePhotos } from '../../db/schema';

export type BatchBookRow = typeof buybackBatchBooks.$inferSelect;
export type BatchRowLite = typeof buybackBatches.$inferSelect;

export async function findBatch(db: Db, code: string): Promise<BatchRowLite | null> {
  const [row] = await db.select().from(buybackBatches).where(eq(buybackBatches.code, code));
  return row ?? null;
}

/**
 * The batch of a book, share-locked: a verdict and the batch's move to `processed` (which takes
 * the row FOR UPDATE and then counts pending books) run one after the other, never interleaved.
 */
export async function batchOfBookForShare(db: Db, batchId: number): Promise<BatchRowLite | null> {
  const [row] = await db.select().from(buybackBatches).where(eq(buybackBatches.id, batchId)).for('share');
  return row ?? null;
}

export async function findBook(db: Db, id: number, lock = false): Promise<BatchBookRow | null> {
  const q = db.select().from(buybackBatchBooks).where(eq(buybackBatchBooks.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function booksOfBatch(db: Db, batchId: number): Promise<BatchBookRow[]> {
  return db.select().from(buybackBatchBooks).where(eq(buybackBatchBooks.batchId, batchId)).orderBy(asc(buybackBatchBooks.id));
}

export async function photoIdsOf(db: Db, batchBookIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (batchBookIds.length === 0) return out;
  const rows = await db.select({ id: intakePhotos.id, batchBookId: intakePhotos.batchBookId }).from(intakePhotos)
    .where(inArray(intakePhotos.batchBookId, [...batchBookIds])).orderBy(asc(intakePhotos.position), asc(intakePhotos.id));
  for (const r of rows) out.set(r.batchBookId, [...(out.get(r.batchBookId) ?? []), r.id]);
  return out;
}

export async function leadOf(db: Db, leadId: number) {
  const [lead] = await db.select().from(buybackLeads).where(eq(buybackLeads.id, leadId));
  if (!lead) return null;
  const items = await db.select().from(buybackLeadItems).where(eq(buybackLeadItems.leadId, leadId)).orderBy(asc(buybackLeadItems.position));
  const [photo] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from buyback_lead_photos where lead_id = ${leadId}`);
  return { lead, items, hasPhoto: Number(photo?.n ?? 0) > 0 };
}

export async function insertBatchBook(db: Db, row: typeof buybackBatchBooks.$inferInsert): Promise<BatchBookRow> {
  const [book] = await db.insert(buybackBatchBooks).values(row).returning();
  return book!;
}

/** The verdict as one conditional UPDATE: null when another desk decided the book first. */
export async function decideBook(db: Db, id: number, set: Partial<typeof buybackBatchBooks.$inferInsert>): Promise<BatchBookRow | null> {
  const [row] = await db.update(buybackBatchBooks).set(set).where(and(eq(buybackBatchBooks.id, id), eq(buybackBatchBooks.outcome, 'pending'))).returning();
  return row ?? null;
}

export async function insertBookEvent(db: Db, row: typeof intakeBookEvents.$inferInsert): Promise<void> {
  await db.insert(intakeBookEvents).values(row);
}

/** The customer with this e-mail, or a new one (a supplier known by e-mail only), as a lead's submit does. */
export async function findOrCreateSeller(db: Db, email: string, locale: string, now: Date): Promise<number> {
  const [existing] = await queryRows<{ id: number }>(db, sql`select id from customers where lower(email) = lower(${email}) and deleted_at is null`);
  if (existing) return Number(existing.id);
  const [created] = await queryRows<{ id: number }>(db, sql`
    insert into customers (email, locale, identification_level, kind, created_at) values (${email}, ${locale}, 'submit_email', 'supplier', ${now.toISOString()})
    on conflict (lower(email)) do update set email = customers.email returning id`);
  return Number(created!.id);
}

export interface EditionBrief { id: number; workId: number; title: string; isbn13: string | null }
export async function editionBrief(db: Db, editionId: number): Promise<EditionBrief | null> {
  const [row] = await queryRows<{ id: number; grandmother_id: number; title: string; isbn13: string | null }>(db, sql`
    select id, grandmother_id, title, isbn13 from mothers where id = ${editionId}`);
  return row ? { id: Number(row.id), workId: Number(row.grandmother_id), title: row.title, isbn13: row.isbn13 } : null;
}

/**
 * A copy in stock now, as the seed and the demo stocking route make one (books row with added_at and
 * first_stocked_at = now): the book_search triggers add its search row in the same statement, and
 * the watchdog run matches it as a fresh copy (docs/adr/0004, 0008). Its first price is history.
 */
export async function stockCopy(
  db: Db, copy: { editionId: number; workId: number; conditionId: number; conditionNote: string | null; priceCzkX100: number; priceEurX100: number; photoCount: number }, now: Date,
): Promise<number> {
  const at = now.toISOString();
  const [row] = await queryRows<{ id: number | string }>(db, sql`
    insert into books (mother_id, grandmother_id, condition_id, condition_note, price_czk_x100, price_eur_x100, state, photo_count, added_at, first_stocked_at)
    values (${copy.editionId}, ${copy.workId}, ${copy.conditionId}, ${copy.conditionNote}, ${copy.priceCzkX100}, ${copy.priceEurX100}, 'in_stock', ${copy.photoCount}, ${at}, ${at})
    returning id`);
  const id = Number(row!.id);
  await db.execute(sql`insert into book_price_history (book_id, price_czk_x100, price_eur_x100, valid_from) values (${id}, ${copy.priceCzkX100}, ${copy.priceEurX100}, ${at})`);
  return id;
}

export async function attachPhotosToCopy(db: Db, batchBookId: number, copyId: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(db, sql`update intake_photos set book_id = ${copyId} where batch_book_id = ${batchBookId} returning id`);
  return rows.length;
}

export async function insertPhoto(db: Db, row: { batchBookId: number; copyId: number | null; contentType: string; bytes: Buffer; width: number; height: number; staffId: number | null; now: Date }): Promise<number> {
  const [created] = await queryRows<{ id: number }>(db, sql`
    insert into intake_photos (batch_book_id, book_id, content_type, bytes, width, height, size, position, actor_staff_id, created_at)
    values (${row.batchBookId}, ${row.copyId}, ${row.contentType}, decode(${row.bytes.toString('base64')}, 'base64'), ${row.width}, ${row.height}, ${row.bytes.length},
            (select coalesce(max(position), -1) + 1 from intake_photos where batch_book_id = ${row.batchBookId}), ${row.staffId}, ${row.now.toISOString()})
    returning id`);
  if (row.copyId !== null) await db.execute(sql`update books set photo_count = (select count(*) from intake_photos where book_id = ${row.copyId}) where id = ${row.copyId}`);
  return Number(created!.id);
}

export async function photoBytes(db: Db, id: number): Promise<{ contentType: string; bytes: Buffer; batchBookId: number; copyId: number | null; batchCode: string; customerId: number | null } | null> {
  const [row] = await queryRows<{ content_type: string; b64: string; batch_book_id: number; book_id: number | null; code: string; customer_id: number | null }>(db, sql`
    select p.content_type, encode(p.bytes, 'base64') as b64, p.batch_book_id, p.book_id, b.code, b.customer_id
      from intake_photos p join buyback_batch_books k on k.id = p.batch_book_id join buyback_batches b on b.id = k.batch_id where p.id = ${id}`);
  if (!row) return null;
  return {
    contentType: row.content_type, bytes: Buffer.from(row.b64, 'base64'), batchBookId: Number(row.batch_book_id), copyId: row.book_id === null ? null : Number(row.book_id),
    batchCode: row.code, customerId: row.customer_id === null ? null : Number(row.customer_id),
  };
}

export async function copyPhotoIds(db: Db, copyId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from intake_photos where book_id = ${copyId} order by position, id`);
  return rows.map((r) => Number(r.id));
}

export async function batchOfBook(db: Db, batchId: number): Promise<BatchRowLite | null> {
  const [row] = await db.select().from(buybackBatches).where(eq(buybackBatches.id, batchId));
  return row ?? null;
}

/** A commission copy stays its seller's (ADR 0030): books.seller_user_hash = the customer's public hash. */
export async function setCopySeller(db: Db, copyId: number, customerId: number): Promise<void> {
  await db.execute(sql`update books set seller_user_hash = (select public_hash from customers where id = ${customerId}) where id = ${copyId}`);
}
