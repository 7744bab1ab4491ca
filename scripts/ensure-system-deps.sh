#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium for browser tests, a CJK font for the
# widget's Japanese, Korean and Chinese in them (without one Chromium draws empty boxes, and layouts are measured
# with those), PostgreSQL for the server's database tests, Redis and HAProxy for the cluster of several server
# instances (its tests and `npm run demo -- --cluster`), and SoftHSM (a PKCS#11 token in software) for the server's
# hardware-backed key wrapper. On a machine that has them this does nothing.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || need+=(fonts-wqy-microhei)
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then need+=(postgresql); fi
[ -x /usr/bin/redis-server ] || need+=(redis-server)
[ -x /usr/sbin/haproxy ] || need+=(haproxy)
command -v softhsm2-util >/dev/null 2>&1 || need+=(softhsm2)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing system packages: ${need[*]}"
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
