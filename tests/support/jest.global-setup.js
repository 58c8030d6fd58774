/* global require, module, process -- CommonJS run by jest outside its transform */
// Runs once per jest run, before any worker: the migrated PGlite every API test file starts from
// (see pglite-template.js). The PostgreSQL run migrates its own database instead.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ensureTemplate } = require('./pglite-template');

module.exports = async function globalSetup(globalConfig) {
  if (process.env.DATABASE_URL) return;
  // `--selectProjects unit` opens no database.
  const selected = globalConfig && globalConfig.selectProjects;
  if (Array.isArray(selected) && !selected.includes('api')) return;
  await ensureTemplate();
};
