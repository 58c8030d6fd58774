import styled from 'styled-components';

export const TotalsBox = styled.section`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.shelf};
  border-radius: ${({ theme }) => theme.radius};
  p { margin: 0; }
  p:first-child { font-weight: 700; font-size: 1.125rem; }
`;
