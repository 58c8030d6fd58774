/**
 * The visitor's address for rate limiting. Behind our reverse proxy the left-most
 * X-Forwarded-For entry is the client (the proxy must overwrite, not append, what clients send).
 */
export function clientIp(headers: Headers, remoteAddress?: string | null): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const real = headers.get('x-real-ip')?.trim();
  if (real) return real.slice(0, 64);
  return remoteAddress ? remoteAddress.slice(0, 64) : 'unknown';
}
