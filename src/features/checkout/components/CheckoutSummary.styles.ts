import styled from 'styled-components';

export const SummaryBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h4 { margin: 0; font-size: 1.125rem; }
`;

export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  li { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.md}; }
`;

export const Updating = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const Chosen = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt { font-weight: 600; }
  dd { margin: 0; display: grid; }
`;
