/** Demo data: reference data, storefront content and a deterministic catalogue. */
export { seedDatabase, DEFAULT_SEED, CatalogueNotEmptyError } from './seed-database';
export { seedReferenceData, CONDITIONS, BINDINGS, type ReferenceSummary } from './reference-data';
export { seedContent, type ContentSummary } from './content/seed-content';
export { resetDatabase, hasBooks } from './reset-schema';
export type { SeedOptions, SeedSummary, CategorySample } from './types';
export { isValidIsbn10, isValidIsbn13, isbn13To10, isbn10To13 } from './isbn';
