/** Test-only: what CheckoutSection needs around it — translations, theme, a fresh SWR cache, the app context. */
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { emptyShell } from '@/app-context/page';
import { AppContext, buildAppContextValue, type AppUser } from '@/app-context/context';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';

interface Props {
  locale: Locale;
  messages: Messages;
  user?: AppUser | null;
  swrFallback?: Record<string, unknown>;
  children: ReactNode;
}

export function CheckoutTestProviders({ locale, messages, user = null, swrFallback = {}, children }: Props) {
  const context = buildAppContextValue({ locale, shell: emptyShell(locale), user, setUser: () => undefined });
  return (
    <UiTestProviders locale={locale} messages={messages}>
      {/* Unlike UiTestProviders' own fallback mode, hooks here fetch (through the stubbed apiRequest). */}
      <SWRConfig value={{ provider: () => new Map(), fallback: swrFallback, dedupingInterval: 0, shouldRetryOnError: false }}>
        <AppContext.Provider value={context}>{children}</AppContext.Provider>
      </SWRConfig>
    </UiTestProviders>
  );
}
