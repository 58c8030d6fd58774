import { isPastLastPage, pageQuery, parsePageParam } from './pageParam';

describe('parsePageParam', () => {
  it.each([
    [undefined, 1],
    ['1', 1],
    ['2', 2],
    ['10000', 10000],
    ['10001', null],
    ['0', null],
    ['-1', null],
    ['01', null],
    ['2x', null],
    ['1.5', null],
    ['', null],
    [['1', '2'], null],
  ] as const)('%j → %j', (value, expected) => {
    expect(parsePageParam(value as string | string[] | undefined)).toBe(expected);
  });
});

describe('pageQuery', () => {
  it('leaves page 1 out of the URL', () => {
    expect(pageQuery(1)).toEqual({});
    expect(pageQuery(3)).toEqual({ page: 3 });
  });
});

describe('isPastLastPage', () => {
  it('keeps page 1 of an empty list and refuses pages after the last', () => {
    expect(isPastLastPage(1, 0)).toBe(false);
    expect(isPastLastPage(2, 2)).toBe(false);
    expect(isPastLastPage(3, 2)).toBe(true);
  });
});
