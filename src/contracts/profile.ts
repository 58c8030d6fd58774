import { z } from 'zod';
import { USER_PATTERN } from './listing-filters';

/** /user/[userHash]: the same shape as the catalogue's `user` filter (docs/product.md#filter-value-shapes). */
export const publicHashParams = z.object({ userHash: z.string().regex(USER_PATTERN) });

/** GET /adonis/v1/users/public/{userHash} — what anyone may see of a customer. */
export const publicProfile = z.object({
  userHash: z.string(),
  /** Nickname, else first name; null for a seller with no account here or a deleted account. */
  name: z.string().nullable(),
  reviewCount: z.number().int().min(0),
  /** Null when the customer keeps the wishlist private. */
  wishlistCount: z.number().int().min(0).nullable(),
  /** Their copies in stock, sold through us on commission (the catalogue's `user` filter). */
  booksForSale: z.number().int().min(0),
  /** The picture is at PROFILE_IMAGE_ENDPOINT when true. */
  hasImage: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfile>;

/** GET/PATCH /adonis/v1/users/current/public-info — the caller's own public profile settings. */
export const publicInfo = z.object({ userHash: z.string(), wishlistPublic: z.boolean(), hasImage: z.boolean() });
export type PublicInfo = z.infer<typeof publicInfo>;
export const publicInfoPatch = z.object({ wishlistPublic: z.boolean() }).strict();
export type PublicInfoPatch = z.infer<typeof publicInfoPatch>;

/** The public profile's picture (GET) and the caller's own (PUT raw PNG/JPEG/WebP ≤ 1 MB, DELETE). */
export const PROFILE_IMAGE_ENDPOINT = '/adonis/v1/users/public/{userHash}/image';
export const MY_PROFILE_IMAGE_ENDPOINT = '/adonis/v1/users/current/profile-image';
export const PROFILE_IMAGE_MAX_BYTES = 1_000_000;
