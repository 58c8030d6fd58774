/**
 * Exported functions and constants nobody imports (issue 12 item 7: "remove dead code"). A quick
 * syntactic scan, not a type-checker: named imports, `import * as ns` + `ns.name`, re-exports and
 * `export *` chains are followed; a dynamic `import()` of a file counts as using all of it.
 * Prints three lists: imported by nothing, imported only by tests, and exported but used only
 * inside their own file (the `export` keyword is what is dead there).
 *
 *   npx tsx scripts/metrics/dead-exports.ts [--types]   # --types: interfaces and type aliases too
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { isTestFile, resolveSpecifier } from './structure-lib';

const root = process.cwd();
const withTypes = process.argv.includes('--types');
const SKIP_DIRS = new Set(['node_modules', '.next', '.git', '.data', 'migrations']);

function walk(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.next-')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(relative(root, full).split('\\').join('/'));
  }
  return out;
}

const files = [
  ...['src', 'pages', 'tests', 'scripts'].flatMap((dir) => walk(join(root, dir), [])),
  ...readdirSync(root).filter((name) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')),
];
const fileSet = new Set(files);
const exists = (rel: string) => fileSet.has(rel);

interface Exported { name: string; kind: string; line: number }
const exportsOf = new Map<string, Exported[]>();
/** file → names used from it by other files, with whether the user is a test. */
const usedBy = new Map<string, Map<string, { prod: boolean; test: boolean }>>();
const wholeFileUsed = new Map<string, { prod: boolean; test: boolean }>();
const starReexports = new Map<string, string[]>(); // index file → files it re-exports with `export *`
const localUse = new Map<string, string>(); // file → its text, for "used inside its own file"

/** The identifier is passed on as a value (argument, object member, spread, alias), not just read from. */
function handedOn(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (ts.isCallExpression(parent) && parent.arguments.some((arg) => arg === node))
    || ts.isShorthandPropertyAssignment(parent)
    || (ts.isPropertyAssignment(parent) && parent.initializer === node)
    || ts.isSpreadAssignment(parent) || ts.isSpreadElement(parent)
    || (ts.isVariableDeclaration(parent) && parent.initializer === node);
}

const hasExport = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

function markUse(target: string, name: string, test: boolean) {
  if (!usedBy.has(target)) usedBy.set(target, new Map());
  const entry = usedBy.get(target)!.get(name) ?? { prod: false, test: false };
  if (test) entry.test = true; else entry.prod = true;
  usedBy.get(target)!.set(name, entry);
}

for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  localUse.set(file, text);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const test = isTestFile(file);
  const exported: Exported[] = [];
  const namespaces = new Map<string, string>();
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;

  for (const statement of source.statements) {
    if (hasExport(statement) && !isDefault(statement)) {
      if (ts.isFunctionDeclaration(statement) && statement.name) exported.push({ name: statement.name.text, kind: 'function', line: lineOf(statement) });
      else if (ts.isClassDeclaration(statement) && statement.name) exported.push({ name: statement.name.text, kind: 'class', line: lineOf(statement) });
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) {
            const init = declaration.initializer;
            const kind = init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) ? 'function' : 'const';
            exported.push({ name: declaration.name.text, kind, line: lineOf(declaration) });
          }
        }
      } else if (withTypes && (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement))) {
        exported.push({ name: statement.name.text, kind: 'type', line: lineOf(statement) });
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolveSpecifier(file, statement.moduleSpecifier.text, exists);
      if (!target) continue;
      const clause = statement.importClause;
      if (!clause) { wholeFileUsed.set(target, { prod: !test || wholeFileUsed.get(target)?.prod === true, test }); continue; }
      if (clause.name) markUse(target, 'default', test);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) markUse(target, (element.propertyName ?? element.name).text, test);
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, target);
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolveSpecifier(file, statement.moduleSpecifier.text, exists);
      if (!target) continue;
      if (!statement.exportClause) starReexports.set(file, [...(starReexports.get(file) ?? []), target]);
      else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          // Next.js imports the route files under pages/ itself: what they re-export is used.
          if (file.startsWith('pages/')) markUse(target, (element.propertyName ?? element.name).text, test);
          // A re-export is a use only if the re-exported name is used in turn: resolved below.
          exported.push({ name: element.name.text, kind: `re-export of ${target}#${(element.propertyName ?? element.name).text}`, line: lineOf(element) });
        }
      } else if (ts.isNamespaceExport(statement.exportClause)) markUse(target, '*', test);
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
      markUse(namespaces.get(node.expression.text)!, node.name.text, test);
    }
    // A namespace handed on whole (`drizzle(client, { schema })`) uses everything in it.
    if (ts.isIdentifier(node) && namespaces.has(node.text) && handedOn(node)) {
      markUse(namespaces.get(node.text)!, '*', test);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const target = resolveSpecifier(file, node.arguments[0].text, exists);
      if (target) markUse(target, '*', test);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  exportsOf.set(file, exported);
}

/** Names used from `file`, including those asked of an index that re-exports it with `export *`, or by name. */
function uses(file: string, name: string, seen = new Set<string>()): { prod: boolean; test: boolean } {
  if (seen.has(file)) return { prod: false, test: false };
  seen.add(file);
  const result = { prod: false, test: false };
  const add = (entry?: { prod: boolean; test: boolean }) => { if (entry) { result.prod ||= entry.prod; result.test ||= entry.test; } };
  add(usedBy.get(file)?.get(name));
  add(usedBy.get(file)?.get('*'));
  for (const [index, targets] of starReexports) if (targets.includes(file)) add(uses(index, name, seen));
  for (const [other, list] of exportsOf) {
    for (const entry of list) if (entry.kind === `re-export of ${file}#${name}`) add(uses(other, entry.name, seen));
  }
  return result;
}

const dead: string[] = [];
const testsOnly: string[] = [];
const localOnly: string[] = [];
for (const [file, list] of exportsOf) {
  if (isTestFile(file) || !file.startsWith('src/')) continue;
  for (const entry of list) {
    if (entry.kind.startsWith('re-export')) continue;
    const use = uses(file, entry.name);
    if (use.prod) continue;
    const occurrences = (localUse.get(file)!.match(new RegExp(`\\b${entry.name}\\b`, 'g')) ?? []).length;
    const row = `${file}:${entry.line} ${entry.name} (${entry.kind})`;
    if (use.test) testsOnly.push(row);
    else if (occurrences > 1) localOnly.push(row);
    else dead.push(row);
  }
}
const print = (title: string, rows: string[]) => {
  console.log(`\n${title}: ${rows.length}`);
  for (const row of rows.sort()) console.log(`  ${row}`);
};
print('exported, imported by nothing and unused in its own file (dead)', dead);
print('exported, imported only by tests', testsOnly);
print('exported, used only inside its own file (the export is dead)', localOnly);
