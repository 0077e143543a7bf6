#!/usr/bin/env bash
# Runs the built `empires` CLI ($1) with bad arguments and bad inputs: each must
# end with exit code 2 and a one-line message on stderr (never a signal, never
# a hang, never a silent coercion). Then the good paths: JSON output that
# parses, play/save/replay round trips, and `conform`. Ends with one line
# "N passed, M failed"; exits non-zero on any failure.
# shellcheck disable=SC2015 # "A && ok || bad": ok never fails
set -u
E=${1:?usage: cli_test.sh path/to/empires}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() {
  failed=$((failed + 1))
  echo "FAIL: $*"
}

# usage_error ARGS...: exit 2, exactly one line on stderr, nothing on stdout.
usage_error() {
  timeout 20 "$E" "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$? err
  mapfile -t err <"$tmp/err"
  if [ "$rc" -eq 2 ] && [ "${#err[@]}" -eq 1 ] && [ ! -s "$tmp/out" ]; then
    ok
  else
    bad "empires $* -> exit $rc, ${#err[@]} stderr lines: $(head -c 200 "$tmp/err")"
  fi
}

# json NAME ARGS...: exit 0; stdout is kept as NAME.json, and all of them are
# checked at the end in one python3 run (strict JSON: no NaN or Infinity).
json() {
  local name=$1
  shift
  timeout 60 "$E" "$@" >"$tmp/$name.json" 2>"$tmp/err"
  local rc=$?
  if [ "$rc" -eq 0 ]; then ok; else bad "empires $* -> exit $rc: $(head -c 200 "$tmp/err")"; fi
}

# ---- commands and options -------------------------------------------------------
usage_error # no command: one line, exit 2
timeout 20 "$E" help >"$tmp/out" 2>&1 && grep -q conform "$tmp/out" && ok || bad "empires help"
usage_error frob
usage_error --game rise
usage_error list extra
usage_error list --game rise
usage_error play --game rise --players 2 --bogus 1
usage_error play --game rise --players 2 -- extra
usage_error play --game rise --players 2 extra
usage_error play --game rise --players 2 --seed
usage_error play --game rise --players --seed 1
usage_error play --game rise --players 2 --seed 1 --seed 2
usage_error play --game rise --players 2 --=1
usage_error play --players 2
usage_error play --game
usage_error play --game nope --players 2
usage_error play --game "" --players 2
usage_error play --game rise

# --players: within the game's range, a plain decimal number, no wrap-around.
for p in 0 1 6 9 -1 4294967300 4294967298 18446744073709551617 abc "" " 3" +3 3.0 3x 0x3; do
  usage_error play --game rise --players "$p"
  usage_error bench --game rise --players "$p" --seconds 0.1
done
usage_error bench --game rise --bot ismcts --players 9
usage_error bench --game rise --bot ismcts --players 0
usage_error bench --game rise --bot ismcts --players 1
usage_error play --game toy --players 9

# --seed: a non-negative integer that fits 64 bits.
for s in -1 -0 18446744073709551616 99999999999999999999999 1e3 0x10 abc "" " 1" +1 1.5; do
  usage_error play --game rise --players 2 --seed "$s"
  usage_error arena --game rise --players 2 --bots random,random --games 1 --seed "$s"
  usage_error conform --game toy --players 2 --games 1 --seed "$s"
done

# --seconds: finite, above 0, at most an hour.
for t in nan NaN -nan inf -inf infinity 1e400 0 -0 -1 3601 1e9 abc "" 0x10p0 1,5; do
  usage_error bench --game rise --seconds "$t"
  usage_error bench --game rise --bot ismcts --seconds "$t"
done
usage_error bench --game rise --bot heuristic
usage_error bench --game rise --bot ""
usage_error bench
usage_error bench --game nope

# Bot lists: non-empty, known kinds, no empty entries, not more than seats.
for b in "" "," "random," ",random" "random,,random" foo "random,foo" "random,random,random" RANDOM; do
  usage_error play --game rise --players 2 --bots "$b"
