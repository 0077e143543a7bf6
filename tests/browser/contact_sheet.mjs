// The contact sheet: screenshots of every game as a player sees it (no
// ?dev=1) — the menu, the start, a mid-game decision, a summary over the board, a
// hand-over cover and the end screen — at 1280x800 and 390x844, in English and German, and one
// HTML page showing them side by side (build/screenshots/contact/index.html).
// Not a test (run.sh does not run it): `make contact-sheet` after `make wasm`.
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/contact_sheet.mjs
import { writeFile, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { start, openPage, waitFrames, shots, rng, sleep } from "./harness.mjs";

const out = path.join(shots, "contact");
// CONTACT_SIZES=390x844 and CONTACT_LANGS=de take a part (the page then shows what is in the folder).
const sizes = (process.env.CONTACT_SIZES || "1280x800,390x844").split(",").map((s) => s.split("x").map(Number));
const langs = (process.env.CONTACT_LANGS || "en,de").split(",");
const kinds = ["start", "mid", "summary", "cover", "end"];

// Plays random legal moves for the people at the table (bots answer at once)
// until `done(state)` or the game ends.
async function playUntil(page, pick, done, limit = 4000) {
  for (let i = 0; i < limit; i++) {
    const s = await page.evaluate(() => window.empires.whenIdle(60000));
    if (s.terminal || done(s)) return s;
    if (s.held >= 0) { await page.evaluate(() => window.empires.endTurn()); continue; }
    const acts = await page.evaluate(() => window.empires.legalActions());
    if (!acts.length) return s;
    await page.evaluate((id) => window.empires.apply(id), acts[Math.floor(pick() * acts.length)].id);
  }
  return page.evaluate(() => window.empires.state());
}

async function snap(page, name, rows) {
  await waitFrames(page);
  await page.screenshot({ path: path.join(out, name) });
  rows.push(name);
}

async function main() {
  await mkdir(out, { recursive: true });
  const { server, base, browser } = await start();
  const taken = [];
  try {
    for (const [w, h] of sizes) {
      const touch = w < 600;
      // ?noworker=1: the bots think on the page (the same moves), so the bot-only games to the end
      // are not paced by the worker round trip (one frame a move).
      const { page, context } = await openPage(browser, base, { width: w, height: h, touch, query: "?noworker=1" });
      const games = (await page.evaluate(() => window.empires.games())).filter((g) => g.listed);
      for (const lang of langs) {
        await page.evaluate((l) => window.empires.setLanguage(l), lang);
        await page.evaluate(() => window.empires.show("menu"));
        await snap(page, `menu-${lang}-${w}x${h}.png`, taken);
        for (const g of games) {
          const pick = rng(11);
          const tag = `${g.id}-%s-${lang}-${w}x${h}.png`;
          // A person against bots: the start and a decision in the middle.
          const seats = [{ kind: "human", name: lang === "de" ? "Jörg" : "Anna" },
                         ...Array.from({ length: 2 }, (_, i) => ({ kind: "bot", bot: "random", name: "Bot " + (i + 2) }))];
          const players = Math.min(3, g.max_players);
          let r = await page.evaluate((o) => window.empires.newGame(o), { game: g.id, players, seed: 5, seats: seats.slice(0, players), botDelayMs: 0 });
          if (!r.ok) throw new Error(g.id + ": " + r.error);
          await playUntil(page, pick, () => true, 1);
          await snap(page, tag.replace("%s", "start"), taken);
          await playUntil(page, pick, (s) => s.moves >= 60 && !s.bot_to_act && s.held < 0);
          await snap(page, tag.replace("%s", "mid"), taken);
          // Played on until a summary (of a turn, a phase, a round) is up over the board.
          const ok = await page.evaluate(() => window.empires.tr("board.summary_ok"));
          let up = false;
          for (let i = 0; i < 400 && !up; i++) {
            up = (await page.evaluate(() => window.empires.items())).some((it) => it.label === ok && it.visible !== false);
            if (up) break;
            const s = await playUntil(page, pick, () => false, 1);
            if (s.terminal) break;
          }
          if (up) await snap(page, tag.replace("%s", "summary"), taken);  // (Dawn shows no summaries over its board)
          // Two people at one device: the hand-over cover after the first one's turn.
          const two = [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }];
          r = await page.evaluate((o) => window.empires.newGame(o), { game: g.id, players: 2, seed: 6, seats: two, botDelayMs: 0 });
          if (!r.ok) throw new Error(g.id + ": " + r.error);
          await playUntil(page, pick, (s) => s.cover >= 0 || s.moves >= 40);
          await snap(page, tag.replace("%s", "cover"), taken);
          // Bots to the end: the end screen.
          // (Heuristic bots: random ones can wander for tens of thousands of moves in Dawn.)
          const bots = Array.from({ length: 2 }, (_, i) => ({ kind: "bot", bot: "heuristic", name: "Bot " + (i + 1) }));
          r = await page.evaluate((o) => window.empires.newGame(o), { game: g.id, players: 2, seed: 7, seats: bots, botDelayMs: 0 });
          if (!r.ok) throw new Error(g.id + ": " + r.error);
          await page.evaluate(() => window.empires.whenIdle(900000));  // a loaded machine: Dawn's game is long
          await sleep(200);
          await snap(page, tag.replace("%s", "end"), taken);
          console.log(`     ${g.id} ${lang} ${w}x${h}: ${kinds.length} shots`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  // The page: per game and kind, the four pictures side by side.
  const cell = (f) => `<figure><img src="${f}" loading="lazy"><figcaption>${f}</figcaption></figure>`;
  const groups = {};
  const shown = (await readdir(out)).filter((f) => /-(en|de)-\d+x\d+\.png$/.test(f)).sort();
  for (const f of shown) {
    const key = f.replace(/-(en|de)-\d+x\d+\.png$/, "");
    (groups[key] = groups[key] || []).push(f);
  }
  const html = `<!doctype html><meta charset="utf-8"><title>Empires contact sheet</title>
<style>body{background:#222;color:#ddd;font:14px sans-serif}section{display:flex;gap:12px;align-items:flex-start;margin:0 0 24px}
figure{margin:0}img{max-height:420px;border:1px solid #555}figcaption{font-size:11px}</style>
<h1>Empires contact sheet</h1>
${Object.entries(groups).map(([k, fs]) => `<h2>${k}</h2><section>${fs.map(cell).join("")}</section>`).join("\n")}`;
  await writeFile(path.join(out, "index.html"), html);
  console.log(`contact sheet: ${taken.length} screenshots, ${path.join(out, "index.html")}`);
}

main().catch((e) => { console.error(e); process.exit(1); });
