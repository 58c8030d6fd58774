import styled from 'styled-components';
import { theme } from '@/ui';

export const Section = styled.section`
  margin: ${theme.space.xl} 0;
`;

export const EmptyText = styled.p`
  margin: 0;
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius};
  color: ${theme.colors.inkMuted};
`;
