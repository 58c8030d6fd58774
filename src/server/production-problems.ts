import { LOCALE_LABELS, LOCALES, isLocalDomain, parseDomainOverrides, type Locale } from '@/i18n/locales';
import type { ServerEnv } from './env';

/** The demo's bank account (.env.example and the env default): money sent there never reaches the shop. */
export const EXAMPLE_BANK_IBAN = 'CZ6508000000192000145399';

type Env = Omit<ServerEnv, 'INTERNAL_API_BASE_URL'> & { INTERNAL_API_BASE_URL?: string };

const set = (value: string | undefined) => value !== undefined && value !== '';

/** Credentials that only work together: some set and some missing is a broken provider, not an absent one. */
function partial(env: Env, label: string, names: readonly (keyof Env)[]): string | null {
  const missing = names.filter((name) => !set(env[name] as string | undefined));
  if (missing.length === 0 || missing.length === names.length) return null;
  return `${missing.join(', ')}: missing while ${names.filter((n) => !missing.includes(n)).join(', ')} ${names.length - missing.length === 1 ? 'is' : 'are'} set; ${label} needs all of ${names.join(', ')}`;
}

/** The storefront domains the server would use with this environment (the locale table's, unless overridden). */
function storefrontDomains(env: Env): Record<Locale, string> {
  const overrides = parseDomainOverrides(env.NEXT_PUBLIC_STOREFRONT_DOMAINS);
  return Object.fromEntries(LOCALE_LABELS.map((l) => [l, overrides[l] ?? LOCALES[l].localDomain])) as Record<Locale, string>;
}

/**
 * Why this environment must not serve as production, one line per problem (empty: it may). Pure:
 * start-up (startup.ts) prints the lines and exits; tests/security/mode-startup.test.ts is its matrix.
 * Demo mode has no such rules: it is the local shop with its sandbox and its mail sink.
 */
export function productionProblems(env: Env): string[] {
  if (env.APP_MODE !== 'production') return [];
  const problems: string[] = [];

  if (env.BANK_IBAN === EXAMPLE_BANK_IBAN) {
    problems.push(`BANK_IBAN: still the demo's example account ${EXAMPLE_BANK_IBAN}; set the shop's own IBAN (transfers and payment QR codes show it)`);
  }
  if (!set(env.SMTP_URL)) {
    problems.push('SMTP_URL: not set; production delivers mail (login codes, order confirmations) over SMTP, the demo only records it');
  }
  if (/@[^>]*\.example>?\s*$/i.test(env.MAIL_FROM)) {
    problems.push(`MAIL_FROM: "${env.MAIL_FROM}" is the demo's sender on the reserved .example domain; set the shop's own address`);
  }

  const comgatePartial = partial(env, 'Comgate', ['COMGATE_MERCHANT', 'COMGATE_SECRET']);
  if (comgatePartial) problems.push(comgatePartial);
  const comgateSet = set(env.COMGATE_MERCHANT) || set(env.COMGATE_SECRET);
  if (comgateSet && env.COMGATE_TEST !== 'false') {
    problems.push('COMGATE_TEST: true; Comgate would only simulate payments (and a test payment is never marked paid in production); set COMGATE_TEST=false');
  }

  const adyen = ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CLIENT_KEY', 'ADYEN_HMAC_KEY'] as const;
  const adyenPartial = partial(env, 'Adyen (the HMAC key verifies its webhooks, the only proof of payment)', adyen);
  if (adyenPartial) problems.push(adyenPartial);
  const adyenSet = adyen.some((name) => set(env[name]));
  if (adyenSet && env.ADYEN_ENVIRONMENT !== 'live') {
    problems.push('ADYEN_ENVIRONMENT: test; Adyen would only simulate payments; set ADYEN_ENVIRONMENT=live and the live ADYEN_CHECKOUT_URL');
  }
  if (adyenSet && /checkout-test\.adyen\.com/i.test(env.ADYEN_CHECKOUT_URL)) {
    problems.push(`ADYEN_CHECKOUT_URL: ${env.ADYEN_CHECKOUT_URL} is Adyen's test endpoint; set the account's live prefix URL`);
  }

  for (const [label, names] of [
    ['Google login', ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']],
    ['Seznam login', ['SEZNAM_CLIENT_ID', 'SEZNAM_CLIENT_SECRET']],
    ['Web Push', ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']],
  ] as const) {
    const problem = partial(env, label, names);
    if (problem) problems.push(problem);
  }

  if (env.NEXT_PUBLIC_PROTOCOL === 'http') {
    problems.push('NEXT_PUBLIC_PROTOCOL: http; production storefronts are served over https only (session and XSRF cookies are Secure)');
  }
  let domains: Record<Locale, string> | null = null;
  try {
    domains = storefrontDomains(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (domains) {
    const local = LOCALE_LABELS.filter((l) => isLocalDomain(domains[l]));
    if (local.length > 0) {
      problems.push(`NEXT_PUBLIC_STOREFRONT_DOMAINS: ${local.map((l) => `${l}=${domains[l]}`).join(', ')} ${local.length === 1 ? 'is a local development domain' : 'are local development domains'} (served over http); set each storefront's real domain, served over https`);
    }
  }
  return problems;
}
