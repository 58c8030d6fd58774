import styled from 'styled-components';
import { theme } from '@/ui';
import { RouteLink } from '@/routing';

/** Top level: cards in columns; nested levels: indented plain lists inside their card. */
export const TopLevelList = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${theme.media.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

export const TopLevelItem = styled.li`
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;

export const NestedList = styled.ul`
  margin: ${theme.space.xs} 0 0;
  padding-left: ${theme.space.md};
  list-style: none;

  li { margin-top: ${theme.space.xs}; }
`;

export const CategoryLink = styled(RouteLink)<{ $topLevel: boolean }>`
  font-weight: ${({ $topLevel }) => ($topLevel ? 700 : 400)};
  font-size: ${({ $topLevel }) => ($topLevel ? '1.0625rem' : '1rem')};
`;

export const Count = styled.span`
  margin-left: ${theme.space.xs};
  color: ${theme.colors.inkMuted};
  font-size: 0.875rem;
`;
