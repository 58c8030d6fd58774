import type { CategoryNode } from '@/contracts/catalogue';

function find(nodes: readonly CategoryNode[], match: (node: CategoryNode) => boolean): CategoryNode | undefined {
  for (const node of nodes) {
    if (match(node)) return node;
    const inChildren = find(node.children, match);
    if (inChildren) return inChildren;
  }
  return undefined;
}

export const findCategoryBySlug = (tree: readonly CategoryNode[], slug: string) => find(tree, (node) => node.slug === slug);
export const findCategoryById = (tree: readonly CategoryNode[], id: number) => find(tree, (node) => node.id === id);

/** The categories from the top of the tree down to (and including) the one with this id; [] if absent. */
export function categoryPath(tree: readonly CategoryNode[], id: number): CategoryNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
