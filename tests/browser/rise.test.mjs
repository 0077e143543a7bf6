// Browser test of the Rise of Empires board: a full 3-player game (one seat
// through the automation API, two bots), a real mouse click on a face-up
// progress tile, an illegal tile's refusal (the engine's reason), undo, the
// final scores shown vs the engine's, and screenshots
// (build/screenshots/rise-*.png) at 1280x800 and 390x844.
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/rise.test.mjs
import { start, check, assert, run, waitFrames, openPage, shot, press, finishTurn, swipe, rng } from "./harness.mjs";


// A small deterministic PRNG for the API-driven seat.

const kind = (id) => Math.floor(id / 16777216);

// Hovers an illegal card of the tile display (a city, else a trade box; board
// items of illegal cards carry no action, so they are found by their English
// label) so its tooltip shows the engine's reason, saves a screenshot, then
// clicks it: no move is made.
async function refusal(page, name, width, height) {
  let item = null;
  for (let tries = 0; tries < 16; tries++) {
    const items = await page.evaluate(() => window.empires.boardItems());
    const cands = items.filter((it) => !it.legal && /^(Take city|Trade) /.test(it.label));
    item = cands.find((it) => it.label.startsWith("Take city")) || cands[0];
    assert(item, "no illegal card on the board");
    if (item.y > 60 && item.y + item.h < height - 10) break;
    // The board scrolls under the status bar (and, on a phone, the seat strip): wheel low on the page.
    await page.mouse.move(width / 2, height * 0.8);
    await page.mouse.wheel(0, item.y > height / 2 ? 300 : -300);
    await waitFrames(page);
  }
  assert(item.y > 60 && item.y + item.h < height - 10, "tile not scrolled into view: y=" + item.y);
  const x = item.x + item.w / 2, y = item.y + item.h / 2;
  const before = await page.evaluate(() => window.empires.state());
  await page.mouse.move(x, y);
  await shot(page, name);
  console.log(`     refused: "${item.label}"`);
  await page.mouse.click(x, y);
  await waitFrames(page);
  const after = await page.evaluate(() => window.empires.state());
  assert(after.moves === before.moves, "an illegal click made a move");
  await page.mouse.move(5, 5);
  await page.mouse.wheel(0, -3000);
  await waitFrames(page);
}

