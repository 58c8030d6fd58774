import type { QuoteResponse, QuoteResult } from '@/contracts/buyback';
import { LOCALES, type Locale } from '@/i18n/locales';
import { parseIsbn, type ParsedIsbn } from '@/lib/isbn';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { refusalMessage } from './buyback.messages';
import { PRICING, priceTitle, type Currency } from './pricing';
import { findEditionsByIsbn, loadTitleSignals, type EditionHit } from './quotes.repository';

export const currencyOf = (locale: Locale): Currency => LOCALES[locale].currency;

/**
 * One offer per ISBN, in the order sent (docs/adr/0025): invalid ones refused at once; valid ones
 * looked up in our catalogue by edition (ISBN-13, then ISBN-10) — no outside service —, priced by
 * the title's signals in the storefront's currency. Three queries for the whole list.
 */
export async function quoteIsbns(db: Db, locale: Locale, inputs: readonly string[], now: Date): Promise<QuoteResult[]> {
  const currency = currencyOf(locale);
  const parsed: (ParsedIsbn | null)[] = inputs.map((input) => parseIsbn(input));
  const valid = parsed.filter((p): p is ParsedIsbn => p !== null);
  const editions = await findEditionsByIsbn(db, [...new Set(valid.map((p) => p.isbn13))], [...new Set(valid.flatMap((p) => (p.isbn10 ? [p.isbn10] : [])))]);
  const by13 = new Map<string, EditionHit>();
  const by10 = new Map<string, EditionHit>();
  for (const e of editions) {
    if (e.isbn13 && !by13.has(e.isbn13)) by13.set(e.isbn13, e);
    if (e.isbn10 && !by10.has(e.isbn10)) by10.set(e.isbn10, e);
  }
  const hits = parsed.map((p) => (p ? by13.get(p.isbn13) ?? (p.isbn10 ? by10.get(p.isbn10) : undefined) ?? null : null));
  const found = hits.filter((h): h is EditionHit => h !== null);
  const signals = await loadTitleSignals(db, found.map((h) => ({ workId: h.workId, editionId: h.editionId })), currency, now);

  return inputs.map((input, i): QuoteResult => {
    const isbn = parsed[i];
    const hit = hits[i];
    const none = { editionId: null, workId: null, title: null };
    if (!isbn) return { input, isbn13: null, ...none, status: 'refused', reason: 'invalid_isbn', message: refusalMessage(locale, 'invalid_isbn'), explanation: null };
    if (!hit) return { input, isbn13: isbn.isbn13, ...none, status: 'refused', reason: 'unknown_isbn', message: refusalMessage(locale, 'unknown_isbn'), explanation: null };
    const book = { input, isbn13: isbn.isbn13, editionId: hit.editionId, workId: hit.workId, title: hit.title };
    const decision = priceTitle(signals.get(hit.workId)!, currency);
    if (decision.status === 'refused') {
      return { ...book, status: 'refused', reason: decision.reason, message: refusalMessage(locale, decision.reason), explanation: decision.explanation };
    }
    return { ...book, status: 'accepted', currency, prices: decision.prices, commissionPrices: decision.commissionPrices, explanation: decision.explanation };
  });
}

export async function quote(ctx: Pick<RequestContext, 'db' | 'locale' | 'now'>, isbns: readonly string[]): Promise<QuoteResponse> {
  return {
    currency: currencyOf(ctx.locale),
    items: await quoteIsbns(ctx.db, ctx.locale, isbns, ctx.now),
    walletBonusPercent: PRICING.walletBonusPercent,
    commissionSharePercent: PRICING.commissionSharePercent,
    quotedAt: ctx.now.toISOString(),
  };
}
