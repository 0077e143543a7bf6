// Browser test of the shared game frame (kit/status_bar.h, App::choose) by real
// clicks (1280x800) and taps (390x844), in English and in German: the status
// bar pinned at the top with the current decision's buttons in view and the
// board scrolled to the decision; every seat's panel in view, the viewing seat
// first, another seat's hidden data never drawn; undo free within the own turn
// while bots wait for "End turn", never of another person's action; the
// confirmation of a choice that reveals; the hand-over cover only with private
// information or when asked for in Settings; one bot speed in Settings and in
// the game. Screenshots: build/screenshots/ux-*.png.
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/ux.test.mjs
import { start, check, assert, run, waitFrames, openPage, shot, press, sleep, tr, state, items, closeSummary } from "./harness.mjs";


const kind = (id) => Math.floor(id / 16777216);
const back = async (page) => "← " + (await page.evaluate(() => window.empires.tr("common.back")));

// A widget (by label) drawn entirely inside the window.
async function inWindow(page, label, W, H) {
  const it = await page.evaluate((l) => window.empires.findItem(l), label);
  return !!it && it.x >= 0 && it.y >= 0 && it.x + it.w <= W + 0.5 && it.y + it.h <= H + 0.5 ? it : null;
}

// Clicks (or taps) the first board item `pick` finds, scrolling the board
// (with the wheel, low on the page, where the board is) until it is in view.
async function clickBoard(page, pick, what, { W, H, touch }) {
  let it = null;
  for (let tries = 0; tries < 24; tries++) {
    it = pick(await items(page));
    assert(it, "no board item: " + what);
    if (it.visible && it.y > 40 && it.y + it.h < H - 4) break;
    if (it.y > 40 && it.y + it.h < H - 4 && (await closeSummary(page, { touch }))) continue;  // under a summary
    await page.mouse.move(W * 0.5, H * 0.85);
    await page.mouse.wheel(0, it.y > H / 2 ? 250 : -250);
    await waitFrames(page);
  }
  assert(it.y > 40 && it.y + it.h < H - 4, `${what} not in view: y=${it.y}`);
  const x = it.x + it.w / 2, y = it.y + it.h / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await waitFrames(page);
  return it;
}

