/**
 * Pure helpers of `npm run metrics:structure` (issue 12 item 10: the before/after figures). They read
 * source text and paths only, so they are unit-tested without a tree (tests/unit/metrics-structure.test.ts).
 */
import ts from 'typescript';

export interface ImportRef {
  spec: string;
  typeOnly: boolean;
}

function scriptKind(fileName: string): ts.ScriptKind {
  return fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.js') || fileName.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

function parse(fileName: string, source: string): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, scriptKind(fileName));
}

/** Static imports, `export … from`, dynamic `import('…')` and `require('…')` of one file. */
export function parseImports(fileName: string, source: string): ImportRef[] {
  const refs: ImportRef[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      refs.push({ spec: node.moduleSpecifier.text, typeOnly: Boolean(node.importClause?.isTypeOnly) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      refs.push({ spec: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.arguments.length >= 1 && ts.isStringLiteralLike(node.arguments[0])) {
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isDynamicImport || isRequire) refs.push({ spec: (node.arguments[0] as ts.StringLiteralLike).text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(fileName, source));
  return refs;
}

/**
 * Raw SQL written by hand: drizzle's `sql` tag (sql`…`, sql<T>`…`) and `sql.raw(…)`, counted only
 * where `sql` is drizzle-orm's (an alias such as `import { sql as s }` counts too).
 */
export function countRawSql(fileName: string, source: string): number {
  const file = parse(fileName, source);
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== 'drizzle-orm') continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if ((element.propertyName ?? element.name).text === 'sql' && !element.isTypeOnly) names.add(element.name.text);
    }
  }
  if (names.size === 0) return 0;
  let count = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && names.has(node.tag.text)) count += 1;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      names.has(node.expression.expression.text) &&
      node.expression.name.text === 'raw'
    ) count += 1;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return count;
}

export const isHonoSpecifier = (spec: string): boolean => spec === 'hono' || spec.startsWith('hono/') || spec.startsWith('@hono/');

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** Normalizes `a/b/../c/./d` → `a/c/d` (POSIX, repository-relative). */
export function normalizePath(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/**
 * A specifier → the repository-relative file it names (`@/x` is `src/x`, as in tsconfig), or null
 * for a package. `exists` says whether a repository-relative file exists.
 */
export function resolveSpecifier(fromFile: string, spec: string, exists: (rel: string) => boolean): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = `src/${spec.slice(2)}`;
  else if (spec.startsWith('./') || spec.startsWith('../')) base = `${fromFile.split('/').slice(0, -1).join('/')}/${spec}`;
  else return null;
  const normalized = normalizePath(base);
  for (const extension of EXTENSIONS) {
    const candidate = normalized + extension;
    if (exists(candidate)) return candidate;
  }
  return normalized;
}

export const isTestFile = (rel: string): boolean =>
  /\.(test|spec)\.(ts|tsx|js)$/.test(rel) || rel.startsWith('tests/') || /(^|\/)(testing|__tests__)\//.test(rel);

export const isRepositoryFile = (rel: string): boolean => /\.repository\.ts$/.test(rel);

/**
 * The server module a file belongs to: `src/server/modules/<m>`, or `<m>/<sub>` when `<m>` is a
 * group folder (no service or repository of its own, e.g. engagement/ holding watchdogs, wishlist,
 * reviews, profiles). `groupFolders` holds those folders, repository-relative.
 */
export function moduleOf(rel: string, groupFolders: ReadonlySet<string>): string | null {
  const match = /^src\/server\/modules\/([^/]+)\/(?:([^/]+)\/)?/.exec(rel);
  if (!match) return null;
  const [, first, second] = match;
  if (second && groupFolders.has(`src/server/modules/${first}`)) return `${first}/${second}`;
  return first;
}

export function featureOf(rel: string): string | null {
  return /^src\/features\/([^/]+)\//.exec(rel)?.[1] ?? null;
}

/** A feature's public entries: index.ts for the browser, index.server.ts for server-only code (getServerSideProps helpers), as eslint allows. */
export const isFeatureIndex = (rel: string): boolean => /^src\/features\/[^/]+\/index(\.server)?\.(ts|tsx)$/.test(rel);

export interface Cycles {
  /** Features importing each other directly, each pair once, sorted: ["book", "cart"]. */
  pairs: [string, string][];
  /** Strongly connected groups larger than one feature (every feature reaches every other). */
  groups: string[][];
}

/** Feature↔feature cycles of a directed graph: mutual pairs, and Tarjan's strongly connected groups. */
export function findCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): Cycles {
  const nodes = new Set<string>();
  for (const [from, tos] of edges) {
    nodes.add(from);
    for (const to of tos) nodes.add(to);
  }
  const pairs: [string, string][] = [];
  for (const [from, tos] of edges) {
    for (const to of tos) if (from < to && edges.get(to)?.has(from)) pairs.push([from, to]);
  }
  pairs.sort((a, b) => `${a[0]}/${a[1]}`.localeCompare(`${b[0]}/${b[1]}`));

  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string): void => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!indices.has(node)) connect(node);
  groups.sort((a, b) => a.join().localeCompare(b.join()));
  return { pairs, groups };
}

export interface DuplicatesSummary {
  pairs: number;
  files: number;
  shapeOnly: number;
  boilerplate: number;
}

/** The first line of `duplicates` ("262 pairs of places (1044 files read), … (228 by shape alone, 212 of those marked boilerplate)" or "no duplicates (74 files read)"). */
export function parseDuplicatesSummary(output: string): DuplicatesSummary | null {
  const first = output.split('\n').find((line) => line.trim() !== '') ?? '';
  const none = /^no duplicates \((\d+) files read\)/.exec(first);
  if (none) return { pairs: 0, files: Number(none[1]), shapeOnly: 0, boilerplate: 0 };
  const some = /^(\d+) pairs? of places \((\d+) files read\)/.exec(first);
  if (!some) return null;
  const shape = /\((\d+) by shape alone(?:, (\d+) of those marked boilerplate)?\)/.exec(first);
  return { pairs: Number(some[1]), files: Number(some[2]), shapeOnly: Number(shape?.[1] ?? 0), boilerplate: Number(shape?.[2] ?? 0) };
}
