/* global require, module, process, __dirname, Buffer -- CommonJS run by jest outside its transform */
// Plain CommonJS: jest's globalSetup and the test files (through test-db.ts) both load it.
//
// Why: a fresh in-memory PGlite runs initdb and then every migration; at ~90 API test files that
// was most of the PGlite jest stage. One migrated database is dumped once per change of the
// migrations (or of PGlite) and every test file starts from a copy of it — the same schema,
// built by the same migrator, a fraction of the CPU.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const crypto = require('node:crypto');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fs = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const os = require('node:os');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

const MIGRATIONS = path.join(__dirname, '../../src/server/db/migrations');

/** The dump's file: keyed by the migrations' contents and PGlite's version. */
function templatePath() {
  const hash = crypto.createHash('sha256');
  const pkg = path.join(__dirname, '../../node_modules/@electric-sql/pglite/package.json');
  hash.update(fs.existsSync(pkg) ? JSON.parse(fs.readFileSync(pkg, 'utf8')).version : 'unknown');
  const walk = (dir) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(fs.readFileSync(file));
    }
  };
  walk(MIGRATIONS);
  return path.join(os.tmpdir(), 'bookturn-jest', `pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Builds the dump when missing (atomically: another run may be building it too). */
async function ensureTemplate() {
  const file = templatePath();
  if (fs.existsSync(file)) return file;
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm, unaccent } });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const dump = await client.dumpDataDir('none');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

module.exports = { templatePath, ensureTemplate };
