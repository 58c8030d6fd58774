import styled from 'styled-components';
import { theme } from '@/ui';

export const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: ${theme.colors.inkMuted};

  li + li::before { content: '›'; margin-right: ${theme.space.xs}; }
`;
