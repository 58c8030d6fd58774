/**
 * Feeds feature: today's additions and price cuts, and the /kategorie A–Z index. Also the list
 * pieces the author and series pages share: pagination, `?page=` parsing, tile grid, empty note.
 */
export { default as AddedTodayPage } from './pages/AddedTodayPage';
export { default as DiscountedTodayPage } from './pages/DiscountedTodayPage';
export { default as CategoryIndexPage } from './pages/CategoryIndexPage';
export { addedTodayKey, fetchAddedToday, useAddedToday, ADDED_TODAY_ENDPOINT } from './api/getAddedToday';
export { discountedTodayKey, fetchDiscountedToday, useDiscountedToday, DISCOUNTED_TODAY_ENDPOINT } from './api/getDiscountedToday';
export { Pagination, type PaginationProps } from './components/Pagination';
export { BookGrid } from './components/BookGrid';
export { TileCell } from './components/BookGrid.styles';
export { EmptyNote } from './components/EmptyNote';
export { isPastLastPage, pageQuery, parsePageParam } from './lib/pageParam';
