// Browser test of the Empire's End board: a 2-player game against a bot played
// to the end by real mouse clicks on the board's items (the API only reads the
// state); every legal action is reachable from the board; the final scores
// shown equal the engine's; a hot-seat game shows the pass-the-device cover
// before every private decision and never draws another seat's hand or stash
// (empires.leakCheck); the end-of-phase summary (its numbers against the
// engine's report, the token mix only for the viewing seat); a share link and
// a save round trip; screenshots
// (build/screenshots/end-*.png) at 1280x800 and 390x844 (touch).
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/end.test.mjs
import { start, check, assert, run, waitFrames, openPage, shot, press, resize, finishTurn, rng, items, tr, closeSummary, summaryDetails } from "./harness.mjs";


const kind = (id) => Math.floor(id / 16777216);
const SWAP = 20, END_PHASE = 14, END_TURN = 5, STOP_BUY = 9, COMMIT_DONE = 25, CONVERT_STOP = 12, COMMIT = 27;

const st = (page, seat) => page.evaluate((s) => window.empires.state(s), seat);

// Scrolls the board column until the item (found again by label each time) is in view; returns it.
async function inView(page, label, width, height) {
  let it = null;
  for (let tries = 0; tries < 30; tries++) {
    it = (await items(page)).find((x) => x.label === label);
    assert(it, "board item vanished: " + label);
    if (it.visible && it.y > 50 && it.y + it.h < height - 4) return it;
    // Under the phase summary (an overlay over the board): its Continue, as a person would.
    if (it.y > 50 && it.y + it.h < height - 4 && (await closeSummary(page))) continue;
    await page.mouse.move(width * 0.3, height * 0.6);
    await page.mouse.wheel(0, it.y > height / 2 ? Math.min(400, it.y - height / 2) : -400);
    await waitFrames(page);
  }
  throw new Error("not scrolled into view: " + label + " y=" + it.y);
}

async function clickItem(page, label, width, height, touch = false) {
  const it = await inView(page, label, width, height);
  const x = it.x + it.w / 2, y = it.y + it.h / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await waitFrames(page);
  await finishTurn(page, { touch });  // confirm an irreversible choice, end a held turn (status bar)
}

// One decision of the human seat made by clicking the board: every legal action
// must be offered by a board item (a swap through its two positions).
async function clickOneDecision(page, pick, width, height, touch = false) {
  const s0 = await st(page);
  const mine0 = (await st(page, s0.current)).moves;
  const legal = await page.evaluate(() => window.empires.legalActions());
  const its = await items(page);
  const offered = new Set(its.filter((x) => x.legal && x.action >= 0).map((x) => x.action));
  // A swap's second position and a commitment's size (rules 2: the stash and the steppers put it
  // together, one button commits it) are chosen in steps: not every such action has its own item.
  const missing = legal.filter((a) => kind(a.id) !== SWAP && kind(a.id) !== COMMIT && !offered.has(a.id));
  assert(missing.length === 0, "legal actions without a board item: " + missing.map((a) => a.label).join(", "));
  if (legal.some((a) => kind(a.id) === COMMIT))
    assert([...offered].filter((a) => kind(a) === COMMIT).length === 1, "not one button commits the fist");
  // Prefer ending phases now and then so the game moves on; otherwise any legal item.
  const choosers = its.filter((x) => x.legal && x.action < 0);
  const cands = its.filter((x) => x.legal && x.action >= 0);
  let target;
  if (cands.length === 0 && choosers.length) {
    target = choosers[Math.floor(pick() * choosers.length)];
  } else {
    const enders = cands.filter((x) => [END_PHASE, END_TURN, STOP_BUY, COMMIT_DONE, CONVERT_STOP, COMMIT].includes(kind(x.action)));
    const pool = enders.length && pick() < 0.35 ? enders : cands;
    target = pool[Math.floor(pick() * pool.length)];
  }
  await clickItem(page, target.label, width, height, touch);
  if (target.action < 0) {  // the first position of a swap: now the second
    const second = (await items(page)).filter((x) => x.legal && x.action >= 0 && kind(x.action) === SWAP);
    assert(second.length > 0, "no second position after choosing the first");
    await clickItem(page, second[Math.floor(pick() * second.length)].label, width, height, touch);
  }
  // Counted as the clicking seat counts it: another seat counts a run of
  // secret steps as one move (web/session.h moves_seen).
  const s1 = await st(page, s0.current);
  assert(s1.moves > mine0, `click on "${target.label}" made no move`);
  return target.label;
}

