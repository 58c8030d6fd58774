import styled from 'styled-components';
import { theme } from '@/ui';

export const Heading = styled.h1`
  margin: ${theme.space.sm} 0 ${theme.space.sm};
  overflow-wrap: anywhere;

  ${theme.media.tablet} { margin-top: ${theme.space.lg}; }
`;

export const DesktopOnly = styled.div`
  ${theme.media.belowDesktop} { display: none; }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
`;

export const ResultCount = styled.p`
  margin: 0;
  font-weight: 600;

  /* Phones: the count on its own line, the filter button and the sort form share the next ones. */
  ${theme.media.phoneOnly} { flex-basis: 100%; }
`;

/** One column on phones (filters above results); a filter sidebar from desktop width on. */
export const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  ${theme.media.desktop} { grid-template-columns: 16rem minmax(0, 1fr); }
`;

export const Results = styled.section`
  min-width: 0;
`;
