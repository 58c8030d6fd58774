import { formatOpeningHours } from './openingHours';

describe('formatOpeningHours (issue 17: day names in the storefront’s language)', () => {
  it.each([
    ['cs-CZ', 'Mo-Fr 09:00-19:00; Sa 10:00-16:00', /^po–pá 09:00–19:00; so 10:00–16:00$/i],
    ['de-AT', 'Mo-Fr 09:00-19:00; Sa 10:00-16:00', /^Mo\.?–Fr\.? 09:00–19:00; Sa\.? 10:00–16:00$/],
    ['fr-BE', 'Mo-Fr 08:00-18:00', /^lun\.?–ven\.? 08:00–18:00$/],
    ['en-GB', 'Mo,We 08:00-12:00,13:00-17:00', /^Mon, Wed 08:00–12:00, 13:00–17:00$/],
  ])('%s: %s', (intl, osm, expected) => {
    const text = formatOpeningHours(osm, intl);
    expect(text).toMatch(expected);
    if (intl !== 'en-GB') expect(text).not.toMatch(/\b(Mon|Fri|Sat)\b/);
  });

  it('shows what it cannot read as stored', () => {
    expect(formatOpeningHours('24/7', 'cs-CZ')).toBe('24/7');
    expect(formatOpeningHours('Mo-Fr 9-17', 'cs-CZ')).toBe('Mo-Fr 9-17');
    expect(formatOpeningHours('', 'cs-CZ')).toBe('');
  });
});
