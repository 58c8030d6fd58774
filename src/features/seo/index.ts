/** Public surface of the SEO feature (robots policy and robots.txt; sitemaps are served by the API). */
export { robotsForRoute, robotsHeaderFor, isNoindexRoute, type RobotsOption } from './lib/robotsPolicy';
export { robotsTxt, disallowedPaths } from './lib/robotsTxt';
