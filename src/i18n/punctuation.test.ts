import { withColon } from './punctuation';

describe('withColon', () => {
  it('puts a no-break space before the colon in French only', () => {
    expect(withColon('Téléphone', 'fr-BE')).toBe('Téléphone\u00a0:');
    expect(withColon('Téléphone', 'fr-FR')).toBe('Téléphone\u00a0:');
    expect(withColon('Telefon', 'cs')).toBe('Telefon:');
    expect(withColon('Phone', 'en')).toBe('Phone:');
  });
});
