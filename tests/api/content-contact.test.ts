import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { contactMessages, mailOutbox } from '@/server/db/schema';
import { createApiFrame } from '@/server/http/app';
import { registerContactRoutes } from '@/server/modules/content/contact.routes';
import { createMailer, type MailTransport } from '@/server/modules/mail';
import { TEST_TRUSTED_PROXIES, TEST_XSRF, TEST_XSRF_COOKIES, viaTestProxy } from '../support/test-api';
import { createTestDb } from '../support/test-db';

const HOUR = 3_600_000;

describe('POST /adonis/v1/contact-form', () => {
  let handle: DbHandle;
  let now = new Date('2026-11-20T10:05:00Z');
  const sent: Parameters<MailTransport['sendMail']>[0][] = [];
  let failTransport = false;
  let app: ReturnType<typeof createApiFrame>;

  const post = (body: unknown, { locale = 'cs', ip = '203.0.113.7' } = {}) =>
    app.request('/api/adonis/v1/contact-form', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: TEST_XSRF_COOKIES, 'x-xsrf-token': TEST_XSRF, 'accept-language': locale, 'x-forwarded-for': `${ip}, 10.0.0.1` },
      body: JSON.stringify(body),
    }, viaTestProxy);
  const message = (over: Record<string, unknown> = {}) => ({
    name: 'Jana Nováková', email: 'jana@example.com', subject: 'Kde je můj balík?', message: 'Dobrý den, objednávka ještě nedorazila. Děkuji.', ...over,
  });

  beforeAll(async () => {
    handle = await createTestDb();
    const transport: MailTransport = {
      sendMail: async (m) => {
        if (failTransport) throw new Error('SMTP down');
        sent.push(m);
        return { messageId: `<m${sent.length}@test>` };
      },
    };
    const mailer = createMailer({ from: 'Bookturn <obchod@bookturn.example>', mode: 'demo', db: handle.db, transport });
    app = createApiFrame({ getDb: async () => handle, clock: () => now, env: { TRUSTED_PROXIES: TEST_TRUSTED_PROXIES } });
    registerContactRoutes(app, { getDb: async () => handle, mailer });
  }, 300_000);
  afterAll(async () => handle.close());

  it('stores the message and e-mails the storefront’s customer service in its language', async () => {
    const res = await post(message({ email: 'lea@example.de', name: 'Lea <b>Schmidt</b>', orderNumber: 'B-2026-77' }), { locale: 'de-AT' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: true });
    const [row] = await handle.db.select().from(contactMessages).where(eq(contactMessages.email, 'lea@example.de'));
    expect(row).toMatchObject({ locale: 'de-AT', orderNumber: 'B-2026-77', ip: '203.0.113.7' });
    const mail = sent.at(-1)!;
    expect(mail.to).toBe('kundendienst.at@bookturn.example');
    expect(mail.subject).toBe('Kontaktformular: Kde je můj balík?');
    expect(mail.text).toContain('Bestellnummer: B-2026-77');
    expect(mail.html).toContain('Lea &lt;b&gt;Schmidt&lt;/b&gt;');
    const outbox = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `contact-form:${row.id}`));
    expect(outbox).toHaveLength(1);
  });

  it('refuses invalid input with 400 and stores nothing', async () => {
    const before = (await handle.db.select().from(contactMessages)).length;
    for (const bad of [message({ email: 'not-an-email' }), message({ message: 'short' }), message({ name: '   ' }), { name: 'x' }]) {
      const res = await post(bad, { ip: '198.51.100.1' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    const malformed = await app.request('/api/adonis/v1/contact-form', {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: TEST_XSRF_COOKIES, 'x-xsrf-token': TEST_XSRF }, body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expect((await handle.db.select().from(contactMessages)).length).toBe(before);
  });

  it('limits per e-mail address: the 4th message in an hour is 429 with Retry-After', async () => {
    now = new Date('2026-11-20T11:10:00Z');
    for (let i = 0; i < 3; i++) expect((await post(message({ email: 'Same@Example.com' }), { ip: `192.0.2.${i + 1}` })).status).toBe(201);
    const refused = await post(message({ email: 'same@example.com' }), { ip: '192.0.2.99' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60));
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED', details: { retryAfterSeconds: 3000 } } });
    now = new Date(now.getTime() + HOUR);
    expect((await post(message({ email: 'same@example.com' }), { ip: '192.0.2.100' })).status).toBe(201);
  });

  it('limits per IP across different e-mail addresses', async () => {
    now = new Date('2026-11-20T14:00:00Z');
    for (let i = 0; i < 5; i++) expect((await post(message({ email: `p${i}@example.com` }), { ip: '203.0.113.50' })).status).toBe(201);
    const refused = await post(message({ email: 'p9@example.com' }), { ip: '203.0.113.50' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(3600);
    expect((await post(message({ email: 'p9@example.com' }), { ip: '203.0.113.51' })).status).toBe(201);
  });

  it('counts hits from concurrent requests exactly (one shared counter row)', async () => {
    now = new Date('2026-11-20T16:00:00Z');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post(message({ email: `c${i}@example.com` }), { ip: '203.0.113.80' })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it('accepts the honeypot silently without storing or mailing', async () => {
    now = new Date('2026-11-20T18:00:00Z');
    const mails = sent.length;
    const res = await post(message({ email: 'bot@example.com', website: 'http://spam.example' }), { ip: '203.0.113.90' });
    expect(res.status).toBe(201);
    expect(await handle.db.select().from(contactMessages).where(eq(contactMessages.email, 'bot@example.com'))).toEqual([]);
    expect(sent.length).toBe(mails);
  });

  it('keeps the stored message when the mail server fails', async () => {
    now = new Date('2026-11-20T19:00:00Z');
    failTransport = true;
    try {
      expect((await post(message({ email: 'smtp-down@example.com' }), { ip: '203.0.113.91' })).status).toBe(201);
    } finally {
      failTransport = false;
    }
    expect(await handle.db.select().from(contactMessages).where(eq(contactMessages.email, 'smtp-down@example.com'))).toHaveLength(1);
  });
});
