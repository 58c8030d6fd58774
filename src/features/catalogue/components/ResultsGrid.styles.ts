import styled from 'styled-components';
import { theme, TileGrid } from '@/ui';

/**
 * The listing's grid styles its cells and stock badges by class name: one styled element for the
 * whole grid instead of two per tile (issue 18). Cells stack a tile and lines under it (as
 * TileGridCell); sb = stock badge, sb so = sold. `:where()` keeps the specificity of one class,
 * as when they were styled components of their own.
 */
export const ListingGrid = styled(TileGrid)`
  & > :where(li) {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
  }

  & :where(.sb) {
    align-self: flex-start;
    margin: 0;
    padding: 0 ${theme.space.sm};
    border-radius: 999px;
    border: 1px solid ${theme.colors.shelf};
    color: ${theme.colors.shelf};
    background: ${theme.colors.surface};
    font-size: 0.8125rem;
    font-weight: 600;
  }

  & :where(.sb.so) {
    border-color: ${theme.colors.border};
    color: ${theme.colors.inkMuted};
  }
`;
