#!/usr/bin/env bash
# Runs every benchmark and prints its figures.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent build:wallet -w devnet
npx tsx bench/widget/run.ts "$@"
npm run --silent build:widget -w gangway-server
npx tsx bench/widget/elements.ts
npx tsx bench/server/load.ts
