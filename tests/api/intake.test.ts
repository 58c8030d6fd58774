import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { BatchList, LeadView, PayoutList } from '@/contracts/buyback';
import type { AuthorDetail, AuthorHit, CategoryItem, IdentifyResponse, IntakeBatch, IntakeBook, MergePreview, Suggestion, WorkDetail } from '@/contracts/intake';
import { drainBackgroundWork } from '@/server/background';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { makeIsbnPair } from '@/server/db/seed/isbn';
import { createMailer } from '@/server/modules/mail';
import { runWatchdogMatching } from '@/server/modules/watchdogs/watchdog-matching';
import { watchdogUrls } from '@/server/modules/watchdogs/watchdog-deps';
import { listEntities } from '@/server/modules/seo/seo.repository';
import { createSeededApi } from '../support/seeded-api';
import type { TestApi } from '../support/test-api';
import { signedInStaff, STAFF_API } from '../support/staff';
import { loggedInCustomer, type Customer } from './engagement-fixtures';
import { addCopies, createTitle, type TestTitle } from './buyback-fixtures';

const NOW = new Date('2026-06-10T08:00:00Z');
const LEADS = '/api/adonis/v1/leads';
let handle: DbHandle;
let api: TestApi;
let title: TestTitle;

type ErrorBody = { error: { code: string; details?: Record<string, unknown> } };

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 40, seed: 21, now: NOW }));
  title = await createTitle(handle, 'Krakatit');
  await addCopies(handle, title, NOW, { state: 'sold', count: 3, priceCzkX100: 30_000, priceEurX100: 1_200, daysToSell: 20 });
});
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});

/** A seller's submitted lead of `count` copies of the title (good, cash, wallet); its batch code. */
async function submittedBatch(me: Customer, count = 2): Promise<string> {
  const { body: draft } = await me.shopper.request<LeadView>('POST', LEADS, {
    items: [{ isbn: title.isbn13, condition: 'good', quantity: count }], payout: { method: 'wallet' }, contact: { name: 'Prodejce' },
  });
  const sent = await me.shopper.request<LeadView>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: 'packeta' } });
  if (sent.status !== 200) throw new Error(`submit: ${sent.status} ${JSON.stringify(sent.body)}`);
  return sent.body.batchCode!;
}

const desk = () => signedInStaff(api, handle, ['intake', 'catalogue']);
const png = () => sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#aa6633' } }).png().toBuffer();

describe('intake: receiving', () => {
  it('needs the intake permission; receiving by code opens the batch for intake, twice is the same', async () => {
    const me = await loggedInCustomer(handle, api, 'cs', 'Karel');
    const code = await submittedBatch(me);
    const outsider = await signedInStaff(api, handle, ['catalogue']);
    expect((await outsider.browser.request('POST', `${STAFF_API}/intake/receive`, { code })).status).toBe(403);
    const staff = await desk();
    const res = await staff.browser.request<IntakeBatch>('POST', `${STAFF_API}/intake/receive`, { code: code.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code, state: 'processing', pending: 2, lead: { items: [expect.objectContaining({ isbn13: title.isbn13, quantity: 2, choice: 'cash' })] } });
    const again = await staff.browser.request<IntakeBatch>('POST', `${STAFF_API}/intake/receive`, { code });
    expect([again.status, again.body.state]).toEqual([200, 'processing']);
    const unknown = await staff.browser.request<ErrorBody>('POST', `${STAFF_API}/intake/receive`, { code: 'BB00000000' });
    expect(unknown.status).toBe(404);
  });

  it('receives an unannounced parcel for a seller by e-mail, books added as identified', async () => {
    const staff = await desk();
    const res = await staff.browser.request<IntakeBatch>('POST', `${STAFF_API}/intake/unannounced`, { email: 'walk-in@example.com', locale: 'cs' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: 'processing', email: 'walk-in@example.com', lead: null, books: [] });
    const added = await staff.browser.request<IntakeBatch>('POST', `${STAFF_API}/intake/batches/${res.body.code}/books`, { editionId: title.editionId });
    expect(added.body.books).toEqual([expect.objectContaining({ editionId: title.editionId, outcome: 'pending', quotedX100: 0 })]);
  });

  it('pregenerates bag codes as a PDF', async () => {
    const staff = await desk();
    const res = await staff.browser.request<string>('POST', `${STAFF_API}/intake/batch-codes.pdf`, { count: 3 });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-codes')!.split(',')).toHaveLength(3);
    expect(res.body.slice(0, 5)).toBe('%PDF-');
    // A printed bag nobody claimed has no seller: the desk is told to take it as an unannounced parcel.
    const bag = res.headers.get('x-codes')!.split(',')[0]!;
    const unclaimed = await staff.browser.request<ErrorBody>('POST', `${STAFF_API}/intake/receive`, { code: bag });
    expect([unclaimed.status, unclaimed.body.error.details?.reason]).toEqual([409, 'NO_SELLER']);
  });
});

