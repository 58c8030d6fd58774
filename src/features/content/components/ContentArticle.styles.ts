import styled from 'styled-components';

export const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;
  padding: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xl}`};

  h1, h2, p { margin: 0; }
`;

export const Perex = styled.p`
  font-size: 1.125rem;
  font-weight: 600;
`;

export const Meta = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.875rem;
`;
