// @pglite-smoke: claims, holds and the order's transaction (also run on the embedded PGlite; scripts/test-all.sh)
import { sql } from 'drizzle-orm';
import type { CheckoutResponse, QuoteResponse } from '@/contracts/checkout';
import type { PublicOrder } from '@/contracts/orders';
import { drainBackgroundWork } from '@/server/background';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createSeededApi } from '../support/seeded-api';
import { createShopper } from '../support/shopper';
import { createTestApi, type TestApi } from '../support/test-api';
import { addBody, checkoutAs, count, czechCheckout, idPool, inStockIds, orderByNumber } from '../support/purchase';

const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let take: (n: number) => number[];
const confirmed: number[] = [];

beforeAll(async () => {
  const seeded = await createSeededApi({ books: 400, seed: 9, now: NOW });
  handle = seeded.handle;
  api = createTestApi(handle, NOW, { onOrderConfirmed: async (_db, orderId) => void confirmed.push(orderId) });
  take = idPool(await inStockIds(handle, 300));
});
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});
beforeEach(() => api.setNow(NOW));

type Err = { error: { code: string; details?: { unavailable?: { productId: number }[]; reason?: string; totalX100?: number } } };

async function shopperWith(n: number, locale = 'cs') {
  const shopper = createShopper(api, locale);
  const ids = take(n);
  const res = await shopper.request('POST', '/api/adonis/v1/cart/items', addBody(ids));
  expect(res.status).toBe(200);
  return { shopper, ids };
}

