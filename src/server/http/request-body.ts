import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { AppError } from './errors';
import type { Api } from './types';

/**
 * Request bodies (issue 11): one size limit for every route, and one text check for every JSON
 * body and query string, before any route or validator sees them.
 *
 * - A body may have at most BODY_LIMIT_BYTES (1 MB) unless its route declares more with
 *   declareBodyLimit (upload routes). Content-Length is checked first; the stream itself is also
 *   counted, so a chunked body or a lying header cannot get past. Over the limit: 413 PAYLOAD_TOO_LARGE.
 * - Every string of a JSON body (object keys included) and every query value is refused with
 *   422 INVALID_CHARACTER (details: the field path) when it holds a C0 or C1 control character
 *   other than tab, line feed and carriage return, or an unpaired surrogate — PostgreSQL cannot
 *   store NUL and the rest has no business in a name or an address.
 * - Every string of a JSON body is NFC-normalized, so "ň" typed as n + combining caron and "ň"
 *   precomposed are the same text everywhere (uniqueness, search, display).
 */
export const BODY_LIMIT_BYTES = 1_000_000;

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
// C0 controls except \t \n \r, DEL, C1 controls; unpaired surrogates.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const declaredLimits = new WeakMap<object, Map<string, number>>();

/**
 * An upload route declares its own body limit (it may be larger than the default). `path` is the
 * route's path as registered on the API (without the /api base), e.g. '/adonis/v1/users/current/profile-image'.
 */
export function declareBodyLimit(app: Api, method: string, path: string, maxBytes: number): void {
  let limits = declaredLimits.get(app);
  if (!limits) declaredLimits.set(app, (limits = new Map()));
  limits.set(`${method.toUpperCase()} ${path}`, maxBytes);
}

/** Deeper JSON is no form of ours: refused (400) before the recursive checks below could overflow the stack. */
export const MAX_JSON_DEPTH = 64;

/** Whether a parsed JSON value nests deeper than `max` (iterative: safe on any input). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const inner of Object.values(current)) stack.push([inner, depth + 1]);
  }
  return false;
}

export interface TextIssue { path: string; message: string }

/** The first forbidden character in a parsed JSON value, with its path ("addresses.0.name"); null when clean. */
export function findForbiddenText(value: unknown, path: string[] = []): TextIssue | null {
  const at = (p: string[]) => p.join('.');
  if (typeof value === 'string') {
    return FORBIDDEN.test(value) ? { path: at(path), message: 'Control characters (other than tab and line breaks) are not allowed' } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findForbiddenText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (FORBIDDEN.test(key)) return { path: at([...path, key.replace(FORBIDDEN, '?')]), message: 'Control characters are not allowed in keys' };
      const found = findForbiddenText(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** The same JSON value with every string (keys too) in Unicode NFC. Keys become own data properties (no __proto__ tricks). */
export function normalizeText(value: unknown): unknown {
  if (typeof value === 'string') return value.normalize('NFC');
  if (Array.isArray(value)) return value.map(normalizeText);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.normalize('NFC'), normalizeText(v)]));
  }
  return value;
}

const tooLarge = (maxBytes: number) => new AppError('PAYLOAD_TOO_LARGE', `The request body may have at most ${maxBytes} bytes`, { maxBytes });

/** Reads the raw body, counting bytes; over `maxBytes` it stops reading and throws 413. */
async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

/**
 * The request again with the body already read. Built from its parts: @hono/node-server's request
 * object is not a real Request, so `new Request(raw, init)` fails on it.
 */
function rebuilt(raw: Request, body: Uint8Array<ArrayBuffer> | string): Request {
  const headers = new Headers(raw.headers);
  headers.delete('content-length');
  return new Request(raw.url, { method: raw.method, headers, body });
}

/**
 * The middleware (mounted once in createApiFrame). `base` is the API's base path; `skip` lists path
 * prefixes whose bodies are signed by their sender (webhooks, server-to-server): size-limited like
 * any other, but their text is left byte for byte as it came.
 */
export function requestBody(app: Api, options: { base: string; skip: readonly string[] }): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, values] of Object.entries(c.req.queries())) {
      for (const v of values) {
        if (FORBIDDEN.test(v) || FORBIDDEN.test(name)) {
          throw new AppError('INVALID_CHARACTER', 'The query holds a control character', [{ path: `query.${name.replace(FORBIDDEN, '?')}`, message: 'Control characters are not allowed' }]);
        }
      }
    }
    const raw = c.req.raw;
    if (!raw.body) return next();

    const method = c.req.method.toUpperCase();
    const declared = declaredLimits.get(app);
    const route = declared && matchedRoutes(c).find((r) => (r.method === method || r.method === 'ALL') && declared.has(`${method} ${r.path.slice(options.base.length)}`));
    const maxBytes = route ? declared.get(`${method} ${route.path.slice(options.base.length)}`)! : BODY_LIMIT_BYTES;

    const length = raw.headers.get('content-length');
    if (length !== null && Number(length) > maxBytes) throw tooLarge(maxBytes);
    const bytes = await readLimited(raw.body, maxBytes);

    const mediaType = (raw.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const signed = options.skip.some((p) => c.req.path.startsWith(p));
    if (!JSON_TYPE.test(mediaType) || signed || bytes.byteLength === 0) {
      c.req.raw = rebuilt(raw, bytes);
      return next();
    }
    // Malformed JSON throws SyntaxError here: the error handler answers 400 MALFORMED_REQUEST.
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
    if (nestsDeeperThan(parsed, MAX_JSON_DEPTH)) throw new AppError('MALFORMED_REQUEST', `JSON may nest at most ${MAX_JSON_DEPTH} levels deep`);
    const issue = findForbiddenText(parsed);
    if (issue) throw new AppError('INVALID_CHARACTER', 'A text field holds a control character', [issue]);
    const text = JSON.stringify(normalizeText(parsed));
    // The validators' c.req.json() reads this request: the checked, normalized text.
    c.req.raw = rebuilt(raw, text);
    return next();
  };
}
