// Browser test of hidden information in hot-seat play, on the toy game's
// extended variant (variant 1: secret multi-step stakes from a rotating first
// player, a public reveal each round, a decision by the round's loser; a dev
// game, opened with ?dev=1). Three people share one device, driven by real
// clicks on the page: the generic pass-the-device cover hides the board
// between them, a secret stake shows in the others' log only as a secret
// choice until the reveal, the loser's decision gets the cover, a player may
// undo an own secret step while still acting but not once another person is
// to act, and empires.leakCheck finds nothing hidden on screen for any seat.
// Screenshots (build/screenshots/toy-*.png) at 1280x800 and 390x844.
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/toy.test.mjs
import { start, check, assert, run, waitFrames, openPage, shot, press, finishTurn, tr } from "./harness.mjs";


const NAMES = ["Anna", "Ben", "Cleo"];
const CONFIRM = 100;

const st = (page, seat) => page.evaluate((s) => window.empires.state(s), seat);
const visibleLabels = async (page) => (await page.evaluate(() => window.empires.items())).filter((it) => it.visible).map((it) => it.label);

// The cover's button for the seat that must take the device.
async function readyLabel(page, seat) {
  const s = await st(page);
  return (await tr(page, "game.pass_ready")).replace("{0}", s.seats[seat].name);
}

// A link brings its table; with several people the seat chooser asks who
// plays here: tap "Play" (every person here, the default).
async function chooseAllHere(page) {
  const s = await st(page);
  assert(s.choosing_seats, "a link with three people should ask who plays here");
  assert(s.human_to_act === -1 && s.cover === -1, "nobody moves and no cover while the seats are chosen");
  await press(page, await tr(page, "table.start"), { touch: true });
}

// Confirms the cover for the seat it waits for (a real click), checking it hid the board first.
async function takeDevice(page, touch = false) {
  await finishTurn(page, { touch });  // the person before ends the turn first ("End turn"), then passes the device
  await waitFrames(page);
  const s = await st(page);
  assert(s.cover >= 0 && s.cover === s.current, "no cover for the seat to act: " + JSON.stringify({ cover: s.cover, current: s.current }));
  const labels = await visibleLabels(page);
  const legal = await page.evaluate(() => window.empires.legalActions());
  const shown = legal.filter((a) => labels.includes(a.label));
  assert(shown.length === 0, "the cover leaves choices visible: " + shown.map((a) => a.label).join(", "));
  await press(page, await readyLabel(page, s.cover), { touch });
  const after = await st(page);
  assert(after.cover === -1, "the cover stayed after confirming");
  return s.cover;
}

// Clicks the action button with this id (its label comes from legalActions).
async function clickAction(page, id, touch = false) {
  const legal = await page.evaluate(() => window.empires.legalActions());
  const a = legal.find((x) => x.id === id);
  assert(a, "action " + id + " is not legal now: " + legal.map((x) => x.id).join(","));
  // Counted as the clicking seat counts it: another seat counts a run of
  // secret steps as one move (web/session.h moves_seen).
  const seat = (await st(page)).current;
  const before = (await st(page, seat)).moves;
  await press(page, a.label, { touch });
  await finishTurn(page, { touch });  // a choice that reveals asks for a confirmation in the status bar first
  const after = (await st(page, seat)).moves;
  // More than one when the move reveals: the seat's earlier secret runs then count step by step.
  assert(after > before, `clicking "${a.label}" made no move (${before} -> ${after})`);
}

const cards = (legal) => legal.filter((a) => a.id >= 1 && a.id <= 24).map((a) => a.id).sort((x, y) => x - y);

async function leakAll(page, where) {
  const s = await st(page);
  const hashes = [];
  let changed = 0;
  for (let seat = 0; seat < s.players; seat++) {
    const r = await page.evaluate((x) => window.empires.leakCheck(x), seat);
    assert(r.ok, `leakCheck(${seat}) ${where}: ${JSON.stringify(r)}`);
    hashes.push(r.drawHashReal);
    changed += r.resampleChanged ? 1 : 0;
  }
  assert(changed > 0, "the resample changed nothing for any seat at " + where);
  return hashes;
}

