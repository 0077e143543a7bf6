// Shared scaffolding of the browser tests (tests/browser/*.test.mjs): paths, a tiny
// static server for dist/, test bookkeeping that ends with "N passed, M failed",
// Chromium launch (Debian's, through playwright-core from NODE_PATH) and page helpers.
import { createServer } from "node:http";
import { readFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const { chromium } = require("playwright-core");

// ---- paths ------------------------------------------------------------------------------------
export const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, "../..");
export const dist = path.resolve(process.env.EMPIRES_DIST || path.join(root, "dist"));
export const shots = path.join(root, "build", "screenshots");

// ---- a tiny static server ---------------------------------------------------------------------
export const MIME = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".wasm": "application/wasm",
  ".png": "image/png", ".webmanifest": "application/manifest+json", ".txt": "text/plain; charset=utf-8",
};

// Serves dist/ (or `dir`) on 127.0.0.1 (random port). The returned server carries `state`:
// set `server.state.refuse = true` to drop every request (offline), read
// `server.state.requests` for how many requests reached it, set `server.state.dir`
// to serve another folder from now on (a new build published), and with `log: true`
// read `server.state.log`: [{url, dir, status}] of every request. `server.base` is its URL.
export function serve({ refuse = false, dir = dist, log = false } = {}) {
  const state = { refuse, requests: 0, dir, log: log ? [] : null };
  const server = createServer(async (req, res) => {
    state.requests++;
    if (state.refuse) { req.socket.destroy(); return; }
    const from = path.resolve(state.dir);
    let status = 200;
    try {
      let p = decodeURIComponent(new URL(req.url, "http://x").pathname);
      if (p.endsWith("/")) p += "index.html";
      const file = path.join(from, path.normalize(p));
      if (!file.startsWith(from + path.sep)) throw new Error("outside");
      const body = await readFile(file);
      res.writeHead(200, { "Content-Type": MIME[path.extname(file)] || "application/octet-stream",
                           "Content-Length": body.length, "Cache-Control": "no-cache" });
      res.end(body);
    } catch {
      status = 404;
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not found");
    }
    if (state.log) state.log.push({ url: req.url, dir: from, status });
  });
  server.state = state;
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => {
    server.base = "http://127.0.0.1:" + server.address().port;
    resolve(server);
  }));
}

// ---- test bookkeeping -------------------------------------------------------------------------
let passed = 0, failed = 0;
// CHECK=<text> runs only the checks whose name contains it (while working on them).
export async function check(name, fn) {
  if (process.env.CHECK && !name.includes(process.env.CHECK)) return;
  const t0 = Date.now();
  const took = () => ` [${((Date.now() - t0) / 1000).toFixed(1)} s]`;  // where CI's minutes go
  try {
    await fn();
    passed++;
    console.log("ok   - " + name + took());
  } catch (e) {
    failed++;
    console.log("FAIL - " + name + took() + ": " + (e && e.stack ? e.stack.split("\n").slice(0, 3).join(" | ") : e));
  }
}
export function assert(cond, msg) { if (!cond) throw new Error(msg || "assertion failed"); }
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Prints the final "N passed, M failed" line and exits (non-zero on any failure).
export function summary() {
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

// Runs a test file's main(), then the summary; an escaping error counts as one more failure.
export function run(main) {
  main().then(summary, (e) => {
    console.log("FAIL - harness: " + (e && e.stack || e));
    console.log(`${passed} passed, ${failed + 1} failed`);
    process.exit(1);
  });
}

// ---- the browser ------------------------------------------------------------------------------
export const ARGS = ["--headless=new", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
  "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

export function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ARGS });
}

// What every test starts with: the screenshot folder, the server and the browser.
export async function start() {
  await mkdir(shots, { recursive: true });
  const server = await serve();
  const browser = await launch();
  return { server, base: server.base, browser };
}

// Waits until the app has rendered and then stopped (it is idle): the page
// says it is at rest (empires.resting(): no input waiting, nothing to draw,
// think or play soon) on two polls in a row with no frame drawn between them.
export async function waitFrames(page) {
  await page.waitForFunction(() => window.empires.frames() > 0, null, { timeout: 20000 });
  return atRest(page, 25, 10000);
}

