import styled from 'styled-components';

/** Above the tile's stretched title link (TileTitleLink::after), or a click would open the copy instead. */
export const HeartButton = styled.button`
  position: relative;
  z-index: 1;
  align-self: flex-end;
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.25rem;
  cursor: pointer;

  &[aria-pressed='true'] { color: ${({ theme }) => theme.colors.shelf}; }
  &:disabled { cursor: progress; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;
