import { randomInt } from 'node:crypto';
import type { BatchState, BatchView } from '@/contracts/buyback';
import { brandFor, LOCALE_LABELS, type Locale } from '@/i18n/locales';
import { runInBackground } from '../../background';
import type { Db } from '../../db/client';
import type { SystemContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { logger } from '../../http/logger';
import { enqueueJob, runJobNow } from '../../jobs';
import type { Mailer } from '../mail';
import { escapeHtml } from '../mail';
import { BATCH_MAIL_MESSAGES, BATCH_STATE_NAMES, INTAKE_REFUSAL_MESSAGES } from './batch-mail.messages';
import * as repo from './batches.repository';
import type { BatchRow } from './batches.repository';
import { payoutOfBatch } from './payouts.repository';
import { renderBatchLabelPdf } from './batch-label';
import { findLead } from './leads.repository';
import type { LeadContactData } from '../../db/schema';

/**
 * Batches (issue 14, docs/adr/0026): a parcel of sold books with a code. The state machine below
 * is the only way a batch changes state: one conditional UPDATE per move (two movers cannot both
 * win), an event row (who, when, from → to), and the seller's e-mail as a durable job (ADR 0014)
 * in the same transaction.
 */
export const BATCH_TRANSITIONS: Record<BatchState, readonly BatchState[]> = {
  // A parcel brought to the shop in person is received without being sent.
  created: ['sent', 'received', 'cancelled'],
  sent: ['received', 'cancelled'],
  received: ['processing'],
  processing: ['processed'],
  processed: ['paid_out'],
  paid_out: [],
  cancelled: [],
};

export const canMove = (from: BatchState, to: BatchState) => BATCH_TRANSITIONS[from].includes(to);

export const BATCH_MAIL_JOB = 'buyback-batch-mail';
/** One state's e-mail of one batch: its job key and its outbox dedupe key. */
export const mailJobKey = (batchId: number, state: BatchState) => `buyback-batch-mail:${batchId}:${state}`;

/** Crockford base32 without I, L, O, U: readable on a printed bag. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newBatchCode(): string {
  let code = 'BB';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A batch under `code` if given and free, else a fresh code (drawn again on the rare collision). */
export async function createBatch(db: Db, row: Omit<Parameters<typeof repo.insertBatch>[1], 'code'>, code?: string): Promise<BatchRow> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const batch = await repo.insertBatch(db, { ...row, code: attempt === 0 && code ? code : newBatchCode() });
    if (batch) return batch;
  }
  throw new Error('could not draw a free batch code');
}

export interface BatchMoveDeps { mailer: Mailer }

/**
 * Moves a batch `from` → `to` inside the caller's transaction: 409 BATCH_STATE_CONFLICT when the
 * machine does not allow it or another move won. Queues the seller's e-mail (after commit:
 * `sendBatchMailSoon`). Returns the moved batch.
 */
export async function moveBatchInTx(
  tx: Db, batch: BatchRow, to: BatchState, now: Date, actor: { staffId?: number | null; reason?: string | null } = {},
): Promise<BatchRow> {
  const from = batch.state as BatchState;
  if (!canMove(from, to)) throw new AppError('BATCH_STATE_CONFLICT', `A ${from} batch cannot become ${to}`, { from, to });
  const moved = await repo.moveBatch(tx, batch.id, from, to, now);
  if (!moved) throw new AppError('BATCH_STATE_CONFLICT', `Batch ${batch.code} changed meanwhile`, { from, to });
  await repo.insertBatchEvent(tx, { batchId: batch.id, fromState: from, toState: to, actorStaffId: actor.staffId ?? null, reason: actor.reason ?? null, at: now });
  if (moved.email) await enqueueJob(tx, BATCH_MAIL_JOB, { batchId: batch.id, state: to }, { key: mailJobKey(batch.id, to) });
  return moved;
}

