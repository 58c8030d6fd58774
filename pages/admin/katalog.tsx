export { default } from '@/features/admin/pages/AdminCataloguePage';
export { getServerSideProps } from '@/features/admin/pages/adminCatalogue.getServerSideProps';
