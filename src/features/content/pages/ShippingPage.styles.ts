import styled from 'styled-components';

export const PriceTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};

  caption { text-align: left; padding-bottom: ${({ theme }) => theme.space.sm}; }
  caption h2 { margin: 0; font-size: 1.25rem; }
  th, td { text-align: left; padding: ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  thead th { font-size: 0.875rem; }
  tbody th { font-weight: 400; }
`;
