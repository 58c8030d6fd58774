import styled from 'styled-components';
import { RouteLink } from '@/routing';

/** Wraps on phones, so no tab hides off-screen. */
export const TabList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Tab = styled(RouteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.link};
  white-space: nowrap;
  text-decoration: none;

  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => `0 ${theme.space.md}`}; }

  &:hover { text-decoration: underline; }
  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 700;
  }
`;
