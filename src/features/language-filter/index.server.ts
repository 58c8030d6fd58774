/** The language filter's server-only surface (getServerSideProps): the visitor's reading languages. */
export { readingLanguages, readingLanguagesHtmlCacheOptions } from './readingLanguages.server';
