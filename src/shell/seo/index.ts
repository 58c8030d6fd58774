export { OrganizationJsonLd } from './OrganizationJsonLd';
export { ShellSeo } from './ShellSeo';
export { SeoLinks, type RobotsContent } from './SeoLinks';
export { alternateLinks, canonicalLink, type AlternateLink, type ParamsFor } from './alternates';
