import styled from 'styled-components';
import { theme } from '../theme';

/**
 * Book tiles in a responsive grid: two a row on phones, three on tablets, `$desktopColumns`
 * (four unless told) on desktops. A list, so screen readers announce the count.
 */
export const TileGrid = styled.ul<{ $desktopColumns?: 4 | 5 }>`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${theme.media.desktop} { grid-template-columns: repeat(${({ $desktopColumns = 4 }) => $desktopColumns}, minmax(0, 1fr)); }
`;

/** A grid cell holding a tile and lines under it, stacked. */
export const TileGridCell = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;
