import { applyFormQuery, parseBound } from './formQuery';

const q = (text: string) => new URLSearchParams(text);

describe('applyFormQuery (the no-JavaScript sort and range forms)', () => {
  it('does nothing without form fields', () => {
    expect(applyFormQuery({ categories: [1], page: 2 }, q('utm_source=x'))).toEqual({ filters: { categories: [1], page: 2 }, applied: false });
  });

  it('sets or clears the sort and starts at page 1', () => {
    expect(applyFormQuery({ categories: [1], page: 2 }, q('order=price_desc')).filters).toEqual({ categories: [1], order: 'price_desc' });
    expect(applyFormQuery({ order: 'price_desc' }, q('order=')).filters).toEqual({});
    expect(applyFormQuery({ q: 'x', order: 'new' }, q('order=relevance')).filters).toEqual({ q: 'x' });
    expect(applyFormQuery({ order: 'new' }, q('order=bogus')).filters).toEqual({});
  });

  it.each([
    ['price_min=100&price_max=500', { min: 100, max: 500 }],
    ['price_min=500&price_max=100', { min: 100, max: 500 }],
    ['price_min=100&price_max=', { min: 100, max: 10_000_000 }],
    ['price_min=&price_max=80', { min: 0, max: 80 }],
    ['price_min=99,90&price_max=120.5', { min: 99, max: 120 }],
  ])('price %s → %j', (text, price) => {
    expect(applyFormQuery({ page: 4 }, q(text))).toEqual({ filters: { price }, applied: true });
  });

  it('clears a range when both bounds are empty or unreadable', () => {
    expect(applyFormQuery({ price: { min: 1, max: 2 } }, q('price_min=&price_max=')).filters).toEqual({});
    expect(applyFormQuery({ year: { min: 1, max: 2 } }, q('year_min=abc&year_max=-5')).filters).toEqual({});
  });

  it('caps years and reads a plain record (Next query) too', () => {
    expect(applyFormQuery({}, { year_min: '1990', year_max: '99999' }).filters).toEqual({ year: { min: 1990, max: 9999 } });
    expect(applyFormQuery({}, { year_min: ['1', '1980'], year_max: '2000' }).filters).toEqual({ year: { min: 1980, max: 2000 } });
  });

  it('parses bounds strictly', () => {
    expect(parseBound(' 12 ', 100)).toBe(12);
    expect(parseBound('1e3', 100)).toBeUndefined();
    expect(parseBound('', 100)).toBeUndefined();
    expect(parseBound('500', 100)).toBe(100);
  });
});
