import styled from 'styled-components';
import { theme } from '@/ui';

export const NoticeBox = styled.div`
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md};
  border: 2px solid ${theme.colors.sale};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  h2 { margin: 0 0 ${theme.space.xs}; font-size: 1.25rem; color: ${theme.colors.sale}; }
  p { margin: 0 0 ${theme.space.xs}; }
  ul { margin: 0 0 ${theme.space.md}; }
`;
