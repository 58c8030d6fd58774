import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/errors';
import { isWebUrl } from './http';
import type { CreatedPayment, CreatePaymentInput, PaymentProvider, RefundInput, RefundResult, VerifiedStatus } from './types';
import { findSandboxPayment, insertSandboxPayment } from '../sandbox/sandbox.repository';

export interface SandboxOptions {
  /** Origin the shopper's browser reaches the API on, e.g. https://cs.localhost (no /api). */
  baseUrl: string;
  clock?: () => Date;
}

export const SANDBOX_PAY_PATH = '/api/adonis/sandbox/pay';

/** `sbx_` + 24 random bytes: the ref alone authorises paying, so it must not be guessable. */
export function newSandboxRef(): string {
  return `sbx_${randomBytes(24).toString('base64url')}`;
}

/**
 * Like Comgate, the sandbox fills the literal placeholders `${id}` (its ref) and `${refId}` (our
 * payment id) in the return URL, so one return URL (comgateReturnUrl) serves both; the ref is not
 * known before create(), so the caller could not put it there itself.
 */
export function fillReturnPlaceholders(returnUrl: string, ref: string, paymentId: number): string {
  return returnUrl.replaceAll('${id}', encodeURIComponent(ref)).replaceAll('${refId}', encodeURIComponent(String(paymentId)));
}

/**
 * The demo's payment provider: a hosted payment page of our own (sandbox.routes.ts) where the
 * shopper picks success, failure or cancel. It keeps its state in `sandbox_payments`, answers
 * status() from there, and is only ever selected in demo mode (select-provider.ts).
 */
export function createSandboxProvider(db: Db, options: SandboxOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.clock ?? (() => new Date());
  return {
    name: 'sandbox',

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (!isWebUrl(input.returnUrl)) throw new Error('Sandbox return URL must be an http(s) URL');
      if (!Number.isSafeInteger(input.amountX100) || input.amountX100 <= 0) throw new Error('Sandbox amount must be a positive integer');
      const ref = newSandboxRef();
      await insertSandboxPayment(db, {
        ref, amountX100: input.amountX100, currency: input.currency, label: input.label,
        returnUrl: fillReturnPlaceholders(input.returnUrl, ref, input.paymentId), createdAt: now(),
      });
      return { providerRef: ref, next: { kind: 'redirect', url: `${base}${SANDBOX_PAY_PATH}/${ref}` } };
    },

    async status(providerRef: string): Promise<VerifiedStatus> {
      const row = await findSandboxPayment(db, providerRef);
      if (!row) throw new AppError('NOT_FOUND', 'Sandbox payment not found');
      return { providerRef, status: row.status, amountX100: row.amountX100, currency: row.currency };
    },

    /**
     * The demo's refund: accepted when the sandbox payment was paid, in its currency, for at most its
     * amount (no money moves; the refunds desk records it as for a real provider). Refused with the
     * same details a real provider's refusal carries.
     */
    async refund(input: RefundInput): Promise<RefundResult> {
      const row = await findSandboxPayment(db, input.providerRef);
      if (!row || row.status !== 'paid' || row.currency !== input.currency || input.amountX100 > row.amountX100) {
        throw new AppError('PROVIDER_UNAVAILABLE', 'The sandbox refuses this refund', { status: 422, code: row ? `payment ${row.status}` : 'unknown payment' });
      }
      return { providerRef: `sbx_refund_${input.refundId}_${randomBytes(6).toString('base64url')}` };
    },
  };
}