async function main() {
  const { server, base, browser } = await start();
  const links = {};
  try {
    const { page, errors, context } = await openPage(browser, base);
    const seats = [{ kind: "human", name: "Anna" }, { kind: "bot", bot: "random", name: "Bruno" },
                   { kind: "bot", bot: "random", name: "Carla" }];

    await check("3-player game starts; the board is drawn with clickable regions and tiles", async () => {
      const r = await page.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 3, seed: 2024, seats, botDelayMs: 0 });
      assert(r.ok, "newGame failed: " + r.error);
      const s = await page.evaluate(() => window.empires.whenIdle(60000));
      assert(s.human_to_act === 0, "human not to act: " + JSON.stringify(s.to_act));
      await waitFrames(page);
      const items = await page.evaluate(() => window.empires.boardItems());
      const regions = items.filter((it) => it.label.startsWith("region:"));
      assert(regions.length === 20, "regions on the board: " + regions.length);
      // A map file that does not parse leaves the shapes empty (assets/maps/rise.txt).
      const empty = regions.filter((it) => !(it.w > 0 && it.h > 0));
      assert(empty.length === 0, "regions without a shape: " + empty.map((it) => it.label).join(", "));
      const legal = items.filter((it) => it.legal);
      assert(legal.length > 3, "few legal board items: " + legal.length);
      links.start = await page.evaluate(() => window.empires.shareLink());
      await shot(page, "rise-start-1280x800.png");
    });

    await check("an illegal tile says why (the engine's reason in its tooltip) and a click on it makes no move", async () => {
      await refusal(page, "rise-refusal-1280x800.png", 1280, 800);
    });

    await check("a real mouse click on a face-up progress tile takes it", async () => {
      const before = await page.evaluate(() => window.empires.state());
      const me = before.observation.seats[0];
      let item = null;
      for (let tries = 0; tries < 12; tries++) {
        const items = await page.evaluate(() => window.empires.boardItems());
        item = items.find((it) => it.legal && kind(it.action) === 1);
        assert(item, "no legal progress tile on the board");
        if (item.y > 60 && item.y + item.h < 790) break;
        // Scroll the board column with the mouse wheel until the tile is in view.
        await page.mouse.move(400, 500);
        await page.mouse.wheel(0, item.y > 400 ? 300 : -300);
        await waitFrames(page);
      }
      assert(item.y > 60 && item.y + item.h < 790, "tile not scrolled into view: y=" + item.y);
      console.log(`     clicking "${item.label}" at ${Math.round(item.x + item.w / 2)},${Math.round(item.y + item.h / 2)}`);
      await page.mouse.click(item.x + item.w / 2, item.y + item.h / 2);
      await waitFrames(page);
      const after = await page.evaluate(() => window.empires.state());
      assert(after.moves > before.moves, "no move was made");
      const mine = after.observation.seats[0];
      assert(mine.progress.length === me.progress.length + 1, "progress tiles " + me.progress.length + " -> " + mine.progress.length);
      const disc = after.observation.action_display[0].filter((x) => x === 0).length;
      assert(disc === before.observation.action_display[0].filter((x) => x === 0).length + 1, "no disc placed in the progress row");
      // The move passed on: the turn is held (bots wait) until "End turn" in the status bar.
      assert(after.held === 0 && !after.bot_to_act, "the turn is not held: " + JSON.stringify({ held: after.held }));
      await finishTurn(page);
      await page.mouse.move(5, 5);
      await page.mouse.wheel(0, -3000);
      await waitFrames(page);
    });

    // Play to the end: the human seat picks random legal actions (preferring real actions to idling).
    let midShot = false;
    await check("the game is played to the end (human through the API, two bots)", async () => {
      const pick = rng(99);
      let steps = 0;
      for (;;) {
        const s = await page.evaluate(() => window.empires.whenIdle(120000));
        if (s.terminal) break;
        assert(s.human_to_act === 0, "expected the human to act");
        if (!midShot && s.observation.turn >= 4 && s.observation.phase === "actions") {
          midShot = true;
          links.mid = await page.evaluate(() => window.empires.shareLink());
          await shot(page, "rise-mid-1280x800.png");
          await page.evaluate(() => window.empires.setLanguage("de"));
          await shot(page, "rise-mid-de-1280x800.png");
          await page.evaluate(() => window.empires.setLanguage("en"));
        }
        const acts = await page.evaluate(() => window.empires.legalActions());
        assert(acts.length > 0, "no legal actions");
        const real = acts.filter((a) => kind(a.id) !== 6 && kind(a.id) !== 9 && kind(a.id) !== 19);
        const pool = real.length ? real : acts;
        const a = pool[Math.floor(pick() * pool.length)];
        const r = await page.evaluate((id) => window.empires.apply(id), a.id);
        assert(r.ok, "apply failed: " + r.error);
        if (++steps > 3000) throw new Error("game does not end");
      }
      console.log(`     ${steps} API moves`);
    });

    await check("the end screen shows the engine's final scores", async () => {
      const s = await page.evaluate(() => window.empires.state());
      assert(s.terminal, "not over");
      await waitFrames(page);
      const items = await page.evaluate(() => window.empires.boardItems());
      const shown = [];
      for (const it of items) {
        const m = /^final:(\d+)=(-?\d+)$/.exec(it.label);
        if (m) shown[Number(m[1])] = Number(m[2]);
      }
      console.log(`     engine ${JSON.stringify(s.scores)}, shown ${JSON.stringify(shown)}`);
      assert(JSON.stringify(shown) === JSON.stringify(s.scores), "shown scores differ");
      links.end = await page.evaluate(() => window.empires.shareLink());
      await shot(page, "rise-end-1280x800.png");
      await page.mouse.move(400, 500);
      await page.mouse.wheel(0, 500);
      await shot(page, "rise-end-chart-1280x800.png");
    });

    await check("undo takes back the own last action (hot-seat), not others'", async () => {
      const two = [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }];
      const r = await page.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 2, seed: 5, seats: two, botDelayMs: 0 });
      assert(r.ok, r.error);
      const none = await page.evaluate(() => window.empires.undo());
      assert(!none.ok, "undo with no moves succeeded");
      const s0 = await page.evaluate(() => window.empires.state());
      // The first person clicks a progress tile: the move passes on, but the turn is held.
      const clickTile = async () => {
        await page.mouse.move(5, 5);
        await page.mouse.wheel(0, -3000);
        for (let tries = 0; tries < 12; tries++) {
          const item = (await page.evaluate(() => window.empires.boardItems())).find((it) => it.legal && kind(it.action) === 1);
          assert(item, "no legal progress tile");
          if (item.y > 60 && item.y + item.h < 790) {
            await page.mouse.click(item.x + item.w / 2, item.y + item.h / 2);
            await waitFrames(page);
            return;
          }
          await page.mouse.move(400, 500);
          await page.mouse.wheel(0, item.y > 400 ? 300 : -300);
          await waitFrames(page);
        }
        throw new Error("no progress tile in view");
      };
      const first = s0.current, second = 1 - first;
      await clickTile();
      const s1 = await page.evaluate(() => window.empires.state());
      assert(s1.moves === 1 && s1.held === first && s1.current === second, "not held after the first move: " + JSON.stringify({ m: s1.moves, h: s1.held, c: s1.current }));
      await press(page, await page.evaluate(() => window.empires.tr("game.undo")));
      const s2 = await page.evaluate(() => window.empires.state());
      assert(s2.moves === 0 && s2.held === -1 && JSON.stringify(s2.observation) === JSON.stringify(s0.observation), "undo did not restore the state");
      // Again, and Anna ends her turn: Ben cannot take her move back.
      await clickTile();
      await press(page, await page.evaluate(() => window.empires.tr("game.end_turn")));
      const s3 = await page.evaluate(() => window.empires.state());
      assert(s3.moves === 1 && s3.held === -1 && s3.human_to_act === second, "the second person not to act: " + JSON.stringify({ h: s3.held, a: s3.human_to_act }));
      const other = await page.evaluate(() => window.empires.undo());
      assert(!other.ok, "the second person's undo took back the first person's move");
      // Rise has no private information: no pass-the-device cover (Settings can ask for it).
      assert(s3.cover === -1, "a cover in Rise: " + s3.cover);
      await waitFrames(page);
      assert(await page.evaluate(() => window.empires.items().some((it) => it.label === window.empires.tr("game.undo"))), "no Undo button");
      await shot(page, "rise-hotseat-1280x800.png");
    });

    await check("frame time while redrawing continuously (board on screen)", async () => {
      const r = await page.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 5, seed: 11,
        seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }, { kind: "human" }, { kind: "human" }], botDelayMs: 0 });
      assert(r.ok, r.error);
      await waitFrames(page);
      const res = await page.evaluate(() => new Promise((resolve) => {
        const f0 = window.empires.frames(), t0 = performance.now();
        const id = setInterval(() => window.Module.ccall("empires_redraw", null, [], []), 4);
        setTimeout(() => { clearInterval(id); resolve({ frames: window.empires.frames() - f0, ms: performance.now() - t0 }); }, 1500);
      }));
      console.log(`     ${res.frames} frames in ${Math.round(res.ms)} ms: ${(res.ms / Math.max(1, res.frames)).toFixed(1)} ms per frame (headless, software GL)`);
      assert(res.frames > 10, "too few frames");
    });

    await check("translations complete; no console errors", async () => {
      const problems = await page.evaluate(() => window.empires.i18nProblems());
      assert(problems.length === 0, "translation problems: " + problems.join("; "));
      assert(errors.length === 0, errors.join(" | "));
    });
    await context.close();

    // ---- phone size with touch ----
    const m = await openPage(browser, base, { width: 390, height: 844, dpr: 3, touch: true });
    await check("390x844: start, mid-game and end of the same game", async () => {
      for (const [name, link] of [["start", links.start], ["mid", links.mid], ["end", links.end]]) {
        if (!link) continue;
        const r = await m.page.evaluate((l) => window.empires.loadLink(l), link);
        assert(r.ok, "loadLink failed: " + r.error);
        await waitFrames(m.page);
        // The link brings its table: with several people, the seat chooser asks who plays here (all, by default).
        if ((await m.page.evaluate(() => window.empires.state())).choosing_seats)
          await press(m.page, await m.page.evaluate(() => window.empires.tr("table.start")), { touch: true });
        // A loaded game is hot-seat: confirm the hand-over banner by tapping it.
        const st = await m.page.evaluate(() => window.empires.state());
        if (!st.terminal) {
          const who = st.seats[st.current].name;
          const label = await m.page.evaluate((n) => window.empires.tr("game.pass_ready").replace("{0}", n), who);
          if (await m.page.evaluate((l) => window.empires.findItem(l), label)) await press(m.page, label, { touch: true });
        }
        await shot(m.page, `rise-${name}-390x844.png`);
        if (name === "mid") {
          // The zoomed map (scrolls sideways); the board scrolled to the decision: swipe back to its top first.
          for (let i = 0; i < 10; i++) await swipe(m.page, 200, 560, 220);
          await press(m.page, await m.page.evaluate(() => window.empires.tr("board.map.zoom_in")), { touch: true });
          await shot(m.page, "rise-mid-zoom-390x844.png");
          await press(m.page, await m.page.evaluate(() => window.empires.tr("board.map.zoom_out")), { touch: true });
        }
      }
      // Tap targets of the board are at least 40 px.
      const items = await m.page.evaluate(() => window.empires.boardItems());
      const small = items.filter((it) => !it.label.startsWith("region:") && !it.label.startsWith("final:") && !it.label.startsWith("cat:") && !it.label.startsWith("seat:") && (it.w < 40 || it.h < 40));
      assert(small.length === 0, "small tap targets: " + small.slice(0, 5).map((it) => `${it.label} ${it.w}x${it.h}`).join(", "));
      assert(m.errors.length === 0, "console errors: " + m.errors.join(" | "));
    });
    await m.context.close();

    // ---- phone size with a mouse: a refusal tooltip ----
    const q = await openPage(browser, base, { width: 390, height: 844, dpr: 3 });
    await check("390x844: an illegal tile says why in its tooltip", async () => {
      const r = await q.page.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 3, seed: 2024, seats, botDelayMs: 0 });
      assert(r.ok, "newGame failed: " + r.error);
      await q.page.evaluate(() => window.empires.whenIdle(60000));
      await refusal(q.page, "rise-refusal-390x844.png", 390, 844);
      assert(q.errors.length === 0, "console errors: " + q.errors.join(" | "));
    });
    await q.context.close();
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
