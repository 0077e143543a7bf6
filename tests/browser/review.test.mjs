// Browser test of review mode (web/review.cpp, web/screens/screen_review.cpp):
// - the golden complete 3-player Rise game (tests/golden/rise_p3_v2.link)
//   opened in review by openReview while a game runs; stepping with real clicks
//   on First / Back / Forward / Last / Turn >>; playback at 4 actions per
//   second that stops rendering once paused; reviewGoto(n).hash equal to the
//   native CLI's `empires replay LINK --upto n` for every 10th position and the last;
//   nothing can be applied while reviewing;
// - leaving returns to the running game unchanged (moves, log, observation,
//   localStorage); the game screen's Review button and a named save's Review
//   button (back to the saves screen);
// - a hot-seat toy game with private information reviewed mid-game: the log
//   per seat in review equals the game's own, secret choices stay secret, and
//   the review's own log (public view) shows no hidden choice.
// Screenshots: build/screenshots/review-*.png at 1280x800 and 390x844.
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/review.test.mjs
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { start, check, assert, sleep, run, waitFrames, openPage, shot, press, root, resize, tr } from "./harness.mjs";

const st = (page, seat) => page.evaluate((s) => window.empires.state(s), seat);
const storage = (page) => page.evaluate(() => JSON.stringify(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));
const cli = path.join(root, "build/native/engine/empires");
const link = readFileSync(path.join(root, "tests/golden/rise_p3_v2.link"), "utf8").trim();

// What must not change while reviewing: the game as state() reports it.
const gameView = (s) => JSON.stringify({ game: s.game, moves: s.moves, to_act: s.to_act, log: s.log, observation: s.observation, seats: s.seats, screen: s.screen, cover: s.cover });

function cliHash(n) {
  const out = execFileSync(cli, ["replay", link, "--upto", String(n)], { encoding: "utf8" });
  return JSON.parse(out).hash;
}

