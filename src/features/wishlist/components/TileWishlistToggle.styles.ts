import styled from 'styled-components';
import { theme } from '@/ui';

/** Above the tile's stretched title link (TileTitleLink::after), or a click would open the copy instead. */
export const HeartButton = styled.button`
  position: relative;
  z-index: 1;
  align-self: flex-end;
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 999px;
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font-size: 1.25rem;
  cursor: pointer;

  &[aria-pressed='true'] { color: ${theme.colors.shelf}; }
  &:disabled { cursor: progress; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;