const priceSum = async (ids: number[], column = 'price_czk_x100') =>
  count(handle, sql`select sum(${sql.raw(column)})::int as n from books where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);

describe('quote', () => {
  it('prices items, the pick-up point shipping and the total before the last step', async () => {
    const { shopper, ids } = await shopperWith(2);
    const items = await priceSum(ids);
    const res = await shopper.request<QuoteResponse>('POST', '/api/adonis/v1/cart/quote', {
      country: 'CZ', shipping: { method: 'packeta-pudo', pudoId: 'pkt-cz-1001' }, payment: { method: 'comgate-card' },
    });
    expect(res.status).toBe(200);
    const shipping = items >= 100000 ? 0 : 7900;
    expect(res.body).toMatchObject({ currency: 'CZK', itemsX100: items, shippingX100: shipping, paymentFeeX100: 0, discountX100: 0, totalX100: items + shipping, voucher: null, walletBalanceX100: null });
  });

  it('adds the cash-on-delivery fee and reports an unknown voucher without failing', async () => {
    const { shopper } = await shopperWith(1);
    const res = await shopper.request<QuoteResponse>('POST', '/api/adonis/v1/cart/quote', {
      country: 'CZ', shipping: { method: 'packeta-pudo', pudoId: 'pkt-cz-1001' }, payment: { method: 'cash-on-delivery' }, voucherCode: 'NOPE-NOPE',
    });
    expect(res.body.paymentFeeX100).toBe(2900);
    expect(res.body.voucher).toMatchObject({ valid: false, reason: 'unknown' });
  });

  it('refuses an empty cart and a method the storefront lacks; a point is needed only to check out', async () => {
    const empty = await createShopper(api).request<Err>('POST', '/api/adonis/v1/cart/quote', { country: 'CZ', shipping: { method: 'packeta-pudo' }, payment: { method: 'comgate-card' } });
    expect([empty.status, empty.body.error.code]).toEqual([422, 'CART_EMPTY']);
    const { shopper } = await shopperWith(1);
    const adyen = await shopper.request<Err>('POST', '/api/adonis/v1/cart/quote', { country: 'CZ', shipping: { method: 'packeta-pudo', pudoId: 'pkt-cz-1001' }, payment: { method: 'adyen' } });
    expect([adyen.status, adyen.body.error.code]).toEqual([422, 'PAYMENT_METHOD_UNAVAILABLE']);
    // the quote prices a pick-up method before its point is chosen; the checkout needs the point
    const noPoint = await shopper.request<QuoteResponse>('POST', '/api/adonis/v1/cart/quote', { country: 'CZ', shipping: { method: 'packeta-pudo' }, payment: { method: 'comgate-card' } });
    expect(noPoint.status).toBe(200);
    const noPointCheckout = await checkoutAs<Err>(shopper, czechCheckout({ shipping: { method: 'packeta-pudo' } }));
    expect([noPointCheckout.status, noPointCheckout.body.error.code]).toEqual([422, 'PUDO_REQUIRED']);
  });
});

describe('checkout with the sandbox card payment (demo mode)', () => {
  it('creates the order, claims the copies, empties the cart and sends the browser to the hosted page', async () => {
    const { shopper, ids } = await shopperWith(2);
    const res = await checkoutAs<CheckoutResponse>(shopper, czechCheckout());
    expect(res.status).toBe(201);
    expect(res.body.orderNumber).toMatch(/^BT26\d{6}$/);
    expect(res.body.next).toMatchObject({ kind: 'redirect', url: expect.stringMatching(/^http:\/\/cs\.localhost(:\d+)?\/api\/adonis\/sandbox\/pay\/sbx_/) });
    const order = await orderByNumber(handle, res.body.orderNumber);
    expect(order.state).toBe('awaiting_payment');
    expect(order.total_x100).toBe(order.items_x100 + order.shipping_x100);
    expect(order.items_x100).toBe(await priceSum(ids));
    expect(await count(handle, sql`select count(*) as n from book_claims where order_id = ${order.id}`)).toBe(2);
    const cart = await shopper.request<{ items: unknown[] }>('GET', '/api/adonis/v1/cart/data');
    expect(cart.body.items).toEqual([]);
    // nobody else can put those copies in a cart now
    const other = await createShopper(api).request('POST', '/api/adonis/v1/cart/items', addBody([ids[0]!]));
    expect(other.status).toBe(409);

    // the shopper pays on the sandbox page and comes back
    const ref = (res.body.next as { url: string }).url.split('/').pop()!;
    const page = await api.app.request(`/api/adonis/sandbox/pay/${ref}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/sandbox/i);
    const paid = await api.app.request(`/api/adonis/sandbox/pay/${ref}`, { method: 'POST', body: new URLSearchParams({ result: 'paid' }) });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/platba\/comgate\?id=sbx_/);
    const back = await shopper.request<{ result: string; paymentCode: string }>('GET', `/api/adonis/v1/payments/return?provider=comgate&ref=${ref}`);
    expect(back.body).toEqual({ result: 'paid', paymentCode: order.public_code });
    expect((await orderByNumber(handle, res.body.orderNumber)).state).toBe('paid');
    expect(await count(handle, sql`select count(*) as n from books where id in (${ids[0]!}, ${ids[1]!}) and state = 'sold'`)).toBe(2);
    await drainBackgroundWork();
    expect(confirmed.filter((id) => id === order.id)).toHaveLength(1);
  });

  it('a failed payment leaves the order payable; the retry from the pay page pays it', async () => {
    const { shopper } = await shopperWith(1);
    const res = await checkoutAs<CheckoutResponse>(shopper, czechCheckout());
    const ref = (res.body.next as { url: string }).url.split('/').pop()!;
    await api.app.request(`/api/adonis/sandbox/pay/${ref}`, { method: 'POST', body: new URLSearchParams({ result: 'failed' }) });
    const back = await shopper.request<{ result: string; paymentCode: string }>('GET', `/api/adonis/v1/payments/return?provider=comgate&ref=${ref}`);
    expect(back.body.result).toBe('failed');
    const view = await shopper.request<PublicOrder>('GET', `/api/adonis/v1/orders/by-code/${back.body.paymentCode}`);
    expect(view.body).toMatchObject({ state: 'awaiting_payment', canPay: true, canCancel: true, lastPayment: { state: 'failed' } });
    const retry = await shopper.request<{ next: { kind: string; url: string } }>('POST', `/api/adonis/v1/orders/by-code/${back.body.paymentCode}/pay`, { method: 'comgate-bank' });
    expect(retry.body.next.kind).toBe('redirect');
    const ref2 = retry.body.next.url.split('/').pop()!;
    await api.app.request(`/api/adonis/sandbox/pay/${ref2}`, { method: 'POST', body: new URLSearchParams({ result: 'paid' }) });
    const after = await shopper.request<PublicOrder>('GET', `/api/adonis/v1/orders/by-code/${back.body.paymentCode}`);
    expect(after.body).toMatchObject({ state: 'paid', canPay: false, canCancel: false, canExtend: true });
  });

  /** The one-click confirmation an order from an unverified address waits for (docs/adr/0012). */
  async function confirmByMail(shopper: ReturnType<typeof createShopper>, orderNumber: string) {
    const { id } = await orderByNumber(handle, orderNumber);
    const [mail] = await queryRows<{ text_body: string }>(handle.db, sql`select text_body from mail_outbox where order_id = ${id} and kind = 'order-confirm-request'`);
    const token = mail!.text_body.match(/[?&]token=([A-Za-z0-9_-]{43})/)![1]!;
    const res = await shopper.request('POST', '/api/adonis/v1/orders/confirm', { token });
    expect(res.status).toBe(200);
  }

  it('bank transfer: pay page with a SPAYD QR in CZK, EPC in EUR; once confirmed by e-mail the order waits days', async () => {
    const { shopper } = await shopperWith(1);
    const res = await checkoutAs<CheckoutResponse>(shopper, czechCheckout({ payment: { method: 'bank-transfer' } }));
    expect(res.body.next).toEqual({ kind: 'pay_page' });
    const view = await shopper.request<PublicOrder>('GET', `/api/adonis/v1/orders/by-code/${res.body.paymentCode}`);
    expect(view.body.bankTransfer?.qrPayload).toMatch(/^SPD\*1\.0\*ACC:CZ\d+/);
    expect(view.body.bankTransfer?.qrPayload).toContain(`AM:${(res.body.totalX100 / 100).toFixed(2)}`);
    expect(view.body.bankTransfer?.qrSvg).toMatch(/^<svg|<\?xml/);
    // A guest's address is not proven: a cart hold until the e-mailed link is clicked (issue 11), then days.
    expect(view.body.awaitingConfirmation).toBe(true);
    expect(new Date(view.body.expiresAt!).getTime() - NOW.getTime()).toBe(20 * 60_000);
    await confirmByMail(shopper, res.body.orderNumber);
    const confirmedView = await shopper.request<PublicOrder>('GET', `/api/adonis/v1/orders/by-code/${res.body.paymentCode}`);
    expect(confirmedView.body.awaitingConfirmation).toBe(false);
    expect(new Date(confirmedView.body.expiresAt!).getTime() - NOW.getTime()).toBe(5 * 86_400_000);

    const { shopper: slovak } = await shopperWith(1, 'sk');
    const sk = await checkoutAs<CheckoutResponse>(slovak, czechCheckout({ country: 'SK', shipping: { method: 'packeta-home' }, address: { street: 'Obchodná 12', city: 'Bratislava', zip: '811 06', country: 'SK' }, payment: { method: 'bank-transfer' } }));
    expect(sk.status).toBe(201);
    const skView = await slovak.request<PublicOrder>('GET', `/api/adonis/v1/orders/by-code/${sk.body.paymentCode}`);
    expect(skView.body.currency).toBe('EUR');
    expect(skView.body.bankTransfer?.qrPayload.split('\n').slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
  });

  it('cash on delivery: confirmed by the e-mailed link with the fee, copies sold, thank-you next', async () => {
    const { shopper, ids } = await shopperWith(1);
    const res = await checkoutAs<CheckoutResponse>(shopper, czechCheckout({ payment: { method: 'cash-on-delivery' } }));
    expect(res.body.next).toEqual({ kind: 'thank_you' });
    const order = await orderByNumber(handle, res.body.orderNumber);
    expect(order.state).toBe('new');
    expect(order.total_x100 - order.items_x100 - order.shipping_x100).toBe(2900);
    // A guest's address is not proven yet (issue 11): held, not sold, no order confirmation before the click.
    expect(await count(handle, sql`select count(*) as n from books where id = ${ids[0]!} and state = 'sold'`)).toBe(0);
    await drainBackgroundWork();
    expect(confirmed).not.toContain(order.id);
    await confirmByMail(shopper, res.body.orderNumber);
    expect(await count(handle, sql`select count(*) as n from books where id = ${ids[0]!} and state = 'sold'`)).toBe(1);
    await drainBackgroundWork();
    expect(confirmed).toContain(order.id);
  });

  it('home delivery needs an address in the destination country', async () => {
    const { shopper } = await shopperWith(1);
    const none = await checkoutAs<Err>(shopper, czechCheckout({ shipping: { method: 'gls-home' } }));
    expect([none.status, none.body.error.code]).toEqual([422, 'ADDRESS_REQUIRED']);
    const elsewhere = await checkoutAs<Err>(shopper, czechCheckout({ shipping: { method: 'gls-home' }, address: { street: 'Hlavná 1', city: 'Košice', zip: '040 01', country: 'SK' } }));
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([422, 'ADDRESS_REQUIRED']);
    const ok = await checkoutAs<CheckoutResponse>(shopper, czechCheckout({ shipping: { method: 'gls-home' }, address: { street: 'Dlouhá 5', city: 'Praha', zip: '110 00', country: 'CZ' } }));
    expect(ok.status).toBe(201);
  });

  it('refuses a stale total with TOTAL_CHANGED and changes nothing', async () => {
    const { shopper } = await shopperWith(1);
    const res = await checkoutAs<Err>(shopper, czechCheckout({ expectedTotalX100: 1 }));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('TOTAL_CHANGED');
    expect(res.body.error.details?.totalX100).toBeGreaterThan(1);
    const cart = await shopper.request<{ items: unknown[] }>('GET', '/api/adonis/v1/cart/data');
    expect(cart.body.items).toHaveLength(1);
  });

  it('bad input is a 4xx with a stable code and writes nothing', async () => {
    const { shopper } = await shopperWith(1);
    const before = await count(handle, sql`select count(*) as n from orders`);
    const noKey = await shopper.request<Err>('POST', '/api/adonis/v1/cart/checkout', czechCheckout());
    expect([noKey.status, noKey.body.error.code]).toEqual([400, 'IDEMPOTENCY_KEY_MISSING']);
    for (const body of [{}, czechCheckout({ contact: { email: 'not-an-email', name: 'X Y', phone: '+420602123456' } }), czechCheckout({ acceptTerms: false as never }), czechCheckout({ contact: { email: 'a@b.cz', name: 'Ab', phone: '602' } })]) {
      const res = await checkoutAs<Err>(shopper, body);
      expect([res.status, res.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const unknownMethod = await checkoutAs<Err>(shopper, czechCheckout({ shipping: { method: 'teleport' } }));
    expect([unknownMethod.status, unknownMethod.body.error.code]).toEqual([422, 'SHIPPING_UNAVAILABLE']);
    expect(await count(handle, sql`select count(*) as n from orders`)).toBe(before);
  });
});

describe('vouchers and wallet', () => {
  beforeAll(async () => {
    await handle.db.execute(sql`insert into vouchers (code, effect, percent, amount_czk_x100, amount_eur_x100, max_uses_total, used_count)
      values ('TEST10', 'percent', 10, null, null, null, 0), ('SHIPFREE', 'free_shipping', null, null, null, null, 0), ('GONE', 'fixed', null, 5000, 200, 1, 1)`);
  });

  it('a percentage voucher lowers the total and counts one use', async () => {
    const { shopper, ids } = await shopperWith(1);
    const items = await priceSum(ids);
    const res = await checkoutAs<CheckoutResponse>(shopper, czechCheckout({ voucherCode: 'test10' }));
    expect(res.status).toBe(201);
    const order = await orderByNumber(handle, res.body.orderNumber);
    expect(order.total_x100).toBe(items - Math.round(items / 10) + order.shipping_x100);
    expect(await count(handle, sql`select used_count as n from vouchers where code = 'TEST10'`)).toBe(1);
  });

  it('free shipping and a used-up voucher', async () => {
    const { shopper } = await shopperWith(1);
    const quoted = await shopper.request<QuoteResponse>('POST', '/api/adonis/v1/cart/quote', { ...czechCheckout({ voucherCode: 'SHIPFREE' }), contact: undefined, acceptTerms: undefined });
    expect(quoted.body.shippingX100).toBe(0);
    const gone = await checkoutAs<Err>(shopper, czechCheckout({ voucherCode: 'GONE' }));
    expect([gone.status, gone.body.error.code, gone.body.error.details?.reason]).toEqual([422, 'VOUCHER_INVALID', 'used_up']);
  });

  it('wallet credit needs a login and pays part of the order; cancelling gives it back', async () => {
    const { shopper } = await shopperWith(1);
    const anonymous = await checkoutAs<Err>(shopper, czechCheckout({ walletX100: 100 }));
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'NOT_LOGGED_IN']);

    const { createSession } = await import('@/server/modules/customers/session');
    const [customer] = (await handle.db.execute(sql`insert into customers (email, name) values ('wallet@example.cz', 'Petr Peněženka') returning id`) as unknown as { rows: { id: number }[] }).rows;
    const customerId = Number(customer!.id);
    await handle.db.execute(sql`insert into wallet_entries (customer_id, currency, amount_x100, reason) values (${customerId}, 'CZK', 5000, 'sold books payout')`);
    const member = createShopper(api);
    member.cookies.set('bt_session', await createSession(handle.db, customerId, NOW));
    await member.request('POST', '/api/adonis/v1/cart/items', addBody(take(1)));
    const quote = await member.request<QuoteResponse>('POST', '/api/adonis/v1/cart/quote', { ...czechCheckout({ walletX100: 999999 }), contact: undefined, acceptTerms: undefined });
    expect(quote.body).toMatchObject({ walletBalanceX100: 5000, walletX100: 5000 });
    const res = await checkoutAs<CheckoutResponse>(member, czechCheckout({ walletX100: 999999 }));
    expect(res.status).toBe(201);
    expect(await count(handle, sql`select sum(amount_x100) as n from wallet_entries where customer_id = ${customerId}`)).toBe(0);
    const cancelled = await member.request<PublicOrder>('PUT', `/api/adonis/v1/orders/by-code/${res.body.paymentCode}/cancel`);
    expect(cancelled.body.state).toBe('cancelled');
    expect(await count(handle, sql`select sum(amount_x100) as n from wallet_entries where customer_id = ${customerId}`)).toBe(5000);
  });
});

