// Browser test of the table in links and of play by link, against the built
// site (EMPIRES_DIST or dist/). Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/table.test.mjs
// - A shared Rise game with named seats and a Hard bot opens in another
//   browser with the same names, colours, kinds and levels; the person opening
//   it chooses the seats played there (clicks on the seat chooser).
// - A 2-player game played by link between two browser contexts to the end,
//   every move handed on by the "Copy link to send" button and the clipboard;
//   an out-of-date link and a diverging link are refused, nothing changes.
// Screenshots: build/screenshots/table-*.png.
import { start, check, assert, sleep, run, waitFrames, openInContext, shot, press, resize, finishTurn, tr, state as st } from "./harness.mjs";


async function context(browser, base, { width = 1280, height = 800 } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height } });
  await ctx.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
  return ctx;
}

// Opens `link` the way a person does: a new page (tab) at that address.
async function openLink(ctx, base, link) {
  const hash = link.slice(link.indexOf("#"));
  return openInContext(ctx, base, { hash });
}

// Clicks the button labelled by translation key `key`, then reads the clipboard.
async function copyBy(page, key) {
  await page.evaluate(() => navigator.clipboard.writeText(""));
  await press(page, await tr(page, key));
  let text = "";
  for (let i = 0; i < 40 && !text; i++) {
    text = await page.evaluate(() => navigator.clipboard.readText());
    if (!text) await sleep(50);
  }
  assert(text.includes("#g="), "the clipboard holds no link: " + JSON.stringify(text.slice(0, 60)));
  return text;
}

// Opens `link` in a page that is already open (the fragment changes).
async function openHere(page, link) {
  await page.evaluate((h) => { window.location.hash = h; }, link.slice(link.indexOf("#")));
  await sleep(100);
  await waitFrames(page);
}

// One move by the seat to act at this page: a real click on the action's
// button when the generic action list shows it, else through the API.
async function moveHere(page) {
  const acts = await page.evaluate(() => window.empires.legalActions());
  assert(acts.length > 0, "no legal action for the seat to act here");
  const item = await page.evaluate((l) => window.empires.findItem(l), acts[0].label);
  if (item) {
    await press(page, acts[0].label);
    await finishTurn(page);  // a click that passes the move on holds the turn until "End turn"
  } else {
    const r = await page.evaluate((id) => window.empires.apply(id), acts[0].id);
    assert(r.ok, "apply: " + r.error);
  }
}

