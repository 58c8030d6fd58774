import type { ListingFacets } from '@/contracts/listing';

export type CategoryFacet = ListingFacets['categories'][number];
export interface CategoryFacetNode extends CategoryFacet {
  children: CategoryFacetNode[];
}

/**
 * The category facet as a tree: a category whose parent is not among the facet's entries is a
 * root. The API's order (by count) is kept at every level.
 */
export function categoryFacetTree(categories: readonly CategoryFacet[]): CategoryFacetNode[] {
  const nodes = new Map<number, CategoryFacetNode>(categories.map((c) => [c.id, { ...c, children: [] }]));
  const roots: CategoryFacetNode[] = [];
  for (const category of categories) {
    const node = nodes.get(category.id)!;
    const parent = category.parentId === null ? undefined : nodes.get(category.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
