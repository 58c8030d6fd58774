import { Suspense, useEffect, useMemo, useState } from 'react';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { NextIntlClientProvider } from 'next-intl';
import { ThemeProvider } from 'styled-components';
import { resolveLocale } from '@/i18n/locales';
import type { CartData } from '@/contracts/cart';
import { Analytics, applyConsentChoice, gtmIdFromDocument } from '@/features/analytics';
import { CartProvider, cartDataKey } from '@/features/cart';
import { CookieConsentBar } from '@/features/consent';
import { ServiceWorkerRegistrar } from '@/features/push';
import type { ConsentChoice } from '@/lib/analytics/consentMode';
import { emptyShell } from '@/app-context/page';
import { GlobalStyle, theme } from '@/ui';
import { AddToCartModalProvider } from '@/app-context/addToCart';
import { DeferredAddToCartModal } from './addToCart/DeferredAddToCartModal';
import { AppContextProvider, type AppUser } from '@/app-context/context';
import { Layout } from './layout/Layout';
import type { ShellPageProps } from '@/app-context/page/pageProps';
import type { AdminPageProps } from '@/features/admin/server/withAdmin';
import { ShellSeo } from './seo';
import { ShellSWRConfig } from '@/app-context/swr';
import { DeferredShellToaster, RequestErrorToasts } from '@/app-context/toasts';

/** The progress bar shows on client navigations only: its code comes after hydration (issue 17 item 8). */
const ProgressBar = dynamic(() => import('./progress/ProgressBar').then((loaded) => loaded.ProgressBar), { ssr: false });

/**
 * The error pages render inside the shell, so their code would ride in every page's first load;
 * as dynamic chunks they come only with a page that shows one (the server renders them and
 * hands their chunk to the browser with that page).
 */
const ErrorPage = dynamic(() => import('./errors/ErrorPage').then((loaded) => loaded.ErrorPage));
const InternalErrorPage = dynamic(() => import('./errors/InternalErrorPage').then((loaded) => loaded.InternalErrorPage));
const NotFoundPage = dynamic(() => import('./errors/NotFoundPage'));
/** The staff pages' 403 view, in place of any /admin page the employee may not see. */
const AdminForbiddenPage = dynamic(() => import('@/features/admin/pages/AdminForbiddenPage'));

/** Dates in the storefront are Prague time everywhere (one warehouse, one business day). */
export const TIME_ZONE = 'Europe/Prague';

const NO_FALLBACK: Record<string, unknown> = {};

/** The server's tag-manager id comes with the page (ADR 0010); it loads only when valid and after consent. */
const onConsentChoice = (choice: ConsentChoice) => applyConsentChoice(choice, gtmIdFromDocument());

/**
 * The providers and page shell around every page (pages/_app.tsx). Pages without withShell
 * props still render (empty shell, cs), but without translations — storefront pages use withShell.
 */
export default function App({ Component, pageProps }: AppProps<Partial<ShellPageProps> & { adminPage?: boolean; forbidden?: string | null }>) {
  const router = useRouter();
  const locale = resolveLocale(pageProps.locale ?? router?.locale);
  const shell = useMemo(() => pageProps.shell ?? emptyShell(locale), [pageProps.shell, locale]);

  // The server's user is the starting point; login/logout in the browser update it via setUser.
  // A page that says nothing about the user (undefined) must not log out one set in the browser.
  const [user, setUser] = useState<AppUser | null>(pageProps.user ?? null);
  useEffect(() => {
    if (pageProps.user !== undefined) setUser(pageProps.user);
  }, [pageProps.user]);

  // The cart the server read for this page, if it read one: as page props, or seeded for SWR.
  const cartSeed = pageProps.cart ?? (pageProps.swrFallback?.[cartDataKey()] as CartData | undefined);

  if (pageProps.adminPage) {
    // The staff pages (src/features/admin, docs/adr/0019) bring their own layout: no storefront
    // header, cart, consent bar or analytics; Czech or English from the employee's choice.
    return (
      <NextIntlClientProvider locale={locale} messages={pageProps.messages ?? {}} timeZone={TIME_ZONE}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {/* Without the page's permission no page code runs: the 403 view takes its place (fails closed). */}
          {pageProps.forbidden ? <AdminForbiddenPage {...(pageProps as AdminPageProps)} /> : <Component {...pageProps} />}
          <DeferredShellToaster always />
        </ThemeProvider>
      </NextIntlClientProvider>
    );
  }

  let content;
  if (pageProps.statusCode) {
    content = <ErrorPage statusCode={pageProps.statusCode} originalErrorMessage={pageProps.originalErrorMessage} />;
  } else {
    let page = <Component {...pageProps} />;
    if (pageProps.internalError) page = <InternalErrorPage />;
    else if (pageProps.notFound) page = <NotFoundPage />;
    content = <Layout demo={shell.demo}>{page}</Layout>;
  }

  return (
    <NextIntlClientProvider locale={locale} messages={pageProps.messages ?? {}} timeZone={TIME_ZONE}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ShellSWRConfig fallback={pageProps.swrFallback ?? NO_FALLBACK}>
          <CartProvider locale={locale} seed={cartSeed} userId={user?.id ?? null}>
            <AppContextProvider locale={locale} shell={shell} user={user} setUser={setUser} admin={pageProps.admin ?? false}>
              <AddToCartModalProvider>
                <RequestErrorToasts />
                {/* Effects only, no markup: a boundary of their own (as the layout's parts), so their start-up
                    work runs after the shell has hydrated, not in its task. Consent first: a stored decision
                    reaches the data layer before the first page view. No `ssr: false` component in there:
                    hydrated late, it could find its chunk loaded and render what the server did not. */}
                <Suspense>
                  <CookieConsentBar locale={locale} messages={pageProps.messages?.consent} onChoice={onConsentChoice} />
                  <Analytics user={user} />
                  <ShellSeo />
                  <ServiceWorkerRegistrar />
                </Suspense>
                <ProgressBar />
                {content}
                <DeferredAddToCartModal />
                <DeferredShellToaster />
              </AddToCartModalProvider>
            </AppContextProvider>
          </CartProvider>
        </ShellSWRConfig>
      </ThemeProvider>
    </NextIntlClientProvider>
  );
}