async function main() {
  const { server, base, browser } = await start();
  try {
    const { page, errors, context } = await openPage(browser, base);
    let total = 0;
    await check("a running game, then the golden Rise game in review by link; stepping by clicks", async () => {
      let r = await page.evaluate(() => window.empires.newGame({ game: "rise", players: 3, seed: 11, seats: [{ kind: "human", name: "Ann" }, { kind: "human", name: "Bo" }, { kind: "human", name: "Cy" }] }));
      assert(r.ok, "newGame: " + r.error);
      for (let i = 0; i < 4; i++) {
        const acts = await page.evaluate(() => window.empires.legalActions());
        r = await page.evaluate((id) => window.empires.apply(id), acts[0].id);
        assert(r.ok, "apply: " + r.error);
      }
      await waitFrames(page);
      const before = await st(page);
      const stored = await storage(page);
      r = await page.evaluate((l) => window.empires.openReview(l), link);
      assert(r.ok && r.actions > 0, "openReview: " + JSON.stringify(r));
      total = r.actions;
      let s = await st(page);
      assert(s.screen === "review" && s.review && s.review.n === total && s.review.total === total, "review state: " + JSON.stringify(s.review));
      assert(s.terminal && s.moves === total, "the last position is the finished game");
      // Read-only: nothing can be applied.
      assert((await page.evaluate(() => window.empires.legalActions())).length === 0, "legal actions offered in review");
      r = await page.evaluate(() => window.empires.apply(0));
      assert(!r.ok, "apply succeeded while reviewing");
      await shot(page, "review-last-1280x800.png");
      await press(page, await tr(page, "review.first"));
      s = await st(page);
      assert(s.review.n === 0 && s.moves === 0 && s.log.length === 0, "First: " + JSON.stringify(s.review));
      for (let i = 0; i < 3; i++) await press(page, await tr(page, "review.forward"));
      s = await st(page);
      assert(s.review.n === 3 && s.log.length === 3, "Forward x3: " + s.review.n);
      await press(page, await tr(page, "review.back"));
      assert((await st(page)).review.n === 2, "Back");
      await press(page, await tr(page, "review.next_turn"));
      const turn = (await st(page)).review.n;
      assert(turn > 2 && turn <= total, "Turn >> went to " + turn);
      await press(page, await tr(page, "review.prev_turn"));
      assert((await st(page)).review.n < turn, "<< Turn went back");
      // Playback: 4 actions per second, then paused; an idle review renders nothing.
      await press(page, (await tr(page, "review.per_second")).replace("{0}", "4"));
      const n0 = (await st(page)).review.n;
      await sleep(1600);
      await press(page, await tr(page, "review.pause"));
      const n1 = (await st(page)).review.n;
      assert(n1 - n0 >= 3 && n1 - n0 <= 10, `playback at 4/s moved ${n1 - n0} actions in about 1.6 s`);
      const f0 = await waitFrames(page);
      await sleep(600);
      const f1 = await page.evaluate(() => window.empires.frames());
      assert(f1 === f0, `a paused review rendered ${f1 - f0} frames`);
      await press(page, await tr(page, "review.last"));
      assert((await st(page)).review.n === total, "Last");
      // Leaving: the running game exactly as it was.
      await press(page, "← " + (await tr(page, "review.leave")));
      const after = await st(page);
      assert(after.review === null, "still reviewing after leaving");
      assert(gameView(after) === gameView(before), "the running game changed:\n" + gameView(before) + "\n" + gameView(after));
      assert((await storage(page)) === stored, "localStorage changed during review");
    });

    await check("reviewGoto(n).hash equals `empires replay --upto n` (every 10th position and the last)", async () => {
      let r = await page.evaluate((l) => window.empires.openReview(l), link);
      assert(r.ok, "openReview: " + r.error);
      const ns = [];
      for (let n = 0; n < total; n += 10) ns.push(n);
      ns.push(total);
      // Out of order on purpose: forward and backward jumps.
      ns.reverse();
      const mid = ns.splice(0, Math.floor(ns.length / 2));
      const order = [total].concat(ns, mid);  // first the position openReview shows
      for (const n of order) {
        const s = await page.evaluate((x) => window.empires.reviewGoto(x), n);
        assert(s.review && s.review.n === n && s.moves === n, `reviewGoto(${n}) shows ${s.review && s.review.n}`);
        const want = cliHash(n);
        assert(s.hash === want, `hash after ${n} actions: page ${s.hash}, CLI ${want}`);
      }
      console.log(`     ${order.length} positions agree with the CLI`);
      r = await page.evaluate(() => window.empires.reviewGoto(37));
      await shot(page, "review-mid-1280x800.png");
      await resize(page, 390, 844);
      await shot(page, "review-mid-390x844.png");
      await resize(page, 1280, 800);
      r = await page.evaluate(() => window.empires.leaveReview());
      assert(r.ok && (await st(page)).screen === "game", "leaveReview");
    });

    await check("the game screen's Review button and a named save's Review button return where they came from", async () => {
      const before = await st(page);
      await press(page, await tr(page, "review.open"));
      let s = await st(page);
      assert(s.screen === "review" && s.review.n === before.moves && s.review.total === before.moves, "Review of the running game: " + JSON.stringify(s.review));
      assert(!s.review.finished, "an unfinished game reviewed as finished");
      await press(page, await tr(page, "review.first"));
      await press(page, "← " + (await tr(page, "review.leave")));
      s = await st(page);
      assert(s.screen === "game" && gameView(s) === gameView(before), "not back at the running game");
      let r = await page.evaluate(() => window.empires.saveAs("review me"));
      assert(r.ok, "saveAs: " + r.error);
      r = await page.evaluate(() => window.empires.show("saves"));
      await waitFrames(page);
      await press(page, await tr(page, "review.open"));
      s = await st(page);
      assert(s.screen === "review" && s.review.total === before.moves, "Review of a save: " + JSON.stringify(s.review));
      await press(page, "← " + (await tr(page, "review.leave")));
      s = await st(page);
      assert(s.screen === "saves", "leaving went to " + s.screen);
      r = await page.evaluate(() => window.empires.show("game"));
      assert(gameView(await st(page)) === gameView(before), "the running game changed");
      assert(errors.length === 0, "console errors: " + errors.join(" | "));
    });
    await check("the game-over summary's Review button shows the finished game; leaving returns to the summary", async () => {
      let r = await page.evaluate((l) => window.empires.loadLink(l), link);
      assert(r.ok, "loadLink: " + r.error);
      const before = await st(page);
      assert(before.terminal && before.screen === "game", "the golden game is not over on the game screen");
      await waitFrames(page);  // the game-over summary has come to rest (a click on a button still moving can miss it)
      await press(page, await tr(page, "review.open"));
      let s = await st(page);
      assert(s.screen === "review" && s.review.finished && s.review.n === total, "review of the finished game: " + JSON.stringify(s.review));
      assert(s.log.every((e) => !e.hidden), "a finished game hides log entries in review");
      await press(page, await tr(page, "review.first"));
      await press(page, "← " + (await tr(page, "review.leave")));
      s = await st(page);
      assert(gameView(s) === gameView(before), "not back at the finished game's summary");
      assert(errors.length === 0, "console errors: " + errors.join(" | "));
    });
    // A long record is followed over several frames (kit/follower.h); here 64
    // actions a call (followBudget(0)), so the 22,064-action Dawn game takes a hundred.
    await check("a record followed over several frames: left for the menu midway, the page rests; back in the game, it catches up", async () => {
      await page.evaluate(() => window.empires.followBudget(0));
      try {
        const long = readFileSync(path.join(root, "tests/golden/dawn_p2_long.link"), "utf8").trim();
        const r = await page.evaluate((l) => window.empires.loadLink(l), long);
        assert(r.ok, "loadLink: " + r.error);
        await page.evaluate(() => window.empires.show("game"));
        await page.evaluate(() => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res))));
        assert(!(await page.evaluate(() => window.empires.resting())), "the game screen rests before the record is followed");
        await page.evaluate(() => window.empires.show("menu"));
        assert((await waitFrames(page)) > 0, "the menu never rests while the game's record is not followed yet");
        await page.evaluate(() => window.empires.followBudget(12));  // back at the usual pace
        await page.evaluate(() => window.empires.show("game"));
        assert((await waitFrames(page)) > 0, "the game screen never rests once back");
        const actions = (await st(page)).moves;
        const last = (await page.evaluate(() => window.empires.items())).filter((i) => /^log:\d+$/.test(i.label)).map((i) => Number(i.label.slice(4)));
        assert(last.length && Math.max(...last) === actions, `the log's newest entry ${Math.max(...last)} of ${actions}`);
      } finally {
        await page.evaluate(() => window.empires.followBudget(12));
      }
    });
    await context.close();

    await check("hot-seat toy game with private information reviewed mid-game keeps secrets", async () => {
      const { page: p, errors: errs, context: ctx } = await openPage(browser, base, { width: 390, height: 844 });
      const seats = ["Anna", "Ben", "Cleo"].map((name) => ({ kind: "human", name }));
      let r = await p.evaluate((s) => window.empires.newGame({ game: "toy", variant: 1, players: 3, seed: 3, seats: s }), seats);
      assert(r.ok, "newGame toy: " + r.error);
      // Moves until some seat's log hides another seat's choice.
      let hiddenSomewhere = false, moves = 0;
      for (let i = 0; i < 40 && !(hiddenSomewhere && moves >= 5); i++) {
        const acts = await p.evaluate(() => window.empires.legalActions());
        if (acts.length === 0) break;
        r = await p.evaluate((id) => window.empires.apply(id), acts[acts.length - 1].id);
        assert(r.ok, "apply: " + r.error);
        moves++;
        hiddenSomewhere = false;
        for (let seat = 0; seat < 3; seat++) if ((await st(p, seat)).log.some((e) => e.hidden)) hiddenSomewhere = true;
      }
      assert(hiddenSomewhere, "no secret choice was made");
      const live = [];
      for (let seat = 0; seat < 3; seat++) live.push((await st(p, seat)).log);
      const liveShown = await st(p);
      const stored = await storage(p);
      await press(p, await tr(p, "review.open"));
      let s = await st(p);
      assert(s.screen === "review" && !s.review.finished, "toy review: " + JSON.stringify(s.review));
      // The screen's own log: the public view (the cover was up: nobody's private view).
      assert(s.review.viewer === liveShown.viewer, `review viewer ${s.review.viewer}, game viewer ${liveShown.viewer}`);
      assert(JSON.stringify(s.log) === JSON.stringify(liveShown.log), "the review's log differs from the game screen's");
      let secrets = 0;
      for (let seat = 0; seat < 3; seat++) {
        const log = (await st(p, seat)).log;
        assert(JSON.stringify(log) === JSON.stringify(live[seat]), `seat ${seat}'s log differs in review`);
        secrets += log.filter((e) => e.hidden).length;
      }
      assert(secrets > 0, "no hidden entry in review");
      const secretText = (await tr(p, "game.secret_choice")).split("{0}").pop().trim();
      for (const e of s.log) if (e.hidden) assert(e.text.includes(secretText), "a hidden entry shows: " + e.text);
      // "View as" one person at the device: the screen's log is exactly that seat's.
      r = await p.evaluate(() => window.empires.reviewViewAs(1));
      assert(r.ok, "reviewViewAs: " + r.error);
      s = await st(p);
      assert(s.review.viewer === 1 && s.viewer === 1, "viewer after reviewViewAs(1): " + s.review.viewer);
      assert(JSON.stringify(s.log) === JSON.stringify(live[1]), "the review's log as seat 1 differs from seat 1's own");
      // One position back: no more than that seat saw then.
      const back = await p.evaluate(() => window.empires.reviewGoto(window.empires.state().review.total - 1));
      // (One entry fewer, or the same count when the last move continued a run of that seat's
      // secret choices, which the log tells as one entry: web/session.h log_joins_secret.)
      const joined = s.log.length > 0 && s.log[s.log.length - 1].hidden;
      assert(back.log.length === s.log.length - 1 || (joined && back.log.length === s.log.length), "reviewGoto(total - 1)");
      for (let i = 0; i < back.log.length; i++)
        if (live[1][i].hidden) assert(back.log[i].hidden, `entry ${i} hidden from seat 1 now but shown one position earlier`);
      await p.evaluate(() => window.empires.reviewGoto(window.empires.state().review.total));
      await shot(p, "review-toy-390x844.png");
      await resize(p, 1280, 800);
      await shot(p, "review-toy-1280x800.png");
      // Leave: the game exactly as it was.
      await press(p, "← " + (await tr(p, "review.leave")));
      s = await st(p);
      assert(gameView(s) === gameView(liveShown), "the toy game changed after review");
      assert((await storage(p)) === stored, "localStorage changed during the toy review");
      assert(errs.length === 0, "console errors: " + errs.join(" | "));
      await ctx.close();
    });
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
