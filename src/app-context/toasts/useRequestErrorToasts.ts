import { useEffect } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { errorToastText, setRequestErrorListener } from '@/lib/http';
import { loadToast } from './deferredToaster';

/**
 * Registers the single toast path for failed requests (docs/product.md#error-toasts, docs/architecture.md#one-error-path): the text is
 * `global.error.{status}` for the known statuses unless a caller overrides it, else the error's
 * message, else `global.alert.error`. The text doubles as toast id, so SWR's retries of one
 * failing call show one toast instead of a stack. The toast code is fetched with the first one.
 */
export function useRequestErrorToasts(): void {
  const t = useTranslations('common');

  useEffect(() => {
    setRequestErrorListener((error, overrides) => {
      const text = errorToastText(error, (key) => t(key), overrides);
      void loadToast().then((toast) => toast.error(text, { id: `request-error:${text}` }));
    });
    return () => setRequestErrorListener(undefined);
  }, [t]);
}

/** Mount point for the hook inside the providers (it needs the translations). */
export function RequestErrorToasts() {
  useRequestErrorToasts();
  return null;
}