done
usage_error play --bots "" --game rise --players 2
usage_error arena --game rise --players 2 --bots random --games 1
usage_error arena --game rise --players 2 --bots random,random,random --games 1
usage_error arena --game rise --players 2 --games 1
usage_error arena --game rise --players 2 --bots random,nope --games 1
# --threads: whole numbers from 1 to 64; arena one count or one per bot; bench only with --bot ismcts.
for t in 0 65 "" x -1 "1,2,3" "2," "1,,1"; do
  usage_error arena --game toy --players 2 --bots random,ismcts-easy --games 1 --threads "$t"
done
usage_error bench --game rise --threads 2
usage_error bench --game rise --bot ismcts --threads 0
usage_error analyze "$(dirname "$0")/golden/first_p2_v2.link" --threads 65

# The link's table: one name per seat, valid names, seat numbers in range.
usage_error play --game toy --players 2 --names "Ann"
usage_error play --game toy --players 2 --names "Ann,Bo,Cy"
usage_error play --game toy --players 2 --names "$(printf 'A\001'),Bo"
usage_error play --game toy --players 2 --names "$(printf '%060d' 0),Bo"
usage_error play --game toy --players 2 --humans 2
usage_error play --game toy --players 2 --humans x
usage_error play --game toy --players 2 --uid -1
out=$("$E" play --game toy --players 2 --seed 4 --names "Ann,Hal" --humans 0 --uid 255) && ok || bad "play with a table"
link=$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["link"])' "$out")
table=$("$E" replay "$link" | python3 -c 'import json,sys; t=json.load(sys.stdin)["table"]; print([(s["bot"], s.get("kind"), s["name"], s["colour"]) for s in t["seats"]], t["game_uid"])')
[ "$table" = "[(False, None, 'Ann', 0), (True, 'random', 'Hal', 1)] 00000000000000ff" ] && ok || bad "replay prints the table: $table"

# replay --upto N: the position after the first N actions (review mode's hashes).
n=$("$E" replay "$link" | python3 -c 'import json,sys; print(json.load(sys.stdin)["actions"])')
full=$("$E" replay "$link" | python3 -c 'import json,sys; print(json.load(sys.stdin)["hash"])')
upto=$("$E" replay "$link" --upto "$n" | python3 -c 'import json,sys; print(json.load(sys.stdin)["hash"])')
[ "$full" = "$upto" ] && ok || bad "replay --upto (all actions) gives the final hash"
out=$("$E" replay "$link" --upto 0 | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["actions"], d["terminal"])')
[ "$out" = "0 False" ] && ok || bad "replay --upto 0: $out"
usage_error replay "$link" --upto $((n + 1))
usage_error replay "$link" --upto -1
usage_error replay "$link" --upto x

# --games: at least 1, bounded.
for g in 0 -1 1000001 18446744073709551616 abc "" 1.5; do
  usage_error arena --game rise --players 2 --bots random,random --games "$g"
  usage_error conform --game rise --players 2 --games "$g"
done
usage_error conform --game rise --players 2
usage_error conform --game rise --games 1
usage_error conform --players 2 --games 1
usage_error conform --game rise --players 7 --games 1
usage_error conform --game rise --players 2 --games 1 --variant 4294967296
usage_error conform --game rise --players 2 --games 1 --variant -1
usage_error conform --game rise --players 2 --games 1 --hashes ""
usage_error conform --game rise --players 2 --games 1 --hashes "$tmp"
usage_error conform --game rise --players 2 --games 1 --hashes "$tmp/no/such/dir/h.txt"

# ---- files and links --------------------------------------------------------------
start=$(date +%s)
usage_error replay /dev/zero
[ $(($(date +%s) - start)) -le 5 ] && ok || bad "replay /dev/zero took more than 5 s"
truncate -s 3G "$tmp/huge" 2>/dev/null && usage_error replay "$tmp/huge"
rm -f "$tmp/huge"
head -c 2000000 /dev/zero >"$tmp/big"
usage_error replay "$tmp/big"
if mkfifo "$tmp/fifo" 2>/dev/null; then
  usage_error replay "$tmp/fifo" # no writer: gives up after a few seconds
  (
    exec >/dev/null 2>&1 </dev/null
    exec yes >"$tmp/fifo"
  ) &
  writer=$!
  usage_error replay "$tmp/fifo" # a writer that never ends
  kill "$writer" 2>/dev/null
  wait "$writer" 2>/dev/null
