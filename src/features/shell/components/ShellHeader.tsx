import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import type { NavigationLink, PromoBanner as PromoBannerData } from '@/contracts/shell';
import { Container } from '@/ui';
import { CartIndicator } from './CartIndicator';
import { NavigationList } from './NavigationList';
import { PromoBanner } from './PromoBanner';
import { SearchBox } from './SearchBox';
import { TodayAddedCounter } from './TodayAddedCounter';
import { UserMenu } from './UserMenu';
import { Actions, BrandLink, MainBar, MainBarGrid, MainNavigationBar, SearchArea, TopBar } from './ShellHeader.styles';

export interface ShellHeaderProps {
  brand: string;
  locale: Locale;
  topNavigation: readonly NavigationLink[];
  headerNavigation: readonly NavigationLink[];
  cartCount: number;
  userName: string | null;
  promoBanner: PromoBannerData | null;
  todayAddedBooksCount: number;
}

/**
 * The banner landmark. The promo strip and today's counter sit inside it so that every piece of
 * page chrome belongs to a landmark (screen-reader users navigate by them).
 */
export function ShellHeader(props: ShellHeaderProps) {
  const t = useTranslations('common');
  return (
    <header>
      <TopBar>
        <Container>
          <NavigationList links={props.topNavigation} locale={props.locale} label={t('header.topNavigationLabel')} uxComponent="header-top" />
        </Container>
      </TopBar>
      <MainBar>
        <Container>
          <MainBarGrid>
            <BrandLink route="home" aria-label={t('header.homeLinkLabel', { brand: props.brand })}>
              {props.brand}
            </BrandLink>
            <SearchArea>
              <SearchBox />
            </SearchArea>
            <Actions>
              <UserMenu userName={props.userName} />
              <CartIndicator count={props.cartCount} />
            </Actions>
          </MainBarGrid>
        </Container>
      </MainBar>
      <MainNavigationBar>
        <Container>
          <NavigationList links={props.headerNavigation} locale={props.locale} label={t('header.mainNavigationLabel')} uxComponent="header-main" />
        </Container>
      </MainNavigationBar>
      {props.promoBanner && <PromoBanner banner={props.promoBanner} locale={props.locale} />}
      <TodayAddedCounter count={props.todayAddedBooksCount} />
    </header>
  );
}
