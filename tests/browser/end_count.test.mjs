// Browser test (issue #27): the number of another seat's secret Economy steps
// never shows. Two Empire's End games (two people at one device, seed 21)
// play the same 177 actions (rules 3: a low-resources step after every take);
// then in its Economy phase Anna converts once in one game and twice in the
// other (behind her screen), stops and ends her
// phase. Ben's view must be the same in both: the automation API's moves,
// log, story, last move, observation, positions of notes, the frame drawn for
// him (leakCheck's real draw), and review's move count as he counts them
// (reviewGoto takes that count); an imported copy counts as the Continue list.
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/end_count.test.mjs
import { sleep, start, check, assert, run, waitFrames, openPage } from "./harness.mjs";

// The common opening (found with the engine's heuristic bots on both seats; rules 3's
// "Stop buying coins" after each take added):
// after it, Anna (seat 0) is in a conversion that she may repeat.
const PREFIX = [
  16777216, 16777216, 16777216, 16777216, 16777219, 16777219, 16777219, 16777219, 50331648, 117440512, 150994944,
  167772164, 167772165, 167772168, 167772161, 167772160, 234881024, 167772168, 167772165, 167772170, 201326592, 167772164,
  167772161, 167772160, 234881024, 16777217, 50331648, 117440520, 150994944, 50331648, 117440516, 150994944, 251658260,
  117440518, 251658240, 117440514, 167772169, 335546378, 318767111, 301989888, 234881024, 251658292, 117440520, 167772169,
  335545354, 251658269, 117440514, 167772237, 318767114, 301989891, 285212672, 234881024, 50331648, 100663301, 117440517,
  150994944, 452984832, 452985601, 50331648, 117440515, 150994944, 167772168, 167772176, 201326592, 167772165, 167772161,
  234881024, 167772205, 167772164, 167772168, 167772160, 167772165, 167772170, 184549377, 184549377, 234881024, 16777216,
  16777216, 50331648, 117440519, 150994944, 16777217, 50331648, 117440515, 150994944, 268435474, 268435511, 285212672,
  167772237, 318767112, 301989890, 167772169, 335544581, 234881024, 251658257, 117440513, 167772169, 335545609, 268435492,
  285212672, 318767104, 301989889, 234881024, 16777218, 16777218, 16777218, 16777218, 16777218, 16777218, 50331648,
  117440519, 150994944, 452984832, 452985088, 16777217, 16777217, 50331648, 117440513, 150994944, 167772239, 218103871,
  167772165, 167772160, 167772170, 184549377, 184549376, 167772168, 167772161, 167772223, 234881024, 167772176, 201326592,
  167772227, 218103808, 167772168, 167772165, 167772160, 167772161, 234881024, 50331648, 117440522, 150994944, 251658288,
  117440518, 167772185, 352321565, 117440517, 318767111, 301989888, 167772237, 268435520, 234881024, 268435464, 251658294,
  117440521, 167772230, 352321557, 167772169, 335545092, 285212672, 234881024, 50331648, 150994944, 167772239, 218103813,
  167772165, 167772170, 184549377, 184549377, 167772205, 167772161, 167772168, 167772223, 234881024, 167772165, 167772161,
  167772193,
];
const CONVERT = 11 * 16777216, CONVERT_STOP = 12 * 16777216, END_PHASE = 14 * 16777216;

// Ben's view after Anna's phase, with `converts` conversions in it; each
// game on a fresh page (its own storage: no notice of a game kept before).
async function benSees(browser, base, prefix, converts) {
  const { page, errors, context } = await openPage(browser, base);
  const seats = [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }];
  const r = await page.evaluate((o) => window.empires.newGame(o), { game: "end", players: 2, seed: 21, seats, botDelayMs: 0 });
  assert(r.ok, r.error);
  const steps = [...prefix, ...Array(converts).fill(CONVERT), CONVERT_STOP, END_PHASE];
  for (const id of steps) {
    const a = await page.evaluate((x) => window.empires.apply(x), id);
    assert(a.ok, `apply(${id}) after ${converts} conversions: ${a.error}`);
  }
  await waitFrames(page);
  // Past every timed effect (a toast shows for 4 s, a move's motion 0.6 s): the two
  // frames then compare what Ben is shown, not how long ago it started (a loaded CI
  // machine drew one game's frame while something timed was still on screen).
  await sleep(4500);
  await page.mouse.move(2, 2);
  await waitFrames(page);
  const s = await page.evaluate(() => window.empires.state(1));
  assert(s.current === 1 && !s.terminal, "Ben is not to act: " + s.current);
  const keep = ["moves", "log", "story", "last_move", "observation", "hints_used", "takeovers", "to_act", "scores"];
  const view = Object.fromEntries(keep.map((k) => [k, s[k]]));
  view.frame = (await page.evaluate(() => window.empires.leakCheck(1))).drawHashReal;
  assert((await page.evaluate(() => window.empires.reviewRunning())).ok, "review");
  assert((await page.evaluate(() => window.empires.reviewViewAs(1))).ok, "review as Ben");
  await waitFrames(page);
  const rv = (await page.evaluate(() => window.empires.state(1))).review;
  view.review = { n: rv.n, total: rv.total };
  // reviewGoto takes a move number as Ben counts them (the slider's), not an action's position.
  const mid = Math.floor(rv.total / 2);
  const at = await page.evaluate((m) => window.empires.reviewGoto(m), mid);
  view.review.mid = { n: at.review.n, hash: at.hash };
  assert(at.review.n === mid, `reviewGoto(${mid}) shows move ${at.review.n}`);
  assert((await page.evaluate(() => window.empires.leaveReview())).ok, "leave review");
  // An imported copy (the link as a file) lists the moves as everyone counts them, as the Continue list does.
  const imp = await page.evaluate((l) => window.empires.importSave(l, "count.txt"), await page.evaluate(() => window.empires.shareLink()));
  assert(imp.ok, "import: " + imp.error);
  const listed = (await page.evaluate(() => window.empires.saves())).find((e) => e.name === "count");
  const kept = (await page.evaluate(() => window.empires.autosaves()))[0];
  view.imported = listed && listed.moves;
  assert(listed && listed.moves === kept.moves && listed.moves < steps.length, `imported ${listed && listed.moves}, Continue ${kept.moves}`);
  assert(errors.length === 0, errors.join(" | "));
  await context.close();
  return { view, actions: steps.length };
}

async function main() {
  const { server, base, browser } = await start();
  try {
    await check("Ben sees the same whether Anna converted once or twice behind her screen", async () => {
      const one = await benSees(browser, base, PREFIX, 1);
      const two = await benSees(browser, base, PREFIX, 2);
      assert(two.actions === one.actions + 1, "the games differ by one secret step");
      for (const k of Object.keys(one.view))
        assert(JSON.stringify(one.view[k]) === JSON.stringify(two.view[k]),
               `${k} differs: ${JSON.stringify(one.view[k]).slice(0, 400)} / ${JSON.stringify(two.view[k]).slice(0, 400)}`);
      // The count is really the seat's count: the run of Anna's secret steps is one move.
      assert(one.view.moves < one.actions, `moves ${one.view.moves} of ${one.actions} actions`);
      assert(one.view.review.total === one.view.moves && one.view.review.n === one.view.moves,
             "review counts as the game does: " + JSON.stringify(one.view.review));
      console.log(`     Ben: ${one.view.moves} moves (${one.actions} and ${two.actions} actions), review ${one.view.review.n}/${one.view.review.total}`);
    });
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
