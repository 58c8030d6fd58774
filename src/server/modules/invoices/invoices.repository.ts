import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, invoiceDocuments, orderLines, orders } from '../../db/schema';

/**
 * The invoices module's SQL (docs/adr/0024): the order as its tax documents need it, the frozen
 * invoice versions and the credit notes.
 */

export interface OrderForDocuments {
  id: number; number: string; locale: string; currency: string; name: string; email: string; address: Record<string, string> | null;
  itemsX100: number; shippingX100: number; paymentFeeX100: number; discountX100: number; walletX100: number; totalX100: number;
  paidAt: Date | null; createdAt: Date;
}

export interface DocumentLine { id: number; title: string; priceX100: number; active: boolean; removedAt: Date | null }

export async function orderForDocuments(db: Db, orderId: number): Promise<OrderForDocuments | null> {
  const [row] = await db.select({
    id: orders.id, number: orders.number, locale: orders.locale, currency: orders.currency, name: orders.name, email: orders.email, address: orders.address,
    itemsX100: orders.itemsX100, shippingX100: orders.shippingX100, paymentFeeX100: orders.paymentFeeX100, discountX100: orders.discountX100,
    walletX100: orders.walletX100, totalX100: orders.totalX100, paidAt: orders.paidAt, createdAt: orders.createdAt,
  }).from(orders).where(eq(orders.id, orderId));
  return row ? { ...row, id: Number(row.id), currency: row.currency.trim(), address: row.address ?? null } : null;
}

export async function documentLines(db: Db, orderId: number): Promise<DocumentLine[]> {
  const rows = await db.select({ id: orderLines.id, title: orderLines.title, priceX100: orderLines.priceX100, active: orderLines.active, removedAt: orderLines.removedAt })
    .from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

// --- Invoice versions ---

export interface InvoiceDocumentRow { id: number; orderId: number; version: number; number: string; data: Record<string, unknown>; reason: string | null; issuedAt: Date; actorStaffId: number | null }

const normalizeInvoice = (r: InvoiceDocumentRow): InvoiceDocumentRow => ({ ...r, id: Number(r.id), orderId: Number(r.orderId), actorStaffId: r.actorStaffId === null ? null : Number(r.actorStaffId) });

export async function invoiceDocumentsOf(db: Db, orderId: number): Promise<InvoiceDocumentRow[]> {
  const rows = await db.select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, orderId)).orderBy(asc(invoiceDocuments.version));
  return rows.map((r) => normalizeInvoice(r as InvoiceDocumentRow));
}

export async function latestInvoiceDocument(db: Db, orderId: number): Promise<InvoiceDocumentRow | null> {
  const [row] = await db.select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, orderId)).orderBy(desc(invoiceDocuments.version)).limit(1);
  return row ? normalizeInvoice(row as InvoiceDocumentRow) : null;
}

export async function findInvoiceDocument(db: Db, orderId: number, id: number): Promise<InvoiceDocumentRow | null> {
  const [row] = await db.select().from(invoiceDocuments).where(and(eq(invoiceDocuments.orderId, orderId), eq(invoiceDocuments.id, id)));
  return row ? normalizeInvoice(row as InvoiceDocumentRow) : null;
}

export async function insertInvoiceDocument(tx: Db, row: Omit<InvoiceDocumentRow, 'id'>): Promise<InvoiceDocumentRow> {
  const [inserted] = await tx.insert(invoiceDocuments).values(row).returning();
  return normalizeInvoice(inserted as InvoiceDocumentRow);
}

// --- Credit notes ---

export interface CreditNoteRow {
  id: number; number: string; orderId: number; refundId: number; invoiceNumber: string; locale: string; currency: string; amountX100: number;
  data: Record<string, unknown>; issuedAt: Date; actorStaffId: number | null;
}

const normalizeCreditNote = (r: CreditNoteRow): CreditNoteRow => ({
  ...r, id: Number(r.id), orderId: Number(r.orderId), refundId: Number(r.refundId), currency: r.currency.trim(), actorStaffId: r.actorStaffId === null ? null : Number(r.actorStaffId),
});

export async function nextCreditNoteSequence(tx: Db): Promise<number> {
  const result = (await tx.execute(sql`select nextval('credit_note_number_seq')::int as n`)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

/** Inserts the refund's credit note unless it has one (a retry): the refund's note either way. */
export async function insertCreditNote(tx: Db, row: Omit<CreditNoteRow, 'id'>): Promise<CreditNoteRow> {
  const inserted = await tx.insert(creditNotes).values(row).onConflictDoNothing({ target: creditNotes.refundId }).returning();
  if (inserted[0]) return normalizeCreditNote(inserted[0] as CreditNoteRow);
  const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.refundId, row.refundId));
  return normalizeCreditNote(existing as CreditNoteRow);
}

export async function creditNotesOf(db: Db, orderId: number): Promise<CreditNoteRow[]> {
  const rows = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.id));
  return rows.map((r) => normalizeCreditNote(r as CreditNoteRow));
}

export async function findCreditNote(db: Db, where: { orderId: number; id?: number; number?: string }): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(and(
    eq(creditNotes.orderId, where.orderId),
    where.id !== undefined ? eq(creditNotes.id, where.id) : undefined,
    where.number !== undefined ? eq(creditNotes.number, where.number) : undefined,
  ));
  return row ? normalizeCreditNote(row as CreditNoteRow) : null;
}
