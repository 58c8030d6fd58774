import styled from 'styled-components';
import { theme } from '@/ui';

export const BylineList = styled.dl`
  margin: 0 0 ${theme.space.md};
  font-size: 1.0625rem;
`;

export const BylineLine = styled.div`
  dt { display: inline; color: ${theme.colors.inkMuted}; }
  dd { display: inline; margin: 0 0 0 ${theme.space.xs}; }
`;
