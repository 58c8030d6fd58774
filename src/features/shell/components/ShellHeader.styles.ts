import styled from 'styled-components';
import { RouteLink } from '@/routing';

export const TopBar = styled.div`
  background: ${({ theme }) => theme.colors.shelf};
  color: ${({ theme }) => theme.colors.onShelfMuted};
  font-size: 0.875rem;

  a:focus-visible { outline-color: ${({ theme }) => theme.colors.focusOnDark}; }
`;

export const MainBar = styled.div`
  background: ${({ theme }) => theme.colors.shelf};
  color: ${({ theme }) => theme.colors.onShelf};
  padding: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.md}`};
`;

/** Phones: brand and actions on one row, search full width below; tablet up: one row. */
export const MainBarGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas:
    'brand actions'
    'search search';
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'brand search actions';
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const BrandLink = styled(RouteLink)`
  grid-area: brand;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.625rem;
  font-weight: 700;
  letter-spacing: 0.01em;
  color: ${({ theme }) => theme.colors.onShelf};
  text-decoration: none;

  &:focus-visible { outline-color: ${({ theme }) => theme.colors.focusOnDark}; }
`;

export const SearchArea = styled.div`
  grid-area: search;
`;

export const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const MainNavigationBar = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;

  a { color: ${({ theme }) => theme.colors.ink}; }
`;