// Polls every `pollMs` until two polls in a row find the page resting with the
// same frame count, for at most `limitMs` (a held mouse button keeps asking for
// frames: long presses); returns the frame count.
async function atRest(page, pollMs, limitMs) {
  let last = -1, r = [];
  const t0 = Date.now();
  while (Date.now() - t0 < limitMs) {
    r = await page.evaluate(() => [window.empires.frames(), window.empires.resting()]);
    if (r[1] && r[0] === last) return r[0];
    last = r[1] ? r[0] : -1;
    await sleep(pollMs);
  }
  if (process.env.DEBUG_REST) console.log(`     (not at rest after ${Date.now() - t0} ms: frames ${r[0]}, resting ${r[1]}) ` + new Error().stack.split("\n").slice(2, 5).join(" | "));
  return last;
}

// Waits for window.empires to be ready and the first frames drawn.
export async function waitReady(page) {
  await page.waitForFunction(() => window.empires && window.empires.ready, null, { timeout: 30000 });
  await page.evaluate(() => window.empires.ready);
  await waitFrames(page);
}

// Collects the page's console errors and uncaught exceptions into the returned array.
export function watchErrors(page) {
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  return errors;
}

// A new page in `context` at base + query + hash, ready, with console errors collected.
export async function openInContext(context, base, { hash = "", query = "?dev=1" } = {}) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(base + "/" + query + hash);
  await waitReady(page);
  return { page, errors };
}

// The same in a new context of its own (viewport, device scale, touch, and
// the browser's "reduce motion": a whole game played by clicks need not watch
// every slide; the motion tests keep it off).
export async function openPage(browser, base, { width = 1280, height = 800, dpr = 1, touch = false, hash = "", query = "?dev=1", reduceMotion = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: dpr, hasTouch: touch, isMobile: touch, reducedMotion: reduceMotion ? "reduce" : "no-preference" });
  const { page, errors } = await openInContext(context, base, { hash, query });
  return { context, page, errors };
}

// Saves a screenshot to build/screenshots/ once the page is idle.
export async function shot(page, name) {
  await waitFrames(page);
  await page.screenshot({ path: path.join(shots, name) });
  console.log("     screenshot " + name);
}

// Resizes the page and waits until the app has drawn a frame at the new size,
// so that widget positions read afterwards (press, findItem) are the new ones.
export async function resize(page, width, height) {
  const before = await page.evaluate(() => window.empires.frames());
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => window.innerWidth === w, width, { timeout: 20000 });
  await page.waitForFunction((f) => window.empires.frames() > f, before, { timeout: 20000 }).catch(() => {});
  await waitFrames(page);
}

// Clicks (or taps) a widget by its visible label, found through empires.findItem.
export async function press(page, label, { touch = false } = {}) {
  let item = null;
  for (let i = 0; i < 20 && !item; i++) {
    item = await page.evaluate((l) => window.empires.findItem(l), label);
    if (!item) await sleep(50);
  }
  // Below or above the screen's edge (a phone's menu scrolls; a clipped
  // widget is not drawn, so not listed): scroll as a person does, by a swipe
  // (touch) or the wheel, down by half a screen at a time, then back up.
  if (!item && (await page.evaluate(() => window.empires.state().screen)) !== "game") {
    const vh = await page.evaluate(() => window.innerHeight);
    for (let i = 0; i < 16 && !item; i++) {
      const dy = i < 6 ? -vh * 0.45 : vh * 0.45;  // finger up: the page moves down
      if (touch) await swipe(page, 8, vh / 2, dy);
      else { await page.mouse.move(8, vh / 2); await page.mouse.wheel(0, -dy); await waitFrames(page); }
      item = await page.evaluate((l) => window.empires.findItem(l), label);
    }
  }
  if (!item) {
    // A phone's game screen keeps Share, Copy link, Save as, Rules, Settings
    // and Review in its "More" menu: open it (by a real click) and look there.
    const more = await page.evaluate(() => {
      const m = window.empires.tr("game.more");
      return window.empires.items().find((it) => it.visible !== false && it.label.startsWith(m + " "));
    });
    if (more) {
      const mx = more.x + more.w / 2, my = more.y + more.h / 2;
      if (touch) await page.touchscreen.tap(mx, my);
      else await page.mouse.click(mx, my);
      await waitFrames(page);
      for (let i = 0; i < 20 && !item; i++) {
        item = await page.evaluate((l) => window.empires.findItem(l), label);
        if (!item) await sleep(50);
      }
    }
  }
  assert(item, "no visible widget labelled " + JSON.stringify(label));
  const x = item.x + item.w / 2, y = item.y + item.h / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await waitFrames(page);
}

