// Browser test of the First Empires board: a 2-player game against a
// (random) bot played to the end by real mouse clicks on the board's items
// (dice, map regions, track steps, cards, the decision's buttons; the API only
// reads the state), the final scores shown vs the engine's with the city
// tokens revealed, the leak check for every seat along the way, a hot-seat
// retreat decided by the defender behind the hand-over cover, the save and
// link round trip, the end-of-round summary (its numbers against the engine's
// report and the board's change), a 5-player game at both sizes, and screenshots
// (build/screenshots/first-*.png) at 1280x800 and 390x844.
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/first.test.mjs
import { start, check, assert, run, waitFrames, openPage, shot, press, sleep, resize, finishTurn, swipe, rng, settle, leakAll, items, state, clickItem, tr, summaryDetails } from "./harness.mjs";

const kind = (id) => Math.floor(id / 65536);

const asked = { done: false };
const motion = { frames: 0 };  // frames drawn by the first re-roll's tumble  // the source question was tried
const legalBy = (prefix) => (list) => list.find((it) => it.legal && it.label.startsWith(prefix));


// One decision of the human seat, by clicks. `pick` drives the choices.
let attacksNotReady = 0;  // attack decisions seen while conquering was not yet allowed (no Conquer button)
async function playDecision(page, s, pick, turnStats) {
  const obs = s.observation;
  const list = await items(page);
  const legal = list.filter((it) => it.legal);
  const score = legal.find((it) => it.label.startsWith("card:"));
  if (score) return (await clickItem(page, legalBy("card:"), "a card to score")).label;
  switch (obs.decision) {
    case "roll": {
      // Once per turn: choose a die by clicking it and re-roll it.
      if (obs.round <= 2 && obs.rerolls_left > 0 && !turnStats.rerolled && list.some((it) => it.legal && it.label.startsWith("die:"))) {
        turnStats.rerolled = true;
        const before = obs.dice.join();
        // The dice as shown, left to right (a die item is labelled by the engine's index).
        const shown = async (o) => (await items(page)).filter((x) => x.label.startsWith("die:")).sort((a, b) => a.y - b.y || a.x - b.x)
          .map((x) => o.dice[Number(x.label.slice(4).split("#")[0])]);
        const placesBefore = await shown(obs);
        await clickItem(page, legalBy("die:"), "a die");  // the first one shown
        const f0 = await page.evaluate(() => window.empires.frames());
        // The frame count sampled in the page every 20 ms: how long frames kept coming.
        await page.evaluate(() => { window.__fs = []; window.__fi = setInterval(() => window.__fs.push([performance.now(), window.empires.frames()]), 20); });
        const it = await clickItem(page, (l) => l.find((x) => x.legal && x.label.startsWith("btn:") && kind(x.action) === 1), "the re-roll button");
        const span = await page.evaluate((base) => {
          clearInterval(window.__fi);
          const s = window.__fs.filter(([, f]) => f > base);
          return s.length ? s[s.length - 1][0] - s[0][0] : 0;
        }, f0);
        const after = await state(page);
        // The die tumbles (frames while it does), then the page rests.
        const f1 = await page.evaluate(() => window.empires.frames());
        await sleep(500);
        const f2 = await page.evaluate(() => window.empires.frames());
        assert(f2 === f1, `frames after the re-roll settled: ${f1} -> ${f2}`);
        if (!motion.frames) {
          motion.frames = f1 - f0;
          console.log(`     motion: a re-roll drew ${f1 - f0} frames over ${Math.round(span)} ms, then ${f2 - f1} at rest over 0.5 s`);
        }
        // The tumble lasts 650 ms: on a loaded machine fewer frames come, but they keep
        // coming for that long (a move without motion draws its few frames at once).
        assert(f1 - f0 >= 8 || span >= 350, `the re-roll did not tumble (${f1 - f0} frames over ${Math.round(span)} ms)`);
        assert(after.observation.rerolls_left === obs.rerolls_left - 1, "re-roll not done: " + it.label);
        // The status bar tells the outcome: the re-rolled face, until the next move.
        assert(after.last_move.some((l) => l.includes(" re-rolls: ")), "no outcome of the re-roll: " + JSON.stringify(after.last_move));
        // The dice not re-rolled keep their places.
        const placesAfter = await shown(after.observation);
        assert(JSON.stringify(placesAfter.slice(1)) === JSON.stringify(placesBefore.slice(1)),
               `the dice moved on a re-roll: ${placesBefore.join()} -> ${placesAfter.join()}`);
        turnStats.rerolls++;
        return `${it.label} (${before} -> ${after.observation.dice.join()})`;
      }
      return (await clickItem(page, (l) => l.find((x) => x.legal && kind(x.action) === 3), "Finish rolling")).label;
    }
    case "move": {
      const attack = legal.find((it) => it.label.startsWith("region:") && kind(it.action) === 5);
      if (attack && pick() < 0.8) return (await clickItem(page, (l) => l.find((x) => x.legal && x.label === attack.label), "attack")).label;
      const sources = legal.filter((it) => it.label.startsWith("source:"));
      if (sources.length && turnStats.steps < (obs.round <= 3 ? 2 : 1) && pick() < 0.85) {
        const src = sources[Math.floor(pick() * sources.length)];
        await clickItem(page, (l) => l.find((x) => x.label === src.label), "source " + src.label);
        // Another of your areas while a source is chosen asks: a step there, or
        // that area as the new source. Once a game: choose it as the source.
        const ask = (await items(page)).find((it) => it.legal && it.label.startsWith("ask:"));
        if (ask && !asked.done) {
          asked.done = true;
          await clickItem(page, (l) => l.find((x) => x.label === ask.label), "another own area");
          const [pre, post] = (await tr(page, "first.b.ask.source")).split("{0}");
          const btn = (await page.evaluate(() => window.empires.items())).find((it) => it.visible && it.label.startsWith(pre) && it.label.endsWith(post));
          assert(btn, "no question after clicking another own area");
          await press(page, btn.label);
          const to = (ask.action % 65536) & 255;
          const steps = (await items(page)).filter((it) => it.legal && kind(it.action) === 4);
          assert(steps.length && steps.every((it) => ((it.action % 65536) >> 8) === to), "the asked area did not become the source");
          assert((await state(page)).moves === s.moves, "choosing a new source made a move");
          console.log(`     ${ask.label}: "${btn.label}" made it the source (${steps.length} steps from there)`);
          const step = steps.find((it) => it.label.startsWith("region:"));
          if (step) return (await clickItem(page, (l) => l.find((x) => x.legal && x.label === step.label), "a step from the new source")).label;
        }
        const dests = (await items(page)).filter((it) => it.legal && it.label.startsWith("region:") && kind(it.action) === 4);
        if (dests.length) {
          const d = dests[Math.floor(pick() * dests.length)];
          const mp = obs.mp;
          await clickItem(page, (l) => l.find((x) => x.label === d.label && x.legal), "destination " + d.label);
          const after = await state(page);
          assert(after.observation.mp === mp - 1 || after.observation.decision !== "move", `a step cost ${mp} -> ${after.observation.mp}`);
          turnStats.steps++;
          return `${src.label} -> ${d.label}`;
        }
        // No destination from there: deselect by clicking the source again.
        await clickItem(page, (l) => l.find((x) => x.label === src.label), "source again");
      }
      const end = legal.find((it) => kind(it.action) === 8);
      if (end) return (await clickItem(page, (l) => l.find((x) => x.legal && kind(x.action) === 8), "End movement")).label;
      break;
    }
    case "attack": {
      const commit = legal.find((it) => kind(it.action) === 7);
      // "Conquer ... with N" is shown only when the engine allows it (never a greyed one for 0).
      const shownCommit = (await items(page)).filter((it) => it.label.startsWith("btn:") && kind(it.action) === 7);
      assert(shownCommit.every((it) => it.legal), "a Conquer button that cannot be pressed: " + shownCommit.map((it) => it.label).join(", "));
      if (!commit) attacksNotReady++;
      if (commit) {
        turnStats.conquests++;
        return (await clickItem(page, (l) => l.find((x) => x.legal && kind(x.action) === 7), "Conquer")).label;
      }
      return (await clickItem(page, (l) => l.find((x) => x.legal && kind(x.action) === 6 && x.label.startsWith("region:")), "an attacker")).label;
    }
    case "advance": {
      const raise = legal.find((it) => it.label.startsWith("raise:"));
      if (raise) return (await clickItem(page, legalBy("raise:"), "a track step")).label;
      return (await clickItem(page, (l) => l.find((x) => x.legal && kind(x.action) === 13), "Finish advancing")).label;
    }
    case "retreat": case "place_explorer": case "place_city":
      return (await clickItem(page, (l) => l.find((x) => x.legal && x.label.startsWith("region:")), obs.decision)).label;
    case "end_turn":
      return (await clickItem(page, (l) => l.find((x) => x.legal && kind(x.action) === 16), "End turn")).label;
  }
  // Anything else: the first legal board item with an action.
  const any = legal.find((it) => it.action >= 0);
  assert(any, "nothing to click at " + obs.decision);
  return (await clickItem(page, (l) => l.find((x) => x.legal && x.label === any.label), "any")).label;
}

