import { useEffect, useRef } from 'react';
import type { ConsentChoice } from '@/lib/analytics/consentMode';
import { startConsent } from '../lib/startConsent';

interface CookieConsentBarProps {
  locale: string;
  /** The page's `consent` messages; missing ones are logged and the bar stays hidden. */
  messages: unknown;
  onChoice: (choice: ConsentChoice) => void;
}

/**
 * Starts the consent bar once per page load (the library draws its own DOM outside React).
 * Storefronts are one locale per domain, so a language switch is a new page load anyway.
 */
export function CookieConsentBar({ locale, messages, onChoice }: CookieConsentBarProps) {
  const latest = useRef({ locale, messages, onChoice });
  useEffect(() => {
    latest.current = { locale, messages, onChoice };
  });
  useEffect(() => {
    const { locale: l, messages: m } = latest.current;
    void startConsent({ locale: l, messages: m, onChoice: (choice) => latest.current.onChoice(choice) });
  }, []);
  return null;
}
