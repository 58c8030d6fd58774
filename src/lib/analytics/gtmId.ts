/**
 * The tag-manager container id (docs/product.md#tag-manager-id, #constants-tag-manager: it loads only with a 7-character id).
 *
 * It is configuration of the running server, not of the build (docs/adr/0010): the server reads
 * NEXT_PUBLIC_GTM_ID from its environment on every page request, puts it into the page's CSP and
 * into `<meta name="gtm-id">` (_document), and the browser reads it from there when a consent
 * decision asks for the tag. One build therefore runs with and without the tag manager. Never
 * write `process.env.NEXT_PUBLIC_GTM_ID` literally: Next would inline the build machine's value
 * (lint forbids it).
 */
import { documentMeta } from '../documentMeta';

export const GTM_ID_LENGTH = 7;

/** `<meta name=…>` the document carries the configured id in. */
export const GTM_ID_META = 'gtm-id';

const GTM_ID_SHAPE = /^GTM-[A-Z0-9]+$/;

/** Exactly 7 characters in Google's container shape (it ends up in a script URL). */
export function isValidGtmId(id: string | undefined | null): id is string {
  return typeof id === 'string' && id.length === GTM_ID_LENGTH && GTM_ID_SHAPE.test(id);
}

/** Server side: the configured id from an environment object, or null when unset or malformed. */
export function gtmIdFromEnv(env: Record<string, string | undefined>): string | null {
  const id = env.NEXT_PUBLIC_GTM_ID?.trim();
  return isValidGtmId(id) ? id : null;
}

/** Browser side: the id this page was served with (undefined on the server and when none is configured). */
export function gtmIdFromDocument(doc?: Document): string | undefined {
  const id = documentMeta(GTM_ID_META, doc);
  return isValidGtmId(id) ? id : undefined;
}
