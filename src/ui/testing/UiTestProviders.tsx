/** Test-only: translations and theme, the two things every UI primitive needs. */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { ThemeProvider } from 'styled-components';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { theme } from '../theme';

export function UiTestProviders({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Prague">
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </NextIntlClientProvider>
  );
}
