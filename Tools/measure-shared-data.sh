#!/usr/bin/env bash
# The figures of Benchmarks/README.md's "Shared data across processes", in one run here:
#
#   1. at the key level (Tests/EndToEndTests/StandupsPostgresMeasurements.swift, a debug
#      build, as the tests run): an edit made through one PostgreSQL client reaching another
#      client's subscriber, an edit until its transaction commits, and a burst of edits,
#      against the file key (one process);
#   2. in the whole app (Tools/standups-sharing-latency.py, a release build of standups): an
#      edit made in a Chromium tab on one standups process showing in a tab on another,
#      against the file with both tabs on one process, and the edits per second that six
#      windows editing at once get through.
#
#   Tools/measure-shared-data.sh [EDITS]      # 300 by default
#
# Needs PostgreSQL (apt-get install postgresql), Chromium and chromedriver, and selenium for
# the second part (pip install selenium). The throwaway clusters run with fsync on, as a
# production server does. Builds and measurements hold the build lock, so nothing else
# builds on the machine meanwhile (CAIRN_BUILD_LOCK, /tmp/cairn-build.lock by default).
set -euo pipefail
cd "$(dirname "$0")/.."
edits=${1:-300}
lock=${CAIRN_BUILD_LOCK:-/tmp/cairn-build.lock}
flock -o "$lock" swift build --build-tests
flock -o "$lock" swift build -c release --product standups
echo "== key level"
CAIRN_MEASURE_SHARING=1 CAIRN_MEASURE_EDITS="$edits" \
  flock -o "$lock" swift test --skip-build --filter StandupsPostgresMeasurements 2>&1 |
  grep -E "^(Shared standups|  (PostgreSQL|File))|passed|failed"
echo "== whole app, Chromium tabs"
flock -o "$lock" python3 Tools/standups-sharing-latency.py --edits "$edits" \
  --binary .build/release/standups
