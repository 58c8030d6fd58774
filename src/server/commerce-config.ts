import { serverEnv, type ServerEnv } from './env';

/** The environment the API reads per app (mode, purchase path, trusted proxies); tests override parts of it through AppDeps.env. */
export type CommerceEnv = Pick<ServerEnv,
  | 'APP_MODE' | 'PORT' | 'CART_HOLD_MINUTES' | 'UNPAID_ORDER_MINUTES' | 'BANK_TRANSFER_DAYS' | 'PAYMENT_TIMEOUT_MS'
  | 'UNPAID_COPIES_PER_EMAIL' | 'UNPAID_COPIES_PER_IP' | 'UNPAID_COPIES_PER_DEVICE'
  | 'COMGATE_MERCHANT' | 'COMGATE_SECRET' | 'COMGATE_API_URL' | 'COMGATE_TEST'
  | 'ADYEN_API_KEY' | 'ADYEN_MERCHANT_ACCOUNT' | 'ADYEN_CLIENT_KEY' | 'ADYEN_HMAC_KEY' | 'ADYEN_ENVIRONMENT' | 'ADYEN_CHECKOUT_URL'
  | 'BANK_IBAN' | 'BANK_BIC' | 'BANK_ACCOUNT_NAME' | 'SMTP_URL' | 'MAIL_FROM' | 'NEXT_PUBLIC_PROTOCOL' | 'TRUSTED_PROXIES'
  | 'PACKETA_API_PASSWORD' | 'PACKETA_API_URL' | 'PACKETA_ESHOP' | 'CARRIER_TIMEOUT_MS'>;

export function commerceEnv(overrides: Partial<CommerceEnv> = {}): CommerceEnv {
  return { ...serverEnv(), ...overrides };
}
