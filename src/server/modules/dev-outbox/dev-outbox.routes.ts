import type { Context } from 'hono';
import type { Api, AppEnv } from '../../http/types';
import { AppError } from '../../http/errors';
import { respond } from '../../http/validation';
import { findOutboxAttachment, findOutboxMail, listOutbox } from './dev-outbox.repository';
import { devOutboxList } from './dev-outbox.schema';
import { outboxListPage, outboxMailPage } from './dev-outbox.views';

const OUTBOX = '/adonis/dev/outbox';

/** Nothing on these pages may load or run anything: the mail inside is shown in a sandboxed srcdoc iframe. */
const PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'self'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** Shown inline only where a browser cannot run it in our origin; everything else downloads. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'text/plain']);
const MIME_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;

const notFound = () => new AppError('NOT_FOUND', 'Not found');

function idParam(raw: string | undefined, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value > max) throw notFound();
  return value;
}

/** The outbox's path as the browser addressed it (the API is mounted under a prefix, e.g. /api). */
function outboxBase(c: Context<AppEnv>): string {
  const path = c.req.path;
  return path.slice(0, path.indexOf(OUTBOX)) + OUTBOX;
}

function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The development outbox: the mail the shop recorded (login codes and links included), as a page
 * and as JSON for tests. createApp mounts it in demo mode only; in production it does not exist.
 */
export function registerDevOutboxRoutes(app: Api): void {
  app.get(OUTBOX, async (c) => {
    const to = c.req.query('to')?.trim() || undefined;
    const items = await listOutbox(c.get('db'), { to });
    return c.html(outboxListPage(items, outboxBase(c), to), 200, PAGE_HEADERS);
  });

  app.get(`${OUTBOX}.json`, async (c) => {
    const to = c.req.query('to')?.trim() || undefined;
    const items = await listOutbox(c.get('db'), { to });
    c.header('cache-control', 'no-store');
    return respond(c, devOutboxList, { items: items.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) });
  });

  app.get(`${OUTBOX}/:id`, async (c) => {
    const mail = await findOutboxMail(c.get('db'), idParam(c.req.param('id')));
    if (!mail) throw notFound();
    return c.html(outboxMailPage(mail, outboxBase(c)), 200, PAGE_HEADERS);
  });

  app.get(`${OUTBOX}/:id/attachments/:index`, async (c) => {
    const attachment = await findOutboxAttachment(c.get('db'), idParam(c.req.param('id')), idParam(c.req.param('index'), 10_000));
    if (!attachment) throw notFound();
    const type = MIME_TYPE.test(attachment.contentType) ? attachment.contentType.toLowerCase() : 'application/octet-stream';
    return c.body(new Uint8Array(attachment.content), 200, {
      'content-type': type,
      'content-length': String(attachment.content.length),
      'content-disposition': contentDisposition(INLINE_TYPES.has(type) ? 'inline' : 'attachment', attachment.filename),
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });
}
