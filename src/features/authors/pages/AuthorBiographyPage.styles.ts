import styled from 'styled-components';

export const Biography = styled.p`
  max-width: 42rem;
  font-size: 1.0625rem;
  line-height: 1.6;
`;

export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => `${theme.space.md} 0`};

  dt { font-weight: 700; }
  dd { margin: 0; }
`;
