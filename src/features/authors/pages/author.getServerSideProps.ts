import { withShell } from '@/app-context/page/shell.server';
import { authorKey, fetchAuthor } from '../api/getAuthor';
import { authorHandler } from './authorHandler';

/** Author overview: the profile and one page of works. */
export const getServerSideProps = withShell(
  authorHandler(async (client, authorId, page) => {
    const query = { include: 'works', page } as const;
    const data = await fetchAuthor(client, authorId, query);
    return { key: authorKey(authorId, query), data, pages: data.works };
  }, { paginated: true, route: 'author' }),
  { namespaces: ['authors', 'engagement.reviews', 'engagement.watchdog'] },
);
