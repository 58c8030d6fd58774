import styled from 'styled-components';
import { theme } from '@/ui';

export const FooterBar = styled.footer`
  margin-top: ${theme.space.xl};
  padding: ${theme.space.xl} 0 ${theme.space.lg};
  background: ${theme.colors.shelf};
  color: ${theme.colors.onShelf};

  a { color: ${theme.colors.onShelf}; }
  a:focus-visible { outline-color: ${theme.colors.focusOnDark}; }
`;

/** Link columns, then the address: stacked on phones, side by side on desktops. */
export const FooterLayout = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  ${theme.media.desktop} { grid-template-columns: 3fr 1fr; }
`;

/** One link column on phones, two on tablets, three on desktops. */
export const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  ${theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${theme.media.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

export const ColumnHeading = styled.h2`
  font-size: 1.0625rem;
  margin-bottom: ${theme.space.sm};
`;

export const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li { margin-top: ${theme.space.xs}; }
`;

export const Bottom = styled.div`
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.onShelfMuted};
  color: ${theme.colors.onShelfMuted};
  font-size: 0.875rem;
`;
