import styled from 'styled-components';
import { EmptyState } from '@/ui';

/** "Nothing here (yet)" in place of a list. */
export const EmptyNote = styled(EmptyState)`
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;
