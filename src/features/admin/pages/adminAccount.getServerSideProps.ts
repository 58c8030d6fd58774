import { fetchOwnSessions } from '../api/adminApi';
import { withAdmin } from '../server/withAdmin';

/** /admin/ucet: the employee's own sessions. */
export const getServerSideProps = withAdmin('/admin/ucet', async ({ client }) => ({ props: { sessions: (await fetchOwnSessions(client)).items } }));
