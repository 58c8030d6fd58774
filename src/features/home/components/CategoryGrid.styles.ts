import styled from 'styled-components';
import { RouteLink } from '@/routing';

export const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

export const CategoryLink = styled(RouteLink)`
  display: flex;
  flex-direction: column;
  min-height: 2.75rem;
  height: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  text-decoration: none;

  &:hover { border-color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
`;

export const Count = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.875rem;
  font-weight: 400;
`;