async function main() {
  const { server, base, browser } = await start();
  try {
    for (const size of [{ W: 1280, H: 800, touch: false }, { W: 390, H: 844, touch: true }]) {
      for (const lang of ["en", "de"]) {
        const { W, H, touch } = size;
        const tag = `${W}x${H}-${lang}`;
        const { page, context, errors } = await openPage(browser, base, { width: W, height: H, touch, dpr: touch ? 2 : 1 });
        const tap = (label) => press(page, label, { touch });
        const seats3 = [{ kind: "human", name: "Anna" }, { kind: "bot", bot: "random", name: "Bruno" }, { kind: "bot", bot: "random", name: "Carla" }];

        await check(`${tag}: Settings by ${touch ? "taps" : "clicks"}: the language and the bot speed`, async () => {
          await tap(await tr(page, "common.settings"));
          await tap(await tr(page, lang === "de" ? "lang.de" : "lang.en"));
          await tap(await tr(page, "settings.speed.slow"));
          const s = await state(page);
          assert(s.bot_delay_ms === 1200, "Slow in Settings: " + s.bot_delay_ms);
          const ok = await back(page);
          assert((lang === "de") === (ok === "← Zurück"), "language not switched: " + ok);
          await tap(ok);
        });

        await check(`${tag}: Rise: the status bar, the seat panels and the speed bar agreeing with Settings`, async () => {
          const r = await page.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 3, seed: 2024, seats: seats3 });
          assert(r.ok, r.error);
          const s = await page.evaluate(() => window.empires.whenIdle(60000));
          assert(s.human_to_act === 0 && s.bot_delay_ms === 1200, "start: " + JSON.stringify({ h: s.human_to_act, d: s.bot_delay_ms }));
          await waitFrames(page);
          // Every seat's panel (or strip line) in the window, Anna's first.
          const seatItems = (await items(page)).filter((it) => it.label.startsWith("seat:"));
          assert(seatItems.length === 3, "seat panels: " + seatItems.length);
          for (const it of seatItems) assert(it.y >= 0 && it.y + it.h <= H && it.x + it.w <= W + 0.5, `${it.label} out of the window: ${JSON.stringify(it)}`);
          const top = seatItems.reduce((a, b) => (b.y < a.y ? b : a));
          assert(top.label === "seat:0", "own seat not first: " + top.label);
          // The game's speed bar changes the setting: Settings shows the same
          // (on a phone the bar is in the seat strip's drawer, with every seat's full panel).
          const more = await tr(page, "game.seats_more");
          if (touch) {
            await tap(more);
            const full = (await items(page)).filter((it) => it.label.startsWith("seat:"));
            const own = full.find((it) => it.label === "seat:0");
            assert(full.length === 3 && own && own.y >= 0 && own.y + own.h <= H, "the drawer's own panel out of the window");
            await shot(page, `ux-rise-drawer-${tag}.png`);
          }
          await tap(await tr(page, "settings.speed.normal"));
          if (touch) await tap(await tr(page, "game.seats_less"));
          assert((await state(page)).bot_delay_ms === 600, "Normal in the game");
          await tap(await tr(page, "common.settings"));
          assert((await state(page)).bot_delay_ms === 600, "Settings disagrees");
          await tap(await back(page));
          assert((await state(page)).screen === "game", "not back in the game");
          await shot(page, `ux-rise-start-${tag}.png`);
        });

        await check(`${tag}: Rise: taking an empire tile puts "Done placing" in the status bar and the map in view`, async () => {
          const m0 = (await state(page)).moves;
          await clickBoard(page, (l) => l.find((it) => it.legal && kind(it.action) === 4), "an empire tile", size);
          const s = await state(page);
          assert(s.moves === m0 + 1 && s.observation.pending.decision === "empire_place", "not placing: " + JSON.stringify(s.observation.pending));
          const done = await tr(page, "rise.b.btn.place_done");
          const b = await inWindow(page, done, W, H);
          assert(b, "Done placing not in the window");
          // The board scrolled to the decision: a region to place on is in view
          // (in the board's pane, above the decision sheet when one is open).
          const all = await items(page);
          const pane = all.find((it) => it.label === "pane:board"), sheet = all.find((it) => it.label === "pane:sheet");
          const bottom = Math.min(H, pane.y + pane.h, sheet ? sheet.y : H);
          const regions = all.filter((it) => it.legal && it.label.startsWith("region:"));
          assert(regions.some((it) => it.visible && it.y >= pane.y && it.y + it.h <= bottom), "no legal region in view");
          await shot(page, `ux-rise-place-${tag}.png`);
          // Pinned: scrolling the board leaves the bar where it is.
          await page.mouse.move(W / 2, H * 0.85);
          await page.mouse.wheel(0, 2500);
          await waitFrames(page);
          const b2 = await inWindow(page, done, W, H);
          assert(b2 && Math.abs(b2.y - b.y) < 1, "the status bar moved with the board");
          await tap(await tr(page, "rise.b.btn.cancel"));
          const sc = await state(page);
          assert(sc.moves === m0, "Cancel did not take the tile back: " + JSON.stringify({ m0, moves: sc.moves, tip: await page.evaluate(() => window.empires.tooltip()), it: await page.evaluate((l) => window.empires.findItem(l), await tr(page, "rise.b.btn.cancel")) }));
        });

        await check(`${tag}: Rise: bots wait for "End turn"; Undo within the turn`, async () => {
          const m0 = (await state(page)).moves;
          await clickBoard(page, (l) => l.find((it) => it.legal && kind(it.action) === 1), "a progress tile", size);
          let s = await state(page);
          assert(s.moves === m0 + 1 && s.held === 0 && !s.bot_to_act && s.current !== 0, "not held: " + JSON.stringify({ m: s.moves, h: s.held }));
          const end = await tr(page, "game.end_turn");
          assert(await inWindow(page, end, W, H), "End turn not in the window");
          await shot(page, `ux-rise-held-${tag}.png`);
          // At Normal speed a bot moves within 0.6 s: none does while the turn is held.
          for (let t = 0; t < 8; t++) {
            await sleep(200);
            assert((await state(page)).moves === m0 + 1, "a bot moved during the held turn");
          }
          await tap(await tr(page, "game.undo"));
          s = await state(page);
          assert(s.moves === m0 && s.held === -1 && s.human_to_act === 0, "Undo: " + JSON.stringify({ m: s.moves, h: s.held }));
          await clickBoard(page, (l) => l.find((it) => it.legal && kind(it.action) === 1), "a progress tile", size);
          await tap(end);
          s = await page.evaluate(() => window.empires.whenIdle(60000));
          assert(s.moves >= m0 + 3 && s.human_to_act === 0 && s.held === -1, "bots did not move after End turn: " + s.moves);
          assert(!(await page.evaluate(() => window.empires.undo())).ok, "undo across the bots' moves");
        });

        await check(`${tag}: Rise: with Small Harbour, one "End turn" ends the action and the turn (no "End my action")`, async () => {
          const r = await page.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 3, seed: 2024, seats: seats3 });
          assert(r.ok, r.error);
          let s = await page.evaluate(() => window.empires.whenIdle(60000));
          const harbour = lang === "de" ? "Kleiner Hafen" : "Small Harbour";
          const legal = () => page.evaluate(() => window.empires.legalActions());
          const buy = (await legal()).find((a) => kind(a.id) === 1 && a.label.includes(harbour));
          assert(buy, "Small Harbour not offered: " + JSON.stringify((await legal()).map((a) => a.label)));
          assert((await page.evaluate((id) => window.empires.apply(id), buy.id)).ok, "buying Small Harbour");
          // Then actions until one leaves only the free action to take (gold and a disc in the bank).
          for (let step = 0; step < 40; step++) {
            s = await state(page);
            if (s.held === 0) await page.evaluate(() => window.empires.endTurn());
            s = await page.evaluate(() => window.empires.whenIdle(60000));
            if (s.terminal || s.observation.pending.decision === "post") break;
            const l = await legal();
            assert(l.length > 0, "nothing to do: " + JSON.stringify(s.observation.pending));
            const pick = l.find((a) => kind(a.id) !== 1 && !a.label.includes(harbour)) || l[0];
            assert((await page.evaluate((id) => window.empires.apply(id), pick.id)).ok, "apply " + pick.label);
          }
          s = await state(page);
          assert(s.observation.pending.decision === "post" && s.human_to_act === 0, "no free action after an action: " + JSON.stringify(s.observation.pending));
          await waitFrames(page);
          const end = await tr(page, "game.end_turn");
          const btn = await inWindow(page, end, W, H);
          assert(btn, "End turn not in the window");
          const labels = (await page.evaluate(() => window.empires.items())).map((it) => it.label);
          assert(labels.some((l) => l.includes(harbour)), "the free action's button is missing: " + labels.filter((l) => /\S/.test(l)).slice(0, 30).join(" | "));
          assert(!labels.some((l) => /End my action|Aktion beenden/.test(l)), "an 'End my action' button");
          await shot(page, `ux-rise-post-${tag}.png`);
          const m = s.moves;
          await tap(end);
          s = await page.evaluate(() => window.empires.whenIdle(60000));
          assert(s.held === -1 && s.moves >= m + 3, "one click did not end the turn: " + JSON.stringify({ held: s.held, moves: s.moves - m }));
          assert(s.log[m].seat === 0 && s.log[m + 1].seat !== 0, "the end of the action was not followed by the bots: " + JSON.stringify(s.log.slice(m, m + 2)));
        });

        await check(`${tag}: Rise hot-seat: no cover, no undo of the other person's move; the cover on request (Settings)`, async () => {
          const two = [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }];
          let r = await page.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 2, seed: 5, seats: two });
          assert(r.ok, r.error);
          await waitFrames(page);
          let s = await state(page);
          const first = s.current;
          assert(s.cover === -1 && s.human_to_act === first, "a cover in Rise: " + s.cover);
          await clickBoard(page, (l) => l.find((it) => it.legal && kind(it.action) === 1), "a progress tile", size);
          await tap(await tr(page, "game.end_turn"));
          s = await state(page);
          assert(s.cover === -1 && s.human_to_act === 1 - first, "the next person not up: " + JSON.stringify({ c: s.cover, h: s.human_to_act }));
          assert(!(await page.evaluate(() => window.empires.undo())).ok, "the next person took back the other's move");
          await shot(page, `ux-rise-hotseat-${tag}.png`);
          // Settings: cover the board between two players.
          await tap(await tr(page, "common.settings"));
          await tap(await tr(page, "settings.handover_cover"));
          assert((await state(page)).handover_cover === true, "the setting did not change");
          await tap(await back(page));
          r = await page.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 2, seed: 6, seats: two });
          assert(r.ok, r.error);
          await waitFrames(page);
          s = await state(page);
          assert(s.cover === s.current && s.cover >= 0, "no cover on request: " + s.cover);
          const label = (await page.evaluate(() => window.empires.tr("game.pass_ready"))).replace("{0}", s.seats[s.cover].name);
          assert(await inWindow(page, label, W, H), "the cover's button not in the window: " + label);
          await shot(page, `ux-rise-cover-${tag}.png`);
          await tap(label);
          assert((await state(page)).cover === -1, "the cover stayed");
          await tap(await tr(page, "common.settings"));
          await tap(await tr(page, "settings.handover_cover"));
          assert((await state(page)).handover_cover === false, "the setting did not change back");
          await tap(await back(page));
        });

        await check(`${tag}: First Empires: a re-roll (chance) happens at once, no dialog; the status bar says Undo stops there`, async () => {
          const r = await page.evaluate((o) => window.empires.newGame(o), {
            game: "first", players: 2, seed: 11, seats: [{ kind: "human", name: "Anna" }, { kind: "bot", bot: "random", name: "Bruno" }] });
          assert(r.ok, r.error);
          let s = await page.evaluate(() => window.empires.whenIdle(60000));
          assert(s.human_to_act === 0 && s.observation.decision === "roll", "not rolling: " + s.observation.decision);
          const seatItems = (await items(page)).filter((it) => it.label.startsWith("seat:"));
          assert(seatItems.length === 2 && seatItems.every((it) => it.y >= 0 && it.y + it.h <= H), "seat panels not in the window");
          const m0 = s.moves;
          await clickBoard(page, (l) => l.find((it) => it.label === "die:0"), "die 0", size);
          await tap(await tr(page, "first.b.btn.reroll", 1));
          s = await state(page);
          assert(!s.confirm && s.moves === m0 + 1, "the re-roll was not made at once: " + JSON.stringify({ c: s.confirm, m: s.moves }));
          assert(!(await inWindow(page, await tr(page, "game.confirm_do"), W, H)), "a confirmation dialog for a chance event");
          assert(s.can_undo === false, "Undo offered across a re-roll");
          // The re-roll either leaves Anna to act or ends her turn, which is then held (one turn model).
          assert(s.human_to_act === 0 || s.held === 0, "the turn moved on after the re-roll: " + JSON.stringify({ h: s.held, a: s.human_to_act }));
          assert(s.undo_stop === "chance", "the status bar does not say Undo stops at the roll: " + s.undo_stop);
          await shot(page, `ux-first-reroll-${tag}.png`);
        });

        await check(`${tag}: Empire's End hot-seat: the cover (private hands), both seats' panels, nothing hidden drawn`, async () => {
          const two = [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }];
          const r = await page.evaluate((o) => window.empires.newGame(o), { game: "end", players: 2, seed: 12, seats: two });
          assert(r.ok, r.error);
          await waitFrames(page);
          let s = await state(page);
          assert(s.cover === s.current && s.cover >= 0, "no cover before the first hand: " + s.cover);
          const who = s.cover;
          await tap((await page.evaluate(() => window.empires.tr("game.pass_ready"))).replace("{0}", s.seats[who].name));
          s = await state(page);
          assert(s.cover === -1 && s.viewer === who, "cover not lifted");
          await waitFrames(page);
          const seatItems = (await items(page)).filter((it) => it.label.startsWith("seat:"));
          assert(seatItems.length === 2 && seatItems.every((it) => it.y >= 0 && it.y + it.h <= H), "seat panels not in the window");
          for (const seat of [0, 1]) {
            const lc = await page.evaluate((x) => window.empires.leakCheck(x), seat);
            assert(lc.ok && lc.stateEqual && lc.drawHashReal === lc.drawHashResampled, `leakCheck(${seat}): ${JSON.stringify(lc)}`);
          }
          await shot(page, `ux-end-${tag}.png`);
        });

        await check(`${tag}: translations complete; no console errors`, async () => {
          const problems = await page.evaluate(() => window.empires.i18nProblems());
          assert(problems.length === 0, "translation problems: " + problems.join("; "));
          assert(errors.length === 0, errors.join(" | "));
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