fi
usage_error replay "$tmp"
usage_error replay /
usage_error replay "$tmp/missing.save"
usage_error replay missing-file
usage_error replay ""
usage_error replay
usage_error replay a b
: >"$tmp/empty"
usage_error replay "$tmp/empty"
head -c 300 /dev/urandom >"$tmp/random.bin"
usage_error replay "$tmp/random.bin"
printf 'EMPS\001\002\003\004\005\006\007\010\011\012\013\014\015' >"$tmp/bad.save"
usage_error replay "$tmp/bad.save"
usage_error replay '#g=AAAA'
usage_error replay 'https://example.invalid/#g='
usage_error replay "#g=$(head -c 40000 /dev/zero | tr '\0' A)"
usage_error save '#g=AAAA' "$tmp/x.save"
usage_error save only-one-argument

# ---- good paths ---------------------------------------------------------------------
json list list
json bench bench --game rise --seconds 0.3
python3 -m json.tool "$tmp/bench.json" >/dev/null && ok || bad "bench output is not JSON: $(cat "$tmp/bench.json")"
json bench_tiny bench --game rise --seconds 1e-9
json bench_toy bench --game toy --players 2 --seconds=0.1
json bench_ismcts bench --game rise --bot ismcts --players 2 --seconds 0.1
json bench_ismcts2 bench --game rise --bot ismcts --players 2 --seconds 0.1 --threads 2
json arena_threads arena --game toy --players 2 --bots ismcts-easy,ismcts-easy --games 2 --seed 3 --threads 2,1
json arena arena --game toy --players 2 --bots random,heuristic --games 3 --seed 0
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); assert j["actions_max"] >= j["actions_mean"] > 0 and 0 <= j["actions_max_game"] < 3 and "unfinished" not in j' "$tmp/arena.json" && ok || bad "arena lengths: $(cat "$tmp/arena.json")"
# --limit: games not ended after L actions are stopped and counted; a passer seat.
json arena_limit arena --game dawn --players 2 --bots heuristic,passer --games 2 --seed 1 --limit 30
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); assert j["limit"] == 30 and j["unfinished"] == 2 and j["unfinished_games"] == [0, 1] and j["actions_max"] == 30' "$tmp/arena_limit.json" && ok || bad "arena --limit: $(cat "$tmp/arena_limit.json")"
usage_error arena --game dawn --players 2 --bots heuristic,passer --games 1 --limit 0
# --from F: game F of the seed again; --links K: the links of the first K unfinished games, which
# replay to the limit. Game 2 played alone is game 2 of the run of games 0..2: the same link.
json arena_links arena --game dawn --players 2 --bots heuristic,passer --games 3 --seed 1 --limit 40 --links 3
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); assert j["unfinished"] == 3 and len(j["unfinished_links"]) == 3 and len(set(j["unfinished_links"])) == 3 and all(l.startswith("#g=") for l in j["unfinished_links"])' "$tmp/arena_links.json" && ok || bad "arena --links: $(cat "$tmp/arena_links.json")"
json arena_from arena --game dawn --players 2 --bots heuristic,passer --games 1 --seed 1 --limit 40 --links 1 --from 2
python3 -c 'import json,sys; a=json.load(open(sys.argv[1])); b=json.load(open(sys.argv[2])); assert b["unfinished_games"] == [2] and b["unfinished_links"] == a["unfinished_links"][2:]' "$tmp/arena_links.json" "$tmp/arena_from.json" && ok || bad "arena --from: $(cat "$tmp/arena_from.json")"
link=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["unfinished_links"][1])' "$tmp/arena_links.json")
"$E" replay "$link" >"$tmp/links_replay.json" 2>/dev/null && python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); assert j["actions"] == 40 and not j["terminal"]' "$tmp/links_replay.json" && ok || bad "arena --links: the link does not replay to 40 actions"
usage_error arena --game dawn --players 2 --bots heuristic,passer --games 1 --links 101
json play_max_seed play --game rise --players 3 --seed 18446744073709551615 --bots random
json play play --game toy --players 2 --seed 5 --bots random,heuristic
link=$(sed -n 's/.*"link":"\([^"]*\)".*/\1/p' "$tmp/play.json")
json replay_link replay "$link"
echo "$link" >"$tmp/link.txt"
json replay_link_file replay "$tmp/link.txt"
timeout 20 "$E" save "$link" "$tmp/game.save" && ok || bad "save LINK FILE"
json replay_save replay "$tmp/game.save"
json replay_dashes replay -- "$tmp/game.save"
# conform: every conformance check; exit 0 when all pass.
json conform conform --game rise --players 3 --games 5
json conform_toy conform --game toy --players 4 --games 20 --seed 3 --hashes "$tmp/h1"
[ "$(wc -l <"$tmp/h1")" -eq 20 ] && ok || bad "conform --hashes: expected 20 lines"
grep -Eqv '^[0-9]+ [0-9a-f]{16}$' "$tmp/h1" && bad "conform --hashes: malformed line" || ok
timeout 60 "$E" conform --game toy --players 4 --games 20 --seed 3 --hashes - >"$tmp/h2" 2>/dev/null &&
  [ "$(head -n 20 "$tmp/h2")" = "$(cat "$tmp/h1")" ] && ok || bad "conform --hashes - differs from --hashes FILE"

