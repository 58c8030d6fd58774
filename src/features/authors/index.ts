/** Authors feature: the author page and its biography, books and timeline sub-pages; work cards for other lists. */
export { default as AuthorPage } from './pages/AuthorPage';
export { default as AuthorBiographyPage } from './pages/AuthorBiographyPage';
export { default as AuthorBooksPage } from './pages/AuthorBooksPage';
export { default as AuthorTimelinePage } from './pages/AuthorTimelinePage';
export { authorKey, fetchAuthor, useAuthor, AUTHOR_ENDPOINT, type AuthorQuery } from './api/getAuthor';
export { authorTimelineKey, fetchAuthorTimeline, useAuthorTimeline, AUTHOR_TIMELINE_ENDPOINT } from './api/getAuthorTimeline';
export { WorkCard, type WorkCardProps } from './components/WorkCard';
export { WorkGrid } from './components/WorkGrid';
