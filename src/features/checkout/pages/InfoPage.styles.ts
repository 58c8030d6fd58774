import styled from 'styled-components';

export const InfoStack = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;
  padding: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xl}`};

  h1, h2, p { margin: 0; }
  ol { margin: 0; padding-left: 1.5rem; display: grid; gap: ${({ theme }) => theme.space.sm}; }
`;

export const BranchList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

export const BranchCard = styled.li`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h3 { margin: 0 0 ${({ theme }) => theme.space.xs}; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; }
`;
