import styled from 'styled-components';
import { RouteLink } from '@/routing';

export const Nav = styled.nav`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
`;

export const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const box = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border-radius: 0.375rem;
`;

/** 44px targets: thumbs on phones. */
export const PageLink = styled(RouteLink)`
  ${box}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.link};
  text-decoration: none;

  &:hover { text-decoration: underline; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export const CurrentPage = styled.span`
  ${box}
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;

export const Gap = styled.span`
  ${box}
  min-width: auto;
  padding: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const Status = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  text-align: center;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
