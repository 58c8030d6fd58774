import { isValidConsentRecord, readCookie, storedConsent, type ConsentRecord } from './consentRecord';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const record = (over: Partial<Record<keyof ConsentRecord, unknown>> = {}) => ({
  categories: ['necessary', 'analytics'],
  services: { necessary: [], analytics: [], marketing: [] },
  revision: 0,
  consentTimestamp: '2026-11-01T10:00:00.000Z',
  lastConsentTimestamp: '2026-11-02T10:00:00.000Z',
  consentId: '0b8f6f0e-3c1a-4d5e-9f7a-1234567890ab',
  languageCode: 'de-DE',
  expirationTime: NOW + 1000,
  ...over,
});
const cookieOf = (value: unknown) => `a=1; cc_cookie=${encodeURIComponent(JSON.stringify(value))}; b=2`;

describe('consent record', () => {
  it('accepts a complete record of revision 0 that has not expired', () => {
    expect(isValidConsentRecord(record(), NOW)).toBe(true);
  });

  it.each([
    ['categories', undefined],
    ['categories', ['analytics']],
    ['services', undefined],
    ['revision', 1],
    ['revision', undefined],
    ['consentTimestamp', 'yesterday-ish'],
    ['lastConsentTimestamp', undefined],
    ['consentId', 'abc'],
    ['languageCode', ''],
    ['expirationTime', NOW - 1],
    ['expirationTime', undefined],
  ])('re-asks when %s is %p', (field, value) => {
    expect(isValidConsentRecord(record({ [field]: value }), NOW)).toBe(false);
  });

  it('reads the cookie among others', () => {
    expect(readCookie('a=1; cc_cookie=x; b=2', 'cc_cookie')).toBe('x');
    expect(readCookie('xcc_cookie=1', 'cc_cookie')).toBeNull();
  });

  it('tells none, invalid and valid apart', () => {
    expect(storedConsent('a=1', NOW)).toEqual({ state: 'none' });
    expect(storedConsent('cc_cookie=%7Bbroken', NOW)).toEqual({ state: 'invalid' });
    expect(storedConsent(cookieOf(record({ revision: 3 })), NOW)).toEqual({ state: 'invalid' });
    expect(storedConsent(cookieOf(record()), NOW)).toEqual({ state: 'valid', record: record() });
  });
});
