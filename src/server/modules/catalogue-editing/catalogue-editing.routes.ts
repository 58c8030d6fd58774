import { z } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import {
  catalogueIdParam, editionCreateBody, editionCreated, editionPatchBody, identifyQuery, identifyResponse, mergeBody, mergeResult, workPatchBody,
} from '@/contracts/intake';
import { staffRoute } from '../../http/staff-route';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { createEdition, identify, merge, patchEdition, patchWork } from './catalogue-editing.service';

const ADMIN = '/adonis/admin/v1';
const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...json(apiError) });
const noStore = (c: { header: (k: string, v: string) => void }) => c.header('cache-control', 'private, no-store');
const ok = z.object({ ok: z.literal(true) });

/** Staff catalogue editing (issue 15 item 2, src/contracts/intake.ts, docs/adr/0028); permission `catalogue`. */
export function registerCatalogueEditingRoutes(app: Api): void {
  staffRoute(app, {
    method: 'get', path: `${ADMIN}/catalogue/identify`, permission: 'catalogue',
    summary: 'Identify a book: editions (with work, authors, copies in stock) by ISBN-10/13, or by title words for books without an ISBN',
    request: { query: identifyQuery },
    responses: { 200: { description: 'Matches', ...json(identifyResponse) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    noStore(c);
    return respond(c, identifyResponse, await identify(c.var.ctx, c.req.valid('query')));
  });

  staffRoute(app, {
    method: 'post', path: `${ADMIN}/catalogue/editions`, permission: 'catalogue',
    summary: 'A new edition (of a work, or with a new work): authors, translators, publisher, categories, series (nodes by id or new by name)',
    request: { body: { required: true, ...json(editionCreateBody) } },
    responses: {
      201: { description: 'The new ids', ...json(editionCreated) }, 400: err('VALIDATION_FAILED'),
      409: err('DUPLICATE_EDITION (details.reason ISBN | TITLE_AUTHOR, details.items)'), 422: err('INVALID_FIELDS'),
    },
  }, async (c) => {
    noStore(c);
    return respond(c, editionCreated, await createEdition(c.var.ctx, c.req.valid('json')), 201);
  });

  staffRoute(app, {
    method: 'patch', path: `${ADMIN}/catalogue/works/{id}`, permission: 'catalogue', summary: 'Edit a work (its search rows follow)',
    request: { params: catalogueIdParam, body: { required: true, ...json(workPatchBody) } },
    responses: { 200: { description: 'Done', ...json(ok) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    await patchWork(c.var.ctx, c.req.valid('param').id, c.req.valid('json'));
    return respond(c, ok, { ok: true as const });
  });

  staffRoute(app, {
    method: 'patch', path: `${ADMIN}/catalogue/editions/{id}`, permission: 'catalogue', summary: 'Edit an edition (its work’s search rows follow)',
    request: { params: catalogueIdParam, body: { required: true, ...json(editionPatchBody) } },
    responses: { 200: { description: 'Done', ...json(ok) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    await patchEdition(c.var.ctx, c.req.valid('param').id, c.req.valid('json'));
    return respond(c, ok, { ok: true as const });
  });

  staffRoute(app, {
    method: 'post', path: `${ADMIN}/catalogue/merge`, permission: 'catalogue',
    summary: 'Merge two works or two authors: everything moves to the target; the old id answers with the new one',
    request: { body: { required: true, ...json(mergeBody) } },
    responses: { 200: { description: 'Merged', ...json(mergeResult) }, 404: err('NOT_FOUND'), 409: err('MERGE_CONFLICT') },
  }, async (c) => {
    noStore(c);
    return respond(c, mergeResult, await merge(c.var.ctx, c.req.valid('json')));
  });
}
