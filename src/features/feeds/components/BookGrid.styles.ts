import styled from 'styled-components';
import { TileGridCell } from '@/ui';

/** A tile plus an optional line under it; the tile grows, the line stays at the bottom. */
export const TileCell = styled(TileGridCell)`
  & > article { flex: 1 1 auto; height: auto; }
`;
