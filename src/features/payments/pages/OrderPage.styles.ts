import styled from 'styled-components';

export const PageStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 48rem;
  padding: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xl}`};

  h1 { margin: 0; }
`;

export const Lead = styled.p`
  margin: 0;
  font-size: 1.125rem;
`;
