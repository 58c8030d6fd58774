import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Karel Čapek', 'KČ'],
    ['Božena Němcová', 'BN'],
    ['Jean-Paul de la Fontaine', 'JF'],
    ['Homer', 'H'],
    ['  ', ''],
    ['„Anonym“ Autor', 'AA'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name, 'cs-CZ')).toBe(expected);
  });
});
