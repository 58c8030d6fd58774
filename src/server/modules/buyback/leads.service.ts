import { randomBytes, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import type {
  LeadCreateBody, LeadList, LeadSubmitBody, LeadUpdateBody, LeadView, QuoteResult,
} from '@/contracts/buyback';
import { leadCreateBody, LEAD_PHOTO_MAX_BYTES } from '@/contracts/buyback';
import { LOCALE_LABELS, type Locale } from '@/i18n/locales';
import { normalizeBankAccount } from '@/lib/bankAccount';
import { parseIsbn } from '@/lib/isbn';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { hitRateLimit, type RateLimit } from '../content';
import { sniffImageType } from '../profiles';
import { selectCarrier, type CarrierSelection } from '../fulfilment';
import { createBatch, newBatchCode, recordCreated, requireBatch, sendBatchMailsSoon, type BatchMoveDeps } from './batches.service';
import { claimPregenerated, findBatchOfLead, insertBatchBooks, isFreeBagCode, updateBatch } from './batches.repository';
import * as repo from './leads.repository';
import type { LeadContactData, LeadItemRow, LeadRow } from './leads.repository';
import { renderLeadLinkMail } from './lead-link-mail';
import { PRICING, walletBonus } from './pricing';
import { currencyOf, quoteIsbns } from './quotes.service';
import { CARRIER_SERVICE, STOREFRONT_TRANSPORT, transportOptionsFor } from './transport-config';

/**
 * Sell-books leads (issue 14): a draft anyone can make (anonymous: its private token is the key
 * of the resume link; logged in: also the account's), updated while a draft, then submitted —
 * quotes frozen, a batch made (by post: a carrier booked through the fulfilment carrier interface,
 * its label printable), the seller e-mailed. Contracts: src/contracts/buyback.ts.
 */
export interface LeadDeps extends BatchMoveDeps {
  carriers: Omit<CarrierSelection, 'db'>;
  /** Absolute URL of the storefront's sell-books page opening a draft by its token (src/server may not import the route table). */
  sellPageUrl: (locale: Locale, token: string) => string;
}

const asLocale = (value: string): Locale => ((LOCALE_LABELS as readonly string[]).includes(value) ? (value as Locale) : 'cs');
const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The lead, if the caller may see it: its logged-in owner, or whoever holds its token. Otherwise 404 (no hint that it exists). */
async function accessibleLead(ctx: Pick<RequestContext, 'db' | 'customer'>, id: number, token: string | null, db: Db = ctx.db, lock = false): Promise<LeadRow> {
  const lead = await repo.findLead(db, id, lock);
  if (!lead) throw notFound('Lead');
  const owner = ctx.customer !== null && lead.customerId === ctx.customer.id;
  if (!owner && !(token && sameToken(token, lead.token))) throw notFound('Lead');
  return lead;
}

type ItemInput = NonNullable<LeadUpdateBody['items']>[number];
const toItemRows = (items: readonly ItemInput[]): repo.LeadItemInsert[] => items.map((item, position) => ({
  position, input: item.isbn, isbn13: parseIsbn(item.isbn)?.isbn13 ?? null, condition: item.condition,
  choice: item.choice ?? 'cash', quantity: item.quantity ?? 1,
}));

const cleanContact = (c: Partial<LeadContactData>): LeadContactData =>
  Object.fromEntries(Object.entries(c).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as LeadContactData;

interface PricedItem { row: LeadItemRow; quote: QuoteResult; unitPriceX100: number; unitCommissionX100: number }

async function pricedItems(db: Db, lead: LeadRow, now: Date): Promise<PricedItem[]> {
  const rows = await repo.leadItems(db, lead.id);
  const fresh = lead.state === 'draft' ? await quoteIsbns(db, asLocale(lead.locale), rows.map((r) => r.input), now) : null;
  return rows.map((row, i) => {
    const quote = (fresh ? fresh[i] : row.quote) as QuoteResult;
    if (!fresh) return { row, quote, unitPriceX100: row.unitPriceX100 ?? 0, unitCommissionX100: row.unitCommissionX100 ?? 0 };
    const accepted = quote.status === 'accepted';
    return {
      row, quote,
      unitPriceX100: accepted ? quote.prices[row.condition] : 0,
      unitCommissionX100: accepted ? quote.commissionPrices[row.condition] : 0,
    };
  });
}

const unitOf = (p: PricedItem) => (p.row.choice === 'cash' ? p.unitPriceX100 : p.unitCommissionX100);

export async function leadView(db: Db, lead: LeadRow, now: Date, items?: PricedItem[]): Promise<LeadView> {
  const priced = items ?? await pricedItems(db, lead, now);
  const [photo, batch] = await Promise.all([repo.photoMeta(db, lead.id), findBatchOfLead(db, lead.id)]);
  const cashX100 = priced.filter((p) => p.row.choice === 'cash').reduce((s, p) => s + p.unitPriceX100 * p.row.quantity, 0);
  const commissionX100 = priced.filter((p) => p.row.choice === 'commission').reduce((s, p) => s + p.unitCommissionX100 * p.row.quantity, 0);
  const acceptedCount = priced.filter((p) => unitOf(p) > 0).reduce((s, p) => s + p.row.quantity, 0);
  const refusedCount = priced.filter((p) => unitOf(p) === 0).reduce((s, p) => s + p.row.quantity, 0);
  return {
    id: lead.id,
    token: lead.token,
    state: lead.state,
    locale: lead.locale,
    currency: lead.currency as 'CZK' | 'EUR',
    items: priced.map((p) => ({
      id: p.row.id, input: p.row.input, condition: p.row.condition, choice: p.row.choice, quantity: p.row.quantity,
      quote: p.quote, unitPriceX100: p.unitPriceX100, unitCommissionX100: p.unitCommissionX100,
    })),
    payout: lead.payoutMethod ? { method: lead.payoutMethod, bankAccount: lead.bankAccount, accountHolder: lead.accountHolder } : null,
    walletBonusPercent: lead.walletBonusPercent,
    commissionSharePercent: PRICING.commissionSharePercent,
    contact: lead.contact,
    note: lead.note,
    totals: {
      cashX100, commissionX100, acceptedCount, refusedCount,
      walletBonusX100: lead.payoutMethod === 'bank' ? 0 : walletBonus(cashX100, lead.walletBonusPercent),
    },
    photo: photo ? { contentType: photo.contentType as 'image/png', bytes: photo.size, uploadedAt: photo.uploadedAt.toISOString() } : null,
    transport: (lead.transport ?? null) as LeadView['transport'],
    batchCode: batch?.code ?? null,
    submittedAt: lead.submittedAt?.toISOString() ?? null,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

const payoutColumns = (payout: LeadCreateBody['payout']) => (payout === undefined ? {} : payout.method === 'bank'
  ? { payoutMethod: 'bank' as const, bankAccount: normalizeBankAccount(payout.bankAccount), accountHolder: payout.accountHolder ?? null }
  : { payoutMethod: 'wallet' as const, bankAccount: null, accountHolder: null });

/** POST /leads: a draft; a logged-in customer's name, e-mail, phone and first address fill what the body leaves out. */
export async function createLead(ctx: RequestContext, input: LeadCreateBody): Promise<LeadView> {
  const body = leadCreateBody.parse(input);
  const prefill = ctx.customer ? await repo.customerPrefill(ctx.db, ctx.customer.id) : null;
  const fromAccount: Partial<LeadContactData> = prefill ? {
    name: prefill.name ?? undefined, email: prefill.email, phonePrefix: prefill.phonePrefix ?? undefined, phone: prefill.phone ?? undefined,
    street: prefill.street ?? undefined, city: prefill.city ?? undefined, postalCode: prefill.zip ?? undefined, country: prefill.country ?? undefined,
  } : {};
  const lead = await ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const row = await repo.insertLead(tx, {
      token: randomBytes(24).toString('base64url'), customerId: ctx.customer?.id ?? null, locale: ctx.locale, currency: currencyOf(ctx.locale),
      walletBonusPercent: PRICING.walletBonusPercent, contact: cleanContact({ ...fromAccount, ...body.contact }), note: body.note ?? null,
      ...payoutColumns(body.payout), createdAt: ctx.now, updatedAt: ctx.now,
    });
    await repo.replaceLeadItems(tx, row.id, toItemRows(body.items));
    return row;
  });
  return leadView(ctx.db, lead, ctx.now);
}

export async function getLead(ctx: RequestContext, id: number, token: string | null): Promise<LeadView> {
  return leadView(ctx.db, await accessibleLead(ctx, id, token), ctx.now);
}

export async function getLeadByToken(ctx: RequestContext, token: string): Promise<LeadView> {
  const lead = await repo.findLeadByToken(ctx.db, token);
  if (!lead) throw notFound('Lead');
  return leadView(ctx.db, lead, ctx.now);
}

const notEditable = (lead: Pick<LeadRow, 'state'>) => new AppError('LEAD_NOT_EDITABLE', `The lead is ${lead.state}, no draft`, { state: lead.state });

/** PATCH /leads/{id}: drafts only (409 LEAD_NOT_EDITABLE); `items` replaces the list, contact fields merge. */
export async function updateLead(ctx: RequestContext, id: number, token: string | null, body: LeadUpdateBody): Promise<LeadView> {
  const updated = await ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const lead = await accessibleLead(ctx, id, token, tx, true);
    if (lead.state !== 'draft') throw notEditable(lead);
    const row = await repo.updateDraft(tx, id, {
      ...payoutColumns(body.payout),
      ...(body.contact ? { contact: cleanContact({ ...lead.contact, ...body.contact }) } : {}),
      ...(body.note !== undefined ? { note: body.note } : {}),
      // A logged-in customer resuming an anonymous draft by its link takes it into the account.
      ...(lead.customerId === null && ctx.customer ? { customerId: ctx.customer.id } : {}),
      updatedAt: ctx.now,
    });
    if (!row) throw notEditable({ state: 'submitted' });
    if (body.items) await repo.replaceLeadItems(tx, id, toItemRows(body.items));
    return row;
  });
  return leadView(ctx.db, updated, ctx.now);
}

