import { createDecipheriv, createECDH, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WatchdogItem, WatchdogList } from '@/contracts/engagement';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createMailer } from '@/server/modules/mail';
import { runWatchdogMatching } from '@/server/modules/watchdogs/watchdog-matching';
import { watchdogPush, watchdogUrls } from '@/server/modules/watchdogs/watchdog-deps';
import { createSeededApi } from '../support/seeded-api';
import { createShopper } from '../support/shopper';
import type { TestApi } from '../support/test-api';
import { createWork, loggedInCustomer, stockCopy, type ErrorBody, type Work } from './engagement-fixtures';

const NOW = new Date('2026-06-10T08:00:00Z');
const HOUR = 3_600_000;
let handle: DbHandle;
let api: TestApi;
let clock = NOW;

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 150, seed: 11, now: NOW }));
});
afterAll(() => handle.close());

const mailer = () => createMailer({ from: 'shop@example.com', mode: 'demo', db: handle.db });
/** One daily run at `at` (the clock moves forward a day per run unless told). */
async function run(at?: Date) {
  clock = at ?? new Date(clock.getTime() + 24 * HOUR);
  return runWatchdogMatching(handle.db, { mailer: mailer(), now: clock, urls: watchdogUrls(3000) });
}
const mailsTo = (email: string) =>
  queryRows<{ kind: string; subject: string; text_body: string; dedupe_key: string }>(
    handle.db, sql`select kind, subject, text_body, dedupe_key from mail_outbox where to_address = ${email} order by id`,
  );

