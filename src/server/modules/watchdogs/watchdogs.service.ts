import { randomBytes } from 'node:crypto';
import {
  ENGAGEMENT_LIMITS, type CreateWatchdogBody, type RemoveWatchdogResult, type WatchdogItem, type WatchdogList,
} from '@/contracts/engagement';
import { normalizeListingFilters, type ListingFilters } from '@/contracts/listing-filters';
import { currencyFor } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { requireCustomer, type RequestContext } from '../../http/context';
import { ruleError } from '../../http/route-helpers';
import * as repo from './watchdogs.repository';
import type { WatchdogCriteria, WatchdogRow } from './watchdogs.repository';

/** Words of a free-text query the way the watchdog matches them: whole words, all required. */
export function watchdogWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Filters a watchdog can keep; the rest of a listing URL (page, sort, stock state) means nothing to it. */
const UNSUPPORTED: (keyof ListingFilters)[] = ['publishers', 'user', 'edges'];

/** The anchor keys of a watchdog (ADR 0008): the most selective criterion it has. */
export function anchorKeys(c: Pick<WatchdogCriteria, 'editionId' | 'workId' | 'authorIds' | 'categoryIds' | 'tsquery'>): { keys: string[]; textKey: string | null } {
  if (c.editionId !== null) return { keys: [`m:${c.editionId}`], textKey: null };
  if (c.workId !== null) return { keys: [`g:${c.workId}`], textKey: null };
  if (c.authorIds?.length) return { keys: c.authorIds.map((id) => `a:${id}`), textKey: null };
  if (c.tsquery) {
    // The longest word is the rarest cheap guess; the matcher checks every word afterwards.
    const words = c.tsquery.split(' & ');
    return { keys: [], textKey: words.reduce((a, b) => (b.length > a.length ? b : a)) };
  }
  if (c.categoryIds?.length) return { keys: c.categoryIds.map((id) => `c:${id}`), textKey: null };
  return { keys: [], textKey: null };
}

/** Condition, language and binding ids are smallint columns: larger ids exist nowhere, so they match nothing. */
const smallIds = (ids: number[] | undefined) => (ids ? ids.filter((id) => id <= 32_767) : null);

async function criteriaFor(db: Db, body: CreateWatchdogBody, currency: 'CZK' | 'EUR'): Promise<WatchdogCriteria> {
  const base: WatchdogCriteria = {
    kind: body.target.type, workId: null, editionId: null, authorIds: null, categoryIds: null, tsquery: null,
    conditionIds: null, languageIds: null, bindingIds: null, yearMin: null, yearMax: null, maxPriceX100: null, currency, filters: {}, label: '',
  };
  const t = body.target;
  if (t.type === 'work') {
    const title = await repo.workTitle(db, t.workId);
    if (title === null) throw notFound(`Work ${t.workId}`);
    return { ...base, workId: t.workId, label: title };
  }
  if (t.type === 'edition') {
    const edition = await repo.editionInfo(db, t.editionId);
    if (!edition) throw notFound(`Edition ${t.editionId}`);
    return { ...base, editionId: t.editionId, filters: { mother: t.editionId }, label: edition.year ? `${edition.title} (${edition.year})` : edition.title };
  }
  if (t.type === 'author') {
    const names = await repo.nodeNames(db, 'author', [t.authorId]);
    if (!names.has(t.authorId)) throw notFound(`Author ${t.authorId}`);
    return { ...base, authorIds: [t.authorId], filters: { authors: [t.authorId] }, label: names.get(t.authorId)! };
  }
  const f = normalizeListingFilters(t.filters);
  if (UNSUPPORTED.some((k) => f[k] !== undefined)) {
    throw ruleError('BUSINESS_RULE', 'WATCHDOG_FILTER_UNSUPPORTED', 'A watchdog cannot watch publishers, sellers or other edge filters');
  }
  const words = f.q ? watchdogWords(f.q) : [];
  const authors = f.authors ? await repo.nodeNames(db, 'author', f.authors) : new Map<number, string>();
  const categories = f.categories ? await repo.nodeNames(db, 'category', f.categories) : new Map<number, string>();
  if ((f.authors && authors.size === 0) || (f.categories && categories.size === 0)) throw notFound('Author or category');
  const edition = f.mother ? await repo.editionInfo(db, f.mother) : null;
  if (f.mother && !edition) throw notFound(`Edition ${f.mother}`);
  const criteria: WatchdogCriteria = {
    ...base,
    editionId: f.mother ?? null,
    authorIds: authors.size ? [...authors.keys()].sort((a, b) => a - b) : null,
    categoryIds: categories.size ? [...categories.keys()].sort((a, b) => a - b) : null,
    tsquery: words.length ? words.join(' & ') : null,
    conditionIds: smallIds(f.conditions),
    languageIds: smallIds(f.language),
    bindingIds: smallIds(f.binding),
    yearMin: f.year?.min ?? null,
    yearMax: f.year?.max ?? null,
    maxPriceX100: f.price ? f.price.max * 100 : null,
    filters: { ...f, page: undefined, order: undefined, instock: undefined },
  };
  const labelParts = [f.q, ...authors.values(), ...categories.values(), edition?.title].filter((p): p is string => !!p);
  criteria.label = labelParts.join(' · ');
  criteria.filters = JSON.parse(JSON.stringify(criteria.filters)) as Record<string, unknown>;
  const anchor = anchorKeys(criteria);
  if (anchor.keys.length === 0 && anchor.textKey === null) {
    throw ruleError('BUSINESS_RULE', 'WATCHDOG_TOO_BROAD', 'Name a text, an author, a category or an edition to watch');
  }
  return criteria;
}

