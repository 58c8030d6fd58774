import styled from 'styled-components';
import { theme } from '@/ui';

export const ConditionBox = styled.dl`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;

  dt { font-size: 0.875rem; color: ${theme.colors.inkMuted}; }
  dd { margin: 0; }
`;

export const ConditionTitle = styled.dd`
  font-weight: 700;
  font-size: 1.125rem;
`;

export const Defects = styled.dd`
  white-space: pre-line;
`;