describe('cancel and extend', () => {
  it('cancelling an unpaid order frees its copies at once; a paid order cannot be cancelled', async () => {
    const { shopper, ids } = await shopperWith(1);
    const res = await checkoutAs<CheckoutResponse>(shopper, czechCheckout({ payment: { method: 'bank-transfer' } }));
    const cancel = await shopper.request<PublicOrder>('PUT', `/api/adonis/v1/orders/by-code/${res.body.paymentCode}/cancel`);
    expect(cancel.body).toMatchObject({ state: 'cancelled', canPay: false, canCancel: false });
    expect((await createShopper(api).request('POST', '/api/adonis/v1/cart/items', addBody(ids))).status).toBe(200);
    const again = await shopper.request<Err>('PUT', `/api/adonis/v1/orders/by-code/${res.body.paymentCode}/cancel`);
    expect([again.status, again.body.error.code]).toEqual([409, 'ORDER_NOT_CANCELLABLE']);
    const unknown = await shopper.request<Err>('GET', '/api/adonis/v1/orders/by-code/NoSuchCode123');
    expect(unknown.status).toBe(404);
  });

  it('extends an open order with the cart: no second shipping fee, one shipment', async () => {
    const { shopper } = await shopperWith(1);
    const first = await checkoutAs<CheckoutResponse>(shopper, czechCheckout({ payment: { method: 'bank-transfer' } }));
    const more = take(2);
    await shopper.request('POST', '/api/adonis/v1/cart/items', addBody(more));
    const ext = await shopper.request<CheckoutResponse>('PUT', `/api/adonis/v1/orders/by-code/${first.body.paymentCode}/extend`, { paymentMethod: 'bank-transfer' }, { 'idempotency-key': 'extend-key-0001' });
    expect(ext.status).toBe(201);
    const order = await orderByNumber(handle, ext.body.orderNumber);
    expect(order.shipping_x100).toBe(0);
    expect(order.total_x100).toBe(await priceSum(more));
    const view = await shopper.request<PublicOrder>('GET', `/api/adonis/v1/orders/by-code/${ext.body.paymentCode}`);
    expect(view.body).toMatchObject({ parentNumber: first.body.orderNumber, canExtend: false, lines: expect.arrayContaining([expect.objectContaining({ 'bookId': more[0] })]) });
  });
});

