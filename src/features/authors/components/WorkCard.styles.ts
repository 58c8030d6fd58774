import styled from 'styled-components';

export const Label = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.inkMuted};
  order: -2;
`;

export const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Author links sit above the stretched title link so they stay clickable. */
export const AuthorLinks = styled.p`
  position: relative;
  z-index: 1;
  margin: 0;
  font-size: 0.9375rem;
`;

export const Stock = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const LowestPrice = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.0625rem;
  font-weight: 700;
`;
