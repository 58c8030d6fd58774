import { withShell } from '@/shell/shell.server';
import { categoriesKey, fetchCategories } from '../api/getCategories';

/** All categories (route key `allCategories`): the shell plus the category tree, seeded into SWR. */
export const getServerSideProps = withShell(async ({ client, seedFallback }) => {
  seedFallback(categoriesKey(), await fetchCategories(client));
  return { props: {} };
});
