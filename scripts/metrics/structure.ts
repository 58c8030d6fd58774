/**
 * `npm run metrics:structure`: the structure figures of issue 12 (item 10), printed for the closing
 * note's before/after table. Reads the working tree; writes nothing. Test files (`*.test.*`,
 * `*.spec.*`, `tests/`, `testing/` folders) are left out: the figures are about shipped code.
 *
 *   npm run metrics:structure                 # figures, then the places behind each
 *   npm run metrics:structure -- --summary    # figures only
 *   npm run metrics:structure -- --json       # one JSON object
 *   npm run metrics:structure -- --no-duplicates
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  countRawSql,
  featureOf,
  findCycles,
  isFeatureIndex,
  isHonoSpecifier,
  isRepositoryFile,
  isTestFile,
  moduleOf,
  parseDuplicatesSummary,
  parseImports,
  resolveSpecifier,
  type DuplicatesSummary,
} from './structure-lib';

const root = process.cwd();
const args = new Set(process.argv.slice(2));
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', '.next', '.git', '.data', 'test-results', 'playwright-report', 'migrations']);

function walk(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.next-')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE.test(name)) out.push(relative(root, full).split('\\').join('/'));
  }
  return out;
}

const rootFiles = readdirSync(root).filter((name) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts'));
const allFiles = [...walk(join(root, 'src'), []), ...walk(join(root, 'pages'), []), ...walk(join(root, 'scripts'), []), ...rootFiles].sort();
const files = allFiles.filter((rel) => !isTestFile(rel));
const fileSet = new Set(allFiles);
const exists = (rel: string) => fileSet.has(rel) || (existsSync(join(root, rel)) && statSync(join(root, rel)).isFile());
const moduleFolders = new Set(allFiles.map((rel) => /^src\/server\/modules\/[^/]+(?=\/)/.exec(rel)?.[0]).filter((dir): dir is string => Boolean(dir)));
/** Module folders with no service or repository of their own only group sub-modules (engagement/). */
const groupFolders = new Set([...moduleFolders].filter((dir) => !allFiles.some((rel) => rel.startsWith(`${dir}/`) && !rel.slice(dir.length + 1).includes('/') && /\.(service|repository)\.ts$/.test(rel))));

const rawSql: { file: string; count: number }[] = [];
let rawSqlTotal = 0;
const honoFiles: string[] = [];
const crossRepository: string[] = [];
const featureEdges = new Map<string, Set<string>>();
const featureEdgeWitness = new Map<string, string>();
/** What eslint's server boundaries allow Hono in: route files, their OpenAPI fragments, src/server/http and the Next mount. */
const isRouteLayerFile = (file: string) => /\.(routes|params|openapi)\.ts$/.test(file) || file.startsWith('src/server/http/') || file.startsWith('pages/api/');

const deepImports: string[] = [];
const deepFromPages: string[] = [];
const shellToFeatures: string[] = [];
let featuresToShell = 0;

for (const file of files) {
  const source = readFileSync(join(root, file), 'utf8');
  const sqlCount = countRawSql(file, source);
  rawSqlTotal += sqlCount;
  if (sqlCount > 0 && !isRepositoryFile(file) && !file.endsWith('.sql.ts') && !file.startsWith('src/server/db/')) rawSql.push({ file, count: sqlCount });

  const imports = parseImports(file, source);
  if (imports.some((ref) => isHonoSpecifier(ref.spec)) && !isRouteLayerFile(file)) honoFiles.push(file);

  const fromModule = moduleOf(file, groupFolders);
  const fromFeature = featureOf(file);
  for (const ref of imports) {
    const target = resolveSpecifier(file, ref.spec, exists);
    if (!target) continue;
    const line = `${file} → ${target}`;
    const toModule = moduleOf(target, groupFolders);
    if (fromModule && toModule && fromModule !== toModule && isRepositoryFile(target)) crossRepository.push(line);

    const toFeature = featureOf(target);
    if (toFeature && toFeature !== fromFeature) {
      if (fromFeature) {
        if (!featureEdges.has(fromFeature)) featureEdges.set(fromFeature, new Set());
        featureEdges.get(fromFeature)!.add(toFeature);
        if (!featureEdgeWitness.has(`${fromFeature}>${toFeature}`)) featureEdgeWitness.set(`${fromFeature}>${toFeature}`, line);
      }
      if (!isFeatureIndex(target) && target !== `src/features/${toFeature}`) {
        if (file.startsWith('pages/')) deepFromPages.push(line);
        else deepImports.push(line);
      }
      if (file.startsWith('src/shell/')) shellToFeatures.push(line);
    }
    if (fromFeature && target.startsWith('src/shell/')) featuresToShell += 1;
  }
}

