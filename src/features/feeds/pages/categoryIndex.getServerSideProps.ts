import { withShell } from '@/app-context/page/shell.server';
import { readingLanguages } from '@/features/language-filter/index.server';
import { categoriesKey, fetchCategories } from '@/features/catalogue';

// A type, not an interface: withShell's props must be indexable.
export type CategoryCountsProps = { languages: number[] };

/** /kategorie: the shell plus the category tree, its counts in the visitor's reading languages (as the listing behind each link), seeded into SWR. */
export const getServerSideProps = withShell<CategoryCountsProps>(async (ctx) => {
  const languages = await readingLanguages(ctx);
  ctx.seedFallback(categoriesKey(languages), await fetchCategories(ctx.client, languages));
  return { props: { languages } };
}, { namespaces: ['authors.categoryIndex'] });
