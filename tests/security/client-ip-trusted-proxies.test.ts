/**
 * Threat: per-IP limits read the client's own X-Forwarded-For, so one header per try gets a fresh
 * limit (issue 11 §2; shown live: the 31st code try got 429, the same try with a new header was
 * accepted). The client is the socket's peer unless TRUSTED_PROXIES names the proxy that speaks
 * for it (docs/adr/0011). The same attack through the real app: client-ip-limit-bypass.test.ts.
 */
import type { IncomingMessage } from 'node:http';
import { parseServerEnv } from '@/server/env';
import { clientIp, isInternalHop, parseTrustedProxies, trustedProxiesProblem } from '@/server/http/client-ip';
import { internalHopToken } from '@/lib/http/internalHop';
import { forwardedForOf } from '@/lib/http/server';

const ip = (remoteAddress: string | null, forwardedFor: string | null, trusted = '', internalHop = false) =>
  clientIp({ remoteAddress, forwardedFor, trusted: parseTrustedProxies(trusted), internalHop });

describe('clientIp', () => {
  it.each([
    // [socket peer, X-Forwarded-For, TRUSTED_PROXIES, client]
    ['203.0.113.9', null, '', '203.0.113.9'],
    ['203.0.113.9', '1.2.3.4', '', '203.0.113.9'], // nobody trusted: the header is ignored
    ['203.0.113.9', '1.2.3.4', '10.0.0.0/8', '203.0.113.9'], // the peer is not our proxy
    ['10.0.0.5', '198.51.100.7', '10.0.0.0/8', '198.51.100.7'], // behind our balancer
    ['10.0.0.5', '1.2.3.4, 198.51.100.7', '10.0.0.0/8', '198.51.100.7'], // the client's own entry is left of ours
    ['10.0.0.5', '1.2.3.4, 198.51.100.7, 10.0.0.9', '10.0.0.0/8', '198.51.100.7'], // two of our proxies
    ['10.0.0.5', '10.0.0.7', '10.0.0.0/8', '10.0.0.7'], // everything trusted: the farthest one
    ['10.0.0.5', '1.2.3.4, 198.51.100.7', '10.0.0.5', '198.51.100.7'], // a single address
    ['10.0.0.5', '1.2.3.4, 198.51.100.7', '1', '198.51.100.7'], // one hop: the balancer
    ['10.0.0.5', '1.2.3.4, 198.51.100.7, 172.16.0.1', '2', '198.51.100.7'], // CDN + balancer
    ['10.0.0.5', '198.51.100.7', '3', '198.51.100.7'], // fewer entries than hops: the farthest
    ['10.0.0.5', null, '1', '10.0.0.5'],
    ['::ffff:10.0.0.5', '198.51.100.7', '10.0.0.0/8', '198.51.100.7'], // IPv4-mapped peer
    ['::ffff:203.0.113.9', null, '', '203.0.113.9'], // one bucket for both spellings
    ['fd00::1', '2001:db8::42', 'fd00::/8', '2001:db8::42'], // IPv6
    ['fd00::1', '2001:db8::42', '10.0.0.0/8', 'fd00::1'],
    ['10.0.0.5', '[2001:db8::42]:51000', '10.0.0.0/8', '2001:db8::42'], // a port on the entry
    ['10.0.0.5', '198.51.100.7:4242', '10.0.0.0/8', '198.51.100.7'],
    ['127.0.0.1', '1.2.3.4', '', '127.0.0.1'], // loopback is not trusted by default
    [null, '1.2.3.4', '', 'unknown'],
  ] as const)('peer %s, X-Forwarded-For %s, trusted "%s" → %s', (peer, xff, trusted, expected) => {
    expect(ip(peer, xff, trusted)).toBe(expected);
  });

  it.each([
    ['', { kind: 'none' }], ['none', { kind: 'none' }], ['0', { kind: 'none' }], ['2', { kind: 'hops', hops: 2 }],
  ])('parses TRUSTED_PROXIES "%s"', (raw, expected) => {
    expect(parseTrustedProxies(raw)).toEqual(expected);
  });

  it.each(['10.0.0.0/33', 'fd00::/129', 'example.com', '10.0.0.0/8, nonsense', '10.0.0.1/8/2', '11'])('refuses TRUSTED_PROXIES "%s" at start-up', (raw) => {
    expect(trustedProxiesProblem(raw)).not.toBeNull();
    expect(() => parseServerEnv({ TRUSTED_PROXIES: raw })).toThrow('TRUSTED_PROXIES');
  });

  it('accepts a mixed list of addresses and CIDRs', () => {
    expect(trustedProxiesProblem('10.0.0.0/8, 192.0.2.7, 2001:db8::/32, ::1')).toBeNull();
  });
});

describe('page rendering calls the API for the visitor', () => {
  const pageRequest = (remoteAddress: string, forwardedFor?: string) =>
    ({ headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress } }) as unknown as IncomingMessage;

  it('carries the visitor’s peer, not the visitor’s own header, as the client', () => {
    // A visitor straight on the server, claiming another address.
    const forwarded = forwardedForOf(pageRequest('198.51.100.7', '1.2.3.4'));
    expect(forwarded).toBe('1.2.3.4, 198.51.100.7');
    // The API sees the page server itself (loopback) as the peer; the token vouches for that hop.
    expect(ip('127.0.0.1', forwarded!, '', isInternalHop(internalHopToken()))).toBe('198.51.100.7');
  });

  it('behind a trusted balancer, still the visitor', () => {
    const forwarded = forwardedForOf(pageRequest('10.0.0.5', '1.2.3.4, 198.51.100.7'));
    expect(ip('127.0.0.1', forwarded!, '10.0.0.0/8', isInternalHop(internalHopToken()))).toBe('198.51.100.7');
  });

  it('a forged or missing token is just a client header: the peer is the client', () => {
    expect(isInternalHop('0'.repeat(64))).toBe(false);
    expect(isInternalHop(undefined)).toBe(false);
    expect(ip('203.0.113.9', '1.2.3.4', '', isInternalHop('forged'))).toBe('203.0.113.9');
  });
});
