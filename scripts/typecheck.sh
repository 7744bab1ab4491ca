#!/usr/bin/env bash
# Type-checks every workspace against its own tsconfig (browser and Node code differ in libs). tsc uses one core, so
# as many workspaces are checked at once as the machine has cores; each one's errors are printed together.
set -euo pipefail
cd "$(dirname "$0")/.."
# The slowest first (each checks the workspace sources it imports), so no core is left with a long one at the end.
workspaces=(e2e server devnet packages/evm apps/demo bench packages/react packages/bitcoin packages/solana
  packages/elements packages/core packages/contracts packages/protocol)
check() {
  [ -f "$1/tsconfig.json" ] || return 0
  local output
  if output=$(node_modules/.bin/tsc -p "$1/tsconfig.json" 2>&1); then return 0; fi
  printf '%s\ntypecheck failed in %s\n' "$output" "$1" >&2
  return 1
}
export -f check
printf '%s\n' "${workspaces[@]}" | xargs -P "$(nproc)" -I{} bash -c 'check "$1"' _ {}
