import styled from 'styled-components';
import { theme } from '@/ui';
import { RouteLink } from '@/routing';

export const TopBar = styled.div`
  background: ${theme.colors.shelf};
  color: ${theme.colors.onShelfMuted};
  font-size: 0.875rem;

  a:focus-visible { outline-color: ${theme.colors.focusOnDark}; }
`;

export const MainBar = styled.div`
  background: ${theme.colors.shelf};
  color: ${theme.colors.onShelf};
  padding: ${theme.space.sm} 0 ${theme.space.md};

  ${theme.media.phoneOnly} {
    padding: ${theme.space.xs} 0 ${theme.space.sm};
  }
`;

/** Phones: brand and actions on one row, search full width below; tablet up: one row. */
export const MainBarGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas:
    'brand actions'
    'search search';
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.sm};

  ${theme.media.tablet} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'brand search actions';
    gap: ${theme.space.lg};
  }
`;

export const BrandLink = styled(RouteLink)`
  grid-area: brand;
  min-width: 0;
  font-family: ${theme.fonts.heading};
  font-size: 1.375rem;
  font-weight: 700;
  letter-spacing: 0.01em;
  color: ${theme.colors.onShelf};
  text-decoration: none;
  white-space: nowrap;

  &:focus-visible { outline-color: ${theme.colors.focusOnDark}; }

  ${theme.media.tablet} { font-size: 1.625rem; }
`;

export const SearchArea = styled.div`
  grid-area: search;
`;

export const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};

  ${theme.media.phoneOnly} { gap: 0; }
`;

export const MainNavigationBar = styled.div`
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  font-weight: 600;

  a { color: ${theme.colors.ink}; }
`;

/** Same look as the header's cart and account links; only phones have it. */
export const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${theme.space.sm};
  border: 0;
  background: transparent;
  color: ${theme.colors.onShelf};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible { outline-color: ${theme.colors.focusOnDark}; }
  &[aria-expanded='true'] { text-decoration: underline; }

  svg { width: 1.5rem; height: 1.5rem; flex: none; }

  ${theme.media.tablet} { display: none; }
`;

/**
 * Phones: the two menus are hidden until the menu button opens them, then drop down under the
 * brand bar as lists with full-width tap targets (main menu first, then the service links).
 * Tablet and desktop: the header as it always was.
 */
export const Header = styled.header`
  ${theme.media.phoneOnly} {
    display: flex;
    flex-direction: column;

    > * { order: 4; }
    > ${MainBar} { order: 1; }
    > ${MainNavigationBar} { order: 2; }
    > ${TopBar} { order: 3; }

    &:not([data-menu-open]) > ${MainNavigationBar},
    &:not([data-menu-open]) > ${TopBar} { display: none; }

    > ${MainNavigationBar} ul,
    > ${TopBar} ul { flex-direction: column; gap: 0; }

    > ${MainNavigationBar} li + li,
    > ${TopBar} li + li { border-top: 1px solid ${theme.colors.border}; }

    > ${TopBar} li + li { border-top-color: rgba(251, 247, 240, 0.2); }

    > ${MainNavigationBar} a,
    > ${TopBar} a {
      display: flex;
      align-items: center;
      min-height: 2.75rem;
    }

    > ${TopBar} { padding: ${theme.space.xs} 0; }
  }
`;
