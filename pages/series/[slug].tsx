export { default } from '@/features/series/pages/SeriesPage';
export { getServerSideProps } from '@/features/series/pages/series.getServerSideProps';
