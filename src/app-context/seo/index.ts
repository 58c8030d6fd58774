/** Structured data every page type may emit (the shell's own head tags live in src/shell/seo). */
export { BreadcrumbJsonLd } from './BreadcrumbJsonLd';
export { breadcrumbJsonLd, type Crumb } from './breadcrumbJsonLd';
export { organizationJsonLd, serializeJsonLd } from './organizationJsonLd';
