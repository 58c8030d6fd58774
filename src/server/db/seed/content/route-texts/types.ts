import type { PageText } from '../content-types';

/** Keys of the cms_pages (kind 'route') that give pages with their own route their text. */
export const ROUTE_PAGE_KEYS = ['career', 'job-vacancies', 'how-to-sell-books', 'rebranding', 'manny', 'info'] as const;
export type RoutePageKey = (typeof ROUTE_PAGE_KEYS)[number];

export type RoutePageTexts = Readonly<Record<RoutePageKey, PageText>>;
