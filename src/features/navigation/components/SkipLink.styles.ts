import styled from 'styled-components';

/** Off screen until focused by the first Tab press, then shown on top of the header. */
export const SkipAnchor = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: 1100;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.link};
  font-weight: 700;
  transform: translateY(-200%);

  &:focus { transform: none; }
`;