// After a click or tap on the board: confirms a choice that cannot be taken
// back (or that can only lose) and ends a held turn, by real clicks on the
// status bar's buttons ("Yes, do it", "Do it anyway", "End turn"), so the game
// moves on as after the old single click.
export async function finishTurn(page, { touch = false } = {}) {
  for (let i = 0; i < 4; i++) {
    const s = await page.evaluate(() => window.empires.state());
    if (!s.game) return;
    let key = null;
    if (s.confirm) key = s.caution ? "game.caution_do" : "game.confirm_do";  // can only lose: "Do it anyway"
    else if (s.held >= 0) key = "game.end_turn";
    else return;
    await waitFrames(page);  // the status bar shows the button once a frame is drawn (slow under load)
    await press(page, await page.evaluate((k) => window.empires.tr(k), key), { touch });
  }
}

// A finger swipe (touch events through the DevTools protocol: a mobile page
// gets no wheel): from (x, y) by dy pixels in steps, then lifted.
export async function swipe(page, x, y, dy, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const point = (yy) => [{ x, y: yy, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(y) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(y + (dy * i) / steps) });
    await sleep(16);
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
  await waitFrames(page);
}

// ---- helpers every game's test shares ----

// A seeded random number generator (a linear congruential one): the same picks on every run.
export function rng(seed) {
  let s = seed >>> 0;
  return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; };
}

// The automation API's state (as `seat` sees it, or the screen's view) and the board items.
export const state = (page, seat) => page.evaluate((x) => window.empires.state(x), seat);
export const items = (page) => page.evaluate(() => window.empires.boardItems());
// A translation in the page's language; `arg` (optional) fills "{0}".
export const tr = (page, key, arg) =>
  page.evaluate(([k, a]) => (a == null ? window.empires.tr(k) : window.empires.tr(k).replace("{0}", String(a))), [key, arg]);

// Waits until the page draws no more frames (atRest); returns the frame count.
export async function settle(page, pollMs = 25) {
  return atRest(page, pollMs, 7000);
}

// The leak check for every seat: the screen drawn with the real state and with
// the hidden information resampled must be the same. Returns how many seats'
// resample changed the state (the check was not vacuous).
export async function leakAll(page, where) {
  await waitFrames(page);
  const s = await state(page);
  let changed = 0;
  for (let seat = 0; seat < s.players; seat++) {
    const r = await page.evaluate((x) => window.empires.leakCheck(x), seat);
    assert(r.ok && r.stateEqual && r.drawHashReal === r.drawHashResampled, `leakCheck(${seat}) at ${where}: ${JSON.stringify(r)}`);
    changed += r.resampleChanged ? 1 : 0;
  }
  return changed;
}

// A phase summary over the board (kit::summary_banner, an overlay): closed
// by its Continue, as a person does to reach what lies under it. True when
// one was closed.
// A summary drawn short (only its title: whole it would cover the decision's
// places, kit/summary.h) is opened whole by its Details. True when it was.
export async function summaryDetails(page) {
  const label = await page.evaluate(() => window.empires.tr("board.summary_details"));
  const it = await page.evaluate((l) => window.empires.findItem(l), label);
  if (!it) return false;
  await page.mouse.click(it.x + it.w / 2, it.y + it.h / 2);
  await waitFrames(page);
  return true;
}

