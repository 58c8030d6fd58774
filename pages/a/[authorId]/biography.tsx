export { default } from '@/features/authors/pages/AuthorBiographyPage';
export { getServerSideProps } from '@/features/authors/pages/authorBiography.getServerSideProps';
