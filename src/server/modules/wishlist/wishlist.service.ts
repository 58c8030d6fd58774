import { randomBytes } from 'node:crypto';
import {
  ENGAGEMENT_LIMITS, type AddWishlistItemBody, type SharedWishlist, type WishlistData, type WishlistItem, type WishlistShareLink,
} from '@/contracts/engagement';
import type { ListingFilters } from '@/contracts/listing-filters';
import { currencyFor } from '@/i18n/locales';
import { notFound } from '../../http/errors';
import { requireCustomer, type RequestContext } from '../../http/context';
import { ruleError } from '../../http/route-helpers';
import * as repo from './wishlist.repository';
import type { WishlistRow } from './wishlist.repository';

interface ItemWithFacts {
  item: WishlistItem;
  authorIds: number[];
  categoryIds: number[];
  languageId: number | null;
}

function toItem(row: WishlistRow, currency: 'CZK' | 'EUR'): ItemWithFacts {
  const sold = row.kind === 'book' && row.state !== 'in_stock';
  const availability: WishlistItem['availability'] =
    row.kind === 'book' ? (sold ? 'sold' : 'in_stock') : row.others_count > 0 ? 'in_stock' : 'none';
  return {
    item: {
      id: Number(row.id),
      kind: row.kind,
      'bookId': row.book_id === null ? null : Number(row.book_id),
      workId: Number(row.grandmother_id),
      editionId: row.mother_id === null ? null : Number(row.mother_id),
      title: row.title,
      authors: row.authors ?? [],
      conditionId: row.condition_id,
      priceX100: row.kind === 'book' ? (sold ? null : row.price_x100) : row.others_from_x100 === null ? null : Number(row.others_from_x100),
      currency,
      availability,
      otherCopies: {
        count: Number(row.others_count),
        fromPriceX100: row.others_from_x100 === null ? null : Number(row.others_from_x100),
        'bookIds': (row.others_ids ?? []).map(Number),
      },
      createdAt: new Date(row.created_at).toISOString(),
    },
    authorIds: (row.author_ids ?? []).map(Number),
    categoryIds: (row.category_ids ?? []).map(Number),
    languageId: row.language_id,
  };
}

/** The account list narrowed by the catalogue codec's filters (text, authors, categories, language, condition, price). */
export function matchesFilters(x: ItemWithFacts, f: ListingFilters): boolean {
  const i = x.item;
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (f.q && !fold(`${i.title} ${i.authors.join(' ')}`).includes(fold(f.q))) return false;
  if (f.authors && !f.authors.some((a) => x.authorIds.includes(a))) return false;
  if (f.categories && !f.categories.some((ctx) => x.categoryIds.includes(ctx))) return false;
  if (f.language && (x.languageId === null || !f.language.includes(x.languageId))) return false;
  if (f.conditions && (i.conditionId === null || !f.conditions.includes(i.conditionId))) return false;
  if (f.price && (i.priceX100 === null || i.priceX100 < f.price.min * 100 || i.priceX100 > f.price.max * 100)) return false;
  return true;
}

export async function getWishlist(ctx: RequestContext, filters: ListingFilters): Promise<WishlistData> {
  const customerId = requireCustomer(ctx).id;
  const db = ctx.db;
  const currency = currencyFor(ctx.locale).code;
  const items = (await repo.listItems(db, customerId, currency)).map((r) => toItem(r, currency)).filter((x) => matchesFilters(x, filters));
  const link = await repo.activeLink(db, customerId);
  return {
    items: items.map((x) => x.item),
    total: items.length,
    shareLink: link ? { id: link.id, createdAt: new Date(link.created_at).toISOString() } : null,
  };
}

export async function addWishlistItem(ctx: RequestContext, body: AddWishlistItemBody): Promise<WishlistItem> {
  const customerId = requireCustomer(ctx).id;
  const db = ctx.db;
  let workId: number;
  if (body.type === 'book') {
    const work = await repo.bookWork(db, body.bookId);
    if (work === null) throw notFound(`Book ${body.bookId}`);
    workId = work;
  } else {
    if (!(await repo.workExists(db, body.workId))) throw notFound(`Work ${body.workId}`);
    workId = body.workId;
  }
  if ((await repo.countItems(db, customerId)) >= ENGAGEMENT_LIMITS.maxWishlistItems) {
    throw ruleError('BUSINESS_RULE', 'WISHLIST_FULL', `A wishlist holds at most ${ENGAGEMENT_LIMITS.maxWishlistItems} items`);
  }
  const id = await repo.upsertItem(db, customerId, body.type, body.type === 'book' ? body.bookId : null, workId, ctx.now);
  const currency = currencyFor(ctx.locale).code;
  const row = (await repo.listItems(db, customerId, currency)).find((r) => Number(r.id) === id)!;
  return toItem(row, currency).item;
}

export async function removeWishlistItem(ctx: RequestContext, id: number): Promise<void> {
  const customerId = requireCustomer(ctx).id;
  if (!(await repo.deleteItem(ctx.db, customerId, id))) throw notFound(`Wishlist item ${id}`);
}

export async function lookupWishlist(ctx: RequestContext, copyId: number | null, workId: number | null) {
  const customerId = requireCustomer(ctx).id;
  return repo.lookup(ctx.db, customerId, copyId, workId);
}

export async function createShareLink(ctx: RequestContext): Promise<WishlistShareLink> {
  const customerId = requireCustomer(ctx).id;
  const id = randomBytes(16).toString('base64url');
  await repo.replaceLink(ctx.db, customerId, id, ctx.now);
  return { id, createdAt: ctx.now.toISOString() };
}

export async function revokeShareLink(ctx: RequestContext): Promise<void> {
  const customerId = requireCustomer(ctx).id;
  if (!(await repo.revokeLink(ctx.db, customerId, ctx.now))) throw notFound('Share link');
}

/** Someone's shared wishlist: read-only (no item ids), gone the moment the owner revokes the link. */
export async function getSharedWishlist(ctx: RequestContext, linkId: string): Promise<SharedWishlist> {
  const db = ctx.db;
  const owner = await repo.linkOwner(db, linkId);
  if (!owner) throw notFound('Wishlist');
  return readOnlyWishlist(ctx, Number(owner.customer_id), owner.name);
}

/** A wishlist as others see it (shared link, public profile): no item ids, nothing to change. */
export async function readOnlyWishlist(ctx: RequestContext, customerId: number, ownerName: string | null): Promise<SharedWishlist> {
  const currency = currencyFor(ctx.locale).code;
  const items = (await repo.listItems(ctx.db, customerId, currency)).map((r) => {
    const { id: _id, ...rest } = toItem(r, currency).item;
    void _id;
    return rest;
  });
  return { ownerName, items };
}