// The end-of-round summary banner: board items "sum:<round>:<seat>=<numbers>"
// (VP board, VP cards, steps, regions, explorers, conquests, cities, cards
// drawn). Returns the round shown when it is the engine's latest report.
const SUM_FIELDS = ["vp_board", "vp_cards", "steps", "regions", "explorers", "conquests", "cities", "drawn"];
async function summaryShown(page, s) {
  await summaryDetails(page);  // a summary drawn short: its rows on a click, as a person reads them
  const rows = (await items(page)).map((x) => /^sum:(\d+):(\d+)=([-\d,]+)$/.exec(x.label)).filter(Boolean);
  if (!rows.length) return 0;
  const rep = s.observation.round_report;
  const round = Number(rows[0][1]);
  if (round !== rep.round) return 0;
  assert(rows.length === s.players && rows.every((m) => Number(m[1]) === round), "summary rows: " + rows.map((m) => m[0]).join(" "));
  for (const m of rows) {
    const want = SUM_FIELDS.map((k) => rep.seats[Number(m[2])][k]).join(",");
    assert(m[3] === want, `round ${round} seat ${m[2]}: shown ${m[3]}, engine ${want}`);
  }
  return round;
}

async function main() {
  const { server, base, browser } = await start();
  const links = {};
  try {
    const { page, errors, context } = await openPage(browser, base);
    await check("First Empires is on the menu (listed) with its rules summary", async () => {
      const games = await page.evaluate(() => window.empires.games());
      const g = games.find((x) => x.id === "first");
      assert(g && g.listed === true, "first not listed: " + JSON.stringify(games.map((x) => [x.id, x.listed])));
      assert(await page.evaluate(() => window.empires.tr("about.first.goal")).then((t) => t.startsWith("Lead one")), "no rules text");
    });

    const seats = [{ kind: "human", name: "Anna" }, { kind: "bot", bot: "random", name: "Bruno" }];
    await check("2-player game starts on side A: 17 areas drawn, the dice tray and track steps clickable", async () => {
      const r = await page.evaluate((o) => window.empires.newGame(o), { game: "first", players: 2, seed: 31, seats, botDelayMs: 0 });
      assert(r.ok, "newGame failed: " + r.error);
      const s = await page.evaluate(() => window.empires.whenIdle(60000));
      assert(s.human_to_act === 0, "human not to act");
      await waitFrames(page);
      const list = await items(page);
      const regions = list.filter((it) => it.label.startsWith("region:"));
      assert(regions.length === 17, "regions on the board: " + regions.length);
      assert(regions.every((it) => it.w > 0 && it.h > 0), "a region without a shape");
      const dice = list.filter((it) => it.label.startsWith("die:"));
      assert(dice.length === s.observation.dice.length, `dice shown ${dice.length} vs ${s.observation.dice.length}`);
      links.start = await page.evaluate(() => window.empires.shareLink());
      await shot(page, "first-start-1280x800.png");
    });

    let leakChanged = 0, leakChecks = 0;
    await check("the game is played to the end by mouse clicks against a bot (leak check on the way)", async () => {
      const pick = rng(7);
      let clicks = 0, round = 0, midShot = false;
      const stats = { rerolls: 0, steps: 0, conquests: 0, raises: 0 };
      let turn = null, turnStats = null;
      const seenDec = new Set();
      const ownTurnStart = {};  // round -> the observation at the human's first decision of its own turn
      const summaries = new Set();
      let byBoard = 0;
      for (;;) {
        const s = await page.evaluate(() => window.empires.whenIdle(120000));
        if (s.terminal) break;
        assert(s.human_to_act === 0, "expected the human to act, not " + JSON.stringify(s.to_act));
        const obs = s.observation;
        if (obs.active === 0 && !ownTurnStart[obs.round]) ownTurnStart[obs.round] = obs;
        const shownRound = await summaryShown(page, s);
        if (shownRound && !summaries.has(shownRound)) {
          summaries.add(shownRound);
          // As start player the human's first decision of a round brackets the round exactly
          // (only its own roll happened since): the report equals the board's change.
          const a = ownTurnStart[shownRound], b = ownTurnStart[shownRound + 1];
          if (obs.start_player === 0 && a && b) {
            for (let p = 0; p < s.players; p++) {
              const q = obs.round_report.seats[p];
              const steps = b.seats[p].tracks.reduce((x, y) => x + y, 0) - a.seats[p].tracks.reduce((x, y) => x + y, 0);
              const vp = b.seats[p].board_vp - a.seats[p].board_vp, cards = b.seats[p].card_vp - a.seats[p].card_vp;
              const ex = b.seats[p].explorers.reduce((x, y) => x + y, 0) - a.seats[p].explorers.reduce((x, y) => x + y, 0);
              assert(q.steps === steps && q.vp_board === vp && q.vp_cards === cards && q.explorers === ex,
                     `round ${shownRound} seat ${p}: report ${JSON.stringify(q)} vs board change steps ${steps} vp ${vp}+${cards} explorers ${ex}`);
            }
            byBoard++;
          }
          if (summaries.size === 1) {
            await shot(page, "first-summary-1280x800.png");
            await page.evaluate(() => window.empires.setLanguage("de"));
            await shot(page, "first-summary-de-1280x800.png");
            await page.evaluate(() => window.empires.setLanguage("en"));
            await resize(page, 390, 844);
            assert(await summaryShown(page, s) === shownRound, "no summary at 390x844");
            await shot(page, "first-summary-390x844.png");
            await resize(page, 1280, 800);
          }
          // The banner (with its Continue) shows when the round ended while the page was drawing; otherwise the
          // summary is only in the list of earlier rounds. The first banner seen from round 2 on is dismissed.
          const banner = await page.evaluate(() => {
            const l = window.empires.tr("board.summary_ok");
            return window.empires.items().some((x) => x.label === l);
          });
          if (summaries.size >= 2 && !summaries.dismissed && banner) {
            summaries.dismissed = true;
            // Dismissed by its button (the banner scrolled into view first); it stays in the list of earlier rounds.
            // (The status bar is pinned above the board: scroll until the button itself is visible.)
            const okLabel = await page.evaluate(() => window.empires.tr("board.summary_ok"));
            for (let i = 0; i < 30; i++) {
              const row = (await items(page)).find((x) => x.label.startsWith("sum:"));
              assert(row, "the summary went away by itself");
              const btns = (await page.evaluate(() => window.empires.items())).filter((x) => x.label === okLabel);
              if (btns.some((x) => x.visible)) break;
              const btn = btns[0];
              // Not drawn (clipped): toward the summary's row, or on down to the button under it.
              const down = btn ? btn.y > 500 : row.y > 0;
              await page.mouse.move(805, 600);  // the board column's scrollbar at 1280 px (a wheel over the map is the map's)
              await page.mouse.wheel(0, down ? 200 : -200);
              await settle(page);
            }
            await press(page, okLabel);
            assert(await summaryShown(page, s) === 0, "the summary did not go away");
          }
        }
        const key = obs.round + "/" + obs.active;
        if (key !== turn) {
          if (turnStats) for (const k of ["rerolls", "steps", "conquests"]) stats[k] += turnStats[k];
          turn = key;
          turnStats = { rerolled: false, rerolls: 0, steps: 0, conquests: 0 };
        }
        // Leak checks: the first time each decision is pending, and at the start of round 5.
        if (!seenDec.has(obs.decision) || (obs.round !== round && obs.round === 5)) {
          seenDec.add(obs.decision);
          round = obs.round;
          leakChanged += await leakAll(page, `round ${obs.round} ${obs.decision}`);
          leakChecks += s.players;
        }
        if (!midShot && obs.round >= 4 && obs.decision === "move") {
          midShot = true;
          links.mid = await page.evaluate(() => window.empires.shareLink());
          await shot(page, "first-mid-1280x800.png");
          await page.evaluate(() => window.empires.setLanguage("de"));
          await shot(page, "first-mid-de-1280x800.png");
          await page.evaluate(() => window.empires.setLanguage("en"));
        }
        const before = s.moves;
        const what = await playDecision(page, s, pick, turnStats);
        if (what.startsWith("raise:")) stats.raises++;
        const after = await state(page);
        if (!(after.moves > before)) {
          await shot(page, "first-nomove-1280x800.png");
          const legalNow = (await items(page)).filter((x) => x.legal).map((x) => `${x.label}:${kind(x.action)}`);
          console.log(`     no move after ${what} at ${obs.decision} (mp ${obs.mp}); legal items now: ${legalNow.join(" ")}`);
        }
        assert(after.moves > before, "the click made no move: " + what);
        if (++clicks > 700) throw new Error("game does not end");
      }
      for (const k of ["rerolls", "steps", "conquests"]) stats[k] += turnStats ? turnStats[k] : 0;
      assert(asked.done, "never asked about another own area while a source was chosen");
      console.log(`     round summaries checked against the engine: ${[...summaries].join(", ")}; against the board's change: ${byBoard}; a banner dismissed by its button: ${!!summaries.dismissed}`);
      assert(summaries.size >= 5, "too few round summaries seen: " + summaries.size);
      console.log(`     ${clicks} clicked decisions: ${JSON.stringify(stats)}; decisions seen: ${[...seenDec].join(", ")}; attacks not yet able to conquer (no Conquer button): ${attacksNotReady}`);
      assert(stats.rerolls > 0 && stats.steps > 0 && stats.raises > 0, "a kind of click never happened");
      leakChanged += await leakAll(page, "end");
      leakChecks += 2;
      console.log(`     leak checks: ${leakChecks}, ${leakChanged} with re-drawn hidden data`);
      assert(leakChanged > 0, "the resample never changed the hidden data");
    });

    await check("the end screen shows the engine's final scores and reveals the city tokens", async () => {
      const s = await state(page);
      assert(s.terminal, "not over");
      await waitFrames(page);
      const shown = [];
      for (const it of await items(page)) {
        const m = /^final:(\d+)=(-?\d+)$/.exec(it.label);
        if (m) shown[Number(m[1])] = Number(m[2]);
      }
      console.log(`     engine ${JSON.stringify(s.scores)}, shown ${JSON.stringify(shown)}`);
      assert(JSON.stringify(shown) === JSON.stringify(s.scores), "shown scores differ");
      const toks = s.observation.seats.flatMap((x) => x.city_tokens);
      assert(toks.length === 12 && toks.every((t) => t.value >= 1 && t.value <= 3), "token values not revealed in the observation");
      links.end = await page.evaluate(() => window.empires.shareLink());
      await page.mouse.move(400, 500);
      for (let i = 0; i < 8; i++) { await page.mouse.wheel(0, -1500); await settle(page); }
      await shot(page, "first-end-1280x800.png");
      await page.mouse.move(400, 500);
      await page.mouse.wheel(0, 600);
      await shot(page, "first-end-chart-1280x800.png");
      await page.mouse.wheel(0, -3000);
    });

    await check("link and save round trip: the same position, hash for hash", async () => {
      const before = await state(page);
      const saved = await page.evaluate(() => window.empires.saveAs("First end"));
      assert(saved.ok, "saveAs: " + saved.error);
      const r = await page.evaluate((l) => window.empires.loadLink(l), links.mid);
      assert(r.ok, "loadLink(mid): " + r.error);
      if ((await state(page)).choosing_seats) await press(page, await page.evaluate(() => window.empires.tr("table.start")));
      const mid = await state(page);
      assert(mid.game === "first" && !mid.terminal && mid.moves > 0, "mid link: " + JSON.stringify({ g: mid.game, m: mid.moves }));
      const list = await page.evaluate(() => window.empires.saves());
      const mine = list.find((x) => x.name === "First end");
      assert(mine && mine.game === "first", "save not listed: " + JSON.stringify(list.map((x) => x.name)));
      const l = await page.evaluate((id) => window.empires.loadSave(id), mine.id);
      assert(l.ok, "loadSave: " + l.error);
      const back = await state(page);
      assert(back.terminal && back.moves === before.moves && JSON.stringify(back.scores) === JSON.stringify(before.scores),
             "save round trip differs");
      assert(JSON.stringify(back.observation) === JSON.stringify(before.observation), "observation differs after the save round trip");
      const r2 = await page.evaluate((x) => window.empires.loadLink(x), links.end);
      assert(r2.ok, "loadLink(end): " + r2.error);
      if ((await state(page)).choosing_seats) await press(page, await page.evaluate(() => window.empires.tr("table.start")));
      const e = await state(page);
      assert(e.terminal && JSON.stringify(e.observation) === JSON.stringify(before.observation), "link round trip differs");
      await page.evaluate((id) => window.empires.deleteSave(id), mine.id);
    });

    await check("hot seat: the defender decides the retreat behind the hand-over cover", async () => {
      const two = [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }];
      // Seat 0's attacks are played through the API until a retreat with a choice is pending.
      let found = null;
      for (const seed of [3, 5, 8, 13, 21, 34]) {
        const r = await page.evaluate((o) => window.empires.newGame(o), { game: "first", players: 2, seed, seats: two, botDelayMs: 0 });
        assert(r.ok, r.error);
        const pick = rng(seed);
        for (let steps = 0; steps < 1500; steps++) {
          const s = await state(page);
          if (s.terminal) break;
          if (s.observation.decision === "retreat") {
            const acts = await page.evaluate(() => window.empires.legalActions());
            if (acts.length >= 2) { found = { seed, s }; break; }
          }
          const acts = await page.evaluate(() => window.empires.legalActions());
          const pref = acts.filter((a) => [5, 6, 7, 9].includes(kind(a.id)));
          const steps4 = acts.filter((a) => kind(a.id) === 4 || kind(a.id) === 11 || kind(a.id) === 12 || kind(a.id) === 14);
          const pool = pref.length ? pref : steps4.length && pick() < 0.9 ? steps4 : acts;
          const a = pool[Math.floor(pick() * pool.length)];
          const res = await page.evaluate((id) => window.empires.apply(id), a.id);
          assert(res.ok, "apply: " + res.error);
        }
        if (found) break;
      }
      assert(found, "no retreat with a choice found");
      const s = found.s;
      const defender = s.current, attacker = s.observation.active;
      console.log(`     seed ${found.seed}: ${s.seats[attacker].name} conquered ${s.observation.target}; ${s.seats[defender].name} retreats`);
      assert(defender !== attacker, "the attacker decides the retreat");
      await waitFrames(page);
      assert(s.cover === defender, "no cover for the defender: " + s.cover);
      // Under the cover: no board (hands are private), no clickable region.
      const hidden = await items(page);
      assert(!hidden.some((it) => it.label.startsWith("region:") || it.label.startsWith("card:")), "board drawn under the cover");
      await shot(page, "first-retreat-cover-1280x800.png");
      const ready = await page.evaluate((n) => window.empires.tr("game.pass_ready").replace("{0}", n), s.seats[defender].name);
      await press(page, ready);
      const after = await state(page);
      assert(after.cover === -1 && after.viewer === defender, "the cover did not lift for the defender");
      await shot(page, "first-retreat-1280x800.png");
      const it = await clickItem(page, (l) => l.find((x) => x.legal && x.label.startsWith("region:") && kind(x.action) === 9), "a retreat region");
      const done = await state(page);
      assert(done.moves === s.moves + 1 && done.observation.decision !== "retreat", "retreat not made by the click on " + it.label);
      console.log(`     retreat by click: ${it.label}; next cover ${done.cover}`);
      // Back to the attacker: the cover asks for the device again.
      assert(done.cover === attacker || done.current !== attacker, "no cover before the attacker goes on");
      const r = await page.evaluate((x) => window.empires.leakCheck(x), defender);
      assert(r.ok && r.drawHashReal === r.drawHashResampled, "leak check after the retreat: " + JSON.stringify(r));
    });

    await check("5-player game (side B, all 28 areas): board at 1280x800", async () => {
      const five = [{ kind: "human", name: "Anna" }, { kind: "bot", bot: "random", name: "Bruno" }, { kind: "bot", bot: "random", name: "Carla" },
                    { kind: "bot", bot: "random", name: "Dana" }, { kind: "bot", bot: "random", name: "Emil" }];
      const r = await page.evaluate((o) => window.empires.newGame(o), { game: "first", players: 5, seed: 505, seats: five, botDelayMs: 0 });
      assert(r.ok, r.error);
      const s = await page.evaluate(() => window.empires.whenIdle(60000));
      await waitFrames(page);
      const regions = (await items(page)).filter((it) => it.label.startsWith("region:"));
      assert(regions.length === 28, "regions: " + regions.length);
      links.five = await page.evaluate(() => window.empires.shareLink());
      await shot(page, "first-p5-1280x800.png");
      assert(s.human_to_act === 0, "human not to act");
    });

    await check("translations complete; no console errors", async () => {
      const problems = await page.evaluate(() => window.empires.i18nProblems());
      assert(problems.length === 0, "translation problems: " + problems.join("; "));
      assert(errors.length === 0, errors.join(" | "));
    });
    await context.close();

    // ---- phone size with touch ----
    const m = await openPage(browser, base, { width: 390, height: 844, dpr: 2, touch: true });
    await check("390x844: the 5-player start, the 2-player middle and end; tap targets >= 40 px", async () => {
      for (const [name, link] of [["p5", links.five], ["mid", links.mid], ["end", links.end]]) {
        if (!link) continue;
        const r = await m.page.evaluate((l) => window.empires.loadLink(l), link);
        assert(r.ok, "loadLink failed: " + r.error);
        await waitFrames(m.page);
        if ((await state(m.page)).choosing_seats)
          await press(m.page, await m.page.evaluate(() => window.empires.tr("table.start")), { touch: true });
        const st = await state(m.page);
        if (!st.terminal && st.cover >= 0) {
          const label = await m.page.evaluate((n) => window.empires.tr("game.pass_ready").replace("{0}", n), st.seats[st.cover].name);
          await press(m.page, label, { touch: true });
        }
        await shot(m.page, `first-${name}-390x844.png`);
        if (name === "mid") {
          const list = await items(m.page);
          const small = list.filter((it) => !it.label.startsWith("region:") && !it.label.startsWith("source:") && !it.label.startsWith("final:") && !it.label.startsWith("seat:") &&
                                            !it.label.startsWith("btn:") && (it.w < 38 || it.h < 38));
          assert(small.length === 0, "small tap targets: " + small.slice(0, 5).map((it) => `${it.label} ${it.w}x${it.h}`).join(", "));
          // The board scrolled to the decision: swipe back to its top, where the zoom button is.
          for (let i = 0; i < 10; i++) await swipe(m.page, 200, 560, 220);
          await press(m.page, await m.page.evaluate(() => window.empires.tr("board.map.zoom_in")), { touch: true });
          await shot(m.page, "first-mid-zoom-390x844.png");
          await press(m.page, await m.page.evaluate(() => window.empires.tr("board.map.zoom_out")), { touch: true });
          for (let i = 0; i < 12; i++) { await m.page.mouse.move(200, 500); await m.page.mouse.wheel(0, 600); await settle(m.page); }
          await shot(m.page, "first-mid-boards-390x844.png");

        }
      }
      assert(m.errors.length === 0, "console errors: " + m.errors.join(" | "));
    });
    await m.context.close();
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