export async function closeSummary(page, { touch = false } = {}) {
  const ok = await page.evaluate(() => window.empires.tr("board.summary_ok"));
  const it = await page.evaluate((l) => window.empires.findItem(l), ok);
  if (!it) return false;
  if (touch) await page.touchscreen.tap(it.x + it.w / 2, it.y + it.h / 2);
  else await page.mouse.click(it.x + it.w / 2, it.y + it.h / 2);
  await waitFrames(page);
  return true;
}

// Scrolls the board with the mouse wheel until the board item `find(items)`
// is in view (below the top bar, above the window's bottom), clicks its centre,
// waits for the frames the click brings (and for a move when the item carries
// an action), then finishes the turn as a person would (finishTurn: confirm a
// revealing choice, end a held turn) and waits for quiet. Returns the item.
export const PROF = [];
process.on("exit", () => { if (PROF.length) { const n = PROF.length; const sum = PROF.reduce((a, r) => a.map((x, i) => x + r[i]), [0, 0, 0, 0, 0]); console.log("PROFILE clicks " + n + " mean ms [state, click, poll, finishTurn, settle]: " + sum.map((x) => Math.round(x / n)).join(" ")); } });
export async function clickItem(page, find, what, height = 800) {
  let it = null;
  for (let tries = 0; tries < 25; tries++) {
    it = find(await items(page));
    assert(it, "no board item: " + what);
    if (it.visible && it.y > 50 && it.y + it.h < height - 8) break;
    if (it.y > 50 && it.y + it.h < height - 8 && (await closeSummary(page))) continue;  // under a summary: its Continue
    await page.mouse.move(300, height / 2);
    await page.mouse.wheel(0, it.y > height / 2 ? Math.min(600, it.y - height / 2) : -Math.min(600, height / 2 - it.y));
    await settle(page);
  }
  assert(it.visible && it.y > 50 && it.y + it.h < height - 8, `${what} not scrolled into view: y=${it.y}`);
  const T = [Date.now()];
  const f0 = await page.evaluate(() => window.empires.frames());
  const m0 = (await state(page)).moves;
  T.push(Date.now());
  await page.mouse.click(it.x + it.w / 2, it.y + it.h / 2);
  T.push(Date.now());
  for (let i = 0; i < 100; i++) {
    const f = await page.evaluate(() => window.empires.frames());
    if (f > f0 && (it.action < 0 || !it.legal)) break;
    if (f > f0) {
      const s = await state(page);
      if (s.moves > m0 || s.confirm || s.held >= 0) break;
    }
    await sleep(25);
  }
  T.push(Date.now());
  await finishTurn(page);
  T.push(Date.now());
  await settle(page);
  T.push(Date.now());
  if (process.env.PROFILE) PROF.push(T.slice(1).map((t, i) => t - T[i]));
  return it;
}

// The review's analysis of a record (a link), as its Hard button runs it:
// opens the review, starts reviewAnalyse(iterations[, reuse]) and waits until
// it ends (at most limitMs). Returns the analysis' figures (state().review
// .analysis), the main loop's statistics over it (loopStats) and the start time.
export async function analyseInReview(page, link, { iterations = 40000, reuse, limitMs = 240000, pollMs = 100 } = {}) {
  let r = await page.evaluate((l) => window.empires.openReview(l), link);
  assert(r.ok, "openReview: " + r.error);
  await page.evaluate(() => window.empires.loopStats(true));
  const t0 = Date.now();
  r = await page.evaluate(([n, u]) => (u === undefined ? window.empires.reviewAnalyse(n) : window.empires.reviewAnalyse(n, u)), [iterations, reuse]);
  assert(r.ok, "reviewAnalyse: " + r.error);
  let a;
  for (;;) {
    a = (await page.evaluate(() => window.empires.state())).review.analysis;
    if (!a.running) break;
    assert(Date.now() - t0 < limitMs, `the analysis did not finish in ${limitMs / 1000} s: ` + JSON.stringify(a));
    await sleep(pollMs);
  }
  const stats = await page.evaluate(() => window.empires.loopStats(false));
  return { a, stats, t0 };
}
