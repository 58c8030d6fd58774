import styled from 'styled-components';
import { RouteLink } from '@/routing';

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: 0;
  list-style: none;
`;

export const ChipLink = styled(RouteLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
`;

export const Cross = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

export const ClearLink = styled(RouteLink)`
  font-weight: 600;
`;