export function toWatchdogItem(row: WatchdogRow): WatchdogItem {
  return {
    id: Number(row.id),
    kind: row.kind,
    label: row.label,
    workId: row.grandmother_id,
    editionId: row.mother_id,
    authorIds: row.author_ids ?? [],
    filters: normalizeListingFilters(row.filters),
    conditions: row.condition_ids ?? [],
    languages: row.language_ids ?? [],
    bindings: row.binding_ids ?? [],
    maxPriceX100: row.max_price_x100,
    currency: row.currency === 'EUR' ? 'EUR' : 'CZK',
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function createWatchdog(ctx: RequestContext, body: CreateWatchdogBody): Promise<WatchdogItem> {
  const customerId = requireCustomer(ctx).id;
  const db = ctx.db;
  const currency = currencyFor(ctx.locale).code;
  const criteria = await criteriaFor(db, body, currency);
  // Explicit choices of the form win over those carried by a catalogue filter.
  if (body.conditions) criteria.conditionIds = [...new Set(body.conditions)].sort((a, b) => a - b);
  if (body.languages) criteria.languageIds = [...new Set(body.languages)].sort((a, b) => a - b);
  if (body.bindings) criteria.bindingIds = [...new Set(body.bindings)].sort((a, b) => a - b);
  if (body.maxPriceX100 !== undefined) criteria.maxPriceX100 = body.maxPriceX100;
  if ((await repo.countWatchdogs(db, customerId)) >= ENGAGEMENT_LIMITS.maxWatchdogs) {
    throw ruleError('BUSINESS_RULE', 'WATCHDOG_LIMIT', `At most ${ENGAGEMENT_LIMITS.maxWatchdogs} watchdogs`);
  }
  const anchor = anchorKeys(criteria);
  const token = randomBytes(24).toString('base64url');
  const id = await repo.insertWatchdog(db, customerId, criteria, anchor.keys, anchor.textKey, ctx.locale, token, ctx.now);
  return toWatchdogItem((await repo.findWatchdog(db, customerId, id))!);
}

/** The account list; `filters` (the catalogue codec's, from /account/watchdog/[[...filters]]) narrow it. */
export async function listWatchdogs(ctx: RequestContext, filters: ListingFilters): Promise<WatchdogList> {
  const customerId = requireCustomer(ctx).id;
  const rows = await repo.listWatchdogs(ctx.db, customerId);
  const items = rows.map(toWatchdogItem).filter((w) => watchdogMatchesFilters(w, filters));
  return { items, total: items.length };
}

/** Account-list narrowing: a watchdog shows when it watches something the filter names. */
export function watchdogMatchesFilters(w: WatchdogItem, f: ListingFilters): boolean {
  const overlaps = (a: number[] | undefined, b: number[]) => !a || a.some((x) => b.includes(x));
  if (f.q && !w.label.toLowerCase().includes(f.q.toLowerCase())) return false;
  if (f.authors && !overlaps(f.authors, [...w.authorIds, ...(w.filters.authors ?? [])])) return false;
  if (f.categories && !overlaps(f.categories, w.filters.categories ?? [])) return false;
  if (f.language && w.languages.length > 0 && !overlaps(f.language, w.languages)) return false;
  if (f.conditions && w.conditions.length > 0 && !overlaps(f.conditions, w.conditions)) return false;
  if (f.binding && w.bindings.length > 0 && !overlaps(f.binding, w.bindings)) return false;
  return true;
}

export async function removeWatchdog(ctx: RequestContext, id: number): Promise<void> {
  const customerId = requireCustomer(ctx).id;
  if (!(await repo.deleteWatchdog(ctx.db, customerId, id))) throw notFound(`Watchdog ${id}`);
}

/**
 * One-click removal from an e-mail: the token alone identifies the watchdog. A token that never
 * existed answers 404; once removed, the watchdog is gone and the same click says so (still 404:
 * the token reveals nothing), so the page tells "removed" only for the click that removed it.
 */
export async function removeWatchdogByToken(db: Db, token: string): Promise<RemoveWatchdogResult> {
  if (await repo.deleteWatchdogByToken(db, token)) return { result: 'removed' };
  throw new AppError('NOT_FOUND', 'No watchdog with this removal link (it may have been removed already)');
}
