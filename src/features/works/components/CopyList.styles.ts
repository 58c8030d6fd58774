import styled from 'styled-components';
import { theme } from '@/ui';
import { RouteLink } from '@/routing';

export const List = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Condition and price on one line, details below; on wide screens still a compact row. */
export const CopyItem = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space.xs} ${theme.space.md};
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  &:focus-within { box-shadow: 0 0 0 3px ${theme.colors.focus}; }
`;

/** The link covers the whole row, so the row is one big touch target and one tab stop. */
export const CopyLink = styled(RouteLink)`
  font-weight: 700;

  &::after { content: ''; position: absolute; inset: 0; }
  &:focus-visible { outline: none; }
`;

export const CopyPrice = styled.div`
  text-align: right;
`;

export const CopyMeta = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.inkMuted};
`;

export const CopyNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: 0.9375rem;
`;
