import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/contracts/account';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import type { Shopper } from '../support/shopper';
import { createTestApi, TEST_XSRF, TEST_XSRF_COOKIES, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { loginAs, type ErrorBody } from './security-support';

/** Issue 11 item 4: request limits and text sanitation, in one place for every route. */
const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let eva: Shopper;

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, NOW);
  eva = await loginAs(api, handle, 'eva@example.cz');
});
afterAll(() => handle.close());

const ADDRESSES = '/api/adonis/v1/users/current/addresses';
const address = (name: string) => ({ name, street: 'Dlouhá 1', city: 'Praha', zip: '110 00', country: 'CZ' });
const addressCount = async () => Number((await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from customer_addresses`))[0]!.n);

describe('control characters', () => {
  it('a NUL in an address name answers 422 INVALID_CHARACTER with the field path and writes nothing (was a 500)', async () => {
    const before = await addressCount();
    const res = await eva.request<ErrorBody>('POST', ADDRESSES, address('Eva\u0000Nová'));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('INVALID_CHARACTER');
    expect(res.body.error.details).toEqual([{ path: 'name', message: expect.any(String) }]);
    expect(await addressCount()).toBe(before);
  });

  it.each([
    ['a bell (C0)', 'Eva\u0007'],
    ['an escape (C0)', '\u001b[31mEva'],
    ['a DEL', 'Eva\u007f'],
    ['a C1 control', 'Eva\u0085Nová'],
    ['a lone surrogate', 'Eva\ud800'],
  ])('%s in any text field is refused with 422, never stored', async (_what, name) => {
    const before = await addressCount();
    const res = await eva.request<ErrorBody>('POST', ADDRESSES, address(name));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('INVALID_CHARACTER');
    expect(await addressCount()).toBe(before);
  });

  it('finds a control character deep in nested JSON and in object keys, and in the query string', async () => {
    const nested = await eva.request<ErrorBody>('PATCH', '/api/adonis/v1/users/current', { notifications: { orderUpdates: true, watchdogs: true, newsletter: false }, extra: [{ 'k\u0000': 'x' }] });
    expect(nested.status).toBe(422);
    expect(nested.body.error.code).toBe('INVALID_CHARACTER');
    const query = await eva.request<ErrorBody>('GET', '/api/adonis/v1/search/suggest?q=a%00b');
    expect(query.status).toBe(422);
    expect(query.body.error.code).toBe('INVALID_CHARACTER');
  });

  it('tab, newline and carriage return stay allowed (multi-line text)', async () => {
    const res = await api.send('POST', '/api/adonis/v1/contact-form', {
      name: 'Eva', email: 'eva@example.cz', subject: 'Dotaz', message: 'První řádek dotazu\r\nDruhý\třádek dotazu',
    }, { 'x-forwarded-for': '192.0.2.200' });
    expect(res.status).not.toBe(422);
    expect(res.status).toBeLessThan(500);
  });
});

describe('Unicode normalization', () => {
  it('stores text NFC-normalized: a decomposed name is saved composed', async () => {
    const decomposed = 'Zden\u030Cka Ru\u030Az\u030Cic\u030Ckova\u0301';
    expect(decomposed).not.toBe(decomposed.normalize('NFC'));
    const res = await eva.request<CurrentUser>('POST', ADDRESSES, address(decomposed));
    expect(res.status).toBe(200);
    const saved = res.body.addresses.at(-1)!;
    expect(saved.name).toBe('Zdeňka Růžičková');
    const [row] = await queryRows<{ name: string }>(handle.db, sql`select name from customer_addresses where id = ${saved.id}`);
    expect(row!.name).toBe(decomposed.normalize('NFC'));
  });
});

describe('body size', () => {
  const big = (bytes: number) => JSON.stringify({ email: 'eva@example.cz', padding: 'x'.repeat(bytes) });

  it('a JSON body over 1 MB answers 413 PAYLOAD_TOO_LARGE (body streamed, no Content-Length)', async () => {
    const res = await api.send('POST', '/api/adonis/v1/login', big(1_100_000));
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a declared Content-Length over 1 MB is refused before the body is read', async () => {
    const body = big(1_100_000);
    const res = await api.send('POST', '/api/adonis/v1/login', body, { 'content-length': String(Buffer.byteLength(body)) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('deeply nested JSON under the size limit answers 400 MALFORMED_REQUEST, never a 500 (the text checks recursed into a stack overflow)', async () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const res = await api.send('POST', '/api/adonis/v1/login', deep);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe('MALFORMED_REQUEST');
  });

  it('a body under the limit goes through to the route', async () => {
    const res = await api.send('POST', '/api/adonis/v1/login', { email: 'eva@example.cz' }, { 'x-forwarded-for': '192.0.2.201' });
    expect(res.status).toBe(200);
  });
});

describe('upload routes declare their own limit', () => {
  it('a route that declares a larger limit takes a body over 1 MB; every other route still refuses it', async () => {
    const { createApiFrame } = await import('@/server/http/app');
    const { declareBodyLimit } = await import('@/server/http/request-body');
    const frame = createApiFrame({ getDb: async () => handle, clock: () => NOW });
    frame.post('/adonis/v1/test-upload', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
    frame.post('/adonis/v1/test-plain', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
    declareBodyLimit(frame, 'POST', '/adonis/v1/test-upload', 3_000_000);
    const post = (path: string, bytes: number) => frame.request(path, {
      method: 'POST', body: new Uint8Array(bytes),
      headers: { 'content-type': 'application/octet-stream', cookie: TEST_XSRF_COOKIES, 'x-xsrf-token': TEST_XSRF },
    });
    const upload = await post('/api/adonis/v1/test-upload', 2_000_000);
    expect(upload.status).toBe(200);
    expect(await upload.json()).toEqual({ bytes: 2_000_000 });
    expect((await post('/api/adonis/v1/test-upload', 3_100_000)).status).toBe(413);
    const plain = await post('/api/adonis/v1/test-plain', 2_000_000);
    expect(plain.status).toBe(413);
    expect(((await plain.json()) as ErrorBody).error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { maxBytes: 1_000_000 } });
  });
});
