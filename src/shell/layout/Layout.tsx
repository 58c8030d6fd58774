import { Suspense, type ReactNode } from 'react';
import { brandFor } from '@/i18n/locales';
import { DemoBanner, ShellFooter, ShellHeader, SkipLink } from '@/features/navigation';
import { Container } from '@/ui';
import { useAppContext } from '@/app-context/context';
import { ConsentLinkButton, ConsentRow, Main } from './Layout.styles';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page shell around every storefront page: skip link, header, main landmark, footer; on a
 * demo server (the shell's `demo`) the demo banner above them.
 *
 * Header, page and footer are each a Suspense boundary. Nothing in them suspends: the boundaries
 * let the browser hydrate them after the shell, at low priority and in slices of a few
 * milliseconds, rather than the whole page in one long task (a phone's total blocking time,
 * issue 17 item 8). The server writes them in place (src/server/react-server-renderer.ts), so the
 * HTML is the same page with or without JavaScript; a click on a part not yet hydrated hydrates
 * that part first (React replays the event).
 */
export function Layout({ children, demo = false }: { children: ReactNode; demo?: boolean }) {
  const app = useAppContext();
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {demo && <DemoBanner />}
      <Suspense>
        <ShellHeader
          brand={brandFor(app.locale)}
          locale={app.locale}
          topNavigation={app.topNavigation}
          headerNavigation={app.headerNavigation}
          cartCount={app.cart.items.length}
          userName={app.user?.name ?? null}
          promoBanner={app.promoBanner}
          todayAddedBooksCount={app.todayAddedBooksCount}
        />
      </Suspense>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </Main>
      <Suspense>
        <ShellFooter groups={app.footer} locale={app.locale} />
      </Suspense>
      <ConsentRow>
        <Container>
          <ConsentLinkButton />
        </Container>
      </ConsentRow>
    </>
  );
}
