import styled from 'styled-components';
import { theme } from '@/ui';
import { ConsentPreferencesButton } from '@/features/consent';

export const Main = styled.main`
  display: block;
  min-height: 50vh;
  padding-top: ${theme.space.sm};

  ${theme.media.tablet} { padding-top: ${theme.space.lg}; }

  /* Focus lands here from the skip link; the ring would only outline the whole page. */
  &:focus { outline: none; }
`;

/**
 * The "cookie settings" row continues the footer's shelf colour below it. (Inside the footer's
 * contentinfo landmark once ShellFooter accepts extra content.)
 */
export const ConsentRow = styled.div`
  padding: 0 0 ${theme.space.lg};
  background: ${theme.colors.shelf};
  color: ${theme.colors.onShelf};
`;

export const ConsentLinkButton = styled(ConsentPreferencesButton)`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible { outline: 2px solid ${theme.colors.focusOnDark}; outline-offset: 2px; }
`;
