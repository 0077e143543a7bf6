// Browser test of empires.leakCheck(seat) on Rise of Empires: a 3-player game
// (two people at one device through the automation API, one bot) stopped at
// several points, from the start through mid-phase decisions to the end; at
// each, every seat's view is drawn off-screen with the real state and with
// the hidden data re-drawn (resample_hidden) and must not differ. The check
// must leave the session, the log, the storage and the visible frames alone.
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/leak.test.mjs
import { start, check, assert, run, waitFrames, openPage, rng } from "./harness.mjs";

const kind = (id) => Math.floor(id / 16777216);

let changedTotal = 0;  // checks whose resample changed the hidden data (not vacuous)
async function leakAll(page, where) {
  await waitFrames(page);
  const s0 = await page.evaluate(() => window.empires.state());
  const frames = await page.evaluate(() => window.empires.frames());
  const saved = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  const items = await page.evaluate(() => JSON.stringify(window.empires.boardItems()));
  let changed = 0;
  for (let seat = 0; seat < s0.players; seat++) {
    const r = await page.evaluate((x) => window.empires.leakCheck(x), seat);
    assert(r.ok && r.stateEqual && r.drawHashReal === r.drawHashResampled,
           `leakCheck(${seat}) at ${where}: ${JSON.stringify(r)}`);
    changed += r.resampleChanged ? 1 : 0;
  }
  changedTotal += changed;
  const s1 = await page.evaluate(() => window.empires.state());
  assert(JSON.stringify(s1) === JSON.stringify(s0), "leakCheck changed the state() at " + where);
  assert(await page.evaluate(() => window.empires.frames()) === frames, "leakCheck counted frames at " + where);
  assert(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort())) === saved, "leakCheck touched the storage");
  assert(await page.evaluate(() => JSON.stringify(window.empires.boardItems())) === items, "leakCheck changed the board items");
  return `${where} (move ${s0.moves}, turn ${s0.observation.turn}, ${s0.observation.phase}/${s0.observation.pending.decision})`;
}

async function main() {
  const { server, base, browser } = await start();
  try {
    const { page, errors, context } = await openPage(browser, base);
    const seats = [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }, { kind: "bot", bot: "random", name: "Carla" }];

    await check("Rise: leakCheck for every seat at the start, mid-phase decisions and the end", async () => {
      const r = await page.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 3, seed: 77, seats, botDelayMs: 0 });
      assert(r.ok, r.error);
      const bad = await page.evaluate(() => window.empires.leakCheck(7));
      assert(!bad.ok && bad.error, "leakCheck of a seat that does not exist: " + JSON.stringify(bad));
      const pick = rng(5);
      const stops = new Set([0, 2, 9, 30, 75, 160]);
      const seen = [], decisions = new Set();
      let steps = 0;
      for (;;) {
        const s = await page.evaluate(() => window.empires.whenIdle(120000));
        if (s.terminal) break;
        const dec = s.observation.pending.decision;
        if (stops.has(steps)) seen.push(await leakAll(page, "step " + steps));
        else if (!decisions.has(dec) && dec !== "main") {  // the first time each multi-step decision is pending
          decisions.add(dec);
          seen.push(await leakAll(page, "decision " + dec));
        }
        const acts = await page.evaluate(() => window.empires.legalActions());
        assert(acts.length > 0, "no legal actions");
        const real = acts.filter((a) => kind(a.id) !== 6 && kind(a.id) !== 9 && kind(a.id) !== 19);
        const pool = real.length ? real : acts;
        const a = pool[Math.floor(pick() * pool.length)];
        const res = await page.evaluate((id) => window.empires.apply(id), a.id);
        assert(res.ok, "apply failed: " + res.error);
        if (++steps > 4000) throw new Error("game does not end");
      }
      seen.push(await leakAll(page, "end"));
      console.log("     checked: " + seen.join("; "));
      assert(seen.length >= 5, "too few checkpoints: " + seen.length);
      assert(changedTotal > 0, "the resample never changed the hidden data");
      console.log(`     ${changedTotal} of ${seen.length * 3} checks with re-drawn hidden data`);
    });

    await check("no console errors", async () => {
      assert(errors.length === 0, errors.join(" | "));
    });
    await context.close();
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
