import { categoryFacetTree } from './categoryFacetTree';

it('nests categories under parents present in the facet, keeping the API order', () => {
  const tree = categoryFacetTree([
    { id: 2, name: 'Poezie', slug: 'poezie', parentId: 1, count: 5 },
    { id: 1, name: 'Beletrie', slug: 'beletrie', parentId: null, count: 9 },
    { id: 7, name: 'Orphan', slug: 'orphan', parentId: 99, count: 1 },
    { id: 3, name: 'Drama', slug: 'drama', parentId: 1, count: 2 },
  ]);
  expect(tree.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
    [1, [2, 3]],
    [7, []],
  ]);
});
