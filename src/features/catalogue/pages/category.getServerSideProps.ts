import { resolvePath } from '@/routing';
import type { CategorySummary } from '@/contracts/catalogue';
import { withShell } from '@/shell/shell.server';
import { fetchCategories } from '../api/getCategories';
import { findCategoryByAnySlug, findCategoryBySlug } from '../lib/findCategory';
import { loadListing, type ListingProps } from './listingProps.server';

export type CategoryPageProps = ListingProps & {
  category: CategorySummary & {
    children: CategorySummary[];
    /** Every storefront's slug for this category, by locale (hreflang alternates). */
    slugs: Record<string, string>;
  };
};

/**
 * `/category/[slug]` with this storefront's slug. Another storefront's slug for the same category
 * 308s to ours; a slug nobody uses is a 404. One tree request (with every storefront's slugs)
 * answers all three.
 */
export const getServerSideProps = withShell<CategoryPageProps>(async (ctx) => {
  const slug = typeof ctx.params?.slug === 'string' ? ctx.params.slug : '';
  const { items } = await fetchCategories(ctx.client, { allSlugs: true });
  const node = findCategoryBySlug(items, slug);

  if (!node) {
    const other = findCategoryByAnySlug(items, slug);
    if (!other) return { notFound: true };
    return { redirect: { destination: resolvePath('category', ctx.locale, { slug: other.slug }), statusCode: 308 } };
  }

  const summary = (c: CategorySummary): CategorySummary => ({ id: c.id, name: c.name, slug: c.slug, bookCount: c.bookCount });
  const { props } = await loadListing(ctx, { categories: [node.id] });
  return { props: { ...props, category: { ...summary(node), children: node.children.map(summary), slugs: node.slugs ?? {} } } };
  // Everything it translates (catalogue, book-states, common) is the shell's already.
}, { namespaces: [] });
