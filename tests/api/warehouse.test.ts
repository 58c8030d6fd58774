/** The warehouse (issue 15 items 4–6): labels, crates, moves, transfers, audits, queue jobs, discards. */
import { sql } from 'drizzle-orm';
import type { AuditList, AuditView, CopyLabel, CopyPlaceView, CrateView, DiscardView, MoveView, QueueJobView, TransferView } from '@/contracts/warehouse';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { seedDatabase } from '@/server/db/seed';
import { enqueueQueueJob, seedDemoWarehouse } from '@/server/modules/warehouse';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { signedInStaff, STAFF_API } from '../support/staff';
import { createShopper, type Shopper } from '../support/shopper';

const NOW = new Date('2026-05-04T10:00:00Z');
const W = `${STAFF_API}/warehouse`;
let handle: DbHandle;
let api: TestApi;
let desk: Shopper;
let copyIds: number[];

const one = async <T,>(q: ReturnType<typeof sql>) => (await queryRows<T>(handle.db, q))[0]!;
const bookRow = (id: number) => one<{ state: string; location: string | null }>(sql`select state, location from books where id = ${id}`);
const searchState = async (id: number) => (await queryRows<{ state: string }>(handle.db, sql`select state from book_search where book_id = ${id}`))[0]?.state ?? null;

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, NOW);
  await seedDatabase(handle, { books: 60, seed: 7, now: NOW });
  await seedDemoWarehouse(handle.db, NOW);
  // In-stock copies nobody holds and the demo did not shelve.
  copyIds = (await queryRows<{ id: number }>(handle.db, sql`
    select b.id::int as id from books b where b.state = 'in_stock' and b.seller_user_hash is null
       and not exists (select 1 from copy_places p where p.book_id = b.id) and not exists (select 1 from book_claims c where c.book_id = b.id)
     order by b.id limit 20`)).map((r) => r.id);
  desk = (await signedInStaff(api, handle, ['warehouse'])).browser;
});
afterAll(() => handle.close());

const moveReq = (subject: string, to: string, who = desk) => who.request<MoveView>('POST', `${W}/moves`, { subject, to });

describe('permissions', () => {
  it('answers 401 without a staff session and 403 without the warehouse permission', async () => {
    const anonymous = createShopper(api);
    expect((await anonymous.request('POST', `${W}/moves`, { subject: 'B1', to: 'PRG-A01' })).status).toBe(401);
    const packer = (await signedInStaff(api, handle, ['orders.read', 'shipping'])).browser;
    for (const [method, path, body] of [
      ['POST', `${W}/moves`, { subject: `B${copyIds[0]}`, to: 'PRG-A01' }],
      ['POST', `${W}/copies/${copyIds[0]}/label`, undefined],
      ['POST', `${W}/copies/${copyIds[0]}/discard`, { reason: 'damaged' }],
      ['POST', `${W}/audits`, { branch: 'PRG' }],
      ['GET', `${W}/audits`, undefined],
      ['DELETE', `${W}/crates/KR-000008`, undefined],
    ] as const) {
      const res = await packer.request(method, path, body);
      expect(res.status).toBe(403);
    }
    expect((await bookRow(copyIds[0]!)).state).toBe('in_stock');
  });
});