run(async () => {
  const { server, base, browser } = await start();
  try {
    await check("a shared table opens elsewhere with the same names, colours, kinds and levels", async () => {
      const a = await context(browser, base);
      const { page: pa } = await openInContext(a, base);
      const seats = [
        { kind: "human", name: "Ann", colour: 2 },
        { kind: "bot", bot: "ismcts-hard", name: "Hal", colour: 0 },
        { kind: "human", name: "Cy", colour: 4 },
      ];
      const r = await pa.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 3, seed: 4242, seats, botDelayMs: 100000 });
      assert(r.ok, "newGame: " + r.error);
      const link = await copyBy(pa, "saves.copy_link");
      const mine = await st(pa);

      // A fresh browser (its own storage) opens the link.
      const b = await context(browser, base);
      const { page: pb, errors } = await openLink(b, base, link);
      let s = await st(pb);
      assert(s.game === "rise" && s.players === 3, "not the shared game: " + s.game);
      assert(s.choosing_seats, "two people at the table: the seat chooser should show");
      const got = s.seats.map((x) => [x.kind, x.bot, x.name, x.colour]);
      const want = mine.seats.map((x) => [x.kind, x.bot, x.name, x.colour]);
      assert(JSON.stringify(got) === JSON.stringify(want), "table changed: " + JSON.stringify(got) + " vs " + JSON.stringify(want));
      assert(got[1][1] === "ismcts-hard" && got[0][2] === "Ann" && got[2][3] === 4, "names/levels: " + JSON.stringify(got));
      assert(s.human_to_act === -1 && !s.bot_to_act, "nobody moves while the seats are chosen");
      await shot(pb, "table-chooser-1280.png");
      await resize(pb, 390, 844);
      await shot(pb, "table-chooser-390.png");
      await resize(pb, 1280, 800);
      await waitFrames(pb);
      // Cy plays here too (the default); start.
      await press(pb, await tr(pb, "table.start"));
      s = await st(pb);
      assert(!s.choosing_seats && s.seats.every((x, i) => x.kind === mine.seats[i].kind), "seats after Play: " + JSON.stringify(s.seats));
      assert(!s.by_link, "nobody plays elsewhere: not a game by link");
      assert(errors.length === 0, "console errors: " + errors.join("; "));
      await a.close();
      await b.close();
    });

    await check("play by link between two browsers to the end; old and diverging links refused", async () => {
      const a = await context(browser, base);
      const b = await context(browser, base);
      const { page: pa } = await openInContext(a, base);
      const seats = [{ kind: "human", name: "Ann", colour: 0 }, { kind: "remote", name: "Ben", colour: 1 }];
      const r = await pa.evaluate((o) => window.empires.newGame(o), { game: "toy", players: 2, seed: 77, seats, botDelayMs: 0 });
      assert(r.ok, "newGame: " + r.error);
      let s = await st(pa);
      assert(s.by_link && s.seats[1].kind === "remote", "a remote seat makes a game by link: " + JSON.stringify(s.seats));
      const pages = [pa, null];
      const links = [];
      let shotDone = false;
      for (let turn = 0; turn < 200; turn++) {
        // The page holding the latest position (the most moves; at equal
        // moves the one whose seat is to move) is where the game is.
        let sender = null, q = null;
        for (const p of pages.filter((x) => x)) {
          const t = await st(p);
          if (!q || t.moves > q.moves || (t.moves === q.moves && t.human_to_act >= 0)) { q = t; sender = p; }
        }
        if (q.terminal) break;
        if (process.env.DEBUG_TABLE) console.log("turn", turn, "moves", q.moves, "human", q.human_to_act, "remote", q.remote_to_act, "choosing", q.choosing_seats, q.banner);
        if (q.human_to_act >= 0) {
          await moveHere(sender);
          continue;
        }
        // Nobody here can move: the seat to move plays elsewhere: send the link.
        assert(q.remote_to_act >= 0, "nobody can move and nobody is remote: " + JSON.stringify(q).slice(0, 200));
        if (!shotDone) {
          await shot(sender, "table-send-1280.png");
          await resize(sender, 390, 844);
          await shot(sender, "table-send-390.png");
          await resize(sender, 1280, 800);
          await waitFrames(sender);
          shotDone = true;
        }
        const link = await copyBy(sender, "pbl.copy");
        links.push({ link, moves: q.moves });
        const seat = q.remote_to_act;
        const ctx = seat === 1 ? b : a;
        // The receiving browser opens it: a new tab the first time, then the
        // tab it has open (the address changes, as when a link is clicked).
        let np = pages[seat];
        if (np) await openHere(np, link);
        else np = (await openLink(ctx, base, link)).page;
        const n = await st(np);
        assert(n.moves === q.moves, "the link lost moves: " + n.moves + " vs " + q.moves);
        if (n.choosing_seats) {
          // First link at this device: the seat to move is offered as "here".
          await press(np, await tr(np, "table.start"));
        }
        const m = await st(np);
        assert(!m.choosing_seats && m.human_to_act === seat, "the receiver cannot move: " + JSON.stringify(m).slice(0, 300));
        assert(m.seats[1 - seat].kind === "remote", "the other seat should play elsewhere: " + JSON.stringify(m.seats));
        pages[seat] = np;
      }
      let end = null;
      for (const p of pages.filter((x) => x)) {
        const t = await st(p);
        if (!end || t.moves > end.moves) end = t;
      }
      assert(end.terminal, "the game did not end");
      assert(links.length >= 3, "too few hand-overs: " + links.length);
      console.log(`     ${links.length} links handed on, ${end.moves} moves, scores ${JSON.stringify(end.scores)}`);

      // An out-of-date link: A opens the first link again. Refused, nothing changes.
      const pA = pages[0];
      const before = await st(pA);
      await openHere(pA, links[0].link);
      const after = await st(pA);
      assert(/older/.test(after.banner), "old link message: " + after.banner);
      assert(after.moves === before.moves && after.terminal === before.terminal, "an old link changed the game");
      await shot(pA, "table-old-link.png");
      console.log("     old link: " + after.banner);
      await a.close();
      await b.close();
    });

    await check("a link that diverges from the game at this device is refused", async () => {
      const a = await context(browser, base);
      const { page: pa } = await openInContext(a, base);
      const seats = [{ kind: "human", name: "Ann", colour: 0 }, { kind: "remote", name: "Ben", colour: 1 }];
      await pa.evaluate((o) => window.empires.newGame(o), { game: "toy", players: 2, seed: 5, seats, botDelayMs: 0 });
      while ((await st(pa)).human_to_act === 0) await moveHere(pa);
      const link1 = await copyBy(pa, "pbl.copy");
      // Ben answers in two different ways from two browsers.
      const replies = [];
      for (const pick of [0, 1]) {
        const c = await context(browser, base);
        const { page } = await openLink(c, base, link1);
        await press(page, await tr(page, "table.start"));
        const acts = await page.evaluate(() => window.empires.legalActions());
        assert(acts.length >= 2, "need a choice to diverge");
        await page.evaluate((id) => window.empires.apply(id), acts[pick].id);
        while ((await st(page)).human_to_act === 1) await moveHere(page);
        replies.push(await page.evaluate(() => window.empires.shareLink()));
        await c.close();
      }
      await pa.evaluate((h) => { window.location.hash = h; }, replies[0].slice(replies[0].indexOf("#")));
      await sleep(100);
      await waitFrames(pa);
      const s1 = await st(pa);
      assert(!s1.banner, "the first reply should open: " + s1.banner);
      await pa.evaluate((h) => { window.location.hash = h; }, replies[1].slice(replies[1].indexOf("#")));
      await sleep(100);
      await waitFrames(pa);
      const s2 = await st(pa);
      assert(/does not continue/.test(s2.banner), "diverging link message: " + s2.banner);
      assert(s2.moves === s1.moves && JSON.stringify(s2.observation) === JSON.stringify(s1.observation), "a diverging link changed the game");
      console.log("     diverging link: " + s2.banner);
      await a.close();
    });

    await check("nobody moves for a seat that has moved elsewhere unseen: a copied link needs a recorded take-over, and a device refuses its seat's moves made elsewhere", async () => {
      // Ann (device A) and Ben (device B) play by link; Ben has moved at B.
      const a = await context(browser, base);
      const { page: pa } = await openInContext(a, base);
      const seats = [{ kind: "human", name: "Ann", colour: 0 }, { kind: "remote", name: "Ben", colour: 1 }];
      await pa.evaluate((o) => window.empires.newGame(o), { game: "toy", players: 2, seed: 9, seats, botDelayMs: 0 });
      while ((await st(pa)).human_to_act === 0) await moveHere(pa);
      const b = await context(browser, base);
      const { page: pb } = await openLink(b, base, await copyBy(pa, "pbl.copy"));
      await press(pb, await tr(pb, "table.start"));  // Ben has not moved yet: preselected
      while ((await st(pb)).human_to_act === 1) await moveHere(pb);
      await openHere(pa, await copyBy(pb, "pbl.copy"));
      while ((await st(pa)).human_to_act === 0) await moveHere(pa);
      const link = await copyBy(pa, "pbl.copy");  // for Ben; Ann opens it in a private window
      const atB = await st(pb);

      // A fresh profile: Ben is to move but has moved before, so he is not preselected.
      const e = await context(browser, base);
      const { page: pe } = await openLink(e, base, link);
      let s = await st(pe);
      assert(s.choosing_seats && s.human_to_act === -1, "the chooser should ask: " + JSON.stringify(s).slice(0, 200));
      const movedLine = await tr(pe, "table.moved_line", "Ben");
      assert(await pe.evaluate((l) => window.empires.items().some((it) => it.label === l && it.visible), movedLine), "the chooser does not say Ben has moved");
      await shot(pe, "table-moved-1280.png");
      await resize(pe, 390, 844);
      await shot(pe, "table-moved-390.png");
      await resize(pe, 1280, 800);
      await press(pe, await tr(pe, "table.start"));
      s = await st(pe);
      assert(s.choosing_seats && s.banner === await tr(pe, "table.none_here"), "Ben was played here without a take-over: " + JSON.stringify([s.choosing_seats, s.banner]));
      // Taking Ben over is recorded; Ben's device accepts the move after it, tells it, and lets Ben play elsewhere.
      // Ben's row is the second: its "Take over" button, by a real click.
      const takes = await pe.evaluate((l) => window.empires.items().filter((it) => it.label === l && it.visible), await tr(pe, "table.take_over"));
      assert(takes.length === 2, "a Take over button per seat: " + takes.length);
      takes.sort((p, q) => p.y - q.y);
      await pe.mouse.click(takes[1].x + takes[1].w / 2, takes[1].y + takes[1].h / 2);
      await waitFrames(pe);
      await press(pe, await tr(pe, "table.start"));
      s = await st(pe);
      assert(!s.choosing_seats && s.human_to_act === 1 && s.takeovers.length === 1 && s.takeovers[0].seat === 1, "take-over: " + JSON.stringify(s.takeovers));
      while ((await st(pe)).human_to_act === 1) await moveHere(pe);
      const taken = await copyBy(pe, "pbl.copy");

      // A device that remembers playing Ben (a copied profile) moves for him without a take-over...
      const f = await context(browser, base);
      const { page: pf } = await openInContext(f, base);
      const memory = await pb.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => /^(empires\.)?pbl\./.test(k)).map((k) => [k, localStorage.getItem(k)])));
      assert(Object.keys(memory).length === 1, "Ben's device should remember the game: " + Object.keys(memory));
      await pf.evaluate((m) => { for (const [k, v] of Object.entries(m)) localStorage.setItem(k, v); }, memory);
      await openHere(pf, link);
      s = await st(pf);
      assert(!s.choosing_seats && s.human_to_act === 1, "the copied memory should play Ben: " + JSON.stringify(s).slice(0, 200));
      const before = s.moves;
      while ((await st(pf)).human_to_act === 1) await moveHere(pf);
      const forged = await copyBy(pf, "pbl.copy");
      // ...and Ben's own device refuses that link, naming Ben and the moves; nothing changes.
      await openHere(pb, forged);
      s = await st(pb);
      const moves = Array.from({ length: (await st(pf)).moves - before }, (_, i) => before + 1 + i).join(", ");
      const one = (await tr(pb, "pbl.moved_elsewhere.one")).replaceAll("{0}", "Ben").replace("{1}", moves);
      const many = (await tr(pb, "pbl.moved_elsewhere")).replaceAll("{0}", "Ben").replace("{1}", moves);
      assert(s.banner === one || s.banner === many, "Ben's device should refuse the link: " + s.banner + " | want " + one);
      assert(s.moves === atB.moves && JSON.stringify(s.observation) === JSON.stringify(atB.observation), "the refused link changed the game at Ben's device");
      await shot(pb, "table-moved-refused-1280.png");
      console.log("     refused: " + s.banner);
      // The link with the recorded take-over opens at Ben's device, which tells it and plays Ben no more.
      await openHere(pb, taken);
      s = await st(pb);
      const told = await tr(pb, "log.taken_over", "Ben");
      assert(!s.banner && s.moves > atB.moves, "the taken-over link should open: " + JSON.stringify([s.banner, s.moves, atB.moves, s.takeovers]));
      assert(s.seats[1].kind === "remote" && s.human_to_act === -1, "Ben's seat should now play elsewhere: " + JSON.stringify(s.seats));
      assert(s.story.some((l) => l === "! " + told), "Ben's log does not tell the take-over: " + JSON.stringify(s.story.slice(-4)));
      for (const x of [a, b, e, f]) await x.close();
    });

    await check("a name of 48 bytes pushes nothing past a pane's edge: every game at 1280x800 and 390x844", async () => {
      // empires.overflow(): windows whose content went past their right edge.
      // A game with the longest names must overflow no more than the same game with short ones.
      const ctx = await context(browser, base);
      const { page } = await openInContext(ctx, base);
      const long = ["W".repeat(48), "Wolfgang-Maximilian Hohenzollern-Sigmaringen III", "Ann"];
      const short = ["Bo", "Cy", "Ann"];
      const overflow = async (game, names, w, h) => {
        const seats = names.map((name, i) => (i ? { kind: "bot", bot: "random", name, colour: i } : { kind: "human", name, colour: 0 }));
        const r = await page.evaluate((o) => window.empires.newGame(o), { game, players: 3, seed: 7, seats, botDelayMs: 100000 });
        assert(r.ok, "newGame: " + r.error);
        await resize(page, w, h);
        await waitFrames(page);
        const o = await page.evaluate(() => window.empires.overflow());
        if (names === long && game === "rise" && w === 1280) await shot(page, "table-long-names-1280.png");
        if (names === long && game === "end" && w === 390) await shot(page, "table-long-names-390.png");
        return Object.fromEntries(o.map((x) => [x.window, Math.round(x.over)]));
      };
      for (const game of ["rise", "end", "first", "dawn"]) {
        for (const [w, h] of [[1280, 800], [390, 844]]) {
          const base0 = await overflow(game, short, w, h);
          const got = await overflow(game, long, w, h);
          for (const [win, over] of Object.entries(got))
            assert(over <= (base0[win] || 0) + 1, `${game} at ${w}px: the long names push ${win} ${over} px past its edge (short names: ${base0[win] || 0})`);
        }
      }
      await resize(page, 1280, 800);
      await ctx.close();
    });
  } finally {
    await browser.close();
    server.close();
  }
});
