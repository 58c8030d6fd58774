import { resolvePath } from '@/routing';
import { withShell } from '@/app-context/page/shell.server';
import { bookKey, fetchBook } from '../api/getBook';
import { parseBookId } from '../lib/catalogueId';
import { permanentRedirect } from '../lib/redirects';
import type { BookPageProps } from './BookPage';

/**
 * A copy's page. The work id in the URL must be the copy's own: /g/999/b/5 (a moved copy, a typo,
 * an old link) answers 301 to the current URL. An unknown copy is the 404 page (the API's 404).
 */
export const getServerSideProps = withShell<BookPageProps>(async ({ client, seedFallback, params, locale, resolvedUrl }) => {
  const bookId = parseBookId(params?.bookId);
  if (bookId === null) return { notFound: true };
  const book = await fetchBook(client, bookId);
  const canonical = resolvePath('book', locale, { id: book.grandmotherId, bookId: book.bookId });
  if (params?.id !== String(book.grandmotherId) || params?.bookId !== String(book.bookId)) return permanentRedirect(canonical, resolvedUrl);
  seedFallback(bookKey(bookId), book);
  return { props: { bookId } };
});