describe('intake: identification and catalogue editing', () => {
  it('finds a known ISBN, refuses a bad checksum, creates a new edition with its graph, detects duplicates', async () => {
    const staff = await desk();
    const known = await staff.browser.request<IdentifyResponse>('GET', `${STAFF_API}/catalogue/identify?isbn=${title.isbn10}`);
    expect(known.body).toMatchObject({ isbn13: title.isbn13, valid: true, items: [expect.objectContaining({ editionId: title.editionId, workId: title.workId })] });
    const bad = await staff.browser.request<IdentifyResponse>('GET', `${STAFF_API}/catalogue/identify?isbn=9788000000001`);
    expect(bad.body.valid).toBe(false);

    const isbn = makeIsbnPair('80', '25', 71_234)!.isbn13;
    const fresh = await staff.browser.request<IdentifyResponse>('GET', `${STAFF_API}/catalogue/identify?isbn=${isbn}`);
    expect(fresh.body.items).toEqual([]);
    const body = {
      title: 'Bílá nemoc', isbn, authors: [{ name: 'Karel Čapek Testovací' }], translators: [{ name: 'Překladatel Testovací' }], publisher: { name: 'Nakladatel Testovací' },
      series: { name: 'Edice Testovací' }, year: 1937, languageId: 1, bindingId: 1, pages: 120,
    };
    const created = await staff.browser.request<{ editionId: number; workId: number }>('POST', `${STAFF_API}/catalogue/editions`, body);
    expect(created.status).toBe(201);
    const edges = await queryRows<{ type_id: number; name: string }>(handle.db, sql`
      select e.type_id, n.name from property_edges e join property_nodes n on n.id = e.node_id
       where e.grandmother_id = ${created.body.workId} or e.mother_id = ${created.body.editionId} order by e.type_id`);
    expect(edges.map((e) => [Number(e.type_id), e.name])).toEqual([[2, 'Karel Čapek Testovací'], [3, 'Překladatel Testovací'], [4, 'Edice Testovací']]);

    const sameIsbn = await staff.browser.request<ErrorBody>('POST', `${STAFF_API}/catalogue/editions`, { ...body, title: 'Jiná' });
    expect([sameIsbn.status, sameIsbn.body.error.code, sameIsbn.body.error.details?.reason]).toEqual([409, 'DUPLICATE_EDITION', 'ISBN']);
    const sameWork = await staff.browser.request<ErrorBody>('POST', `${STAFF_API}/catalogue/editions`, { ...body, isbn: undefined, title: 'BÍLÁ NEMOC', authors: [{ name: 'karel capek testovaci' }] });
    expect([sameWork.status, sameWork.body.error.details?.reason]).toEqual([409, 'TITLE_AUTHOR']);
    const byTitle = await staff.browser.request<IdentifyResponse>('GET', `${STAFF_API}/catalogue/identify?q=${encodeURIComponent('bílá nem')}`);
    expect(byTitle.body.items.map((i) => i.editionId)).toContain(created.body.editionId);

    const noPermission = await signedInStaff(api, handle, ['intake']);
    expect((await noPermission.browser.request('POST', `${STAFF_API}/catalogue/editions`, { ...body, isbn: undefined })).status).toBe(403);
  });

  it('merges two works: editions and copies move, the old id answers with the new one, search follows', async () => {
    const staff = await desk();
    const a = await createTitle(handle, 'Dvojník A');
    const b = await createTitle(handle, 'Dvojník B');
    await addCopies(handle, b, NOW, { count: 1 });
    const res = await staff.browser.request<{ moved: number }>('POST', `${STAFF_API}/catalogue/merge`, { kind: 'work', fromId: b.workId, toId: a.workId });
    expect(res.status).toBe(200);
    const [moved] = await queryRows<{ m: number; s: number }>(handle.db, sql`
      select (select grandmother_id from mothers where id = ${b.editionId}) as m,
             (select count(*)::int from book_search where grandmother_id = ${a.workId}) as s`);
    expect([Number(moved!.m), Number(moved!.s)]).toEqual([a.workId, 1]);
    const ref = await staff.browser.request<{ workId: number }>('GET', `/api/adonis/v1/grandmothers/${b.workId}/ref`);
    expect(ref.body.workId).toBe(a.workId);
    const self = await staff.browser.request<ErrorBody>('POST', `${STAFF_API}/catalogue/merge`, { kind: 'work', fromId: a.workId, toId: a.workId });
    expect(self.body.error.code).toBe('MERGE_CONFLICT');
  });

  it('merges two authors: their works move to one author, search rows follow', async () => {
    const staff = await desk();
    const make = async (title: string, author: string) => (await staff.browser.request<{ workId: number; editionId: number }>('POST', `${STAFF_API}/catalogue/editions`, {
      title, authors: [{ name: author }], languageId: 1,
    })).body;
    const one = await make('Merge Kniha Jedna', 'Autor Sloučený');
    const two = await make('Merge Kniha Dva', 'Autor Sloucený Překlep');
    const authorOf = async (workId: number) => Number((await queryRows<{ id: number }>(handle.db, sql`select node_id as id from property_edges where grandmother_id = ${workId} and type_id = 2`))[0]!.id);
    const [keep, drop] = [await authorOf(one.workId), await authorOf(two.workId)];
    const res = await staff.browser.request<{ moved: number }>('POST', `${STAFF_API}/catalogue/merge`, { kind: 'author', fromId: drop, toId: keep });
    expect([res.status, res.body.moved]).toEqual([200, 1]);
    expect(await authorOf(two.workId)).toBe(keep);
  });

  it('the edit pages: a work with its authors and editions, authors by name, categories; renames keep the search in step', async () => {
    const staff = await desk();
    const made = (await staff.browser.request<{ workId: number; editionId: number }>('POST', `${STAFF_API}/catalogue/editions`, {
      title: 'Stránka Úprav', authors: [{ name: 'Autorka Upravovaná' }], languageId: 1,
    })).body;
    const work = await staff.browser.request<WorkDetail>('GET', `${STAFF_API}/catalogue/works/${made.workId}?locale=cs`);
    expect(work.status).toBe(200);
    expect(work.body).toMatchObject({ id: made.workId, title: 'Stránka Úprav', authors: [{ name: 'Autorka Upravovaná' }], editions: [{ id: made.editionId, copies: 0 }] });
    expect((await staff.browser.request('GET', `${STAFF_API}/catalogue/works/999999999`)).status).toBe(404);

    const authorId = work.body.authors[0]!.id;
    const found = await staff.browser.request<{ items: AuthorHit[] }>('GET', `${STAFF_API}/catalogue/authors?q=${encodeURIComponent('autorka upravo')}`);
    expect(found.body.items).toEqual([{ id: authorId, name: 'Autorka Upravovaná', works: 1, mergedInto: null }]);
    expect((await staff.browser.request<{ items: AuthorHit[] }>('GET', `${STAFF_API}/catalogue/authors?q=${authorId}`)).body.items.map((a) => a.id)).toEqual([authorId]);
    expect((await staff.browser.request<AuthorDetail>('GET', `${STAFF_API}/catalogue/authors/${authorId}`)).body).toMatchObject({ id: authorId, works: 1, translated: 0 });

    const renamed = await staff.browser.request('PATCH', `${STAFF_API}/catalogue/authors/${authorId}`, { name: 'Autorka Přejmenovaná Zqv' });
    expect(renamed.status).toBe(200);
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from property_nodes where id = ${authorId} and name = 'Autorka Přejmenovaná Zqv'`);
    expect(Number(row!.n)).toBe(1);
    expect((await staff.browser.request<ErrorBody>('PATCH', `${STAFF_API}/catalogue/authors/${authorId}`, { name: '' })).status).toBe(400);
    expect((await staff.browser.request('PATCH', `${STAFF_API}/catalogue/authors/999999999`, { name: 'X' })).status).toBe(404);

    const categories = await staff.browser.request<{ items: CategoryItem[] }>('GET', `${STAFF_API}/catalogue/categories?locale=cs`);
    expect(categories.status).toBe(200);
    expect(categories.body.items.length).toBeGreaterThan(0);
    const category = categories.body.items[0]!;
    const patched = await staff.browser.request('PATCH', `${STAFF_API}/catalogue/categories/${category.id}`, { translations: [{ locale: 'cs', name: 'Kategorie Přejmenovaná' }] });
    expect(patched.status).toBe(200);
    const after = await staff.browser.request<{ items: CategoryItem[] }>('GET', `${STAFF_API}/catalogue/categories?locale=cs`);
    const renamedCategory = after.body.items.find((c) => c.id === category.id)!;
    expect(renamedCategory.defaultName).toBe(category.defaultName);
    if (category.name !== category.defaultName) expect(renamedCategory.name).toBe('Kategorie Přejmenovaná');
    expect((await staff.browser.request('PATCH', `${STAFF_API}/catalogue/categories/${authorId}`, { name: 'Ne' })).status).toBe(404);
    // Categories in the new edition's form: an edition labelled by the picked category.
    const labelled = await staff.browser.request<{ workId: number }>('POST', `${STAFF_API}/catalogue/editions`, {
      title: 'Kniha S Kategorií', authors: [{ name: 'Autor Kategorie' }], categories: [{ id: category.id }], languageId: 1,
    });
    expect((await staff.browser.request<WorkDetail>('GET', `${STAFF_API}/catalogue/works/${labelled.body.workId}`)).body.categories.map((c) => c.id)).toEqual([category.id]);

    const reader = await signedInStaff(api, handle, ['intake']);
    for (const path of [`/catalogue/works/${made.workId}`, '/catalogue/authors?q=x', `/catalogue/authors/${authorId}`, '/catalogue/categories', `/catalogue/merge-preview?kind=work&fromId=1&toId=2`]) {
      expect((await reader.browser.request('GET', `${STAFF_API}${path}`)).status).toBe(403);
    }
  });

  it('a merge preview shows what would move and changes nothing', async () => {
    const staff = await desk();
    const a = await createTitle(handle, 'Náhled A');
    const b = await createTitle(handle, 'Náhled B');
    await addCopies(handle, b, NOW, { count: 2 });
    const preview = await staff.browser.request<MergePreview>('GET', `${STAFF_API}/catalogue/merge-preview?kind=work&fromId=${b.workId}&toId=${a.workId}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ kind: 'work', from: { id: b.workId, name: 'Náhled B' }, to: { id: a.workId, name: 'Náhled A' } });
    expect(preview.body.moves).toEqual(expect.arrayContaining([{ table: 'mothers.grandmother_id', rows: 1 }, { table: 'books.grandmother_id', rows: 2 }]));
    const [still] = await queryRows<{ g: number }>(handle.db, sql`select grandmother_id as g from mothers where id = ${b.editionId}`);
    expect(Number(still!.g)).toBe(b.workId);
    const self = await staff.browser.request<ErrorBody>('GET', `${STAFF_API}/catalogue/merge-preview?kind=work&fromId=${a.workId}&toId=${a.workId}`);
    expect([self.status, self.body.error.code]).toEqual([409, 'MERGE_CONFLICT']);
    expect((await staff.browser.request('GET', `${STAFF_API}/catalogue/merge-preview?kind=author&fromId=999999998&toId=999999999`)).status).toBe(404);
  });

  it('a merged author answers AUTHOR_MERGED with the surviving author, so the author pages redirect', async () => {
    const staff = await desk();
    const make = async (title: string, author: string) => (await staff.browser.request<{ workId: number }>('POST', `${STAFF_API}/catalogue/editions`, {
      title, authors: [{ name: author }], languageId: 1,
    })).body;
    const one = await make('Přesměrování Jedna', 'Autor Přesměrovaný');
    const two = await make('Přesměrování Dva', 'Autor Presmerovany Duplikát');
    const authorOf = async (workId: number) => (await staff.browser.request<WorkDetail>('GET', `${STAFF_API}/catalogue/works/${workId}`)).body.authors[0]!.id;
    const [keep, drop] = [await authorOf(one.workId), await authorOf(two.workId)];
    const preview = await staff.browser.request<MergePreview>('GET', `${STAFF_API}/catalogue/merge-preview?kind=author&fromId=${drop}&toId=${keep}`);
    expect(preview.body.moves).toEqual([{ table: 'property_edges.node_id', rows: 1 }]);
    expect((await staff.browser.request('POST', `${STAFF_API}/catalogue/merge`, { kind: 'author', fromId: drop, toId: keep })).status).toBe(200);

    const old = await api.get(`/api/adonis/v1/authors/${drop}`);
    expect(old.status).toBe(404);
    expect((await old.json() as ErrorBody).error).toMatchObject({ code: 'AUTHOR_MERGED', details: { authorId: keep } });
    expect((await api.get(`/api/adonis/v1/authors/${drop}/timeline`)).status).toBe(404);
    expect((await api.get(`/api/adonis/v1/authors/${keep}`)).status).toBe(200);
    expect((await staff.browser.request<{ items: AuthorHit[] }>('GET', `${STAFF_API}/catalogue/authors?q=${drop}`)).body.items[0]!.mergedInto).toBe(keep);
    // The sitemap lists the survivor, not the pointer that answers 308.
    const listed = (await listEntities(handle.db, 'authors', 'cs', 0, 1_000_000)).map((e) => e.id);
    expect(listed).toContain(keep);
    expect(listed).not.toContain(drop);
    // A later merge of the survivor leads the first one straight to the last target (no chains).
    const three = await make('Přesměrování Tři', 'Autor Třetí Cíl');
    const last = await authorOf(three.workId);
    await staff.browser.request('POST', `${STAFF_API}/catalogue/merge`, { kind: 'author', fromId: keep, toId: last });
    expect(((await (await api.get(`/api/adonis/v1/authors/${drop}`)).json()) as ErrorBody).error.details).toEqual({ authorId: last });
    const again = await staff.browser.request<ErrorBody>('GET', `${STAFF_API}/catalogue/merge-preview?kind=author&fromId=${drop}&toId=${last}`);
    expect([again.status, again.body.error.details?.reason]).toEqual([409, 'SOURCE_MERGED']);
  });

  it('an edit of an edition keeps the search rows of its copies in step', async () => {
    const staff = await desk();
    const t = await createTitle(handle, 'Stará Nálepka');
    await addCopies(handle, t, NOW, { count: 1 });
    const res = await staff.browser.request('PATCH', `${STAFF_API}/catalogue/editions/${t.editionId}`, { title: 'Zcela Nový Titul Qwx' });
    expect(res.status).toBe(200);
    expect((await staff.browser.request('PATCH', `${STAFF_API}/catalogue/works/${t.workId}`, { title: 'Zcela Nový Titul Qwx' })).status).toBe(200);
    const [row] = await queryRows<{ n: number }>(handle.db, sql`
      select count(*)::int as n from book_search where grandmother_id = ${t.workId} and search_doc @@ to_tsquery('simple', 'qwx')`);
    expect(Number(row!.n)).toBe(1);
  });
});

