import styled from 'styled-components';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    color: inherit;
  }
`;
