import { routePageServerSideProps } from '@/features/content/pages/cmsPage.getServerSideProps';

export { default } from '@/features/content/pages/CmsPage';
export const getServerSideProps = routePageServerSideProps('manny');
