import type { CheckoutPaymentMethod } from '@/contracts/checkout';
import type { Db } from '../../db/client';
import type { ServerEnv } from '../../env';
import { createAdyenProvider } from './providers/adyen';
import { createComgateProvider } from './providers/comgate';
import type { FetchLike } from './providers/http';
import { createSandboxProvider } from './providers/sandbox';
import type { PaymentProvider, ProviderName } from './providers/types';

/** The part of the server environment that decides which provider takes a payment. */
export type PaymentEnv = Pick<ServerEnv,
  | 'APP_MODE' | 'PAYMENT_TIMEOUT_MS'
  | 'COMGATE_MERCHANT' | 'COMGATE_SECRET' | 'COMGATE_API_URL' | 'COMGATE_TEST'
  | 'ADYEN_API_KEY' | 'ADYEN_MERCHANT_ACCOUNT' | 'ADYEN_CLIENT_KEY' | 'ADYEN_ENVIRONMENT' | 'ADYEN_CHECKOUT_URL'>;

export interface ProviderContext {
  env: PaymentEnv;
  db: Db;
  /** Origin the shopper's browser uses, e.g. https://cs.localhost (the sandbox page lives under it). */
  baseUrl: string;
  fetch?: FetchLike;
}

export type ProviderMethod = 'card' | 'bank' | 'adyen';

export interface SelectedProvider {
  provider: PaymentProvider;
  providerMethod: ProviderMethod;
}

/** The local sandbox provider and its page exist in demo mode only. */
export function isSandboxEnabled(env: Pick<ServerEnv, 'APP_MODE'>): boolean {
  return env.APP_MODE === 'demo';
}

export function isComgateConfigured(env: PaymentEnv): boolean {
  return Boolean(env.COMGATE_MERCHANT && env.COMGATE_SECRET);
}

export function isAdyenConfigured(env: PaymentEnv): boolean {
  return Boolean(env.ADYEN_API_KEY && env.ADYEN_MERCHANT_ACCOUNT && env.ADYEN_CLIENT_KEY);
}

function comgate(ctx: ProviderContext): PaymentProvider {
  return createComgateProvider({
    merchant: ctx.env.COMGATE_MERCHANT ?? '',
    secret: ctx.env.COMGATE_SECRET ?? '',
    apiUrl: ctx.env.COMGATE_API_URL,
    test: ctx.env.COMGATE_TEST === 'true',
    timeoutMs: ctx.env.PAYMENT_TIMEOUT_MS,
    fetch: ctx.fetch,
  });
}

function adyen(ctx: ProviderContext): PaymentProvider {
  return createAdyenProvider({
    apiKey: ctx.env.ADYEN_API_KEY ?? '',
    merchantAccount: ctx.env.ADYEN_MERCHANT_ACCOUNT ?? '',
    clientKey: ctx.env.ADYEN_CLIENT_KEY ?? '',
    environment: ctx.env.ADYEN_ENVIRONMENT,
    checkoutUrl: ctx.env.ADYEN_CHECKOUT_URL,
    timeoutMs: ctx.env.PAYMENT_TIMEOUT_MS,
    fetch: ctx.fetch,
  });
}

const sandbox = (ctx: ProviderContext) => createSandboxProvider(ctx.db, { baseUrl: ctx.baseUrl });

/**
 * Which provider takes a checkout payment method: the real one when its credentials are set,
 * otherwise the sandbox in demo mode, otherwise none (null: the method is unavailable). Bank
 * transfer and cash on delivery need no provider.
 */
export function selectProvider(method: CheckoutPaymentMethod, ctx: ProviderContext): SelectedProvider | null {
  switch (method) {
    case 'comgate-card':
    case 'comgate-bank': {
      const providerMethod = method === 'comgate-card' ? 'card' : 'bank';
      if (isComgateConfigured(ctx.env)) return { provider: comgate(ctx), providerMethod };
      return isSandboxEnabled(ctx.env) ? { provider: sandbox(ctx), providerMethod } : null;
    }
    case 'adyen':
      if (isAdyenConfigured(ctx.env)) return { provider: adyen(ctx), providerMethod: 'adyen' };
      return isSandboxEnabled(ctx.env) ? { provider: sandbox(ctx), providerMethod: 'adyen' } : null;
    case 'bank-transfer':
    case 'cash-on-delivery':
      return null;
  }
}

/**
 * The provider that holds an existing payment (payments.provider), for return pages, webhooks and
 * status checks; null when it is not configured (or, for the sandbox, outside demo mode).
 */
export function providerByName(name: ProviderName, ctx: ProviderContext): PaymentProvider | null {
  switch (name) {
    case 'comgate':
      return isComgateConfigured(ctx.env) ? comgate(ctx) : null;
    case 'adyen':
      return isAdyenConfigured(ctx.env) ? adyen(ctx) : null;
    case 'sandbox':
      return isSandboxEnabled(ctx.env) ? sandbox(ctx) : null;
  }
}
