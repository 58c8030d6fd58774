import { resolvePath } from '@/routing';
import { withShell } from '@/app-context/page/shell.server';
import { fetchMother, motherKey } from '../api/getMother';
import { parseWorkId } from '../lib/catalogueId';
import { permanentRedirect } from '../lib/redirects';
import type { EditionPageProps } from './EditionPage';

/** An edition's page; a work id that is not the edition's own answers 301 to the current URL. */
export const getServerSideProps = withShell<EditionPageProps>(async ({ client, seedFallback, params, locale, resolvedUrl }) => {
  const motherId = parseWorkId(params?.motherId);
  if (motherId === null) return { notFound: true };
  const data = await fetchMother(client, motherId);
  const canonical = resolvePath('mother', locale, { id: data.work.grandmotherId, motherId: data.edition.motherId });
  if (params?.id !== String(data.work.grandmotherId) || params?.motherId !== String(motherId)) return permanentRedirect(canonical, resolvedUrl);
  seedFallback(motherKey(motherId), data);
  return { props: { motherId } };
});