/** The first state of a batch (its `created` event, unless a pregenerated batch has it, and e-mail), in the caller's transaction. */
export async function recordCreated(tx: Db, batch: BatchRow, now: Date, options: { eventExists?: boolean } = {}): Promise<void> {
  if (!options.eventExists) await repo.insertBatchEvent(tx, { batchId: batch.id, fromState: null, toState: 'created', at: now });
  if (batch.email) await enqueueJob(tx, BATCH_MAIL_JOB, { batchId: batch.id, state: 'created' }, { key: mailJobKey(batch.id, 'created') });
}

/** After the commit: the state e-mails run at once in this process; the job queue is the fallback. */
export function sendBatchMailsSoon(db: Db, deps: BatchMoveDeps, batchId: number, states: readonly BatchState[]): void {
  for (const state of states) {
    runInBackground(`buyback-batch-mail:${batchId}:${state}`, async () => {
      await runJobNow(db, mailJobKey(batchId, state), () => sendBatchMail(db, deps, { batchId, state }), logger());
    });
  }
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
const asLocale = (value: string | null): Locale => (LOCALE_LABELS as readonly string[]).includes(value ?? '') ? (value as Locale) : 'cs';

export interface BatchMailView {
  code: string;
  state: BatchState;
  amountX100: number | null;
  currency: string;
  /** The label PDF is attached (the first e-mail of a batch sent by post). */
  labelAttached: boolean;
}

export function renderBatchMail(locale: Locale, view: BatchMailView) {
  const t = BATCH_MAIL_MESSAGES[locale];
  const amount = view.amountX100 === null ? '' : new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency }).format(view.amountX100 / 100);
  const values = { code: view.code, brand: brandFor(locale), amount, state: BATCH_STATE_NAMES[locale][view.state] };
  const paragraphs = [
    fill(t.states[view.state], values),
    ...(view.labelAttached ? [fill(t.label, values)] : []),
    fill(t.account, values),
  ];
  const signoff = fill(t.signoff, values);
  return {
    subject: fill(t.subject, values),
    text: [...paragraphs, '', signoff].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>${escapeHtml(signoff)}</p></body></html>`,
  };
}

/** The job: the seller's e-mail of one state of one batch, once (the outbox's dedupe key). */
export async function sendBatchMail(db: Db, deps: BatchMoveDeps, payload: { batchId: number; state: BatchState }): Promise<void> {
  const batch = await repo.findBatchById(db, payload.batchId);
  if (!batch?.email) return;
  const payout = payload.state === 'paid_out' ? await payoutOfBatch(db, batch.id) : null;
  // A batch sent by post: its first e-mail carries the label, so a guest who closed the page still has it.
  const lead = payload.state === 'created' && batch.carrier && batch.leadId ? await findLead(db, batch.leadId) : null;
  const label = lead ? await batchLabelPdf(db, batch, lead.contact) : null;
  const mail = renderBatchMail(asLocale(batch.locale), {
    code: batch.code, state: payload.state, amountX100: payout?.netX100 ?? null, currency: payout?.currency ?? batch.currency ?? 'CZK',
    labelAttached: label !== null,
  });
  await deps.mailer.send({
    kind: 'buyback-batch', dedupeKey: mailJobKey(batch.id, payload.state), to: batch.email, subject: mail.subject, html: mail.html, text: mail.text,
    attachments: label ? [{ filename: `${batch.code}.pdf`, contentType: 'application/pdf', content: label }] : [], createdAt: new Date(),
  });
}

/** The label of a batch sent by post: what the seller sticks on the parcel (the link in the page, the first e-mail's attachment). */
export async function batchLabelPdf(db: Db, batch: BatchRow, contact: LeadContactData): Promise<Buffer> {
  return renderBatchLabelPdf({
    code: batch.code, carrier: batch.carrier ?? '', trackingNumber: batch.trackingNumber, pickupDate: batch.pickupDate,
    sender: [contact.name ?? '', contact.street ?? '', [contact.postalCode, contact.city].filter(Boolean).join(' '), contact.country ?? ''].filter(Boolean),
    bookCount: (await repo.batchBooks(db, [batch.id])).length,
  });
}

/** Staff: N codes for printed bags, no lead and no seller yet. */
export async function pregenerateCodes(ctx: SystemContext, count: number): Promise<string[]> {
  return ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const codes: string[] = [];
    for (let i = 0; i < count; i++) {
      const batch = await createBatch(tx, { pregenerated: 1, createdAt: ctx.now, updatedAt: ctx.now });
      await repo.insertBatchEvent(tx, { batchId: batch.id, fromState: null, toState: 'created', at: ctx.now });
      codes.push(batch.code);
    }
    return codes;
  });
}

export const labelUrlOf = (batch: Pick<BatchRow, 'code' | 'carrier'>) => (batch.carrier ? `/api/adonis/v1/batches/${batch.code}/label.pdf` : null);

/** Batches as the seller (and staff) sees them: books with their fate, history, payout. */
export async function batchViews(db: Db, batches: BatchRow[], locale: Locale): Promise<BatchView[]> {
  const ids = batches.map((b) => b.id);
  const [books, events] = await Promise.all([repo.batchBooks(db, ids), repo.batchEvents(db, ids)]);
  const photos = await repo.refusalPhotoIds(db, books.filter((k) => k.outcome === 'refused').map((k) => k.id));
  const payouts = await Promise.all(batches.map((b) => payoutOfBatch(db, b.id)));
  return batches.map((b, i): BatchView => ({
    code: b.code,
    state: b.state as BatchState,
    leadId: b.leadId,
    currency: (b.currency ?? 'CZK') as 'CZK' | 'EUR',
    carrier: (b.carrier ?? null) as BatchView['carrier'],
    service: (b.service ?? null) as BatchView['service'],
    trackingNumber: b.trackingNumber,
    pickupDate: b.pickupDate,
    labelUrl: labelUrlOf(b),
    books: books.filter((k) => k.batchId === b.id).map((k) => ({
      isbn13: k.isbn13, title: k.title, condition: k.condition, choice: k.choice, quotedX100: k.quotedX100, outcome: k.outcome,
      acceptedX100: k.acceptedX100,
      refusalReason: (k.refusalReason ?? null) as BatchView['books'][number]['refusalReason'],
      refusalMessage: k.refusalReason ? INTAKE_REFUSAL_MESSAGES[locale][k.refusalReason as keyof (typeof INTAKE_REFUSAL_MESSAGES)['cs']] ?? null : null,
      // The intake desk's evidence of a refusal (issue 15): what the seller sees in the account.
      ...(k.outcome === 'refused' ? {
        refusalNote: k.note ?? null,
        refusalPhotoUrls: (photos.get(k.id) ?? []).map((id) => `/api/adonis/v1/batches/${b.code}/photos/${id}`),
        reclaimOption: k.reclaimOption ?? null,
        reclaimFeeX100: k.reclaimFeeX100 ?? null,
        reclaimUntil: k.reclaimUntil?.toISOString() ?? null,
      } : {}),
    })),
    history: events.filter((e) => e.batchId === b.id).map((e) => ({ state: e.toState as BatchState, at: e.at.toISOString() })),
    payoutId: payouts[i]?.id ?? null,
    createdAt: b.createdAt.toISOString(),
  }));
}

export async function customerBatchViews(db: Db, customerId: number, locale: Locale): Promise<BatchView[]> {
  return batchViews(db, await repo.customerBatches(db, customerId), locale);
}

export async function staffBatchViews(db: Db, state: BatchState | undefined): Promise<BatchView[]> {
  return batchViews(db, await repo.staffBatches(db, state), 'en');
}

export async function requireBatch(db: Db, code: string, lock = false): Promise<BatchRow> {
  const batch = await repo.findBatchByCode(db, code, lock);
  if (!batch) throw notFound('Batch');
  return batch;
}
