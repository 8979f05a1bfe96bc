#!/usr/bin/env bash
# One process or two behind nginx, under cairn-load: the figures of Benchmarks/README.md's
# "Both cores".
#
#   Tools/two-processes-load.sh MODE SESSIONS [cairn-load options…]
#
#   MODE  direct   one process, the load tool talking to it straight
#         nginx1   one process behind nginx (what nginx alone costs)
#         nginx2   two processes behind nginx (Deploy/nginx/cairn.conf, or $CONF)
#
# Environment: BIN (release binaries: the app and cairn-load; default .build/release and
# Benchmarks/.build/release), APP (case-studies), CONF (the nginx file to adapt; its ports
# 9001, 9002 and 8080 are replaced with free ones in a copy under a temporary folder),
# SERVER_ARGS (more arguments for each app process, e.g. "--database postgres://…"), RAMP (30),
# DURATION (30), WORKERS (nginx worker processes, 2).
#
# Besides cairn-load's own report (latency, errors, and CPU of process a), it samples, from
# RAMP + 1 s to RAMP + DURATION - 1 s after the load tool starts, the CPU of every process
# involved (each app process, its main thread, nginx, the load tool) and of the whole machine.
# The load tool runs on the same cores as what it measures. Run it under the build lock so
# nothing else runs meanwhile: flock -o /tmp/cairn-build.lock Tools/two-processes-load.sh …
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:?MODE: direct, nginx1 or nginx2}
sessions=${2:?SESSIONS}
shift 2
app=${APP:-case-studies}
bin_app=${BIN:-.build/release}/$app
bin_load=${BIN:-Benchmarks/.build/release}/cairn-load
conf=${CONF:-Deploy/nginx/cairn.conf}
ramp=${RAMP:-30}
duration=${DURATION:-30}
workers=${WORKERS:-2}
read -r -a extra <<<"${SERVER_ARGS:-}"
temp=$(mktemp -d /tmp/two-processes.XXXXXX)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  [[ -f $temp/nginx.pid ]] && kill -QUIT "$(cat "$temp/nginx.pid")" 2>/dev/null || true
  sleep 1
  for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
  [[ -f $temp/nginx.pid ]] && kill -KILL "$(cat "$temp/nginx.pid")" 2>/dev/null || true
  rm -rf "$temp"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# Starts the app with tag $1 on port $2; prints its pid once it listens.
start_app() {
  "$bin_app" --port "$2" --instance "$1" --trusted-proxy 127.0.0.1 \
    --sessions-per-client "$sessions" --connections-per-client $((sessions + 64)) \
    "${extra[@]}" >"$temp/$1.log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 200); do
    grep -q "http://" "$temp/$1.log" && { echo "$pid"; return; }
    sleep 0.05
  done
  echo "$app $1 did not start: $(cat "$temp/$1.log")" >&2
  exit 1
}

port_a=$(free_port)
pid_a=$(start_app a "$port_a")
pids+=("$pid_a")
servers=("$pid_a")
url=http://127.0.0.1:$port_a
if [[ $mode == nginx2 ]]; then
  port_b=$(free_port)
  pid_b=$(start_app b "$port_b")
  pids+=("$pid_b")
  servers+=("$pid_b")
fi
if [[ $mode == nginx1 || $mode == nginx2 ]]; then
  port_n=$(free_port)
  mkdir -p "$temp"/{body,proxy,fastcgi,uwsgi,scgi}
  # nginx's workers run as another user; they write large responses to these folders.
  chmod 755 "$temp" && chmod 777 "$temp"/{body,proxy,fastcgi,uwsgi,scgi}
  sed -e "s/127\.0\.0\.1:9001/127.0.0.1:$port_a/g" -e "s/127\.0\.0\.1:8080/127.0.0.1:$port_n/" \
    "$conf" >"$temp/app.conf"
  if [[ $mode == nginx2 ]]; then
    sed -i "s/127\.0\.0\.1:9002/127.0.0.1:$port_b/g" "$temp/app.conf"
  else
    # One process: its upstream lists only it.
    sed -i "/^    server 127\.0\.0\.1:9002;/d" "$temp/app.conf"
  fi
  cat >"$temp/nginx.conf" <<EOF
