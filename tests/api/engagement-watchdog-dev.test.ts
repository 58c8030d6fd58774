import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createSeededApi } from '../support/seeded-api';
import { createTestApi, type TestApi } from '../support/test-api';
import { createWork, loggedInCustomer } from './engagement-fixtures';

const NOW = new Date('2026-06-10T08:00:00Z');
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  // The seed's copies are older than the first run's window, so only what the test stocks is new.
  ({ handle, api } = await createSeededApi({ books: 40, seed: 5, now: new Date('2026-05-01T08:00:00Z') }));
  api.setNow(NOW);
});
afterAll(() => handle.close());

const mailsTo = (email: string) =>
  queryRows<{ kind: string }>(handle.db, sql`select kind from mail_outbox where to_address = ${email} and kind like 'watchdog%' order by id`);

describe('demo stand-ins for intake and the scheduler', () => {
  it('a copy stocked through the dev route fires a watchdog on the next run, once', async () => {
    const work = await createWork(handle);
    const me = await loggedInCustomer(handle, api, 'cs', 'Dana');
    expect((await me.shopper.request('POST', '/api/adonis/v1/watchdogs', { target: { type: 'work', workId: work.workId } })).status).toBe(201);

    const stocked = await api.send('POST', '/api/adonis/dev/books', { editionId: work.editionId });
    expect(stocked.status).toBe(201);
    expect(await stocked.json()).toMatchObject({ workId: work.workId });
    api.setNow(new Date(NOW.getTime() + 60_000)); // the run comes after the stocking
    const run = await api.send('POST', '/api/adonis/dev/watchdogs/run');
    expect(run.status).toBe(200);
    expect(await mailsTo(me.email)).toEqual([{ kind: 'watchdog' }]);
    await api.send('POST', '/api/adonis/dev/watchdogs/run');
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it('refuses an unknown edition or a malformed body, and stocks nothing', async () => {
    const before = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from books`);
    expect((await api.send('POST', '/api/adonis/dev/books', { editionId: 999_999 })).status).toBe(404);
    expect((await api.send('POST', '/api/adonis/dev/books', { editionId: 'x' })).status).toBe(400);
    expect((await api.send('POST', '/api/adonis/dev/books', { editionId: 1, extra: true })).status).toBe(400);
    expect(await queryRows(handle.db, sql`select count(*)::int as n from books`)).toEqual(before);
  });

  it('does not exist in production mode', async () => {
    const production = createTestApi(handle, NOW, { env: { APP_MODE: 'production' } });
    expect((await production.send('POST', '/api/adonis/dev/books', { editionId: 1 })).status).toBe(404);
    expect((await production.send('POST', '/api/adonis/dev/watchdogs/run')).status).toBe(404);
  });
});
