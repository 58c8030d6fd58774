import styled from 'styled-components';

export const Heading = styled.h1`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.sm}`};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.tablet} { margin-top: ${({ theme }) => theme.space.lg}; }
`;

export const DesktopOnly = styled.div`
  ${({ theme }) => theme.media.belowDesktop} { display: none; }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
`;

export const ResultCount = styled.p`
  margin: 0;
  font-weight: 600;

  /* Phones: the count on its own line, the filter button and the sort form share the next ones. */
  ${({ theme }) => theme.media.phoneOnly} { flex-basis: 100%; }
`;

/** One column on phones (filters above results); a filter sidebar from desktop width on. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.desktop} { grid-template-columns: 16rem minmax(0, 1fr); }
`;

export const Results = styled.section`
  min-width: 0;
`;
