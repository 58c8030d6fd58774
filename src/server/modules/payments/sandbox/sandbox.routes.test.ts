import { eq } from 'drizzle-orm';
import type { Db, DbHandle } from '@/server/db/client';
import { sandboxPayments } from '@/server/db/schema';
import { createApiFrame } from '@/server/http/app';
import type { Api } from '@/server/http/types';
import { createTestDb } from '../../../../../tests/support/test-db';
import { createSandboxProvider } from '../providers/sandbox';
import type { CreatePaymentInput } from '../providers/types';
import { formatSandboxAmount } from './sandbox-page';
import { settleSandboxPayment, type SandboxResult } from './sandbox.repository';
import { registerSandboxRoutes } from './sandbox.routes';

let handle: DbHandle;
let app: Api;
let onResult: jest.Mock<Promise<void>, [Db, string]>;

beforeAll(async () => {
  handle = await createTestDb();
  // The real app (XSRF and all) with the sandbox routes added, as app.ts will do.
  app = createApiFrame({ getDb: async () => handle });
  registerSandboxRoutes(app, { onResult: (db, ref) => onResult(db, ref) });
});
afterAll(async () => {
  await handle.close();
});
beforeEach(() => {
  onResult = jest.fn<Promise<void>, [Db, string]>(async () => undefined);
});

const input: CreatePaymentInput = {
  paymentId: 9, orderNumber: 'BT26100009', amountX100: 123_450, currency: 'CZK', email: 'a@example.cz', locale: 'cs',
  method: 'card', returnUrl: 'https://cs.localhost/platba/comgate?sandbox=1', notifyUrl: 'https://cs.localhost/x',
  label: 'Order <BT26100009> & "friends"', country: 'CZ',
};

async function newPayment(over: Partial<CreatePaymentInput> = {}): Promise<{ ref: string; path: string }> {
  const { providerRef, next } = await createSandboxProvider(handle.db, { baseUrl: 'https://cs.localhost' }).create({ ...input, ...over });
  if (next.kind !== 'redirect') throw new Error('sandbox must redirect');
  return { ref: providerRef, path: new URL(next.url).pathname };
}

const choose = (path: string, result: string) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ result }).toString() });

const statusOf = async (ref: string) =>
  (await handle.db.select({ status: sandboxPayments.status }).from(sandboxPayments).where(eq(sandboxPayments.ref, ref)))[0]?.status;

describe('sandbox payment page', () => {
  it('renders a self-contained page that cannot be mistaken for a real one', async () => {
    const { path } = await newPayment();
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('SANDBOX — no real money');
    expect(html).toContain('Order &lt;BT26100009&gt; &amp; &quot;friends&quot;');
    expect(html).not.toContain('<BT26100009>');
    expect(html).toContain(formatSandboxAmount(123_450, 'CZK'));
    expect(html).toContain(`action="${path}"`);
    for (const result of ['paid', 'failed', 'cancelled']) expect(html).toContain(`name="result" value="${result}"`);
    expect(html).not.toMatch(/<script|<link|src=|url\(/i);
  });

  it('formats amounts the same for every storefront', () => {
    expect(formatSandboxAmount(123_450, 'CZK')).toMatch(/^CZK\s1,234\.50$/);
    expect(formatSandboxAmount(1_999, 'EUR')).toMatch(/^EUR\s19\.99$/);
  });

  it('answers 404 for an unknown or malformed ref', async () => {
    for (const path of ['/api/adonis/sandbox/pay/sbx_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/api/adonis/sandbox/pay/nope']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Payment not found');
    }
  });
});

describe('sandbox choice', () => {
  it('stores the result, lets the payments service confirm and returns the shopper with 303 (no XSRF token needed)', async () => {
    const { ref, path } = await newPayment();
    const res = await choose(path, 'paid');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('https://cs.localhost/platba/comgate?sandbox=1');
    expect(await statusOf(ref)).toBe('paid');
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0][1]).toBe(ref);
  });

  it.each(['failed', 'cancelled'])('records %s', async (result) => {
    const { ref, path } = await newPayment();
    expect((await choose(path, result)).status).toBe(303);
    expect(await statusOf(ref)).toBe(result);
  });

  it('never overwrites a settled payment, but still confirms and returns', async () => {
    const { ref, path } = await newPayment();
    await choose(path, 'paid');
    const again = await choose(path, 'failed');
    expect(again.status).toBe(303);
    expect(await statusOf(ref)).toBe('paid');
    expect(onResult).toHaveBeenCalledTimes(2);
  });

  it('keeps exactly one of many simultaneous choices', async () => {
    const { ref, path } = await newPayment();
    const choices = ['paid', 'failed', 'cancelled', 'paid', 'failed', 'cancelled'];
    const responses = await Promise.all(choices.map((result) => choose(path, result)));
    expect(responses.map((r) => r.status)).toEqual(choices.map(() => 303));
    expect(['paid', 'failed', 'cancelled']).toContain(await statusOf(ref));
    const page = await (await app.request(path)).text();
    expect(page).toContain(`already ${await statusOf(ref)}`);
    expect(onResult).toHaveBeenCalledTimes(choices.length);
  });

  it('lets exactly one conditional update win a race', async () => {
    const { ref } = await newPayment();
    const results: SandboxResult[] = ['failed', 'paid', 'cancelled', 'paid', 'failed', 'cancelled', 'paid', 'paid'];
    const won = await Promise.all(results.map((result) => settleSandboxPayment(handle.db, ref, result)));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await statusOf(ref)).toBe(results[won.indexOf(true)]);
  });

  it('rejects an unknown choice with 400 and changes nothing', async () => {
    const { ref, path } = await newPayment();
    const res = await choose(path, 'refunded');
    expect(res.status).toBe(400);
    expect(await statusOf(ref)).toBe('pending');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('answers 404 to a choice for an unknown ref', async () => {
    const res = await choose('/api/adonis/sandbox/pay/sbx_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB', 'paid');
    expect(res.status).toBe(404);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('still returns the shopper when the confirmation fails', async () => {
    onResult = jest.fn<Promise<void>, [Db, string]>(async () => {
      throw new Error('database hiccup');
    });
    const { ref, path } = await newPayment();
    const res = await choose(path, 'paid');
    expect(res.status).toBe(303);
    expect(await statusOf(ref)).toBe('paid');
  });
});

// That production mode has no sandbox at all: tests/security/mode-demo-doors.test.ts.
