import { resolvePath } from '@/routing';
import { withShell } from '@/app-context/page/shell.server';
import { fetchAuthor } from '../api/getAuthor';
import { legacyAuthorId } from '../lib/authorIdParam';

/**
 * Old author links (`/a/123/old-slug`, route key `authorLegacy`) → 301 to the author page, which
 * search engines and bookmarks then keep. The author is looked up first, so a link to a removed
 * author ends on a 404 instead of a redirect to one.
 */
export const getServerSideProps = withShell(async ({ params, client, locale }) => {
  const authorId = legacyAuthorId(params?.params);
  if (authorId === null) return { notFound: true };
  await fetchAuthor(client, authorId);
  return { redirect: { destination: resolvePath('author', locale, { authorId }), statusCode: 301 } };
});
