import styled from 'styled-components';

export const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h2 { margin: 0; font-size: 1.25rem; }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th, td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }

  td.num, th.num { text-align: right; white-space: nowrap; }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;
