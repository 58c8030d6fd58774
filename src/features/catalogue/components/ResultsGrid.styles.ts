import styled from 'styled-components';
import { theme } from '@/ui';

/** Static styles (sold state as a data attribute): one class for every tile of every page. */
export const StockBadge = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${`0 ${theme.space.sm}`};
  border-radius: 999px;
  border: 1px solid ${theme.colors.shelf};
  color: ${theme.colors.shelf};
  background: ${theme.colors.surface};
  font-size: 0.8125rem;
  font-weight: 600;

  &[data-sold] {
    border-color: ${theme.colors.border};
    color: ${theme.colors.inkMuted};
  }
`;