# All JSON outputs, strictly parsed, and what they must say.
while read -r line; do
  case $line in
    ok) ok ;;
    *) bad "$line" ;;
  esac
done < <(python3 - "$tmp" <<'PY'
import glob, json, os, sys
tmp = sys.argv[1]
def no_constant(c):
    raise ValueError("non-JSON number " + c)
docs = {}
for path in sorted(glob.glob(os.path.join(tmp, "*.json"))):
    name = os.path.basename(path)[:-5]
    try:
        with open(path) as f:
            docs[name] = json.load(f, parse_constant=no_constant)
        print("ok")
    except Exception as e:
        print(f"{name}: output is not valid JSON ({e}): {open(path).read()[:200]!r}")
def check(cond, what):
    print("ok" if cond else what)
try:
    h = docs["play"]["hash"]
    for n in ("replay_link", "replay_link_file", "replay_save", "replay_dashes"):
        check(docs[n]["hash"] == h, f"{n}: hash {docs[n]['hash']} differs from the played game's {h}")
    c = docs["conform"]
    check(c["failures"] == 0 and c["first_failure"] is None and c["games"] == 5 and c["actions"] > 0,
          f"conform summary: {c}")
    check(docs["conform_toy"]["failures"] == 0, f"conform toy: {docs['conform_toy']}")
    check(docs["bench_tiny"]["seconds"] > 0, f"bench --seconds 1e-9: {docs['bench_tiny']}")
    b2 = docs["bench_ismcts2"]
    check(b2["threads"] == 2 and b2["iterations"] > 0, f"bench --threads 2: {b2}")
    at = docs["arena_threads"]["bots"]
    check([b["threads"] for b in at] == [2, 1] and sum(b["wins"] for b in at) == 2, f"arena --threads 2,1: {at}")
except KeyError as e:
    print(f"missing output {e}")
PY
)

# analyze: review's analysis with its timing; bad options exit 2.
G3="$(dirname "$0")/golden/rise_p3_v2.link"
usage_error analyze
usage_error analyze "$G3" --seat 3
usage_error analyze "$G3" --seat public
usage_error analyze "$G3" --iterations 0
usage_error analyze "$G3" --iterations 1e3
usage_error analyze "#g=AAAA"
timeout 120 "$E" analyze "$G3" --iterations 20 --seat all >"$tmp/an.json" 2>"$tmp/err" && python3 - "$tmp/an.json" <<'PY' && ok || bad "analyze output"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["actions"] == 396 and len(d["positions"]) == 397, d["actions"]
assert d["positions"][-1]["chances"] == [0, 0, 1], d["positions"][-1]
assert all(abs(sum(p["chances"]) - 1) < 1e-4 for p in d["positions"])
assert d["search_iterations"] == 20 * d["searched_positions"]
PY
# --threads 1 is today's analysis; two threads give the same figures again for the same seed.
G1="$(dirname "$0")/golden/first_p2_v2.link"
for t in none 1 2 2b; do
  case $t in none) extra=() ;; 2b) extra=(--threads 2) ;; *) extra=(--threads "$t") ;; esac
  timeout 120 "$E" analyze "$G1" --iterations 40 --seed 5 "${extra[@]}" >"$tmp/an_$t.json" 2>"$tmp/err" && ok ||
    bad "analyze --threads $t: $(head -c 200 "$tmp/err")"
