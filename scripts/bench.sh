#!/usr/bin/env bash
# Runs every benchmark and prints its figures.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent build:wallet -w devnet
npx tsx bench/widget/run.ts "$@"
npx tsx bench/server/load.ts
