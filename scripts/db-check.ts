/**
 * Fails when the Drizzle schema and the migrations are out of step (ADR 0013): runs
 * `drizzle-kit generate` into a throw-away copy of the migrations folder and fails if it would write
 * a migration. The real folder is never touched. Usage: npm run db:check
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const migrations = path.join(root, 'src/server/db/migrations');
const schema = './src/server/db/schema/index.ts';
const drizzleKit = path.join(root, 'node_modules/.bin/drizzle-kit');

function sqlFiles(dir: string): string[] {
  return fs.readdirSync(dir).filter((name) => name.endsWith('.sql')).sort();
}

function main(): void {
  // drizzle-kit prefixes `--out` with './', so the copy must sit under the project (.data is ignored by git).
  const copy = path.join(root, '.data', `db-check-${process.pid}`);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  fs.cpSync(migrations, copy, { recursive: true });
  try {
    const out = `./${path.relative(root, copy)}`;
    const run = (args: string[]) => execFileSync(drizzleKit, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    run(['check', '--dialect', 'postgresql', '--out', out]);
    run(['generate', '--dialect', 'postgresql', '--schema', schema, '--out', out]);
    const before = new Set(sqlFiles(migrations));
    const written = sqlFiles(copy).filter((name) => !before.has(name));
    if (written.length > 0) {
      const body = written.map((name) => fs.readFileSync(path.join(copy, name), 'utf8')).join('\n');
      console.error(`db:check: the schema (src/server/db/schema) differs from the migrations; drizzle-kit generate would write ${written.join(', ')}:\n\n${body}\n`);
      console.error('Run `npm run db:generate`, review the migration and commit it with the schema change (docs/adr/0013-schema-is-the-source-of-truth.md).');
      process.exit(1);
    }
    console.log('db:check: schema and migrations agree');
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

main();
