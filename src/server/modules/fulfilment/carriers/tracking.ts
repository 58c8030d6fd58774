import { SANDBOX_TRACKING_PATH } from './sandbox';

/**
 * The public tracking page of a parcel, from the client that created it (no credentials needed,
 * so the shopper's order page and the e-mail use it without a carrier client). `origin`: where
 * the demo serves its sandbox tracking page.
 */
export function trackingUrlFor(client: string, trackingNumber: string, origin = ''): string {
  if (client === 'packeta') return `https://tracking.packeta.com/cs/?id=${encodeURIComponent(trackingNumber)}`;
  return `${origin}${SANDBOX_TRACKING_PATH}/${encodeURIComponent(trackingNumber)}`;
}
