/** Book pages (work, edition, copy) and the by-book-ids call; page files re-export the views with their getServerSideProps. */
export { default as WorkPage } from './pages/WorkPage';
export { default as EditionPage } from './pages/EditionPage';
export { default as CopyPage } from './pages/CopyPage';
export { bookKey, fetchBook, useBook, BOOK_ENDPOINT } from './api/getBook';
export { fetchEdition, editionKey, useEdition, EDITION_ENDPOINT } from './api/getEdition';
export { fetchWork, workKey, useWork, WORK_ENDPOINT } from './api/getWork';
export { fetchCatalogueRef, type CatalogueLevel } from './api/getCatalogueRef';
export { CopyList } from './components/CopyList';
export { priceDecimal } from './lib/priceDecimal';
