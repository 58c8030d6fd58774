import { createRoute } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import { reviewList, reviewPageQuery, sharedWishlist } from '@/contracts/engagement';
import { USER_PATTERN } from '@/contracts/listing-filters';
import { publicHashParams, publicInfo, publicInfoPatch, publicProfile } from '@/contracts/profile';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { accountErrors, json } from '../../http/openapi-responses';
import { bodyLimit } from 'hono/body-limit';
import { declareBodyLimit } from '../../http/request-body';
import { AppError } from '../../http/errors';
import { PROFILE_IMAGE_MAX_BYTES } from './profile-image';
import {
  getProfile, getProfileReviews, getProfileWishlist, getPublicInfo, profileImage, removeProfileImage, updatePublicInfo, uploadProfileImage,
} from './profiles.service';

const unknownProfile = { 404: { description: 'NOT_FOUND: no such profile (or, for the wishlist, not public)', ...json(apiError) } };
const badHash = { 400: { description: 'VALIDATION_FAILED: the hash is 8–9 letters or digits', ...json(apiError) } };

/** Public profiles by hash (docs/product.md#api-endpoints "public profiles by publicHash") and the caller's own settings. */
export function registerProfileRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/public/{userHash}', tags: ['profiles'], summary: 'A public profile: name, counts of reviews, public wishlist and books for sale',
      request: { params: publicHashParams },
      responses: { 200: { description: 'The profile', ...json(publicProfile) }, ...badHash, ...unknownProfile },
    }),
    async (c) => respond(c, publicProfile, await getProfile(c.var.ctx, c.req.valid('param').userHash)),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/public/{userHash}/reviews', tags: ['profiles'], summary: 'The reviews a customer wrote, newest first',
      request: { params: publicHashParams, query: reviewPageQuery },
      responses: { 200: { description: 'One page of reviews', ...json(reviewList) }, ...badHash, ...unknownProfile },
    }),
    async (c) => {
      const { page } = c.req.valid('query');
      return respond(c, reviewList, await getProfileReviews(c.var.ctx, c.req.valid('param').userHash, page === undefined ? 1 : Number(page)));
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/public/{userHash}/wishlist', tags: ['profiles'], summary: 'A customer’s wishlist, when they made it public (read-only)',
      request: { params: publicHashParams },
      responses: { 200: { description: 'The wishlist without item ids', ...json(sharedWishlist) }, ...badHash, ...unknownProfile },
    }),
    async (c) => respond(c, sharedWishlist, await getProfileWishlist(c.var.ctx, c.req.valid('param').userHash)),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/current/public-info', tags: ['profiles'], summary: 'The caller’s public hash and what the profile shows',
      responses: { 200: { description: 'Public profile settings', ...json(publicInfo) }, 401: accountErrors[401] },
    }),
    async (c) => respond(c, publicInfo, await getPublicInfo(c.var.ctx)),
  );

  app.openapi(
    createRoute({
      method: 'patch', path: '/adonis/v1/users/current/public-info', tags: ['profiles'], summary: 'Show or hide the wishlist on the public profile',
      request: { body: { required: true, ...json(publicInfoPatch) } },
      responses: { 200: { description: 'Public profile settings', ...json(publicInfo) }, ...accountErrors },
    }),
    async (c) => respond(c, publicInfo, await updatePublicInfo(c.var.ctx, c.req.valid('json'))),
  );

  // Pictures are raw bytes, not JSON: plain routes (outside the OpenAPI document), checked by their bytes.
  const MY_IMAGE = '/adonis/v1/users/current/profile-image';
  // The API's body limit (1 MB by default) gives way to the picture's own, declared here.
  declareBodyLimit(app, 'PUT', MY_IMAGE, PROFILE_IMAGE_MAX_BYTES);
  app.put(
    MY_IMAGE,
    bodyLimit({
      maxSize: PROFILE_IMAGE_MAX_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', `The picture may have at most ${PROFILE_IMAGE_MAX_BYTES} bytes`);
      },
    }),
    async (c) => {
      await uploadProfileImage(c.var.ctx, new Uint8Array(await c.req.arrayBuffer()));
      return c.body(null, 204);
    },
  );
  app.delete(MY_IMAGE, async (c) => {
    await removeProfileImage(c.var.ctx);
    return c.body(null, 204);
  });
  app.get('/adonis/v1/users/public/:userHash/image', async (c) => {
    const userHash = c.req.param('userHash');
    if (!USER_PATTERN.test(userHash)) throw new AppError('NOT_FOUND', 'Profile image');
    const image = await profileImage(c.var.ctx, userHash);
    return c.body(image.bytes, 200, {
      'content-type': image.contentType,
      'cache-control': 'public, max-age=300',
      'last-modified': image.updatedAt.toUTCString(),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });
}
