import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { apiError } from '@/contracts/common';
import {
  createReviewBody, reportReviewBody, reportReviewResult, review, reviewList, reviewPageQuery, rowIdParams, updateReviewBody,
} from '@/contracts/engagement';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { nodeIdParams } from '../authors';
import { workIdParams } from '../works';
import { rowId } from '../../http/route-helpers';
import { accountErrors, json, notYours } from '../../http/openapi-responses';
import { createReview, deleteReview, myReviews, reportReview, reviewsOfAuthor, reviewsOfWork, updateReview } from './reviews.service';

const page = (value: string | undefined) => (value === undefined ? 1 : Number(value));
const listResponse = { 200: { description: 'One page of reviews, newest first', ...json(reviewList) } };
const unknown = (what: string) => ({ 404: { description: `NOT_FOUND: no such ${what}`, ...json(apiError) } });

/** Reviews (docs/product.md#api-endpoints: current user reviews, POST and DELETE reviews, reviews reported). */
export function registerReviewRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/grandmothers/{id}/reviews', tags: ['reviews'], summary: 'Reviews of a work with its maintained rating',
      request: { params: workIdParams, query: reviewPageQuery },
      responses: { ...listResponse, 400: accountErrors[400], ...unknown('work') },
    }),
    async (c) => respond(c, reviewList, await reviewsOfWork(c.var.ctx, Number(c.req.valid('param').id), page(c.req.valid('query').page))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/authors/{id}/reviews', tags: ['reviews'], summary: 'Reviews of the works an author wrote',
      request: { params: nodeIdParams, query: reviewPageQuery },
      responses: { ...listResponse, 400: accountErrors[400], ...unknown('author') },
    }),
    async (c) => respond(c, reviewList, await reviewsOfAuthor(c.var.ctx, Number(c.req.valid('param').id), page(c.req.valid('query').page))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/current/reviews', tags: ['reviews'], summary: 'The caller’s reviews',
      request: { query: reviewPageQuery },
      responses: { ...listResponse, 400: accountErrors[400], 401: accountErrors[401] },
    }),
    async (c) => respond(c, reviewList, await myReviews(c.var.ctx, page(c.req.valid('query').page))),
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/reviews', tags: ['reviews'], summary: 'Review a work (rating 1–5 and text), once per work',
      request: { body: { required: true, ...json(createReviewBody) } },
      responses: {
        201: { description: 'The review', ...json(review) }, ...accountErrors, ...unknown('work'),
        409: { description: 'CONFLICT: details.reason REVIEW_EXISTS', ...json(apiError) },
      },
    }),
    async (c) => respond(c, review, await createReview(c.var.ctx, c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'put', path: '/adonis/v1/reviews/{id}', tags: ['reviews'], summary: 'Edit your own review',
      request: { params: rowIdParams, body: { required: true, ...json(updateReviewBody) } },
      responses: { 200: { description: 'The review', ...json(review) }, ...accountErrors, ...notYours },
    }),
    async (c) => respond(c, review, await updateReview(c.var.ctx, rowId(c.req.valid('param').id), c.req.valid('json'))),
  );

  app.openapi(
    createRoute({
      method: 'delete', path: '/adonis/v1/reviews/{id}', tags: ['reviews'], summary: 'Delete your own review',
      request: { params: rowIdParams },
      responses: { 200: { description: 'Deleted', ...json(z.object({ deleted: z.literal(true) })) }, ...accountErrors, ...notYours },
    }),
    async (c) => {
      await deleteReview(c.var.ctx, rowId(c.req.valid('param').id));
      return c.json({ deleted: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/reviews/{id}/report', tags: ['reviews'], summary: 'Report someone else’s review (with a reason)',
      request: { params: rowIdParams, body: { required: true, ...json(reportReviewBody) } },
      responses: {
        200: { description: 'Reported', ...json(reportReviewResult) }, ...accountErrors, ...unknown('review'),
        409: { description: 'CONFLICT: details.reason ALREADY_REPORTED', ...json(apiError) },
        422: { description: 'BUSINESS_RULE: details.reason OWN_REVIEW', ...json(apiError) },
      },
    }),
    async (c) => {
      await reportReview(c.var.ctx, rowId(c.req.valid('param').id), c.req.valid('json'));
      return c.json(reportReviewResult.parse({ reported: true }), 200);
    },
  );
}
