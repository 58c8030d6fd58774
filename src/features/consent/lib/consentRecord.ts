/**
 * The consent record in the `cc_cookie` cookie (docs/product.md#consent-record). The library re-asks when the record is
 * missing or of another revision; this check also covers a record that is incomplete (hand-edited,
 * written by an older version) or past its expirationTime, so such a record counts as no
 * consent at all: it is erased before the library starts, and so are the marketing cookies.
 */
import type { ConsentChoice } from '@/lib/analytics/consentMode';

export const CONSENT_COOKIE = 'cc_cookie';
export const CONSENT_REVISION = 0;
export const CONSENT_DAYS = 182;
export const CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CATEGORIES)[number];

export interface ConsentRecord {
  categories: string[];
  services: Record<string, string[]>;
  revision: number;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  consentId: string;
  languageCode: string;
  expirationTime: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

export function isValidConsentRecord(value: unknown, now: number, revision: number = CONSENT_REVISION): value is ConsentRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Partial<ConsentRecord>;
  return (
    Array.isArray(record.categories) &&
    record.categories.includes('necessary') &&
    !!record.services &&
    typeof record.services === 'object' &&
    record.revision === revision &&
    isDate(record.consentTimestamp) &&
    isDate(record.lastConsentTimestamp) &&
    typeof record.consentId === 'string' &&
    UUID.test(record.consentId) &&
    typeof record.languageCode === 'string' &&
    record.languageCode.length > 0 &&
    typeof record.expirationTime === 'number' &&
    record.expirationTime > now
  );
}

/** The cookie's raw value, or null when there is none. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) return part.slice(eq + 1);
  }
  return null;
}

export type StoredConsent = { state: 'none' } | { state: 'invalid' } | { state: 'valid'; record: ConsentRecord };

export function storedConsent(cookieHeader: string, now: number): StoredConsent {
  const raw = readCookie(cookieHeader, CONSENT_COOKIE);
  if (raw === null || raw === '') return { state: 'none' };
  try {
    const record: unknown = JSON.parse(decodeURIComponent(raw));
    return isValidConsentRecord(record, now) ? { state: 'valid', record } : { state: 'invalid' };
  } catch {
    return { state: 'invalid' };
  }
}

/** What the shop may do under a set of accepted categories. */
export function choiceFromCategories(categories: readonly string[]): ConsentChoice {
  return { analytics: categories.includes('analytics'), marketing: categories.includes('marketing') };
}
