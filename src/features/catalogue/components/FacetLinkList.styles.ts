import styled from 'styled-components';
import { RouteLink } from '@/routing';

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  ul { padding-left: ${({ theme }) => theme.space.md}; }
`;

export const ValueLink = styled(RouteLink)<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  text-decoration: none;

  &:hover .facet-name { text-decoration: underline; }
`;

/** A box that shows the selected state by shape (a tick), not only by colour. */
export const Tick = styled.span<{ $selected: boolean }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.125rem;
  height: 1.125rem;
  border: 2px solid currentColor;
  border-radius: 0.25rem;
  font-size: 0.75rem;
  line-height: 1;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.link)};
`;

export const Count = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.875rem;
  font-weight: 400;
`;

export const More = styled.details`
  summary {
    cursor: pointer;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;
