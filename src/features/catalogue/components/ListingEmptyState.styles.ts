import styled from 'styled-components';
import { theme } from '@/ui';

export const Box = styled.div`
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius};

  h2 { margin-top: 0; font-size: 1.25rem; }
  p { color: ${theme.colors.inkMuted}; }
  ul { margin: 0; padding-left: ${theme.space.lg}; }
  li { margin: ${theme.space.xs} 0; }
`;
