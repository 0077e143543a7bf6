// Browser test of the playing polish on Rise of Empires (issue 12, part C), at
// 1280x800 with a mouse and at 390x844 with touch, in English and German, by
// real clicks and taps:
// - no internal id ("C1A2", "E5", "T03", "P1-IWP") and no "1 cubes" in any
//   widget label, board element, option, log line or tooltip;
// - a B-turn removal costing 2 or more is paid with one click ("Pay …");
// - touch: a tap leaves no tooltip; a long press shows it, it stays after the
//   finger lifts and the next tap dismisses it;
// - the map zooms and pans: pinch and swipe (touch), Ctrl+wheel and drag (mouse);
// - at 390x844 no widget reaches past the screen's edges.
// Screenshots: build/screenshots/polish-*.png.
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/polish.test.mjs
import { start, check, assert, run, waitFrames, openPage, shot, sleep, rng, tr, state as st } from "./harness.mjs";

const ID = /\b[A-Z]+[0-9]+[A-Z0-9]*\b|\bP[0-9]-[A-Z]{3}\b/;
const ONE_PLURAL = /(^|[^0-9])1 (cubes|discs|resources|regions|moves|tiles|Steine|Spielsteine|Waren|Regionen|Züge)\b/;
const kind = (id) => Math.floor(id / 16777216);
const KIND_REMOVE = 7;
// Labels of board elements meant for automation only (never drawn as text).
const AUTOMATION = /^(region|final|pane):/;



const tooltip = (page) => page.evaluate(() => window.empires.tooltip());

function checkText(text, where) {
  assert(!ID.test(text), `internal id in ${where}: ${JSON.stringify(text)}`);
  assert(!ONE_PLURAL.test(text), `"1" with a plural in ${where}: ${JSON.stringify(text)}`);
}

// Every text the screen offers now: widget labels, board elements, options, log lines, messages.
async function checkScreenTexts(page, where) {
  const texts = await page.evaluate(() => {
    const e = window.empires, s = e.state();
    return [
      ...e.items().filter((it) => it.visible).map((it) => ["widget", it.label]),
      ...e.boardItems().map((it) => ["board element", it.label]),
      ...e.legalActions().map((a) => ["option", a.label]),
      ...s.log.map((l) => ["log", l.text]),
      ["banner", s.banner], ["notice", s.notice],
    ];
  });
  let n = 0;
  for (const [kindOf, text] of texts) {
    if (kindOf === "board element" && AUTOMATION.test(text)) continue;
    checkText(text, `${where} (${kindOf})`);
    n++;
  }
  return n;
}

// ---- touch through the DevTools protocol (playwright's touchscreen only taps) ----
async function touchSession(page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type, points) => cdp.send("Input.dispatchTouchEvent", {
    type, touchPoints: points.map(([x, y], i) => ({ x, y, id: i + 1, radiusX: 2, radiusY: 2, force: 1 })),
  });
  const frame = async () => {
    const f = await page.evaluate(() => window.empires.frames());
    await page.waitForFunction((x) => window.empires.frames() > x, f, { timeout: 5000 }).catch(() => {});
  };
  return {
    // One finger from a to b in `steps` moves (a frame after each).
    async swipe(a, b, steps = 8) {
      await send("touchStart", [a]);
      for (let i = 1; i <= steps; i++) {
        await send("touchMove", [[a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps]]);
        await frame();
      }
      await send("touchEnd", []);
      await waitFrames(page);
    },
    // Two fingers from a1/a2 to b1/b2.
    async pinch(a1, a2, b1, b2, steps = 8) {
      await send("touchStart", [a1]);
      await frame();
      await send("touchStart", [a1, a2]);
      await frame();
      for (let i = 1; i <= steps; i++) {
        const t = i / steps, lerp = (p, q) => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
        await send("touchMove", [lerp(a1, b1), lerp(a2, b2)]);
        await frame();
      }
      await send("touchEnd", []);
      await waitFrames(page);
    },
    // A finger resting at p until `until()` holds (or 4 s), then lifted.
    async longPress(p, until) {
      await send("touchStart", [p]);
      const t0 = Date.now();
      let ok = false;
      while (Date.now() - t0 < 4000 && !(ok = await until())) await sleep(50);
      await send("touchEnd", []);
      await waitFrames(page);
      return ok;
    },
  };
}

