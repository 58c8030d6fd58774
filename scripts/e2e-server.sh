#!/usr/bin/env bash
# The server Playwright tests run against: a fresh seeded embedded database and a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT="${E2E_PORT:-3100}"
export PGLITE_DATA_DIR="${E2E_DATA_DIR:-.data/e2e}"
unset DATABASE_URL
npx tsx scripts/db-seed.ts --reset --books "${E2E_BOOKS:-3000}"
if [ "${E2E_SKIP_BUILD:-}" != "1" ]; then npx next build; fi
exec npx next start -p "$PORT"
