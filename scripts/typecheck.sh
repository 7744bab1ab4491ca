#!/usr/bin/env bash
# Type-checks every workspace against its own tsconfig (browser and Node code differ in libs).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for dir in packages/protocol packages/contracts packages/core packages/evm packages/solana packages/bitcoin packages/react packages/elements server devnet apps/demo e2e bench; do
  [ -f "$dir/tsconfig.json" ] || continue
  if ! npx tsc -p "$dir/tsconfig.json"; then
    echo "typecheck failed in $dir" >&2
    status=1
  fi
done
exit $status
