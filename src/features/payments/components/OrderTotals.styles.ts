import styled from 'styled-components';

export const TotalsList = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const TotalsRow = styled.div<{ $total?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  ${({ $total, theme }) =>
    $total
      ? `border-top: 2px solid ${theme.colors.ink}; padding-top: ${theme.space.sm}; margin-top: ${theme.space.xs}; font-weight: 700; font-size: 1.125rem;`
      : ''}

  dt, dd { margin: 0; }
  dd { text-align: right; white-space: nowrap; }
`;
