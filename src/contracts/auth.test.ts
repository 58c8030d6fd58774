import { readServerFilter } from './account';
import { safeReturnPath } from './auth';

describe('safeReturnPath', () => {
  it.each([
    ['/account/orders', '/account/orders'],
    ['/account/orders?x=1#y', '/account/orders?x=1#y'],
    ['/cart', '/cart'],
    ['//evil.example/x', '/account'],
    ['/\\evil.example', '/account'],
    ['https://evil.example/', '/account'],
    ['javascript:alert(1)', '/account'],
    ['/login/code', '/account'],
    ['/api/adonis/v1/logout', '/account'],
    ['/acc\nount', '/account'],
    ['', '/account'],
    [undefined, '/account'],
    [42, '/account'],
    [`/${'a'.repeat(600)}`, '/account'],
  ])('%j → %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});

describe('readServerFilter (docs/product.md#filter-cookie-validation: languages or language; null gives null)', () => {
  it.each([
    [{ languages: [3, 1] }, [1, 3]],
    [{ language: [2, 2, 1] }, [1, 2]],
    [{ languages: [] }, []],
    [{ languages: null }, null],
    [{ languages: [1, 'x', 2.5, 4] }, [1, 4]],
    [null, null],
    [{}, null],
    ['[1]', null],
  ])('%j → %j', (raw, expected) => {
    expect(readServerFilter(raw)).toEqual(expected);
  });
});
