import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { BatchList, LeadList, LeadView, TransportOptions } from '@/contracts/buyback';
import { redactUrl } from '@/routing/redact';
import { drainBackgroundWork } from '../../background';
import type { DbHandle } from '../../db/client';
import { queryRows } from '../../db/sql';
import { createSeededApi } from '../../../../tests/support/seeded-api';
import { createShopper } from '../../../../tests/support/shopper';
import type { TestApi } from '../../../../tests/support/test-api';
import { loggedInCustomer } from '../../../../tests/api/engagement-fixtures';
import { addCopies, createTitle, type TestTitle } from '../../../../tests/api/buyback-fixtures';

// Wednesday 10 June 2026, 10:00 in Prague: courier pickups from Thursday 11th.
const NOW = new Date('2026-06-10T08:00:00Z');
const LEADS = '/api/adonis/v1/leads';
let handle: DbHandle;
let api: TestApi;
let wanted: TestTitle;
let unwanted: TestTitle;

type ErrorBody = { error: { code: string; details?: unknown } };

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 40, seed: 15, now: NOW }));
  wanted = await createTitle(handle, 'Krakatit');
  await addCopies(handle, wanted, NOW, { state: 'sold', count: 3, priceCzkX100: 30_000, priceEurX100: 1_200, daysToSell: 20 });
  unwanted = await createTitle(handle, 'Nikdo');
});
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});

const contact = { name: 'Jana Prodejná', email: 'jana.prodejna@example.com' };

