import { resolvePath } from '@/routing';
import { withShell } from '@/app-context/page/shell.server';
import { fetchWork, workKey } from '../api/getWork';
import { parseWorkId } from '../lib/catalogueId';
import { permanentRedirect } from '../lib/redirects';
import type { WorkPageProps } from './WorkPage';

/** A work's page; a zero-padded id (/g/007) answers 301 to the plain one. */
export const getServerSideProps = withShell<WorkPageProps>(async ({ client, seedFallback, params, locale, resolvedUrl }) => {
  const workId = parseWorkId(params?.id);
  if (workId === null) return { notFound: true };
  const data = await fetchWork(client, workId);
  if (params?.id !== String(workId)) return permanentRedirect(resolvePath('work', locale, { id: workId }), resolvedUrl);
  seedFallback(workKey(workId), data);
  return { props: { workId } };
}, { namespaces: ['book', 'engagement.reviews', 'engagement.watchdog', 'engagement.wishlist'] });
