// Browser test of the fixed table (issue #39; kit/status_bar.h, screens/
// screen_game.cpp) in every game at 1280x800 by clicks and at 390x844 by taps:
// over consecutive decisions of the person at the table, the board's pane
// and the status bar keep their place and size; the decision's places are in
// view (inside the pane's visible part, not under the decision sheet); every
// seat's panel or strip line is in the window; the log's newest entry is in
// view; nothing on a phone lies past the right edge of the status bar, the
// sheet or the board's pane; a finger is told to tap, a mouse to click. Screenshots: build/screenshots/fixed-*.png.
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/fixed.test.mjs
import { start, check, assert, run, waitFrames, openPage, shot, rng, items, finishTurn, settle } from "./harness.mjs";

const GAMES = [
  { id: "rise", players: 3 },
  { id: "end", players: 3 },
  { id: "first", players: 3 },
  { id: "dawn", players: 3 },
];
const DECISIONS = 6;
const same = (a, b) => Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5 && Math.abs(a.w - b.w) < 0.5 && Math.abs(a.h - b.h) < 0.5;
const rect = (it) => `${it.x.toFixed(1)},${it.y.toFixed(1)} ${it.w.toFixed(1)}x${it.h.toFixed(1)}`;

async function main() {
  const { server, base, browser } = await start();
  try {
    for (const { W, H, touch } of [{ W: 1280, H: 800, touch: false }, { W: 390, H: 844, touch: true }]) {
      const { page, context, errors } = await openPage(browser, base, { width: W, height: H, touch, dpr: touch ? 2 : 1 });
      for (const g of GAMES) {
        await check(`${W}x${H} ${g.id}: the board and the status bar stay put over ${DECISIONS} decisions`, async () => {
          const seats = [{ kind: "human", name: "Anna" }];
          for (let i = 1; i < g.players; i++) seats.push({ kind: "bot", bot: "random", name: "Bot " + i });
          const r = await page.evaluate((o) => window.empires.newGame(o), { game: g.id, players: g.players, seed: 4242, seats, botDelayMs: 0 });
          assert(r.ok, r.error);
          const pick = rng(7 + W);
          let pane0 = null, bar0 = null, seen = 0;
          for (let step = 0; step < 60 && seen < DECISIONS; step++) try {
            const s = await page.evaluate(() => window.empires.whenIdle(60000));
            if (s.terminal) break;
            await settle(page);
            const its = await items(page);
            const pane = its.find((it) => it.label === "pane:board");
            const bar = its.find((it) => it.label === "pane:status");
            assert(pane && bar, "no pane:board or pane:status");
            if (!pane0) { pane0 = pane; bar0 = bar; }
            assert(same(pane, pane0), `the board's pane moved at decision ${seen}: ${rect(pane0)} -> ${rect(pane)}`);
            assert(same(bar, bar0), `the status bar changed at decision ${seen}: ${rect(bar0)} -> ${rect(bar)}`);
            // Every seat in the window.
            const seatItems = its.filter((it) => it.label.startsWith("seat:"));
            assert(seatItems.length === g.players, "seats shown: " + seatItems.length);
            for (const it of seatItems) assert(it.visible && it.y >= -0.5 && it.y + it.h <= H + 0.5, `${it.label} out of view: ${rect(it)}`);
            // The newest log entry in view: the phone's line over the board, the desktop's log column.
            if (touch) {
              const line = its.find((it) => it.label === "log:newest");
              assert(line && line.y >= 0 && line.y + line.h <= H, "the newest log line is not in view");
            } else if (s.moves > 0) {
              const logs = (await page.evaluate(() => window.empires.items())).filter((it) => /^log:\d+$/.test(it.label));
              const newest = logs.reduce((a, b) => (Number(b.label.slice(4)) > Number(a.label.slice(4)) ? b : a), logs[0]);
              // Its beginning (its first line) in the log's view: an entry taller than the log shows its top.
              const log = its.find((it) => it.label === "pane:log");
              assert(log && log.y + log.h <= H + 0.5, "the log is not in the window: " + (log && rect(log)));
              assert(newest && newest.y >= log.y - 0.5 && newest.y + Math.min(newest.h, 16) <= log.y + log.h + 0.5,
                     `the newest log entry is not in view: ${newest && rect(newest)} in the log at ${rect(log)}`);
            }
            // A finger is told to tap: no labelled text on the screen says "click" (the buttons, the notices, the board's items).
            if (touch) {
              const said = (await page.evaluate(() => window.empires.items())).map((it) => it.label).filter((l) => /click|klick/i.test(l));
              assert(said.length === 0, "a phone is told to click: " + said.slice(0, 3).join(" | "));
            }
            // Nothing of the table past a phone's right edge.
            if (touch) for (const it of its) if (/^(pane:|btn:)/.test(it.label)) assert(it.x + it.w <= W + 0.5, `${it.label} past the right edge: ${rect(it)}`);
            if (s.human_to_act !== 0) continue;  // a hand-over or nothing for Anna: the bots go on
            // The decision's places are in view: inside the pane's visible part, or in the bar or the sheet.
            const sheet = its.find((it) => it.label === "pane:sheet");
            const bottom = sheet ? Math.min(pane.y + pane.h, sheet.y) : pane.y + pane.h;
            const choices = its.filter((it) => it.legal && it.action >= 0 && it.visible && it.y >= 0 && it.y + it.h <= H &&
              (it.y + it.h / 2 < bottom || (sheet && it.y >= sheet.y) || (it.y >= bar.y && it.y + it.h <= bar.y + bar.h)));
            assert(choices.length > 0, `decision ${seen}: no legal place in view (${its.filter((it) => it.legal).length} legal items)`);
            if (seen === 2) await shot(page, `fixed-${g.id}-${W}x${H}.png`);
            const it = choices[Math.floor(pick() * choices.length)];
            const m0 = s.moves;
            if (touch) await page.touchscreen.tap(it.x + it.w / 2, it.y + it.h / 2);
            else await page.mouse.click(it.x + it.w / 2, it.y + it.h / 2);
            await waitFrames(page);
            await finishTurn(page, { touch });
            const s2 = await page.evaluate(() => window.empires.state());
            assert(s2.moves > m0 || s2.confirm || s2.held >= 0 || s2.human_to_act === 0, `the click on ${it.label} did nothing`);
            seen++;
          } catch (e) {
            await shot(page, `fixed-${g.id}-${W}x${H}-failed.png`);  // the table as it was when the check failed
            throw e;
          }
          assert(seen >= Math.min(DECISIONS, 3), `only ${seen} decisions reached`);
        });
      }
      if (touch) await check(`${W}x${H}: the prompts say "tap" and "tippe" to a finger, "click" and "klicke" to a mouse`, async () => {
        const words = () => page.evaluate(() => [window.empires.tr("first.b.prompt.place_expl"), window.empires.tr("log.open_tip")]);
        const en = await words();
        assert(/: tap one of your regions/.test(en[0]) && en[1].startsWith("Tap an entry"), "English for a finger: " + en.join(" | "));
        await page.evaluate(() => window.empires.setLanguage("de"));
        const de = await words();
        await page.evaluate(() => window.empires.setLanguage("en"));
        assert(/: Tippe eine deiner Regionen an/.test(de[0]) && de[1].startsWith("Tippe einen Eintrag an"), "German for a finger: " + de.join(" | "));
        // A mouse again: the texts say click.
        await page.mouse.move(W / 2, 5);
        await page.mouse.move(W / 2, 9);
        await waitFrames(page);
        const mouse = await words();
        assert(/: click one of your regions/.test(mouse[0]), "English for a mouse: " + mouse[0]);
      });
      assert(errors.length === 0, "page errors: " + errors.join("; "));
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