done
python3 - "$tmp" <<'PY' && ok || bad "analyze --threads: figures"
import json, sys
d = {t: json.load(open(f"{sys.argv[1]}/an_{t}.json")) for t in ("none", "1", "2", "2b")}
assert d["1"]["threads"] == 1 and d["2"]["threads"] == 2
assert d["none"]["positions"] == d["1"]["positions"]
assert d["2"]["positions"] == d["2b"]["positions"]
assert d["2"]["positions"] != d["1"]["positions"]
assert d["2"]["search_iterations"] == d["1"]["search_iterations"]
PY
# Tree reuse (--reuse 1) and the stop margin: fewer iterations, reused positions,
# the same figures again (also with two threads); bad values exit 2.
usage_error analyze "$G1" --reuse 2
usage_error analyze "$G1" --margin -1
for t in r1 r1b r2 r2b m; do
  case $t in r1 | r1b) extra=(--reuse 1) ;; r2 | r2b) extra=(--reuse 1 --threads 2) ;; m) extra=(--reuse 1 --margin 250) ;; esac
  timeout 120 "$E" analyze "$G1" --iterations 4000 --quick 100 --clear 1 --seed 5 "${extra[@]}" >"$tmp/re_$t.json" 2>"$tmp/err" &&
    ok || bad "analyze --reuse $t: $(head -c 200 "$tmp/err")"
done
timeout 120 "$E" analyze "$G1" --iterations 4000 --quick 100 --clear 1 --seed 5 >"$tmp/re_0.json" 2>"$tmp/err" && ok || bad "analyze --clear 1"
python3 - "$tmp" <<'PY' && ok || bad "analyze --reuse: figures"
import json, sys
d = {t: json.load(open(f"{sys.argv[1]}/re_{t}.json")) for t in ("0", "r1", "r1b", "r2", "r2b", "m")}
assert d["0"]["reuse"] is False and d["0"]["reused_positions"] == 0 and d["0"]["margin"] == 1
assert d["r1"]["reuse"] is True and d["r1"]["reused_positions"] > 40, d["r1"]["reused_positions"]
assert d["r1"]["positions"] == d["r1b"]["positions"] and d["r2"]["positions"] == d["r2b"]["positions"]
assert d["r1"]["positions"] != d["0"]["positions"]
assert d["r1"]["search_iterations"] < d["0"]["search_iterations"]
assert d["m"]["margin"] == 0.25 and d["m"]["search_iterations"] < d["r1"]["search_iterations"]
PY

# Output that cannot be written is an error, not a silent exit 0.
if [ -w /dev/full ]; then
  timeout 20 "$E" list >/dev/full 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 2 ] && [ -s "$tmp/err" ] && ok || bad "list >/dev/full -> exit $rc"
fi
# A closed stdout, and a pipe whose reader has gone (no SIGPIPE death: exit 2
# and one line); help through a closed stdout too. `save` writes nothing to
# stdout, so a closed stdout does not stop it; a file it opens never takes
# stdout's place.
for args in "list" "help" "replay $tmp/game.save" "play --game toy --players 2" "replay $tmp/game.save --help"; do
  # shellcheck disable=SC2086 # the arguments are split on purpose
  timeout 20 "$E" $args >&- 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q 'cannot write the output' "$tmp/err" && ok ||
    bad "empires $args >&- -> exit $rc: $(head -c 200 "$tmp/err")"
done
timeout 20 "$E" save "$tmp/game.save" "$tmp/closed.save" >&- && cmp -s "$tmp/game.save" "$tmp/closed.save" && ok ||
  bad "save with stdout closed"
# (The summary is written after the --hashes file is closed: this holds with or
# without the descriptor guard, which keeps fd 1 from ever naming a file.)
timeout 60 "$E" conform --game toy --players 2 --games 3 --hashes "$tmp/h3" >&- 2>/dev/null
rc=$?
[ "$rc" -eq 2 ] && [ "$(wc -l <"$tmp/h3")" -eq 3 ] && ! grep -q game "$tmp/h3" && ok ||
  bad "conform --hashes FILE with stdout closed -> exit $rc, $(head -c 200 "$tmp/h3")"