// The cover's button for the seat that must take the device.
async function readyLabel(page, seat) {
  const s = await st(page);
  return (await page.evaluate((k) => window.empires.tr(k), "game.pass_ready")).replace("{0}", s.seats[seat].name);
}

// The end-of-phase summary banner: board items "sum:<space>:<seat>=<numbers>"
// (VP, tokens, drawn, built, sold, repaired, destroyed; the viewing seat's
// also ";<wheat>,<hammer>,<axe>,<coin>"). Returns the space shown when it is
// the engine's latest report (the viewing seat's observation).
async function summaryShown(page, viewer) {
  await summaryDetails(page);  // a summary drawn short: its rows on a click, as a person reads them
  const rows = (await items(page)).map((x) => /^sum:(\d+):(\d+)=([-\d,;?]+)$/.exec(x.label)).filter(Boolean);
  if (!rows.length) return 0;
  const s = await st(page, viewer);
  const rep = s.observation.phase_report;
  const space = Number(rows[0][1]);
  if (!rep || space !== rep.space) return 0;
  assert(rows.length === s.players && rows.every((m) => Number(m[1]) === space), "summary rows: " + rows.map((m) => m[0]).join(" "));
  for (const m of rows) {
    const seat = Number(m[2]), q = rep.seats[seat];
    // Another seat's tokens are behind its screen (unless the screen is off): "?" on the board.
    let want = [q.vp, q.tokens === undefined ? "?" : q.tokens, q.drawn, q.built, q.sold, q.repaired, q.destroyed].join(",");
    if (q.res) {
      assert(q.res && q.res.reduce((x, y) => x + y, 0) === q.tokens, "own mix does not add up: " + JSON.stringify(q));
      want += ";" + q.res.join(",");
    } else {
      assert(seat !== viewer, "the viewer's own token mix is missing: " + JSON.stringify(q));
      assert(q.tokens === undefined, "another seat's token count in the observation: " + JSON.stringify(q));
    }
    assert(m[3] === want, `space ${space} seat ${seat}: shown ${m[3]}, engine ${want}`);
  }
  return space;
}

