import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { browserClient } from '@/lib/http';
import { browserPushEnvironment, registerServiceWorker } from './registerServiceWorker';

/** Mounted once in the app shell; renders nothing. */
export function ServiceWorkerRegistrar() {
  const locale = useLocale();
  useEffect(() => {
    registerServiceWorker(browserPushEnvironment(), browserClient(locale)).catch((error: unknown) => {
      console.warn('[service-worker] registration failed', error);
    });
  }, [locale]);
  return null;
}
