/**
 * Base64url (RFC 4648 §5) without padding, over bytes. Written out rather than using atob/btoa so
 * it behaves the same in the browser, in Node and in jest, and rejects rather than guesses.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE_OF: ReadonlyMap<string, number> = new Map([
  ...[...ALPHABET].map((c, i): [string, number] => [c, i]),
  // Standard base64 is accepted on the way in (a hand-made link); the canonical form is url-safe.
  ['+', 62],
  ['/', 63],
]);

export function encodeBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += ALPHABET[(chunk >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** Undefined for anything that is not base64 (padding optional); never throws. */
export function decodeBase64Url(text: string): Uint8Array | undefined {
  const body = text.replace(/={1,2}$/, '');
  if (body.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((body.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of body) {
    const value = VALUE_OF.get(char);
    if (value === undefined) return undefined;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}
