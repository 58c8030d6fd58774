import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { createNonce } from '@/lib/security/nonce';
import { PAGE_CACHE_HEADER, PageHtmlCache, withPageHtmlCache, type PageHtmlCacheConfig } from './pageHtmlCache.server';

/**
 * A stand-in for Next's page pipeline on a real HTTP server: run getServerSideProps, and unless it
 * already answered, render a document that carries the request's nonce (as _document does).
 */
interface Harness {
  url: string;
  renders: number;
  /** Requests that reached the page (each has then either started rendering or is waiting). */
  arrived: number;
  /** Each render waits for this before writing (to hold renders in flight). */
  gate: Promise<void>;
  status: number;
  setCookie: boolean;
  close: () => Promise<void>;
}

let now = 0;
let harness: Harness;

function config(overrides: Partial<PageHtmlCacheConfig> = {}): PageHtmlCacheConfig {
  return { ttlMs: 10_000, maxBytes: 1024 * 1024, waitMs: 2_000, now: () => now, ...overrides };
}

async function start(cache: PageHtmlCache): Promise<Harness> {
  const state = { renders: 0, arrived: 0, gate: Promise.resolve(), status: 200, setCookie: false };
  const inner: GetServerSideProps<{ path: string }> = async (ctx) => ({ props: { path: ctx.resolvedUrl } });
  const gssp = withPageHtmlCache(inner, { vary: (req) => String(req.cookies.lang ?? '') }, cache);
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    state.arrived += 1;
    const cookies = Object.fromEntries((req.headers.cookie ?? '').split(';').filter(Boolean).map((c) => c.trim().split('=')));
    const ctx = { req: Object.assign(req, { cookies }), res, resolvedUrl: req.url ?? '/', locale: 'cs', query: {} } as unknown as GetServerSidePropsContext;
    const result = await gssp(ctx);
    if (res.headersSent || res.writableEnded) return;
    state.renders += 1;
    await state.gate;
    const nonce = String(req.headers['x-nonce'] ?? '');
    res.statusCode = state.status;
    if (state.setCookie) res.setHeader('set-cookie', 'a=1');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    const path = 'props' in result ? (result.props as { path: string }).path : '';
    res.write(`<!DOCTYPE html><html><head><meta property="csp-nonce" nonce="${nonce}"/></head>`);
    res.end(`<body><h1>${path} · Knihoběh</h1><script nonce="${nonce}">1</script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as Harness;
}

/** node:http, not fetch: fetch may not set the Host header. */
function get(path: string, headers: Record<string, string> = {}) {
  const nonce = createNonce();
  return new Promise<{ nonce: string; status: number; cache: string | null; type: string | null; body: string }>((resolve, reject) => {
    const req = request(harness.url + path, { headers: { 'x-nonce': nonce, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          nonce,
          status: res.statusCode ?? 0,
          cache: (res.headers[PAGE_CACHE_HEADER] as string | undefined) ?? null,
          type: res.headers['content-type'] ?? null,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function deferred() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('withPageHtmlCache', () => {
  let cache: PageHtmlCache;
  beforeEach(async () => {
    now = 1_000_000;
    cache = new PageHtmlCache(config());
    harness = await start(cache);
  });
  afterEach(() => harness.close());

  it('renders once and answers the next anonymous view from the cache with its own nonce', async () => {
    const first = await get('/p/category/1');
    const second = await get('/p/category/1');
    expect(harness.renders).toBe(1);
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.type).toBe('text/html; charset=utf-8');
    expect(second.body).toContain(`<script nonce="${second.nonce}">`);
    expect(second.body).toContain(`<meta property="csp-nonce" nonce="${second.nonce}"/>`);
    expect(second.body).not.toContain(first.nonce);
    expect(second.body.split(second.nonce).join('N')).toBe(first.body.split(first.nonce).join('N'));
    expect(second.body).toContain('Knihoběh');
  });

  it('keeps addresses, domains and the varied cookie apart', async () => {
    await get('/p/category/1');
    await get('/p/category/2');
    await get('/p/category/1', { host: 'de.localhost' });
    await get('/p/category/1', { cookie: 'lang=1,3' });
    expect(harness.renders).toBe(4);
    expect((await get('/p/category/1', { cookie: 'lang=1,3' })).cache).toBe('hit');
    expect(harness.renders).toBe(4);
  });

  it.each([
    ['a session', { cookie: 'bt_session=abc' }],
    ['the logged-in hint', { cookie: 'x=1; bt_li=1' }],
    ['a client-side navigation', { 'x-nextjs-data': '1' }],
  ])('always renders for %s and stores nothing', async (_label, headers) => {
    await get('/p', headers);
    const again = await get('/p', headers);
    expect(again.cache).toBeNull();
    expect(harness.renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('renders when the request carries no nonce from the request hook', async () => {
    const first = await get('/p', { 'x-nonce': '' });
    await get('/p', { 'x-nonce': 'not a nonce' });
    expect(harness.renders).toBe(2);
    expect(first.cache).toBeNull();
  });

  it('does not store an error page or a response that sets a cookie', async () => {
    harness.status = 503;
    await get('/p');
    harness.status = 200;
    harness.setCookie = true;
    await get('/p');
    expect(cache.size).toBe(0);
    harness.setCookie = false;
    expect((await get('/p')).cache).toBe('miss');
    expect((await get('/p')).cache).toBe('hit');
    expect(harness.renders).toBe(3);
  });

  it('renders again after the TTL, serving the old page meanwhile to others', async () => {
    await get('/p');
    now += 10_001;
    const gate = deferred();
    harness.gate = gate.promise;
    const refreshing = get('/p');
    await new Promise((r) => setTimeout(r, 50));
    const meanwhile = await get('/p');
    expect(meanwhile.cache).toBe('stale');
    gate.open();
    expect((await refreshing).cache).toBe('miss');
    expect((await get('/p')).cache).toBe('hit');
    expect(harness.renders).toBe(2);
  });

  it('does not serve a page older than twice the TTL', async () => {
    await get('/p');
    now += 20_001;
    expect((await get('/p')).cache).toBe('miss');
    expect(harness.renders).toBe(2);
  });

  it('renders concurrent first views of one page once', async () => {
    const gate = deferred();
    harness.gate = gate.promise;
    const views = Array.from({ length: 6 }, () => get('/p/q/x'));
    // The cache decides render-or-wait synchronously on arrival: once all six arrived, all are in place.
    while (harness.arrived < 6) await new Promise((r) => setTimeout(r, 5));
    gate.open();
    const results = await Promise.all(views);
    expect(harness.renders).toBe(1);
    expect(results.map((r) => r.cache).sort()).toEqual(['miss', 'shared', 'shared', 'shared', 'shared', 'shared']);
    for (const r of results) expect(r.body).toContain(`<script nonce="${r.nonce}">`);
  });

  it('evicts the oldest pages beyond its size limit', async () => {
    await harness.close();
    cache = new PageHtmlCache(config({ maxBytes: 250 }));
    harness = await start(cache);
    await get('/p/a');
    await get('/p/b');
    expect(cache.size).toBe(1);
    expect((await get('/p/b')).cache).toBe('hit');
    expect((await get('/p/a')).cache).toBe('miss');
  });

  it('is off with a TTL of 0', async () => {
    await harness.close();
    cache = new PageHtmlCache(config({ ttlMs: 0 }));
    harness = await start(cache);
    await get('/p');
    expect((await get('/p')).cache).toBeNull();
    expect(harness.renders).toBe(2);
  });
});
