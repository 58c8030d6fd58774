/* global process, console */
// Counts the client's layer breaks (issue 12 item 10's before/after figures): feature↔feature
// cycles, deep imports into another feature, shell → feature imports, feature → shell imports.
// Usage: node scripts/client-layers.mjs [--list]
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';

const root = process.cwd();
const list = process.argv.includes('--list');
const files = [];
const walk = (d) => {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (n === 'node_modules' || n.startsWith('.')) continue;
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(ts|tsx)$/.test(n)) files.push(p);
  }
};
walk(join(root, 'src'));
walk(join(root, 'pages'));

const exts = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const resolveSpec = (from, spec) => {
  let base;
  if (spec.startsWith('@/')) base = join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const e of exts) if (existsSync(base + e) && statSync(base + e).isFile()) return base + e;
  return base;
};
const area = (abs) => {
  const r = relative(root, abs).split('/');
  if (r[0] === 'src' && r[1] === 'features') return { kind: 'feature', name: r[2], rest: r.slice(3).join('/') };
  if (r[0] === 'src') return { kind: r[1], name: r[1], rest: r.slice(2).join('/') };
  return { kind: r[0], name: r[0], rest: r.slice(1).join('/') };
};
const isTest = (f) => /\.test\.tsx?$|\/testing\//.test(f);
const edges = new Map();
const deep = [], shellToFeature = [], featureToShell = [];
for (const f of files) {
  const src = readFileSync(f, 'utf8');
  const from = area(f);
  for (const m of src.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|jest\.mock\(\s*['"]([^'"]+)['"]/g)) {
    const spec = m[1] ?? m[2] ?? m[3];
    const abs = resolveSpec(f, spec);
    if (!abs) continue;
    const to = area(abs);
    const rf = relative(root, f);
    if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
      const k = `${from.name} -> ${to.name}`;
      if (!isTest(rf)) edges.set(k, (edges.get(k) ?? []).concat(rf));
      if (!/^index(\.server)?\.tsx?$/.test(to.rest)) deep.push(`${rf} -> ${spec}`);
    }
    if (from.kind === 'shell' && to.kind === 'feature') shellToFeature.push(`${rf} -> ${spec}`);
    if (from.kind === 'feature' && to.kind === 'shell') featureToShell.push(`${rf} -> ${spec}`);
  }
}
// Cycles between features: strongly connected components of the feature graph (tests left out).
const graph = new Map();
for (const k of edges.keys()) {
  const [a, b] = k.split(' -> ');
  graph.set(a, (graph.get(a) ?? new Set()).add(b));
  if (!graph.has(b)) graph.set(b, new Set());
}
let index = 0; const idx = new Map(), low = new Map(), stack = [], on = new Set(), sccs = [];
const strong = (v) => {
  idx.set(v, index); low.set(v, index); index++; stack.push(v); on.add(v);
  for (const w of graph.get(v)) {
    if (!idx.has(w)) { strong(w); low.set(v, Math.min(low.get(v), low.get(w))); }
    else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const c = []; let w;
    do { w = stack.pop(); on.delete(w); c.push(w); } while (w !== v);
    if (c.length > 1) sccs.push(c.sort());
  }
};
for (const v of graph.keys()) if (!idx.has(v)) strong(v);
const pairs = [...edges.keys()].filter((k) => { const [a, b] = k.split(' -> '); return a < b && edges.has(`${b} -> ${a}`); });
console.log(`feature↔feature pairs (both ways, tests left out): ${pairs.length} ${pairs.map((p) => p.replace(' -> ', '↔')).join(', ')}`);
console.log(`feature cycles (strongly connected groups): ${sccs.length} ${sccs.map((c) => c.join('/')).join(', ')}`);
console.log(`deep imports into another feature: ${deep.length}`);
if (list) deep.forEach((d) => console.log('  ' + d));
console.log(`shell -> feature imports: ${shellToFeature.length}`);
if (list) shellToFeature.forEach((d) => console.log('  ' + d));
console.log(`feature -> shell imports: ${featureToShell.length}`);
if (list) { featureToShell.forEach((d) => console.log('  ' + d)); for (const p of pairs) { const [a, b] = p.split(' -> '); console.log(`  ${a}->${b}: ${edges.get(p).join(' ')}\n  ${b}->${a}: ${edges.get(`${b} -> ${a}`).join(' ')}`); } }
if (process.argv.includes('--edges')) for (const [k, v] of [...edges].sort()) console.log(`  ${k}: ${[...new Set(v)].join(' ')}`);
