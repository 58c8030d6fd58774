/**
 * Checkout feature: the checkout form the cart page renders under its list, and the delivery
 * info pages (personal pickup, direct delivery; page files import those views directly).
 */
export { CheckoutSection, type CheckoutSectionProps, type LegalPages } from './components/CheckoutSection';
export { fetchPudoLocations, pudoLocationsKey, BRANCH_METHOD, PUDO_LOCATIONS_ENDPOINT } from './api/getPudoLocations';
export { carrierName } from './lib/carrierName';
export { formatOpeningHours } from './lib/openingHours';
