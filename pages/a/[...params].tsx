export { default } from '@/features/authors/pages/AuthorLegacyPage';
export { getServerSideProps } from '@/features/authors/pages/authorLegacy.getServerSideProps';
