import { cmsPageServerSideProps } from '@/features/content/pages/cmsPage.getServerSideProps';

export { default } from '@/features/content/pages/CmsPage';
export const getServerSideProps = cmsPageServerSideProps('cmsPage');
