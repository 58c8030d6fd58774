import { useId } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { Locale } from '@/i18n/locales';
import type { NavigationLink, PromoBanner as PromoBannerData } from '@/contracts/shell';
import { Container } from '@/ui';
import { useHeaderMenu } from '../hooks/useHeaderMenu';
import { CartIndicator } from './CartIndicator';
import { MenuButton } from './MenuButton';
import { NavigationList } from './NavigationList';
import { PromoBanner } from './PromoBanner';
import { SearchBox } from './SearchBox';
import { TodayAddedCounter } from './TodayAddedCounter';
import { UserMenu } from './UserMenu';
import { Actions, BrandLink, Header, MainBar, MainBarGrid, MainNavigationBar, SearchArea, TopBar } from './ShellHeader.styles';

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
 * page chrome belongs to a landmark (screen-reader users navigate by them). On phones both menus
 * fold behind a "Menu" button, so the first screen shows the shop, not its navigation.
 */
export function ShellHeader(props: ShellHeaderProps) {
  const t = useTranslations('common');
  const menu = useHeaderMenu();
  const mainMenuId = useId();
  const topMenuId = useId();
  const hasMenu = props.headerNavigation.length > 0 || props.topNavigation.length > 0;
  return (
    <Header data-menu-open={menu.open ? '' : undefined}>
      <TopBar id={topMenuId}>
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
              {hasMenu && <MenuButton open={menu.open} controls={`${mainMenuId} ${topMenuId}`} onClick={menu.toggle} buttonRef={menu.buttonRef} />}
            </Actions>
          </MainBarGrid>
        </Container>
      </MainBar>
      <MainNavigationBar id={mainMenuId}>
        <Container>
          <NavigationList links={props.headerNavigation} locale={props.locale} label={t('header.mainNavigationLabel')} uxComponent="header-main" />
        </Container>
      </MainNavigationBar>
      {props.promoBanner && <PromoBanner banner={props.promoBanner} locale={props.locale} />}
      <TodayAddedCounter count={props.todayAddedBooksCount} />
    </Header>
  );
}