// Scrolls the board until `find()` returns an element inside the screen
// (mouse wheel, or a finger swipe on touch). Returns the element.
// Widgets scrolled far out are not drawn (not listed): then it scrolls towards
// `dir` ("down" or "up") and, after a while, the other way.
let scrollFails = 0;
async function scrollTo(page, find, { width, height, touch, ts }, dir = "down") {
  let item = null;
  for (let tries = 0; tries < 30; tries++) {
    item = await find();
    // In the view of its window (`visible`: not scrolled out under the status bar pinned at the top).
    if (item && item.visible && item.y > 0 && item.y + item.h < height - 10) return item;
    const down = item ? item.y > height / 2 : (dir === "down") === (tries < 15);
    // Where the element's column is (not on a scrollbar, not in another column).
    const x = item ? Math.min(Math.max(item.x + item.w / 2, 30), width - 40) : width * 0.3;
    if (touch) {
      // On the top of the board's view, as a person would: just below the seat strip's toggle (the status bar
      // pinned above it does not scroll the board; the log low on the board scrolls itself first).
      const top = await page.evaluate(() => {
        const t = window.empires.tr("game.seats_more");
        const it = window.empires.items().find((w) => w.visible && w.label.startsWith(t));
        return it ? it.y + it.h + 12 : null;
      });
      const y0 = top !== null ? Math.min(top, height - 200) : height * 0.74, y1 = Math.min(y0 + 180, height - 8);
      await ts.swipe([x, down ? y1 : y0], [x, down ? y0 : y1], 4);
    } else {
      await page.mouse.move(x, height / 2);
      await page.mouse.wheel(0, down ? 250 : -250);
      await waitFrames(page);
    }
  }
  await shot(page, `polish-scrollfail-${width}x${height}-${++scrollFails}.png`);
  throw new Error("could not scroll to the element: y=" + (item && item.y));
}

async function tapOrClick(page, item, touch) {
  const x = item.x + item.w / 2, y = item.y + item.h / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await waitFrames(page);
}

// Plays (the human through the API, two bots) until the human is to remove a
// disc in a B turn and one of its discs costs 2 or more. Returns that action.
async function playToCostlyRemoval(page, seed) {
  const pick = rng(seed);
  for (let guard = 0; guard < 400; guard++) {
    const s = await page.evaluate(() => window.empires.whenIdle(120000));
    assert(!s.terminal, "the game ended before a costly removal");
    const o = s.observation;
    const acts = await page.evaluate(() => window.empires.legalActions());
    if (o.b_turn && o.pending.decision === "main") {
      let best = null, bestCost = 1;
      for (const a of acts) {
        if (kind(a.id) !== KIND_REMOVE) continue;
        const row = (a.id >> 8) & 0xff, i = a.id & 0xff;
        const cost = o.action_display[row].slice(i + 1).filter((x) => x >= 0).length;
        if (cost > bestCost) { best = a; bestCost = cost; }
      }
      if (best) return { action: best, cost: bestCost };
    }
    const real = acts.filter((a) => kind(a.id) !== 6);
    const choice = (real.length ? real : acts)[Math.floor(pick() * (real.length ? real : acts).length)];
    const r = await page.evaluate((id) => window.empires.apply(id), choice.id);
    assert(r.ok, "apply failed: " + r.error);
  }
  throw new Error("no costly removal reached");
}

// The board's right edge (its scrollbar) beside the map, measured while the map is not zoomed.
async function mapRight(page) {
  return page.evaluate(() => {
    const rs = window.empires.boardItems().filter((it) => it.label.startsWith("region:"));
    return Math.max(...rs.map((r) => r.x + r.w));
  });
}
// The Zoom/Whole map button sits above the map; the board may have scrolled it under the pinned status bar:
// scroll the board back with the wheel over its scrollbar (a wheel over the zoomed map would not scroll the board).
async function findAboveMap(page, label, x, height) {
  let item = null;
  for (let i = 0; i < 15 && !(item = await page.evaluate((l) => window.empires.findItem(l), label)); i++) {
    await page.mouse.move(x, height * 0.7);
    await page.mouse.wheel(0, -150);
    await waitFrames(page);
  }
  return item;
}

