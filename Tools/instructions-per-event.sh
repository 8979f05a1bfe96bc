#!/usr/bin/env bash
# Instructions per event, counted by callgrind: runs a measuring tool of Benchmarks/ (one that
# takes a count of events per round as its first argument and runs six rounds of them, as
# cairn-event-cost and cairn-render-cost do) at two counts, and divides the difference in
# instructions by the difference in events, so start-up and warm-up cancel out.
#
#   Tools/instructions-per-event.sh Benchmarks/.build/release/cairn-event-cost
#   Tools/instructions-per-event.sh Benchmarks/.build/release/cairn-render-cost 50 150 equatable
#
# Valgrind 3.19 (Debian's) cannot read the DWARF 5 debug information Swift 6.3 writes, so the
# tool runs a copy with its debug information stripped. Counts do not depend on the machine's
# load; the figures are instructions on the main thread (where sessions render) and in all
# threads.
set -euo pipefail
binary=${1:?usage: $0 BINARY [SMALL LARGE] [ARGUMENTS...]}
small=${2:-100}
large=${3:-300}
shift $(( $# < 3 ? $# : 3 ))
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/tool"
strip --strip-debug "$work/tool"
for count in "$small" "$large"; do
  valgrind --tool=callgrind --separate-threads=yes \
    --callgrind-out-file="$work/run-$count.out" "$work/tool" "$count" "$@" >"$work/run-$count.log" 2>&1
done
python3 - "$work" "$small" "$large" <<'PY'
import glob, sys
work, small, large = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
def total(path):
    with open(path) as file:
        for line in file:
            if line.startswith("summary:"):
                return int(line.split()[1])
    return 0
events = 6 * (large - small)
main = total(f"{work}/run-{large}.out-01") - total(f"{work}/run-{small}.out-01")
every = sum(map(total, glob.glob(f"{work}/run-{large}.out-*"))) - sum(
    map(total, glob.glob(f"{work}/run-{small}.out-*")))
print(f"main thread: {main // events:,} instructions per event; all threads: {every // events:,}")
PY
