// Browser test of bot pacing: a Hard (ISMCTS) bot thinks in slices inside the
// frame loop, so no main-loop step takes 50 ms or more while it thinks, and it
// moves within 2 seconds. Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/bots.test.mjs
import { createServer } from "node:http";
import { readFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const { chromium } = require("playwright-core");
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const dist = path.resolve(process.env.EMPIRES_DIST || path.join(root, "dist"));
const shots = path.join(root, "build", "screenshots");
const MIME = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".png": "image/png",
  ".webmanifest": "application/manifest+json", ".txt": "text/plain" };

function serve() {
  const server = createServer(async (req, res) => {
    try {
      let p = decodeURIComponent(new URL(req.url, "http://x").pathname);
      if (p.endsWith("/")) p += "index.html";
      const file = path.join(dist, path.normalize(p));
      if (!file.startsWith(dist)) throw new Error("outside");
      const body = await readFile(file);
      res.writeHead(200, { "Content-Type": MIME[path.extname(file)] || "application/octet-stream", "Cache-Control": "no-cache" });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let passed = 0, failed = 0;
async function check(name, fn) {
  try { await fn(); passed++; console.log("ok   - " + name); }
  catch (e) { failed++; console.log("FAIL - " + name + ": " + (e && e.message ? e.message : e)); }
}
function assert(c, m) { if (!c) throw new Error(m || "assertion failed"); }
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  await mkdir(shots, { recursive: true });
  const server = await serve();
  const base = "http://127.0.0.1:" + server.address().port;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--headless=new", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
      "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
    await page.goto(base + "/");
    await page.evaluate(() => window.empires.ready);

    await check("Hard bots: moves within 2 s, no main-loop step of 50 ms or more while thinking", async () => {
      // Three Hard bots and one human seat: the bots play until the human must act.
      const seats = [{ kind: "bot", bot: "ismcts-hard", name: "A" }, { kind: "bot", bot: "ismcts-hard", name: "B" },
        { kind: "bot", bot: "ismcts-hard", name: "C" }, { kind: "human", name: "Me" }];
      const r = await page.evaluate((o) => window.empires.newGame(o),
        { game: "rise", players: 4, seed: 11, seats, botDelayMs: 0 });
      assert(r.ok, r.error);
      await page.evaluate(() => window.empires.loopStats(true));
      const gaps = [];
      let last = performance.now(), moves = (await page.evaluate(() => window.empires.state())).moves;
      const t0 = performance.now();
      // Watch up to 40 bot moves (or 60 s), handing the human's turns to the first legal action.
      while (gaps.length < 40 && performance.now() - t0 < 60000) {
        const s = await page.evaluate(() => window.empires.state());
        if (s.terminal) break;
        if (s.moves !== moves) {
          const now = performance.now();
          gaps.push((now - last) / Math.max(1, s.moves - moves));
          last = now;
          moves = s.moves;
        }
        if (!s.bot_to_act) {
          const acts = await page.evaluate(() => window.empires.legalActions());
          if (acts.length) await page.evaluate((id) => window.empires.apply(id), acts[0].id);
          last = performance.now();
          moves = (await page.evaluate(() => window.empires.state())).moves;
        }
        await sleep(15);
      }
      const stats = await page.evaluate(() => window.empires.loopStats(false));
      const worst = Math.max(...gaps);
      console.log(`     ${gaps.length} bot moves, slowest ${worst.toFixed(0)} ms, mean ${(gaps.reduce((a, b) => a + b, 0) / gaps.length).toFixed(0)} ms; ` +
        `main-loop steps: ${stats.steps}, mean ${stats.mean_ms.toFixed(1)} ms, longest ${stats.max_ms.toFixed(1)} ms ` +
        `(without drawing ${stats.max_norender_ms.toFixed(1)} ms, drawing with software GL ${stats.max_render_ms.toFixed(1)} ms), ` +
        `longest bot slice ${stats.bot_max_ms.toFixed(1)} ms`);
      await page.screenshot({ path: path.join(shots, "bots-hard-1280x800.png") });
      assert(gaps.length >= 10, "too few bot moves observed: " + gaps.length);
      assert(worst < 2000, "a Hard bot took " + worst.toFixed(0) + " ms for a move");
      // The bot's share of any step is bounded by its slice; steps that only
      // think stay under 50 ms. (Steps that draw also pay for headless
      // software GL, reported above; on a GPU drawing takes a few ms.)
      assert(stats.bot_max_ms < 25, "a bot slice took " + stats.bot_max_ms.toFixed(1) + " ms");
      assert(stats.max_norender_ms < 50, "a thinking step took " + stats.max_norender_ms.toFixed(1) + " ms");
    });
    await check("no console errors", async () => assert(errors.length === 0, errors.join(" | ")));
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
main().catch((e) => { console.error(e); process.exit(1); });
