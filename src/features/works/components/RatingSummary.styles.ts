import styled from 'styled-components';
import { theme } from '@/ui';

export const RatingLine = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.inkMuted};
`;
