import { resolveLocale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import type { CreditNoteData, CreditNoteKind, CreditNoteMethod } from './credit-note.types';
import type { InvoiceAddress, InvoiceBuyer, InvoiceData } from './invoice.types';
import * as repo from './invoices.repository';
import { renderCreditNotePdf } from './render-credit-note';
import { renderInvoicePdf } from './render-invoice';
import { SELLER } from './seller';

/**
 * Tax documents of an order (docs/adr/0024): the invoice (computed from the order until it is first
 * re-issued, then frozen versions), its re-issue, and the credit notes that correct it. Every
 * write here runs inside the caller's transaction (the order row is locked by the caller).
 */

function toAddress(raw: Record<string, string> | null): InvoiceAddress | null {
  if (!raw || !raw.street || !raw.city || !raw.zip || !raw.country) return null;
  return { street: raw.street, city: raw.city, zip: raw.zip, country: raw.country, ...(raw.region ? { region: raw.region } : {}) };
}

const currencyOf = (c: string): 'CZK' | 'EUR' => (c === 'EUR' ? 'EUR' : 'CZK');

/** The lines an invoice of the order lists: its active lines, or — cancelled — those the desk never removed. */
function invoicedLines(lines: repo.DocumentLine[]): repo.DocumentLine[] {
  const active = lines.filter((l) => l.active);
  return active.length > 0 ? active : lines.filter((l) => l.removedAt === null);
}

/** The invoice as computed from the order now (what the e-mail and account area have always given). */
export function invoiceFromOrderData(order: repo.OrderForDocuments, lines: repo.DocumentLine[], issueDate: Date, buyer?: InvoiceBuyer): InvoiceData {
  const shown = invoicedLines(lines);
  return {
    locale: resolveLocale(order.locale), number: order.number, issueDate, currency: currencyOf(order.currency), seller: SELLER,
    buyer: buyer ?? { name: order.name, email: order.email, address: toAddress(order.address) },
    lines: shown.map((l) => ({ title: l.title, priceX100: l.priceX100 })),
    itemsX100: shown.reduce((s, l) => s + l.priceX100, 0),
    shippingX100: order.shippingX100, paymentFeeX100: order.paymentFeeX100, discountX100: order.discountX100, walletX100: order.walletX100,
    totalX100: order.itemsX100 + order.shippingX100 + order.paymentFeeX100 - order.discountX100 - order.walletX100,
  };
}

// --- stored documents: JSON in, dates and the seller back out ---

const frozen = (data: InvoiceData): Record<string, unknown> => {
  const { seller: _seller, issueDate, ...rest } = data;
  void _seller;
  return { ...rest, issueDate: issueDate.toISOString() };
};
const thawInvoice = (data: Record<string, unknown>): InvoiceData => ({ ...(data as unknown as InvoiceData), seller: SELLER, issueDate: new Date(String(data.issueDate)) });

const frozenNote = (data: CreditNoteData): Record<string, unknown> => {
  const { seller: _seller, issueDate, ...rest } = data;
  void _seller;
  return { ...rest, issueDate: issueDate.toISOString() };
};
const thawNote = (data: Record<string, unknown>): CreditNoteData => ({ ...(data as unknown as CreditNoteData), seller: SELLER, issueDate: new Date(String(data.issueDate)) });

/** The invoice the customer gets now: the newest re-issued version, else computed from the order; null for an unknown order. */
export async function currentInvoice(db: Db, orderId: number, issued: (order: repo.OrderForDocuments) => Date): Promise<InvoiceData | null> {
  const latest = await repo.latestInvoiceDocument(db, orderId);
  if (latest) return thawInvoice(latest.data);
  const order = await repo.orderForDocuments(db, orderId);
  if (!order) return null;
  return invoiceFromOrderData(order, await repo.documentLines(db, orderId), issued(order));
}

export async function currentInvoicePdf(db: Db, orderId: number, issued: (order: repo.OrderForDocuments) => Date): Promise<{ number: string; pdf: Buffer } | null> {
  const invoice = await currentInvoice(db, orderId, issued);
  return invoice ? { number: invoice.number, pdf: await renderInvoicePdf(invoice) } : null;
}

export interface InvoiceDocumentView { id: number; version: number; number: string; issuedAt: string; reason: string | null; actorStaffId: number | null; buyerName: string; companyName: string | null }
export interface CreditNoteView { id: number; number: string; refundId: number; invoiceNumber: string; amountX100: number; currency: string; issuedAt: string }

export async function documentsOf(db: Db, orderId: number): Promise<{ invoices: InvoiceDocumentView[]; creditNotes: CreditNoteView[] }> {
  const [docs, notes] = await Promise.all([repo.invoiceDocumentsOf(db, orderId), repo.creditNotesOf(db, orderId)]);
  return {
    invoices: docs.map((d) => {
      const buyer = (d.data.buyer ?? {}) as InvoiceBuyer;
      return { id: d.id, version: d.version, number: d.number, issuedAt: d.issuedAt.toISOString(), reason: d.reason, actorStaffId: d.actorStaffId, buyerName: buyer.name ?? '', companyName: buyer.company?.name ?? null };
    }),
    creditNotes: notes.map((n) => ({ id: n.id, number: n.number, refundId: n.refundId, invoiceNumber: n.invoiceNumber, amountX100: n.amountX100, currency: n.currency, issuedAt: n.issuedAt.toISOString() })),
  };
}

export async function invoiceDocumentPdf(db: Db, orderId: number, documentId: number): Promise<{ number: string; pdf: Buffer } | null> {
  const doc = await repo.findInvoiceDocument(db, orderId, documentId);
  return doc ? { number: doc.number, pdf: await renderInvoicePdf(thawInvoice(doc.data)) } : null;
}

export async function creditNotePdf(db: Db, where: { orderId: number; id?: number; number?: string }): Promise<{ number: string; pdf: Buffer } | null> {
  const note = await repo.findCreditNote(db, where);
  return note ? { number: note.number, pdf: await renderCreditNotePdf(thawNote(note.data)) } : null;
}

export interface BuyerChange {
  name?: string;
  company?: { name: string; companyId?: string | null; vatId?: string | null } | null;
  address?: InvoiceAddress | null;
}

/**
 * Re-issues the order's invoice (staff; the caller locked the order row): the first time, the
 * invoice as it stood is frozen as version 1; the new version takes the order's current lines and
 * money, the buyer as changed, its own number (order number + "-<version>") and says which number
 * it replaces. Older versions stay.
 */
export async function reissueInvoice(tx: Db, orderId: number, change: BuyerChange, reason: string, staffId: number, now: Date): Promise<InvoiceDocumentView> {
  const order = await repo.orderForDocuments(tx, orderId);
  if (!order) throw new Error(`order ${orderId} vanished under its lock`);
  const lines = await repo.documentLines(tx, orderId);
  let latest = await repo.latestInvoiceDocument(tx, orderId);
  if (!latest) {
    const first = invoiceFromOrderData(order, lines, order.paidAt ?? order.createdAt);
    latest = await repo.insertInvoiceDocument(tx, { orderId, version: 1, number: order.number, data: frozen(first), reason: null, issuedAt: first.issueDate, actorStaffId: null });
  }
  const before = thawInvoice(latest.data);
  const buyer: InvoiceBuyer = {
    name: change.name ?? before.buyer.name,
    email: before.buyer.email,
    address: change.address !== undefined ? change.address : before.buyer.address,
    company: change.company !== undefined ? change.company : before.buyer.company ?? null,
  };
  const version = latest.version + 1;
  const next: InvoiceData = { ...invoiceFromOrderData(order, lines, now, buyer), number: `${order.number}-${version}`, replaces: latest.number };
  const row = await repo.insertInvoiceDocument(tx, { orderId, version, number: next.number, data: frozen(next), reason, issuedAt: now, actorStaffId: staffId });
  return { id: row.id, version, number: row.number, issuedAt: now.toISOString(), reason, actorStaffId: staffId, buyerName: buyer.name, companyName: buyer.company?.name ?? null };
}

export interface RefundForCreditNote {
  id: number;
  orderId: number;
  amountX100: number;
  method: CreditNoteMethod;
  orderLineId: number | null;
  /** The business event that owed it (desk:<order>:<action>:<key>): says what is corrected. */
  eventKey: string;
  actorStaffId: number | null;
}

/** What a refund corrects, from the desk action that owed it; null: it corrects no invoice (an overpayment). */
export function creditNoteKind(eventKey: string, orderLineId: number | null): CreditNoteKind | null {
  if (orderLineId !== null) return 'line';
  const [scope, , action] = eventKey.split(':');
  if (scope !== 'desk') return null;
  if (action === 'cancel') return 'cancel';
  if (action === 'merge') return 'merge';
  if (action === 'items-delete') return 'line';
  return 'other';
}

const creditNoteNumber = (now: Date, n: number) => `OD${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(n).padStart(6, '0')}`;

/**
 * The credit note of a refund that went back (done), in the caller's transaction: once per refund
 * (a second call answers the first note). Rows, signed as the correction (ADR 0024):
 *  - cancel: every invoiced line, shipping and payment fee negative; the discount and the wallet
 *    credit the invoice was paid with positive; total −refund;
 *  - a removed line: the line negative, what the removal's clamp kept (discount) positive;
 *  - merge: the second shipping and payment fee negative, what went back to the wallet positive.
 * Null when the refund corrects no invoice (an overpayment's surplus).
 */
export async function issueCreditNote(tx: Db, refund: RefundForCreditNote, now: Date): Promise<CreditNoteView | null> {
  const kind = creditNoteKind(refund.eventKey, refund.orderLineId);
  if (kind === null) return null;
  const order = await repo.orderForDocuments(tx, refund.orderId);
  if (!order) return null;
  const lines = await repo.documentLines(tx, refund.orderId);
  const latest = await repo.latestInvoiceDocument(tx, refund.orderId);
  const buyer: InvoiceBuyer = latest ? thawInvoice(latest.data).buyer : { name: order.name, email: order.email, address: toAddress(order.address) };
  const total = -refund.amountX100;

  let noteLines: CreditNoteData['lines'] = [];
  let shipping = 0;
  let fee = 0;
  let wallet = 0;
  if (kind === 'cancel' || kind === 'other') {
    noteLines = lines.filter((l) => l.removedAt === null).map((l) => ({ title: l.title, amountX100: -l.priceX100 }));
    shipping = -order.shippingX100;
    fee = -order.paymentFeeX100;
    wallet = order.walletX100;
  } else if (kind === 'line') {
    const line = lines.find((l) => l.id === refund.orderLineId);
    noteLines = line ? [{ title: line.title, amountX100: -line.priceX100 }] : [];
  } else {
    shipping = -order.shippingX100;
    fee = -order.paymentFeeX100;
    wallet = order.shippingX100 + order.paymentFeeX100 - refund.amountX100;
  }
  const listed = noteLines.reduce((s, l) => s + l.amountX100, 0) + shipping + fee + wallet;
  const data: CreditNoteData = {
    locale: resolveLocale(order.locale), number: creditNoteNumber(now, await repo.nextCreditNoteSequence(tx)), issueDate: now,
    invoiceNumber: latest?.number ?? order.number, orderNumber: order.number, currency: currencyOf(order.currency), seller: SELLER, buyer,
    kind, method: refund.method, lines: noteLines, shippingX100: shipping, paymentFeeX100: fee, discountX100: total - listed, walletX100: wallet, totalX100: total,
  };
  const row = await repo.insertCreditNote(tx, {
    number: data.number, orderId: refund.orderId, refundId: refund.id, invoiceNumber: data.invoiceNumber, locale: data.locale, currency: data.currency,
    amountX100: refund.amountX100, data: frozenNote(data), issuedAt: now, actorStaffId: refund.actorStaffId,
  });
  return { id: row.id, number: row.number, refundId: row.refundId, invoiceNumber: row.invoiceNumber, amountX100: row.amountX100, currency: row.currency, issuedAt: row.issuedAt.toISOString() };
}
