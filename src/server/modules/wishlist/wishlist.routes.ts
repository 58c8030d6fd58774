import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { MAX_WORK_ID } from '@/contracts/works';
import { apiError } from '@/contracts/common';
import {
  addWishlistItemBody, rowIdParams, sharedWishlist, wishlistData, wishlistItem, wishlistLinkParams, wishlistLookup, wishlistShareLink,
} from '@/contracts/engagement';
import { fromApiQuery } from '@/contracts/listing-filters';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { rowId } from '../../http/route-helpers';
import { accountErrors, json, notYours } from '../../http/openapi-responses';
import {
  addWishlistItem, createShareLink, getSharedWishlist, getWishlist, lookupWishlist, removeWishlistItem, revokeShareLink,
} from './wishlist.service';

const BASE = '/adonis/v1/users/current/wish-list';
const optionalCopyId = z.string().regex(/^[1-9]\d{0,14}$/).optional();
const optionalWorkId = z.string().regex(/^[1-9]\d{0,9}$/).refine((v) => Number(v) <= MAX_WORK_ID).optional();

/** Wishlists (docs/product.md#api-endpoints: current user's wish list, POST and DELETE wish list items) and the read-only share link. */
export function registerWishlistRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'get', path: BASE, tags: ['wishlist'],
      summary: 'The caller’s wishlist, newest first, with availability and other copies of sold ones; catalogue filters in the query narrow it',
      responses: { 200: { description: 'Wishlist', ...json(wishlistData) }, 401: accountErrors[401] },
    }),
    async (c) => respond(c, wishlistData, await getWishlist(c.var.ctx, fromApiQuery(c.req.queries()))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: `${BASE}/lookup`, tags: ['wishlist'], summary: 'Whether a copy and/or a work is on the caller’s wishlist (item ids)',
      request: { query: z.object({ book: optionalCopyId, work: optionalWorkId }) },
      responses: { 200: { description: 'Item ids or null', ...json(wishlistLookup) }, 400: accountErrors[400], 401: accountErrors[401] },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return respond(c, wishlistLookup, await lookupWishlist(c.var.ctx, q.book ? Number(q.book) : null, q.work ? Number(q.work) : null));
    },
  );

  app.openapi(
    createRoute({
      method: 'post', path: `${BASE}/items`, tags: ['wishlist'], summary: 'Wish for a copy or a title (adding the same again returns the existing item)',
      request: { body: { required: true, ...json(addWishlistItemBody) } },
      responses: {
        201: { description: 'The item', ...json(wishlistItem) }, ...accountErrors,
        404: { description: 'NOT_FOUND: no such copy or work', ...json(apiError) },
        422: { description: 'BUSINESS_RULE: details.reason WISHLIST_FULL', ...json(apiError) },
      },
    }),
    async (c) => respond(c, wishlistItem, await addWishlistItem(c.var.ctx, c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'delete', path: `${BASE}/items/{id}`, tags: ['wishlist'], summary: 'Remove one of your wishlist items',
      request: { params: rowIdParams },
      responses: { 200: { description: 'Removed', ...json(z.object({ removed: z.literal(true) })) }, ...accountErrors, ...notYours },
    }),
    async (c) => {
      await removeWishlistItem(c.var.ctx, rowId(c.req.valid('param').id));
      return c.json({ removed: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post', path: `${BASE}/share-link`, tags: ['wishlist'], summary: 'A new share link (the previous one stops working)',
      responses: { 201: { description: 'The link id for /my-wishlist/[wishListLinkId]', ...json(wishlistShareLink) }, 401: accountErrors[401], 403: accountErrors[403] },
    }),
    async (c) => respond(c, wishlistShareLink, await createShareLink(c.var.ctx), 201),
  );

  app.openapi(
    createRoute({
      method: 'delete', path: `${BASE}/share-link`, tags: ['wishlist'], summary: 'Revoke the share link',
      responses: { 200: { description: 'Revoked', ...json(z.object({ revoked: z.literal(true) })) }, 401: accountErrors[401], 403: accountErrors[403], ...notYours },
    }),
    async (c) => {
      await revokeShareLink(c.var.ctx);
      return c.json({ revoked: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/wish-lists/{linkId}', tags: ['wishlist'], summary: 'A shared wishlist, read-only',
      request: { params: wishlistLinkParams },
      responses: {
        200: { description: 'The list', ...json(sharedWishlist) }, 400: accountErrors[400],
        404: { description: 'NOT_FOUND: unknown or revoked link', ...json(apiError) },
      },
    }),
    async (c) => respond(c, sharedWishlist, await getSharedWishlist(c.var.ctx, c.req.valid('param').linkId)),
  );
}
