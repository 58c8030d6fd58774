import { apiPath, fillTemplate, toQueryString, firstQueryValue } from './url';

describe('fillTemplate', () => {
  it('fills and encodes {param} placeholders', () => {
    expect(fillTemplate('/adonis/v1/cart/items/book/{bookId}', { 'bookId': 42 })).toBe('/adonis/v1/cart/items/book/42');
    expect(fillTemplate('/adonis/v1/profiles/{hash}', { hash: 'a/b c' })).toBe('/adonis/v1/profiles/a%2Fb%20c');
  });
  it('throws on a missing parameter instead of calling a wrong URL', () => {
    expect(() => fillTemplate('/x/{id}', {})).toThrow('Missing URL parameter "id"');
    expect(() => fillTemplate('/x/{id}', { id: '' })).toThrow();
  });
});

describe('toQueryString', () => {
  it.each([
    [{}, ''],
    [{ b: 2, a: 1 }, '?a=1&b=2'],
    [{ 'bookIds': [3, 1] }, '?bookIds=3&bookIds=1'],
    [{ q: 'Štěpánová & co', skip: undefined, none: null }, '?q=%C5%A0t%C4%9Bp%C3%A1nov%C3%A1%20%26%20co'],
    [{ flag: false }, '?flag=false'],
  ])('%j → %s', (query, expected) => {
    expect(toQueryString(query)).toBe(expected);
  });
});

it('apiPath is stable for SWR keys regardless of key order', () => {
  expect(apiPath('/a/{id}', { id: 1 }, { z: 1, a: 2 })).toBe(apiPath('/a/{id}', { id: 1 }, { a: 2, z: 1 }));
});

describe('firstQueryValue', () => {
  it('reads a repeated parameter as its first value and passes a single one or none through', () => {
    expect(firstQueryValue(['2', '3'])).toBe('2');
    expect(firstQueryValue('2')).toBe('2');
    expect(firstQueryValue(undefined)).toBeUndefined();
    expect(firstQueryValue([])).toBeUndefined();
  });
});
