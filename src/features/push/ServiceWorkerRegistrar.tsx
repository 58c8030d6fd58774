import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { browserClient } from '@/lib/http';
import { browserPushEnvironment } from './pushEnvironment';

/**
 * Mounted once in the app shell; renders nothing. The registration code comes only for a browser
 * that has granted notifications (the rare case): every other page load checks one property and
 * loads nothing (issue 17 item 8).
 */
export function ServiceWorkerRegistrar() {
  const locale = useLocale();
  useEffect(() => {
    const env = browserPushEnvironment();
    if (!env.serviceWorker || env.notificationPermission !== 'granted') return;
    import('./registerServiceWorker')
      .then(({ registerServiceWorker }) => registerServiceWorker(env, browserClient(locale)))
      .catch((error: unknown) => {
        console.warn('[service-worker] registration failed', error);
      });
  }, [locale]);
  return null;
}
