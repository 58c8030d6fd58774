import styled from 'styled-components';

export const Item = styled.li`
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    color: inherit;
  }
`;
