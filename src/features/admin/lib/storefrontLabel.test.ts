import { storefrontLabel } from './storefrontLabel';

describe('storefrontLabel', () => {
  it('names the storefront’s language and country in the desk’s language', () => {
    expect(storefrontLabel('de-AT', 'cs')).toBe('de-AT · němčina (Rakousko)');
    expect(storefrontLabel('fr-BE', 'en')).toBe('fr-BE · French (Belgium)');
    expect(storefrontLabel('en', 'cs')).toBe('en · angličtina');
  });

  it('shows an unknown code as it is', () => {
    expect(storefrontLabel('xx', 'cs')).toBe('xx');
  });
});
