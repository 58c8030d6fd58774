/** Catalogue feature: the all-categories page, the listing and category pages, search suggestions. */
export { default as AllCategoriesPage } from './pages/AllCategoriesPage';
export { CategoryTree } from './components/CategoryTree';
export { categoriesKey, fetchCategories, useCategories, CATEGORIES_ENDPOINT } from './api/getCategories';
export { fetchListing, listingKey, useListing, LISTING_ENDPOINT } from './api/getListing';
export { fetchSuggestions, suggestKey, suggestQuery, useSuggestions, SUGGEST_ENDPOINT, SUGGEST_MIN_LENGTH } from './api/getSuggestions';
export { listingHref, listingParams } from './lib/listingLinks';
export { listingRobots, type RobotsContent } from './lib/robots';
