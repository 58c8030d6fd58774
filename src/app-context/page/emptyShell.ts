import type { Locale } from '@/i18n/locales';
import type { ShellResponse } from '@/contracts/shell';

/** Shell data for pages rendered without the API (static 404, error pages, a failed shell call). */
export function emptyShell(locale: Locale): ShellResponse {
  return {
    locale,
    topNavigation: [],
    headerNavigation: [],
    footer: [],
    promoBanner: null,
    featureFlags: {},
    todayAddedBooksCount: 0,
    demo: false,
  };
}
