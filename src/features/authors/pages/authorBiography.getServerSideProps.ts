import { withShell } from '@/app-context/page/shell.server';
import { authorKey, fetchAuthor } from '../api/getAuthor';
import { authorHandler } from './authorHandler';

/** Author biography: the profile alone. */
export const getServerSideProps = withShell(
  authorHandler(async (client, authorId) => ({ key: authorKey(authorId), data: await fetchAuthor(client, authorId) }), { paginated: false, route: 'authorBiography' }),
  { namespaces: ['authors'] },
);
