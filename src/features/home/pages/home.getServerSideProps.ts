import { withShell } from '@/shell/shell.server';
import { withPageHtmlCache } from '@/shell/pageHtmlCache.server';
import { fetchHome, homeKey } from '../api/getHome';

/** Home: the shell plus GET /adonis/v1/home, seeded into SWR so the page renders complete on the server. */
export const getServerSideProps = withPageHtmlCache(withShell(async ({ client, seedFallback }) => {
  seedFallback(homeKey(), await fetchHome(client));
  return { props: {} };
}, { namespaces: [] }));
