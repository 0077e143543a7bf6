#!/usr/bin/env bash
# Writes golden share links and save files for every listed game (and the toy
# game) into tests/golden/. Run only when a new format or rules version is
# added: existing golden files must keep loading in every later version, so
# never regenerate or delete old ones; add new ones beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
E=${EMPIRES_CLI:-build/native/engine/empires}
out=tests/golden
mkdir -p "$out"
# Link version 1 / record format 1: only the games listed before link version 2
# came (a game listed later never had a version 1 link, so it gets no *_v1 file).
for game in toy rise; do
  for players in 2 3 4 5; do
    name="$out/${game}_p${players}_v1"
    [ -f "$name.link" ] && continue
    res=$("$E" play --game "$game" --players "$players" --seed $((players * 101)) 2>/dev/null) || continue
    python3 -c 'import json,sys; print(json.loads(sys.argv[1])["link"])' "$res" > "$name.link"
    "$E" replay "$(cat "$name.link")" | python3 -c '
import json,sys
d=json.load(sys.stdin)
print(json.dumps({k: d[k] for k in ("game","players","seed","actions","terminal","scores","ranks","hash")}))' > "$name.json"
    "$E" save "$(cat "$name.link")" "$name.save"
    echo "wrote $name.link, $name.save"
  done
done

# Link version 2 / record format 2 files and those of a newer rules version:
# play the game, keep its link, its replay's summary (with "rules_version"
# when one is given) and its save. A file that exists is never rewritten.
write_v2() {  # name game players seed bots names humans [rules]
  local name=$1 game=$2 players=$3 seed=$4 bots=$5 names=$6 humans=$7 rules=${8:-}
  [ -f "$name.link" ] && return 0
  res=$("$E" play --game "$game" --players "$players" --seed "$seed" --bots "$bots" --names "$names" --humans "$humans")
  python3 -c 'import json,sys; print(json.loads(sys.argv[1])["link"])' "$res" > "$name.link"
  "$E" replay "$(cat "$name.link")" | python3 -c '
import json,sys
d=json.load(sys.stdin)
out={k: d[k] for k in ("game","players","seed","actions","terminal","table","scores","ranks","hash")}
if sys.argv[1]: out["rules_version"]=int(sys.argv[1])
print(json.dumps(out, ensure_ascii=False))' "$rules" > "$name.json"
  "$E" save "$(cat "$name.link")" "$name.save"
  echo "wrote $name.link, $name.save"
}

# Link version 2 / record format 2 (the table: names, colours, bot kinds): one
# line per file, "<game> <players> <seed> <bots> <names> <humans>".
while read -r game players seed bots names humans; do
  write_v2 "$out/${game}_p${players}_v2" "$game" "$players" "$seed" "$bots" "$names" "$humans"
done <<'SPECS'
end 2 2026 heuristic Ann,Hal 0
end 4 2027 heuristic,random Jürgen,Hal,Zoë,Ann 0,2
dawn 2 2028 heuristic Ann,Hal 0
dawn 3 2029 heuristic,random Ann,Hal,Zoë 0
dawn 4 2030 heuristic,random,heuristic Jürgen,Hal,Zoë,Ann 0,2
SPECS

# A new rules version of a game gets its own files (the older ones keep
# replaying with the rules they were played with): one line per file,
# "<game> <rules version> <players> <seed> <bots> <names> <humans>"; the
# game's newest version must be <rules version> when the file is written.
while read -r game rules players seed bots names humans; do
  write_v2 "$out/${game}_p${players}_rules${rules}" "$game" "$players" "$seed" "$bots" "$names" "$humans" "$rules"
done <<'SPECS'
end 2 2 2031 heuristic Ann,Hal 0
end 2 3 2032 heuristic,random Ann,Hal,Zoë 0
end 3 2 2041 heuristic Ann,Hal 0
end 3 3 2042 heuristic,random Ann,Hal,Zoë 0
dawn 2 2 2033 heuristic Ann,Hal 0
dawn 2 3 2034 heuristic,random,heuristic Ann,Hal,Zoë 0
dawn 3 3 2035 heuristic,random,heuristic Ann,Hal,Zoë 0
dawn 3 4 2036 heuristic,random,heuristic Ann,Hal,Zoë,Jürgen 0
SPECS

# A game of more than 20,000 actions (random Dawn, seed 1798: 22,064, rules
# version 2): records, saves and links keep any game the rules allow, and the
# browser test of "nothing lost" reloads a cut of it (tests/browser/private.test.mjs).
write_v2 "$out/dawn_p2_long" dawn 2 1798 random Ann,Rob 0 2
