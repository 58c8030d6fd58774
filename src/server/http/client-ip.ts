import { BlockList, isIP } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { internalHopToken } from '@/lib/http/internalHop';

/**
 * The visitor's address, for every per-IP limit (docs/adr/0011). It is the TCP peer of the
 * request unless TRUSTED_PROXIES says that peer is a proxy we believe; then X-Forwarded-For is
 * read from the right, one trusted hop at a time, and the first address that is not a trusted
 * proxy is the client. Anything a client writes into X-Forwarded-For itself is to the left of what
 * our proxies appended, so it is never reached.
 *
 * TRUSTED_PROXIES is either a list of addresses and CIDRs ("10.0.0.0/8, 2001:db8::/32, 192.0.2.7")
 * or a hop count ("1": the socket peer is our one load balancer; "2": a CDN in front of it).
 * Empty: no proxy is trusted and X-Forwarded-For is ignored.
 */
export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'list'; list: BlockList; entries: string[] };

const MAX_HOPS = 10;
const KEY_LENGTH = 64;

/** '::ffff:192.0.2.1' → '192.0.2.1'; '[2001:db8::1]:443' → '2001:db8::1'; '192.0.2.1:5678' → '192.0.2.1'. */
export function normaliseAddress(raw: string): string {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) === 6 ? value.toLowerCase() : value;
}

function parseEntry(entry: string): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const [addressPart, prefixPart, ...rest] = entry.split('/');
  if (rest.length > 0 || addressPart === undefined) return null;
  const address = normaliseAddress(addressPart);
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixPart === undefined) return { address, prefix: null, family };
  if (!/^\d{1,3}$/.test(prefixPart)) return null;
  const prefix = Number(prefixPart);
  if (prefix > (version === 4 ? 32 : 128)) return null;
  return { address, prefix, family };
}

/** Why a TRUSTED_PROXIES value is unusable, or null when it is fine (env.ts validates with it). */
export function trustedProxiesProblem(raw: string | undefined): string | null {
  try {
    parseTrustedProxies(raw);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

export function parseTrustedProxies(raw: string | undefined): TrustedProxies {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'none') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`a hop count of at most ${MAX_HOPS} expected, got ${value}`);
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops };
  }
  const list = new BlockList();
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (!parsed) throw new Error(`"${entry}" is neither an IP address nor a CIDR (e.g. 10.0.0.0/8, 2001:db8::/32), and the value is not a hop count`);
    if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return { kind: 'list', list, entries };
}

function isTrusted(address: string, trusted: TrustedProxies & { kind: 'list' }): boolean {
  const version = isIP(address);
  return version !== 0 && trusted.list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** True when the request carries this process's own server-side-rendering token (src/lib/http/internalHop.ts). */
export function isInternalHop(headerValue: string | null | undefined): boolean {
  if (!headerValue) return false;
  const expected = Buffer.from(internalHopToken());
  const given = Buffer.from(headerValue);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface ClientIpInput {
  /** The TCP peer (Node's socket.remoteAddress); absent when there is no socket. */
  remoteAddress: string | null | undefined;
  /** The X-Forwarded-For header as received (several headers joined by commas). */
  forwardedFor: string | null | undefined;
  trusted: TrustedProxies;
  /**
   * The request comes from this very server's page rendering (it proved so with the process's
   * token): that hop is believed, and the rest of the chain is judged as the page request's was.
   */
  internalHop?: boolean;
}

export function clientIp(input: ClientIpInput): string {
  const forwarded = (input.forwardedFor ?? '').split(',').map((e) => e.trim()).filter(Boolean).reverse();
  // Nearest first: the socket peer, then X-Forwarded-For from the right.
  const chain = [input.remoteAddress ?? '', ...forwarded].map(normaliseAddress);
  if (input.internalHop && chain.length > 1) chain.shift();
  const { trusted } = input;
  let index = 0;
  if (trusted.kind === 'hops') {
    index = Math.min(trusted.hops, chain.length - 1);
  } else if (trusted.kind === 'list') {
    while (index < chain.length - 1 && isTrusted(chain[index]!, trusted)) index += 1;
  }
  const client = chain[index]!;
  return client === '' ? 'unknown' : client.slice(0, KEY_LENGTH);
}
