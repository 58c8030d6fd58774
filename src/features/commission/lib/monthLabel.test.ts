import { monthLabel } from './monthLabel';

describe('monthLabel', () => {
  it('names the month in the storefront’s language', () => {
    expect(monthLabel('2026-11', 'cs')).toBe('listopad 2026');
    expect(monthLabel('2026-11', 'fr-BE')).toBe('novembre 2026');
    expect(monthLabel('2026-01', 'de-AT')).toBe('Jänner 2026');
  });

  it('leaves anything that is not a month as it came', () => {
    expect(monthLabel('2026-13x', 'cs')).toBe('2026-13x');
  });
});
