import styled from 'styled-components';

export const Strip = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.promo};
  color: ${({ theme }) => theme.colors.onPromo};
  text-align: center;
  font-weight: 600;

  a { color: inherit; }

  ${({ theme }) => theme.media.phoneOnly} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    font-size: 0.875rem;
    line-height: 1.35;
  }
`;