const incomplete = (problems: Array<{ path: string; message: string }>) =>
  new AppError('LEAD_INCOMPLETE', 'The lead cannot be submitted yet', problems);

/** Saved-list e-mails: a seller saves a few lists a day; a script mailing strangers is stopped. */
export const LEAD_LINK_LIMITS: { perAddress: RateLimit; perIp: RateLimit } = {
  perAddress: { max: 3, windowMs: 24 * 60 * 60_000 },
  perIp: { max: 10, windowMs: 60 * 60_000 },
};

/**
 * POST /leads/{id}/link-mail ("save and finish later"): the draft's private link to its contact
 * e-mail, so a guest who closes the page still has it. Once per draft and address (a second click
 * sends nothing new); 422 LEAD_INCOMPLETE without an e-mail or a book the shop buys.
 */
export async function mailLeadLink(ctx: RequestContext, deps: LeadDeps, id: number, token: string | null): Promise<{ sentTo: string }> {
  const lead = await accessibleLead(ctx, id, token);
  if (lead.state !== 'draft') throw notEditable(lead);
  const email = lead.contact.email;
  const accepted = (await pricedItems(ctx.db, lead, ctx.now)).filter((p) => unitOf(p) > 0).reduce((sum, p) => sum + p.row.quantity, 0);
  const problems = [
    ...(accepted === 0 ? [{ path: 'items', message: 'None of the books can be bought' }] : []),
    ...(!email ? [{ path: 'contact.email', message: 'Required' }] : []),
  ];
  if (problems.length > 0 || !email) throw incomplete(problems);
  const dedupeKey = `buyback-lead-link:${lead.id}:${email.toLowerCase()}`;
  if (await deps.mailer.isRecorded(dedupeKey)) return { sentTo: email };
  // Anyone may start a draft with any address: the mails one address and one client can cause are counted.
  const verdicts = [
    await hitRateLimit(ctx.db, 'lead-link:address', email.toLowerCase(), LEAD_LINK_LIMITS.perAddress, ctx.now),
    await hitRateLimit(ctx.db, 'lead-link:ip', ctx.ip, LEAD_LINK_LIMITS.perIp, ctx.now),
  ].filter((v) => !v.allowed);
  if (verdicts.length > 0) {
    throw new AppError('RATE_LIMITED', 'Too many saved-list e-mails, try again later', { retryAfterSeconds: Math.max(...verdicts.map((v) => v.retryAfterSeconds)) });
  }
  const locale = asLocale(lead.locale);
  const mail = renderLeadLinkMail(locale, { url: deps.sellPageUrl(locale, lead.token), count: accepted });
  await deps.mailer.send({
    kind: 'buyback-lead-link', dedupeKey, to: email,
    subject: mail.subject, html: mail.html, text: mail.text, attachments: [], createdAt: ctx.now, secrets: [lead.token],
  });
  return { sentTo: email };
}

