/** Catalogue feature (so far only what the all-categories page needs). */
export { default as AllCategoriesPage } from './pages/AllCategoriesPage';
export { CategoryTree } from './components/CategoryTree';
export { categoriesKey, fetchCategories, useCategories, CATEGORIES_ENDPOINT } from './api/getCategories';
