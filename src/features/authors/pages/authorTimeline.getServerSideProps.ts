import { withShell } from '@/app-context/page/shell.server';
import { authorTimelineKey, fetchAuthorTimeline } from '../api/getAuthorTimeline';
import { authorHandler } from './authorHandler';

/** The author's timeline: every work by first edition year (one page). */
export const getServerSideProps = withShell(
  authorHandler(async (client, authorId) => ({ key: authorTimelineKey(authorId), data: await fetchAuthorTimeline(client, authorId) }), { paginated: false, route: 'authorTimeline' }),
  { namespaces: ['authors'] },
);
