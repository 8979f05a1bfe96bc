#!/usr/bin/env bash
# The figures of the README's "Shared data across processes", in one run on this machine:
#
#   1. at the key level (Tests/EndToEndTests/StandupsPostgresMeasurements.swift): an edit made
#      through one PostgreSQL client reaching another client's subscriber, an edit until its
#      transaction commits, and a burst of edits, against the file key (one process);
#   2. in the whole app (Tools/standups-sharing-latency.py): an edit made in a Chromium tab on
#      one standups process showing in a tab on another, against the file with both tabs on one
#      process.
#
#   Tools/measure-shared-data.sh [EDITS]      # 300 by default
#
# Needs PostgreSQL (apt-get install postgresql), Chromium and chromedriver, and selenium for
# the second part (pip install selenium). Builds in debug, as the tests do; the throwaway
# cluster runs with fsync on, as a production server does.
set -euo pipefail
cd "$(dirname "$0")/.."
edits=${1:-300}
swift build --build-tests
echo "== key level"
CAIRN_MEASURE_SHARING=1 CAIRN_MEASURE_EDITS="$edits" \
  swift test --skip-build --filter StandupsPostgresMeasurements 2>&1 |
  grep -E "^(Shared standups|  (PostgreSQL|File))|passed|failed"
echo "== whole app, Chromium tabs"
python3 Tools/standups-sharing-latency.py --edits "$edits"
