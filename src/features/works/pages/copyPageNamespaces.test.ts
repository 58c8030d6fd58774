import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_NAMESPACES } from '@/i18n/messages';
import { COPY_PAGE_NAMESPACES } from './copy.getServerSideProps';

// The copy page ships only the shell's namespaces and its own (issue 18): everything it renders
// must translate with those. The page, the works feature's components and the two buttons it
// takes from other features.
const SOURCES = [
  'src/features/works/pages/CopyPage.tsx',
  ...readdirSync('src/features/works/components').filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f)).map((f) => join('src/features/works/components', f)),
  'src/features/wishlist/components/WishlistButton.tsx',
  'src/features/watchdogs/components/WatchdogButton.tsx',
];

describe('copy page namespaces', () => {
  it('cover every namespace the copy page’s components translate with', () => {
    const allowed = new Set<string>([...SHELL_NAMESPACES, ...COPY_PAGE_NAMESPACES]);
    const used = new Set<string>();
    for (const file of SOURCES) {
      for (const match of readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*['"]([\w-]+)['"]/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(2);
    expect([...used].filter((namespace) => !allowed.has(namespace))).toEqual([]);
  });
});
