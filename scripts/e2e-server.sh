#!/usr/bin/env bash
# The server Playwright tests run against: a fresh seeded embedded database and a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT="${E2E_PORT:-3100}"
export PGLITE_DATA_DIR="${E2E_DATA_DIR:-.data/e2e}"
unset DATABASE_URL
# E2E_DATA_FROM: start on a copy of a seeded database (the second server of playwright.config.ts
# copies the first one's snapshot instead of seeding again); E2E_DATA_SNAPSHOT: leave such a copy.
if [ -n "${E2E_DATA_FROM:-}" ] && [ -f "$E2E_DATA_FROM/PG_VERSION" ]; then
  rm -rf "$PGLITE_DATA_DIR"
  cp -a "$E2E_DATA_FROM" "$PGLITE_DATA_DIR"
else
  npx tsx scripts/db-seed.ts --reset --books "${E2E_BOOKS:-3000}"
  if [ -n "${E2E_DATA_SNAPSHOT:-}" ]; then
    rm -rf "$E2E_DATA_SNAPSHOT"
    cp -a "$PGLITE_DATA_DIR" "$E2E_DATA_SNAPSHOT"
  fi
fi
if [ "${E2E_SKIP_BUILD:-}" != "1" ]; then npx next build; fi
exec npx next start -p "$PORT"
