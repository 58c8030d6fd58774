import styled, { css } from 'styled-components';
import { theme } from '@/ui';
import { RouteLink } from '@/routing';

export const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.xs};
  margin: ${theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
`;

const box = css`
  display: inline-grid;
  place-items: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radius};
`;

export const PageLink = styled(RouteLink)`
  ${box}
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  text-decoration: none;
  &:hover { border-color: ${theme.colors.primary}; }
`;

export const CurrentPage = styled.span`
  ${box}
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-weight: 700;
`;

export const Gap = styled.span`
  ${box}
  color: ${theme.colors.inkMuted};
`;
