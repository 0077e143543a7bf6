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
const inside = (p, r) => p.x >= r.x && p.x < r.x + r.w && p.y >= r.y && p.y < r.y + r.h;
const container = (l) => /^(pane|seat|log):/.test(l);
// For a choice drawn under 44 CSS px: a point of its 44 px reach (kit/tooltip.h,
// touch_down) outside its drawing, every widget and every other board item, where
// no other legal item reaches nearer; null when it is big enough or hemmed in.
function offCentre(it, its, widgets, bottom) {
  if (it.w >= 44 && it.h >= 44) return null;
  const cx = it.x + it.w / 2, cy = it.y + it.h / 2;
  const rw = Math.max(it.w, 44) / 2 - 3, rh = Math.max(it.h, 44) / 2 - 3;
  for (const [dx, dy] of [[rw, 0], [-rw, 0], [0, rh], [0, -rh], [rw, rh], [-rw, rh], [rw, -rh], [-rw, -rh]]) {
    const p = { x: cx + dx, y: cy + dy };
    if (p.x < 2 || p.x > 388 || p.y < 0 || p.y > bottom - 2 || inside(p, it)) continue;
    if (widgets.some((w) => w.visible !== false && !container(w.label) && inside(p, w))) continue;
    if (its.some((o) => o !== it && o.visible && !container(o.label) && inside(p, o))) continue;
    const d = Math.hypot(dx, dy);
    // Rivals: legal board items and widgets (a widget reaches as far), not this item's own widget.
    const twin = (o) => same(o, it);
    const rivals = [...its.filter((o) => o.legal), ...widgets.filter((w) => w.pressable && w.visible !== false)];
    const rival = rivals.some((o) => o !== it && !twin(o) && o.visible !== false && !container(o.label) &&
      Math.abs(p.x - o.x - o.w / 2) <= Math.max(o.w, 44) / 2 && Math.abs(p.y - o.y - o.h / 2) <= Math.max(o.h, 44) / 2 &&
      Math.hypot(p.x - o.x - o.w / 2, p.y - o.y - o.h / 2) <= d);
    if (!rival) return { ...p, dx, dy };
  }
  return null;
}
const rect = (it) => `${it.x.toFixed(1)},${it.y.toFixed(1)} ${it.w.toFixed(1)}x${it.h.toFixed(1)}`;

