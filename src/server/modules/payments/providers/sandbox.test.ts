import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { sandboxPayments } from '@/server/db/schema';
import { createTestDb } from '../../../../../tests/support/test-db';
import { AppError } from '../../../http/errors';
import { settleSandboxPayment } from '../sandbox/sandbox.repository';
import { comgateReturnUrl } from './comgate';
import { createSandboxProvider, newSandboxRef } from './sandbox';
import type { CreatePaymentInput } from './types';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

const input: CreatePaymentInput = {
  paymentId: 5, orderNumber: 'BT26100005', amountX100: 45_900, currency: 'CZK', email: 'eva@example.cz', locale: 'cs',
  method: 'card', returnUrl: 'https://cs.localhost/platba/comgate?ref=x', notifyUrl: 'https://cs.localhost/unused',
  label: 'Objednávka BT26100005', country: 'CZ',
};

describe('sandbox provider', () => {
  it('makes unguessable refs: sbx_ and 24 random bytes in base64url', () => {
    const refs = new Set(Array.from({ length: 200 }, newSandboxRef));
    expect(refs.size).toBe(200);
    for (const ref of refs) expect(ref).toMatch(/^sbx_[A-Za-z0-9_-]{32}$/);
  });

  it('stores a pending payment and sends the shopper to its hosted page', async () => {
    const created = new Date('2026-03-01T10:00:00Z');
    const provider = createSandboxProvider(handle.db, { baseUrl: 'https://cs.localhost/', clock: () => created });
    const { providerRef, next } = await provider.create(input);

    expect(next).toEqual({ kind: 'redirect', url: `https://cs.localhost/api/adonis/sandbox/pay/${providerRef}` });
    const [row] = await handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, providerRef));
    expect(row).toEqual({
      ref: providerRef, amountX100: 45_900, currency: 'CZK', label: 'Objednávka BT26100005',
      returnUrl: 'https://cs.localhost/platba/comgate?ref=x', status: 'pending', createdAt: created,
    });
  });

  it('fills the Comgate-style ${id} and ${refId} placeholders of the return URL', async () => {
    const provider = createSandboxProvider(handle.db, { baseUrl: 'https://cs.localhost' });
    const { providerRef } = await provider.create({ ...input, paymentId: 31, returnUrl: comgateReturnUrl('https://cs.localhost/platba/comgate') });
    const [row] = await handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, providerRef));
    expect(row.returnUrl).toBe(`https://cs.localhost/platba/comgate?id=${providerRef}&refId=31`);
  });

  it('answers status from its table', async () => {
    const provider = createSandboxProvider(handle.db, { baseUrl: 'https://de.localhost' });
    const { providerRef } = await provider.create({ ...input, currency: 'EUR', amountX100: 1_999 });
    expect(await provider.status(providerRef)).toEqual({ providerRef, status: 'pending', amountX100: 1_999, currency: 'EUR' });
    await settleSandboxPayment(handle.db, providerRef, 'paid');
    expect(await provider.status(providerRef)).toEqual({ providerRef, status: 'paid', amountX100: 1_999, currency: 'EUR' });
  });

  it('does not know a ref it never made', async () => {
    const provider = createSandboxProvider(handle.db, { baseUrl: 'https://cs.localhost' });
    await expect(provider.status('sbx_nope')).rejects.toEqual(expect.objectContaining({ code: 'NOT_FOUND' }));
    await expect(provider.status('sbx_nope')).rejects.toBeInstanceOf(AppError);
  });

  it('refuses a non-web return URL or a non-positive amount, storing nothing', async () => {
    const provider = createSandboxProvider(handle.db, { baseUrl: 'https://cs.localhost' });
    const before = (await handle.db.select().from(sandboxPayments)).length;
    await expect(provider.create({ ...input, returnUrl: 'javascript:alert(1)' })).rejects.toThrow('http(s)');
    await expect(provider.create({ ...input, amountX100: 0 })).rejects.toThrow('positive');
    expect((await handle.db.select().from(sandboxPayments)).length).toBe(before);
  });
});

describe('sandbox refund (demo only)', () => {
  const refundOf = (providerRef: string, amountX100: number, currency: 'CZK' | 'EUR' = 'CZK') => ({ providerRef, amountX100, currency, refundId: 3, idempotencyKey: 'refund-3-1' });

  it('accepts a refund of a paid sandbox payment up to its amount, and refuses the rest like a provider would', async () => {
    const provider = createSandboxProvider(handle.db, { baseUrl: 'https://cs.localhost' });
    const { providerRef } = await provider.create(input);
    await expect(provider.refund(refundOf(providerRef, 100))).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE', details: { status: 422 } });
    await settleSandboxPayment(handle.db, providerRef, 'paid');
    expect((await provider.refund(refundOf(providerRef, 45_900))).providerRef).toMatch(/^sbx_refund_3_/);
    await expect(provider.refund(refundOf(providerRef, 45_901))).rejects.toBeInstanceOf(AppError);
    await expect(provider.refund(refundOf(providerRef, 100, 'EUR'))).rejects.toBeInstanceOf(AppError);
    await expect(provider.refund(refundOf('sbx_unknown', 100))).rejects.toBeInstanceOf(AppError);
  });
});
