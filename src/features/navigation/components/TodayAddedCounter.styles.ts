import styled from 'styled-components';
import { theme } from '@/ui';

export const CounterLine = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  text-align: center;
  font-size: 0.9375rem;

  ${theme.media.phoneOnly} { padding: 0.125rem ${theme.space.sm}; font-size: 0.875rem; }
`;
