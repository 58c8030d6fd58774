export { BookTile, type BookTileProps } from './BookTile';
