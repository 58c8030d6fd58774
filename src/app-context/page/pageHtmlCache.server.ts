import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { LOGGED_IN_HINT_COOKIE, SESSION_COOKIE } from '@/contracts/auth';
import { NONCE_HEADER, isNonce } from '@/lib/security/nonce';

/**
 * A short-lived cache of the HTML of anonymous page views (docs/adr/0009). A listing render costs
 * tens of milliseconds of CPU, and an anonymous visitor's page depends only on the address, the
 * domain and what `vary` reads (the persistent language filter), so one render serves everyone
 * for a few seconds.
 *
 * - Only HTML document requests of visitors without a session are served from it or stored in it;
 *   client-side navigations (/_next/data) and logged-in visitors always render.
 * - Only a complete 200 text/html response without Set-Cookie is stored.
 * - The per-response CSP nonce stays per response: the stored HTML is kept split at its nonce and
 *   joined with the new request's nonce, so every answer matches its own CSP header.
 * - Concurrent misses for one address render once; the others wait for that render. An expired
 *   entry is still served for one more TTL while a single request renders its replacement.
 */

export interface PageHtmlCacheOptions {
  /** Extra parts of the key read from the request (e.g. the language filter cookie). */
  vary?: (req: GetServerSidePropsContext['req'], locale: string | undefined) => string;
}

interface Entry {
  /** The HTML's bytes split at the nonce it was rendered with (bytes: joining a listing-sized
   * string costs a large-object allocation per hit, docs/adr/0033 fourth pass). */
  parts: Buffer[];
  headers: Array<[string, string | string[]]>;
  bytes: number;
  storedAt: number;
}

export interface PageHtmlCacheConfig {
  ttlMs: number;
  maxBytes: number;
  /** How long a request waits for another request's render of the same page. */
  waitMs: number;
  now: () => number;
}

/** Headers of the rendered response worth repeating; the proxy sets CSP and robots per request itself. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'content-language', 'link'];
export const PAGE_CACHE_HEADER = 'x-page-cache';

function configFromEnv(): PageHtmlCacheConfig {
  const seconds = Number(process.env.PAGE_HTML_CACHE_SECONDS ?? 10);
  return {
    ttlMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0,
    maxBytes: 64 * 1024 * 1024,
    waitMs: 5_000,
    now: Date.now,
  };
}

function hasCookie(req: IncomingMessage, name: string): boolean {
  const header = req.headers.cookie;
  if (!header) return false;
  return header.split(';').some((part) => part.trimStart().startsWith(`${name}=`));
}

/** Whether this request may be answered from (and fill) the cache at all. */
export function isCacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers['x-nextjs-data'] || req.url?.startsWith('/_next/data/')) return false;
  if (hasCookie(req, SESSION_COOKIE) || hasCookie(req, LOGGED_IN_HINT_COOKIE) || hasCookie(req, '__prerender_bypass')) return false;
  return isNonce(req.headers[NONCE_HEADER]);
}

function chunkToBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

/** `bytes` cut at every occurrence of `separator` (like String#split). */
function splitBytes(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(bytes.subarray(from));
  return parts;
}

export class PageHtmlCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<Entry | null>>();
  private bytes = 0;

  constructor(private readonly config: PageHtmlCacheConfig) {}

  get enabled(): boolean {
    return this.config.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Serves the page from the cache; false when the caller must render (and capture()). */
  async serve(key: string, res: ServerResponse, nonce: string): Promise<boolean> {
    const now = this.config.now();
    let entry = this.entries.get(key);
    const age = entry ? now - entry.storedAt : Infinity;
    if (entry && age <= this.config.ttlMs) return this.write(res, entry, nonce, 'hit');
    const pending = this.rendering.get(key);
    if (entry && age <= 2 * this.config.ttlMs && pending) return this.write(res, entry, nonce, 'stale');
    if (!pending) return false;
    const stopWaiting = new AbortController();
    const timeout = sleep(this.config.waitMs, null, { signal: stopWaiting.signal }).catch(() => null);
    try {
      entry = (await Promise.race([pending, timeout])) ?? undefined;
    } finally {
      stopWaiting.abort();
    }
    return entry ? this.write(res, entry, nonce, 'shared') : false;
  }

  /** Records what Next writes to `res` for this render and stores it if it is a cacheable page. */
  capture(key: string, res: ServerResponse, nonce: string): void {
    let settle!: (entry: Entry | null) => void;
    const done = new Promise<Entry | null>((resolve) => (settle = resolve));
    this.rendering.set(key, done);
    const chunks: Buffer[] = [];
    let valid = true;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = chunkToBuffer(chunk, encoding);
      if (buffer) chunks.push(buffer);
      else valid = false;
    };
    const finish = () => {
      if (this.rendering.get(key) === done) this.rendering.delete(key);
      const entry = valid ? this.entryFrom(res, Buffer.concat(chunks), nonce) : null;
      if (entry) this.store(key, entry);
      settle(entry);
    };
    const write = res.write;
    const end = res.end;
    res.write = function patchedWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function patchedEnd(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      finish();
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as typeof res.end;
    // A connection that dies mid-render must not leave waiters hanging.
    res.once('close', () => {
      if (this.rendering.get(key) === done) {
        this.rendering.delete(key);
        settle(null);
      }
    });
    res.setHeader(PAGE_CACHE_HEADER, 'miss');
  }

  private entryFrom(res: ServerResponse, html: Buffer, nonce: string): Entry | null {
    if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
    const type = String(res.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || !html.includes(nonce)) return null;
    const headers: Entry['headers'] = [];
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers.push([name, typeof value === 'number' ? String(value) : value]);
    }
    return { parts: splitBytes(html, Buffer.from(nonce)), headers, bytes: html.length, storedAt: this.config.now() };
  }

  private store(key: string, entry: Entry): void {
    if (entry.bytes > this.config.maxBytes) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    // Oldest first (Map keeps insertion order): evict until the cache fits again.
    for (const [oldKey] of this.entries) {
      if (this.bytes <= this.config.maxBytes) break;
      this.remove(oldKey);
    }
  }

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }

  private write(res: ServerResponse, entry: Entry, nonce: string, state: 'hit' | 'stale' | 'shared'): true {
    const separator = Buffer.from(nonce);
    const body = Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part])));
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('content-length', body.length);
    res.setHeader(PAGE_CACHE_HEADER, state);
    res.end(body);
    return true;
  }
}

const shared = new PageHtmlCache(configFromEnv());

/**
 * Wraps a page's getServerSideProps with the anonymous HTML cache. On a hit the response is
 * written here and Next, finding it sent, renders nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's own default for page props
export function withPageHtmlCache<P extends { [key: string]: any }>(
  getServerSideProps: GetServerSideProps<P>,
  options: PageHtmlCacheOptions = {},
  cache: PageHtmlCache = shared,
): GetServerSideProps<P> {
  const cached: GetServerSideProps<P> = async (ctx) => {
    const { req, res } = ctx;
    if (!cache.enabled || !isCacheableRequest(req)) return getServerSideProps(ctx);
    const nonce = req.headers[NONCE_HEADER] as string;
    const key = [req.headers.host ?? '', ctx.locale ?? '', ctx.resolvedUrl, options.vary?.(req, ctx.locale) ?? ''].join('\u0000');
    if (await cache.serve(key, res, nonce)) return { props: {} as P };
    cache.capture(key, res, nonce);
    return getServerSideProps(ctx);
  };
  // What the wrapped page declares about itself (withShell's message sources) stays readable.
  return Object.assign(cached, getServerSideProps);
}
