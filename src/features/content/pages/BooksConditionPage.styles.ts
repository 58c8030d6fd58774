import styled from 'styled-components';

export const GradeList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  li {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  h2 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: 1.125rem; }
  p { margin: 0; }
`;
