export { OrganizationJsonLd } from './OrganizationJsonLd';
export { ShellSeo } from './ShellSeo';
export { SeoLinks, type RobotsContent } from './SeoLinks';
export { BreadcrumbJsonLd } from './BreadcrumbJsonLd';
export { breadcrumbJsonLd, type Crumb } from './breadcrumbJsonLd';
export { alternateLinks, canonicalLink, type AlternateLink, type ParamsFor } from './alternates';
export { organizationJsonLd, serializeJsonLd } from './organizationJsonLd';