async function regionRect(page, code) {
  return page.evaluate((c) => window.empires.boardItems().find((it) => it.label === "region:" + c), code);
}

async function scenario(browser, base, { width, height, touch, lang, seed, full }) {
  const tag = `${width}x${height}-${lang}`;
  if (process.env.POLISH_ONLY && process.env.POLISH_ONLY !== tag) return;  // while working on one
  const { context, page, errors } = await openPage(browser, base, { width, height, dpr: touch ? 2 : 1, touch });
  const ts = touch ? await touchSession(page) : null;
  const view = { width, height, touch, ts };
  try {
    await page.evaluate((l) => window.empires.setLanguage(l), lang);
    const seats = [{ kind: "human", name: "Anna" }, { kind: "bot", bot: "random", name: "Bruno" },
                   { kind: "bot", bot: "random", name: "Carla" }];
    const r = await page.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 3, seed, seats, botDelayMs: 0 });
    assert(r.ok, "newGame failed: " + r.error);
    await page.evaluate(() => window.empires.whenIdle(60000));
    await waitFrames(page);

    let removal = null;
    await check(`${tag}: no internal id or wrong plural in texts, log and options up to a B turn`, async () => {
      removal = await playToCostlyRemoval(page, seed);
      await waitFrames(page);
      // The end-of-turn summary: read, then "Continue" (a real click or tap).
      const ok = await tr(page, "board.summary_ok");
      {
        // The banner is at the top of the board; the board had scrolled down to the decision.
        const b = await scrollTo(page, () => page.evaluate((l) => window.empires.items().find((it) => it.label === l), ok), view, "up");
        await shot(page, `polish-summary-${tag}.png`);
        await tapOrClick(page, b, touch);
      }
      const n = await checkScreenTexts(page, tag);
      console.log(`     ${n} texts checked; removal "${removal.action.label}" costs ${removal.cost}`);
      assert(n > 50, "few texts: " + n);
    });
    if (!removal) return;

    await check(`${tag}: tooltips of the board name things, never ids`, async () => {
      const items = (await page.evaluate(() => window.empires.boardItems()))
        .filter((it) => it.visible && it.y + it.h / 2 > 60 && it.y + it.h / 2 < height - 20 && it.x + it.w / 2 > 0 && it.x + it.w / 2 < width)
        // Touch: the tap that dismisses must not act; a region's box may centre on the sea.
        .filter((it) => !touch || (!it.legal && !AUTOMATION.test(it.label)))
        .filter((it) => !it.label.startsWith("seat:") && !it.label.startsWith("pane:"));  // a seat's panel is a place, its counters have the tips
      assert(items.length > 5, "few board elements on screen: " + items.length);
      let seen = 0;
      for (const it of items.slice(0, touch ? 3 : full ? 16 : 6)) {
        const x = it.x + it.w / 2, y = Math.min(Math.max(it.y + it.h / 2, 60), height - 20);
        let tip = "";
        if (touch) {
          await ts.longPress([x, y], async () => (tip = await tooltip(page)) !== "");
          await page.touchscreen.tap(x, y);  // dismiss (an illegal element: nothing happens)
        } else {
          await page.mouse.move(x, y);
          await waitFrames(page);
          tip = await tooltip(page);
        }
        if (tip) { checkText(tip, `${tag} tooltip of ${it.label}`); seen++; }
        else console.log(`     no tooltip at ${Math.round(x)},${Math.round(y)}: ${it.label}`);
      }
      if (!touch) await page.mouse.move(5, 5);
      // Every element in view shows its tooltip, also on several long presses in a row.
      assert(seen === Math.min(touch ? 3 : full ? 16 : 6, items.length), "tooltips seen: " + seen);
      console.log(`     ${seen} tooltips checked`);
    });

    await check(`${tag}: a removal costing ${removal.cost} is paid with one ${touch ? "tap" : "click"}`, async () => {
      const id = removal.action.id;
      const circle = await scrollTo(page, () => page.evaluate((a) => window.empires.boardItems().find((it) => it.action === a), id), view);
      const before = await st(page);
      await tapOrClick(page, circle, touch);
      const mid = await st(page);
      assert(mid.moves === before.moves + 1, "the removal was not made: " + (mid.moves - before.moves));
      assert(mid.observation.pending.decision === "pay" && mid.observation.pending.pay_left === removal.cost,
             "not paying: " + JSON.stringify(mid.observation.pending));
      const prefix = (await tr(page, "rise.b.pay.all")).split("{0}")[0];
      const button = await scrollTo(page, () => page.evaluate((p) => window.empires.items().find((it) => it.label.startsWith(p)), prefix), view, "up");
      await shot(page, `polish-pay-${tag}.png`);
      console.log(`     "${button.label}"`);
      checkText(button.label, "pay button");
      await tapOrClick(page, button, touch);
      const after = await st(page);
      assert(after.moves === mid.moves + removal.cost, `paid ${after.moves - mid.moves} of ${removal.cost}`);
      assert(after.observation.pending.decision !== "pay", "still paying");
      // One line in the log per kind paid, not one per "Pay 1 …" action: "Pay 1 gold ×3".
      const paid = after.log.slice(mid.log.length).map((e) => e.text);
      const runs = [];
      for (const t of paid) {
        if (runs.length && runs[runs.length - 1].t === t) runs[runs.length - 1].n++;
        else runs.push({ t, n: 1 });
      }
      const tail = after.story.slice(-runs.length - 2);
      for (const r of runs) {
        const line = r.n > 1 ? (await tr(page, "log.repeated")).replace("{0}", r.t).replace("{1}", String(r.n)) : r.t;
        assert(tail.includes(line), `log line "${line}" not in ${JSON.stringify(tail)}`);
      }
      assert(tail.filter((l) => paid.includes(l)).length <= runs.filter((r) => r.n === 1).length,
             "a payment step has its own line: " + JSON.stringify(tail));
      console.log(`     log: ${runs.map((r) => (r.n > 1 ? `${r.t} ×${r.n}` : r.t)).join(" | ")}`);
      await checkScreenTexts(page, tag + " after paying");
    });

    if (full && touch) {
      await check(`${tag}: a tap leaves no tooltip; a long press shows one that stays until the next tap`, async () => {
        const find = () => page.evaluate(() => window.empires.boardItems().find((it) => !it.legal && !/^(region|final|seat|cat|pane):/.test(it.label) && it.w >= 40));
        const item = await scrollTo(page, find, view);
        const x = item.x + item.w / 2, y = item.y + item.h / 2;
        const before = await st(page);
        await page.touchscreen.tap(x, y);
        await waitFrames(page);
        assert((await tooltip(page)) === "", "a tooltip after a tap: " + (await tooltip(page)));
        const shown = await ts.longPress([x, y], async () => (await tooltip(page)) !== "");
        assert(shown, "no tooltip on a long press");
        await waitFrames(page);
        const tip = await tooltip(page);
        assert(tip !== "", "the tooltip went when the finger lifted");
        await shot(page, `polish-longpress-${tag}.png`);
        await page.touchscreen.tap(x, y);
        await waitFrames(page);
        assert((await tooltip(page)) === "", "the next tap did not dismiss the tooltip");
        assert((await st(page)).moves === before.moves, "a tap on an illegal element made a move");
      });

      await check(`${tag}: pinch zooms the map and a swipe pans it`, async () => {
        const weu = await scrollTo(page, () => regionRect(page, "WEU"), view);
        const map = await page.evaluate(() => {
          const rs = window.empires.boardItems().filter((it) => it.label.startsWith("region:"));
          const x0 = Math.min(...rs.map((r) => r.x)), y0 = Math.min(...rs.map((r) => r.y));
          const x1 = Math.max(...rs.map((r) => r.x + r.w)), y1 = Math.max(...rs.map((r) => r.y + r.h));
          return { x0, y0, x1, y1 };
        });
        const cx = (map.x0 + map.x1) / 2, cy = Math.min(Math.max((map.y0 + map.y1) / 2, 80), height - 80);
        await ts.pinch([cx - 20, cy], [cx + 20, cy], [cx - 110, cy], [cx + 110, cy]);
        const zoomed = await regionRect(page, "WEU");
        assert(zoomed.w > weu.w * 2, `pinch did not zoom: ${weu.w} -> ${zoomed.w}`);
        await shot(page, `polish-pinch-${tag}.png`);
        await ts.swipe([cx + 80, cy], [cx - 80, cy]);
        const panned = await regionRect(page, "WEU");
        assert(Math.abs(panned.x - zoomed.x) > 60, `swipe did not pan: x ${zoomed.x} -> ${panned.x}`);
        assert(Math.abs(panned.w - zoomed.w) < 1, "a swipe changed the zoom");
        const whole = await findAboveMap(page, await tr(page, "board.map.zoom_out"), Math.min(map.x1 + 6, width - 4), height);
        assert(whole, "no Whole map button");
        await page.touchscreen.tap(whole.x + whole.w / 2, whole.y + whole.h / 2);
        await waitFrames(page);
        const back = await regionRect(page, "WEU");
        assert(Math.abs(back.w - weu.w) < 1, "Whole map did not reset the zoom");
      });
    } else if (full) {
      await check(`${tag}: Ctrl+wheel zooms the map and a drag pans it`, async () => {
        const weu = await scrollTo(page, () => regionRect(page, "WEU"), view);
        const right = await mapRight(page);
        const x = weu.x + weu.w / 2, y = weu.y + weu.h / 2;
        await page.mouse.move(x, y);
        await page.keyboard.down("Control");
        for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -120);
        await page.keyboard.up("Control");
        await waitFrames(page);
        const zoomed = await regionRect(page, "WEU");
        assert(zoomed.w > weu.w * 1.3, `Ctrl+wheel did not zoom: ${weu.w} -> ${zoomed.w}`);
        await page.mouse.move(x, y);
        await page.mouse.down();
        for (let i = 1; i <= 6; i++) { await page.mouse.move(x - 20 * i, y - 10 * i); await waitFrames(page); }
        await page.mouse.up();
        await waitFrames(page);
        const panned = await regionRect(page, "WEU");
        assert(Math.abs(panned.x - zoomed.x) > 60, `drag did not pan: ${zoomed.x} -> ${panned.x}`);
        await shot(page, `polish-zoom-${tag}.png`);
        const whole = await findAboveMap(page, await tr(page, "board.map.zoom_out"), right + 6, height);
        assert(whole, "no Whole map button");
        await page.mouse.click(whole.x + whole.w / 2, whole.y + whole.h / 2);
        await waitFrames(page);
      });
    }

    await check(`${tag}: nothing reaches past the screen's edges; no console errors`, async () => {
      await page.evaluate(() => window.empires.whenIdle(60000));
      for (const dy of [0, 1, 2]) {
        if (dy) {
          if (touch) await ts.swipe([width * 0.3, height * 0.85], [width * 0.3, height * 0.15], 4);
          else { await page.mouse.move(width * 0.3, height / 2); await page.mouse.wheel(0, 600); await waitFrames(page); }
        }
        // (a scrollbar takes the last pixels: a widget reaching into it is cut)
        const edge = width < 600 ? width - 10 : width + 1;
        const out = await page.evaluate((e) => window.empires.items().filter((it) => it.visible && (it.x < -1 || it.x + it.w > e)), edge);
        assert(out.length === 0, "past the edge: " + out.slice(0, 4).map((it) => `${it.label} ${Math.round(it.x)}+${Math.round(it.w)}`).join(", "));
        if (dy === 1) await shot(page, `polish-board-${tag}.png`);
      }
      // Chrome's note on synthesized (DevTools) touches is no error of the app.
      const real = errors.filter((e) => !/Ignored attempt to cancel a touch/.test(e));
      assert(real.length === 0, "console errors: " + real.join(" | "));
    });
  } finally {
    await context.close();
  }
}

async function main() {
  const { server, browser, base } = await start();
  try {
    // The gestures once per size; texts, tooltips, the payment and the edges in both languages.
    await scenario(browser, base, { width: 390, height: 844, touch: true, lang: "en", seed: 33, full: true });
    await scenario(browser, base, { width: 1280, height: 800, touch: false, lang: "en", seed: 31, full: true });
    await scenario(browser, base, { width: 390, height: 844, touch: true, lang: "de", seed: 34, full: false });
    await scenario(browser, base, { width: 1280, height: 800, touch: false, lang: "de", seed: 32, full: false });
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
