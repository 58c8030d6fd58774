import { resolvePath } from '@/routing';
import type { MessageSource } from '@/i18n/messages';
import { withShell } from '@/app-context/page/shell.server';
import { bookKey, fetchBook } from '../api/getBook';
import { parseCopyId } from '../lib/catalogueId';
import { permanentRedirect } from '../lib/redirects';
import type { CopyPageProps } from './CopyPage';

/**
 * What the copy page translates with besides the shell's namespaces: the page (book), its
 * add-to-cart button (the `add` part of cart), the wishlist button (`wishlist` of engagement)
 * and the watchdog link (one message of engagement). Without the list the page carried every
 * namespace, 54 KB of its HTML (issue 18); whole cart and engagement were 9 KB of it.
 * tests/unit/page-namespaces.test.ts checks every key the page's components use against it.
 */
export const COPY_PAGE_NAMESPACES = ['book', 'cart.add', 'engagement.wishlist', 'engagement.watchdog.button'] as const satisfies readonly MessageSource[];

/**
 * A copy's page. The work id in the URL must be the copy's own: /g/999/b/5 (a moved copy, a typo,
 * an old link) answers 301 to the current URL. An unknown copy is the 404 page (the API's 404).
 */
export const getServerSideProps = withShell<CopyPageProps>(async ({ client, seedFallback, params, locale, resolvedUrl }) => {
  const copyId = parseCopyId(params?.copyId);
  if (copyId === null) return { notFound: true };
  const book = await fetchBook(client, copyId);
  const canonical = resolvePath('copy', locale, { id: book.workId, copyId: book.bookId });
  if (params?.id !== String(book.workId) || params?.copyId !== String(book.bookId)) return permanentRedirect(canonical, resolvedUrl);
  seedFallback(bookKey(copyId), book);
  return { props: { copyId } };
}, { namespaces: COPY_PAGE_NAMESPACES });
