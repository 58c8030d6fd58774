import styled from 'styled-components';
import { theme } from '@/ui';

export const Item = styled.li`
  a {
    display: inline-block;
    padding: ${theme.space.xs} 0;
    color: inherit;
  }
`;
