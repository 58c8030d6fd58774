import styled from 'styled-components';

/** Two tiles a row on phones, more as the results column widens. */
export const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StockBadge = styled.p<{ $inStock: boolean }>`
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: 999px;
  border: 1px solid ${({ theme, $inStock }) => ($inStock ? theme.colors.shelf : theme.colors.border)};
  color: ${({ theme, $inStock }) => ($inStock ? theme.colors.shelf : theme.colors.inkMuted)};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.8125rem;
  font-weight: 600;
`;
