/**
 * Seeds the demo shop: reference data, storefront content and a deterministic catalogue.
 *
 *   npm run db:seed -- [--books N] [--seed S] [--if-empty] [--reset]
 *
 *   --books N    copies to create (default 20000)
 *   --seed S     PRNG seed (default 42); same seed and size give the same catalogue
 *   --if-empty   skip the catalogue when books already exist (reference data and missing
 *                content are still applied)
 *   --reset      drop and recreate the schema first
 *   --pglite-template FILE
 *                with --reset on a PGlite data directory: replace the directory with this dump of
 *                an already migrated database (`dumpDataDir()`, tests/support/pglite-template.js)
 *                instead of dropping the schema and migrating from scratch (initdb and every
 *                migration in WASM: about half a minute). The migrator still runs on top, so a
 *                stale dump cannot hide a migration.
 */
import { readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDb } from '../src/server/db/client';
import { DEFAULT_SEED, hasBooks, resetDatabase, seedContent, seedDatabase, seedReferenceData } from '../src/server/db/seed';
import { serverEnv } from '../src/server/env';
import { DEMO_ORDER_DOMAIN, seedDemoOrders } from '../src/server/db/seed/commerce/seed-demo-orders';
import { DEMO_ADMIN, DEMO_CARD, DEMO_PACKER, DEMO_WORKSTATION, seedDemoStaff } from '../src/server/modules/staff';
import { DEMO_COMMISSION_PRIVATE_TOKEN, DEMO_COMMISSION_PUBLIC_TOKEN, seedDemoCommission } from '../src/server/db/seed/commerce/seed-demo-commission';
import { DEMO_INTAKE_STAFF, DEMO_INTAKE_PERMISSIONS, seedDemoIntake } from '../src/server/db/seed/commerce/seed-demo-intake';
import { DEMO_WAREHOUSE_STAFF, seedDemoWarehouse } from '../src/server/modules/warehouse';
import { DEMO_SUPPORT_DOMAIN, seedDemoSupport } from '../src/server/db/seed/commerce/seed-demo-support';

/**
 * Demo mode only: the known staff accounts of README "Back office" and orders in every state for
 * the back office's lists (never in production).
 */
async function demoStaffAndOrders(handle: Awaited<ReturnType<typeof openDb>>): Promise<void> {
  if (serverEnv().APP_MODE !== 'demo') return;
  const { adminId } = await seedDemoStaff(handle.db);
  console.log(`demo staff: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (all permissions); ${DEMO_PACKER.email} / ${DEMO_PACKER.password} `
    + `(orders.read, shipping), card ${DEMO_CARD.cardId} PIN ${DEMO_CARD.pin}; workstation token ${DEMO_WORKSTATION.token}`);
  const { orders } = await seedDemoOrders(handle.db, { staffId: adminId });
  if (orders > 0) console.log(`demo orders: ${orders} in every state, customers @${DEMO_ORDER_DOMAIN}`);
  const { sellers } = await seedDemoCommission(handle.db);
  if (sellers > 0) console.log(`demo commission: ${sellers} sellers; dashboard /commission/${DEMO_COMMISSION_PRIVATE_TOKEN}, share /commission/share/${DEMO_COMMISSION_PUBLIC_TOKEN}`);
  const { customers } = await seedDemoSupport(handle.db, { staffId: adminId });
  if (customers > 0) console.log(`demo support desk: customers @${DEMO_SUPPORT_DOMAIN} with wallet, credit lock, debt, a reported review, inbox messages`);
  const { batches } = await seedDemoIntake(handle.db);
  console.log(`demo intake: ${DEMO_INTAKE_STAFF.email} / ${DEMO_INTAKE_STAFF.password} (${DEMO_INTAKE_PERMISSIONS.join(', ')}); ${batches} parcels waiting`);
  const { crates } = await seedDemoWarehouse(handle.db);
  console.log(`demo warehouse: ${DEMO_WAREHOUSE_STAFF.email} / ${DEMO_WAREHOUSE_STAFF.password} (warehouse, catalogue); branches PRG, BRN; ${crates} crates KR-000001…`);
}

const DEFAULT_BOOKS = 20_000;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      books: { type: 'string' },
      seed: { type: 'string' },
      'if-empty': { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      'pglite-template': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  const int = (raw: string | undefined, fallback: number, name: string, min: number) => {
    if (raw === undefined) return fallback;
    const n = Number(raw.replace(/_/g, ''));
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}, got "${raw}"`);
    return n;
  };
  return {
    books: int(values.books, DEFAULT_BOOKS, 'books', 1),
    seed: int(values.seed, DEFAULT_SEED, 'seed', 0),
    ifEmpty: values['if-empty'] ?? false,
    reset: values.reset ?? false,
    pgliteTemplate: values['pglite-template'],
    help: values.help ?? false,
  };
}

async function main(): Promise<void> {
  const options = parseOptions();
  if (options.help) {
    console.log('usage: tsx scripts/db-seed.ts [--books N] [--seed S] [--if-empty] [--reset [--pglite-template FILE]]');
    return;
  }
  const started = Date.now();
  const env = serverEnv();
  const target = env.DATABASE_URL ? 'PostgreSQL' : `PGlite (${env.PGLITE_DATA_DIR})`;
  const fromTemplate = options.reset && !!options.pgliteTemplate && !env.DATABASE_URL && !env.PGLITE_DATA_DIR.startsWith('memory://');
  if (fromTemplate) rmSync(env.PGLITE_DATA_DIR, { recursive: true, force: true });
  const handle = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.PGLITE_DATA_DIR,
    template: fromTemplate ? new Blob([readFileSync(options.pgliteTemplate!)]) : undefined,
    migrate: !options.reset || fromTemplate,
  });
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    if (fromTemplate) {
      console.log(`reset ${target} from the migrated dump ${options.pgliteTemplate} (${elapsed()})`);
    } else if (options.reset) {
      await resetDatabase(handle);
      console.log(`reset ${target} (${elapsed()})`);
    }
    if (options.ifEmpty && (await hasBooks(handle))) {
      await seedReferenceData(handle);
      const content = await seedContent(handle);
      await demoStaffAndOrders(handle);
      console.log(`${target} already has books: catalogue skipped; reference data applied, ${content.navigationLinks} links and ${content.cmsPageTranslations} page translations added (${elapsed()})`);
      return;
    }
    console.log(`seeding ${options.books} books (seed ${options.seed}) into ${target}`);
    const summary = await seedDatabase(handle, {
      books: options.books,
      seed: options.seed,
      log: (message) => console.log(`  ${message}`),
    });
    await demoStaffAndOrders(handle);
    const c = summary.counts;
    console.log(
      `done in ${elapsed()}: ${c.books} books (${c.inStock} in stock, ${c.sold} sold, ${c.addedToday} added today, ` +
      `${c.discountedToday} discounted today), ${c.mothers} editions, ${c.grandmothers} works, ${c.authors} authors`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && process.env.DEBUG) console.error(error.stack);
  process.exit(1);
});
