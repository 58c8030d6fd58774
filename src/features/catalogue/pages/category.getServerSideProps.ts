import { LOCALE_LABELS } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import type { CategorySummary } from '@/contracts/catalogue';
import { withShell, type ShellContext } from '@/app-context/page/shell.server';
import { withPageHtmlCache } from '@/app-context/page/pageHtmlCache.server';
import { fetchCategories } from '../api/getCategories';
import { fetchCategoriesIn } from '../api/getCategoriesIn';
import { categoryPath, findCategoryById, findCategoryBySlug } from '../lib/findCategory';
import { listingHtmlCacheOptions, loadListing, type ListingProps } from './listingProps.server';

export type CategoryPageProps = ListingProps & {
  category: CategorySummary & { children: CategorySummary[] };
  /** The parent categories from the top of the tree, for the breadcrumb trail. */
  ancestors: { name: string; slug: string }[];
};

/** The category id another storefront uses this slug for, if any (old or shared links). */
async function categoryIdInOtherLocales(ctx: ShellContext, slug: string): Promise<number | undefined> {
  const others = LOCALE_LABELS.filter((locale) => locale !== ctx.locale);
  const trees = await Promise.all(others.map((locale) => fetchCategoriesIn(ctx.client, locale).catch(() => null)));
  for (const tree of trees) {
    const match = tree && findCategoryBySlug(tree.items, slug);
    if (match) return match.id;
  }
  return undefined;
}

/**
 * `/category/[slug]` with this storefront's slug. Another storefront's slug for the same category
 * 308s to ours; a slug nobody uses is a 404.
 */
export const getServerSideProps = withPageHtmlCache(withShell<CategoryPageProps>(async (ctx) => {
  const slug = typeof ctx.params?.slug === 'string' ? ctx.params.slug : '';
  const { items } = await fetchCategories(ctx.client);
  const node = findCategoryBySlug(items, slug);

  if (!node) {
    const id = await categoryIdInOtherLocales(ctx, slug);
    const ours = id === undefined ? undefined : findCategoryById(items, id);
    if (!ours) return { notFound: true };
    return { redirect: { destination: resolvePath('category', ctx.locale, { slug: ours.slug }), statusCode: 308 } };
  }

  const summary = (c: CategorySummary): CategorySummary => ({ id: c.id, name: c.name, slug: c.slug, bookCount: c.bookCount });
  const { props } = await loadListing(ctx, { categories: [node.id] });
  const ancestors = categoryPath(items, node.id).slice(0, -1).map((c) => ({ name: c.name, slug: c.slug }));
  return { props: { ...props, category: { ...summary(node), children: node.children.map(summary) }, ancestors } };
}, { namespaces: ['catalogue'] }), listingHtmlCacheOptions);
