#!/usr/bin/env bash
# Starts the whole demo on this machine (anvil chains, gangway-server, the demo page with the dev wallet) and
# prints its URL. Installs what it needs first. Extra arguments go to the devnet CLI (e.g. --preview).
set -euo pipefail
cd "$(dirname "$0")/.."
npm install --no-audit --no-fund --loglevel=error
npm run --silent build:wallet -w devnet
npm run --silent build:frame -w gangway-server
npm run --silent build:widget -w gangway-server
exec npx tsx devnet/src/cli.ts start "$@"
