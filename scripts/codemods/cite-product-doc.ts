/**
 * Codemod (issue 12 item 7): comments and test titles cited documents that are not in the
 * repository ("SPEC §3", "SPEC.md §…", "ARCHITECTURE §6", "../shared/…"). This rewrites each
 * citation into the document that is: `docs/product.md#<anchor>` or `docs/architecture.md#<anchor>`.
 *
 *   npx tsx scripts/codemods/cite-product-doc.ts           # rewrite in place, list the files
 *   npx tsx scripts/codemods/cite-product-doc.ts --check   # change nothing; exit 1 if a citation is left
 *
 * Idempotent: the output holds no pattern the script looks for, so a second run changes nothing.
 * The mapping is the tables below: a section's default anchor, refined by the first rule whose
 * pattern matches the citing line (or the file's path). Applied migrations are left alone (their
 * text is what ran), and so are the target documents themselves.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const PRODUCT = 'docs/product.md';
const ARCHITECTURE = 'docs/architecture.md';

/** One refinement: when `line` (the citing line) or `file` (its path) matches, use `anchor`. */
interface Rule {
  anchor: string;
  line?: RegExp;
  file?: RegExp;
}

/** Default anchor of each section of the old product specification, then the refinements. */
export const PRODUCT_SECTIONS: Record<number, { fallback: string; rules: Rule[] }> = {
  1: {
    fallback: 'overview',
    rules: [
      { anchor: 'organisation-data', line: /organi[sz]ation|json-?ld/i, file: /organizationJsonLd/ },
      { anchor: 'page-shell', line: /toast|bottom centre/i, file: /toasts\// },
      { anchor: 'defaults', line: /default|values|cs, CZK/i },
    ],
  },
  2: {
    fallback: 'routes',
    rules: [
      { anchor: 'routes-selling-by-post', line: /selling by post/i },
      { anchor: 'routes-localized', line: /career|how-to-sell|disabled per storefront/i, file: /content-plan|storefronts\.spec/ },
      { anchor: 'routing-rules', line: /routing rules|current domain|navigation links/i, file: /routing\/resolve\.ts/ },
      { anchor: 'page-types', line: /page.?type|page areas?|classif/i, file: /page-type|pageContext/ },
      { anchor: 'error-pages', line: /error page|status code/i, file: /ErrorPage|pageProps/ },
      { anchor: 'routes-single', line: /robots\.txt/ },
      { anchor: 'catalogue-url', line: /catalogue url|sort suffix|fixed order|path order|alternating|edge-type|generic|segments|url-encoded/i, file: /features\/catalogue\/|listing-filters/ },
    ],
  },
  3: {
    fallback: 'entities',
    rules: [
      { anchor: 'default-language-filters', line: /defaults/i },
      { anchor: 'app-context', line: /app context/i, file: /AppContext(Provider)?\.tsx|AppContext\.test/ },
      { anchor: 'cart-update-event', line: /cart-update|cart_update|cartUpdateEvent/i, file: /cartActions|cartUpdateEvent/ },
      { anchor: 'copy-fields', line: /by-book-ids|\bBook\b|both prices/, file: /contracts\/book\.ts|tests\/api\/books/ },
      { anchor: 'cart', line: /cart line|cart view|context view|cart page|CartProvider/i, file: /contracts\/cart\.ts/ },
      { anchor: 'languages', line: /language enumeration|language id|enumeration/i, file: /schema\/reference|contracts\/languages/ },
      { anchor: 'edge-types', line: /edge types/i },
      { anchor: 'customer-levels', line: /submit_email|supplier, buyer|identification/i },
      { anchor: 'dialling-prefixes', line: /dialling/i },
      { anchor: 'consent-record', line: /consent|cc_cookie/i, file: /consent/ },
      { anchor: 'search-filters', line: /search filters/i },
      { anchor: 'filter-value-shapes', line: /filter value shapes|user filter|`user` filter|user \d|letters or digits|publishers|base64|page and mother/i },
      { anchor: 'persistent-filter', line: /persistent|saved filters|users\/current\/filters/i, file: /language-filter|accounts\.routes/ },
    ],
  },
  4: {
    fallback: 'states',
    rules: [
      { anchor: 'language-filter-toggle', line: /toggl|persistent|language filter|saved one|no language filter/i, file: /effectiveFilters|serverFilterStore|usePersistentFilter|toggleLanguage/ },
      { anchor: 'sort-orders', line: /sort/i },
      { anchor: 'add-to-cart-modal', line: /modal|related copy/i, file: /AddToCartModal/ },
      { anchor: 'consent-states', line: /consent/i, file: /consent/ },
      { anchor: 'cart-actions', line: /cart|add\(\)/i, file: /AddToCartButton|CartProvider/ },
    ],
  },
  5: {
    fallback: 'validation',
    rules: [
      { anchor: 'routing-errors', line: /routing errors/i, file: /routing\/errors|compiled-routes/ },
      { anchor: 'tag-manager-id', line: /tag.?manager|gtm|7 char|7-char/i },
      { anchor: 'range-filters', line: /range|min > max|min-max/i },
      { anchor: 'user-filter', line: /user accepted|letters or digits/i },
      { anchor: 'list-filters', line: /non-numeric|numeric list|text forms/i },
      { anchor: 'filter-cookie-validation', line: /JSON with an optional array|languages or language|saved filters|filters/i, file: /persistentFilterCookie|contracts\/auth\.test|contracts\/account|language-filter/ },
      { anchor: 'locale-validation', line: /locale|labels|storefronts|falls back to cs/i, file: /i18n\/|useRouteResolver/ },
    ],
  },
  6: {
    fallback: 'anonymous-vs-logged-in',
    rules: [
      { anchor: 'customer-login', line: /code|CSPRNG|log in|login/i },
      { anchor: 'commission-tokens', line: /commission|access token/i },
    ],
  },
  7: {
    fallback: 'api',
    rules: [
      { anchor: 'api-books', line: /by-book-ids/i, file: /contracts\/book\.ts|getBooksByIds|books\.(routes|service)/ },
      { anchor: 'analytics-events', line: /ux_click|data layer|consent mode|typed events|measuring|page-wide|fields every/i, file: /analytics/ },
      { anchor: 'api-cart', line: /cart/i },
      { anchor: 'api-filters', line: /filters/i },
      { anchor: 'api-request-helper', line: /\{param\}|request helper/i, file: /lib\/http\/(url|client)\.ts/ },
      { anchor: 'service-worker', line: /service worker|web push/i, file: /push|service-worker/ },
      { anchor: 'api-endpoints', line: /order|watchdog|wish ?list|review|profile/i },
    ],
  },
  8: {
    fallback: 'errors',
    rules: [
      { anchor: 'robots-options', line: /robots/i },
      { anchor: 'error-reporting', line: /sentry|error reporting/i },
      { anchor: 'error-toasts', line: /toast|global\.error|error keys/i, file: /ShellSWRConfig|useRequestErrorToasts/ },
      { anchor: 'http-client-errors', line: /client codes|error kinds/i },
      { anchor: 'silent-failures', line: /logged|silent|failed load|translation|words|message|defaults/i, file: /cartActions|usePersistentFilter|CartProvider|consent/ },
    ],
  },
  9: {
    fallback: 'constants',
    rules: [
      { anchor: 'constants-toasts', line: /toast|timings/i, file: /toasts\// },
      { anchor: 'marketing-cookies', line: /marketing cookies|these cookies|deleted/i, file: /marketingCookies/ },
      { anchor: 'constants-data-fetching', line: /data-fetching|swr/i, file: /swr/ },
      { anchor: 'constants-ui', line: /progress|#F8DF8B|sentry|error reporting/i },
      { anchor: 'constants-tag-manager', line: /tag.?manager|gtm|debug flag|7 char|7-char/i },
      { anchor: 'constants-separators', line: /separator|text forms|underscore/i },
      { anchor: 'constants-filter-cookie', line: /persistent|filter/i, file: /language-filter/ },
      { anchor: 'constants-consent', line: /consent|crawlers|bots/i, file: /consent/ },
      { anchor: 'defaults', line: /default|protocol|https/i },
    ],
  },
};

/** Citations of the product specification without a section number. */
export const PRODUCT_UNNUMBERED: Rule[] = [
  { anchor: 'routing-rules', line: /navigation links/i },
  { anchor: 'catalogue-url', line: /generic tokens/i },
  { anchor: 'filter-value-shapes', line: /user filter/i },
  { anchor: 'search-filters', line: /book_state/i },
  { anchor: 'error-reporting', line: /structured log/i },
  { anchor: 'routes', line: /route keys|page is still to be built/i },
];

/** Sections of the old architecture brief → anchors of docs/architecture.md (or an ADR). */
export const ARCHITECTURE_SECTIONS: Record<string, { fallback: string; rules: Rule[] }> = {
  '1': { fallback: `${ARCHITECTURE}#shape`, rules: [] },
  '2': { fallback: `${ARCHITECTURE}#data`, rules: [{ anchor: `${ARCHITECTURE}#money`, line: /money|hundredths|X100|currency|price/i }] },
  '3': { fallback: 'docs/adr/0018-vocabulary.md', rules: [] },
  '4': { fallback: `${ARCHITECTURE}#localization`, rules: [] },
  '5': { fallback: `${ARCHITECTURE}#layout`, rules: [] },
  '6': { fallback: `${ARCHITECTURE}#api-conventions`, rules: [{ anchor: `${ARCHITECTURE}#error-model`, line: /error model|error body/i }] },
  '7': { fallback: `${ARCHITECTURE}#testing`, rules: [] },
  '8': { fallback: `${ARCHITECTURE}#habits`, rules: [] },
  '8.6': { fallback: `${ARCHITECTURE}#one-error-path`, rules: [] },
  '8.7': { fallback: `${ARCHITECTURE}#all-locales`, rules: [] },
  '9': { fallback: `${ARCHITECTURE}#dependencies`, rules: [] },
  '10': { fallback: `${ARCHITECTURE}#staff-side`, rules: [{ anchor: `${ARCHITECTURE}#jobs`, line: /job/i }] },
};

/** Whole documents named by path. */
const DOCUMENT_PATHS: [RegExp, string][] = [
  [/(?:\.\.\/|\/work\/)shared\/SPEC\.md/g, PRODUCT],
  [/(?:\.\.\/|\/work\/)shared\/ARCHITECTURE\.md/g, ARCHITECTURE],
];

function pick(rules: Rule[], fallback: string, line: string, file: string): string {
  return rules.find((rule) => (rule.line && rule.line.test(line)) || (rule.file && rule.file.test(file)))?.anchor ?? fallback;
}

export function productAnchor(section: number, line: string, file: string): string {
  const entry = PRODUCT_SECTIONS[section];
  return entry ? pick(entry.rules, entry.fallback, line, file) : 'overview';
}

function architectureTarget(section: string, line: string, file: string): string {
  const entry = ARCHITECTURE_SECTIONS[section] ?? ARCHITECTURE_SECTIONS[section.split('.')[0]];
  return entry ? pick(entry.rules, entry.fallback, line, file) : `${ARCHITECTURE}`;
}

/** "3", "3–5", "3-5" → [3], [3, 4, 5]. */
function expand(list: string): number[] {
  const out: number[] = [];
  for (const match of list.matchAll(/§\s?(\d+)(?:\.\d+)*(?:\s*[–-]\s*§\s?(\d+))?/g)) {
    const from = Number(match[1]);
    const to = match[2] ? Number(match[2]) : from;
    for (let n = from; n <= to; n += 1) out.push(n);
  }
  return out;
}

/** The line of `text` that holds offset `index`. */
function lineAt(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end === -1 ? text.length : end);
}

const anchorsList = (anchors: string[]) => [...new Set(anchors)].map((anchor, i) => (i === 0 ? `${PRODUCT}#${anchor}` : `#${anchor}`)).join(', ');

/** Rewrites every citation in one file's text; `file` is its repository-relative path. */
export function rewriteCitations(file: string, text: string): string {
  let out = text;
  for (const [pattern, target] of DOCUMENT_PATHS) out = out.replace(pattern, target);

  // "SPEC §8's words and …" → "the words of docs/product.md#… and …"
  out = out.replace(/\bSPEC(?:\.md)?\s?§\s?(\d+)['’]s ([^,;:)\n]+?)(?=[,;:)\n]| and )/g, (match, section: string, noun: string, offset: number) =>
    `the ${noun} of ${PRODUCT}#${productAnchor(Number(section), lineAt(out, offset), file)}`);

  // "SPEC §3", "SPEC.md §3.2", "SPEC §3, §5, §7", "SPEC §3–§5, §9", "SPEC §1/§9"
  out = out.replace(/\bSPEC(?:\.md)?\s?(§\s?\d+(?:\.\d+)*(?:\s*(?:,|\/|–|-|and)\s*§\s?\d+(?:\.\d+)*)*)/g, (match, list: string, offset: number) => {
    const line = lineAt(out, offset);
    return anchorsList(expand(list).map((section) => productAnchor(section, line, file)));
  });

  // "SPEC:", "(SPEC)", "SPEC says", "SPEC user filter"
  out = out.replace(/\bSPEC\b(?:\.md)?(?!_)( user filter)?(?=[:)]| says| user filter)/g, (match, userFilter: string | undefined, offset: number) =>
    `${PRODUCT}#${userFilter ? 'user-filter' : pick(PRODUCT_UNNUMBERED, 'overview', lineAt(out, offset), file)}`);

  // "ARCHITECTURE §6", "ARCHITECTURE §8.6", and "ARCHITECTURE\n * §4" across a comment's line break
  out = out.replace(/\bARCHITECTURE(?:\.md)?(\s*\n\s*\*)?\s?§\s?(\d+(?:\.\d+)?)/g, (match, lineBreak: string | undefined, section: string, offset: number) =>
    `${lineBreak ? `${lineBreak} ` : ''}${architectureTarget(section, lineAt(out, offset), file)}`);

  // Bare "§4 sort orders" continuing a citation (same or next lines of a file that cites the product
  // document); RFC, UTS, issue and ADR sections are someone else's and stay.
  if (out.includes(`${PRODUCT}#`)) {
    out = out.replace(/(?<!(?:RFC \d+|UTS #\d+|[Ii]ssue \d+|ADR \d+|ARCHITECTURE|SPEC(?:\.md)?)\s?)§\s?(\d+)(?:\.\d+)*/g, (match, section: string, offset: number) => {
      const line = lineAt(out, offset);
      const before = line.slice(0, offset - (out.lastIndexOf('\n', offset - 1) + 1));
      const anchor = productAnchor(Number(section), line, file);
      return before.includes(`${PRODUCT}#`) ? `#${anchor}` : `${PRODUCT}#${anchor}`;
    });
  }
  return out;
}

// ── the tree ─────────────────────────────────────────────────────────────────────────────────────

const ROOTS = ['src', 'pages', 'tests', 'scripts', 'public', 'docs', '.ci'];
const ROOT_FILE = /^[^.].*\.(ts|tsx|js|mjs|cjs|md)$|^\.env\.example$/;
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|sh|md)$|(^|\/)\.ci\/run$/;
const SKIP = [
  /(^|\/)node_modules\//,
  /^src\/server\/db\/migrations\//, // applied migrations: their text is what ran
  /^scripts\/codemods\//, // this table names the patterns it rewrites
  /^tests\/unit\/cite-product-doc\.test\.ts$/, // its examples are the patterns
  /^docs\/product\.md$/,
  /^docs\/architecture\.md$/,
  /^docs\/adr\/0018-vocabulary\.md$/,
];

function walk(root: string, dir: string, out: string[]): void {
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return;
  }
  for (const name of names) {
    const rel = dir ? `${dir}/${name}` : name;
    if (name === 'node_modules' || name === '.next' || name.startsWith('.next-') || name === '.data') continue;
    const stat = statSync(join(root, rel));
    if (stat.isDirectory()) walk(root, rel, out);
    else if (TEXT_FILE.test(rel)) out.push(rel);
  }
}

export function candidateFiles(root: string): string[] {
  const files: string[] = readdirSync(root).filter((name) => ROOT_FILE.test(name) && statSync(join(root, name)).isFile());
  for (const dir of ROOTS) walk(root, dir, files);
  return files.filter((rel) => !SKIP.some((pattern) => pattern.test(rel))).sort();
}

function main(): void {
  const root = process.cwd();
  const check = process.argv.includes('--check');
  const changed: string[] = [];
  for (const rel of candidateFiles(root)) {
    const path = join(root, rel);
    const before = readFileSync(path, 'utf8');
    const after = rewriteCitations(rel, before);
    if (after === before) continue;
    changed.push(relative(root, path));
    if (!check) writeFileSync(path, after);
  }
  for (const rel of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${rel}`);
  console.log(`${changed.length} file(s) ${check ? 'cite documents outside the repository' : 'rewritten'}`);
  if (check && changed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && /cite-product-doc\.ts$/.test(process.argv[1])) main();
