import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Dětské knihy', {}, 'detske-knihy'],
    ['Detektívky a thrillery', {}, 'detektivky-a-thrillery'],
    ['Pamäť', {}, 'pamat'],
    ['Kinder- & Jugendbücher', { germanUmlauts: true }, 'kinder-jugendbuecher'],
    ['Straßenatlas', { germanUmlauts: true }, 'strassenatlas'],
    ["Children's & young adult", {}, 'childrens-young-adult'],
    ['Cœurs et roses', {}, 'coeurs-et-roses'],
    ['Économie et développement personnel', {}, 'economie-et-developpement-personnel'],
    ['  --Ámsterdam!!  ', {}, 'amsterdam'],
  ])('%s → %s', (text, options, slug) => {
    expect(slugify(text, options)).toBe(slug);
  });
});
