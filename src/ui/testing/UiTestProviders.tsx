/** Test-only: translations and theme, the two things every UI primitive needs, plus page data when given. */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { theme } from '../theme';

interface Props {
  locale: Locale;
  messages: Messages;
  /**
   * A page's data under its SWR keys, as getServerSideProps would seed it. Each render gets its
   * own cache and no revalidation, so a test sees exactly this data.
   */
  swrFallback?: Record<string, unknown>;
  children: ReactNode;
}

export function UiTestProviders({ locale, messages, swrFallback, children }: Props) {
  const content = swrFallback ? (
    <SWRConfig value={{ provider: () => new Map(), fallback: swrFallback, revalidateOnMount: false }}>{children}</SWRConfig>
  ) : (
    children
  );
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Prague">
      <ThemeProvider theme={theme}>{content}</ThemeProvider>
    </NextIntlClientProvider>
  );
}
