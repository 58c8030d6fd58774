#!/usr/bin/env bash
# `npm test`: everything CI runs — type check, lint, unit tests, the API tests on PostgreSQL and a
# smoke subset of them on the embedded PGlite, the browser tests against a production build on
# PostgreSQL and a smoke subset of them on PGlite. Prints how long each stage took.
set -euo pipefail
cd "$(dirname "$0")/.."
export LOG_LEVEL="${LOG_LEVEL:-silent}"
# PGlite loads its WASM through dynamic import, which jest only allows with VM modules.
jest() { NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules" npx jest "$@"; }
start=$(date +%s)
timings=()
stage_name=''
stage_start=0
# stage "name": closes the previous stage (its duration is printed and kept for the summary).
stage() {
  local now; now=$(date +%s)
  if [ -n "$stage_name" ]; then
    timings+=("$(printf '%-46s %5d s' "$stage_name" $((now - stage_start)))")
    echo "== $stage_name: $((now - stage_start)) s"
  fi
  stage_name="${1:-}"
  stage_start=$now
  if [ -n "$stage_name" ]; then echo "== $stage_name"; fi
}
summary() {
  local rc=$?
  stage
  echo "== stage durations"
  printf '   %s\n' "${timings[@]}"
  echo "== total: $(( $(date +%s) - start )) s ($([ "$rc" = 0 ] && echo passed || echo FAILED))"
}
trap summary EXIT

# The type check and lint are each mostly one thread: side by side on two cores. Lint's output
# is held back and printed after the type check's, so the two never interleave.
stage "typecheck + lint"
lint_log=$(mktemp)
( npx eslint . --max-warnings=0 && npm run -s db:check ) >"$lint_log" 2>&1 &  # db:check: ADR 0013
lint_pid=$!
tsc_rc=0
npx tsc --noEmit -p tsconfig.json || tsc_rc=$?
lint_rc=0
wait "$lint_pid" || lint_rc=$?
cat "$lint_log"; rm -f "$lint_log"
if [ "$tsc_rc" != 0 ] || [ "$lint_rc" != 0 ]; then
  echo "typecheck exit $tsc_rc, lint + db:check exit $lint_rc" >&2
  exit 1
fi

# The browser tests' build skips its own type check: this stage just did it (next.config.ts).
export BUILD_TYPECHECKED=1

# Workers: one fewer than the cores, but at least two. Jest's own default leaves one worker on a
# two-core machine while its main process mostly waits, so one core idled through the longest
# stage. Each worker owns its database (a PGlite per test file; on PostgreSQL the `_w<n>` database of
# tests/support/test-db.ts). JEST_WORKERS overrides it.
cores=$(nproc 2>/dev/null || echo 2)
workers="${JEST_WORKERS:-$(( cores > 2 ? cores - 1 : 2 ))}"
stage "unit tests"
echo "   $workers workers"
jest --ci --selectProjects unit --maxWorkers="$workers"

# The API tests run once, on the PostgreSQL production runs on (docs/adr/0021). The embedded PGlite a
# fresh clone starts on gets the files that carry `@pglite-smoke`: migrations and seeding,
# the listing's SQL, checkout and its concurrency, durable jobs, the desk's transactions, and the
# places where the two drivers return different types. Without PostgreSQL (a laptop), every API
# test runs on PGlite instead; CI requires PostgreSQL.
PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
if node -e "const {Client}=require('pg');const c=new Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"; then
  stage "API tests (PostgreSQL)"
  echo "   at $PG_URL (a database per worker: <name>_w1, _w2, …)"
  DATABASE_URL="$PG_URL" jest --ci --selectProjects api --maxWorkers="$workers"

  stage "API smoke tests on PGlite"
  mapfile -t smoke < <(grep -rl --include='*.test.ts' -e '@pglite-smoke' tests/api tests/security src/server | sort)
  echo "   ${#smoke[@]} files carry @pglite-smoke"
  if [ "${#smoke[@]}" -eq 0 ]; then echo "no API test carries @pglite-smoke" >&2; exit 1; fi
  jest --ci --selectProjects api --maxWorkers="$workers" --runTestsByPath "${smoke[@]}"
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL is not reachable at $PG_URL; CI requires it" >&2
  exit 1
else
  echo "== PostgreSQL not reachable at $PG_URL: the API tests run on PGlite (CI runs them on PostgreSQL)"
  stage "API tests (PGlite)"
  jest --ci --selectProjects api --maxWorkers="$workers"
fi

# Browser tests: a production build in demo mode, on PostgreSQL (database E2E_DATABASE_URL, default
# bookturn_e2e, reset and seeded) when it answers, else on PGlite (CI requires PostgreSQL).
stage "browser tests (Playwright, system Chromium)"
npx playwright test

# The embedded default: the @pglite-tagged tests against one server on PGlite, same build.
stage "browser smoke tests on PGlite"
E2E_PGLITE_SMOKE=1 E2E_SKIP_BUILD=1 npx playwright test

stage
