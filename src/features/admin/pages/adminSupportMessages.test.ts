import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const load = (lang: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'locales', lang, 'admin-support.json'), 'utf8')) as Tree;

describe('the support desk’s staff strings', () => {
  it('exist in Czech and English alike', () => {
    expect(flatten(load('en')).sort()).toEqual(flatten(load('cs')).sort());
  });
});
