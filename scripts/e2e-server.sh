#!/usr/bin/env bash
# The server Playwright tests run against: a production build in demo mode on a freshly reset and
# seeded database.
#
# Database (E2E_DATABASE):
#   auto (default)  PostgreSQL at E2E_DATABASE_URL when it answers, else the embedded PGlite (with a
#                   notice); on CI (CI=true) PostgreSQL is required.
#   postgres        PostgreSQL at E2E_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bookturn_e2e);
#                   the database is created when missing, reset and seeded on every run.
#   pglite          the embedded database in E2E_DATA_DIR (default .data/e2e), reset and seeded.
#
# Two servers share one seeding (playwright.config.ts starts them one after the other): the first
# one sets E2E_DATA_SNAPSHOT and, after seeding, leaves there what the second one needs: a copy of
# the PGlite data directory, or a file naming the PostgreSQL database; the second one sets
# E2E_DATA_FROM to that path and starts on a copy of the first one's PGlite data, or on the same
# PostgreSQL database, without seeding.
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT="${E2E_PORT:-3100}"
# The browser tests drive the demo: payment sandbox, mail sink and the dev routes (outbox, stocking,
# watchdog run). Set here, whatever the server's default mode is.
export APP_MODE=demo
export NEXT_TELEMETRY_DISABLED=1
PGLITE_DIR="${E2E_DATA_DIR:-.data/e2e}"
PG_URL="${E2E_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bookturn_e2e}"
MODE="${E2E_DATABASE:-auto}"
stage_start=$(date +%s)
say() { echo "[e2e-server :$PORT] $*"; }

use_pglite() {
  unset DATABASE_URL
  export PGLITE_DATA_DIR="$PGLITE_DIR"
}

# Creates the PostgreSQL database when missing; fails when PostgreSQL does not answer.
ensure_postgres() {
  node - "$PG_URL" <<'JS'
const { Client } = require('pg');
const target = new URL(process.argv[2]);
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[A-Za-z0-9_]+$/.test(name)) { console.error(`unsupported database name "${name}"`); process.exit(2); }
const admin = new URL(target); admin.pathname = '/postgres';
const client = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
client.connect()
  .then(async () => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) { await client.query(`CREATE DATABASE "${name}"`); console.log(`created database ${name}`); }
    await client.end();
  })
  .catch((error) => { console.error(`PostgreSQL at ${admin.host}: ${error.message}`); process.exit(1); });
JS
}

if [ -n "${E2E_DATA_FROM:-}" ]; then
  # Second server: the first one's seeding.
  if [ -f "$E2E_DATA_FROM.database-url" ]; then
    export DATABASE_URL="$(cat "$E2E_DATA_FROM.database-url")"
    say "on the first server's PostgreSQL database"
  elif [ -f "$E2E_DATA_FROM/PG_VERSION" ]; then
    use_pglite
    rm -rf "$PGLITE_DATA_DIR"
    cp -a "$E2E_DATA_FROM" "$PGLITE_DATA_DIR"
    say "on a copy of the first server's PGlite data ($PGLITE_DATA_DIR)"
  else
    echo "E2E_DATA_FROM=$E2E_DATA_FROM: the first server left no seeded database there" >&2
    exit 1
  fi
else
  case "$MODE" in
    postgres) ensure_postgres; export DATABASE_URL="$PG_URL" ;;
    pglite) use_pglite ;;
    auto)
      if ensure_postgres; then
        export DATABASE_URL="$PG_URL"
      elif [ "${CI:-}" = "true" ]; then
        echo "PostgreSQL is not reachable at $PG_URL; CI requires it (E2E_DATABASE=pglite runs on the embedded one)" >&2
        exit 1
      else
        say "PostgreSQL not reachable: the browser tests run on PGlite"
        use_pglite
      fi
      ;;
    *) echo "E2E_DATABASE must be auto, postgres or pglite, got \"$MODE\"" >&2; exit 2 ;;
  esac
  if [ -n "${DATABASE_URL:-}" ]; then say "seeding PostgreSQL database ${DATABASE_URL##*/}"; else say "seeding PGlite in $PGLITE_DATA_DIR"; fi
  seed_args=(--reset --books "${E2E_BOOKS:-3000}")
  if [ -z "${DATABASE_URL:-}" ]; then
    # PGlite: start from the migrated dump the API tests also start from (built once per change of
    # the migrations; jest's global setup leaves it in CI) instead of initdb and every migration.
    template=$(node -e "require('./tests/support/pglite-template.js').ensureTemplate().then((f) => console.log(f))")
    seed_args+=(--pglite-template "$template")
  fi
  npx tsx scripts/db-seed.ts "${seed_args[@]}"
  if [ -n "${E2E_DATA_SNAPSHOT:-}" ]; then
    rm -rf "$E2E_DATA_SNAPSHOT" "$E2E_DATA_SNAPSHOT.database-url"
    if [ -n "${DATABASE_URL:-}" ]; then
      mkdir -p "$(dirname "$E2E_DATA_SNAPSHOT")"
      printf '%s' "$DATABASE_URL" >"$E2E_DATA_SNAPSHOT.database-url"
    else
      cp -a "$PGLITE_DATA_DIR" "$E2E_DATA_SNAPSHOT"
    fi
  fi
  say "seeded in $(( $(date +%s) - stage_start )) s"
fi

# E2E_SKIP_BUILD=1: reuse the existing build (the second server; a second run on the same sources).
if [ "${E2E_SKIP_BUILD:-}" != "1" ]; then
  build_start=$(date +%s)
  npx next build
  say "built in $(( $(date +%s) - build_start )) s"
fi
# Idle keep-alive sockets stay open 65 s, not Node's 5 s: a test's API client reusing a socket the
# moment the server closes it got ECONNRESET (seen once on a one-core run).
# The young generation as `npm start` sizes it (package.json; docs/adr/0033).
NODE_OPTIONS="--max-semi-space-size=64 ${NODE_OPTIONS:-}" exec npx next start -p "$PORT" --keepAliveTimeout 65000
