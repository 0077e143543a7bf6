// Browser test of the log that tells the story and the end screen
// (web/screens/game_log.cpp, web/screens/game_over.cpp), on a 3-seat hot-seat
// Rise game driven through the automation API by a policy that seeks battles:
// - the log has era/turn headers, the new tiles of turn 2 and a battle line
//   ("X loses 2 cubes in Y (battle with Z)"), from the engine's events;
// - at 1280x800 and 390x844, in English and German: the newest entry stays in
//   view after a change of language; a real click on a log entry opens review
//   at that position (read-only) and "Leave review" returns to the game unchanged;
// - the end screen: the engine's totals shown with the seats' columns in rank
//   order, and each seat's categories adding up to its total.
// Screenshots: build/screenshots/story-*.png.
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/story.test.mjs
import { start, check, assert, run, waitFrames, openPage, shot, press, resize, rng, tr, state } from "./harness.mjs";


const kind = (id) => Math.floor(id / 16777216);

// Battles first, then placing cubes, then taking an empire tile; never a restart while anything else is legal.
function choose(acts, r) {
  for (const k of [13, 11, 12, 4]) {
    const c = acts.filter((a) => kind(a.id) === k);
    if (c.length) return c[Math.floor(r() * c.length)];
  }
  const rest = acts.filter((a) => kind(a.id) !== 10);
  const pool = rest.length ? rest : acts;
  return pool[Math.floor(r() * pool.length)];
}

async function playUntil(page, r, done, limit) {
  for (let i = 0; i < limit; i++) {
    const s = await state(page);
    if (s.terminal || done(s)) return s;
    const acts = await page.evaluate(() => window.empires.legalActions());
    assert(acts.length > 0, "no legal action for the seat to act");
    const res = await page.evaluate((id) => window.empires.apply(id), choose(acts, r).id);
    assert(res.ok, "apply: " + res.error);
  }
  return state(page);
}

// Scrolls the page (not the log) so that the log's entries are on screen: on
// the phone the log is under the board.
async function showLog(page, width, height) {
  if (width >= 760) return;
  // The board scrolls under the status bar pinned at the top: the wheel over its lower part, over its middle.
  await page.mouse.move(width / 2, height * 0.8);
  // Down to the board's end: until the last widgets stop moving.
  let last = null;
  for (let i = 0; i < 80; i++) {
    await page.mouse.wheel(0, 400);
    await waitFrames(page);
    const items = await page.evaluate(() => window.empires.items());
    const probe = items.filter((it) => it.visible).pop();
    const where = probe ? probe.label + "@" + probe.y : "";
    if (where === last) break;
    last = where;
  }
}

async function logItems(page) {
  const items = await page.evaluate(() => window.empires.items());
  return items.filter((it) => /^log:\d+$/.test(it.label) && it.visible);
}

