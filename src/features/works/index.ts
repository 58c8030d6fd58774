/** Book pages (work, edition, copy) and the by-book-ids call; page files re-export the views with their getServerSideProps. */
export { default as WorkPage } from './pages/WorkPage';
export { default as EditionPage } from './pages/EditionPage';
export { default as BookPage } from './pages/BookPage';
export { bookKey, fetchBook, useBook, BOOK_ENDPOINT } from './api/getBook';
export { fetchMother, motherKey, useMother, MOTHER_ENDPOINT } from './api/getMother';
export { fetchGrandmother, grandmotherKey, useGrandmother, GRANDMOTHER_ENDPOINT } from './api/getGrandmother';
export { fetchCatalogueRef, type CatalogueLevel } from './api/getCatalogueRef';
export { CopyList } from './components/CopyList';
export { priceDecimal } from './lib/priceDecimal';
