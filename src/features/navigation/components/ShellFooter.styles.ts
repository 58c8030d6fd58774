import styled from 'styled-components';

export const FooterBar = styled.footer`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.shelf};
  color: ${({ theme }) => theme.colors.onShelf};

  a { color: ${({ theme }) => theme.colors.onShelf}; }
  a:focus-visible { outline-color: ${({ theme }) => theme.colors.focusOnDark}; }
`;

/** Link columns, then the address: stacked on phones, side by side on desktops. */
export const FooterLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.desktop} { grid-template-columns: 3fr 1fr; }
`;

/** One link column on phones, two on tablets, three on desktops. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

export const ColumnHeading = styled.h2`
  font-size: 1.0625rem;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
`;

export const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.onShelfMuted};
  color: ${({ theme }) => theme.colors.onShelfMuted};
  font-size: 0.875rem;
`;
