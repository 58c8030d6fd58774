import { withShell } from '@/app-context/page/shell.server';
import { authorKey, fetchAuthor } from '../api/getAuthor';
import { authorHandler } from './authorHandler';

/** The author's copies in stock: the profile and one page of book tiles. */
export const getServerSideProps = withShell(
  authorHandler(async (client, authorId, page) => {
    const query = { include: 'books', page } as const;
    const data = await fetchAuthor(client, authorId, query);
    return { key: authorKey(authorId, query), data, pages: data.books };
  }, { paginated: true, route: 'authorBooks' }),
  { namespaces: ['authors'] },
);
