import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { loginAs, type ErrorBody } from './security-support';

/** Issue 11 item 5: sessions die when unseen for 14 days, besides their absolute 30 days. */
const NOW = new Date('2026-05-04T10:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, NOW);
});
afterAll(() => handle.close());
beforeEach(() => api.setNow(NOW));

describe('idle timeout', () => {
  it('a session unseen for 14 days is logged out (401) and its row is gone, though its 30 days are not over', async () => {
    const eva = await loginAs(api, handle, 'idle@example.cz');
    api.setNow(days(14.01));
    const res = await eva.request<ErrorBody>('GET', '/api/adonis/v1/users/current');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('NOT_LOGGED_IN');
    const [row] = await queryRows<{ n: number }>(handle.db, sql`
      select count(*)::int as n from customer_sessions s join customers c on c.id = s.customer_id where c.email = 'idle@example.cz'`);
    expect(row!.n).toBe(0);
  });

  it('a session in use stays alive past 14 days, until its absolute 30 days', async () => {
    const petr = await loginAs(api, handle, 'busy@example.cz');
    for (const day of [10, 20, 29]) {
      api.setNow(days(day));
      expect((await petr.request('GET', '/api/adonis/v1/users/current')).status).toBe(200);
    }
    api.setNow(days(30.01));
    expect((await petr.request('GET', '/api/adonis/v1/users/current')).status).toBe(401);
  });
});
