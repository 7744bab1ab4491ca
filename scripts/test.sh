#!/usr/bin/env bash
# Runs every test: lint, types, unit and integration (Vitest), browser (Playwright + Chromium). Installs what it
# needs first. The README's second command and .ci/run both call this.
set -euo pipefail
cd "$(dirname "$0")/.."
results=.test-results
rm -rf "$results" && mkdir -p "$results"

npm install --no-audit --no-fund --loglevel=error
bash scripts/ensure-system-deps.sh
npm run --silent build:wallet -w devnet
npm run --silent build:frame -w gangway-server

# Every stage runs even when an earlier one fails, so one run shows everything that is wrong.
status=0
echo "== lint" && { npx biome check . || status=$?; }
echo "== types" && { bash scripts/typecheck.sh || status=$?; }
echo "== bytes before the first click" && { npx tsx bench/widget/checkBudget.ts || status=$?; }
echo "== unit and integration (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || status=$?
echo "== browser (Playwright, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/playwright.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json || status=$?
# The demo against gangway-server as a cluster (PostgreSQL, Redis, three instances, HAProxy): a stack of its own.
echo "== browser against the cluster (Playwright, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/playwright-cluster.json" \
  npx playwright test -c e2e/playwright.cluster.config.ts --reporter=list,json || status=$?
node scripts/summarize-results.mjs "$results"
exit $status
