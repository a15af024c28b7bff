# Shell helpers for scripts that measure HTTP throughput with wrk. Source this, set `work` (a
# scratch folder) and optionally `duration` (default 15s), `connections` (64) and `threads` (2),
# then: measure NAME URL [wrk options].
# Afterwards ${rps[NAME]}, ${p50[NAME]}, ${p99[NAME]} and ${slowest[NAME]} (ms) and ${problems[NAME]}
# hold its figures.

declare -A rps p50 p99 slowest problems
# measure NAME URL [wrk options]: one wrk run; keeps requests/s, p50 and p99 (ms), and the
# timeouts, socket errors and non-2xx/3xx answers it saw.
measure() {
  local name="$1" url="$2"; shift 2
  local out="$work/$name.txt"
  wrk -t"${threads:-2}" -c"${connections:-64}" -d"${duration:-15s}" --latency "$@" "$url" > "$out"
  local figures
  figures=$(awk '
    function ms(v) {
      if (v ~ /us$/) return substr(v, 1, length(v) - 2) / 1000
      if (v ~ /ms$/) return substr(v, 1, length(v) - 2) + 0
      if (v ~ /m$/) return substr(v, 1, length(v) - 1) * 60000
      if (v ~ /s$/) return substr(v, 1, length(v) - 1) * 1000
      return v
    }
    $1 == "Requests/sec:" { rps = $2 }
    $1 == "Latency" && max == "" { max = ms($4) }
    $1 == "50%" { p50 = ms($2) }
    $1 == "99%" { p99 = ms($2) }
    /Socket errors/ { gsub(",", ""); errors = $4 + $6 + $8; timeouts = $10 }
    /Non-2xx or 3xx/ { bad = $NF }
    END {
      what = ""
      if (timeouts + 0 > 0) what = what timeouts " timeouts "
      if (errors + 0 > 0) what = what errors " socket errors "
      if (bad + 0 > 0) what = what bad " non-2xx "
      if (what == "") what = "-"
      printf "%.0f %.2f %.2f %.2f %s\n", rps, p50, p99, max, what
    }' "$out")
  read -r rps[$name] p50[$name] p99[$name] slowest[$name] problems[$name] <<<"$figures"
  printf '%-22s %8s req/s  p50 %7s ms  p99 %8s ms  %s\n' "$name" "${rps[$name]}" "${p50[$name]}" "${p99[$name]}" "${problems[$name]}"
}

# random_recipes COUNT: a wrk script (its path is printed) asking for /recipes/1…COUNT at random,
# each wrk thread its own sequence.
random_recipes() {
  cat > "$work/random-$1.lua" <<LUA
local threads = 0
function setup(thread) thread:set("seed", threads); threads = threads + 1 end
function init(args) math.randomseed(os.time() * 16 + seed) end
request = function() return wrk.format("GET", "/recipes/" .. math.random(1, $1)) end
LUA
  echo "$work/random-$1.lua"
}
