import { useState, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { browserClient, reportRequestError } from '@/lib/http';
import { RouteLink, type RouteKey } from '@/routing';
import { Button, Container, PageHead } from '@/ui';
import { logout } from '../api/logout';
import { useEndSession } from '../hooks/useEndSession';
import { Layout, Main, Nav } from './AccountLayout.styles';

const SECTIONS: { route: RouteKey; label: string }[] = [
  { route: 'account', label: 'overview' },
  { route: 'accountOrders', label: 'orders' },
  { route: 'accountBillingHistory', label: 'billing' },
  { route: 'accountWishlist', label: 'wishlist' },
  { route: 'accountWatchdog', label: 'watchdogs' },
  { route: 'accountReviews', label: 'reviews' },
  { route: 'accountBooks', label: 'books' },
  { route: 'accountDetails', label: 'details' },
];

interface AccountLayoutProps {
  current: RouteKey;
  title: string;
  children: ReactNode;
}

/**
 * The account area's frame, shared by the account's own pages and those of wishlist, watchdogs and
 * reviews (a feature of its own, so none of them depends on another's folder): its navigation
 * (the current section marked), the page's heading, log out.
 */
export function AccountLayout({ current, title, children }: AccountLayoutProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const endSession = useEndSession();
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout(browserClient(locale));
      await endSession();
    } catch (error) {
      reportRequestError(error);
      setLeaving(false);
    }
  };

  return (
    <Container>
      <PageHead title={title} noIndex />
      <Layout>
        <Nav aria-label={t('nav.label')}>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.route}>
                <RouteLink route={s.route} aria-current={s.route === current ? 'page' : undefined}>
                  {t(`nav.${s.label}`)}
                </RouteLink>
              </li>
            ))}
            <li>
              <Button variant="secondary" onClick={() => void onLogout()} disabled={leaving} aria-busy={leaving}>
                {leaving ? t('nav.loggingOut') : t('nav.logout')}
              </Button>
            </li>
          </ul>
        </Nav>
        <Main>
          <h1 tabIndex={-1}>{title}</h1>
          {children}
        </Main>
      </Layout>
    </Container>
  );
}
