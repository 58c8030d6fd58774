import styled from 'styled-components';

export const ArticleList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;
`;

export const ArticleCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h2, p { margin: 0; }
`;
