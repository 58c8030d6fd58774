import styled from 'styled-components';
import { RouteLink } from '@/routing';

/** Cart and account links: light text on the dark shelf bar, large enough to tap. */
export const ActionLink = styled(RouteLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.onShelf};
  text-decoration: none;
  font-weight: 600;

  &:hover { text-decoration: underline; }
  &:focus-visible { outline-color: ${({ theme }) => theme.colors.focusOnDark}; }

  svg { width: 1.5rem; height: 1.5rem; flex: none; }
`;

export const CountBadge = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.promo};
  color: ${({ theme }) => theme.colors.onPromo};
  font-size: 0.875rem;
  line-height: 1.5rem;
  text-align: center;
`;
