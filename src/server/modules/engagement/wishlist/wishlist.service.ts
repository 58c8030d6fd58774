import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import {
  ENGAGEMENT_LIMITS, type AddWishlistItemBody, type SharedWishlist, type WishlistData, type WishlistItem, type WishlistShareLink,
} from '@/contracts/engagement';
import type { ListingFilters } from '@/contracts/listing-filters';
import { currencyFor } from '@/i18n/locales';
import { notFound } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { requireCustomer, ruleError } from '../auth';
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
      bookId: row.book_id === null ? null : Number(row.book_id),
      grandmotherId: Number(row.grandmother_id),
      motherId: row.mother_id === null ? null : Number(row.mother_id),
      title: row.title,
      authors: row.authors ?? [],
      conditionId: row.condition_id,
      priceX100: row.kind === 'book' ? (sold ? null : row.price_x100) : row.others_from_x100 === null ? null : Number(row.others_from_x100),
      currency,
      availability,
      otherCopies: {
        count: Number(row.others_count),
        fromPriceX100: row.others_from_x100 === null ? null : Number(row.others_from_x100),
        bookIds: (row.others_ids ?? []).map(Number),
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
  if (f.categories && !f.categories.some((c) => x.categoryIds.includes(c))) return false;
  if (f.language && (x.languageId === null || !f.language.includes(x.languageId))) return false;
  if (f.conditions && (i.conditionId === null || !f.conditions.includes(i.conditionId))) return false;
  if (f.price && (i.priceX100 === null || i.priceX100 < f.price.min * 100 || i.priceX100 > f.price.max * 100)) return false;
  return true;
}

export async function getWishlist(c: Context<AppEnv>, filters: ListingFilters): Promise<WishlistData> {
  const customerId = await requireCustomer(c);
  const db = c.get('db');
  const currency = currencyFor(c.get('locale')).code;
  const items = (await repo.listItems(db, customerId, currency)).map((r) => toItem(r, currency)).filter((x) => matchesFilters(x, filters));
  const link = await repo.activeLink(db, customerId);
  return {
    items: items.map((x) => x.item),
    total: items.length,
    shareLink: link ? { id: link.id, createdAt: new Date(link.created_at).toISOString() } : null,
  };
}

export async function addWishlistItem(c: Context<AppEnv>, body: AddWishlistItemBody): Promise<WishlistItem> {
  const customerId = await requireCustomer(c);
  const db = c.get('db');
  let grandmotherId: number;
  if (body.type === 'book') {
    const work = await repo.bookWork(db, body.bookId);
    if (work === null) throw notFound(`Book ${body.bookId}`);
    grandmotherId = work;
  } else {
    if (!(await repo.workExists(db, body.grandmotherId))) throw notFound(`Work ${body.grandmotherId}`);
    grandmotherId = body.grandmotherId;
  }
  if ((await repo.countItems(db, customerId)) >= ENGAGEMENT_LIMITS.maxWishlistItems) {
    throw ruleError('BUSINESS_RULE', 'WISHLIST_FULL', `A wishlist holds at most ${ENGAGEMENT_LIMITS.maxWishlistItems} items`);
  }
  const id = await repo.upsertItem(db, customerId, body.type, body.type === 'book' ? body.bookId : null, grandmotherId, c.get('now'));
  const currency = currencyFor(c.get('locale')).code;
  const row = (await repo.listItems(db, customerId, currency)).find((r) => Number(r.id) === id)!;
  return toItem(row, currency).item;
}

export async function removeWishlistItem(c: Context<AppEnv>, id: number): Promise<void> {
  const customerId = await requireCustomer(c);
  if (!(await repo.deleteItem(c.get('db'), customerId, id))) throw notFound(`Wishlist item ${id}`);
}

export async function lookupWishlist(c: Context<AppEnv>, bookId: number | null, grandmotherId: number | null) {
  const customerId = await requireCustomer(c);
  return repo.lookup(c.get('db'), customerId, bookId, grandmotherId);
}

export async function createShareLink(c: Context<AppEnv>): Promise<WishlistShareLink> {
  const customerId = await requireCustomer(c);
  const id = randomBytes(16).toString('base64url');
  await repo.replaceLink(c.get('db'), customerId, id, c.get('now'));
  return { id, createdAt: c.get('now').toISOString() };
}

export async function revokeShareLink(c: Context<AppEnv>): Promise<void> {
  const customerId = await requireCustomer(c);
  if (!(await repo.revokeLink(c.get('db'), customerId, c.get('now')))) throw notFound('Share link');
}

/** Someone's shared wishlist: read-only (no item ids), gone the moment the owner revokes the link. */
export async function getSharedWishlist(c: Context<AppEnv>, linkId: string): Promise<SharedWishlist> {
  const db = c.get('db');
  const owner = await repo.linkOwner(db, linkId);
  if (!owner) throw notFound('Wishlist');
  return readOnlyWishlist(c, Number(owner.customer_id), owner.name);
}

/** A wishlist as others see it (shared link, public profile): no item ids, nothing to change. */
export async function readOnlyWishlist(c: Context<AppEnv>, customerId: number, ownerName: string | null): Promise<SharedWishlist> {
  const currency = currencyFor(c.get('locale')).code;
  const items = (await repo.listItems(c.get('db'), customerId, currency)).map((r) => {
    const { id: _id, ...rest } = toItem(r, currency).item;
    void _id;
    return rest;
  });
  return { ownerName, items };
}
