// The catalogue module's public face: book tiles (the listing, feeds, authors and book pages show
// copies as tiles) and the shop-calendar counter.
export { bookTilesByIds, countBooksAddedToday, toBookTile } from './book-tiles.service';
