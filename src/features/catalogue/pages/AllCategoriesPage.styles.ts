import styled from 'styled-components';
import { theme } from '@/ui';

export const Intro = styled.p`
  max-width: 40rem;
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.inkMuted};
`;
