import { withShell } from '@/shell/shell.server';
import { categoriesKey, fetchCategories } from '@/features/catalogue';

/** /kategorie: the shell plus the category tree from the catalogue feature, seeded into SWR. */
export const getServerSideProps = withShell(async ({ client, seedFallback }) => {
  seedFallback(categoriesKey(), await fetchCategories(client));
  return { props: {} };
});
