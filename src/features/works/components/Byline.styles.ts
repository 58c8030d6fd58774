import styled from 'styled-components';

export const BylineList = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.0625rem;
`;

export const BylineLine = styled.div`
  dt { display: inline; color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { display: inline; margin: 0 0 0 ${({ theme }) => theme.space.xs}; }
`;
