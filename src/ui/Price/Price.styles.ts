import styled from 'styled-components';
import { theme } from '../theme';
import { visuallyHiddenCss } from '../VisuallyHidden/VisuallyHidden.styles';

/**
 * One styled element per price (issue 18: a shelf shows dozens): its parts are styled by class
 * name — pc = current price (pc ps = on sale), pp = previous price, vh = visually hidden words.
 * `:where()` keeps each part's specificity at one class, as when they were styled components of
 * their own, so a container's rules (the copy page's BigPrice `span { font-size: inherit }`) still win.
 */
export const PriceWrapper = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.sm};

  & :where(.pc) {
    font-weight: 700;
    font-size: 1.0625rem;
    color: ${theme.colors.ink};
  }
  & :where(.pc.ps) { color: ${theme.colors.sale}; }

  & :where(.pp) {
    color: ${theme.colors.inkMuted};
    font-size: 0.9375rem;
  }

  & :where(.vh) { ${visuallyHiddenCss} }
`;