describe('intake: grading, pricing, refusing, processing', () => {
  it('accepts at a price within limits (copy in stock, in search, firing a watchdog), refuses with evidence, pays on processed', async () => {
    const me = await loggedInCustomer(handle, api, 'cs', 'Jana');
    const reader = await loggedInCustomer(handle, api, 'cs', 'Čtenář');
    await reader.shopper.request('POST', '/api/adonis/v1/watchdogs', { target: { type: 'work', workId: title.workId } });
    const code = await submittedBatch(me, 2);
    const staff = await desk();
    const batch = (await staff.browser.request<IntakeBatch>('POST', `${STAFF_API}/intake/receive`, { code })).body;
    const [first, second] = batch.books;

    const hint = await staff.browser.request<Suggestion>('GET', `${STAFF_API}/intake/books/${first!.id}/suggestion?editionId=${title.editionId}&conditionId=2`);
    expect(hint.body.purchaseX100).toBeGreaterThan(0);
    expect(hint.body.limit).toEqual({ minX100: Math.ceil(hint.body.purchaseX100 / 2), maxX100: Math.floor((hint.body.purchaseX100 * 3) / 2) });
    const accept = (id: number, purchaseX100: number) => staff.browser.request<IntakeBook & ErrorBody>('POST', `${STAFF_API}/intake/books/${id}/accept`, {
      editionId: title.editionId, conditionId: 2, defects: ['worn_corners'], note: 'Lehce ohnuté rohy', purchaseX100, saleCzkX100: hint.body.saleCzkX100, saleEurX100: hint.body.saleEurX100,
    });
    const tooMuch = await accept(first!.id, hint.body.limit.maxX100 + 100);
    expect([tooMuch.status, tooMuch.body.error.code]).toEqual([422, 'PRICE_OUT_OF_LIMITS']);

    // A photo before the verdict goes with the copy.
    const upload = await staff.browser.request('PUT', `${STAFF_API}/intake/books/${first!.id}/photos`, new Uint8Array(await png()), { 'content-type': 'image/png' });
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ width: 1600, height: 1200 });

    // Two desks grade the same book at once: one wins, the other is told.
    const [x, y] = await Promise.all([accept(first!.id, hint.body.purchaseX100), accept(first!.id, hint.body.purchaseX100)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const won = x.status === 200 ? x.body : y.body;
    const lost = x.status === 200 ? y.body : x.body;
    expect(lost.error.code).toBe('INTAKE_BOOK_DECIDED');
    expect(won).toMatchObject({ outcome: 'accepted', conditionId: 2, defects: ['worn_corners'], acceptedX100: hint.body.purchaseX100 });
    const [copy] = await queryRows<{ state: string; n: number; photos: number }>(handle.db, sql`
      select b.state, (select count(*)::int from book_search s where s.book_id = b.id and s.state = 'in_stock') as n, b.photo_count as photos from books b where b.id = ${won.copyId}`);
    expect([copy!.state, Number(copy!.n), Number(copy!.photos)]).toEqual(['in_stock', 1, 1]);
    const photos = await reader.shopper.request<{ items: { url: string }[] }>('GET', `/api/adonis/v1/books/${won.copyId}/photos`);
    expect(photos.body.items).toHaveLength(1);

    // Processing too early: a book still waits.
    const early = await staff.browser.request<ErrorBody>('POST', `${STAFF_API}/intake/batches/${code}/process`);
    expect([early.status, early.body.error.details?.reason]).toEqual([409, 'BOOKS_PENDING']);

    const refusal = await staff.browser.request('PUT', `${STAFF_API}/intake/books/${second!.id}/photos`, new Uint8Array(await png()), { 'content-type': 'image/png' });
    expect(refusal.status).toBe(201);
    const refused = await staff.browser.request<IntakeBook>('POST', `${STAFF_API}/intake/books/${second!.id}/refuse`, { reason: 'condition', note: 'Vytržené listy', reclaimOption: 'return', reclaimDays: 14 });
    expect(refused.body).toMatchObject({ outcome: 'refused', refusalReason: 'condition', reclaimOption: 'return' });
    const late = await staff.browser.request<ErrorBody>('POST', `${STAFF_API}/intake/books/${second!.id}/accept`, {
      editionId: title.editionId, conditionId: 2, purchaseX100: hint.body.purchaseX100, saleCzkX100: 9_900, saleEurX100: 399,
    });
    expect([late.status, late.body.error.code]).toEqual([409, 'INTAKE_BOOK_DECIDED']);

    const processed = await staff.browser.request<IntakeBatch>('POST', `${STAFF_API}/intake/batches/${code}/process`);
    expect(processed.body.state).toBe('paid_out');
    const payouts = (await me.shopper.request<PayoutList>('GET', '/api/adonis/v1/users/current/payouts')).body.items;
    expect(payouts[0]).toMatchObject({ booksX100: hint.body.purchaseX100, method: 'wallet', state: 'paid' });

    // The seller sees the refusal with its evidence and may open its photo; another customer may not.
    const mine = (await me.shopper.request<BatchList>('GET', '/api/adonis/v1/users/current/batches')).body.items.find((b) => b.code === code)!;
    const book = mine.books.find((b) => b.outcome === 'refused')!;
    expect(book).toMatchObject({ refusalReason: 'condition', refusalNote: 'Vytržené listy', reclaimOption: 'return', reclaimFeeX100: 8_900, reclaimUntil: new Date(NOW.getTime() + 14 * 86_400_000).toISOString() });
    expect(book.refusalPhotoUrls).toHaveLength(1);
    expect((await me.shopper.request('GET', book.refusalPhotoUrls![0]!)).status).toBe(200);
    expect((await reader.shopper.request('GET', book.refusalPhotoUrls![0]!)).status).toBe(404);

    // The accepted copy fires the reader's work watchdog on the next run, as a seeded copy would.
    await runWatchdogMatching(handle.db, { mailer: createMailer({ from: 'shop@example.com', mode: 'demo', db: handle.db }), now: new Date(NOW.getTime() + 3_600_000), urls: watchdogUrls(3000) });
    const mails = await queryRows<{ kind: string }>(handle.db, sql`select kind from mail_outbox where to_address = ${reader.email}`);
    expect(mails.map((m) => m.kind)).toContain('watchdog');

    // Nothing more to do on a processed batch.
    const after = await staff.browser.request<ErrorBody>('POST', `${STAFF_API}/intake/batches/${code}/books`, { editionId: title.editionId });
    expect([after.status, after.body.error.code]).toEqual([409, 'BATCH_STATE_CONFLICT']);
  });

  it('a book the seller chose to sell on commission becomes their commission copy: seller hash, account, frozen terms; not paid at processing', async () => {
    const me = await loggedInCustomer(handle, api, 'cs', 'Komisní');
    const { body: draft } = await me.shopper.request<LeadView>('POST', LEADS, {
      items: [{ isbn: title.isbn13, condition: 'good', quantity: 1, choice: 'cash' }, { isbn: title.isbn13, condition: 'good', quantity: 2, choice: 'commission' }],
      payout: { method: 'wallet' }, contact: { name: 'Komisní prodejce' },
    });
    const sent = await me.shopper.request<LeadView>('POST', `${LEADS}/${draft.id}/submit`, { transport: { kind: 'post', carrier: 'packeta' } });
    expect(sent.status).toBe(200);
    const code = sent.body.batchCode!;
    const staff = await desk();
    const batch = (await staff.browser.request<IntakeBatch>('POST', `${STAFF_API}/intake/receive`, { code })).body;
    expect(batch.books.map((b) => b.choice).sort()).toEqual(['cash', 'commission', 'commission']);
    const accepted = new Map<number, { choice: string; copyId: number; purchaseX100: number }>();
    for (const book of batch.books) {
      const hint = (await staff.browser.request<Suggestion>('GET', `${STAFF_API}/intake/books/${book.id}/suggestion?editionId=${title.editionId}&conditionId=2`)).body;
      const res = await staff.browser.request<IntakeBook>('POST', `${STAFF_API}/intake/books/${book.id}/accept`, {
        editionId: title.editionId, conditionId: 2, purchaseX100: hint.purchaseX100, saleCzkX100: hint.saleCzkX100, saleEurX100: hint.saleEurX100,
      });
      expect(res.status).toBe(200);
      accepted.set(book.id, { choice: book.choice, copyId: res.body.copyId!, purchaseX100: hint.purchaseX100 });
    }
    const copies = await queryRows<{ id: number; seller: string | null; account: number | null; share: number | null; listed: string | null; ends: string | null }>(handle.db, sql`
      select b.id::float8 as id, b.seller_user_hash as seller, t.account_id::float8 as account, t.share_percent as share, t.listed_at as listed, t.listing_ends_at as ends
        from books b left join commission_copies t on t.book_id = b.id where b.id in (${sql.join([...accepted.values()].map((a) => sql`${a.copyId}`), sql`, `)})`);
    const [customer] = await queryRows<{ hash: string }>(handle.db, sql`select public_hash as hash from customers where id = ${me.id}`);
    const accounts = await queryRows<{ id: number }>(handle.db, sql`select id::float8 as id from commission_accounts where customer_id = ${me.id}`);
    expect(accounts).toHaveLength(1);
    for (const a of accepted.values()) {
      const row = copies.find((c) => Number(c.id) === a.copyId)!;
      if (a.choice === 'commission') {
        expect([row.seller, Number(row.account), Number(row.share)]).toEqual([customer!.hash, Number(accounts[0]!.id), 60]);
        expect(new Date(row.ends!).getTime() - new Date(row.listed!).getTime()).toBe(180 * 86_400_000);
      } else {
        expect([row.seller, row.account]).toEqual([null, null]);
      }
    }
    // Processing pays the cash book only; the commission books are paid their share when they sell.
    const processed = await staff.browser.request<IntakeBatch>('POST', `${STAFF_API}/intake/batches/${code}/process`);
    expect(processed.body.state).toBe('paid_out');
    const payouts = (await me.shopper.request<PayoutList>('GET', '/api/adonis/v1/users/current/payouts')).body.items;
    const cash = [...accepted.values()].find((a) => a.choice === 'cash')!;
    expect(payouts[0]).toMatchObject({ booksX100: cash.purchaseX100, method: 'wallet', state: 'paid' });
  });
});
