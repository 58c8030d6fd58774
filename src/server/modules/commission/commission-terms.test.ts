import { COMMISSION_TERMS, shareOf, termsFor } from './commission-terms';
import { digestsEqual, newPrivateToken, newPublicToken, PRIVATE_TOKEN_PATTERN, PUBLIC_TOKEN_PATTERN, tokenDigest } from './commission-tokens';

describe('share computation', () => {
  it('is the per cent of the sale price rounded down to the hundredth', () => {
    expect(shareOf(33_333, 60)).toBe(19_999);
    expect(shareOf(10_000, 55)).toBe(5_500);
    expect(shareOf(1, 60)).toBe(0);
    expect(shareOf(0, 60)).toBe(0);
    // Never more than the price, never a fraction.
    for (const price of [99, 101, 12_345, 999_999]) {
      for (const percent of [1, 33, 60, 99]) {
        const share = shareOf(price, percent);
        expect(Number.isInteger(share)).toBe(true);
        expect(share).toBeLessThanOrEqual(price);
        expect(share * 100).toBeLessThanOrEqual(price * percent);
        expect((share + 1) * 100).toBeGreaterThan(price * percent);
      }
    }
  });

  it('refuses impossible input', () => {
    expect(() => shareOf(-1, 60)).toThrow();
    expect(() => shareOf(1.5, 60)).toThrow();
    expect(() => shareOf(100, 0)).toThrow();
    expect(() => shareOf(100, 100)).toThrow();
  });

  it('has terms for every storefront in its currency', () => {
    expect(Object.keys(COMMISSION_TERMS)).toHaveLength(10);
    expect(termsFor('cs').currency).toBe('CZK');
    expect(termsFor('de-AT').currency).toBe('EUR');
    expect(termsFor('xx')).toBe(COMMISSION_TERMS.cs);
  });
});

describe('tokens', () => {
  it('private tokens carry 256 random bits, public ones 128, both URL-safe', () => {
    const tokens = new Set(Array.from({ length: 200 }, newPrivateToken));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(t).toMatch(PRIVATE_TOKEN_PATTERN);
    expect(Buffer.from(newPrivateToken(), 'base64url')).toHaveLength(32);
    expect(Buffer.from(newPublicToken(), 'base64url')).toHaveLength(16);
    expect(newPublicToken()).toMatch(PUBLIC_TOKEN_PATTERN);
    expect('demo-commission-private-0123456789abcdef').toMatch(PRIVATE_TOKEN_PATTERN);
    expect('demo-commission-public-0123456789abcdef').toMatch(PUBLIC_TOKEN_PATTERN);
  });

  it('compares digests in constant time (crypto.timingSafeEqual), never the token itself', () => {
    const t = newPrivateToken();
    expect(tokenDigest(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenDigest(t)).not.toContain(t);
    expect(digestsEqual(tokenDigest(t), tokenDigest(t))).toBe(true);
    expect(digestsEqual(tokenDigest(t), tokenDigest(`${t}x`))).toBe(false);
    expect(digestsEqual(tokenDigest(t), '')).toBe(false);
    expect(digestsEqual('', '')).toBe(false);
  });
});
