/**
 * Issue 11 item 3: a stranger must not be able to lock a victim out of the passcode login.
 * Requests for someone else's address from one client neither void the code already sent nor
 * block the victim's own requests from another client; wrong guesses from one client do not burn
 * the victim's code; the code is not in the e-mail subject (previews, notifications, logs).
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createSeededApi } from '../support/seeded-api';
import { createShopper } from '../support/shopper';
import type { TestApi } from '../support/test-api';

const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 10, seed: 3, now: NOW }));
});
afterAll(() => handle.close());

const ATTACKER = { 'x-forwarded-for': '198.51.100.66' };
const VICTIM = { 'x-forwarded-for': '203.0.113.7' };

async function mails(to: string) {
  return queryRows<{ text_body: string; subject: string }>(handle.db, sql`
    select text_body, subject from mail_outbox where to_address = ${to} and kind = 'login-code' order by id`);
}
const codeOf = (mail: { text_body: string }) => mail.text_body.match(/^\d{6}$/m)![0];

describe('login lockout', () => {
  it('codes requested by a stranger neither void the victim’s code nor block the victim’s own requests', async () => {
    const email = 'victim.one@example.cz';
    const victim = createShopper(api);
    expect((await victim.request('POST', '/api/adonis/v1/login', { email }, VICTIM)).status).toBe(200);
    const victimCode = codeOf((await mails(email))[0]!);
    // The attacker floods the victim's address from one client until refused.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await createShopper(api).request('POST', '/api/adonis/v1/login', { email }, ATTACKER)).status);
    expect(statuses).toContain(429);
    // The victim can still ask for a code from their own client…
    expect((await createShopper(api).request('POST', '/api/adonis/v1/login', { email }, VICTIM)).status).toBe(200);
    // …and the code they received first still logs them in.
    const login = await victim.request('POST', '/api/adonis/v1/login/code', { email, code: victimCode }, VICTIM);
    expect(login.status).toBe(200);
  });

  it('wrong guesses from a stranger do not burn the victim’s code', async () => {
    const email = 'victim.two@example.cz';
    const victim = createShopper(api);
    expect((await victim.request('POST', '/api/adonis/v1/login', { email }, VICTIM)).status).toBe(200);
    const code = codeOf((await mails(email))[0]!);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 10; i += 1) {
      const res = await createShopper(api).request('POST', '/api/adonis/v1/login/code', { email, code: wrong }, ATTACKER);
      expect([422, 429]).toContain(res.status);
    }
    expect((await victim.request('POST', '/api/adonis/v1/login/code', { email, code }, VICTIM)).status).toBe(200);
  });

  it('the code is not in the e-mail subject, in any storefront language', async () => {
    for (const locale of ['cs', 'sk', 'en', 'de-DE', 'de-AT', 'es-ES', 'it-IT', 'nl-NL', 'fr-FR', 'fr-BE']) {
      const email = `subject.${locale.toLowerCase()}@example.cz`;
      expect((await createShopper(api, locale).request('POST', '/api/adonis/v1/login', { email }, { 'x-forwarded-for': `192.0.2.${locale.length}` })).status).toBe(200);
      const [mail] = await mails(email);
      expect(mail!.subject).not.toContain(codeOf(mail!));
      expect(mail!.subject).not.toMatch(/\d{6}/);
    }
  });
});
