// The listing module's public face for other modules.
export { getStockSummary } from './listing.service';
export { storefrontLanguages } from './language-param';
