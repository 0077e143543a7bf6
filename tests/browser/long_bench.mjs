// Long games, measured (not a test: figures for the closing note and the
// README). Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/long_bench.mjs FULL.save
// FULL.save: `empires play --game dawn --players 2 --seed 1 --bots passer
// --names Ann,Rob --humans 1 --save FULL.save` (250,000 actions, unfinished).
// Prints: import and load of the 250,000-action save; review of it: open,
// jumps to the start, the middle and the end; the longest main-loop steps;
// the 22,064-action Dawn link's review with the analysis running.
import { readFileSync } from "node:fs";
import path from "node:path";
import { start, run, sleep, waitFrames, openInContext, root } from "./harness.mjs";

const file = process.argv[2];
run(async () => {
  const { server, base, browser } = await start();
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openInContext(ctx, base);
    const stats = (reset = 1) => page.evaluate((r) => JSON.parse(window.Module.ccall("empires_loop_stats", "string", ["number"], [r])), reset);
    const timed = async (name, fn) => {
      await stats(1);
      const t = Date.now();
      const r = await fn();
      const ms = Date.now() - t;
      await waitFrames(page);
      const s = await stats(1);
      console.log(`${name}: ${ms} ms (longest step ${s.max_ms.toFixed(0)} ms, render ${s.max_render_ms.toFixed(0)} ms)`);
      return r;
    };
    if (file) {
      // The bytes cross into the page as base64 (a million-number array would time playwright, not the app).
      const b64 = readFileSync(file).toString("base64");
      await page.evaluate((b) => { window.__bytes = Uint8Array.from(atob(b), (c) => c.charCodeAt(0)); }, b64);
      await timed("import 250,000 actions", () => page.evaluate(() => window.empires.importSave(window.__bytes, "full.save")));
      const id = (await page.evaluate(() => window.empires.saves()))[0].id;
      await timed("load it", () => page.evaluate((i) => window.empires.loadSave(i), id));
      await timed("review it (opens at the end)", () => page.evaluate(() => window.empires.reviewRunning()));
      const moves = (await page.evaluate(() => window.empires.state(-1, { brief: true }))).review;
      console.log("review:", JSON.stringify(moves));
      await timed("jump to the start", () => page.evaluate(() => window.empires.reviewGoto(0, { brief: true }).ok !== false));
      await timed("jump to the end", () => page.evaluate(() => window.empires.reviewGoto(1e9, { brief: true }).ok !== false));
      await timed("jump to the middle", () => page.evaluate(() => window.empires.reviewGoto(100000, { brief: true }).ok !== false));
      await timed("jump back 1", () => page.evaluate(() => window.empires.reviewGoto(99999, { brief: true }).ok !== false));
      await timed("jump to the start", () => page.evaluate(() => window.empires.reviewGoto(0, { brief: true }).ok !== false));
      await page.evaluate(() => window.empires.leaveReview());
    }
    const link = readFileSync(path.join(root, "tests", "golden", "dawn_p2_long.link"), "utf8").trim();
    if (process.env.NO_ANALYSIS) return;
    await timed("review the 22,064-action link", () => page.evaluate((l) => window.empires.openReview(l), link));
    await timed("jump to the start", () => page.evaluate(() => window.empires.reviewGoto(0, { brief: true }).ok !== false));
    await timed("jump to the end", () => page.evaluate(() => window.empires.reviewGoto(1e9, { brief: true }).ok !== false));
    await stats(1);
    const t = Date.now();
    const r = await page.evaluate(() => window.empires.reviewAnalyse(200, 0));
    for (let i = 0; i < 600; i++) {
      const a = (await page.evaluate(() => window.empires.state(-1, { brief: true }))).review;
      if (a && a.analysis && !a.analysis.running) break;
      await sleep(500);
    }
    const s = await stats(1);
    console.log(`analysis (${JSON.stringify(r)}): ${Date.now() - t} ms; longest step ${s.max_ms.toFixed(0)} ms, render ${s.max_render_ms.toFixed(0)} ms, mean ${s.mean_ms.toFixed(1)} ms over ${s.steps} steps`);
    await ctx.close();
  } finally {
    await browser.close();
    server.close();
  }
});