daemon off;
worker_processes $workers;
worker_rlimit_nofile 20000;
pid $temp/nginx.pid;
error_log $temp/nginx.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path $temp/body;
  proxy_temp_path $temp/proxy;
  fastcgi_temp_path $temp/fastcgi;
  uwsgi_temp_path $temp/uwsgi;
  scgi_temp_path $temp/scgi;
  include $temp/app.conf;
}
EOF
  nginx -c "$temp/nginx.conf" -e "$temp/nginx.log" &
  pids+=($!)
  for _ in $(seq 1 100); do
    [[ -s $temp/nginx.pid ]] && break
    sleep 0.05
  done
  url=http://127.0.0.1:$port_n
fi

# Process a's CPU ticks by thread name ("comm ticks" lines), summed over threads of one name.
threads() {
  for task in /proc/"$pid_a"/task/*; do
    echo "$(cat "$task/comm" | tr ' ' '_') $(ticks "$task/stat")"
  done | awk '{ t[$1] += $2 } END { for (k in t) print k, t[k] }'
}

# utime + stime of a process or thread, in clock ticks.
ticks() { awk '{ sub(/^.*\) /, ""); print $12 + $13 }' "$1" 2>/dev/null || echo 0; }
nginx_ticks() {
  local total=0 master
  [[ -f $temp/nginx.pid ]] || { echo 0; return; }
  master=$(cat "$temp/nginx.pid")
  for pid in $master $(pgrep -P "$master"); do total=$((total + $(ticks /proc/$pid/stat))); done
  echo "$total"
}
machine() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8, $5 + $6 }' /proc/stat; }
sample() {
  local line=""
  for pid in "${servers[@]}"; do
    line+="$(ticks /proc/$pid/stat) $(ticks /proc/$pid/task/$pid/stat) "
  done
  echo "$line$(nginx_ticks) $(ticks /proc/$load/stat) $(machine)"
}

echo "== $mode, $sessions sessions, $bin_app (built $(date -r "$bin_app" "+%F %T"))"
"$bin_load" --url "$url" --pid "$pid_a" --sessions "$sessions" --ramp "$ramp" \
  --duration "$duration" "$@" &
load=$!
pids+=("$load")
sleep $((ramp + 1))
first=($(sample))
threads >"$temp/threads-first"
sleep $((duration - 2))
last=($(sample))
threads >"$temp/threads-last"
wait "$load" || true
window=$((duration - 2))
hz=$(getconf CLK_TCK)
rate=1
for ((i = 0; i < $#; i++)); do
  args=("$@")
  [[ ${args[$i]} == --rate ]] && rate=${args[$((i + 1))]}
done
python3 - "$window" "$hz" "$sessions" "$rate" "${#servers[@]}" "${first[@]}" -- "${last[@]}" <<'EOF'
import os, sys
window, hz, sessions, rate, count = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
rest = sys.argv[6:]
split = rest.index("--")
a, b = [float(x) for x in rest[:split]], [float(x) for x in rest[split + 1:]]
d = [y - x for x, y in zip(a, b)]
clicks = sessions * rate * window
def pct(t): return t / hz / window * 100
total_servers = 0.0
for i in range(count):
    proc, main = d[2 * i], d[2 * i + 1]
    total_servers += proc
    print(f"process {'ab'[i]}: {pct(proc):.0f}% of one core, first thread {pct(main):.0f}%")
nginx, load, busy, idle = d[2 * count:2 * count + 4]
print(f"app processes together: {pct(total_servers):.0f}%, {total_servers / hz / clicks * 1000:.2f} ms per click")
print(f"nginx: {pct(nginx):.0f}% ({nginx / hz / clicks * 1000:.2f} ms per click); load tool: {pct(load):.0f}%")
cores = os.cpu_count()
print(f"machine: {busy / (busy + idle) * 100 * cores:.0f}% of {100 * cores}% busy over {window:.0f} s")
EOF
echo "process a's CPU while clicking, by thread name (the process's first thread is named $app;"
echo "on Linux the main queue, and with it the main actor, runs on dispatch's overcommit threads):"
awk -v window="$window" -v hz="$hz" 'NR == FNR { before[$1] = $2; next }
  { printf "  %-40s %5.1f%% of one core\n", $1, ($2 - before[$1]) / hz / window * 100 }' \
  "$temp/threads-first" "$temp/threads-last" | sort -k2,2 -rn