describe('sell-books leads', () => {
  it('keeps an anonymous draft under its private token: create, resume by the link, update; nobody else sees it', async () => {
    const seller = createShopper(api, 'cs');
    const created = await seller.request<LeadView>('POST', LEADS, {
      items: [{ isbn: wanted.isbn13, condition: 'like_new', choice: 'cash', quantity: 2 }, { isbn: unwanted.isbn10, condition: 'good' }],
    });
    expect(created.status).toBe(201);
    const lead = created.body;
    expect(lead).toMatchObject({ state: 'draft', currency: 'CZK', walletBonusPercent: 10, payout: null, batchCode: null });
    expect(lead.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // 25 % of 300 Kč (a fast seller) for like new, two copies.
    expect(lead.items[0]).toMatchObject({ quantity: 2, unitPriceX100: 7_500, quote: { status: 'accepted', title: 'Krakatit' } });
    expect(lead.items[1]).toMatchObject({ unitPriceX100: 0, quote: { status: 'refused', reason: 'not_wanted' } });
    expect(lead.totals).toMatchObject({ cashX100: 15_000, walletBonusX100: 1_500, acceptedCount: 2, refusedCount: 1 });

    const resumed = await createShopper(api, 'cs').request<LeadView>('GET', `${LEADS}/by-token/${lead.token}`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.id).toBe(lead.id);
    const byId = await createShopper(api, 'cs').request<LeadView>('GET', `${LEADS}/${lead.id}`, undefined, { 'x-lead-token': lead.token });
    expect(byId.status).toBe(200);

    const stranger = createShopper(api, 'cs');
    expect((await stranger.request<ErrorBody>('GET', `${LEADS}/${lead.id}`)).status).toBe(404);
    expect((await stranger.request<ErrorBody>('GET', `${LEADS}/${lead.id}`, undefined, { 'x-lead-token': 'x'.repeat(32) })).status).toBe(404);
    expect((await stranger.request<ErrorBody>('PATCH', `${LEADS}/${lead.id}`, { note: 'mine' })).status).toBe(404);
    expect((await stranger.request<ErrorBody>('GET', `${LEADS}/by-token/${'y'.repeat(32)}`)).status).toBe(404);

    const updated = await seller.request<LeadView>('PATCH', `${LEADS}/${lead.id}`, {
      items: [{ isbn: wanted.isbn13, condition: 'good', choice: 'commission' }],
      payout: { method: 'bank', bankAccount: '19-2000145399/0800' }, contact,
    }, { 'x-lead-token': lead.token });
    expect(updated.status).toBe(200);
    expect(updated.body.items).toHaveLength(1);
    expect(updated.body).toMatchObject({
      payout: { method: 'bank', bankAccount: '19-2000145399/0800' }, contact,
      totals: { cashX100: 0, walletBonusX100: 0, commissionX100: 12_700 },
    });
  });

  it('"save and finish later" e-mails the private link once per address, in the storefront’s language; refuses without a book or an address', async () => {
    const seller = createShopper(api, 'fr-BE');
    const refusedOnly = (await seller.request<LeadView>('POST', LEADS, { items: [{ isbn: unwanted.isbn13, condition: 'good' }], contact })).body;
    const noBook = await seller.request<ErrorBody>('POST', `${LEADS}/${refusedOnly.id}/link-mail`, undefined, { 'x-lead-token': refusedOnly.token });
    expect([noBook.status, noBook.body.error.code, noBook.body.error.details]).toEqual([422, 'LEAD_INCOMPLETE', [{ path: 'items', message: 'None of the books can be bought' }]]);

    const lead = (await seller.request<LeadView>('POST', LEADS, { items: [{ isbn: wanted.isbn13, condition: 'good', quantity: 2 }] })).body;
    const noAddress = await seller.request<ErrorBody>('POST', `${LEADS}/${lead.id}/link-mail`, undefined, { 'x-lead-token': lead.token });
    expect([noAddress.status, noAddress.body.error.details]).toEqual([422, [{ path: 'contact.email', message: 'Required' }]]);
    expect((await createShopper(api, 'fr-BE').request<ErrorBody>('POST', `${LEADS}/${lead.id}/link-mail`, undefined, { 'x-lead-token': 'z'.repeat(32) })).status).toBe(404);

    const email = 'link.seller@example.com';
    await seller.request<LeadView>('PATCH', `${LEADS}/${lead.id}`, { contact: { name: 'Léa', email } }, { 'x-lead-token': lead.token });
    for (let i = 0; i < 2; i++) {
      const sent = await seller.request<{ sentTo: string }>('POST', `${LEADS}/${lead.id}/link-mail`, undefined, { 'x-lead-token': lead.token });
      expect([sent.status, sent.body]).toEqual([200, { sentTo: email }]);
    }
    const mails = await queryRows<{ subject: string; text_body: string }>(handle.db, sql`select subject, text_body from mail_outbox where kind = 'buyback-lead-link' and to_address = ${email}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Votre liste de livres à vendre chez Bookturn');
    expect(mails[0]!.text_body).toContain('2 livres que nous rachetons');
    expect(mails[0]!.text_body).toContain(`/vendre-des-livres?token=${lead.token}`);
    // The link opens the draft.
    expect((await createShopper(api, 'fr-BE').request<LeadView>('GET', `${LEADS}/by-token/${lead.token}`)).body.id).toBe(lead.id);

    // Drafts made to mail a stranger: three mails a day to one address, then 429 with Retry-After.
    const victim = 'someone.else@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const spam = (await seller.request<LeadView>('POST', LEADS, { items: [{ isbn: wanted.isbn13, condition: 'good' }], contact: { email: victim } })).body;
      const res = await seller.request<ErrorBody>('POST', `${LEADS}/${spam.id}/link-mail`, undefined, { 'x-lead-token': spam.token });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.error.code).toBe('RATE_LIMITED');
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from mail_outbox where kind = 'buyback-lead-link' and to_address = ${victim}`);
    expect(n).toBe(3);
  });

  it('fills a logged-in customer’s details and lists their leads', async () => {
    const me = await loggedInCustomer(handle, api, 'de-AT', 'Anna Verkäuferin');
    const created = await me.shopper.request<LeadView>('POST', LEADS, { items: [{ isbn: wanted.isbn13, condition: 'acceptable' }] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ currency: 'EUR', contact: { name: 'Anna Verkäuferin', email: me.email } });
    // The owner needs no token.
    expect((await me.shopper.request('GET', `${LEADS}/${created.body.id}`)).status).toBe(200);
    const list = await me.shopper.request<LeadList>('GET', '/api/adonis/v1/users/current/leads');
    expect(list.body.items.map((l) => l.id)).toEqual([created.body.id]);
    expect((await createShopper(api).request<ErrorBody>('GET', '/api/adonis/v1/users/current/leads')).status).toBe(401);
  });

  it.each([
    ['a bad IBAN', { payout: { method: 'bank', bankAccount: 'CZ65 0800 0000 1920 0014 5398' } }, 'payout.bankAccount'],
    ['a bad Czech account', { payout: { method: 'bank', bankAccount: '19-2000145398/0800' } }, 'payout.bankAccount'],
    ['an unknown band', { items: [{ isbn: '9780306406157', condition: 'mint' }] }, 'items.0.condition'],
    ['201 books', { items: Array.from({ length: 201 }, () => ({ isbn: '9780306406157', condition: 'good' })) }, 'items'],
    ['a bad e-mail', { contact: { email: 'not-an-email' } }, 'contact.email'],
    ['a quantity of 0', { items: [{ isbn: '9780306406157', condition: 'good', quantity: 0 }] }, 'items.0.quantity'],
  ])('answers %s with 422 INVALID_FIELDS naming the field', async (_what, body, path) => {
    const res = await createShopper(api).request<{ error: { code: string; details: Array<{ path: string }> } }>('POST', LEADS, body);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('INVALID_FIELDS');
    expect(res.body.error.details.map((d) => d.path)).toContain(path);
  });

  it('submits by post: checks what is missing, books the carrier, makes a batch with its label, e-mails the seller; no second submit', async () => {
    const seller = createShopper(api, 'cs');
    const { body: draft } = await seller.request<LeadView>('POST', LEADS, { items: [{ isbn: wanted.isbn13, condition: 'like_new' }] });
    const auth = { 'x-lead-token': draft.token };

    const incomplete = await seller.request<{ error: { code: string; details: Array<{ path: string }> } }>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: 'packeta' } }, auth);
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.error.code).toBe('LEAD_INCOMPLETE');
    expect(incomplete.body.error.details.map((d) => d.path)).toEqual(['payout', 'contact.name', 'contact.email']);

    await seller.request('PATCH', `${LEADS}/${draft.id}`, { payout: { method: 'wallet' }, contact: { ...contact, email: 'post.seller@example.com' } }, auth);
    const noCarrier = await seller.request<ErrorBody>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: 'dhl' } }, auth);
    expect([noCarrier.status, noCarrier.body.error.code]).toEqual([422, 'BUYBACK_TRANSPORT_UNAVAILABLE']);

    const sent = await seller.request<LeadView>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: 'packeta' } }, auth);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ state: 'submitted', transport: { kind: 'post', carrier: 'packeta' }, batchCode: expect.stringMatching(/^BB[0-9A-Z]{8}$/) });
    const code = sent.body.batchCode!;

    const again = await seller.request<ErrorBody>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: 'packeta' } }, auth);
    expect([again.status, again.body.error.code]).toEqual([409, 'LEAD_NOT_EDITABLE']);
    const edit = await seller.request<ErrorBody>('PATCH', `${LEADS}/${draft.id}`, { note: 'late' }, auth);
    expect([edit.status, edit.body.error.code]).toEqual([409, 'LEAD_NOT_EDITABLE']);

    const label = await api.request(`/api/adonis/v1/batches/${code}/label.pdf?token=${draft.token}`);
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await label.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api.request(`/api/adonis/v1/batches/${code}/label.pdf`)).status).toBe(404);
    // The access log keeps neither the token nor the code.
    expect(redactUrl(`/api/adonis/v1/batches/${code}/label.pdf?token=${draft.token}`)).not.toMatch(new RegExp(`${draft.token}|${code}`));
    expect(redactUrl(`/api/adonis/v1/leads/by-token/${draft.token}`)).not.toContain(draft.token);

    await drainBackgroundWork();
    const mails = await queryRows<{ subject: string; to_address: string; text_body: string; attachments: { filename: string; base64: string }[] }>(
      handle.db, sql`select subject, to_address, text_body, attachments from mail_outbox where kind = 'buyback-batch' and to_address = 'post.seller@example.com'`);
    expect(mails.map(({ subject, to_address }) => ({ subject, to_address }))).toEqual([{ subject: `Vaše zásilka ${code}: založeno`, to_address: 'post.seller@example.com' }]);
    // The label comes with the e-mail: a seller who closed the page still has it.
    expect(mails[0]!.attachments.map((a) => a.filename)).toEqual([`${code}.pdf`]);
    expect(Buffer.from(mails[0]!.attachments[0]!.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(mails[0]!.text_body).toContain('Štítek k vytištění najdete v příloze');
    // The seller now has an account by that e-mail, where the batch shows.
    const [customer] = await queryRows<{ id: number; kind: string }>(handle.db, sql`select id, kind from customers where email = 'post.seller@example.com'`);
    expect(customer!.kind).toBe('supplier');
    const [batch] = await queryRows<{ state: string; carrier_client: string; tracking_number: string }>(handle.db, sql`select state, carrier_client, tracking_number from buyback_batches where code = ${code}`);
    expect(batch).toMatchObject({ state: 'created', carrier_client: 'sandbox', tracking_number: expect.stringMatching(/^SBR\d{10}$/) });
  });

  it('keeps the bank account a seller was paid to on their customer row, unless they keep one already', async () => {
    const submit = async (email: string) => {
      const seller = createShopper(api, 'cs');
      const { body: draft } = await seller.request<LeadView>('POST', LEADS, {
        items: [{ isbn: wanted.isbn13, condition: 'good' }], payout: { method: 'bank', bankAccount: '19-2000145399/0800' }, contact: { ...contact, email },
      });
      const sent = await seller.request<LeadView>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: 'packeta' } }, { 'x-lead-token': draft.token });
      expect(sent.status).toBe(200);
      const [row] = await queryRows<{ bank_account: string | null }>(handle.db, sql`select bank_account from customers where email = ${email}`);
      return row!.bank_account;
    };
    expect(await submit('bank.seller@example.com')).toBe('19-2000145399/0800');
    await handle.db.execute(sql`insert into customers (email, name, locale, identification_level, kind, bank_account, created_at)
      values ('own.account@example.com', 'Own', 'cs', 'submit_email', 'buyer', 'CZ6508000000192000145399', now())`);
    expect(await submit('own.account@example.com')).toBe('CZ6508000000192000145399');
  });

  it('books a courier pickup only on an offered date and with an address; the en storefront has no carriers', async () => {
    const seller = createShopper(api, 'cs');
    const options = await seller.request<TransportOptions>('GET', '/api/adonis/v1/buyback/transport-options');
    const courier = options.body.carriers.find((c) => c.service === 'courier_pickup')!;
    expect(courier.pickupDates[0]).toBe('2026-06-11');
    const { body: draft } = await seller.request<LeadView>('POST', LEADS, { items: [{ isbn: wanted.isbn13, condition: 'good' }], payout: { method: 'wallet' }, contact });
    const auth = { 'x-lead-token': draft.token };
    const saturday = await seller.request<ErrorBody>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: courier.carrier, pickupDate: '2026-06-13' } }, auth);
    expect([saturday.status, saturday.body.error.code]).toEqual([422, 'BUYBACK_TRANSPORT_UNAVAILABLE']);
    const noAddress = await seller.request<{ error: { code: string; details: Array<{ path: string }> } }>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: courier.carrier, pickupDate: '2026-06-11' } }, auth);
    expect(noAddress.body.error.details.map((d) => d.path)).toEqual(['contact.street', 'contact.city', 'contact.postalCode']);
    await seller.request('PATCH', `${LEADS}/${draft.id}`, { contact: { street: 'Dlouhá 1', city: 'Brno', postalCode: '60200', country: 'CZ' } }, auth);
    const booked = await seller.request<LeadView>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: courier.carrier, pickupDate: '2026-06-11' } }, auth);
    expect(booked.status).toBe(200);
    const [batch] = await queryRows<{ pickup_date: string; service: string }>(handle.db, sql`select pickup_date::text, service from buyback_batches where code = ${booked.body.batchCode}`);
    expect(batch).toEqual({ pickup_date: '2026-06-11', service: 'courier_pickup' });

    const en = createShopper(api, 'en');
    expect((await en.request<TransportOptions>('GET', '/api/adonis/v1/buyback/transport-options')).body.carriers).toEqual([]);
    const { body: enDraft } = await en.request<LeadView>('POST', LEADS, { items: [{ isbn: wanted.isbn13, condition: 'good' }], payout: { method: 'wallet' }, contact });
    const byPost = await en.request<ErrorBody>('POST', `${LEADS}/${enDraft.id}/submit`, { transport: { kind: 'post', carrier: 'dpd' } }, { 'x-lead-token': enDraft.token });
    expect([byPost.status, byPost.body.error.code]).toEqual([422, 'BUYBACK_TRANSPORT_UNAVAILABLE']);
    const inPerson = await en.request<LeadView>('POST', `${LEADS}/${enDraft.id}/submit`, { transport: { kind: 'in_person' } }, { 'x-lead-token': enDraft.token });
    expect(inPerson.body).toMatchObject({ state: 'submitted', currency: 'EUR', batchCode: expect.any(String) });
  });

  it('takes one spine photo per draft: JPEG/PNG/WebP by its bytes, at most 10 MB', async () => {
    const seller = createShopper(api, 'cs');
    const { body: draft } = await seller.request<LeadView>('POST', LEADS, {});
    const auth = { 'x-lead-token': draft.token };
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } }).png().toBuffer();
    const ok = await seller.request<LeadView>('PUT', `${LEADS}/${draft.id}/photo`, new Uint8Array(png), auth);
    expect(ok.status).toBe(200);
    expect(ok.body.photo).toMatchObject({ contentType: 'image/png' });
    const text = await seller.request<ErrorBody>('PUT', `${LEADS}/${draft.id}/photo`, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), auth);
    expect([text.status, text.body.error.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const big = await seller.request<ErrorBody>('PUT', `${LEADS}/${draft.id}/photo`, huge, auth);
    expect([big.status, big.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await createShopper(api).request('PUT', `${LEADS}/${draft.id}/photo`, new Uint8Array(png))).status).toBe(404);
  });

  it('shows the submitted batch in the account of its logged-in seller', async () => {
    const me = await loggedInCustomer(handle, api, 'cs', 'Karel Prodejce');
    const { body: draft } = await me.shopper.request<LeadView>('POST', LEADS, { items: [{ isbn: wanted.isbn13, condition: 'good', quantity: 2 }], payout: { method: 'wallet' } });
    await me.shopper.request('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: 'dpd' } });
    const batches = await me.shopper.request<BatchList>('GET', '/api/adonis/v1/users/current/batches');
    expect(batches.body.items).toHaveLength(1);
    expect(batches.body.items[0]).toMatchObject({
      state: 'created', carrier: 'dpd', service: 'drop_off', labelUrl: expect.stringContaining('/label.pdf'),
      books: [{ title: 'Krakatit', condition: 'good', outcome: 'pending', quotedX100: 5_600 }, { outcome: 'pending' }],
      history: [{ state: 'created' }],
    });
  });
});