async function main() {
  const { server, base, browser } = await start();
  try {
    const small = [];  // choices drawn under 44 px and tapped beside their drawing
    for (const { W, H, touch } of [{ W: 1280, H: 800, touch: false }, { W: 390, H: 844, touch: true }]) {
      const { page, context, errors } = await openPage(browser, base, { width: W, height: H, touch, dpr: touch ? 2 : 1 });
      if (touch) await check(`${W}x${H}: the menu's buttons drawn under 44 px are reached by a tap beside them`, async () => {
        // The language toggles (31 px high): a tap beside each switches the language.
        for (const [label, lang] of [["Deutsch", "de"], ["English", "en"]]) {
          await waitFrames(page);
          const widgets = await page.evaluate(() => window.empires.items());
          const it = widgets.find((w) => w.label === label && w.visible);
          assert(it && it.h < 44, `no ${label} button under 44 px on the menu: ${it && rect(it)}`);
          const off = offCentre(it, [], widgets, H);
          assert(off, `no free point within the 44 px reach of ${label} (${rect(it)})`);
          await page.touchscreen.tap(off.x, off.y);
          await waitFrames(page);
          const now = (await page.evaluate(() => window.empires.tr("board.summary_ok"))) === "Weiter" ? "de" : "en";
          assert(now === lang, `a tap ${off.dx.toFixed(0)},${off.dy.toFixed(0)} px off the centre of ${label} (${rect(it)}) left the language ${now}`);
          small.push(`menu ${label} ${it.w.toFixed(0)}x${it.h.toFixed(0)} tapped ${off.dx.toFixed(0)},${off.dy.toFixed(0)} off centre`);
        }
      });
      for (const g of GAMES) {
        await check(`${W}x${H} ${g.id}: the board and the status bar stay put over ${DECISIONS} decisions`, async () => {
          const seats = [{ kind: "human", name: "Anna" }];
          for (let i = 1; i < g.players; i++) seats.push({ kind: "bot", bot: "random", name: "Bot " + i });
          const r = await page.evaluate((o) => window.empires.newGame(o), { game: g.id, players: g.players, seed: 4242, seats, botDelayMs: 0 });
          assert(r.ok, r.error);
          const pick = rng(7 + W);
          let pane0 = null, bar0 = null, seen = 0;
          const marked = new Set();  // seats whose last move was marked on the board
          for (let step = 0; step < 60 && seen < DECISIONS; step++) try {
            const s = await page.evaluate(() => window.empires.whenIdle(60000));
            if (s.terminal) break;
            await settle(page);
            const its = await items(page);
            const pane = its.find((it) => it.label === "pane:board");
            const bar = its.find((it) => it.label === "pane:status");
            for (const m of its.filter((it) => it.label.startsWith("last:"))) marked.add(m.label.split(":")[1]);
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
            // A phone taps a choice drawn smaller than a finger when there is one, beside its drawing (within its 44 px reach).
            const widgets = touch ? await page.evaluate(() => window.empires.items()) : [];
            const tiny = choices.filter((c) => touch && offCentre(c, its, widgets, bottom));
            const pool = tiny.length ? tiny : choices;
            const it = pool[Math.floor(pick() * pool.length)];
            const m0 = s.moves;
            const off = touch ? offCentre(it, its, widgets, bottom) : null;
            if (off) small.push(`${g.id} ${it.label.slice(0, 30)} ${it.w.toFixed(0)}x${it.h.toFixed(0)} tapped ${off.dx.toFixed(0)},${off.dy.toFixed(0)} off centre`);
            if (touch) await page.touchscreen.tap(off ? off.x : it.x + it.w / 2, off ? off.y : it.y + it.h / 2);
            else await page.mouse.click(it.x + it.w / 2, it.y + it.h / 2);
            await waitFrames(page);
            await finishTurn(page, { touch });
            const s2 = await page.evaluate(() => window.empires.state());
            if (off) {
              // It moved, or asks, or (a source chosen on First's map: no action yet) the board offers other choices.
              const legalNow = (l) => l.filter((x) => x.legal && x.visible).map((x) => x.label).join("|");
              const reached = s2.moves > m0 || s2.confirm || s2.held >= 0 || legalNow(await items(page)) !== legalNow(its);
              assert(reached, `a tap ${off.dx.toFixed(0)},${off.dy.toFixed(0)} px off the centre of ${it.label} (${rect(it)}) did not reach it`);
            }
            assert(s2.moves > m0 || s2.confirm || s2.held >= 0 || s2.human_to_act === 0, `the click on ${it.label} did nothing`);
            seen++;
          } catch (e) {
            await shot(page, `fixed-${g.id}-${W}x${H}-failed.png`);  // the table as it was when the check failed
            throw e;
          }
          assert(seen >= Math.min(DECISIONS, 3), `only ${seen} decisions reached`);
          // The last move stays marked where it happened (kit::Board::where; the bots' below).
          assert(marked.size >= 1, "no move was marked on the board");
        });
        if (!touch) await check(`${W}x${H} ${g.id}: the board pans to where each bot's move happens`, async () => {
          // Bots only (nobody here decides): after each move, its mark is in the board pane's view.
          const seats = [];
          for (let i = 0; i < g.players; i++) seats.push({ kind: "bot", bot: "random", name: "Bot " + (i + 1) });
          const r = await page.evaluate((o) => window.empires.newGame(o), { game: g.id, players: g.players, seed: 99, seats, botDelayMs: 500 });
          assert(r.ok, r.error);
          let moves = 0, checked = 0, panned = 0, y0 = null;
          const t0 = Date.now();
          // Rise: on until one of its bots' moves needed a scroll (an empire's regions, the lower rows).
          while (Date.now() - t0 < 25000 && (checked < 4 || (g.id === "rise" && !panned && checked < 16))) {
            const s = await page.evaluate(() => window.empires.state());
            if (s.moves === moves) { await new Promise((res) => setTimeout(res, 60)); continue; }
            moves = s.moves;
            await new Promise((res) => setTimeout(res, 250));  // the pan's frames
            const its = await items(page);
            const newest = s.log.filter((e) => e.seat >= 0).pop();
            const pane = its.find((it) => it.label === "pane:board");
            const mine = its.filter((it) => newest && it.label.startsWith(`last:${newest.seat}:`));
            if (!mine.length || !pane) continue;
            checked++;
            const inView = mine.some((m) => m.y + m.h / 2 >= pane.y && m.y + m.h / 2 <= pane.y + pane.h);
            assert(inView, `after move ${s.moves} (${newest.text}) its mark ${mine[0].label} at y ${mine[0].y.toFixed(0)} is outside the board's view (${pane.y.toFixed(0)}..${(pane.y + pane.h).toFixed(0)})`);
            // Did the board scroll? An item drawn in both frames (not a mark) moved.
            const at = new Map(its.filter((it) => !/^(last|pane|seat|log):/.test(it.label)).map((it) => [it.label, it.y]));
            if (y0 && [...at].some(([l, y]) => y0.has(l) && Math.abs(y0.get(l) - y) > 1)) panned++;
            y0 = at;
          }
          assert(checked >= 3, `only ${checked} bot moves were marked`);
          // Rise's map and action display do not fit the pane together: its bots' moves scroll the board.
          if (g.id === "rise") assert(panned > 0, "the board never panned to a bot's move");
          await shot(page, `fixed-${g.id}-bots-${W}x${H}.png`);
          console.log(`     ${checked} bot moves, each in view (the board scrolled ${panned} times)`);
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
      if (touch) await check(`${W}x${H}: choices drawn under 44 px are reached by a tap beside them`, async () => {
        for (const l of small) console.log("     " + l);
        assert(small.length > 0, "no choice under 44 px was tapped beside its drawing");
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
