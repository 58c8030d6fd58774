import type { CategoryNode } from '@/contracts/catalogue';
import { categoryPath, findCategoryById, findCategoryBySlug } from './findCategory';

const node = (id: number, slug: string, children: CategoryNode[] = []): CategoryNode =>
  ({ id, name: slug, slug, bookCount: 1, children }) as CategoryNode;

const tree = [node(1, 'fiction', [node(2, 'fantasy', [node(3, 'epic')]), node(4, 'crime')]), node(5, 'history')];

describe('category lookups', () => {
  it('finds a category anywhere in the tree by slug or id', () => {
    expect(findCategoryBySlug(tree, 'epic')?.id).toBe(3);
    expect(findCategoryById(tree, 4)?.slug).toBe('crime');
    expect(findCategoryBySlug(tree, 'poetry')).toBeUndefined();
  });

  it('gives the path from the top of the tree down to a category', () => {
    expect(categoryPath(tree, 3).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(categoryPath(tree, 5).map((c) => c.id)).toEqual([5]);
    expect(categoryPath(tree, 99)).toEqual([]);
  });
});
