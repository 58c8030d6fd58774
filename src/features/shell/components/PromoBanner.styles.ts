import styled from 'styled-components';

export const Strip = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.promo};
  color: ${({ theme }) => theme.colors.onPromo};
  text-align: center;
  font-weight: 600;

  a { color: inherit; }
`;
