import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [3, 10, [1, 2, 3, 4, null, 10]],
    [10, 10, [1, null, 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('page %i of %i → %j', (page, pageCount, expected) => {
    expect(pageWindow(page, pageCount)).toEqual(expected);
  });
});
