import { SORTS } from '@/contracts/listing-filters';
import { appendSortSuffix, splitSortSuffix } from './sortSuffix';

describe('splitSortSuffix', () => {
  it.each([
    ['harry', { segment: 'harry' }],
    ['harry.potter', { segment: 'harry.potter' }],
    ['harry.new', { segment: 'harry', order: 'new' }],
    ['harry.rating-desc', { segment: 'harry', order: 'rating-desc' }],
    ['harry.', { segment: 'harry' }],
    ['.new', { segment: '', order: 'new' }],
    ['.', { segment: '' }],
    ['', { segment: '' }],
  ])('%p', (segment, expected) => {
    expect(splitSortSuffix(segment)).toEqual(expected);
  });
});

describe('appendSortSuffix', () => {
  it('appends a sort as ".name"', () => {
    for (const sort of SORTS) expect(appendSortSuffix('1_2', sort)).toBe(`1_2.${sort}`);
    expect(appendSortSuffix('', 'new')).toBe('.new');
  });

  it('adds the "no sort" dot only where a value would be misread', () => {
    expect(appendSortSuffix('harry.potter')).toBe('harry.potter');
    expect(appendSortSuffix('harry.new')).toBe('harry.new.');
    expect(appendSortSuffix('harry.')).toBe('harry..');
    expect(appendSortSuffix('')).toBe('');
  });

  it.each(['a', 'a.', 'a..', 'a.new', '.new', 'x.new.', 'v1.2', '...'])('round-trips %p with and without a sort', (value) => {
    expect(splitSortSuffix(appendSortSuffix(value))).toEqual({ segment: value });
    expect(splitSortSuffix(appendSortSuffix(value, 'oldest'))).toEqual({ segment: value, order: 'oldest' });
  });
});
