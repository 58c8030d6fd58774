export { TileGrid, TileGridCell } from './TileGrid.styles';