/**
 * POST /leads/{id}/submit. Checks (422 LEAD_INCOMPLETE with the fields, 422
 * BUYBACK_TRANSPORT_UNAVAILABLE), books the carrier (outside the transaction, before anything is
 * written: a carrier that refuses leaves the draft as it was), then in one transaction: the
 * quotes frozen, the lead submitted, the batch with its books and its `created` event and e-mail.
 */
export async function submitLead(ctx: RequestContext, deps: LeadDeps, id: number, token: string | null, body: LeadSubmitBody): Promise<LeadView> {
  const lead = await accessibleLead(ctx, id, token);
  if (lead.state !== 'draft') throw notEditable(lead);
  const locale = asLocale(lead.locale);
  const priced = await pricedItems(ctx.db, lead, ctx.now);
  const contact = lead.contact;
  const problems: Array<{ path: string; message: string }> = [];
  if (priced.length === 0) problems.push({ path: 'items', message: 'Add at least one book' });
  else if (!priced.some((p) => unitOf(p) > 0)) problems.push({ path: 'items', message: 'None of the books can be bought' });
  if (priced.some((p) => p.row.choice === 'cash' && p.unitPriceX100 > 0) && !lead.payoutMethod) problems.push({ path: 'payout', message: 'Choose the wallet or a bank account' });
  if (!contact.name) problems.push({ path: 'contact.name', message: 'Required' });
  if (!contact.email) problems.push({ path: 'contact.email', message: 'Required' });

  const transport = body.transport;
  let service: 'drop_off' | 'courier_pickup' | null = null;
  if (transport.kind === 'post') {
    const config = STOREFRONT_TRANSPORT[locale];
    if (!config || !config.carriers.includes(transport.carrier)) {
      throw new AppError('BUYBACK_TRANSPORT_UNAVAILABLE', `No ${transport.carrier} on this storefront`, { carrier: transport.carrier, reason: 'CARRIER' });
    }
    service = CARRIER_SERVICE[transport.carrier];
    if (service === 'courier_pickup') {
      const dates = transportOptionsFor(locale, ctx.now).carriers.find((c) => c.carrier === transport.carrier)?.pickupDates ?? [];
      if (!transport.pickupDate || !dates.includes(transport.pickupDate)) {
        throw new AppError('BUYBACK_TRANSPORT_UNAVAILABLE', 'Choose one of the offered pickup dates', { carrier: transport.carrier, reason: 'PICKUP_DATE', pickupDates: dates });
      }
      for (const field of ['street', 'city', 'postalCode'] as const) if (!contact[field]) problems.push({ path: `contact.${field}`, message: 'Required for a courier pickup' });
    }
  }
  if (body.bagCode && !(await isFreeBagCode(ctx.db, body.bagCode))) problems.push({ path: 'bagCode', message: 'Unknown or already used bag code' });
  if (problems.length > 0) throw incomplete(problems);

  const accepted = priced.filter((p) => unitOf(p) > 0);
  const cashX100 = accepted.filter((p) => p.row.choice === 'cash').reduce((s, p) => s + p.unitPriceX100 * p.row.quantity, 0);
  // The carrier first, outside the transaction (it has its own timeout): nothing is written if it refuses.
  const code = body.bagCode ?? newBatchCode();
  let booked: { client: string; carrierRef: string; trackingNumber: string } | null = null;
  if (transport.kind === 'post') {
    const client = selectCarrier(transport.carrier === 'packeta' ? 'packeta' : transport.carrier, { ...deps.carriers, db: ctx.db });
    if (!client) throw new AppError('CARRIER_UNAVAILABLE', `No client for ${transport.carrier}`, { carrier: transport.carrier });
    // A return parcel: from the seller to the shop, its reference the batch code printed on our label.
    const parcel = await client.createReturnParcel({
      reference: code, name: contact.name!, email: contact.email!, phone: `${contact.phonePrefix ?? ''}${contact.phone ?? ''}`,
      valueX100: cashX100, currency: lead.currency,
    });
    booked = { client: client.name, carrierRef: parcel.carrierRef, trackingNumber: parcel.trackingNumber };
  }

  const { submitted, batchId } = await ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const locked = await repo.findLead(tx, id, true);
    if (!locked || locked.state !== 'draft') throw notEditable(locked ?? { state: 'submitted' });
    const customerId = ctx.customer?.id ?? locked.customerId ?? await repo.findOrCreateCustomer(tx, contact.email!, contact.name ?? null, locale, ctx.now);
    await repo.markSupplier(tx, customerId);
    if (locked.payoutMethod === 'bank' && locked.bankAccount) await repo.rememberBankAccount(tx, customerId, locked.bankAccount);
    for (const p of priced) await repo.setItemQuote(tx, p.row.id, p.quote as unknown as Record<string, unknown>, p.unitPriceX100, p.unitCommissionX100);
    const row = await repo.updateDraft(tx, id, {
      state: 'submitted', submittedAt: ctx.now, updatedAt: ctx.now, customerId,
      transport: transport.kind === 'post' ? { kind: 'post', carrier: transport.carrier, ...(transport.pickupDate ? { pickupDate: transport.pickupDate } : {}) } : { kind: 'in_person' },
    });
    if (!row) throw notEditable({ state: 'submitted' });
    const batchRow = {
      leadId: id, customerId, email: contact.email!, locale, currency: lead.currency,
      carrier: transport.kind === 'post' ? transport.carrier : null, service,
      carrierClient: booked?.client ?? null, carrierRef: booked?.carrierRef ?? null, trackingNumber: booked?.trackingNumber ?? null,
      pickupDate: transport.kind === 'post' && service === 'courier_pickup' ? transport.pickupDate ?? null : null,
      updatedAt: ctx.now,
    };
    // A printed bag: its pregenerated batch (and its `created` event) becomes this lead's.
    const bag = body.bagCode ? await claimPregenerated(tx, body.bagCode) : null;
    if (body.bagCode && !bag) throw incomplete([{ path: 'bagCode', message: 'Unknown or already used bag code' }]);
    const batch = bag ? await updateBatch(tx, bag.id, batchRow) : await createBatch(tx, { ...batchRow, createdAt: ctx.now }, code);
    await insertBatchBooks(tx, accepted.flatMap((p) => Array.from({ length: p.row.quantity }, () => ({
      batchId: batch.id, leadItemId: p.row.id, isbn13: p.quote.isbn13, title: p.quote.title, editionId: p.quote.editionId,
      condition: p.row.condition, choice: p.row.choice, quotedX100: unitOf(p),
    }))));
    await recordCreated(tx, batch, ctx.now, { eventExists: bag !== null });
    return { submitted: row, batchId: batch.id };
  });
  sendBatchMailsSoon(ctx.db, deps, batchId, ['created']);
  return leadView(ctx.db, submitted, ctx.now);
}

