/**
 * Test-only wrapper: the same providers _app sets up (translations, theme, app context, add-to-cart
 * modal), with real messages from locales/ so tests read what visitors read.
 */
import { useState, type ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import type { ShellResponse } from '@/contracts/shell';
import { emptyShell } from '../page/emptyShell';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { AddToCartModalProvider } from '../addToCart';
import { AppContext, buildAppContextValue, type AppUser } from '../context';

export interface ShellTestProvidersProps {
  messages: Messages;
  locale?: Locale;
  shell?: ShellResponse;
  user?: AppUser | null;
  children: ReactNode;
}

export function ShellTestProviders({ messages, locale = 'cs', shell, user = null, children }: ShellTestProvidersProps) {
  const [currentUser, setUser] = useState<AppUser | null>(user);
  const value = buildAppContextValue({ locale, shell: shell ?? emptyShell(locale), user: currentUser, setUser });
  return (
    <UiTestProviders locale={locale} messages={messages}>
      <AppContext.Provider value={value}>
        <AddToCartModalProvider>{children}</AddToCartModalProvider>
      </AppContext.Provider>
    </UiTestProviders>
  );
}