python3 - "$E" <<'PY' && ok || bad "a closed pipe"
import os, subprocess, sys
for args in (["list"], ["conform", "--game", "toy", "--players", "2", "--games", "50000", "--hashes", "-"]):
    r, w = os.pipe()
    os.close(r)
    # subprocess gives the child the default SIGPIPE action: empires itself must ignore it
    p = subprocess.run([sys.argv[1]] + args, stdout=w, stderr=subprocess.PIPE, timeout=20)
    os.close(w)
    err = p.stderr.decode()
    assert p.returncode == 2 and err.count("\n") == 1 and "cannot write the output" in err, (args, p.returncode, err)
PY
set -o pipefail
timeout 20 "$E" list | head -c1 >/dev/null
rc=$?
set +o pipefail
[ "$rc" -eq 0 ] || [ "$rc" -eq 2 ] && ok || bad "list | head -c1 -> exit $rc (a signal?)"

# ---- what save writes, replay and analyze read the same way ----------------------
# Save files changed by hand (the CRC made right): an illegal action, an unknown
# game, 99 players, a newer rules version, rules version 0, an escape sequence
# in the game id and in a seat name. save, replay and analyze refuse each with
# one line and exit 2; save creates no file; no control character reaches the
# terminal.
timeout 20 "$E" save "$G3" "$tmp/g3.save" && ok || bad "save the golden link"
python3 - "$tmp/g3.save" "$tmp" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
body = bytearray(data[:-4])
idlen = struct.unpack_from("<Q", body, 9)[0]
at = 17 + idlen  # rules version, players, variant, seed, count, actions
count = struct.unpack_from("<Q", body, at + 20)[0]
def write(name, b):
    b = bytes(b)
    open(f"{sys.argv[2]}/{name}.save", "wb").write(b + struct.pack("<I", zlib.crc32(b)))
b = bytearray(body); struct.pack_into("<I", b, at + 28 + 4 * 10, 0x7FFFFFF0); write("illegal", b)
b = bytearray(body); struct.pack_into("<I", b, at + 28 + 4 * (count - 1), 0x7FFFFFF0); write("illegal_last", b)
b = bytearray(body); b[17:17 + idlen] = b"nope"[:idlen].ljust(idlen, b"x"); write("unknown_game", b)
b = bytearray(body); struct.pack_into("<I", b, at + 4, 99); write("players99", b)
b = bytearray(body); struct.pack_into("<I", b, at, 99); write("rules99", b)
b = bytearray(body); struct.pack_into("<I", b, at, 0); write("rules0", b)
esc = b"\x1b[2J\x1b]0;x\x07\xc2\x9b"
write("escape_game", body[:9] + struct.pack("<Q", len(esc)) + esc + body[17 + idlen:])
b = bytearray(body[:at + 28 + 4 * count])  # a new table: the first name holds an escape
b += struct.pack("<Q", 3)
for name in (b"\x1b[31mred", b"Bo", b"Cy"):
    b += b"\x00" + struct.pack("<Q", 0) + struct.pack("<Q", len(name)) + name + struct.pack("<I", 0)
b += struct.pack("<Q", 0)
write("escape_name", b)
PY
for f in illegal illegal_last unknown_game players99 rules99 rules0 escape_game escape_name; do
  rm -f "$tmp/out.save"
  usage_error save "$tmp/$f.save" "$tmp/out.save"
  [ ! -e "$tmp/out.save" ] && ok || bad "save $f.save wrote a file"
  usage_error replay "$tmp/$f.save"
  usage_error replay "$tmp/$f.save" --upto 1
  usage_error analyze "$tmp/$f.save" --iterations 1
  timeout 20 "$E" replay "$tmp/$f.save" 2>&1 | LC_ALL=C grep -q $'[\x01-\x1f\x7f]\|\xc2[\x80-\x9f]' &&
    bad "replay $f.save prints a control character" || ok
done
grep -q "illegal action at position 11" <("$E" replay "$tmp/illegal.save" 2>&1) && ok || bad "illegal.save: position"
grep -q "unknown game '?\[2J?\]0;x??'" <("$E" save "$tmp/escape_game.save" "$tmp/out.save" 2>&1) && ok ||
  bad "escape_game.save: $("$E" save "$tmp/escape_game.save" "$tmp/out.save" 2>&1 | od -c | head -3)"
