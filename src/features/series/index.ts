/** Series feature: the series page (pages/series/[slug].tsx re-exports it with its getServerSideProps). */
export { default as SeriesPage } from './pages/SeriesPage';
export { fetchSeries, seriesKey, useSeries, SERIES_ENDPOINT } from './api/getSeries';
