/**
 * The DSN the browser reports with. Like the tag-manager id (docs/adr/0010) it is configuration of
 * the running server, not of the build: _document writes NEXT_PUBLIC_SENTRY_DSN from the server's
 * environment into `<meta name="sentry-dsn">` (only with a nonce, so never into build-time HTML),
 * and instrumentation-client.ts reads it there. The CSP allows the same DSN's host at request
 * time, so the two always agree. Never write `process.env.NEXT_PUBLIC_SENTRY_DSN` literally: Next
 * would inline the build machine's value (lint forbids it).
 */

import { documentMeta } from '../documentMeta';

/** `<meta name=…>` the document carries the public DSN in. */
export const SENTRY_DSN_META = 'sentry-dsn';

/** An https DSN with its public key (https://<key>@<host>/<project>); anything else reports nowhere. */
export function isValidSentryDsn(dsn: string | undefined | null): dsn is string {
  if (typeof dsn !== 'string' || dsn.length > 500) return false;
  try {
    const url = new URL(dsn);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username.length > 0 && /^\/\d+$/.test(url.pathname);
  } catch {
    return false;
  }
}

/** Server side: the public DSN from an environment object, or null when unset or malformed. */
export function publicSentryDsnFromEnv(env: Record<string, string | undefined>): string | null {
  const dsn = env.NEXT_PUBLIC_SENTRY_DSN?.trim();
  return isValidSentryDsn(dsn) ? dsn : null;
}

/** Browser side: the DSN this page was served with (undefined on the server and when none is configured). */
export function sentryDsnFromDocument(doc?: Document): string | undefined {
  const dsn = documentMeta(SENTRY_DSN_META, doc);
  return isValidSentryDsn(dsn) ? dsn : undefined;
}