async function main() {
  const { server, base, browser } = await start();
  try {
    const { page, errors } = await openPage(browser, base);
    const r = rng(12);
    const seats = [{ kind: "human", name: "Ann" }, { kind: "human", name: "Bo" }, { kind: "human", name: "Cy" }];
    let mid = null;

    await check("the log tells the story: era and turn headers, new tiles, a battle", async () => {
      const res = await page.evaluate((s) => window.empires.newGame({ game: "rise", players: 3, seed: 5, seats: s }), seats);
      assert(res.ok, "newGame: " + res.error);
      const battle = /^ +\S+ loses \d+ cubes? in .+ \(battle with \S+\)$/;
      mid = await playUntil(page, r, (s) => s.story.some((l) => battle.test(l)) && s.story.some((l) => /^# .*Turn 2/.test(l)), 600);
      assert(!mid.terminal, "the game ended before a battle");
      const story = mid.story;
      console.log(`     ${mid.moves} moves; ` + story.filter((l) => l.startsWith("# ")).join(" | "));
      console.log("     " + story.find((l) => battle.test(l)).trim());
      assert(story[0] === "# Era I · Turn 1 — Actions", "first header: " + story[0]);
      assert(story.some((l) => l === "# Era I · Turn 2 — Actions"), "no header of turn 2");
      assert(story.some((l) => /^ +New progress tiles: \S/.test(l)), "no new tiles");
      assert(story.some((l) => /^ +Ann scores \d+ VP: map \d+, cities \d+, towns \d+, progress \d+$/.test(l)), "no scoring line");
      // One line per action, or per run of the same action ("Pay 1 gold ×3"): the lines count every move.
      const counted = story.filter((l) => !l.startsWith("#") && !l.startsWith(" "))
        .reduce((n, l) => n + (/ ×(\d+)$/.test(l) ? Number(l.match(/ ×(\d+)$/)[1]) : 1), 0);
      assert(counted === mid.moves, `the log's lines count ${counted} of ${mid.moves} moves`);
      await waitFrames(page);
    });

    const sizes = [[1280, 800], [390, 844]];
    for (const [w, h] of sizes) {
      for (const lang of w === 1280 ? ["en", "de"] : ["de", "en"]) {
        await check(`${w}x${h} ${lang}: the newest entry stays in view after the language changes; an entry opens the board then`, async () => {
          if ((await page.evaluate(() => window.innerWidth)) !== w) await resize(page, w, h);
          await page.evaluate((l) => window.empires.setLanguage(l), lang);
          await waitFrames(page);
          await showLog(page, w, h);
          const s = await state(page);
          const last = (await logItems(page)).map((it) => Number(it.label.slice(4)));
          if (!last.includes(s.moves)) await shot(page, `story-fail-${w}x${h}-${lang}.png`);
          assert(last.includes(s.moves), `the newest entry (${s.moves}) is not in view: ${last.slice(-3)}`);
          if (lang === "de") assert(s.story[0].startsWith("# Epoche I · Runde 1 — Aktionen"), "German header: " + s.story[0]);
          await shot(page, `story-log-${w}x${h}-${lang}.png`);
          // A real click on an entry in view (not the newest): review at that position.
          const shown = await logItems(page);
          const target = shown[Math.max(0, shown.length - 4)];
          const n = Number(target.label.slice(4));
          await press(page, target.label);
          let v = await state(page);
          assert(v.screen === "review" && v.review && v.review.n === n && v.moves === n, `review after ${n}: ` + JSON.stringify(v.review));
          assert((await page.evaluate(() => window.empires.legalActions())).length === 0, "review is not read-only");
          await shot(page, `story-review-${w}x${h}-${lang}.png`);
          await press(page, "← " + (await tr(page, "review.leave")));
          v = await state(page);
          assert(v.screen === "game" && v.moves === s.moves && !v.review, "back in the game: " + v.screen + " " + v.moves);
        });
      }
    }

    await check("the end screen: ranking in order, categories add up to the engine's totals", async () => {
      await resize(page, 1280, 800);
      await page.evaluate(() => window.empires.setLanguage("en"));
      const end = await playUntil(page, r, () => false, 3000);
      assert(end.terminal, "the game did not end");
      for (const [w, h] of sizes) {
        for (const lang of ["en", "de"]) {
          if ((await page.evaluate(() => window.innerWidth)) !== w) await resize(page, w, h);
          await page.evaluate((l) => window.empires.setLanguage(l), lang);
          await page.mouse.move(3, h / 2);
          await page.mouse.wheel(0, -30000);
          await waitFrames(page);
          const items = await page.evaluate(() => window.empires.boardItems());
          const finals = [], cats = [[], [], []];
          for (const it of items) {
            let m = /^final:(\d+)=(-?\d+)$/.exec(it.label);
            if (m) finals.push({ seat: Number(m[1]), v: Number(m[2]), x: it.x });
            m = /^cat:(\d+):(\d+)=(-?\d+)$/.exec(it.label);
            if (m) cats[Number(m[1])][Number(m[2])] = Number(m[3]);
          }
          assert(finals.length === 3, "totals shown: " + finals.length);
          finals.sort((a, b) => a.x - b.x);
          for (const f of finals) {
            assert(f.v === end.scores[f.seat], `seat ${f.seat}: shown ${f.v}, engine ${end.scores[f.seat]}`);
            const sum = cats[f.seat].reduce((a, b) => a + b, 0);
            assert(cats[f.seat].length === 9 && sum === f.v, `seat ${f.seat}: categories ${JSON.stringify(cats[f.seat])} sum ${sum} != ${f.v}`);
          }
          for (let i = 1; i < 3; i++) {
            assert(end.ranks[finals[i].seat] >= end.ranks[finals[i - 1].seat], "columns not in rank order: " + JSON.stringify(finals));
          }
          if (w === 1280 && lang === "en") console.log(`     scores ${JSON.stringify(end.scores)}, ranks ${JSON.stringify(end.ranks)}, columns ${finals.map((f) => f.seat)}`);
          await shot(page, `story-end-${w}x${h}-${lang}.png`);
        }
      }
    });

    await check("no console errors", async () => {
      assert(errors.length === 0, errors.join("\n"));
    });
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
