import { firstNumericSegment, parseCopyId, parseWorkId } from './catalogueId';

describe('book URL ids', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    ['2147483647', 2147483647],
  ])('accepts work id %p', (value, id) => {
    expect(parseWorkId(value)).toBe(id);
  });

  it.each([['0'], ['-1'], ['1.5'], ['1e3'], ['abc'], [''], [' 1'], ['2147483648'], [undefined], [['1']], [7]])(
    'rejects work id %p',
    (value) => {
      expect(parseWorkId(value)).toBeNull();
    },
  );

  it('allows copy ids beyond the int4 range but within safe integers', () => {
    expect(parseCopyId('2147483648')).toBe(2147483648);
    expect(parseCopyId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseCopyId('9007199254740992')).toBeNull();
    expect(parseCopyId('0')).toBeNull();
  });

  it.each([
    [['12345'], '12345'],
    [['nazev-knihy', '12345', '99'], '12345'],
    [['12345-nazev'], undefined],
    [['abc'], undefined],
    [[], undefined],
    [undefined, undefined],
    ['77', '77'],
  ])('takes the first all-digit segment of %p', (segments, expected) => {
    expect(firstNumericSegment(segments)).toBe(expected);
  });
});
