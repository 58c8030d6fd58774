// The drop-in's stylesheet, bundled and served by us (Next allows a node_modules CSS import in any
// module); nothing is fetched from a CDN for it.
import '@adyen/adyen-web/styles/adyen.css';
import { useEffect, useRef } from 'react';
import type { AdyenSession } from '../lib/adyenSession';

export interface AdyenOutcome {
  resultCode: string | null;
  sessionResult: string | null;
}

interface AdyenDropInProps {
  session: AdyenSession;
  /** Intl tag for the drop-in's texts (de-DE, en-GB…). */
  locale: string;
  countryCode: string;
  /** Paid, refused or cancelled inside the drop-in: either way the return page asks the API. */
  onOutcome: (outcome: AdyenOutcome) => void;
  /** The library or the session could not be loaded. */
  onLoadError: () => void;
}

type AdyenEnvironment = 'test' | 'live' | 'live-us' | 'live-au' | 'live-apse' | 'live-in' | 'live-nea';

function outcomeOf(data: unknown): AdyenOutcome {
  const record = (data ?? {}) as { resultCode?: unknown; sessionResult?: unknown };
  return {
    resultCode: typeof record.resultCode === 'string' ? record.resultCode : null,
    sessionResult: typeof record.sessionResult === 'string' ? record.sessionResult : null,
  };
}

/**
 * Mounts @adyen/adyen-web's drop-in for an existing session, in the browser only: the library is
 * imported in an effect, so it never runs during server rendering and loads only on this page.
 */
export function AdyenDropIn({ session, locale, countryCode, onOutcome, onLoadError }: AdyenDropInProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  // Callbacks change identity on every render; the drop-in is mounted once per session.
  const callbacks = useRef({ onOutcome, onLoadError });
  useEffect(() => {
    callbacks.current = { onOutcome, onLoadError };
  });

  useEffect(() => {
    let cancelled = false;
    let dropin: { unmount: () => void } | null = null;
    (async () => {
      const { AdyenCheckout, Dropin } = await import('@adyen/adyen-web');
      if (cancelled || !containerRef.current) return;
      const checkout = await AdyenCheckout({
        session: { id: session.sessionId, sessionData: session.sessionData },
        clientKey: session.clientKey,
        environment: session.environment as AdyenEnvironment,
        locale,
        countryCode,
        onPaymentCompleted: (data) => callbacks.current.onOutcome(outcomeOf(data)),
        onPaymentFailed: (data) => callbacks.current.onOutcome(outcomeOf(data)),
        onError: (error) => {
          // The shopper closing a redirect or a wallet sheet is not a failure to report.
          if (error.name !== 'CANCEL') callbacks.current.onLoadError();
        },
      });
      if (cancelled || !containerRef.current) return;
      dropin = new Dropin(checkout).mount(containerRef.current);
    })().catch(() => {
      if (!cancelled) callbacks.current.onLoadError();
    });
    return () => {
      cancelled = true;
      dropin?.unmount();
    };
  }, [session.sessionId, session.sessionData, session.clientKey, session.environment, locale, countryCode]);

  return <div ref={containerRef} />;
}
