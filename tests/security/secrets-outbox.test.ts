/**
 * Threat: login codes and magic links lying in plain text in the mail_outbox table — anyone who
 * reads the database (a backup, a support query, a leaked dump) could log in as the customer.
 * In production the outbox keeps login mails without their secret; in every mode their rows are
 * deleted once the secret has expired. docs/security.md.
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createMailer } from '@/server/modules/mail';
import type { MailTransport } from '@/server/modules/mail';
import { createShopper } from '../support/shopper';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';

const NOW = new Date('2026-05-04T10:00:00Z');
const MINUTE = 60_000;

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
}, 300_000);
afterAll(async () => handle.close());

interface Sent { to: string; subject: string; text: string; html: string }
let ipSeq = 0;

function shopWith(mode: 'demo' | 'production'): { api: TestApi; sent: Sent[] } {
  const sent: Sent[] = [];
  const transport: MailTransport = {
    sendMail: async (message) => {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
  };
  const mailer = createMailer({ from: 'shop@example.com', mode, db: handle.db, transport });
  return { api: createTestApi(handle, NOW, { mailer, env: { APP_MODE: mode } }), sent };
}

async function outboxRows(to: string) {
  return queryRows<{ kind: string; subject: string; text_body: string; html: string }>(handle.db, sql`
    select kind, subject, text_body, html from mail_outbox where to_address = ${to} order by id`);
}

async function requestMails(api: TestApi, email: string) {
  const ip = `198.51.100.${++ipSeq}`;
  expect((await createShopper(api).request('POST', '/api/adonis/v1/login', { email }, { 'x-forwarded-for': ip })).status).toBe(200);
  expect((await createShopper(api).request('POST', '/api/adonis/v1/login/magic-link', { email }, { 'x-forwarded-for': ip })).status).toBe(200);
}

const codeIn = (text: string) => text.match(/^\d{6}$/m)?.[0];
const tokenIn = (text: string) => text.match(/[?&]magic=([A-Za-z0-9_-]{43})/)?.[1];

describe('login secrets in the mail outbox', () => {
  it('production: the mail goes out with the code and the link, the outbox row has neither, and the code still logs in', async () => {
    const { api, sent } = shopWith('production');
    const email = 'prod-login@example.com';
    await requestMails(api, email);

    const code = codeIn(sent[0]!.text);
    const token = tokenIn(sent[1]!.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(token).toHaveLength(43);

    const rows = await outboxRows(email);
    expect(rows.map((r) => r.kind)).toEqual(['login-code', 'login-link']);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(token);
    expect(rows[0]!.text_body).toContain('[redacted]');
    expect(rows[1]!.html).toContain('[redacted]');

    const login = await createShopper(api).request('POST', '/api/adonis/v1/login/code', { email, code }, { 'x-forwarded-for': '198.51.100.250' });
    expect(login.status).toBe(200);
  });

  it.each(['production', 'demo'] as const)('%s: rows of expired login mails are deleted (on the next login mail)', async (mode) => {
    const { api } = shopWith(mode);
    const early = `early-${mode}@example.com`;
    const later = `later-${mode}@example.com`;
    await requestMails(api, early);
    expect(await outboxRows(early)).toHaveLength(2);

    // 11 minutes: the code (10 min) has expired, the link (15 min) has not.
    api.setNow(new Date(NOW.getTime() + 11 * MINUTE));
    await requestMails(api, later);
    expect((await outboxRows(early)).map((r) => r.kind)).toEqual(['login-link']);

    api.setNow(new Date(NOW.getTime() + 16 * MINUTE));
    await requestMails(api, later);
    expect(await outboxRows(early)).toEqual([]);
    expect(await outboxRows(later)).toHaveLength(4);
  });

  it('demo: the outbox keeps the code readable for the outbox page until it expires', async () => {
    const { api, sent } = shopWith('demo');
    const email = 'demo-login@example.com';
    await requestMails(api, email);
    const rows = await outboxRows(email);
    expect(codeIn(rows[0]!.text_body)).toBe(codeIn(sent[0]!.text));
  });
});
