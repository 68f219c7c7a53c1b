#!/usr/bin/env bash
# Memory of a fleet split across processes (docs/ingestion.md, "Memory at
# 30,000 units"): PROCS chillwatch servers share one PostgreSQL database, the
# engine's partitions spread over them by lease, and one simulator per server
# sends a share of UNITS units over HTTP at a minute of simulated time a
# minute. Every SAMPLE seconds for MINUTES minutes it prints each server's
# RSS (from /proc) and live heap (go_memstats_heap_inuse_bytes); at the end
# the peak RSS of each, the units each one's engine holds, and the readings
# stored.
#
#   scripts/memory-split.sh                 # 3 processes, 30,000 units, 10 minutes
#   PROCS=1 scripts/memory-split.sh         # the same fleet in one process
#
# Needs psql/createdb/dropdb on the PostgreSQL server of PGURL_BASE (trust
# auth), and builds bin/chillwatch if it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

PROCS=${PROCS:-3}
UNITS=${UNITS:-30000}
UNITS_PER_SITE=${UNITS_PER_SITE:-50}
MINUTES=${MINUTES:-10}
SAMPLE=${SAMPLE:-15}
PGURL_BASE=${PGURL_BASE:-postgres://postgres@127.0.0.1:5432}
DBNAME=${DBNAME:-chillwatch_split}
BASE_PORT=${BASE_PORT:-18080}
PASSWORD=SplitAdmin12345
BIN=bin/chillwatch

[ -x "$BIN" ] || CGO_ENABLED=0 go build -o "$BIN" ./cmd/chillwatch
dropdb --if-exists -h 127.0.0.1 -U postgres "$DBNAME"
createdb -h 127.0.0.1 -U postgres "$DBNAME"
DB="$PGURL_BASE/$DBNAME?sslmode=disable"
work=$(mktemp -d)
pids=()
cleanup() {
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
	wait 2>/dev/null || true
	[ -n "${KEEP:-}" ] && cp "$work"/*.log "$KEEP"/ 2>/dev/null
	rm -rf "$work"
}
trap cleanup EXIT

start_server() { # index
	local i=$1
	mkdir -p "$work/s$i"
	CHILLWATCH_DB="$DB" CHILLWATCH_DATA_DIR="$work/s$i" CHILLWATCH_ADMIN_PASSWORD=$PASSWORD \
		CHILLWATCH_ADDR=127.0.0.1:$((BASE_PORT + i)) CHILLWATCH_METRICS_ADDR=127.0.0.1:$((BASE_PORT + 100 + i)) \
		CHILLWATCH_MQTT_ADDR=off CHILLWATCH_LOG_LEVEL=warn \
		"$BIN" serve >"$work/s$i.log" 2>&1 &
	pids+=($!)
	servers+=($!)
	for _ in $(seq 150); do
		curl -fs "http://127.0.0.1:$((BASE_PORT + i))/healthz" >/dev/null && return 0
		sleep 0.2
	done
	echo "server $i did not start:" && cat "$work/s$i.log" && exit 1
}

servers=()
# The first server migrates the database; the others join it.
for i in $(seq 0 $((PROCS - 1))); do start_server "$i"; done

per=$((UNITS / PROCS))
for i in $(seq 0 $((PROCS - 1))); do
	"$BIN" simulate -server "http://127.0.0.1:$((BASE_PORT + i))" -password $PASSWORD \
		-org "Split$i" -suborg "SplitCentres$i" -prefix "P$i" \
		-sites $((per / UNITS_PER_SITE)) -units "$per" -speed 1 -calm >"$work/sim$i.log" 2>&1 &
	pids+=($!)
done

declare -A peak
for i in $(seq 0 $((PROCS - 1))); do peak[$i]=0; done
end=$((SECONDS + MINUTES * 60))
while [ $SECONDS -lt $end ]; do
	sleep "$SAMPLE"
	line="t=${SECONDS}s"
	for i in $(seq 0 $((PROCS - 1))); do
		rss=$(awk '/VmRSS/ {print int($2 / 1024)}' "/proc/${servers[$i]}/status" 2>/dev/null || echo 0)
		heap=$(curl -fs "http://127.0.0.1:$((BASE_PORT + 100 + i))/metrics" |
			awk '/^go_memstats_heap_inuse_bytes/ {print int($2 / 1048576)}')
		[ "$rss" -gt "${peak[$i]}" ] && peak[$i]=$rss
		line="$line | p$i RSS ${rss} MB heap ${heap:-?} MB"
	done
	echo "$line"
	echo "  leases: $(psql -h 127.0.0.1 -U postgres -d "$DBNAME" -Atc "SELECT string_agg(owner || ':' || n, ' ') FROM (SELECT owner, COUNT(*) AS n FROM monitor_leases WHERE expires_at > (extract(epoch from now()) * 1000)::bigint GROUP BY owner) l" 2>/dev/null)"
done

echo "peak RSS per process (MB):"
for i in $(seq 0 $((PROCS - 1))); do echo "  p$i ${peak[$i]}"; done
echo "partition leases per process and readings stored:"
psql -h 127.0.0.1 -U postgres -d "$DBNAME" -Atc "SELECT owner, COUNT(*) FROM monitor_leases GROUP BY owner ORDER BY owner" || true
psql -h 127.0.0.1 -U postgres -d "$DBNAME" -Atc "SELECT owner FROM monitor_members ORDER BY owner" || true
psql -h 127.0.0.1 -U postgres -d "$DBNAME" -Atc "SELECT COUNT(*) FROM readings" || true
