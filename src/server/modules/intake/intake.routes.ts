import { z } from '@hono/zod-openapi';
import { batchCodeParam } from '@/contracts/buyback';
import {
  acceptBody, addBookBody, batchCodesPdfBody, INTAKE_PHOTO_MAX_BYTES, intakeBatch, intakeBook, intakeBookIdParam, photoCreated, receiveBody,
  refuseBody, suggestion, suggestionQuery, unannouncedBody,
} from '@/contracts/intake';
import { apiError } from '@/contracts/common';
import { notFound } from '../../http/errors';
import { declareBodyLimit } from '../../http/request-body';
import { staffRoute } from '../../http/staff-route';
import type { Api, AppDeps } from '../../http/types';
import { respond } from '../../http/validation';
import { buybackDeps, leadPhotoBytes, pregenerateCodes } from '../buyback';
import { renderBagCodesPdf } from './bag-codes-pdf';
import { acceptBook, addBook, addPhoto, copyPhotoIds, getIntakeBatch, photoFor, processBatch, receiveBatch, receiveUnannounced, refuseBook, suggest } from './intake.service';

const ADMIN = '/adonis/admin/v1';
const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...json(apiError) });
const noStore = (c: { header: (k: string, v: string) => void }) => c.header('cache-control', 'private, no-store');
const photoHeaders = (contentType: string, cache: string) => ({
  'content-type': contentType, 'cache-control': cache, 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox",
});