const cycles = findCycles(featureEdges);

function duplicatesOver(folder: string): DuplicatesSummary | string {
  if (args.has('--no-duplicates')) return 'skipped (--no-duplicates)';
  try {
    const output = execFileSync('duplicates', ['--repo', folder, '--most', '1', '--seconds', '120'], { cwd: root, encoding: 'utf8', timeout: 180_000, stdio: ['ignore', 'pipe', 'pipe'] });
    return parseDuplicatesSummary(output) ?? `unreadable output: ${output.split('\n')[0]}`;
  } catch (error) {
    return `not run (${(error as Error).message.split('\n')[0]})`;
  }
}
const duplicates = { src: duplicatesOver('src'), pages: duplicatesOver('pages') };
const duplicatePairs = Object.values(duplicates).reduce<number | null>((sum, value) => (sum === null || typeof value === 'string' ? null : sum + value.pairs), 0);

const figures = {
  rawSqlOutsideRepositories: rawSql.reduce((sum, entry) => sum + entry.count, 0),
  filesWithRawSqlOutsideRepositories: rawSql.length,
  rawSqlTotal,
  honoImportersOutsideRoutes: honoFiles.length,
  crossModuleRepositoryImports: crossRepository.length,
  featureCyclePairs: cycles.pairs.length,
  featureCycleGroups: cycles.groups.length,
  deepFeatureImports: deepImports.length,
  shellToFeatureImports: shellToFeatures.length,
  featureToShellImports: featuresToShell,
  duplicatePairsSrcAndPages: duplicatePairs,
};

if (args.has('--json')) {
  console.log(JSON.stringify({ figures, rawSql, honoFiles, crossRepository, cycles, deepImports, deepFromPages: deepFromPages.length, shellToFeatures, duplicates }, null, 2));
} else {
  const rows: [string, string | number | null][] = [
    ['raw drizzle sql (sql`…`, sql.raw) outside *.repository.ts, *.sql.ts and src/server/db/', `${figures.rawSqlOutsideRepositories} in ${figures.filesWithRawSqlOutsideRepositories} files (of ${rawSqlTotal} in all)`],
    ['files importing hono outside the route layer (*.routes/params/openapi.ts, src/server/http/, the pages/api mount)', figures.honoImportersOutsideRoutes],
    ['cross-module repository imports (modules/A → modules/B/*.repository)', figures.crossModuleRepositoryImports],
    ['feature↔feature cycles: mutual pairs', figures.featureCyclePairs],
    ['feature cycles: strongly connected groups', cycles.groups.map((group) => `{${group.join(', ')}}`).join(' ') || 0],
    ['deep imports into another feature (not its index; pages/ not counted)', figures.deepFeatureImports],
    ['src/shell → src/features imports', figures.shellToFeatureImports],
    ['src/features → src/shell imports (for reference)', figures.featureToShellImports],
    ['duplicated blocks (`duplicates`, src/ + pages/)', duplicatePairs ?? 'n/a'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('Structure figures (issue 12), test files left out\n');
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  for (const [folder, value] of Object.entries(duplicates)) {
    console.log(`  duplicates --repo ${folder}: ${typeof value === 'string' ? value : `${value.pairs} pairs (${value.shapeOnly} by shape alone, ${value.boilerplate} boilerplate; ${value.files} files)`}`);
  }
  console.log(`  (pages/ deep-importing feature views, the composition root: ${deepFromPages.length})`);
  if (!args.has('--summary')) {
    const section = (title: string, lines: string[]) => {
      if (lines.length === 0) return;
      console.log(`\n${title}`);
      for (const line of lines) console.log(`  ${line}`);
    };
    section('raw sql outside repositories:', rawSql.map((entry) => `${entry.file}: ${entry.count}`));
    section('hono outside routes:', honoFiles);
    section('cross-module repository imports:', crossRepository);
    section('feature cycles (one import each way):', cycles.pairs.flatMap(([a, b]) => [featureEdgeWitness.get(`${a}>${b}`)!, featureEdgeWitness.get(`${b}>${a}`)!]));
    section('deep feature imports:', deepImports);
    section('shell → features:', shellToFeatures);
  }
}