describe('extend: only before the order is packed', () => {
  it('refuses a packed, a cancelled and an extension order with 409 ORDER_NOT_EXTENDABLE and keeps the cart', async () => {
    const { shopper } = await shopperWith(1);
    const first = await checkoutAs<CheckoutResponse>(shopper, czechCheckout({ payment: { method: 'cash-on-delivery' } }));
    expect(first.status).toBe(201);
    const more = take(1);
    await shopper.request('POST', '/api/adonis/v1/cart/items', addBody(more));
    const ext = await shopper.request<CheckoutResponse>('PUT', `/api/adonis/v1/orders/by-code/${first.body.paymentCode}/extend`, { paymentMethod: 'cash-on-delivery' }, { 'idempotency-key': 'extend-packed-01' });
    expect(ext.status).toBe(201);
    expect((await orderByNumber(handle, ext.body.orderNumber)).shipping_x100).toBe(0);

    const later = take(1);
    await shopper.request('POST', '/api/adonis/v1/cart/items', addBody(later));
    const ofExtension = await shopper.request<Err>('PUT', `/api/adonis/v1/orders/by-code/${ext.body.paymentCode}/extend`, { paymentMethod: 'cash-on-delivery' }, { 'idempotency-key': 'extend-packed-02' });
    expect([ofExtension.status, ofExtension.body.error.code]).toEqual([409, 'ORDER_NOT_EXTENDABLE']);

    await handle.db.execute(sql`update orders set state = 'packed' where number = ${first.body.orderNumber}`);
    const before = await count(handle, sql`select count(*) as n from orders`);
    const packed = await shopper.request<Err>('PUT', `/api/adonis/v1/orders/by-code/${first.body.paymentCode}/extend`, { paymentMethod: 'cash-on-delivery' }, { 'idempotency-key': 'extend-packed-03' });
    expect([packed.status, packed.body.error.code]).toEqual([409, 'ORDER_NOT_EXTENDABLE']);
    expect(await count(handle, sql`select count(*) as n from orders`)).toBe(before);
    const cart = await shopper.request<{ items: { productId: number }[] }>('GET', '/api/adonis/v1/cart/data');
    expect(cart.body.items.map((i) => i.productId)).toEqual(later);

    const { shopper: other } = await shopperWith(1);
    const unpaid = await checkoutAs<CheckoutResponse>(other, czechCheckout({ payment: { method: 'bank-transfer' } }));
    await other.request('PUT', `/api/adonis/v1/orders/by-code/${unpaid.body.paymentCode}/cancel`);
    await other.request('POST', '/api/adonis/v1/cart/items', addBody(take(1)));
    const cancelled = await other.request<Err>('PUT', `/api/adonis/v1/orders/by-code/${unpaid.body.paymentCode}/extend`, { paymentMethod: 'bank-transfer' }, { 'idempotency-key': 'extend-packed-04' });
    expect([cancelled.status, cancelled.body.error.code]).toEqual([409, 'ORDER_NOT_EXTENDABLE']);
  });
});

