import styled from 'styled-components';

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
