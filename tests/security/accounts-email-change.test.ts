import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/contracts/account';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createShopper } from '../support/shopper';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { codeFor, lastMail, loginAs, newIp } from './security-support';

/** Issue 11 item 5: an e-mail change proves the new address, tells the old one and ends every other session. */
const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, NOW);
});
afterAll(() => handle.close());

const EMAIL = '/api/adonis/v1/users/current/email';

describe('e-mail change', () => {
  it('needs the code sent to the new address; then the old address is told and every other session is revoked', async () => {
    const phone = await loginAs(api, handle, 'eva.old@example.cz');
    const laptop = await loginAs(api, handle, 'eva.old@example.cz', 'cs', createShopper(api, 'cs'));
    const ip = newIp();
    expect((await laptop.request('POST', EMAIL, { email: 'eva.new@example.cz' }, { 'x-forwarded-for': ip })).status).toBe(200);
    expect((await laptop.request('PUT', EMAIL, { email: 'eva.new@example.cz', code: '000000' }, { 'x-forwarded-for': ip })).status).toBe(422);
    const changed = await laptop.request<CurrentUser>('PUT', EMAIL, { email: 'eva.new@example.cz', code: await codeFor(handle, 'eva.new@example.cz') }, { 'x-forwarded-for': ip });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe('eva.new@example.cz');

    // The other browser is logged out; this one stays.
    expect((await phone.request('GET', '/api/adonis/v1/users/current')).status).toBe(401);
    expect((await laptop.request('GET', '/api/adonis/v1/users/current')).status).toBe(200);
    const [sessions] = await queryRows<{ n: number }>(handle.db, sql`
      select count(*)::int as n from customer_sessions s join customers c on c.id = s.customer_id where c.email = 'eva.new@example.cz'`);
    expect(sessions!.n).toBe(1);

    // The old address hears of it, in the storefront's language, without the full new address.
    const notice = await lastMail(handle, 'eva.old@example.cz', 'email-changed');
    expect(notice).not.toBeNull();
    expect(notice!.subject).toMatch(/změněn/);
    expect(notice!.text_body).toContain('e•••@example.cz');
    expect(notice!.text_body).not.toContain('eva.new@example.cz');
  });

  it('speaks every storefront language', async () => {
    const { EMAIL_CHANGED_MESSAGES, renderEmailChangedMail } = await import('@/server/modules/account/email-change-mail');
    const { LOCALE_LABELS } = await import('@/i18n/locales');
    for (const locale of LOCALE_LABELS) {
      expect(EMAIL_CHANGED_MESSAGES[locale]).toBeDefined();
      expect(renderEmailChangedMail(locale, 'x@example.com').text).toContain('x•••@example.com');
    }
  });
});
