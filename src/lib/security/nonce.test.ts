/** @jest-environment jsdom */
import { createNonce, cspNonce, isNonce } from './nonce';

describe('CSP nonce', () => {
  it('is 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) {
      expect(isNonce(nonce)).toBe(true);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });

  it('rejects values that are not a nonce', () => {
    expect(isNonce('"><script>')).toBe(false);
    expect(isNonce('short')).toBe(false);
    expect(isNonce(undefined)).toBe(false);
  });

  it('is read in the browser from the csp-nonce meta, never from a malformed one', () => {
    expect(cspNonce()).toBeUndefined();
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'AAAAAAAAAAAAAAAAAAAAAA==';
    document.head.appendChild(meta);
    expect(cspNonce()).toBe('AAAAAAAAAAAAAAAAAAAAAA==');
    meta.nonce = 'bad"';
    expect(cspNonce()).toBeUndefined();
  });
});