export async function listMyLeads(ctx: RequestContext, customerId: number): Promise<LeadList> {
  const leads = await repo.listCustomerLeads(ctx.db, customerId);
  const views = await Promise.all(leads.map((l) => leadView(ctx.db, l, ctx.now)));
  return {
    items: views.map((v) => ({
      id: v.id, token: v.token, state: v.state, currency: v.currency, totals: v.totals, batchCode: v.batchCode,
      submittedAt: v.submittedAt, createdAt: v.createdAt, updatedAt: v.updatedAt, itemCount: v.items.reduce((s, i) => s + i.quantity, 0),
    })),
  };
}

/** Longest side kept of a spine photo: enough for staff to read the titles. */
const PHOTO_MAX_SIDE = 3000;

/** PUT /leads/{id}/photo: JPEG, PNG or WebP by its first bytes, ≤ 10 MB, re-encoded (no EXIF, GPS), one per lead, drafts only. */
export async function uploadLeadPhoto(ctx: RequestContext, id: number, token: string | null, bytes: Uint8Array): Promise<LeadView> {
  const lead = await accessibleLead(ctx, id, token);
  if (lead.state !== 'draft') throw notEditable(lead);
  if (bytes.length === 0) throw new AppError('INVALID_FIELDS', 'The photo is empty', [{ path: 'photo', message: 'Empty' }]);
  if (bytes.length > LEAD_PHOTO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `The photo may have at most ${LEAD_PHOTO_MAX_BYTES} bytes`);
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'JPEG, PNG or WebP only');
  let clean: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: 60_000_000, failOn: 'error', animated: false }).rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    clean = type === 'image/png' ? await image.png({ compressionLevel: 9 }).toBuffer()
      : type === 'image/jpeg' ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer() : await image.webp({ quality: 85 }).toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a readable image');
  }
  await repo.savePhoto(ctx.db, id, type, clean, ctx.now);
  await repo.updateDraft(ctx.db, id, { updatedAt: ctx.now });
  return leadView(ctx.db, (await repo.findLead(ctx.db, id))!, ctx.now);
}

/** The batch label's access: the lead's owner or token holder. */
export async function batchForLabel(ctx: RequestContext, code: string, token: string | null) {
  const batch = await requireBatch(ctx.db, code);
  if (!batch.leadId) throw notFound('Batch');
  const lead = await accessibleLead(ctx, batch.leadId, token);
  return { batch, lead };
}