describe('labels, crates and moves', () => {
  it('prints a copy label as ZPL and PDF and records it', async () => {
    const id = copyIds[0]!;
    const res = await desk.request<CopyLabel>('POST', `${W}/copies/${id}/label`);
    expect(res.status).toBe(200);
    expect(res.body.label).toBe(`B${id}`);
    expect(res.body.zpl).toMatch(/^\^XA/);
    expect(res.body.zpl).toContain(`^BCN,90,Y,N,N^FDB${id}^FS`);
    const pdf = await desk.request<string>('GET', `${W}/copies/${id}/label.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const view = await desk.request<CopyPlaceView>('GET', `${W}/copies/${id}`);
    expect(view.body.labelledAt).toBe(NOW.toISOString());
  });

  it('puts copies into a new crate, the crate onto a rack; the location follows and is journaled', async () => {
    const crate = await desk.request<CrateView>('POST', `${W}/crates`, { branch: 'PRG' });
    expect(crate.status).toBe(201);
    const code = crate.body.code;
    expect(code).toMatch(/^KR-/);
    for (const id of copyIds.slice(0, 3)) expect((await moveReq(`B${id}`, code)).status).toBe(200);
    const onRack = await moveReq(code, 'prg-a02');
    expect(onRack.status).toBe(200);
    expect(onRack.body).toMatchObject({ kind: 'crate', from: { branch: 'PRG', rack: null, crate: code }, to: { branch: 'PRG', rack: 'PRG-A02', crate: code } });
    expect((await bookRow(copyIds[0]!)).location).toBe(`PRG-A02 · ${code}`);
    const view = await desk.request<CopyPlaceView>('GET', `${W}/copies/${copyIds[1]}`);
    expect(view.body.place).toEqual({ branch: 'PRG', rack: 'PRG-A02', crate: code });
    expect(view.body.moves.map((m) => m.kind)).toEqual(['crate', 'copy']);
    const listed = await desk.request<CrateView>('GET', `${W}/crates/${code}`);
    expect(listed.body.copies.map((c) => c.copyId)).toEqual(copyIds.slice(0, 3));
  });

  it('refuses unknown codes and a crate into a crate', async () => {
    expect((await moveReq(`B${copyIds[5]}`, 'NOWHERE-1')).body).toMatchObject({ error: { code: 'WAREHOUSE_CODE_UNKNOWN' } });
    expect((await moveReq('KR-999999', 'PRG-A01')).status).toBe(404);
    expect((await moveReq('KR-000001', 'KR-000002')).status).toBe(400);
  });

  it('deletes a crate only when empty', async () => {
    const full = await desk.request('DELETE', `${W}/crates/KR-000001`);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ error: { code: 'CRATE_NOT_EMPTY' } });
    expect((await desk.request('DELETE', `${W}/crates/KR-000008`)).status).toBe(204);
    expect((await desk.request('GET', `${W}/crates/KR-000008`)).status).toBe(404);
  });

  it('serializes two moves of one crate: both journaled, the second from where the first left it', async () => {
    const other = (await signedInStaff(api, handle, ['warehouse'])).browser;
    const [a, b] = await Promise.all([moveReq('KR-000002', 'PRG-B01'), moveReq('KR-000002', 'PRG-A03', other)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const journal = await queryRows<{ from_rack: string | null; to_rack: string | null }>(handle.db, sql`
      select w.from_place->>'rack' as from_rack, w.to_place->>'rack' as to_rack from warehouse_moves w join crates c on c.id = w.crate_id
       where c.code = 'KR-000002' and w.kind = 'crate' order by w.id`);
    expect(journal).toHaveLength(2);
    expect(journal[1]!.from_rack).toBe(journal[0]!.to_rack);
    const crate = await desk.request<CrateView>('GET', `${W}/crates/KR-000002`);
    expect(crate.body.place.rack).toBe(journal[1]!.to_rack);
    const copy = crate.body.copies[0]!.copyId;
    expect((await bookRow(copy)).location).toBe(`${journal[1]!.to_rack} · KR-000002`);
  });
});

describe('transfer packages', () => {
  it('sends a crate from Prague to Brno and sets it stocked; wrong steps answer 409', async () => {
    const opened = await desk.request<TransferView>('POST', `${W}/transfer-packages`, { from: 'PRG', to: 'BRN' });
    expect(opened.status).toBe(201);
    const id = opened.body.id;
    expect((await desk.request('POST', `${W}/transfer-packages/${id}/status`, { to: 'sent' })).status).toBe(422); // empty
    expect((await desk.request('POST', `${W}/transfer-packages/${id}/crates`, { code: 'KR-000005' })).status).toBe(422); // in Brno
    expect((await desk.request<TransferView>('POST', `${W}/transfer-packages/${id}/crates`, { code: 'KR-000003' })).body.crates).toEqual(['KR-000003']);
    expect((await desk.request<TransferView>('POST', `${W}/transfer-packages/${id}/stocked`)).status).toBe(409);
    expect((await desk.request<TransferView>('POST', `${W}/transfer-packages/${id}/status`, { to: 'sent' })).body.state).toBe('sent');
    const copy = (await desk.request<CrateView>('GET', `${W}/crates/KR-000003`)).body.copies[0]!.copyId;
    expect((await bookRow(copy)).location).toBe('→ BRN · KR-000003');
    expect((await desk.request('POST', `${W}/transfer-packages/${id}/crates`, { code: 'KR-000004' })).status).toBe(409);
    expect((await desk.request<TransferView>('POST', `${W}/transfer-packages/${id}/status`, { to: 'received' })).body.state).toBe('received');
    const stocked = await desk.request<TransferView>('POST', `${W}/transfer-packages/${id}/stocked`);
    expect(stocked.body.state).toBe('stocked');
    expect(stocked.body.journal.map((j) => j.to)).toEqual(['open', 'sent', 'received', 'stocked']);
    expect((await desk.request<CrateView>('GET', `${W}/crates/KR-000003`)).body.place).toEqual({ branch: 'BRN', rack: null, crate: 'KR-000003' });
    expect((await bookRow(copy)).location).toBe('BRN · KR-000003');
    expect((await desk.request('POST', `${W}/transfer-packages/${id}/status`, { to: 'cancelled' })).status).toBe(409);
  });
});

describe('branch audits', () => {
  it('compares expected with scanned; completing discards the missing and puts the found back on the rack, on sale', async () => {
    // Rack PRG-B01: two loose copies; a third copy is lost earlier (discarded as missing) and turns up here.
    const [x, y, lost] = copyIds.slice(6, 9) as [number, number, number];
    for (const id of [x, y]) await moveReq(`B${id}`, 'PRG-B01');
    await moveReq(`B${lost}`, 'PRG-A01');
    expect((await desk.request<DiscardView>('POST', `${W}/copies/${lost}/discard`, { reason: 'missing' })).body.status).toBe('discarded');
    expect(await searchState(lost)).not.toBe('in_stock');

    const started = await desk.request<AuditView>('POST', `${W}/audits`, { branch: 'PRG' });
    expect(started.status).toBe(201);
    expect((await desk.request('POST', `${W}/audits`, { branch: 'PRG' })).body).toMatchObject({ error: { code: 'AUDIT_STATE_CONFLICT' } });
    const id = started.body.id;
    const onB01 = (await queryRows<{ id: number }>(handle.db, sql`
      select p.book_id::int as id from copy_places p left join crates c on c.id = p.crate_id join racks r on r.id = coalesce(p.rack_id, c.rack_id)
       join books b on b.id = p.book_id where r.code = 'PRG-B01' and b.state <> 'discarded' order by p.book_id`)).map((r) => r.id);
    expect(onB01).toEqual(expect.arrayContaining([x, y]));
    const scannedCodes = [...onB01.filter((c) => c !== y).map((c) => `B${c}`), `B${lost}`];
    const scanned = await desk.request<AuditView>('POST', `${W}/audits/${id}/racks`, { rack: 'PRG-B01', codes: scannedCodes });
    expect(scanned.status).toBe(200);
    expect(scanned.body.missing).toEqual([{ copyId: y, rack: 'PRG-B01', orderNumber: null }]);
    expect(scanned.body.found).toEqual([{ copyId: lost, rack: 'PRG-B01', expectedAt: null }]);
    expect((await desk.request('POST', `${W}/audits/${id}/racks`, { rack: 'BRN-A01', codes: [] })).status).toBe(422);

    const listed = await desk.request<AuditList>('GET', `${W}/audits`);
    expect(listed.body.items[0]).toMatchObject({ id, branch: 'PRG', state: 'open', racks: 1 });

    const done = await desk.request<AuditView>('POST', `${W}/audits/${id}/complete`);
    expect(done.body.state).toBe('completed');
    expect((await desk.request<AuditList>('GET', `${W}/audits`)).body.items.find((a) => a.id === id)).toMatchObject({ state: 'completed' });
    expect(await bookRow(y)).toEqual({ state: 'discarded', location: null });
    expect(await searchState(y)).not.toBe('in_stock');
    expect(await bookRow(lost)).toEqual({ state: 'in_stock', location: 'PRG-B01' });
    expect(await searchState(lost)).toBe('in_stock');
    expect((await desk.request<CopyPlaceView>('GET', `${W}/copies/${lost}`)).body.discard).toMatchObject({ reason: 'missing', status: 'restored' });
    for (const step of ['complete', 'cancel', 'relocate']) {
      expect((await desk.request('POST', `${W}/audits/${id}/${step}`)).status).toBe(409);
    }
  });
});

describe('discarding', () => {
  it('takes a copy out of the catalogue (its page 404) with a reason; twice is a conflict', async () => {
    const id = copyIds[10]!;
    const res = await desk.request<DiscardView>('POST', `${W}/copies/${id}/discard`, { reason: 'damaged', note: 'water' });
    expect(res.body).toMatchObject({ copyId: id, reason: 'damaged', status: 'discarded', commission: false });
    expect(await searchState(id)).not.toBe('in_stock');
    expect((await api.get(`/api/adonis/v1/books/${id}`)).status).toBe(404);
    const again = await desk.request('POST', `${W}/copies/${id}/discard`, { reason: 'damaged' });
    expect(again.body).toMatchObject({ error: { code: 'COPY_STATE_CONFLICT', details: { state: 'discarded' } } });
    expect((await moveReq(`B${id}`, 'PRG-A01')).status).toBe(409);
  });

  it('marks a commission copy for its seller instead of silently discarding it', async () => {
    const id = copyIds[11]!;
    await handle.db.execute(sql`update books set seller_user_hash = 'seller0001' where id = ${id}`);
    const res = await desk.request<DiscardView>('POST', `${W}/copies/${id}/discard`, { reason: 'unsold' });
    expect(res.body).toMatchObject({ status: 'awaiting_seller', commission: true });
    const row = await one<{ status: string; seller_user_hash: string }>(sql`select status, seller_user_hash from copy_discards where book_id = ${id}`);
    expect(row).toEqual({ status: 'awaiting_seller', seller_user_hash: 'seller0001' });
  });

  it('lists copies unsold for longer than the given time', async () => {
    const res = await desk.request<{ olderThanDays: number; items: { copyId: number }[] }>('GET', `${W}/discard-candidates?olderThanDays=1&limit=5`);
    expect(res.status).toBe(200);
    expect(res.body.olderThanDays).toBe(1);
    expect((await desk.request('GET', `${W}/discard-candidates?olderThanDays=0`)).status).toBe(400);
  });

  it('refuses a sold copy', async () => {
    const [sold] = await queryRows<{ id: number }>(handle.db, sql`select id::int as id from books where state = 'sold' limit 1`);
    expect((await desk.request('POST', `${W}/copies/${sold!.id}/discard`, { reason: 'damaged' })).status).toBe(409);
  });
});

describe('queue jobs', () => {
  it('never hands a job someone holds to a second "next"; holder-only actions; revert the last denial', async () => {
    for (let i = 1; i <= 3; i++) await enqueueQueueJob(handle.db, NOW, 'reported_review', `review-${i}`, { reviewId: i });
    expect(await enqueueQueueJob(handle.db, NOW, 'reported_review', 'review-1')).toBeNull();
    const people = await Promise.all([1, 2, 3, 4].map(() => signedInStaff(api, handle, ['support'])));
    const fetched = await Promise.all(people.map((p) => p.browser.request<{ job: QueueJobView | null }>('POST', `${STAFF_API}/queue-jobs/reported_review/next`)));
    expect(fetched.map((f) => f.status)).toEqual([200, 200, 200, 200]);
    const jobs = fetched.map((f) => f.body.job);
    const held = jobs.filter((j): j is QueueJobView => j !== null);
    expect(held).toHaveLength(3);
    expect(new Set(held.map((j) => j.id)).size).toBe(3);
    // Asking again gives the same job back.
    const [first] = people;
    const firstJob = jobs[0] ?? held[0]!;
    const holder = people[jobs.indexOf(firstJob)]!.browser;
    expect((await holder.request<{ job: QueueJobView }>('POST', `${STAFF_API}/queue-jobs/reported_review/next`)).body.job.id).toBe(firstJob.id);
    // Someone else cannot close it.
    const stranger = people.find((p) => p.browser !== holder)!.browser;
    expect((await stranger.request('PATCH', `${STAFF_API}/queue-jobs/${firstJob.id}`, { action: 'process' })).body).toMatchObject({ error: { code: 'QUEUE_JOB_CONFLICT' } });
    const denied = await holder.request<QueueJobView>('PATCH', `${STAFF_API}/queue-jobs/${firstJob.id}`, { action: 'deny', note: 'fine' });
    expect(denied.body.state).toBe('denied');
    expect((await holder.request('PATCH', `${STAFF_API}/queue-jobs/${firstJob.id}`, { action: 'process' })).status).toBe(409);
    const reverted = await holder.request<QueueJobView>('POST', `${STAFF_API}/queue-jobs/reported_review/revert-denial`);
    expect(reverted.body).toMatchObject({ id: firstJob.id, state: 'held' });
    expect((await holder.request<QueueJobView>('PATCH', `${STAFF_API}/queue-jobs/${firstJob.id}`, { action: 'escalate' })).body.state).toBe('escalated');
    expect((await holder.request('POST', `${STAFF_API}/queue-jobs/reported_review/revert-denial`)).status).toBe(409);
    expect(first).toBeDefined();
    const journal = await queryRows<{ to_state: string }>(handle.db, sql`select to_state from queue_job_journal where job_id = ${firstJob.id} order by id`);
    expect(journal.map((j) => j.to_state)).toEqual(['held', 'denied', 'held', 'escalated']);
  });

  it('needs the permission of the queue’s desk', async () => {
    expect((await desk.request('POST', `${STAFF_API}/queue-jobs/reported_review/next`)).status).toBe(403);
    expect((await desk.request('POST', `${STAFF_API}/queue-jobs/nonsense/next`)).status).toBe(400);
    const kinds = await desk.request<{ items: { kind: string; open: number }[] }>('GET', `${STAFF_API}/queue-jobs`);
    expect(kinds.body.items.map((k) => k.kind)).toEqual(['copy_without_cover', 'lead_photo_review', 'reported_review']);
  });
});