async function main() {
  const { server, base, browser } = await start();
  const links = {};
  try {
    const { page, errors, context } = await openPage(browser, base);
    const seats = NAMES.map((name) => ({ kind: "human", name }));

    await check("toy extended opens (dev mode, variant 1) with the cover for the first player; the cover hides the board", async () => {
      const r = await page.evaluate((o) => window.empires.newGame(o), { game: "toy", variant: 1, players: 3, seed: 4242, seats, botDelayMs: 0 });
      assert(r.ok, "newGame failed: " + r.error);
      const s = await st(page);
      assert(s.observation.variant === 1, "not the extended variant: " + JSON.stringify(s.observation).slice(0, 80));
      assert(s.current === 2 && s.cover === 2, "first player / cover: " + JSON.stringify({ current: s.current, cover: s.cover }));
      await waitFrames(page);
      const labels = await visibleLabels(page);
      assert(labels.includes(await readyLabel(page, 2)), "no cover button");
      assert(!labels.some((l) => /^Buries card/.test(l)), "cards visible under the cover");
      links.cover = await page.evaluate(() => window.empires.shareLink());
      await shot(page, "toy-cover-1280x800.png");
    });

    await check("each person buries a card by clicking; the cover comes between them; burials stay secret from the others", async () => {
      for (const seat of [2, 0, 1]) {
        const who = await takeDevice(page);
        assert(who === seat, "cover for " + who + ", expected " + seat);
        const legal = await page.evaluate(() => window.empires.legalActions());
        await clickAction(page, cards(legal)[0]);
      }
      const s = await st(page);
      assert(s.moves === 3, "moves " + s.moves);
      for (let v = 0; v < 3; v++) {
        const log = (await st(page, v)).log;
        for (const e of log) {
          const hidden = e.seat !== v;
          assert(e.hidden === hidden, `seat ${v} reads the burial of ${e.seat}: ${JSON.stringify(e)}`);
          if (hidden) assert(e.text.includes(NAMES[e.seat]) && !/card/.test(e.text), "secret entry text: " + e.text);
        }
      }
      // The screen under the cover is nobody's view: every burial reads as a secret choice.
      const screenLog = (await st(page)).log;
      assert(s.cover === 2 && screenLog.every((e) => e.hidden), "the screen shows a burial under the cover");
    });

    let cleoCard = 0;
    await check("a secret stake can be undone while still acting (Undo clicked), not once the next person is to act", async () => {
      assert(await takeDevice(page) === 2, "round 1 starts with Cleo");
      const legal = await page.evaluate(() => window.empires.legalActions());
      const low = cards(legal)[0];
      await clickAction(page, low);
      let s = await st(page, 2);
      assert(s.current === 2 && s.cover === -1, "Cleo no longer acting after one stake");
      assert(s.log[s.log.length - 1].hidden === false, "Cleo cannot read her own stake");
      await press(page, await tr(page, "game.undo"));
      s = await st(page);
      assert(s.moves === 3, "Undo did not take the stake back: moves " + s.moves);
      const again = await page.evaluate(() => window.empires.legalActions());
      assert(again.some((a) => a.id === low), "the card is not back in hand");
      cleoCard = low;
      await clickAction(page, low);
      await clickAction(page, CONFIRM);
      s = await st(page);
      assert(s.current === 0 && s.cover === 0, "Anna should be next behind the cover: " + JSON.stringify({ current: s.current, cover: s.cover }));
      const u = await page.evaluate(() => window.empires.undo());
      assert(!u.ok, "undo allowed while another person is to act");
      await press(page, await tr(page, "game.undo"));  // the disabled button does nothing
      assert((await st(page)).moves === s.moves, "the Undo button took back a move");
    });

    await check("during the secret stakes: the other seats read Cleo's stake only as a secret choice; leakCheck for every seat", async () => {
      assert(await takeDevice(page) === 0, "Anna's turn");
      const want = (await tr(page, "game.secret_choice")).replace("{0}", "Cleo");
      for (const v of [0, 1]) {
        const log = (await st(page, v)).log;
        const stake = log.slice(3).filter((e) => e.seat === 2);
        // Her two secret steps (the card, the confirmation) read as one entry: how many
        // hidden steps a seat took does not show (web/session.h log_joins_secret).
        assert(stake.length === 1 && stake.every((e) => e.hidden && e.text === want), `seat ${v} reads Cleo's stake: ${JSON.stringify(stake)}`);
      }
      const screen = (await st(page)).log.slice(3);
      assert(screen.every((e) => e.hidden), "Anna's screen shows Cleo's stake");
      // Anna stakes one card (mid-decision) before the leak check.
      await clickAction(page, cards(await page.evaluate(() => window.empires.legalActions()))[0]);
      await waitFrames(page);
      const frames = await page.evaluate(() => window.empires.frames());
      const saved = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
      const s0 = await st(page);
      const hashes = await leakAll(page, "mid-stake");
      assert(new Set(hashes).size > 1, "every seat's view drew the same frame: " + hashes.join(","));
      assert(await page.evaluate(() => window.empires.frames()) === frames, "leakCheck counted visible frames");
      assert(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort())) === saved, "leakCheck changed the storage");
      const s = await st(page);
      // (The count is Anna's: Cleo's run of two secret steps is one move to her.)
      assert(s.moves === s0.moves && s.moves >= 5 && s.current === 0 && s.cover === -1, "leakCheck changed the session");
      await clickAction(page, CONFIRM);
    });

    let loser = -1;
    await check("after the reveal every seat reads the stakes; the burials stay secret", async () => {
      assert(await takeDevice(page) === 1, "Ben's turn");
      const legal = cards(await page.evaluate(() => window.empires.legalActions()));
      await clickAction(page, legal[legal.length - 1]);  // Ben stakes high: the loser is someone else
      await clickAction(page, CONFIRM);
      const s = await st(page);
      assert(s.observation.phase === "choose" && s.observation.rounds.length === 1, "no reveal: " + s.observation.phase);
      loser = s.current;
      for (let v = 0; v < 3; v++) {
        const log = (await st(page, v)).log;
        const stakes = log.slice(3);
        assert(stakes.every((e) => !e.hidden), `seat ${v} still cannot read a stake: ${JSON.stringify(stakes.filter((e) => e.hidden))}`);
        assert(stakes.some((e) => e.text === `Cleo: Stakes card ${cleoCard}`), `seat ${v} does not read Cleo's stake: ${JSON.stringify(stakes)}`);
        assert(log.slice(0, 3).every((e) => e.hidden === (e.seat !== v)), `seat ${v}: a burial was revealed`);
      }
      await waitFrames(page);
      links.revealed = await page.evaluate(() => window.empires.shareLink());
    });

    await check("the round's loser (not the last to act) decides behind the cover", async () => {
      assert(loser >= 0 && loser !== 1, "the loser is the seat that acted last: " + loser);
      const s = await st(page);
      assert(s.cover === loser, "no cover for the loser: " + JSON.stringify({ cover: s.cover, current: s.current }));
      await shot(page, "toy-loser-cover-1280x800.png");
      assert(await takeDevice(page) === loser, "cover for the wrong seat");
      await shot(page, "toy-revealed-log-1280x800.png");
      const take = await page.evaluate(() => window.empires.legalActions());
      assert(take.length === 2 && take.every((a) => a.id === 101 || a.id === 102), "not the token choice: " + JSON.stringify(take));
      await clickAction(page, 101);
      const after = await st(page, 0);
      const last = after.log[after.log.length - 1];
      assert(!last.hidden && last.seat === loser, "the token choice is not public");
      await leakAll(page, "round 2");
    });

    await check("translations complete; no console errors", async () => {
      const problems = await page.evaluate(() => window.empires.i18nProblems());
      assert(problems.length === 0, "translation problems: " + problems.join("; "));
      assert(errors.length === 0, errors.join(" | "));
    });
    await context.close();

    // ---- phone size with touch: the same game opened from links ----
    const m = await openPage(browser, base, { width: 390, height: 844, dpr: 3, touch: true });
    await check("390x844: a game opened from a link or restored starts behind the cover; the revealed log", async () => {
      let r = await m.page.evaluate((l) => window.empires.loadLink(l), links.cover);
      assert(r.ok, "loadLink failed: " + r.error);
      await chooseAllHere(m.page);
      let s = await st(m.page);
      assert(s.cover === s.current && s.cover >= 0, "no cover after opening a link: " + s.cover);
      await shot(m.page, "toy-cover-390x844.png");
      r = await m.page.evaluate((l) => window.empires.loadLink(l), links.revealed);
      assert(r.ok, "loadLink failed: " + r.error);
      await chooseAllHere(m.page);
      s = await st(m.page);
      assert(s.cover === s.current && s.cover >= 0, "no cover for the loser after opening a link");
      await takeDevice(m.page, true);
      await m.page.mouse.wheel(0, 400);
      await shot(m.page, "toy-revealed-log-390x844.png");
      await leakAll(m.page, "phone");
      // A reload restores the autosave behind Continue; continuing starts behind the cover again.
      await m.page.reload();
      await m.page.waitForFunction(() => window.empires && window.empires.ready, null, { timeout: 30000 });
      await m.page.evaluate(() => window.empires.ready);
      r = await m.page.evaluate(() => window.empires.continueGame());
      assert(r.ok, "continueGame failed: " + r.error);
      s = await st(m.page);
      assert(s.moves === 9 && s.cover === s.current && s.cover >= 0, "no cover after restoring: " + JSON.stringify({ moves: s.moves, cover: s.cover }));
      assert(m.errors.length === 0, "console errors: " + m.errors.join(" | "));
    });
    await m.context.close();
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
