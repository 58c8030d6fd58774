import sharp from 'sharp';
import type { BatchState } from '@/contracts/buyback';
import {
  BAND_OF_CONDITION, INTAKE_PHOTO_MAX_BYTES, INTAKE_PHOTO_MAX_SIDE, RECLAIM_FEE_X100,
  type AcceptBody, type IntakeBatch, type IntakeBook, type RefuseBody, type Suggestion,
} from '@/contracts/intake';
import { LOCALE_LABELS, type Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { createBatch, quoteIsbns, recordCreated, transitionBatch } from '../buyback';
import { commissionAccountOfCustomer, insertCommissionCopyTerms, openCommissionAccount, termsFor } from '../commission';
import type { Mailer } from '../mail';
import * as repo from './intake.repository';
import { DEFAULT_SALE_CZK_X100, SALE_PERCENT, eurFromCzk, priceLimitFor, shopCzk } from './intake-prices';

export { priceLimitFor } from './intake-prices';

/**
 * The intake desk (issue 15 items 1 and 3, docs/adr/0028): a parcel is received by its code, each
 * book gets a verdict — accepted (graded, priced: a copy in stock at once) or refused with its
 * evidence — and the batch is marked processed, which pays the seller (buyback's payout). Batch
 * moves go through buyback's state machine (transitionBatch); verdicts are one conditional UPDATE
 * each under the book's row lock, journaled.
 */
export type IntakeCtx = RequestContext;
export interface IntakeDeps { mailer: Mailer }

const staffIdOf = (ctx: IntakeCtx) => ctx.staff?.id ?? null;
const asLocale = (value: string | null): Locale => ((LOCALE_LABELS as readonly string[]).includes(value ?? '') ? (value as Locale) : 'cs');
const tx = <T,>(ctx: IntakeCtx, run: (db: Db) => Promise<T>): Promise<T> => ctx.db.transaction((t) => run(t as unknown as Db));

const conflict = (code: string, state: string, to: string) => new AppError('BATCH_STATE_CONFLICT', `Batch ${code} is ${state}`, { from: state, to });

async function requireBatch(db: Db, code: string): Promise<repo.BatchRowLite> {
  const batch = await repo.findBatch(db, code);
  if (!batch) throw notFound('Batch');
  return batch;
}

/** Scanning a batch (or printed bag) code: the parcel is received and opened for intake (processing). A second scan answers the same batch. */
export async function receiveBatch(ctx: IntakeCtx, deps: IntakeDeps, code: string): Promise<IntakeBatch> {
  let batch = await requireBatch(ctx.db, code);
  // A printed bag nobody claimed has no seller to pay: it is received as an unannounced parcel (by e-mail).
  if (batch.customerId === null && batch.email === null) {
    throw new AppError('BATCH_STATE_CONFLICT', `Batch ${code} has no seller`, { from: batch.state, to: 'received', reason: 'NO_SELLER' });
  }
  const moveCtx = { ...ctx, staffId: staffIdOf(ctx) };
  const moves: BatchState[] = batch.state === 'created' || batch.state === 'sent' ? ['received', 'processing'] : batch.state === 'received' ? ['processing'] : [];
  if (moves.length === 0 && batch.state !== 'processing') throw conflict(code, batch.state, 'received');
  for (const to of moves) await transitionBatch(moveCtx, deps, code, to, 'intake: received');
  batch = await requireBatch(ctx.db, code);
  return batchDetail(ctx, batch);
}

/** A parcel nobody announced: a batch for the seller found (or made) by e-mail, received at once; its books are added as they come out of the box. */
export async function receiveUnannounced(ctx: IntakeCtx, deps: IntakeDeps, input: { email: string; locale: string }): Promise<IntakeBatch> {
  const locale = asLocale(input.locale);
  const currency = locale === 'cs' ? 'CZK' : 'EUR';
  const code = await tx(ctx, async (db) => {
    const customerId = await repo.findOrCreateSeller(db, input.email, locale, ctx.now);
    const batch = await createBatch(db, { customerId, email: input.email, locale, currency, createdAt: ctx.now, updatedAt: ctx.now });
    await recordCreated(db, batch, ctx.now);
    return batch.code;
  });
  return receiveBatch(ctx, deps, code);
}

export async function getIntakeBatch(ctx: IntakeCtx, code: string): Promise<IntakeBatch> {
  return batchDetail(ctx, await requireBatch(ctx.db, code));
}

function bookView(b: repo.BatchBookRow, photoIds: number[]): IntakeBook {
  return {
    id: b.id, isbn13: b.isbn13, title: b.title, editionId: b.editionId, condition: b.condition, choice: b.choice, quotedX100: b.quotedX100,
    outcome: b.outcome, acceptedX100: b.acceptedX100, conditionId: b.conditionId, defects: b.defects ?? [], note: b.note,
    copyId: b.copyId, refusalReason: (b.refusalReason ?? null) as IntakeBook['refusalReason'],
    reclaimOption: b.reclaimOption ?? null, reclaimUntil: b.reclaimUntil?.toISOString() ?? null, photoIds,
  };
}

async function batchDetail(ctx: IntakeCtx, batch: repo.BatchRowLite): Promise<IntakeBatch> {
  const books = await repo.booksOfBatch(ctx.db, batch.id);
  const photos = await repo.photoIdsOf(ctx.db, books.map((b) => b.id));
  const lead = batch.leadId ? await repo.leadOf(ctx.db, batch.leadId) : null;
  return {
    code: batch.code, state: batch.state, currency: (batch.currency ?? 'CZK') as 'CZK' | 'EUR', email: batch.email, locale: batch.locale,
    lead: lead ? {
      id: lead.lead.id, note: lead.lead.note, payoutMethod: lead.lead.payoutMethod,
      photoUrl: lead.hasPhoto ? `/api/adonis/admin/v1/intake/batches/${batch.code}/lead-photo` : null,
      items: lead.items.map((i) => ({ input: i.input, isbn13: i.isbn13, condition: i.condition, choice: i.choice, quantity: i.quantity, unitPriceX100: i.unitPriceX100 })),
    } : null,
    books: books.map((b) => bookView(b, photos.get(b.id) ?? [])),
    pending: books.filter((b) => b.outcome === 'pending').length,
  };
}

const OPEN: readonly string[] = ['received', 'processing'];

/** A book found in the parcel that the lead did not list (or any book of an unannounced parcel). */
export async function addBook(ctx: IntakeCtx, code: string, editionId: number): Promise<IntakeBatch> {
  const batch = await requireBatch(ctx.db, code);
  if (!OPEN.includes(batch.state)) throw conflict(code, batch.state, 'processing');
  const edition = await repo.editionBrief(ctx.db, editionId);
  if (!edition) throw notFound('Edition');
  await repo.insertBatchBook(ctx.db, { batchId: batch.id, isbn13: edition.isbn13, title: edition.title, editionId, condition: 'good', choice: 'cash', quotedX100: 0 });
  return batchDetail(ctx, batch);
}

// ------------------------------------------------------------------ prices

/**
 * The suggestion for a book in a condition: the purchase price is the buyback pricing service's
 * cash for that band in the batch's currency (the same rules as the seller's quote); the shelf
 * price follows the title's reference price (twice the like-new commission share), per condition.
 */
export async function suggest(ctx: IntakeCtx, batchBookId: number, editionId: number, conditionId: 1 | 2 | 3 | 4): Promise<Suggestion> {
  const book = await repo.findBook(ctx.db, batchBookId);
  if (!book) throw notFound('Book');
  const batch = (await repo.batchOfBook(ctx.db, book.batchId))!;
  return suggestFor(ctx, batch, book, editionId, conditionId, 'store');
}

type Quote = Awaited<ReturnType<typeof quoteIsbns>>[number] | undefined;
/**
 * The grade step's quotes, reused by the verdict of the same book a few minutes later (the price
 * step re-checks the limits on the server, and the quote is its costliest part: ADR 0028). Per
 * process, bounded; another process (or an older entry) simply quotes again.
 */
const QUOTE_REUSE_MS = 10 * 60_000;
const QUOTES_KEPT = 2_000;
const recentQuotes = new Map<string, { at: number; czk: Quote; own: Quote }>();

async function quotesFor(ctx: IntakeCtx, key: string, isbn: string | null, currency: 'CZK' | 'EUR', cache: 'store' | 'use'): Promise<{ czk: Quote; own: Quote }> {
  const now = ctx.now.getTime();
  const kept = recentQuotes.get(key);
  if (cache === 'use' && kept && now - kept.at >= 0 && now - kept.at < QUOTE_REUSE_MS) {
    recentQuotes.delete(key);
    return kept;
  }
  const [czk] = isbn ? await quoteIsbns(ctx.db, 'cs', [isbn], ctx.now) : [];
  const [own] = isbn && currency === 'EUR' ? await quoteIsbns(ctx.db, 'sk', [isbn], ctx.now) : [czk];
  if (cache === 'store') {
    recentQuotes.delete(key);
    recentQuotes.set(key, { at: now, czk, own });
    if (recentQuotes.size > QUOTES_KEPT) recentQuotes.delete(recentQuotes.keys().next().value!);
  }
  return { czk, own };
}

async function suggestFor(ctx: IntakeCtx, batch: repo.BatchRowLite, book: repo.BatchBookRow, editionId: number, conditionId: 1 | 2 | 3 | 4, cache: 'store' | 'use'): Promise<Suggestion> {
  const currency = (batch.currency ?? 'CZK') as 'CZK' | 'EUR';
  const edition = await repo.editionBrief(ctx.db, editionId);
  if (!edition) throw notFound('Edition');
  const band = BAND_OF_CONDITION[conditionId];
  const permissions = ctx.staff?.permissions ?? [];
  const isbn = edition.isbn13;
  const { czk, own } = await quotesFor(ctx, `${book.id}:${editionId}:${currency}`, isbn, currency, cache);
  // A book the seller chose to sell on commission keeps its quoted share; cash is priced now.
  const purchase = own?.status === 'accepted' ? (book.choice === 'commission' ? own.commissionPrices[band] : own.prices[band]) : 0;
  const referenceCzk = czk?.status === 'accepted' ? czk.commissionPrices.like_new * 2 : null;
  const saleCzkX100 = referenceCzk ? shopCzk((referenceCzk * SALE_PERCENT[conditionId]) / 100) : DEFAULT_SALE_CZK_X100;
  return {
    currency, purchaseX100: purchase, saleCzkX100, saleEurX100: eurFromCzk(saleCzkX100),
    limit: priceLimitFor(permissions, purchase, currency),
    refusal: own && own.status === 'refused' ? own.reason : null,
  };
}

// ------------------------------------------------------------------ verdicts

/** Locks in the order batch (share) → book (update); answers the locked book or the conflict. */
async function lockPending(db: Db, batchBookId: number): Promise<{ batch: repo.BatchRowLite; book: repo.BatchBookRow }> {
  const peek = await repo.findBook(db, batchBookId);
  if (!peek) throw notFound('Book');
  const batch = (await repo.batchOfBookForShare(db, peek.batchId))!;
  const book = (await repo.findBook(db, batchBookId, true))!;
  if (book.outcome !== 'pending') throw new AppError('INTAKE_BOOK_DECIDED', `Book ${batchBookId} is ${book.outcome} already`, { outcome: book.outcome });
  if (batch.state !== 'processing') throw conflict(batch.code, batch.state, 'processing');
  return { batch, book };
}

/** Accepted: graded and priced within the employee's limits; the copy is in stock (and in search) when this returns. */
export async function acceptBook(ctx: IntakeCtx, batchBookId: number, body: AcceptBody): Promise<IntakeBook> {
  const conditionId = body.conditionId as 1 | 2 | 3 | 4;
  return tx(ctx, async (db) => {
    const { batch, book } = await lockPending(db, batchBookId);
    const hint = await suggestFor({ ...ctx, db }, batch, book, body.editionId, conditionId, 'use');
    if (body.purchaseX100 < hint.limit.minX100 || body.purchaseX100 > hint.limit.maxX100) {
      throw new AppError('PRICE_OUT_OF_LIMITS', 'The price is outside your limits', { ...hint.limit, suggestedX100: hint.purchaseX100 });
    }
    const edition = (await repo.editionBrief(db, body.editionId))!;
    const photos = (await repo.photoIdsOf(db, [batchBookId])).get(batchBookId) ?? [];
    const copyId = await repo.stockCopy(db, {
      editionId: edition.id, workId: edition.workId, conditionId, conditionNote: body.note ?? null,
      priceCzkX100: body.saleCzkX100, priceEurX100: body.saleEurX100, photoCount: Math.max(1, photos.length),
    }, ctx.now);
    const decided = await repo.decideBook(db, batchBookId, {
      outcome: 'accepted', acceptedX100: body.purchaseX100, conditionId, defects: body.defects, note: body.note ?? null, copyId,
      editionId: edition.id, isbn13: edition.isbn13 ?? book.isbn13, title: edition.title, decidedBy: staffIdOf(ctx), decidedAt: ctx.now,
    });
    if (!decided) throw new AppError('INTAKE_BOOK_DECIDED', `Book ${batchBookId} was decided meanwhile`, { outcome: 'decided' });
    await repo.attachPhotosToCopy(db, batchBookId, copyId);
    const commissionAccountId = book.choice === 'commission' && batch.customerId !== null
      ? await makeCommissionCopy({ ...ctx, db }, batch.customerId, batch.locale ?? 'cs', copyId)
      : null;
    await repo.insertBookEvent(db, {
      batchBookId, fromOutcome: 'pending', toOutcome: 'accepted', actorStaffId: staffIdOf(ctx), at: ctx.now,
      data: { copyId, editionId: edition.id, conditionId, defects: body.defects, purchaseX100: body.purchaseX100, suggestedX100: hint.purchaseX100, saleCzkX100: body.saleCzkX100, saleEurX100: body.saleEurX100, commissionAccountId },
    });
    return bookView(decided, photos);
  });
}

/**
 * A book the seller chose to sell on commission stays theirs (ADR 0030): the copy carries the
 * seller's public hash, their commission account is opened with the first such book (they reach its
 * dashboard from /account/books) and the copy's terms are frozen now. The batch's payout leaves it
 * out (cash books only); the seller's share is credited when it sells. Answers the account id.
 */
async function makeCommissionCopy(ctx: IntakeCtx, customerId: number, locale: string, copyId: number): Promise<number> {
  await repo.setCopySeller(ctx.db, copyId, customerId);
  const existing = await commissionAccountOfCustomer(ctx, customerId);
  const account = existing ? { id: existing.accountId, locale: existing.locale } : (await openCommissionAccount(ctx.db, { customerId, locale, now: ctx.now })).account;
  const terms = termsFor(account.locale);
  await insertCommissionCopyTerms(ctx.db, {
    copyId, accountId: account.id, sharePercent: terms.sharePercent, minPriceX100: terms.minPriceX100,
    listedAt: ctx.now, listingEndsAt: new Date(ctx.now.getTime() + terms.listingDays * 86_400_000),
  });
  return Number(account.id);
}

/** Refused with evidence the seller sees: the reason, a note, photos, and how long they may reclaim it (return for a fee, or donation). */
export async function refuseBook(ctx: IntakeCtx, batchBookId: number, body: RefuseBody): Promise<IntakeBook> {
  return tx(ctx, async (db) => {
    const { batch } = await lockPending(db, batchBookId);
    const currency = (batch.currency ?? 'CZK') as 'CZK' | 'EUR';
    const reclaimUntil = new Date(ctx.now.getTime() + body.reclaimDays * 86_400_000);
    const decided = await repo.decideBook(db, batchBookId, {
      outcome: 'refused', refusalReason: body.reason, note: body.note ?? null, reclaimOption: body.reclaimOption,
      reclaimFeeX100: body.reclaimOption === 'return' ? RECLAIM_FEE_X100[currency] : null, reclaimUntil, decidedBy: staffIdOf(ctx), decidedAt: ctx.now,
    });
    if (!decided) throw new AppError('INTAKE_BOOK_DECIDED', `Book ${batchBookId} was decided meanwhile`, { outcome: 'decided' });
    await repo.insertBookEvent(db, {
      batchBookId, fromOutcome: 'pending', toOutcome: 'refused', actorStaffId: staffIdOf(ctx), at: ctx.now,
      data: { reason: body.reason, reclaimOption: body.reclaimOption, reclaimUntil: reclaimUntil.toISOString() },
    });
    return bookView(decided, (await repo.photoIdsOf(db, [batchBookId])).get(batchBookId) ?? []);
  });
}

/** JPEG, PNG, WebP or HEIF from a phone or desk camera: rotated by EXIF, at most 1600 px, re-encoded as JPEG (no metadata). */
export async function addPhoto(ctx: IntakeCtx, batchBookId: number, bytes: Uint8Array): Promise<{ id: number; width: number; height: number; size: number }> {
  if (bytes.length === 0) throw new AppError('INVALID_FIELDS', 'The photo is empty', [{ path: 'photo', message: 'Empty' }]);
  if (bytes.length > INTAKE_PHOTO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `The photo may have at most ${INTAKE_PHOTO_MAX_BYTES} bytes`);
  const book = await repo.findBook(ctx.db, batchBookId);
  if (!book) throw notFound('Book');
  let out: { data: Buffer; info: { width: number; height: number } };
  try {
    out = await sharp(bytes, { limitInputPixels: 80_000_000, failOn: 'error', animated: false }).rotate()
      .resize({ width: INTAKE_PHOTO_MAX_SIDE, height: INTAKE_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a readable image');
  }
  const id = await repo.insertPhoto(ctx.db, {
    batchBookId, copyId: book.copyId, contentType: 'image/jpeg', bytes: out.data, width: out.info.width, height: out.info.height, staffId: staffIdOf(ctx), now: ctx.now,
  });
  return { id, width: out.info.width, height: out.info.height, size: out.data.length };
}

/** Every book has its verdict: the batch is processed and the seller paid (buyback's payout; a wallet payout at once). */
export async function processBatch(ctx: IntakeCtx, deps: IntakeDeps, code: string): Promise<IntakeBatch> {
  await transitionBatch({ ...ctx, staffId: staffIdOf(ctx) }, deps, code, 'processed', 'intake: every book decided');
  return batchDetail(ctx, await requireBatch(ctx.db, code));
}

/** A photo for its viewer: staff always; the seller of the batch (refusal evidence); anyone for an accepted copy's photo (shown on its page). */
export async function photoFor(ctx: IntakeCtx, id: number, as: { staff?: boolean; batchCode?: string; copyId?: number }) {
  const photo = await repo.photoBytes(ctx.db, id);
  if (!photo) throw notFound('Photo');
  if (as.staff) return photo;
  if (as.copyId !== undefined && photo.copyId === as.copyId) return photo;
  if (as.batchCode !== undefined && photo.batchCode === as.batchCode && ctx.customer && photo.customerId === ctx.customer.id) return photo;
  throw notFound('Photo');
}

export const copyPhotoIds = (ctx: IntakeCtx, copyId: number) => repo.copyPhotoIds(ctx.db, copyId);
