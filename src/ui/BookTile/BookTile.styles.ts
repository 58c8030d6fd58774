import styled from 'styled-components';
import { theme } from '../theme';
import { tileCardCss, tileCoverCss, tileTitleCss, tileTitleLinkCss } from '../TileCard/TileCard.styles';

/**
 * One styled element per tile (issue 18): a shelf renders dozens of tiles, and each styled
 * element costs server rendering time and two class names of HTML. The card styles its lines by
 * short class names: tt = title, tl = title link, tc = cover, ta = authors, tn = condition,
 * tp = price row. `:where()` keeps each part at one class of specificity, as when they were
 * styled components of their own, so a shelf's rules for its tiles still apply as before.
 */
export const BookTileCard = styled.article`
  ${tileCardCss}

  & :where(.tt) { ${tileTitleCss} }
  & :where(.tl) { ${tileTitleLinkCss} }
  & :where(.tc) { ${tileCoverCss} }

  /* Above the stretched title link, so the author links stay clickable. */
  & :where(.ta) {
    position: relative;
    z-index: 1;
    margin: 0;
    color: ${theme.colors.inkMuted};
    font-size: 0.9375rem;
  }

  & :where(.tn) {
    margin: 0;
    font-size: 0.875rem;
    color: ${theme.colors.inkMuted};
  }

  & :where(.tp) { margin-top: auto; }
`;
