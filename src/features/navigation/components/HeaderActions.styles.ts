import styled from 'styled-components';
import { theme } from '@/ui';
import { RouteLink } from '@/routing';

/** Cart and account links: light text on the dark shelf bar, large enough to tap. */
export const ActionLink = styled(RouteLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${theme.space.sm};
  color: ${theme.colors.onShelf};
  text-decoration: none;
  font-weight: 600;

  &:hover { text-decoration: underline; }
  &:focus-visible { outline-color: ${theme.colors.focusOnDark}; }

  svg { width: 1.5rem; height: 1.5rem; flex: none; }
`;

export const CountBadge = styled.span`
  min-width: 1.5rem;
  padding: 0 ${theme.space.xs};
  border-radius: 999px;
  background: ${theme.colors.promo};
  color: ${theme.colors.onPromo};
  font-size: 0.875rem;
  line-height: 1.5rem;
  text-align: center;
`;
