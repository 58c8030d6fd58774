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