/** The intake desk (issue 15 items 1 and 3, src/contracts/intake.ts, docs/adr/0028). */
export function registerIntakeRoutes(app: Api, appDeps: AppDeps): void {
  const deps = buybackDeps(appDeps);

  staffRoute(app, {
    method: 'post', path: `${ADMIN}/intake/receive`, permission: 'intake',
    summary: 'Scan a batch or printed-bag code: the parcel is received and opened for intake (processing); scanning it again answers the same batch',
    request: { body: { required: true, ...json(receiveBody) } },
    responses: { 200: { description: 'The batch with its lead and books', ...json(intakeBatch) }, 400: err('VALIDATION_FAILED'), 404: err('NOT_FOUND'), 409: err('BATCH_STATE_CONFLICT') },
  }, async (c) => {
    noStore(c);
    return respond(c, intakeBatch, await receiveBatch(c.var.ctx, deps, c.req.valid('json').code));
  });

  staffRoute(app, {
    method: 'post', path: `${ADMIN}/intake/unannounced`, permission: 'intake',
    summary: 'A parcel nobody announced: a new batch for the seller found (or made) by e-mail, received at once',
    request: { body: { required: true, ...json(unannouncedBody) } },
    responses: { 201: { description: 'The batch', ...json(intakeBatch) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    noStore(c);
    return respond(c, intakeBatch, await receiveUnannounced(c.var.ctx, deps, c.req.valid('json')), 201);
  });

  staffRoute(app, {
    method: 'post', path: `${ADMIN}/intake/batch-codes.pdf`, permission: 'intake',
    summary: 'Pregenerate N batch codes for printed bags and answer them as an A4 PDF of Code 128 stickers',
    request: { body: { required: true, ...json(batchCodesPdfBody) } },
    responses: { 201: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    const codes = await pregenerateCodes(c.var.ctx, c.req.valid('json').count);
    const pdf = await renderBagCodesPdf(codes);
    return c.body(new Uint8Array(pdf), 201, {
      'content-type': 'application/pdf', 'cache-control': 'private, no-store', 'content-disposition': 'inline; filename="bag-codes.pdf"', 'x-codes': codes.join(','),
    }) as never;
  });

  staffRoute(app, {
    method: 'get', path: `${ADMIN}/intake/batches/{code}`, permission: 'intake', summary: 'A batch at the intake desk: its lead (list, spine photo, choices) and every book’s verdict',
    request: { params: batchCodeParam },
    responses: { 200: { description: 'The batch', ...json(intakeBatch) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    noStore(c);
    return respond(c, intakeBatch, await getIntakeBatch(c.var.ctx, c.req.valid('param').code));
  });

  staffRoute(app, {
    method: 'post', path: `${ADMIN}/intake/batches/{code}/books`, permission: 'intake', summary: 'A book found in the parcel that the lead did not list (identified edition)',
    request: { params: batchCodeParam, body: { required: true, ...json(addBookBody) } },
    responses: { 201: { description: 'The batch', ...json(intakeBatch) }, 404: err('NOT_FOUND'), 409: err('BATCH_STATE_CONFLICT') },
  }, async (c) => {
    noStore(c);
    return respond(c, intakeBatch, await addBook(c.var.ctx, c.req.valid('param').code, c.req.valid('json').editionId), 201);
  });

  staffRoute(app, {
    method: 'get', path: `${ADMIN}/intake/books/{id}/suggestion`, permission: 'intake',
    summary: 'The suggested purchase price (buyback pricing, the batch’s currency) and shelf prices for an edition in a condition, with the employee’s limits',
    request: { params: intakeBookIdParam, query: suggestionQuery },
    responses: { 200: { description: 'The suggestion', ...json(suggestion) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    noStore(c);
    const q = c.req.valid('query');
    return respond(c, suggestion, await suggest(c.var.ctx, c.req.valid('param').id, q.editionId, q.conditionId as 1 | 2 | 3 | 4));
  });

  staffRoute(app, {
    method: 'post', path: `${ADMIN}/intake/books/{id}/accept`, permission: 'intake',
    summary: 'Graded and priced: the copy is in stock (catalogue and search at once; watchdogs match it as a fresh copy)',
    request: { params: intakeBookIdParam, body: { required: true, ...json(acceptBody) } },
    responses: {
      200: { description: 'The book', ...json(intakeBook) }, 404: err('NOT_FOUND'),
      409: err('INTAKE_BOOK_DECIDED (details.outcome); BATCH_STATE_CONFLICT'), 422: err('PRICE_OUT_OF_LIMITS (details.minX100, maxX100, suggestedX100)'),
    },
  }, async (c) => {
    noStore(c);
    return respond(c, intakeBook, await acceptBook(c.var.ctx, c.req.valid('param').id, c.req.valid('json')));
  });

  staffRoute(app, {
    method: 'post', path: `${ADMIN}/intake/books/{id}/refuse`, permission: 'intake',
    summary: 'Refused with evidence the seller sees in the account: reason, note, photos, reclaim window (return for a fee, or donation)',
    request: { params: intakeBookIdParam, body: { required: true, ...json(refuseBody) } },
    responses: { 200: { description: 'The book', ...json(intakeBook) }, 404: err('NOT_FOUND'), 409: err('INTAKE_BOOK_DECIDED; BATCH_STATE_CONFLICT') },
  }, async (c) => {
    noStore(c);
    return respond(c, intakeBook, await refuseBook(c.var.ctx, c.req.valid('param').id, c.req.valid('json')));
  });

  // Photos: raw image bytes (not JSON), as the lead's spine photo; re-encoded with sharp.
  declareBodyLimit(app, 'PUT', `${ADMIN}/intake/books/:id/photos`, INTAKE_PHOTO_MAX_BYTES);
  staffRoute(app, {
    method: 'put', path: `${ADMIN}/intake/books/{id}/photos`, permission: 'intake',
    summary: 'A photo of the book (raw JPEG/PNG/WebP/HEIF body from a phone or desk camera, at most 15 MB): rotated, at most 1600 px, re-encoded as JPEG',
    request: { params: intakeBookIdParam },
    responses: { 201: { description: 'The stored photo', ...json(photoCreated) }, 404: err('NOT_FOUND'), 413: err('PAYLOAD_TOO_LARGE'), 415: err('UNSUPPORTED_MEDIA_TYPE') },
  }, async (c) => {
    noStore(c);
    return respond(c, photoCreated, await addPhoto(c.var.ctx, c.req.valid('param').id, new Uint8Array(await c.req.arrayBuffer())), 201);
  });

  staffRoute(app, {
    method: 'get', path: `${ADMIN}/intake/photos/{id}`, permission: 'intake', summary: 'A photo taken at intake',
    request: { params: intakeBookIdParam },
    responses: { 200: { description: 'The picture', content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } } }, 404: err('NOT_FOUND') },
  }, async (c) => {
    const photo = await photoFor(c.var.ctx, c.req.valid('param').id, { staff: true });
    return c.body(new Uint8Array(photo.bytes), 200, photoHeaders(photo.contentType, 'private, no-store')) as never;
  });

  staffRoute(app, {
    method: 'get', path: `${ADMIN}/intake/batches/{code}/lead-photo`, permission: 'intake', summary: 'The seller’s photo of the spines (their lead’s)',
    request: { params: batchCodeParam },
    responses: { 200: { description: 'The picture', content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } } }, 404: err('NOT_FOUND') },
  }, async (c) => {
    const batch = await getIntakeBatch(c.var.ctx, c.req.valid('param').code);
    const photo = batch.lead ? await leadPhotoBytes(c.var.ctx.db, batch.lead.id) : null;
    if (!photo) throw notFound('Photo');
    return c.body(new Uint8Array(photo.bytes), 200, photoHeaders(photo.contentType, 'private, no-store')) as never;
  });

  staffRoute(app, {
    method: 'post', path: `${ADMIN}/intake/batches/{code}/process`, permission: 'intake',
    summary: 'Every book has its verdict: the batch is processed and the seller paid (wallet at once: paid_out)',
    request: { params: batchCodeParam },
    responses: { 200: { description: 'The batch', ...json(intakeBatch) }, 404: err('NOT_FOUND'), 409: err('BATCH_STATE_CONFLICT (details.reason BOOKS_PENDING)') },
  }, async (c) => {
    noStore(c);
    return respond(c, intakeBatch, await processBatch(c.var.ctx, deps, c.req.valid('param').code));
  });

  // The seller's view of a refusal's photo (their own batch only), and a copy's photos for its page.
  app.get('/adonis/v1/batches/:code/photos/:id', async (c) => {
    const code = batchCodeParam.safeParse({ code: c.req.param('code') });
    const id = intakeBookIdParam.safeParse({ id: c.req.param('id') });
    if (!code.success || !id.success) throw notFound('Photo');
    const photo = await photoFor(c.var.ctx, id.data.id, { batchCode: code.data.code });
    return c.body(new Uint8Array(photo.bytes), 200, photoHeaders(photo.contentType, 'private, max-age=3600'));
  });
  app.get('/adonis/v1/books/:copyId/photos', async (c) => {
    const copyId = intakeBookIdParam.safeParse({ id: c.req.param('copyId') });
    if (!copyId.success) throw notFound('Book');
    const ids = await copyPhotoIds(c.var.ctx, copyId.data.id);
    return c.json({ items: ids.map((id) => ({ id, url: `/api/adonis/v1/books/${copyId.data.id}/photos/${id}` })) });
  });
  app.get('/adonis/v1/books/:copyId/photos/:id', async (c) => {
    const copyId = intakeBookIdParam.safeParse({ id: c.req.param('copyId') });
    const id = intakeBookIdParam.safeParse({ id: c.req.param('id') });
    if (!copyId.success || !id.success) throw notFound('Photo');
    const photo = await photoFor(c.var.ctx, id.data.id, { copyId: copyId.data.id });
    return c.body(new Uint8Array(photo.bytes), 200, photoHeaders(photo.contentType, 'public, max-age=86400'));
  });
}
