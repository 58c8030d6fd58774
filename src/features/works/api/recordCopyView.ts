import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { apiRequest, browserClient } from '@/lib/http';

export const COPY_VIEW_ENDPOINT = '/adonis/v1/books/{copyId}/views';

/**
 * Tells the shop a copy's page was shown (once per mount, after the page is on screen): the server
 * counts it for a commission copy's seller, once per visitor per day, and ignores bots (docs/adr/0030).
 * A failure is nobody's business: it is dropped.
 */
export function useCopyView(copyId: number, enabled: boolean): void {
  const locale = useLocale();
  useEffect(() => {
    if (!enabled) return;
    apiRequest(browserClient(locale), { method: 'POST', url: COPY_VIEW_ENDPOINT, params: { copyId } }).catch(() => undefined);
  }, [copyId, enabled, locale]);
}
