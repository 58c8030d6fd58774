import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { nicknameSkeleton } from '@/server/modules/account/nickname-skeleton';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { loginAs, type ErrorBody } from './security-support';
import type { Shopper } from '../support/shopper';

/** Issue 11 item 4: a nickname is taken also by its look-alikes (Unicode skeletons, UTS #39). */
const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let eva: Shopper;
let petr: Shopper;

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, NOW);
  eva = await loginAs(api, handle, 'eva@example.cz');
  petr = await loginAs(api, handle, 'petr@example.cz');
  expect((await eva.request('PATCH', '/api/adonis/v1/users/current', { nickname: 'paypal' })).status).toBe(200);
});
afterAll(() => handle.close());

const nick = (who: Shopper, nickname: string) => who.request<ErrorBody>('PATCH', '/api/adonis/v1/users/current', { nickname });

describe('nickname look-alikes', () => {
  it.each([
    ['a Cyrillic а', 'p\u0430ypal'],
    ['a capital I for l', 'paypaI'],
    ['a digit 1 for l', 'paypa1'],
    ['other case', 'PayPal'],
  ])('%s is taken: 409 NICKNAME_TAKEN', async (_what, nickname) => {
    const res = await nick(petr, nickname);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NICKNAME_TAKEN');
  });

  it('a different nickname is free, and the owner may keep or re-case their own', async () => {
    expect((await nick(petr, 'paypal_fan')).status).toBe(200);
    expect((await nick(eva, 'PayPal')).status).toBe(200);
  });

  it('a nickname saved before skeletons existed is found too', async () => {
    await handle.db.execute(sql`insert into customers (email, nickname) values ('old@example.cz', 'bookworm')`);
    const res = await nick(petr, 'b\u043e\u043ekworm');
    expect(res.status).toBe(409);
  });

  it('the skeleton follows UTS #39 (NFD, confusables, NFD) and ignores case', () => {
    expect(nicknameSkeleton('p\u0430ypal')).toBe(nicknameSkeleton('paypal'));
    expect(nicknameSkeleton('Zdene\u030Ck')).toBe(nicknameSkeleton('Zdeněk'));
    expect(nicknameSkeleton('paypal')).not.toBe(nicknameSkeleton('paypol'));
  });
});
