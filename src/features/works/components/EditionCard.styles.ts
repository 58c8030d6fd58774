import styled from 'styled-components';
import { theme } from '@/ui';

export const Card = styled.article`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  ${theme.media.tablet} { padding: ${theme.space.lg}; }
`;

export const CardHeader = styled.header`
  h3 { margin: 0; font-size: 1.25rem; }
  p { margin: ${theme.space.xs} 0 0; color: ${theme.colors.inkMuted}; }
`;

export const Stock = styled.p`
  margin: 0;
  font-weight: 600;
`;
