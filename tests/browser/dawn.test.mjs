// Browser test of the Dawn of Empires board: a 2-player game against the
// heuristic bot played to the end by real mouse clicks on the board's items
// (map tiles and corners, rondel spaces, technology and building cards, the
// decision's buttons; the API only reads the state), the final scores shown vs
// the engine's, the leak check along the way (face-down tiles), the hot-seat
// cover between two human seats, the save and link round trip, and
// screenshots (build/screenshots/dawn-*.png) at 1280x800 and 390x844.
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/dawn.test.mjs
import { start, check, assert, run, waitFrames, openPage, shot, press, sleep, finishTurn, rng, settle, leakAll, items, state, clickItem, resize } from "./harness.mjs";

const kind = (id) => Math.floor(id / 65536);
const arg = (id) => id % 65536;
const byLabel = (label) => (l) => l.find((x) => x.legal && x.label === label);

// The human's choice at each decision, by clicking board items. A simple
// plan: harvest for wealth and science, research, build, grow, explore.
function choose(obs, list, pick, stats, flagged = new Set()) {
  const legal = list.filter((it) => it.legal && it.action >= 0);
  const me = obs.seats[obs.seat];
  const [food, prod, , money, sci] = me.res;
  const first = (pred) => legal.find(pred);
  const any = (prefix) => first((it) => it.label.startsWith(prefix));
  switch (obs.decision) {
    case "rondel": {
      // Not a space that can only lose (the app asks first; the check below takes one once).
      const all = legal.filter((it) => it.label.startsWith("rondel:"));
      const worth = all.filter((it) => !flagged.has(it.action));
      const spaces = worth.length ? worth : all;
      const has = (n) => spaces.find((it) => it.label === "rondel:" + n);
      const growCost = [3, 4, 4, 4][me.empire];
      const small = obs.towns.some((t) => t.owner === obs.seat && t.size < 3);
      const want = food >= growCost && small ? [2, 1] : sci >= 3 ? [3, 1] : money >= 2 && prod >= 3 ? [2, 1] : pick() < 0.2 ? [5, 4, 1] : [1, 5];
      for (const n of want) if (has(n)) return has(n);
      return spaces[Math.floor(pick() * spaces.length)];
    }
    case "action": {
      const tech = legal.filter((it) => it.label.startsWith("tech:"));
      if (tech.length) return tech[Math.floor(pick() * tech.length)];
      const build = legal.filter((it) => it.label.startsWith("build:"));
      if (build.length) return build[Math.floor(pick() * build.length)];
      const corner = any("corner:");
      if (corner) return corner;
      const harvest = first((it) => kind(it.action) === 5);
      if (harvest) return harvest;
      const explore = first((it) => it.label.startsWith("hex:") && kind(it.action) === 27);
      if (explore) return explore;
      const recruit = first((it) => it.label.startsWith("hex:") && kind(it.action) === 17);
      if (recruit && me.track > 3) return recruit;
      const stack = first((it) => it.label.startsWith("hex:") && kind(it.action) === 21);
      if (stack && stats.moves < 12 && pick() < 0.5) { stats.moves++; return stack; }
      return first((it) => kind(it.action) === 6);  // take no action
    }
    case "move_option": case "move_option2": {
      const found = first((it) => it.label.startsWith("corner:") && kind(it.action) === 24);
      if (found) return found;
      const steps = legal.filter((it) => it.label.startsWith("hex:") && kind(it.action) === 22);
      if (steps.length && obs.decision === "move_option") return steps[Math.floor(pick() * steps.length)];
      return first((it) => kind(it.action) === 20) || steps[0] || legal[0];
    }
    case "convert": {
      const cubes = legal.filter((it) => kind(it.action) === 10);
      if (cubes.length) {
        const res = (it) => (arg(it.action) >> 4) & 15;
        return (food < 8 && cubes.find((it) => res(it) === 0)) || cubes.find((it) => res(it) === 2) || cubes.find((it) => res(it) === 1) || cubes[0];
      }
      const wealth = legal.filter((it) => kind(it.action) === 11);
      if (wealth.length) return (money < 2 && wealth.find((it) => arg(it.action) === 3)) || wealth.find((it) => arg(it.action) === 4) || wealth[0];
      return first((it) => kind(it.action) === 12);
    }
    case "philosophy": return any("tech:") || first((it) => kind(it.action) === 20);
    case "legend": return first((it) => kind(it.action) === 30 && arg(it.action) === 1) || legal[0];
    default: {
      // collect, discard, upkeep, recruit2, stack2, raid, spirit, setup: the map first, then a button.
      const onMap = legal.find((it) => it.label.startsWith("hex:") || it.label.startsWith("corner:"));
      if (onMap && obs.decision !== "stack2" && obs.decision !== "recruit2") return onMap;
      const done = first((it) => kind(it.action) === 20);
      if (done) return done;
      return legal.find((it) => it.label.startsWith("btn:")) || legal[0];
    }
  }
}