grep -q "control character" <("$E" analyze "$tmp/escape_name.save" 2>&1) && ok || bad "escape_name.save: message"
grep -q "players" <("$E" save "$tmp/players99.save" "$tmp/out.save" 2>&1) && ok || bad "players99.save: message"
grep -q "rules version 99" <("$E" analyze "$tmp/rules99.save" 2>&1) && ok || bad "rules99.save: message"
# The same save written back is byte for byte the same, and the current rules
# version is accepted by replay and analyze alike.
timeout 20 "$E" save "$tmp/g3.save" "$tmp/g3b.save" && cmp -s "$tmp/g3.save" "$tmp/g3b.save" && ok || bad "save FILE"
timeout 20 "$E" replay "$tmp/g3.save" >/dev/null && timeout 60 "$E" analyze "$tmp/g3.save" --iterations 1 >/dev/null &&
  ok || bad "replay and analyze of a good save"
# An older rules version (Dawn and End's version 1 files) and the newer one: replay and analyze both accept each.
for f in dawn_p2_v2 dawn_p2_rules2 end_p2_v2 end_p2_rules2; do
  timeout 20 "$E" replay "$(dirname "$0")/golden/$f.link" >/dev/null &&
    timeout 60 "$E" analyze "$(dirname "$0")/golden/$f.link" --iterations 1 >/dev/null && ok || bad "replay and analyze of $f"
done
# A refused save leaves an existing file alone.
cp "$tmp/g3.save" "$tmp/keep.save"
usage_error save "$tmp/illegal.save" "$tmp/keep.save"
cmp -s "$tmp/g3.save" "$tmp/keep.save" && ok || bad "a refused save changed the existing file"
# Names and game ids given on the command line never reach the terminal raw either.
timeout 20 "$E" play --game $'\e[2Jx\xc2\x9b' --players 2 2>&1 | LC_ALL=C grep -q $'[\x01-\x1f\x7f]\|\xc2[\x80-\x9f]' &&
  bad "play --game ESC prints a control character" || ok

# A game of more than 20,000 actions (random Dawn, seed 1798: 22,064) plays,
# saves, replays and travels as a link.
timeout 120 "$E" play --game dawn --players 2 --seed 1798 --bots random >"$tmp/long.out" && ok || bad "play the long Dawn game"
link=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["actions"] == 22064; print(d["link"])' "$tmp/long.out") &&
  ok || bad "the long Dawn game: $(head -c 200 "$tmp/long.out")"
timeout 60 "$E" save "$link" "$tmp/long.save" 2>"$tmp/err" && ok || bad "save the long Dawn game: $(cat "$tmp/err")"
a=$(timeout 60 "$E" replay "$tmp/long.save" 2>/dev/null |
  python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["actions"], d["terminal"], d["hash"])' 2>/dev/null)
b=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["actions"], True, d["hash"])' "$tmp/long.out" 2>/dev/null)
[ "$a" = "$b" ] && ok || bad "the long Dawn game's save replays to '$a', not '$b'"

# A game that reaches the record limit (two passers in Dawn) says so, exits 1,
# and with --save keeps the game up to there: 250,000 actions, not ended.
timeout 120 "$E" play --game dawn --players 2 --seed 1 --bots passer --save "$tmp/full.save" >"$tmp/out" 2>"$tmp/err"
rc=$?
{ [ "$rc" -eq 1 ] && [ ! -s "$tmp/out" ] &&
  grep -q "reached the record limit of 250000 actions without ending; a record holds no more, so it stops here; saved up to here in" "$tmp/err"; } &&
  ok || bad "play to the record limit: exit $rc, $(head -c 300 "$tmp/err")"
a=$(timeout 60 "$E" replay "$tmp/full.save" 2>/dev/null |
  python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["actions"], d["terminal"])' 2>/dev/null)
[ "$a" = "250000 False" ] && ok || bad "the record-limit save replays to '$a', not '250000 False'"
# --save of a game that ends: the same game as the printed link.
json saved_play play --game rise --players 2 --seed 3 --save "$tmp/ended.save"
a=$(timeout 60 "$E" replay "$tmp/ended.save" 2>/dev/null | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["actions"], d["hash"])' 2>/dev/null)
b=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["actions"], d["hash"])' "$tmp/saved_play.json" 2>/dev/null)
[ -n "$a" ] && [ "$a" = "$b" ] && ok || bad "play --save wrote '$a', the game was '$b'"
usage_error play --game rise --players 2 --save "$tmp/no/such/dir/x.save"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
