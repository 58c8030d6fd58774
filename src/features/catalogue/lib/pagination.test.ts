import { pageItems } from './pagination';

describe('pageItems', () => {
  it.each([
    [1, 1, []],
    [1, 0, []],
    [1, 2, [1, 2]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
  ])('page %i of %i → %j', (current, count, expected) => {
    expect(pageItems(current, count)).toEqual(expected);
  });
});
