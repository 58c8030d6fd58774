import type { PublicInfo, PublicInfoPatch, PublicProfile } from '@/contracts/profile';
import type { ReviewList, SharedWishlist } from '@/contracts/engagement';
import { AppError, notFound } from '../../http/errors';
import { PROFILE_IMAGE_MAX_BYTES, reencodeProfileImage, sniffImageType, UndecodableImageError } from './profile-image';
import { requireCustomer, type RequestContext } from '../../http/context';
import { reviewsOfCustomer } from '../reviews';
import { readOnlyWishlist } from '../wishlist';
import * as repo from './profiles.repository';

/**
 * A public profile exists for a customer (by their public hash) and for a commission seller
 * whose hash has copies in stock, even without an account here (name null, nothing else).
 */
export async function getProfile(ctx: RequestContext, userHash: string): Promise<PublicProfile> {
  const db = ctx.db;
  const [row, booksForSale] = await Promise.all([repo.findProfile(db, userHash), repo.countBooksForSale(db, userHash)]);
  if (!row && booksForSale === 0) throw notFound('Profile');
  return {
    userHash,
    name: row?.name ?? null,
    reviewCount: Number(row?.review_count ?? 0),
    wishlistCount: row?.wishlist_public ? Number(row.wishlist_count) : null,
    booksForSale,
    hasImage: Boolean(row?.has_image),
  };
}

async function customerOf(ctx: RequestContext, userHash: string) {
  const row = await repo.findProfile(ctx.db, userHash);
  if (!row) throw notFound('Profile');
  return row;
}

export async function getProfileReviews(ctx: RequestContext, userHash: string, page: number): Promise<ReviewList> {
  return reviewsOfCustomer(ctx, Number((await customerOf(ctx, userHash)).id), page);
}

/** 404 unless the customer made the wishlist public: a private one is indistinguishable from none. */
export async function getProfileWishlist(ctx: RequestContext, userHash: string): Promise<SharedWishlist> {
  const row = await customerOf(ctx, userHash);
  if (!row.wishlist_public) throw notFound('Wishlist');
  return readOnlyWishlist(ctx, Number(row.id), row.name);
}

export async function getPublicInfo(ctx: RequestContext): Promise<PublicInfo> {
  const customerId = requireCustomer(ctx).id;
  const row = await repo.publicInfo(ctx.db, customerId);
  if (!row) throw notFound('Profile');
  return { userHash: row.public_hash, wishlistPublic: row.wishlist_public, hasImage: Boolean(row.has_image) };
}

export async function updatePublicInfo(ctx: RequestContext, patch: PublicInfoPatch): Promise<PublicInfo> {
  const customerId = requireCustomer(ctx).id;
  await repo.setWishlistPublic(ctx.db, customerId, patch.wishlistPublic);
  return getPublicInfo(ctx);
}

/**
 * Stores the caller's picture; the type comes from the bytes, whatever the request claimed, and
 * what is stored is a re-encoded copy without any metadata (reencodeProfileImage).
 */
export async function uploadProfileImage(ctx: RequestContext, bytes: Uint8Array): Promise<void> {
  const customerId = requireCustomer(ctx).id;
  if (bytes.byteLength > PROFILE_IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `The picture may have at most ${PROFILE_IMAGE_MAX_BYTES} bytes`);
  const type = sniffImageType(bytes);
  const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'The picture must be a PNG, JPEG or WebP image');
  if (!type) throw unsupported();
  let clean: Buffer;
  try {
    clean = await reencodeProfileImage(bytes, type);
  } catch (error) {
    if (error instanceof UndecodableImageError) throw unsupported();
    throw error;
  }
  await repo.saveImage(ctx.db, customerId, type, clean.toString('base64'), ctx.now);
}

export async function removeProfileImage(ctx: RequestContext): Promise<void> {
  const customerId = requireCustomer(ctx).id;
  if (!(await repo.deleteImage(ctx.db, customerId))) throw notFound('Profile image');
}

export async function profileImage(ctx: RequestContext, userHash: string) {
  const row = await repo.findImage(ctx.db, userHash);
  if (!row) throw notFound('Profile image');
  return { contentType: row.content_type, bytes: Buffer.from(row.base64, 'base64'), updatedAt: new Date(row.updated_at) };
}
