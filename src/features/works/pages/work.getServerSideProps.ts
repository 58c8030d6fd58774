import { resolvePath } from '@/routing';
import { withShell } from '@/app-context/page/shell.server';
import { fetchGrandmother, grandmotherKey } from '../api/getGrandmother';
import { parseWorkId } from '../lib/catalogueId';
import { permanentRedirect } from '../lib/redirects';
import type { WorkPageProps } from './WorkPage';

/** A work's page; a zero-padded id (/g/007) answers 301 to the plain one. */
export const getServerSideProps = withShell<WorkPageProps>(async ({ client, seedFallback, params, locale, resolvedUrl }) => {
  const grandmotherId = parseWorkId(params?.id);
  if (grandmotherId === null) return { notFound: true };
  const data = await fetchGrandmother(client, grandmotherId);
  if (params?.id !== String(grandmotherId)) return permanentRedirect(resolvePath('grandmother', locale, { id: grandmotherId }), resolvedUrl);
  seedFallback(grandmotherKey(grandmotherId), data);
  return { props: { grandmotherId } };
});
