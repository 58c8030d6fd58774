import styled from 'styled-components';
import { theme } from '@/ui';

export const Group = styled.section`
  margin: ${theme.space.md} 0;
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1rem;
`;

export const Hint = styled.p`
  margin: ${theme.space.xs} 0 ${theme.space.sm};
  color: ${theme.colors.inkMuted};
  font-size: 0.875rem;
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A toggle button; the pressed state shows as a filled chip with a check mark, not by colour alone. */
export const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 2.75rem;
  padding: ${theme.space.xs} ${theme.space.md};
  border: 2px solid ${theme.colors.primary};
  border-radius: 999px;
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  &:hover { border-color: ${theme.colors.primaryHover}; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

export const Mark = styled.span`
  display: inline-block;
  width: 1em;
  text-align: center;
`;

export const Note = styled.p`
  margin: ${theme.space.sm} 0 0;
  font-size: 0.875rem;
  color: ${theme.colors.inkMuted};

  &:empty { margin: 0; }
`;
