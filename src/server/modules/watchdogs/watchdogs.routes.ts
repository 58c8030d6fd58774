import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { apiError } from '@/contracts/common';
import { createWatchdogBody, removeWatchdogBody, removeWatchdogResult, rowIdParams, watchdogItem, watchdogList } from '@/contracts/engagement';
import { fromApiQuery } from '@/contracts/listing-filters';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { rowId } from '../../http/route-helpers';
import { accountErrors, json, notYours } from '../../http/openapi-responses';
import { createWatchdog, listWatchdogs, removeWatchdog, removeWatchdogByToken } from './watchdogs.service';

/** Watchdogs (docs/product.md#api-endpoints: current user watchdogs, POST and DELETE watchdogs) and the e-mail's one-click removal. */
export function registerWatchdogRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/current/watchdogs', tags: ['watchdogs'],
      summary: 'The caller’s watchdogs, newest first; catalogue filters in the query string (as the listing’s) narrow the list',
      responses: { 200: { description: 'Watchdogs', ...json(watchdogList) }, 401: accountErrors[401] },
    }),
    async (c) => respond(c, watchdogList, await listWatchdogs(c.var.ctx, fromApiQuery(c.req.queries()))),
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/watchdogs', tags: ['watchdogs'],
      summary: 'Watch a work, an edition, an author or a catalogue filter, optionally by condition, language, binding and maximum price',
      request: { body: { required: true, ...json(createWatchdogBody) } },
      responses: {
        201: { description: 'The new watchdog', ...json(watchdogItem) },
        ...accountErrors,
        404: { description: 'NOT_FOUND: the work, edition, author or category does not exist', ...json(apiError) },
        422: { description: 'BUSINESS_RULE: details.reason WATCHDOG_TOO_BROAD / WATCHDOG_FILTER_UNSUPPORTED / WATCHDOG_LIMIT', ...json(apiError) },
      },
    }),
    async (c) => respond(c, watchdogItem, await createWatchdog(c.var.ctx, c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'delete', path: '/adonis/v1/watchdogs/{id}', tags: ['watchdogs'], summary: 'Remove one of your watchdogs',
      request: { params: rowIdParams },
      responses: { 200: { description: 'Removed', ...json(z.object({ removed: z.literal(true) })) }, ...accountErrors, ...notYours },
    }),
    async (c) => {
      await removeWatchdog(c.var.ctx, rowId(c.req.valid('param').id));
      return c.json({ removed: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/watchdogs/remove', tags: ['watchdogs'],
      summary: 'One-click removal with the e-mail’s token (no login; the token is the permission)',
      request: { body: { required: true, ...json(removeWatchdogBody) } },
      responses: {
        200: { description: 'Removed', ...json(removeWatchdogResult) },
        400: accountErrors[400], 403: accountErrors[403],
        404: { description: 'NOT_FOUND: no watchdog has this token (never existed or removed already)', ...json(apiError) },
      },
    }),
    async (c) => respond(c, removeWatchdogResult, await removeWatchdogByToken(c.get('db'), c.req.valid('json').token)),
  );
}
