import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import {
  buybackLeadItems, buybackLeadPhotos, buybackLeads, customers, type LeadContactData, type LeadTransportData,
} from '../../db/schema';

export type LeadRow = typeof buybackLeads.$inferSelect;
export type LeadItemRow = typeof buybackLeadItems.$inferSelect;
export type LeadItemInsert = Omit<typeof buybackLeadItems.$inferInsert, 'id' | 'leadId'>;

export async function insertLead(db: Db, row: typeof buybackLeads.$inferInsert): Promise<LeadRow> {
  const [lead] = await db.insert(buybackLeads).values(row).returning();
  return lead!;
}

export async function replaceLeadItems(db: Db, leadId: number, items: LeadItemInsert[]): Promise<void> {
  await db.delete(buybackLeadItems).where(eq(buybackLeadItems.leadId, leadId));
  if (items.length > 0) await db.insert(buybackLeadItems).values(items.map((i) => ({ ...i, leadId })));
}

export async function findLead(db: Db, id: number, lock = false): Promise<LeadRow | null> {
  const q = db.select().from(buybackLeads).where(eq(buybackLeads.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findLeadByToken(db: Db, token: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(buybackLeads).where(eq(buybackLeads.token, token));
  return row ?? null;
}

export async function leadItems(db: Db, leadId: number): Promise<LeadItemRow[]> {
  return db.select().from(buybackLeadItems).where(eq(buybackLeadItems.leadId, leadId)).orderBy(asc(buybackLeadItems.position));
}

/** Updates a draft only: null when the lead is no draft any more (submitted meanwhile). */
export async function updateDraft(db: Db, id: number, set: Partial<typeof buybackLeads.$inferInsert>): Promise<LeadRow | null> {
  const [row] = await db.update(buybackLeads).set(set).where(and(eq(buybackLeads.id, id), eq(buybackLeads.state, 'draft'))).returning();
  return row ?? null;
}

export async function setItemQuote(db: Db, itemId: number, quote: Record<string, unknown>, unitPriceX100: number, unitCommissionX100: number): Promise<void> {
  await db.update(buybackLeadItems).set({ quote, unitPriceX100, unitCommissionX100 }).where(eq(buybackLeadItems.id, itemId));
}

export async function listCustomerLeads(db: Db, customerId: number): Promise<LeadRow[]> {
  return db.select().from(buybackLeads).where(eq(buybackLeads.customerId, customerId)).orderBy(desc(buybackLeads.createdAt), desc(buybackLeads.id)).limit(100);
}

export interface CustomerPrefill { name: string | null; email: string; phonePrefix: string | null; phone: string | null; bankAccount: string | null; street: string | null; city: string | null; zip: string | null; country: string | null }

/** A logged-in customer's contact details and first address (what fills a new lead). */
export async function customerPrefill(db: Db, customerId: number): Promise<CustomerPrefill | null> {
  const [row] = await queryRows<{ name: string | null; email: string; phone_prefix: string | null; phone: string | null; bank_account: string | null; street: string | null; city: string | null; zip: string | null; country: string | null }>(db, sql`
    select c.name, c.email, c.phone_prefix, c.phone, c.bank_account, a.street, a.city, a.zip, a.country
      from customers c
      left join lateral (select street, city, zip, country from customer_addresses where customer_id = c.id order by id limit 1) a on true
     where c.id = ${customerId} and c.deleted_at is null`);
  if (!row) return null;
  return { name: row.name, email: row.email, phonePrefix: row.phone_prefix, phone: row.phone, bankAccount: row.bank_account, street: row.street, city: row.city, zip: row.zip, country: row.country };
}

/** The customer with this e-mail, or a new one (identified by e-mail only): a wallet needs an owner. */
export async function findOrCreateCustomer(db: Db, email: string, name: string | null, locale: string, now: Date): Promise<number> {
  const [existing] = await queryRows<{ id: number }>(db, sql`select id from customers where lower(email) = lower(${email}) and deleted_at is null`);
  if (existing) return Number(existing.id);
  const [created] = await queryRows<{ id: number }>(db, sql`
    insert into customers (email, name, locale, identification_level, kind, created_at) values (${email}, ${name}, ${locale}, 'submit_email', 'supplier', ${now.toISOString()})
    on conflict (lower(email)) do update set email = customers.email returning id`);
  return Number(created!.id);
}

/** A seller paid to a bank account keeps it on their customer row for the next sale, unless they keep one already. */
export async function rememberBankAccount(db: Db, customerId: number, bankAccount: string): Promise<void> {
  await db.execute(sql`update customers set bank_account = ${bankAccount} where id = ${customerId} and bank_account is null`);
}

export async function markSupplier(db: Db, customerId: number): Promise<void> {
  await db.update(customers).set({ kind: sql`case when ${customers.kind} in ('buyer', 'buyer_supplier') then 'buyer_supplier' else 'supplier' end` })
    .where(eq(customers.id, customerId));
}

export async function savePhoto(db: Db, leadId: number, contentType: string, bytes: Buffer, now: Date): Promise<void> {
  const base64 = bytes.toString('base64');
  await db.insert(buybackLeadPhotos)
    .values({ leadId, contentType, bytes: sql`decode(${base64}, 'base64')` as unknown as string, size: bytes.length, uploadedAt: now })
    .onConflictDoUpdate({ target: buybackLeadPhotos.leadId, set: { contentType, bytes: sql`decode(${base64}, 'base64')` as unknown as string, size: bytes.length, uploadedAt: now } });
}

export async function photoMeta(db: Db, leadId: number): Promise<{ contentType: string; size: number; uploadedAt: Date } | null> {
  const [row] = await db.select({ contentType: buybackLeadPhotos.contentType, size: buybackLeadPhotos.size, uploadedAt: buybackLeadPhotos.uploadedAt })
    .from(buybackLeadPhotos).where(eq(buybackLeadPhotos.leadId, leadId));
  return row ?? null;
}

export async function photoBytes(db: Db, leadId: number): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db.select({ contentType: buybackLeadPhotos.contentType, base64: sql<string>`encode(${buybackLeadPhotos.bytes}, 'base64')` })
    .from(buybackLeadPhotos).where(eq(buybackLeadPhotos.leadId, leadId));
  return row ? { contentType: row.contentType, bytes: Buffer.from(row.base64, 'base64') } : null;
}

export type { LeadContactData, LeadTransportData };
