import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate` to write SQL migrations; the app applies them with the
// runtime migrator (src/server/db/migrate.ts) on both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
