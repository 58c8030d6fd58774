export { default } from '@/features/authors/pages/AuthorTimelinePage';
export { getServerSideProps } from '@/features/authors/pages/authorTimeline.getServerSideProps';
