import styled from 'styled-components';
import { theme } from '@/ui';
import { RouteLink } from '@/routing';

export const Grid = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${theme.media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

export const CategoryLink = styled(RouteLink)`
  display: flex;
  flex-direction: column;
  min-height: 2.75rem;
  height: 100%;
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  color: ${theme.colors.ink};
  font-weight: 600;
  text-decoration: none;

  &:hover { border-color: ${theme.colors.primary}; text-decoration: underline; }
`;

export const Count = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: 0.875rem;
  font-weight: 400;
`;
