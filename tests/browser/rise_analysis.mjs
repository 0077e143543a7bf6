// Measurement (not part of the suite): the whole golden 3-player Rise game's
// Hard-quality analysis in headless Chromium, as the review's Hard button runs
// it (quick pass, then the final figures in thinking workers), with and
// without tree reuse. Prints the times; the target is 120 s.
// Run: EMPIRES_DIST=$PWD/dist NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/rise_analysis.mjs [reuse|plain|both] [golden-link]
import { readFileSync } from "node:fs";
import path from "node:path";
import { start, check, assert, run, openInContext, root, analyseInReview } from "./harness.mjs";

const which = process.argv[2] || "both";
const link = process.argv[3] || "rise_p3_v2.link";
const golden = (name) => readFileSync(path.join(root, "tests/golden", name), "utf8").trim();

async function main() {
  const { server, base, browser } = await start();
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    for (const reuse of which === "both" ? [false, true] : [which === "reuse"]) {
      await check(`${link} at the Hard budget, reuse ${reuse}`, async () => {
        const { page, errors } = await openInContext(context, base);
        const { a, stats: s, t0 } = await analyseInReview(page, golden(link), { reuse, limitMs: 900000, pollMs: 250 });
        console.log(`     ${a.positions} positions, reuse ${a.reuse}: ${(a.ms / 1000).toFixed(1)} s (wall ${((Date.now() - t0) / 1000).toFixed(1)} s), ` +
          `graph after ${(a.quick_ms / 1000).toFixed(1)} s, ${a.workers} worker(s), ${a.searched_iterations} iterations, ` +
          `steps over 4 ms: ${s.think_slow_steps} of ${s.steps}; drops ${JSON.stringify(a.drops)}`);
        assert(a.finished && errors.length === 0, JSON.stringify(a) + errors.join(" | "));
        await page.close();
      });
    }
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
