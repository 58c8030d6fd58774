import { resolvePath } from '@/routing';
import { withShell } from '@/app-context/page/shell.server';
import { fetchAuthor } from '../api/getAuthor';
import { legacyAuthorId } from '../lib/authorIdParam';
import { mergedAuthorId } from './authorHandler';

/**
 * Old author links (`/a/123/old-slug`, route key `authorLegacy`) → 301 to the author page, which
 * search engines and bookmarks then keep. The author is looked up first, so a link to a removed
 * author ends on a 404 instead of a redirect to one.
 */
export const getServerSideProps = withShell(async ({ params, client, locale }) => {
  const authorId = legacyAuthorId(params?.params);
  if (authorId === null) return { notFound: true };
  let target = authorId;
  try {
    await fetchAuthor(client, authorId);
  } catch (error) {
    // Merged into another author: straight to the surviving one.
    const merged = mergedAuthorId(error);
    if (merged === null) throw error;
    target = merged;
  }
  return { redirect: { destination: resolvePath('author', locale, { authorId: target }), statusCode: 301 } };
}, { namespaces: [] });
