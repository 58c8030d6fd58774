// The catalogue module's public face: book tiles (the listing, feeds, authors and book pages show
// copies as tiles) and the shop-calendar counter.
export { bookTilesByIds, countBooksAddedToday, toBookTile } from './book-tiles.service';
// The listing's stock summary and the storefront's reading languages.
export { getStockSummary } from './listing.service';
export { storefrontLanguages } from './language.params';
export { coverPath, editionCoverPath } from './cover-path';
export { languageQueryField, languagesFromQuery } from './language.params';
// The listing's in-memory facet index, built at server start (instrumentation.ts, docs/adr/0032).
export { warmFacetIndex } from './facet-index.service';
