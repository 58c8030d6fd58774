import styled from 'styled-components';

export const CounterLine = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  font-size: 0.9375rem;

  ${({ theme }) => theme.media.phoneOnly} { padding: 0.125rem ${({ theme }) => theme.space.sm}; font-size: 0.875rem; }
`;
