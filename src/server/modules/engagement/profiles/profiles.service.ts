import type { Context } from 'hono';
import type { PublicInfo, PublicInfoPatch, PublicProfile } from '@/contracts/profile';
import type { ReviewList, SharedWishlist } from '@/contracts/engagement';
import { notFound } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { requireCustomer } from '../auth';
import { reviewsOfCustomer } from '../reviews/reviews.service';
import { readOnlyWishlist } from '../wishlist/wishlist.service';
import * as repo from './profiles.repository';

/**
 * A public profile exists for a customer (by their public hash) and for a commission seller
 * whose hash has copies in stock, even without an account here (name null, nothing else).
 */
export async function getProfile(c: Context<AppEnv>, userHash: string): Promise<PublicProfile> {
  const db = c.get('db');
  const [row, booksForSale] = await Promise.all([repo.findProfile(db, userHash), repo.countBooksForSale(db, userHash)]);
  if (!row && booksForSale === 0) throw notFound('Profile');
  return {
    userHash,
    name: row?.name ?? null,
    reviewCount: Number(row?.review_count ?? 0),
    wishlistCount: row?.wishlist_public ? Number(row.wishlist_count) : null,
    booksForSale,
  };
}

async function customerOf(c: Context<AppEnv>, userHash: string) {
  const row = await repo.findProfile(c.get('db'), userHash);
  if (!row) throw notFound('Profile');
  return row;
}

export async function getProfileReviews(c: Context<AppEnv>, userHash: string, page: number): Promise<ReviewList> {
  return reviewsOfCustomer(c, Number((await customerOf(c, userHash)).id), page);
}

/** 404 unless the customer made the wishlist public: a private one is indistinguishable from none. */
export async function getProfileWishlist(c: Context<AppEnv>, userHash: string): Promise<SharedWishlist> {
  const row = await customerOf(c, userHash);
  if (!row.wishlist_public) throw notFound('Wishlist');
  return readOnlyWishlist(c, Number(row.id), row.name);
}

export async function getPublicInfo(c: Context<AppEnv>): Promise<PublicInfo> {
  const customerId = await requireCustomer(c);
  const row = await repo.publicInfo(c.get('db'), customerId);
  if (!row) throw notFound('Profile');
  return { userHash: row.public_hash, wishlistPublic: row.wishlist_public };
}

export async function updatePublicInfo(c: Context<AppEnv>, patch: PublicInfoPatch): Promise<PublicInfo> {
  const customerId = await requireCustomer(c);
  await repo.setWishlistPublic(c.get('db'), customerId, patch.wishlistPublic);
  return getPublicInfo(c);
}
