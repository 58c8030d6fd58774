import type { ReactNode } from 'react';
import { brandFor } from '@/i18n/locales';
import { DemoBanner, ShellFooter, ShellHeader, SkipLink } from '@/features/navigation';
import { Container } from '@/ui';
import { useAppContext } from '@/app-context/context';
import { ConsentLinkButton, ConsentRow, Main } from './Layout.styles';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page shell around every storefront page: skip link, header, main landmark, footer; on a
 * demo server (the shell's `demo`) the demo banner above them.
 */
export function Layout({ children, demo = false }: { children: ReactNode; demo?: boolean }) {
  const app = useAppContext();
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {demo && <DemoBanner />}
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
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <ShellFooter groups={app.footer} locale={app.locale} />
      <ConsentRow>
        <Container>
          <ConsentLinkButton />
        </Container>
      </ConsentRow>
    </>
  );
}