async function main() {
  const { server, base, browser } = await start();
  const links = {};
  try {
    const { page, errors, context } = await openPage(browser, base, { query: "", reduceMotion: true });
    await check("Empire's End is on the menu (listed) and a 2-player game against a bot starts with its board", async () => {
      const games = await page.evaluate(() => window.empires.games());
      const g = games.find((x) => x.id === "end");
      assert(g && g.listed === true && g.visible === true, "end not listed: " + JSON.stringify(g));
      const r = await page.evaluate((o) => window.empires.newGame(o), {
        game: "end", players: 2, seed: 31, seats: [{ kind: "human", name: "Anna" }, { kind: "bot", bot: "heuristic", name: "Bruno" }], botDelayMs: 0 });
      assert(r.ok, "newGame failed: " + r.error);
      const s = await page.evaluate(() => window.empires.whenIdle(60000));
      assert(s.human_to_act === 0, "human not to act");
      await waitFrames(page);
      const its = await items(page);
      const tiles = its.filter((x) => x.label.startsWith("tile:"));
      assert(tiles.length === 22, "tiles on the board: " + tiles.length);
      // Only the human's own hand is drawn.
      const hand = its.filter((x) => x.label.startsWith("build:"));
      const own = (await st(page, 0)).observation.empires[0];
      assert(hand.length === own.hand.length && own.hand.length === 4, "hand cards drawn: " + hand.length);
      // No developer surface for players (the page has no ?dev=1): no raw observation panel.
      const details = await page.evaluate(() => window.empires.tr("game.details"));
      const widgets = await page.evaluate(() => window.empires.items().map((it) => it.label));
      assert(!widgets.some((l) => l.startsWith(details)), "the raw game state panel is shown without ?dev=1");
      links.start = await page.evaluate(() => window.empires.shareLink());
      await shot(page, "end-start-1280x800.png");
      await page.evaluate(() => window.empires.setLanguage("de"));
      await shot(page, "end-start-de-1280x800.png");
      await page.evaluate(() => window.empires.setLanguage("en"));
    });

    await check("the game is played to the end by mouse clicks on the board", async () => {
      const pick = rng(7);
      let clicks = 0, midShot = false;
      const kinds = new Set();
      const summaries = new Set();
      for (;;) {
        const s = await page.evaluate(() => window.empires.whenIdle(120000));
        if (s.terminal) break;
        assert(s.human_to_act === 0, "expected the human to act");
        const space = await summaryShown(page, 0);
        if (space && !summaries.has(space)) {
          summaries.add(space);
          if (summaries.size === 3) {
            await page.mouse.move(300, 400);
            await page.mouse.wheel(0, -3000);
            await shot(page, "end-summary-1280x800.png");
            await page.evaluate(() => window.empires.setLanguage("de"));
            await shot(page, "end-summary-de-1280x800.png");
            await page.evaluate(() => window.empires.setLanguage("en"));
            await resize(page, 390, 844);
            assert(await summaryShown(page, 0) === space, "no summary at 390x844");
            await page.mouse.move(200, 400);
            await page.mouse.wheel(0, -3000);
            await shot(page, "end-summary-390x844.png");
            await resize(page, 1280, 800);
          }
          if (summaries.size === 4) {
            await page.mouse.move(300, 400);
            await page.mouse.wheel(0, -3000);
            await waitFrames(page);
            await press(page, await page.evaluate(() => window.empires.tr("board.summary_ok")));
            assert(await summaryShown(page, 0) === 0, "the summary did not go away");
          }
        }
        kinds.add(s.observation.decision && s.observation.decision.kind);
        if (!midShot && s.observation.space >= 8) {
          midShot = true;
          links.mid = await page.evaluate(() => window.empires.shareLink());
          await page.mouse.wheel(0, -3000);
          await shot(page, "end-mid-1280x800.png");
          await page.mouse.move(640, 400);
          await page.mouse.wheel(0, 600);
          await shot(page, "end-mid-empires-1280x800.png");
          await page.mouse.wheel(0, -3000);
        }
        await clickOneDecision(page, pick, 1280, 800);
        if (++clicks > 600) throw new Error("game does not end");
      }
      console.log(`     ${clicks} decisions clicked; decisions seen: ${[...kinds].join(", ")}`);
      console.log(`     phase summaries checked against the engine: ${[...summaries].join(", ")}`);
      assert(summaries.size >= 8, "too few phase summaries seen: " + summaries.size);
    });

    await check("the end screen shows the engine's final scores and the chart", async () => {
      const s = await st(page);
      assert(s.terminal, "not over");
      await page.mouse.wheel(0, -3000);
      await waitFrames(page);
      const shown = [];
      for (const it of await items(page)) {
        const m = /^final:(\d+)=(-?\d+)$/.exec(it.label);
        if (m) shown[Number(m[1])] = Number(m[2]);
      }
      console.log(`     engine ${JSON.stringify(s.scores)}, shown ${JSON.stringify(shown)}`);
      assert(JSON.stringify(shown) === JSON.stringify(s.scores), "shown scores differ");
      links.end = await page.evaluate(() => window.empires.shareLink());
      await shot(page, "end-over-1280x800.png");
      await page.mouse.move(400, 500);
      await page.mouse.wheel(0, 500);
      await shot(page, "end-over-chart-1280x800.png");
    });

    await check("a share link and a save round trip (same record and state)", async () => {
      const link = links.mid;
      assert(link && link.length <= 1500, "link length " + (link && link.length));
      const r = await page.evaluate((l) => window.empires.loadLink(l), link);
      assert(r.ok, "loadLink failed: " + r.error);
      const a = await st(page, -1);
      assert(a.game === "end" && a.moves > 0, "link did not load the game");
      const again = await page.evaluate(() => window.empires.shareLink());
      assert(again.replace(/^.*#g=/, "") === link.replace(/^.*#g=/, ""), "the link does not round-trip");
      const sv = await page.evaluate(() => window.empires.saveAs("end round trip"));
      assert(sv.ok, "save failed: " + sv.error);
      const saves = await page.evaluate(() => window.empires.saves());
      const mine = (saves.saves || saves).find((x) => x.name === "end round trip");
      assert(mine, "save not listed");
      const r2 = await page.evaluate((id) => window.empires.loadSave(id), mine.id);
      assert(r2.ok, "loadSave failed: " + r2.error);
      const b = await st(page, -1);
      assert(b.moves === a.moves && JSON.stringify(b.observation) === JSON.stringify(a.observation), "save did not restore the state");
    });

    await check("translations complete; no console errors", async () => {
      await page.evaluate(() => window.empires.show("about"));
      await waitFrames(page);
      await page.evaluate(() => window.empires.setLanguage("de"));
      await waitFrames(page);
      await page.evaluate(() => window.empires.setLanguage("en"));
      const problems = await page.evaluate(() => window.empires.i18nProblems());
      assert(problems.length === 0, "translation problems: " + problems.join("; "));
      assert(errors.length === 0, errors.join(" | "));
    });
    await context.close();

    // ---- hot seat: two people at one device ----
    const h = await openPage(browser, base);
    await check("hot seat: the cover comes before every private decision; only the seat at the device is drawn", async () => {
      const seats = [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }];
      const r = await h.page.evaluate((o) => window.empires.newGame(o), { game: "end", players: 2, seed: 12, seats, botDelayMs: 0 });
      assert(r.ok, r.error);
      const pick = rng(3);
      let covers = 0, leaks = 0, steps = 0, lastSeat = -1, reveals = 0, seenConflicts = 0;
      const revealed = await tr(h.page, "end.b.revealed");
      while (steps < 40) {
        await waitFrames(h.page);
        const s = await st(h.page);
        if (s.terminal) break;
        if (s.current !== lastSeat) {
          // A new person must act: the cover is up and hides the hand, the stash and the choices.
          assert(s.cover === s.current, `no cover before ${s.seats[s.current].name}'s decision at move ${s.moves}`);
          const visible = (await h.page.evaluate(() => window.empires.items())).filter((x) => x.visible).map((x) => x.label);
          assert(!visible.some((l) => /^(build:|sell:|stash:|tile:)/.test(l)), "the board, a hand or a stash is drawn under the cover");
          const legal = await h.page.evaluate(() => window.empires.legalActions());
          assert(!legal.some((a) => visible.includes(a.label)), "choices visible under the cover");
          if (covers === 0) await shot(h.page, "end-cover-1280x800.png");
          // A conflict resolved since the table last saw the board: its reveal is on the cover, for everybody together.
          const conflicts = s.observation.conflict_discard.length;
          const shown = await h.page.evaluate((l) => window.empires.findItem(l), revealed);
          assert(!!shown === (conflicts > seenConflicts), `the reveal on the cover: shown ${!!shown}, conflicts ${seenConflicts} -> ${conflicts} at move ${s.moves}`);
          if (shown && reveals++ === 0) await shot(h.page, "end-cover-reveal-1280x800.png");
          await press(h.page, await readyLabel(h.page, s.current));
          covers++;
          lastSeat = s.current;
        }
        const s2 = await st(h.page);
        assert(s2.cover === -1 && s2.viewer === s2.current, "after confirming: " + JSON.stringify({ cover: s2.cover, viewer: s2.viewer }));
        seenConflicts = s2.observation.conflict_discard.length;
        // The hand drawn is the current seat's, and nothing of the other seat's changes the drawing.
        const its = await items(h.page);
        const hand = its.filter((x) => x.label.startsWith("build:")).length;
        const own = (await st(h.page, s2.current)).observation.empires[s2.current];
        assert(hand === own.hand.length, `hand drawn ${hand} vs ${own.hand.length}`);
        if (steps % 10 === 0) {
          for (const seat of [0, 1]) {
            const lc = await h.page.evaluate((x) => window.empires.leakCheck(x), seat);
            assert(lc.ok && lc.stateEqual && lc.drawHashReal === lc.drawHashResampled, `leakCheck(${seat}) at move ${s2.moves}: ${JSON.stringify(lc)}`);
            leaks++;
          }
        }
        if (steps === 12) await shot(h.page, "end-hotseat-1280x800.png");
        await clickOneDecision(h.page, pick, 1280, 800);
        steps++;
      }
      console.log(`     ${steps} decisions, ${covers} covers confirmed, ${reveals} conflicts revealed on the cover, ${leaks} leak checks`);
      assert(covers >= 4, "too few hand-overs: " + covers);
      assert(h.errors.length === 0, "console errors: " + h.errors.join(" | "));
    });
    await h.context.close();

    // ---- phone size with touch ----
    const m = await openPage(browser, base, { width: 390, height: 844, dpr: 3, touch: true });
    await check("390x844: start, mid-game and end; a decision by a tap", async () => {
      for (const [name, link] of [["mid", links.mid], ["end", links.end]]) {
        const r = await m.page.evaluate((l) => window.empires.loadLink(l), link);
        assert(r.ok, "loadLink failed: " + r.error);
        await waitFrames(m.page);
        if ((await st(m.page)).choosing_seats)
          await press(m.page, await m.page.evaluate(() => window.empires.tr("table.start")), { touch: true });
        await shot(m.page, `end-${name}-390x844.png`);
      }
      const r = await m.page.evaluate((o) => window.empires.newGame(o), {
        game: "end", players: 2, seed: 5, seats: [{ kind: "human", name: "Anna" }, { kind: "bot", bot: "random", name: "Bruno" }], botDelayMs: 0 });
      assert(r.ok, r.error);
      await m.page.evaluate(() => window.empires.whenIdle(60000));
      await waitFrames(m.page);
      await shot(m.page, "end-start-390x844.png");
      const pick = rng(11);
      for (let i = 0; i < 6; i++) {
        const s = await m.page.evaluate(() => window.empires.whenIdle(60000));
        if (s.terminal) break;
        await clickOneDecision(m.page, pick, 390, 844, true);
      }
      await m.page.evaluate(() => window.empires.whenIdle(60000));
      await m.page.mouse.wheel(0, -3000);
      await shot(m.page, "end-play-390x844.png");
      const its = await items(m.page);
      const small = its.filter((x) => /^(tile:|disaster:|innov:|build:|sell:|stash:)/.test(x.label) && (x.w < 39.5 || x.h < 39.5));
      assert(small.length === 0, "small tap targets: " + small.slice(0, 5).map((x) => `${x.label} ${x.w}x${x.h}`).join(", "));
      assert(m.errors.length === 0, "console errors: " + m.errors.join(" | "));
    });
    await m.context.close();
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
