import { withAdmin } from '@/features/admin/server/withAdmin';

export { default } from '@/features/admin/pages/AdminHomePage';
export const getServerSideProps = withAdmin('/admin');
