import { useRouter } from 'next/router';
import { AdminFrame } from '../components/AdminFrame';
import type { AdminPageProps } from '../server/withAdmin';

/**
 * What every /admin page shows an employee without its permission (withAdmin sets `forbidden`):
 * the shell rendered it in place of the page (src/shell/App.tsx), so no page's own code runs
 * for them, neither its rendering (which expects its data) nor its requests.
 */
export default function AdminForbiddenPage(props: AdminPageProps) {
  const { pathname } = useRouter();
  return <AdminFrame props={props} current={pathname}>{null}</AdminFrame>;
}
