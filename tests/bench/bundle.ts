/**
 * npm run bench:bundle — the JavaScript each storefront page loads on its first visit, read from
 * the production build's manifest (no browser, no server). Prints figures, asserts nothing
 * (tests/e2e/performance/script-loading.spec.ts guards what loads where).
 *
 * Builds first when BUNDLE_DIST_DIR (default NEXT_DIST_DIR or .next) holds no build, or always
 * with BUNDLE_BUILD=1. A page's first load is what its HTML asks for: the app's root scripts, the
 * `_app` chunks and the page's own chunks from build-manifest.json, plus the two small
 * `lowPriorityFiles` (_buildManifest.js, _ssgManifest.js). The polyfills are `nomodule` and
 * skipped by every browser we serve. Sizes are gzip (zlib level 6, what `next start` sends) and
 * brotli (quality 11, what a CDN in front may send), in KB of 1 000 bytes.
 *
 * A second table names the chunks that hold one feature's code (Sentry, the consent UI and the
 * Adyen drop-in, loaded lazily; react-hook-form, on the pages with a form) and which of the pages
 * above, if any, carry them in their first load: such code must be none of a page's first load
 * except where the page uses it.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = process.env.BUNDLE_DIST_DIR || process.env.NEXT_DIST_DIR || '.next';

/** The pages the issue names, by their file route (localized paths are rewrites onto these). */
const PAGES: [label: string, route: string][] = [
  ['home', '/'],
  ['listing', '/p/[[...filters]]'],
  ['copy page', '/g/[id]/b/[copyId]'],
  ['cart (checkout steps)', '/cart'],
  ['card checkout (Adyen)', '/checkout/adyen'],
  ['Adyen return', '/payment/adyen'],
  ['thank-you', '/thank-you'],
  ['sell books', '/sell-books'],
  ['book scanner (camera)', '/book-scanner/sell-books'],
];

/** Code that belongs to one feature, recognised by text its minified form keeps. */
const FEATURES: [feature: string, marker: RegExp][] = [
  ['Sentry SDK', /sentry\.javascript\./],
  ['vanilla-cookieconsent', /cc--anim/],
  ['Adyen drop-in', /adyen-checkout__dropin/],
  // Forms (docs/adr/0025): only the pages with a form, never the home page's first load.
  ['react-hook-form', /shouldUnregister/],
  ['barcode reader (zxing glue)', /zxing_reader\.wasm/],
  ['camera scanner', /use-file-for-fake|facingMode/],
];

interface BuildManifest {
  polyfillFiles: string[];
  lowPriorityFiles: string[];
  rootMainFiles?: string[];
  pages: Record<string, string[]>;
}

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizes = new Map<string, Size>();

function sizeOf(file: string): Size {
  let size = sizes.get(file);
  if (!size) {
    const body = readFileSync(join(DIST, file));
    size = {
      raw: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function ensureBuild(): BuildManifest {
  const manifestPath = join(DIST, 'build-manifest.json');
  if (process.env.BUNDLE_BUILD === '1' || !existsSync(manifestPath)) {
    console.log(`building into ${DIST} …`);
    execSync('npx next build', { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1' } });
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
}

function firstLoad(manifest: BuildManifest, route: string): string[] {
  const page = manifest.pages[route];
  if (!page) throw new Error(`${route} is not in ${DIST}/build-manifest.json`);
  const files = [...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? []), ...page, ...manifest.lowPriorityFiles];
  const skip = new Set(manifest.polyfillFiles);
  return [...new Set(files)].filter((f) => f.endsWith('.js') && !skip.has(f));
}

function pad(cells: (string | number)[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ');
}

function main() {
  const manifest = ensureBuild();
  const buildId = readFileSync(join(DIST, 'BUILD_ID'), 'utf8').trim();
  console.log(`\nFirst-load JavaScript per page (${DIST}, build ${buildId}; KB = 1000 bytes)\n`);
  const widths = [26, 22, 8, 10, 10, 10];
  console.log(pad(['page', 'route', 'scripts', 'raw KB', 'gzip KB', 'brotli KB'], widths));
  const firstLoads = new Map<string, string[]>();
  for (const [label, route] of PAGES) {
    const files = firstLoad(manifest, route);
    firstLoads.set(route, files);
    const total = files.map(sizeOf).reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 });
    console.log(pad([label, route, files.length, kb(total.raw), kb(total.gzip), kb(total.brotli)], widths));
  }

  const chunksDir = join(DIST, 'static', 'chunks');
  const allChunks = readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => join('static', 'chunks', f));
  console.log('\nFeature code: the chunks that hold it, and the pages whose first load carries them\n');
  for (const [feature, marker] of FEATURES) {
    const chunks = allChunks.filter((f) => marker.test(readFileSync(join(DIST, f), 'utf8')));
    const gzip = chunks.map(sizeOf).reduce((a, s) => a + s.gzip, 0);
    const inFirstLoad = PAGES.filter(([, route]) => chunks.some((c) => firstLoads.get(route)!.includes(c))).map(([label]) => label);
    console.log(`${feature.padEnd(24)} ${String(chunks.length).padStart(2)} chunk(s), ${kb(gzip).padStart(6)} KB gzip; in the first load of: ${inFirstLoad.join(', ') || 'no page (loaded on demand)'}`);
  }

  if (process.env.BUNDLE_CHUNKS === '1') {
    console.log('\nThe home page’s chunks, largest first (gzip KB)\n');
    for (const f of [...firstLoads.get('/')!].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) console.log(`${kb(sizeOf(f).gzip).padStart(7)}  ${f}`);
  }
}

main();
