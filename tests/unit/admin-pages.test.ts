/**
 * Every /admin page declares its permission in one place (issue 13, docs/adr/0019): the files
 * under pages/admin are exactly ADMIN_PAGES plus sign-in and sign-out, each guarded page goes
 * through withAdmin with its own path, and the staff UI's messages exist in Czech and English alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PERMISSIONS } from '@/contracts/staff';
import { ADMIN_PAGES, ADMIN_PUBLIC_PAGES, navFor, permissionLabelKey } from '@/features/admin';

const ROOT = path.join(__dirname, '..', '..');
const ADMIN_DIR = path.join(ROOT, 'pages', 'admin');

function files(dir: string, prefix = '/admin'): { page: string; file: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return files(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    const page = `${prefix}/${entry.name.replace(/\.tsx?$/, '')}`.replace(/\/index$/, '');
    return [{ page, file: path.join(dir, entry.name) }];
  });
}

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const messages = (lang: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', lang, 'admin.json'), 'utf8')) as Tree;

describe('admin pages', () => {
  const pages = files(ADMIN_DIR);

  it('lists every page file in ADMIN_PAGES (or as sign-in / sign-out), and nothing else', () => {
    expect(pages.map((p) => p.page).sort()).toEqual([...ADMIN_PAGES.map((p) => p.path), ...ADMIN_PUBLIC_PAGES].sort());
  });

  it('guards every listed page with withAdmin and its own path', () => {
    for (const { page, file } of pages.filter((p) => !(ADMIN_PUBLIC_PAGES as readonly string[]).includes(p.page))) {
      const source = fs.readFileSync(file, 'utf8');
      const reexport = /from '(@\/features\/admin\/pages\/[^']+\.getServerSideProps)'/.exec(source)?.[1];
      const guard = reexport ? fs.readFileSync(path.join(ROOT, 'src', reexport.slice(2) + '.ts'), 'utf8') : source;
      expect(guard).toMatch(new RegExp(`withAdmin(<[^(]*>)?\\('${page.replace(/[[\]]/g, '\\$&')}'`));
    }
  });

  it('names only registry permissions, and the nav shows only what an employee may open', () => {
    for (const page of ADMIN_PAGES) expect(['signed-in', ...PERMISSIONS]).toContain(page.permission);
    expect(navFor([]).map((p) => p.nav)).toEqual(['home', 'account']);
    expect(navFor(['orders.read', 'shipping']).map((p) => p.nav)).toEqual(['home', 'orders', 'verify', 'inProgress', 'account']);
  });

  it('has the same admin messages in Czech and English, with a label for every permission', () => {
    expect(flatten(messages('en')).sort()).toEqual(flatten(messages('cs')).sort());
    for (const p of PERMISSIONS) expect(flatten(messages('cs'))).toContain(permissionLabelKey(p));
    // next-intl reads a dot in a key as nesting: no key may contain one.
    expect(JSON.stringify(messages('cs'))).not.toMatch(/"[^"]*\.[^"]*":/);
  });
});