describe('watchdogs API', () => {
  it('answers 401 NOT_LOGGED_IN to anonymous callers and creates nothing', async () => {
    const anon = createShopper(api);
    const work = await createWork(handle);
    const created = await anon.request<ErrorBody>('POST', '/api/adonis/v1/watchdogs', { target: { type: 'work', workId: work.workId } });
    expect(created.status).toBe(401);
    expect(created.body.error.code).toBe('NOT_LOGGED_IN');
    expect((await anon.request<ErrorBody>('GET', '/api/adonis/v1/users/current/watchdogs')).body.error.code).toBe('NOT_LOGGED_IN');
    const [n] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from watchdogs where grandmother_id = ${work.workId}`);
    expect(n!.n).toBe(0);
  });

  it('creates from a work, an edition, an author and a filter, and lists them newest first', async () => {
    const me = await loggedInCustomer(handle, api, 'de-DE');
    const work = await createWork(handle);
    const targets = [
      { type: 'work', workId: work.workId },
      { type: 'edition', editionId: work.editionId },
      { type: 'author', authorId: work.authorId },
      { type: 'filter', filters: { q: 'Quarzblume', language: [4] } },
    ];
    for (const target of targets) {
      const res = await me.shopper.request<WatchdogItem>('POST', '/api/adonis/v1/watchdogs', { target, conditions: [1, 2], maxPriceX100: 1500 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ kind: target.type, conditions: [1, 2], maxPriceX100: 1500, currency: 'EUR' });
    }
    const list = await me.shopper.request<WatchdogList>('GET', '/api/adonis/v1/users/current/watchdogs');
    expect(list.status).toBe(200);
    expect(list.body.items.map((w) => w.kind)).toEqual(['filter', 'author', 'edition', 'work']);
    expect(list.body.items[0]).toMatchObject({ label: 'Quarzblume', languages: [4], filters: { q: 'Quarzblume', language: [4] } });
    expect(list.body.items[3]!.label).toBe(work.title);
    // narrowed with catalogue filters (the account page's codec): q matches the label
    const narrowed = await me.shopper.request<WatchdogList>('GET', '/api/adonis/v1/users/current/watchdogs?q=quarz');
    expect(narrowed.body.items.map((w) => w.kind)).toEqual(['filter']);
  });

  it('refuses bad input with stable 4xx codes and writes nothing', async () => {
    const me = await loggedInCustomer(handle, api);
    const cases: [unknown, number, string, string?][] = [
      [{ target: { type: 'work', workId: 2_000_000_000 } }, 404, 'NOT_FOUND'],
      [{ target: { type: 'author', authorId: 2_000_000_000 } }, 404, 'NOT_FOUND'],
      [{ target: { type: 'work', workId: -1 } }, 400, 'VALIDATION_FAILED'],
      [{ target: { type: 'filter', filters: { language: [1] } } }, 422, 'BUSINESS_RULE', 'WATCHDOG_TOO_BROAD'],
      [{ target: { type: 'filter', filters: { q: 'x', publishers: ['Odeon'] } } }, 422, 'BUSINESS_RULE', 'WATCHDOG_FILTER_UNSUPPORTED'],
      [{ target: { type: 'nonsense' } }, 400, 'VALIDATION_FAILED'],
      ['{not json', 400, 'MALFORMED_REQUEST'],
    ];
    for (const [body, status, code, reason] of cases) {
      const res = await me.shopper.request<ErrorBody>('POST', '/api/adonis/v1/watchdogs', body);
      expect([res.status, res.body.error.code, res.body.error.details?.reason]).toEqual([status, code, reason]);
    }
    const [n] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from watchdogs where customer_id = ${me.id}`);
    expect(n!.n).toBe(0);
  });

  it('never shows or deletes another customer’s watchdog (404, data untouched)', async () => {
    const alice = await loggedInCustomer(handle, api);
    const bob = await loggedInCustomer(handle, api);
    const work = await createWork(handle);
    const created = await alice.shopper.request<WatchdogItem>('POST', '/api/adonis/v1/watchdogs', { target: { type: 'work', workId: work.workId } });
    const id = created.body.id;
    const stolen = await bob.shopper.request<ErrorBody>('DELETE', `/api/adonis/v1/watchdogs/${id}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe('NOT_FOUND');
    expect(JSON.stringify(stolen.body)).not.toContain(work.title);
    expect((await bob.shopper.request<WatchdogList>('GET', '/api/adonis/v1/users/current/watchdogs')).body.items).toEqual([]);
    expect((await alice.shopper.request<WatchdogList>('GET', '/api/adonis/v1/users/current/watchdogs')).body.items.map((w) => w.id)).toEqual([id]);
    expect((await alice.shopper.request('DELETE', `/api/adonis/v1/watchdogs/${id}`)).status).toBe(200);
    expect((await alice.shopper.request('DELETE', `/api/adonis/v1/watchdogs/${id}`)).status).toBe(404);
    expect((await alice.shopper.request<ErrorBody>('DELETE', '/api/adonis/v1/watchdogs/abc')).status).toBe(400);
  });
});

describe('watchdog matching', () => {
  let work: Work;
  beforeAll(async () => {
    await run(NOW); // the seed's own fresh copies are behind us
  });

  it('mails exactly once for a stocked copy that fits, in the customer’s language; the next run sends nothing', async () => {
    work = await createWork(handle);
    const me = await loggedInCustomer(handle, api, 'it-IT');
    await me.shopper.request('POST', '/api/adonis/v1/watchdogs', { target: { type: 'work', workId: work.workId }, maxPriceX100: 1200 });
    const copyId = await stockCopy(handle, work, { addedAt: new Date(clock.getTime() + 2 * HOUR), priceEurX100: 1100 });
    const first = await run();
    expect(first.copies).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'watchdog', dedupe_key: `watchdog:${me.id}:${copyId}` });
    expect(mails[0]!.subject).toContain(work.title);
    expect(mails[0]!.subject).toContain('di nuovo disponibile');
    expect(mails[0]!.text_body).toContain(`/g/${work.workId}/b/${copyId}`);
    expect(mails[0]!.text_body).toMatch(/rimuovi-avviso\?token=[A-Za-z0-9_-]{32}/);
    await run();
    // even a run over the same window again (a retry) finds the pair recorded
    await runWatchdogMatching(handle.db, { mailer: mailer(), now: clock, urls: watchdogUrls(3000), firstWindowHours: 72 });
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it('skips copies over the price cap or in another condition, language or binding', async () => {
    const w = await createWork(handle, { languageId: 3, bindingId: 2 });
    const me = await loggedInCustomer(handle, api, 'cs');
    const body = { target: { type: 'work', workId: w.workId }, conditions: [1], languages: [3], bindings: [2], maxPriceX100: 30000 };
    expect((await me.shopper.request('POST', '/api/adonis/v1/watchdogs', body)).status).toBe(201);
    const at = new Date(clock.getTime() + HOUR);
    await stockCopy(handle, w, { addedAt: at, conditionId: 1, priceCzkX100: 30001 }); // too dear (CZK: the cs storefront)
    await stockCopy(handle, w, { addedAt: at, conditionId: 3, priceCzkX100: 10000 }); // wrong condition
    const fits = await stockCopy(handle, w, { addedAt: at, conditionId: 1, priceCzkX100: 30000 });
    await run();
    const mails = await mailsTo(me.email);
    expect(mails.map((m) => m.dedupe_key)).toEqual([`watchdog:${me.id}:${fits}`]);
    expect(mails[0]!.subject).toContain('znovu skladem');

    const other = await loggedInCustomer(handle, api, 'cs');
    const wrongLanguage = { ...body, languages: [1] };
    await other.shopper.request('POST', '/api/adonis/v1/watchdogs', wrongLanguage);
    await stockCopy(handle, w, { addedAt: new Date(clock.getTime() + HOUR), conditionId: 1, priceCzkX100: 100 });
    await run();
    expect(await mailsTo(other.email)).toHaveLength(0);
  });

  it('sends nothing to a customer who switched watchdog e-mails off', async () => {
    const w = await createWork(handle);
    const quiet = await loggedInCustomer(handle, api, 'cs');
    await quiet.shopper.request('POST', '/api/adonis/v1/watchdogs', { target: { type: 'work', workId: w.workId } });
    await handle.db.execute(sql`update customers set notify_watchdogs = false where id = ${quiet.id}`);
    await stockCopy(handle, w, { addedAt: new Date(clock.getTime() + HOUR) });
    await run();
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    const [n] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from watchdog_notifications where customer_id = ${quiet.id}`);
    expect(n!.n).toBe(0);
  });

  it('matches authors, text (accents ignored) and categories with their sub-categories', async () => {
    const [leaf] = await queryRows<{ id: number; parent_id: number }>(
      handle.db, sql`select id, parent_id from property_nodes where type = 'category' and parent_id is not null order by id limit 1`,
    );
    const me = await loggedInCustomer(handle, api, 'en');
    const byAuthor = await createWork(handle);
    const byText = await createWork(handle, { title: 'Žluťoučký Kvarcokvět' });
    const byCategory = await createWork(handle, { categoryId: leaf!.id });
    const post = (body: unknown) => me.shopper.request('POST', '/api/adonis/v1/watchdogs', body);
    expect((await post({ target: { type: 'author', authorId: byAuthor.authorId } })).status).toBe(201);
    expect((await post({ target: { type: 'filter', filters: { q: 'kvarcokvet zlutoucky' } } })).status).toBe(201);
    expect((await post({ target: { type: 'filter', filters: { categories: [leaf!.parent_id], q: byCategory.title } } })).status).toBe(201);
    const at = new Date(clock.getTime() + HOUR);
    const ids = [await stockCopy(handle, byAuthor, { addedAt: at }), await stockCopy(handle, byText, { addedAt: at }), await stockCopy(handle, byCategory, { addedAt: at })];
    await run();
    const mails = await mailsTo(me.email);
    expect(mails.map((m) => m.dedupe_key).sort()).toEqual(ids.map((id) => `watchdog:${me.id}:${id}`).sort());
  });

  it('sends one digest when a run finds many copies for one customer, and one mail per copy across watchdogs', async () => {
    const me = await loggedInCustomer(handle, api, 'fr-BE');
    const a = await createWork(handle);
    const post = (body: unknown) => me.shopper.request('POST', '/api/adonis/v1/watchdogs', body);
    await post({ target: { type: 'work', workId: a.workId } });
    await post({ target: { type: 'author', authorId: a.authorId } }); // the same copies twice over
    const at = new Date(clock.getTime() + HOUR);
    for (let i = 0; i < 5; i += 1) await stockCopy(handle, a, { addedAt: at, priceEurX100: 900 + i });
    const result = await run();
    expect(result.matches).toBeGreaterThanOrEqual(5);
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('watchdog-digest');
    expect(mails[0]!.subject).toBe('5 livres de vos alertes sont en stock');
    expect(mails[0]!.text_body.match(/\/g\/\d+\/b\/\d+/g)).toHaveLength(5);
    await run();
    expect(await mailsTo(me.email)).toHaveLength(1);
  });
});

