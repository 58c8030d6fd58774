import { resolvePath } from '@/routing';
import { withShell } from '@/app-context/page/shell.server';
import { fetchEdition, editionKey } from '../api/getEdition';
import { parseWorkId } from '../lib/catalogueId';
import { permanentRedirect } from '../lib/redirects';
import type { EditionPageProps } from './EditionPage';

/** An edition's page; a work id that is not the edition's own answers 301 to the current URL. */
export const getServerSideProps = withShell<EditionPageProps>(async ({ client, seedFallback, params, locale, resolvedUrl }) => {
  const editionId = parseWorkId(params?.editionId);
  if (editionId === null) return { notFound: true };
  const data = await fetchEdition(client, editionId);
  const canonical = resolvePath('edition', locale, { id: data.work.workId, editionId: data.edition.editionId });
  if (params?.id !== String(data.work.workId) || params?.editionId !== String(editionId)) return permanentRedirect(canonical, resolvedUrl);
  seedFallback(editionKey(editionId), data);
  return { props: { editionId } };
}, { namespaces: ['book', 'engagement.watchdog'] });
