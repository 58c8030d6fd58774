import { z } from 'zod';

/** What the drop-in needs to resume the session the checkout created (sessionData is too long for a URL). */
export const adyenSession = z.object({
  sessionId: z.string().min(1),
  sessionData: z.string().min(1),
  clientKey: z.string().min(1),
  environment: z.string().min(1),
});
export type AdyenSession = z.infer<typeof adyenSession>;

const storageKey = (paymentCode: string) => `bookturn.adyen.${paymentCode}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off; the drop-in page then asks the API for a fresh session.
    return null;
  }
}

export function storeAdyenSession(paymentCode: string, session: AdyenSession): void {
  try {
    storage()?.setItem(storageKey(paymentCode), JSON.stringify(session));
  } catch {
    // Full or blocked storage: same fallback as above.
  }
}

/** The stored session of this order, or null (none, another tab, malformed). */
export function readAdyenSession(paymentCode: string): AdyenSession | null {
  const raw = storage()?.getItem(storageKey(paymentCode));
  if (!raw) return null;
  try {
    const parsed = adyenSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A session is used once: a reload after paying must not offer the same session again. */
export function forgetAdyenSession(paymentCode: string): void {
  storage()?.removeItem(storageKey(paymentCode));
}