describe('POST orders (copies named in the request)', () => {
  const order = (shopper: ReturnType<typeof createShopper>, ids: number[], change: Partial<Parameters<typeof czechCheckout>[0]> = {}, key: string = crypto.randomUUID()) =>
    shopper.request<CheckoutResponse & Err>('POST', '/api/adonis/v1/orders', { ...czechCheckout({ payment: { method: 'bank-transfer' }, ...change }), items: addBody(ids).requests }, { 'idempotency-key': key });

  it('orders free copies without a cart: lines at the price paid, copies claimed, totals add up', async () => {
    const ids = take(2);
    const shopper = createShopper(api);
    const res = await order(shopper, ids);
    expect(res.status).toBe(201);
    expect(res.body.next).toEqual({ kind: 'pay_page' });
    const row = await orderByNumber(handle, res.body.orderNumber);
    expect(row.state).toBe('awaiting_payment');
    expect(row.items_x100).toBe(await priceSum(ids));
    expect(row.total_x100).toBe(row.items_x100 + row.shipping_x100);
    expect(await count(handle, sql`select count(*) as n from order_lines where order_id = ${row.id} and active`)).toBe(2);
    expect(await count(handle, sql`select count(*) as n from book_claims where order_id = ${row.id}`)).toBe(2);
    // nobody else can hold or order them now
    expect((await createShopper(api).request('POST', '/api/adonis/v1/cart/items', addBody([ids[0]!]))).status).toBe(409);
    const late = await order(createShopper(api), [ids[1]!]);
    expect([late.status, late.body.error.code, late.body.error.details?.unavailable]).toEqual([409, 'BOOK_NOT_AVAILABLE', [{ productId: ids[1], reason: 'sold' }]]);
  });

  it('a copy held by the caller’s own cart is theirs to order and leaves the cart; another cart’s hold is 409 and nothing is written', async () => {
    const { shopper, ids: [mine, kept] } = await shopperWith(2);
    const res = await order(shopper, [mine!]);
    expect(res.status).toBe(201);
    const cart = await shopper.request<{ items: { productId: number }[] }>('GET', '/api/adonis/v1/cart/data');
    expect(cart.body.items.map((i) => i.productId)).toEqual([kept]);

    const before = await count(handle, sql`select count(*) as n from orders`);
    const [free] = take(1) as [number];
    const stranger = await order(createShopper(api), [free, kept!, 999_999_999]);
    expect(stranger.status).toBe(409);
    expect(stranger.body.error.details?.unavailable).toEqual([{ productId: 999_999_999, reason: 'not_found' }, { productId: kept, reason: 'held' }]);
    expect(await count(handle, sql`select count(*) as n from orders`)).toBe(before);
    expect(await count(handle, sql`select count(*) as n from book_claims where book_id = ${free}`)).toBe(0);
  });

  it('the same Idempotency-Key ten times at once makes one order; the same key with other copies is 422', async () => {
    const ids = take(1);
    const shopper = createShopper(api);
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => order(shopper, ids, {}, key)));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(9).fill(200), 201]);
    expect(new Set(results.map((r) => r.body.orderNumber)).size).toBe(1);
    const other = await order(shopper, take(1), {}, key);
    expect([other.status, other.body.error.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('bad input is a 4xx with a stable code and writes nothing', async () => {
    const shopper = createShopper(api);
    const [id] = take(1) as [number];
    const before = await count(handle, sql`select count(*) as n from orders`);
    const noKey = await shopper.request<Err>('POST', '/api/adonis/v1/orders', { ...czechCheckout(), items: addBody([id]).requests });
    expect([noKey.status, noKey.body.error.code]).toEqual([400, 'IDEMPOTENCY_KEY_MISSING']);
    for (const items of [[], [{ type: 'voucher', productId: id }], [{ type: 'book', productId: -1 }], undefined]) {
      const res = await shopper.request<Err>('POST', '/api/adonis/v1/orders', { ...czechCheckout(), items }, { 'idempotency-key': crypto.randomUUID() });
      expect([res.status, res.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const noPoint = await order(shopper, [id], { shipping: { method: 'packeta-pudo' } });
    expect([noPoint.status, noPoint.body.error.code]).toEqual([422, 'PUDO_REQUIRED']);
    const noXsrf = await api.send('POST', '/api/adonis/v1/orders', { ...czechCheckout(), items: addBody([id]).requests }, { cookie: '', 'x-xsrf-token': '', 'idempotency-key': crypto.randomUUID() });
    expect(noXsrf.status).toBe(403);
    expect(await count(handle, sql`select count(*) as n from orders`)).toBe(before);
    expect(await count(handle, sql`select count(*) as n from book_claims where book_id = ${id}`)).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents the purchase path', async () => {
    const doc = (await (await api.get('/api/adonis/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const path of ['/api/adonis/v1/cart/data', '/api/adonis/v1/cart/items', '/api/adonis/v1/cart/checkout', '/api/adonis/v1/cart/quote',
      '/api/adonis/v1/orders/by-code/{paymentCode}', '/api/adonis/v1/orders/by-code/{paymentCode}/pay', '/api/adonis/v1/orders/by-code/{paymentCode}/cancel',
      '/api/adonis/v1/orders/by-code/{paymentCode}/extend', '/api/adonis/v1/payments/return', '/api/adonis/v1/cart', '/api/adonis/v1/cart/items/book/{id}',
      '/api/adonis/v1/orders', '/api/adonis/v1/payments/webhooks/comgate', '/api/adonis/v1/payments/webhooks/adyen',
      '/api/adonis/v1/vouchers/validate', '/api/adonis/v1/vouchers/applied', '/api/adonis/v1/vouchers/find-auto-assignable',
      '/api/adonis/v1/shipping/options', '/api/adonis/v1/shipping/carrier-prices', '/api/adonis/v1/destination-countries', '/api/adonis/v1/pudo-locations',
      '/api/adonis/v1/books/by-book-ids', '/api/adonis/v1/books/{id}/upsell']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const methods = (path: string) => Object.keys(doc.paths[`/api/adonis/v1${path}`] as object).sort();
    expect(methods('/cart')).toEqual(['delete']);
    expect(methods('/cart/items/book/{id}')).toEqual(['delete', 'put']);
    expect(methods('/orders')).toEqual(['post']);
    expect(methods('/payments/webhooks/comgate')).toEqual(['post']);
    expect(methods('/payments/webhooks/adyen')).toEqual(['post']);
  });
});
