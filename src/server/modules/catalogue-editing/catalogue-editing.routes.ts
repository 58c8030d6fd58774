import { z } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import {
  authorDetail, authorList, authorPatchBody, catalogueIdParam, categoryList, categoryPatchBody, categoryQuery, editionCreateBody, editionCreated,
  editionPatchBody, identifyQuery, identifyResponse, mergeBody, mergePreview, mergePreviewQuery, mergeResult, nodeSearchQuery, workDetail, workPatchBody,
} from '@/contracts/intake';
import { staffRoute } from '../../http/staff-route';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import {
  authorDetail as loadAuthor, createEdition, identify, listCategories, merge, mergePreview as previewMerge, patchAuthor, patchCategory, patchEdition, patchWork,
  searchAuthors, workDetail as loadWork,
} from './catalogue-editing.service';

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

  // --- The staff pages (/admin/katalog): look up, edit, preview a merge ---
  staffRoute(app, {
    method: 'get', path: `${ADMIN}/catalogue/works/{id}`, permission: 'catalogue', summary: 'A work for its edit form: authors, categories, editions (copies in stock)',
    request: { params: catalogueIdParam, query: categoryQuery },
    responses: { 200: { description: 'The work', ...json(workDetail) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    noStore(c);
    return respond(c, workDetail, await loadWork(c.var.ctx, c.req.valid('param').id, c.req.valid('query').locale));
  });

  staffRoute(app, {
    method: 'get', path: `${ADMIN}/catalogue/authors`, permission: 'catalogue', summary: 'Authors by name words (or an id): their works and whether they were merged',
    request: { query: nodeSearchQuery },
    responses: { 200: { description: 'Authors', ...json(authorList) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    noStore(c);
    return respond(c, authorList, await searchAuthors(c.var.ctx, c.req.valid('query').q));
  });

  staffRoute(app, {
    method: 'get', path: `${ADMIN}/catalogue/authors/{id}`, permission: 'catalogue', summary: 'An author for the edit form',
    request: { params: catalogueIdParam },
    responses: { 200: { description: 'The author', ...json(authorDetail) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    noStore(c);
    return respond(c, authorDetail, await loadAuthor(c.var.ctx, c.req.valid('param').id));
  });

  staffRoute(app, {
    method: 'patch', path: `${ADMIN}/catalogue/authors/{id}`, permission: 'catalogue', summary: 'Rename an author (the search rows of their works follow)',
    request: { params: catalogueIdParam, body: { required: true, ...json(authorPatchBody) } },
    responses: { 200: { description: 'Done', ...json(ok) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    await patchAuthor(c.var.ctx, c.req.valid('param').id, c.req.valid('json'));
    return respond(c, ok, { ok: true as const });
  });

  staffRoute(app, {
    method: 'get', path: `${ADMIN}/catalogue/categories`, permission: 'catalogue', summary: 'Every category (the staff language’s name) for the pickers',
    request: { query: categoryQuery },
    responses: { 200: { description: 'Categories', ...json(categoryList) } },
  }, async (c) => {
    noStore(c);
    return respond(c, categoryList, await listCategories(c.var.ctx, c.req.valid('query').locale));
  });

  staffRoute(app, {
    method: 'patch', path: `${ADMIN}/catalogue/categories/{id}`, permission: 'catalogue', summary: 'Rename a category (default name and translations; slugs stay)',
    request: { params: catalogueIdParam, body: { required: true, ...json(categoryPatchBody) } },
    responses: { 200: { description: 'Done', ...json(ok) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    await patchCategory(c.var.ctx, c.req.valid('param').id, c.req.valid('json'));
    return respond(c, ok, { ok: true as const });
  });

  staffRoute(app, {
    method: 'get', path: `${ADMIN}/catalogue/merge-preview`, permission: 'catalogue',
    summary: 'What a merge would move (rows per referencing table) before it is confirmed; nothing changes',
    request: { query: mergePreviewQuery },
    responses: { 200: { description: 'The preview', ...json(mergePreview) }, 404: err('NOT_FOUND'), 409: err('MERGE_CONFLICT') },
  }, async (c) => {
    noStore(c);
    return respond(c, mergePreview, await previewMerge(c.var.ctx, c.req.valid('query')));
  });
}
