import type { Locale } from '@/i18n/locales';
import type { NextStep } from '@/contracts/checkout';
import type { Db } from '../../../db/client';

export type ProviderName = 'comgate' | 'adyen' | 'sandbox';
/** What a provider says became of a payment, after we asked it ourselves. */
export type ProviderStatus = 'paid' | 'pending' | 'failed' | 'cancelled';

export interface CreatePaymentInput {
  /** Our payments.id; providers get it as their reference (refId / merchantReference). */
  paymentId: number;
  orderNumber: string;
  amountX100: number;
  currency: 'CZK' | 'EUR';
  email: string;
  locale: Locale;
  /** card / bank button (Comgate), or the Adyen drop-in. */
  method: 'card' | 'bank' | 'adyen';
  /** Absolute URL the shopper comes back to (our /payment/comgate or /payment/adyen page). */
  returnUrl: string;
  /** Absolute URL of our notification endpoint for this provider. */
  notifyUrl: string;
  /** Shown on the provider's page, e.g. "Order BT26100001". */
  label: string;
  /** ISO country of the storefront (Comgate `country`, Adyen `countryCode`). */
  country: string;
}

export interface CreatedPayment {
  /** The provider's id of the payment (Comgate transId, Adyen session id, sandbox ref). */
  providerRef: string;
  next: NextStep;
}

export interface VerifiedStatus {
  providerRef: string;
  status: ProviderStatus;
  /**
   * What the provider says was (to be) paid. Trust it for 'paid' only: Adyen's session-result call
   * knows no amount, so its non-paid answers carry 0 and ''.
   */
  amountX100: number;
  currency: string;
  /** The provider says the payment was simulated in its test mode (no money moved): never "paid" in production. */
  test?: boolean;
}

/** Extra facts some providers need to answer status(): Adyen's drop-in hands the browser a sessionResult. */
export interface StatusHint {
  sessionResult?: string;
}

/** Money back through the provider that took it (docs/adr/0024). */
export interface RefundInput {
  /** The payment's id at the provider (payments.provider_ref: Comgate transId, sandbox ref, Adyen session id). */
  providerRef: string;
  /** Adyen refunds the payment by its pspReference (from the AUTHORISATION webhook), not the session id. */
  pspReference?: string | null;
  amountX100: number;
  currency: 'CZK' | 'EUR';
  /** Our order_refunds.id: the refund's reference at the provider. */
  refundId: number;
  /** One per attempt: a provider that honours it (Adyen) never applies one attempt twice. */
  idempotencyKey: string;
}

export interface RefundResult {
  /** The provider's id of the refund, when it gives one (Comgate does not). */
  providerRef: string | null;
}

/** A payment provider as the payments service uses it. Every outgoing HTTP call has a timeout. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * True when the provider's signed webhook is itself the proof of payment (Adyen: HMAC-signed, and
   * it has no status call that could confirm it). Otherwise a notification is only a hint and
   * status() decides.
   */
  readonly webhookIsProof?: boolean;
  create(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Ask the provider for the truth about a payment (a notification alone never counts). */
  status(providerRef: string, hint?: StatusHint): Promise<VerifiedStatus>;
  /**
   * Sends money of a paid payment back (whole or part). Resolves when the provider accepted the
   * refund; rejects with PROVIDER_UNAVAILABLE (no answer, details.status absent) or with the
   * provider's refusal (details.status / details.code).
   */
  refund(input: RefundInput): Promise<RefundResult>;
}

/** Providers that keep state in our database (the sandbox) get the db per call. */
export type ProviderFactory = (db: Db) => PaymentProvider;