describe('one-click removal', () => {
  it('removes with the e-mail token, then the same link answers 404; a wrong token changes nothing', async () => {
    const me = await loggedInCustomer(handle, api, 'cs');
    const w = await createWork(handle);
    await me.shopper.request('POST', '/api/adonis/v1/watchdogs', { target: { type: 'work', workId: w.workId } });
    const [row] = await queryRows<{ removal_token: string }>(handle.db, sql`select removal_token from watchdogs where customer_id = ${me.id}`);
    const anon = createShopper(api); // the e-mail link works without logging in
    const wrong = await anon.request<ErrorBody>('POST', '/api/adonis/v1/watchdogs/remove', { token: 'A'.repeat(32) });
    expect([wrong.status, wrong.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const bad = await anon.request<ErrorBody>('POST', '/api/adonis/v1/watchdogs/remove', { token: 'x' });
    expect(bad.status).toBe(400);
    expect((await me.shopper.request<WatchdogList>('GET', '/api/adonis/v1/users/current/watchdogs')).body.total).toBe(1);
    const removed = await anon.request('POST', '/api/adonis/v1/watchdogs/remove', { token: row!.removal_token });
    expect(removed).toMatchObject({ status: 200, body: { result: 'removed' } });
    expect((await me.shopper.request<WatchdogList>('GET', '/api/adonis/v1/users/current/watchdogs')).body.total).toBe(0);
    expect((await anon.request('POST', '/api/adonis/v1/watchdogs/remove', { token: row!.removal_token })).status).toBe(404);
  });
});

describe('watchdog hits as Web Push notifications (issue 6: the service worker shows what the server sends)', () => {
  // The browser's subscription keys (RFC 8291 Appendix A) so the test can decrypt like the browser.
  const UA = { public: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4', private: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94', auth: 'BTBZMqHH6r4Tts7J_aSIgg' };
  const server = createECDH('prime256v1');
  server.generateKeys();
  const vapid = { VAPID_PUBLIC_KEY: server.getPublicKey('base64url'), VAPID_PRIVATE_KEY: server.getPrivateKey('base64url'), VAPID_SUBJECT: 'mailto:shop@example.com' };

  function decrypt(body: Buffer): unknown {
    const salt = body.subarray(0, 16);
    const idlen = body[20]!;
    const asPublic = body.subarray(21, 21 + idlen);
    const ua = createECDH('prime256v1');
    ua.setPrivateKey(Buffer.from(UA.private, 'base64url'));
    const hmac = (k: Buffer, d: Buffer) => createHmac('sha256', k).update(d).digest();
    const expand = (prk: Buffer, info: string | Buffer, n: number) => hmac(prk, Buffer.concat([Buffer.from(info), Buffer.from([1])])).subarray(0, n);
    const ikm = expand(hmac(Buffer.from(UA.auth, 'base64url'), ua.computeSecret(asPublic)), Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]), 32);
    const prk = hmac(salt, ikm);
    const decipher = createDecipheriv('aes-128-gcm', expand(prk, 'Content-Encoding: aes128gcm\0', 16), expand(prk, 'Content-Encoding: nonce\0', 12));
    const data = body.subarray(21 + idlen);
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    return JSON.parse(plain.subarray(0, -1).toString());
  }

  it('is off without the VAPID keys', () => {
    expect(watchdogPush({}, handle.db)).toBeUndefined();
    expect(watchdogPush({ ...vapid, VAPID_SUBJECT: undefined }, handle.db)).toBeUndefined();
  });

  it('sends the e-mailed hit once, encrypted and VAPID-signed, to the customer’s browsers; a gone subscription is forgotten', async () => {
    const work = await createWork(handle);
    const me = await loggedInCustomer(handle, api, 'de-DE');
    expect((await me.shopper.request('POST', '/api/adonis/v1/watchdogs', { target: { type: 'work', workId: work.workId } })).status).toBe(201);
    const endpoint = `https://fcm.googleapis.com/fcm/send/${me.id}`;
    const gone = `https://fcm.googleapis.com/fcm/send/gone-${me.id}`;
    for (const url of [endpoint, gone]) {
      await handle.db.execute(sql`insert into push_subscriptions (endpoint, p256dh, auth, locale, customer_id) values (${url}, ${UA.public}, ${UA.auth}, 'de-DE', ${me.id})`);
    }
    const sent: { url: string; headers: Record<string, string>; body: Buffer }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: Buffer.from(init.body as Uint8Array) });
      return new Response(null, { status: url === gone ? 410 : 201 });
    }) as unknown as typeof fetch;
    const push = watchdogPush(vapid, handle.db, fakeFetch);
    const copyId = await stockCopy(handle, work, { addedAt: new Date(clock.getTime() + HOUR) });

    clock = new Date(clock.getTime() + 24 * HOUR);
    await runWatchdogMatching(handle.db, { mailer: mailer(), now: clock, urls: watchdogUrls(3000), push });
    const [mail] = await mailsTo(me.email);
    expect(mail).toBeDefined();
    expect(sent.map((r) => r.url).sort()).toEqual([endpoint, gone].sort());
    const delivered = sent.find((r) => r.url === endpoint)!;
    expect(delivered.headers).toMatchObject({ 'Content-Encoding': 'aes128gcm' });
    expect(delivered.headers.Authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.VAPID_PUBLIC_KEY}$`));
    expect(decrypt(delivered.body)).toEqual({
      title: mail!.subject,
      body: expect.stringContaining(work.title),
      url: expect.stringContaining(`/g/${work.workId}/b/${copyId}`),
      tag: `watchdog:${me.id}:${copyId}`,
      lang: 'de-DE',
    });
    const left = await queryRows<{ endpoint: string }>(handle.db, sql`select endpoint from push_subscriptions where customer_id = ${me.id}`);
    expect(left.map((r) => r.endpoint)).toEqual([endpoint]);

    // A rerun over the same window mails nothing and pushes nothing.
    await runWatchdogMatching(handle.db, { mailer: mailer(), now: clock, urls: watchdogUrls(3000), push, firstWindowHours: 72 });
    expect(sent).toHaveLength(2);
  });
});
