import styled from 'styled-components';
import { theme } from '@/ui';
import { RouteLink } from '@/routing';

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
`;

export const ChipLink = styled(RouteLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 2.75rem;
  padding: ${theme.space.xs} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: 999px;
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  text-decoration: none;

  &:hover { border-color: ${theme.colors.primary}; }
`;

export const Cross = styled.span`
  color: ${theme.colors.primary};
  font-weight: 700;
`;

export const ClearLink = styled(RouteLink)`
  font-weight: 600;
`;