async function main() {
  const { server, base, browser } = await start();
  const links = {};
  const t0 = Date.now();
  try {
    const { page, errors, context } = await openPage(browser, base, { reduceMotion: true });
    await check("Dawn of Empires is on the menu (listed) with its rules summary", async () => {
      const games = await page.evaluate(() => window.empires.games());
      const g = games.find((x) => x.id === "dawn");
      assert(g && g.listed === true, "dawn not listed: " + JSON.stringify(games.map((x) => [x.id, x.listed])));
      assert(await page.evaluate(() => window.empires.tr("about.dawn.goal")).then((t) => t.startsWith("Lead one")), "no rules text");
    });

    const seats = [{ kind: "human", name: "Anna" }, { kind: "bot", bot: "heuristic", name: "Bruno" }];
    await check("2-player game: setup by clicks (empire button, start corner on the map, tile arrangement), 25 tiles drawn", async () => {
      const r = await page.evaluate((o) => window.empires.newGame(o), { game: "dawn", players: 2, seed: 41, seats, botDelayMs: 0 });
      assert(r.ok, "newGame failed: " + r.error);
      let s = await page.evaluate(() => window.empires.whenIdle(60000));
      let laid = "";
      await waitFrames(page);
      const hexes = (await items(page)).filter((it) => it.label.startsWith("hex:"));
      assert(hexes.length === 25, "tiles on the board: " + hexes.length);
      await shot(page, "dawn-setup-1280x800.png");
      for (let i = 0; i < 3 && !s.terminal && s.observation.decision !== "rondel"; i++) {
        const dec = s.observation.decision;
        if (dec === "arrange") {
          // The start tiles lie on the map before they are laid: a click on one
          // swaps it with the next, and the button names the arrangement shown.
          await waitFrames(page);
          const before = await items(page);
          const slots = before.filter((x) => x.legal && x.action < 0 && x.label.startsWith("hex:"));
          assert(slots.length === 3, "start tiles to arrange on the map: " + slots.length);
          const b0 = before.find((x) => x.legal && x.label.startsWith("btn:"));
          await clickItem(page, byLabel(slots[0].label), "swap a start tile");
          const b1 = (await items(page)).find((x) => x.legal && x.label.startsWith("btn:"));
          assert(b0 && b1 && b1.label !== b0.label && b1.action !== b0.action, "the swap changed nothing: " + (b1 && b1.label));
          laid = b1.label.slice(b1.label.indexOf(": ") + 2);
          await shot(page, "dawn-arrange-1280x800.png");
        }
        const list = await items(page);
        const it = dec === "start" ? list.find((x) => x.legal && x.label.startsWith("hex:")) : list.find((x) => x.legal && x.label.startsWith("btn:"));
        assert(it, "nothing to click at " + dec);
        await clickItem(page, byLabel(it.label), dec);
        s = await page.evaluate(() => window.empires.whenIdle(60000));
      }
      assert(s.observation.decision === "rondel" && s.human_to_act === 0, "setup not done: " + s.observation.decision);
      assert(laid && s.log.some((e) => e.seat === 0 && e.text.endsWith(laid)), "the tiles laid are not the ones shown: " + laid);
      const faceUp = s.observation.hexes.filter((h) => h.tile !== "").length;
      assert(faceUp === 6, "face-up tiles after setup: " + faceUp);
      links.start = await page.evaluate(() => window.empires.shareLink());
      await shot(page, "dawn-start-1280x800.png");
    });

    let leakChanged = 0;
    await check("the game is played to the end by mouse clicks against the heuristic bot (leak check on the way)", async () => {
      const pick = rng(7);
      const stats = { moves: 0 };
      const kinds = {};
      let clicks = 0, midShot = false, caution = "";
      const seenDec = new Set();
      let idleMs = 0, clickMs = 0;
      for (;;) {
        const w0 = Date.now();
        const s = await page.evaluate(() => window.empires.whenIdle(120000));
        idleMs += Date.now() - w0;
        if (s.terminal) break;
        assert(s.human_to_act === 0, "expected the human to act, not " + JSON.stringify(s.to_act));
        const obs = s.observation;
        if (!seenDec.has(obs.decision)) {
          seenDec.add(obs.decision);
          leakChanged += await leakAll(page, `turn ${obs.turn} ${obs.decision}`);
        }
        const me = obs.seats[0];
        if (!midShot && obs.turn >= 30 && obs.decision === "rondel") {
          midShot = true;
          links.mid = await page.evaluate(() => window.empires.shareLink());
          // The menu's Continue list counts what the game's status counts: rounds.
          const kept = (await page.evaluate(() => window.empires.autosaves())).find((e) => e.running);
          const round = Math.floor(obs.turn / 2) + 1;
          assert(kept && kept.progress.startsWith(`round ${round} ·`), `Continue says "${kept && kept.progress}", the game round ${round}`);
          await page.mouse.move(600, 400);
          await page.mouse.wheel(0, -5000);
          await settle(page);
          await shot(page, "dawn-mid-1280x800.png");
          await page.mouse.wheel(0, 700);
          await settle(page);
          await shot(page, "dawn-mid-supply-1280x800.png");
          await page.evaluate(() => window.empires.setLanguage("de"));
          await settle(page);
          await shot(page, "dawn-mid-de-1280x800.png");
          await page.evaluate(() => window.empires.setLanguage("en"));
          await page.mouse.wheel(0, -5000);
          await settle(page);
        }
        // A rondel space that leaves only "take no action" is asked about
        // first (State::action_caution): Cancel changes nothing, "Do it
        // anyway" moves there. Once, by real clicks, on the way.
        if (!caution && obs.decision === "rondel") {
          const flagged = (await page.evaluate(() => window.empires.legalActions())).find((a) => a.caution);
          const it = flagged && (await items(page)).find((i) => i.legal && i.action === flagged.id && i.visible);
          if (it) {
            caution = flagged.caution;
            await page.mouse.click(it.x + it.w / 2, it.y + it.h / 2);
            await settle(page);
            const asked = await state(page);
            assert(asked.confirm && asked.caution === flagged.caution && asked.moves === s.moves,
              "the flagged space was not asked about: " + JSON.stringify({ c: asked.confirm, caution: asked.caution, m: asked.moves }));
            await shot(page, "dawn-caution-1280x800.png");
            await page.evaluate(() => window.empires.setLanguage("de"));
            await resize(page, 390, 844);
            await settle(page);
            await shot(page, "dawn-caution-de-390x844.png");
            await resize(page, 1280, 800);
            await page.evaluate(() => window.empires.setLanguage("en"));
            await settle(page);
            await press(page, await page.evaluate(() => window.empires.tr("game.confirm_cancel")));
            const kept = await state(page);
            assert(!kept.confirm && kept.moves === s.moves && kept.human_to_act === 0, "Cancel changed the game");
            await clickItem(page, (l) => l.find((i) => i.legal && i.action === flagged.id), "the flagged space again");
            const moved = await state(page);
            assert(moved.moves === s.moves + 1, "Do it anyway did not move: " + moved.moves);
            const left = await page.evaluate(() => window.empires.legalActions());
            assert(left.length === 1 && left[0].label === "Take no action", "after the flagged space: " + JSON.stringify(left));
            continue;
          }
        }
        const flagged = obs.decision === "rondel"
          ? new Set((await page.evaluate(() => window.empires.legalActions())).filter((a) => a.caution).map((a) => a.id))
          : new Set();
        const target = choose(obs, await items(page), pick, stats, flagged);
        assert(target, "nothing to click at " + obs.decision);
        const before = s.moves;
        const c0 = Date.now();
        const it = await clickItem(page, byLabel(target.label), `${obs.decision}: ${target.label}`);
        clickMs += Date.now() - c0;
        const after = await state(page);
        assert(after.moves > before, `the click on ${it.label} made no move at ${obs.decision}`);
        kinds[kind(it.action)] = (kinds[kind(it.action)] || 0) + 1;
        if (++clicks > 1500) throw new Error(`game does not end (turn ${obs.turn}, techs ${me.techs})`);
      }
      const s = await state(page);
      console.log(`     waiting for the bot ${(idleMs / 1000).toFixed(0)} s, clicking ${(clickMs / 1000).toFixed(0)} s`);
      console.log(`     ${clicks} clicked decisions in ${((Date.now() - t0) / 1000).toFixed(0)} s; by action kind ${JSON.stringify(kinds)}; decisions: ${[...seenDec].join(", ")}`);
      for (const k of [4, 5, 8, 10, 16]) assert(kinds[k] > 0, "never clicked an action of kind " + k);
      assert(caution, "no rondel space that can only lose was offered on the way");
      console.log(`     a space that can only lose was asked about: "${caution}"`);
      leakChanged += await leakAll(page, "end");
      assert(s.terminal, "not over");
    });

    await check("the end screen shows the engine's final scores", async () => {
      const s = await state(page);
      await waitFrames(page);
      const shown = [];
      for (const it of await items(page)) {
        const m = /^final:(\d+)=(-?\d+)$/.exec(it.label);
        if (m) shown[Number(m[1])] = Number(m[2]);
      }
      console.log(`     engine ${JSON.stringify(s.scores)}, shown ${JSON.stringify(shown)}`);
      assert(JSON.stringify(shown) === JSON.stringify(s.scores), "shown scores differ");
      links.end = await page.evaluate(() => window.empires.shareLink());
      await page.mouse.move(400, 500);
      await page.mouse.wheel(0, -8000);
      await settle(page);
      await shot(page, "dawn-end-1280x800.png");
      await page.mouse.wheel(0, 500);
      await settle(page);
      await shot(page, "dawn-end-chart-1280x800.png");
      await page.mouse.wheel(0, -8000);
    });

    await check("link and save round trip: the same position", async () => {
      const before = await state(page);
      const saved = await page.evaluate(() => window.empires.saveAs("Dawn end"));
      assert(saved.ok, "saveAs: " + saved.error);
      const r = await page.evaluate((l) => window.empires.loadLink(l), links.mid);
      assert(r.ok, "loadLink(mid): " + r.error);
      if ((await state(page)).choosing_seats) await press(page, await page.evaluate(() => window.empires.tr("table.start")));
      const mid = await state(page);
      assert(mid.game === "dawn" && !mid.terminal && mid.moves > 0, "mid link: " + JSON.stringify({ g: mid.game, m: mid.moves }));
      const list = await page.evaluate(() => window.empires.saves());
      const mine = list.find((x) => x.name === "Dawn end");
      assert(mine && mine.game === "dawn", "save not listed: " + JSON.stringify(list.map((x) => x.name)));
      const l = await page.evaluate((id) => window.empires.loadSave(id), mine.id);
      assert(l.ok, "loadSave: " + l.error);
      const back = await state(page);
      assert(back.terminal && back.moves === before.moves && JSON.stringify(back.scores) === JSON.stringify(before.scores), "save round trip differs");
      assert(JSON.stringify(back.observation) === JSON.stringify(before.observation), "observation differs after the save round trip");
      const r2 = await page.evaluate((x) => window.empires.loadLink(x), links.end);
      assert(r2.ok, "loadLink(end): " + r2.error);
      if ((await state(page)).choosing_seats) await press(page, await page.evaluate(() => window.empires.tr("table.start")));
      const e = await state(page);
      assert(e.terminal && JSON.stringify(e.observation) === JSON.stringify(before.observation), "link round trip differs");
      await page.evaluate((id) => window.empires.deleteSave(id), mine.id);
    });

    await check("hot seat: the cover asks for the device between two human seats; the board stays visible, choices come after", async () => {
      const two = [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }];
      const r = await page.evaluate((o) => window.empires.newGame(o), { game: "dawn", players: 2, seed: 5, seats: two, botDelayMs: 0 });
      assert(r.ok, r.error);
      await waitFrames(page);
      let s = await state(page);
      if (s.cover >= 0) {
        await press(page, await page.evaluate((n) => window.empires.tr("game.pass_ready").replace("{0}", n), s.seats[s.cover].name));
        s = await state(page);
      }
      const firstSeat = s.current;
      // The first seat's empire by a click; then the other seat must act.
      const btn = (await items(page)).find((x) => x.legal && x.label.startsWith("btn:"));
      assert(btn, "no empire button");
      await clickItem(page, byLabel(btn.label), "empire");
      for (let i = 0; i < 4; i++) {
        s = await state(page);
        if (s.current !== firstSeat) break;
        const it = (await items(page)).find((x) => x.legal && (x.label.startsWith("btn:") || x.label.startsWith("hex:")));
        await clickItem(page, byLabel(it.label), s.observation.decision);
      }
      await waitFrames(page);
      s = await state(page);
      assert(s.current !== firstSeat && s.cover === s.current, `no cover for the next seat: current ${s.current}, cover ${s.cover}`);
      await waitFrames(page);
      const under = await items(page);
      assert(under.some((it) => it.label.startsWith("hex:")), "the board is hidden under the cover (no private information)");
      assert(!under.some((it) => it.legal), "a choice is offered under the cover");
      await shot(page, "dawn-cover-1280x800.png");
      await press(page, await page.evaluate((n) => window.empires.tr("game.pass_ready").replace("{0}", n), s.seats[s.current].name));
      const after = await state(page);
      assert(after.cover === -1, "the cover did not lift");
      assert((await items(page)).some((it) => it.legal && it.label.startsWith("btn:")), "no choice after the cover");
    });

    await check("translations complete; no console errors", async () => {
      const problems = await page.evaluate(() => window.empires.i18nProblems());
      assert(problems.length === 0, "translation problems: " + problems.join("; "));
      assert(errors.length === 0, errors.join(" | "));
    });
    await context.close();

    const m = await openPage(browser, base, { width: 390, height: 844, dpr: 2, touch: true });
    await check("390x844: the middle and the end of the game", async () => {
      for (const [name, link] of [["mid", links.mid], ["end", links.end]]) {
        if (!link) continue;
        const r = await m.page.evaluate((l) => window.empires.loadLink(l), link);
        assert(r.ok, "loadLink failed: " + r.error);
        await waitFrames(m.page);
        if ((await state(m.page)).choosing_seats)
          await press(m.page, await m.page.evaluate(() => window.empires.tr("table.start")), { touch: true });
        await shot(m.page, `dawn-${name}-390x844.png`);
        if (name === "end") {
          // The final scores fit the phone's width (no sideways scrolling): every
          // total in view ("final:<seat>=<points>"; Dawn's own row-per-seat table,
          // which scrolled sideways, is left out there: the shared one shows the same).
          const s = await state(m.page);
          const finals = (await items(m.page)).filter((it) => /^final:\d+=/.test(it.label));
          const seats = new Set(finals.map((it) => Number(it.label.slice(6).split("=")[0])));
          assert(finals.length === s.players && seats.size === s.players, "final scores: " + finals.map((it) => it.label).join(", "));
          assert(finals.every((it) => it.x >= 0 && it.x + it.w <= 390),
            "final scores outside the phone width: " + finals.map((it) => `${it.label} x=${it.x} w=${it.w}`).join(", "));
          assert(finals.every((it) => Number(it.label.split("=")[1]) === s.scores[Number(it.label.slice(6).split("=")[0])]), "shown totals differ from the engine's");
        }
        if (name === "mid") {
          const list = await items(m.page);
          const hexes = list.filter((it) => it.label.startsWith("hex:"));
          assert(hexes.length === 25 && hexes.every((it) => it.x >= 0 && it.x + it.w <= 390), "map not inside the phone width");
          const small = list.filter((it) => (it.label.startsWith("tech:") || it.label.startsWith("build:") || it.label.startsWith("rondel:")) && (it.w < 44 || it.h < 44));
          assert(small.length === 0, "small tap targets: " + small.slice(0, 5).map((it) => `${it.label} ${it.w}x${it.h}`).join(", "));
          for (let i = 0; i < 3; i++) { await m.page.mouse.move(200, 500); await m.page.mouse.wheel(0, 700); await settle(m.page); }
          await shot(m.page, "dawn-mid-supply-390x844.png");
          for (let i = 0; i < 4; i++) { await m.page.mouse.move(200, 500); await m.page.mouse.wheel(0, 900); await settle(m.page); }
          await shot(m.page, "dawn-mid-boards-390x844.png");
        }
      }
      assert(m.errors.length === 0, "console errors: " + m.errors.join(" | "));
    });
    await m.context.close();
    console.log(`     total ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
