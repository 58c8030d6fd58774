import type { DbHandle } from '../../db/client';
import { createApiFrame } from '../../http/app';
import { createTestDb } from '../../../../tests/support/test-db';
import { createMailer, sendOrderConfirmation } from '../mail';
import { insertTestOrder } from '../mail/testing/order-fixture';
import type { DevOutboxList } from './dev-outbox.schema';
import { registerDevOutboxRoutes } from './dev-outbox.routes';

let handle: DbHandle;
let app: ReturnType<typeof createApiFrame>;
let csOrder: { id: number; number: string };
let deOrder: { id: number; number: string };

beforeAll(async () => {
  handle = await createTestDb();
  app = createApiFrame({ getDb: async () => handle });
  registerDevOutboxRoutes(app);

  const mailer = createMailer({ from: 'shop@example.com', mode: 'demo', db: handle.db });
  const payPageUrl = (_locale: string, code: string) => `http://localhost:3000/pay/${code}`;
  csOrder = await insertTestOrder(handle, { locale: 'cs', email: 'jana@example.cz', name: 'Jana <b>Nováková</b>' });
  deOrder = await insertTestOrder(handle, { locale: 'de-DE', email: 'Jurgen@Example.de' });
  await sendOrderConfirmation(handle.db, csOrder.id, { mailer, payPageUrl, now: new Date('2026-03-15T08:00:00Z') });
  await sendOrderConfirmation(handle.db, deOrder.id, { mailer, payPageUrl, now: new Date('2026-03-15T09:00:00Z') });
});
afterAll(async () => {
  await handle.close();
});

const get = (path: string) => app.request(path);
async function list(query = ''): Promise<DevOutboxList> {
  const res = await get(`/api/adonis/dev/outbox.json${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as DevOutboxList;
}

describe('dev outbox', () => {
  it('lists recorded mail as JSON, newest first, with attachment sizes', async () => {
    const { items } = await list();
    expect(items.map((m) => m.orderId)).toEqual([deOrder.id, csOrder.id]);
    expect(items[0]).toMatchObject({
      kind: 'order-confirmation',
      to: 'Jurgen@Example.de',
      subject: `Bestellbestätigung ${deOrder.number}`,
      createdAt: '2026-03-15T09:00:00.000Z',
      attachments: [{ filename: `invoice-${deOrder.number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) }],
    });
    expect(items[0].attachments[0].size).toBeGreaterThan(1000);
  });

  it('filters by recipient, ignoring case', async () => {
    const { items } = await list('?to=jurgen@example.de');
    expect(items.map((m) => m.orderId)).toEqual([deOrder.id]);
    expect((await list('?to=nobody@example.com')).items).toEqual([]);
  });

  it('serves the invoice attachment as a PDF with its file name', async () => {
    const [de] = (await list()).items;
    const res = await get(`/api/adonis/dev/outbox/${de.id}/attachments/0`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="invoice-${deOrder.number}.pdf"; filename*=UTF-8''invoice-${deOrder.number}.pdf`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(de.attachments[0].size);
  });

  it('shows a self-contained list page with links to each mail and attachment', async () => {
    const [de, cs] = (await list()).items;
    const res = await get('/api/adonis/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<h1>Development outbox</h1>');
    expect(html.indexOf(`/api/adonis/dev/outbox/${de.id}"`)).toBeLessThan(html.indexOf(`/api/adonis/dev/outbox/${cs.id}"`));
    expect(html).toContain(`href="/api/adonis/dev/outbox/${cs.id}/attachments/0"`);
    expect(html).not.toMatch(/<script|<link|src="http/);
  });

  it('shows one mail inside a sandboxed iframe with its headers', async () => {
    const cs = (await list()).items[1];
    const res = await get(`/api/adonis/dev/outbox/${cs.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Potvrzení objednávky ${csOrder.number}`);
    expect(html).toContain('jana@example.cz');
    expect(html).toMatch(/<iframe title="[^"]*" sandbox srcdoc="&lt;!doctype html&gt;/);
    // The shopper's name was escaped in the mail, then the mail escaped again into srcdoc.
    expect(html).toContain('Jana &amp;lt;b&amp;gt;Nováková&amp;lt;/b&amp;gt;');
    expect(html).toContain(`href="/api/adonis/dev/outbox/${cs.id}/attachments/0"`);
  });

  it.each(['abc', '999999', '99999999999999999999999'])('answers 404 for mail %s', async (id) => {
    expect((await get(`/api/adonis/dev/outbox/${id}`)).status).toBe(404);
    expect((await get(`/api/adonis/dev/outbox/${id}/attachments/0`)).status).toBe(404);
  });

  it('answers 404 for an attachment index that does not exist', async () => {
    const [de] = (await list()).items;
    expect((await get(`/api/adonis/dev/outbox/${de.id}/attachments/1`)).status).toBe(404);
    expect((await get(`/api/adonis/dev/outbox/${de.id}/attachments/x`)).status).toBe(404);
  });
  // That production mode has no outbox at all: tests/security/mode-demo-doors.test.ts.
});
