// Browser test of saving, share links and offline play, against the built site
// (EMPIRES_DIST or dist/). Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/persistence.test.mjs
// Autosave across reloads and renderer crashes, the two autosave slots,
// storage failures, named saves, export/import, share links (good and bad),
// the golden storage payload, offline play through the service worker, two
// builds served one after the other (a tab of the old build never gets a file
// of the new one) and the message when the app cannot load (EN/DE).
// Screenshots go to build/screenshots/persist-*.png and load-failed-*.png.
// GOLDEN_WRITE=1 rewrites tests/golden/storage_v1.json (only when the storage format changes version).
import { readFile, writeFile, mkdtemp, cp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { root, dist, serve, start, check, assert, sleep, run, waitReady, waitFrames, openInContext as openPage, shot, press, resize, swipe, tr, state as st } from "./harness.mjs";

const goldenFile = path.join(root, "tests", "golden", "storage_v1.json");

async function newContext(browser, opts = {}) {
  return browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, ...opts });
}

async function reload(page) {
  await page.reload();
  await waitReady(page);
}


// A hot-seat Rise game with two people, so nothing moves by itself.
async function humanGame(page, seed = 11, players = 2) {
  const seats = Array.from({ length: players }, (_, i) => ({ kind: "human", name: ["Anna", "Ben", "Cleo", "Dev", "Eli"][i] }));
  const r = await page.evaluate((o) => window.empires.newGame(o), { game: "rise", players, seed, seats });
  assert(r.ok, "newGame: " + r.error);
}
async function play(page, n, pick = 0) {
  for (let i = 0; i < n; i++) {
    const acts = await page.evaluate(() => window.empires.legalActions());
    assert(acts.length > 0, "no legal actions");
    const r = await page.evaluate((id) => window.empires.apply(id), acts[(pick + i) % acts.length].id);
    assert(r.ok, "apply: " + r.error);
  }
}
const storageSnapshot = (page) => page.evaluate(() => {
  const o = {};
  for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i); o[k] = localStorage.getItem(k); }
  return o;
});
const sameObs = (a, b) => JSON.stringify(a.observation) === JSON.stringify(b.observation);

// The autosave slots as the page stored them: [{key, seq, moves, valid}] (CRC checked here too).
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; }
  return t;
})();
function crc32(bytes) {
  let c = 0xFFFFFFFF;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xFF] ^ (c >>> 8);
  return (c ^ 0xFFFFFFFF) >>> 0;
}
function slotInfo(text) {
  if (!text) return null;
  const at = text.lastIndexOf("\ncrc=");
  const body = Buffer.from(text.slice(0, at + 1), "utf8");
  const valid = at > 0 && text.slice(at + 5, at + 13) === crc32(body).toString(16).padStart(8, "0");
  const field = (k) => { const m = text.match(new RegExp("^" + k + "=(.*)$", "m")); return m ? m[1] : null; };
  return { valid, seq: Number(field("seq")), moves: Number(field("moves")), format: Number(field("format")) };
}

// The two autosave slots of the game running in `page` (one pair per game: "empires.auto.<id>.<0|1>").
const autosaveSlots = (page) => page.evaluate(() => {
  const id = window.empires.state().autosave_id;
  return [localStorage.getItem("empires.auto." + id + ".0"), localStorage.getItem("empires.auto." + id + ".1")];
});
// Clicks the n-th visible widget with this label (0: the first), as a person would.
async function pressNth(page, label, n) {
  const items = (await page.evaluate(() => window.empires.items())).filter((it) => it.label === label && it.visible);
  assert(items.length > n, `only ${items.length} widgets labelled ${JSON.stringify(label)}`);
  const it = items[n];
  await page.mouse.click(it.x + it.w / 2, it.y + it.h / 2);
  await waitFrames(page);
}
// Scrolls the screen down (the mouse wheel) until a widget with this label shows, then clicks it.
async function pressScrolled(page, label) {
  for (let i = 0; i < 12; i++) {
    if (await page.evaluate((l) => window.empires.findItem(l), label)) break;
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 250);
    await waitFrames(page);
  }
  await press(page, label);
}
const trf = async (page, key, args) => {
  let t = await tr(page, key);
  args.forEach((a, i) => { t = t.replace("{" + i + "}", String(a)); });
  return t;
};
// "5 moves" / "1 move" as the app counts them (saves.moves, singular saves.moves.one).
const movesText = async (page, n) => trf(page, n === 1 ? "saves.moves.one" : "saves.moves", [n]);

// Link surgery: base64url <-> bytes, with the trailing little-endian CRC-32.
const b64uToBytes = (s) => Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64");
const bytesToB64u = (b) => Buffer.from(b).toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
function withVersion(code, version) {
  const b = Buffer.from(b64uToBytes(code));
  const body = b.subarray(0, b.length - 4);
  body[0] = version;  // the format varint comes first (1 today)
  const c = crc32(body);
  b.writeUInt32LE(c, b.length - 4);
  return bytesToB64u(b);
}

// A valid entry (the golden storage's named save) with its lines rewritten by
// `edit` and a correct checksum: only the decoder's own checks can refuse it.
function rewrittenFile(text, edit) {
  if (text.startsWith("{")) text = Object.entries(JSON.parse(text).localStorage).find(([k]) => k.startsWith("empires.save."))[1];
  const body = edit(text.slice(0, text.lastIndexOf("\ncrc=") + 1));
  return Buffer.from(body + "crc=" + crc32(Buffer.from(body, "utf8")).toString(16).padStart(8, "0") + "\n", "utf8");
}
// ... rewritten as format 2: must be refused as "newer".
const newerFormatFile = (text) => rewrittenFile(text, (b) => b.replace("\nformat=1\n", "\nformat=2\n"));

// The CLI that writes the test's long games (`empires play ... --save FILE`):
// EMPIRES_CLI, else the native build (`make native`, which `make test` runs
// first; the node build has no file system to write to).
function cliCommand() {
  const cli = process.env.EMPIRES_CLI || path.join(root, "build", "native", "engine", "empires");
  assert(existsSync(cli), `no empires CLI at ${cli} (make native, or set EMPIRES_CLI)`);
  return [cli];
}
// A Dawn game of two passing seats that reaches the record limit (250,000
// actions) unfinished, written as a save file by the CLI; `humans`: the seats
// marked as people in its table (the other one is a "passer" bot).
function fullGameFile(dir, humans) {
  const [cmd, ...pre] = cliCommand();
  const file = path.join(dir, "dawn-full-" + humans + ".save");
  const r = spawnSync(cmd, [...pre, "play", "--game", "dawn", "--players", "2", "--seed", "1", "--bots", "passer",
    "--names", "Ann,Rob", "--humans", humans, "--save", file], { encoding: "utf8" });
  assert(r.status === 1 && /reached the record limit of 250000 actions without ending.*saved up to here/.test(r.stderr),
    `CLI play: exit ${r.status}, ${r.stderr}`);
  return file;
}
// The 250,000 actions of a save file's bytes: their count (a little-endian
// uint64, 250000) and the 1,000,000 bytes after it.
// state() without the log and story: milliseconds, not seconds, for a game of 250,000 actions.
const stb = (page) => page.evaluate(() => window.empires.state(-1, { brief: true }));
function actionsOf(bytes) {
  const count = Buffer.alloc(8);
  count.writeBigUInt64LE(250000n);
  const at = bytes.indexOf(count);
  return at < 0 || at + 8 + 1000000 > bytes.length ? null : bytes.subarray(at, at + 8 + 1000000);
}

// ---- two builds, and a build that cannot load ----

// A copy of the built site (dist/) in a temporary folder; `edit(dir)` changes it.
async function distCopy(prefix, edit) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await cp(dist, dir, { recursive: true });
  if (edit) await edit(dir);
  return dir;
}
// Build B: dist/ with another build hash wherever make_dist stamps it (the
// ?v= URLs of the page, the worker and the service worker follow from these).
async function otherBuild(hashA) {
  const hashB = hashA === "b0b0b0b0b0b0" ? "c0c0c0c0c0c0" : "b0b0b0b0b0b0";
  const dir = await distCopy("empires-build-b-", async (d) => {
    for (const f of ["index.html", "sw.js", "thinker.js", "build-hash.txt"]) {
      const text = await readFile(path.join(d, f), "utf8");
      // (an older shell's thinker.js carries no hash)
      assert(text.includes(hashA) || f === "thinker.js", `${f} does not carry the build hash ${hashA}`);
      await writeFile(path.join(d, f), text.split(hashA).join(hashB));
    }
  });
  return { dir, hashB };
}
// page.evaluate that waits out a navigation (a reload by the page itself).
async function evalSoon(page, fn, arg) {
  for (let i = 0; ; i++) {
    try { return await page.evaluate(fn, arg); } catch (e) { if (i >= 50) throw e; await sleep(200); }
  }
}
const cacheNames = (page) => evalSoon(page, async () => (await caches.keys()).sort());
// In a page, a new game with a bot at seat 0, until that bot's first move is
// made; returns where it was thought (the main loop's counts over it: moves
// from a worker, pieces of search on the page) and the thinker's state.
async function firstBotMove(page, seed) {
  const counts = () => page.evaluate(() => window.empires.loopStats(false)).then((s) => [s.worker_moves, s.page_searches]);
  const before = await counts();
  const r = await page.evaluate((sd) => {
    // The workers started so far (the bots' after loading, a decision's further searches) stop: the next decision starts them anew.
    window.empiresThinker.channels.forEach((ch, i) => window.empiresThinker.stop(i));
    return window.empires.newGame({ game: "rise", players: 2, seed: sd, botDelayMs: 0,
      seats: [{ kind: "bot", bot: "ismcts-easy", name: "Bot" }, { kind: "human", name: "Ann" }] });
  }, seed);
  assert(r.ok, "newGame: " + r.error);
  await page.waitForFunction(() => window.empires.state().moves >= 1, null, { timeout: 60000 });
  const after = await counts();
  return page.evaluate((n) => ({ stats: { worker_moves: n[0], page_searches: n[1] }, failed: window.empiresThinker.failed,
    update: !document.getElementById("update").hidden, updateText: document.getElementById("update-text").textContent }),
    [after[0] - before[0], after[1] - before[1]]);
}

// The loading screen's texts as web/i18n.cpp has them: {key: {en, de}} of its "load." rows.
async function loadTexts() {
  const src = await readFile(path.join(root, "web", "i18n.cpp"), "utf8");
  const out = {};
  for (const m of src.matchAll(/^\s*\{"(load\.[a-z_.]+)", "((?:[^"\\]|\\.)*)", "((?:[^"\\]|\\.)*)"\},/gm)) {
    out[m[1]] = { en: JSON.parse('"' + m[2] + '"'), de: JSON.parse('"' + m[3] + '"') };
  }
  return out;
}
// The loading screen after a failure, as the page shows it: its texts, the
// Reload button, whether anything lies past the window's edges.
const failedScreen = (page) => page.evaluate(() => {
  const box = (id) => { const e = document.getElementById(id); const r = e.getBoundingClientRect();
    return { text: e.textContent, visible: !e.hidden && e.offsetParent !== null && r.width > 0 && r.height > 0,
             left: r.left, right: r.right, top: r.top, bottom: r.bottom, tag: e.tagName, font: parseFloat(getComputedStyle(e).fontSize) }; };
  return { lang: document.documentElement.lang, w: innerWidth, h: innerHeight,
    scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight,
    failed: box("failed"), text: box("failed-text"), hint: box("failed-hint"), btn: box("failed-btn"), detail: box("failed-detail"), pct: box("pct") };
});

// ---- the tests --------------------------------------------------------------------------------
async function main() {
  const { server, base, browser } = await start();
  try {
    const context = await newContext(browser);
    const { page, errors } = await openPage(context, base);
    let live = page;  // replaced when a test crashes the renderer
    const p = () => live;

    await check("five actions, reload: the same game at the same point behind Continue", async () => {
      await humanGame(page, 11);
      await play(page, 5);
      const before = await st(page);
      assert(before.moves === 5, "moves " + before.moves);
      await reload(page);
      const after = await st(page);
      assert(after.game === "rise" && after.moves === 5 && sameObs(before, after), "state differs after reload");
      assert(after.screen === "menu", "expected the menu with Continue, got " + after.screen);
      assert(await page.evaluate((l) => window.empires.findItem(l), await tr(page, "menu.continue")), "no Continue button");
      await shot(page, "persist-continue-menu.png");
      await press(page, await tr(page, "menu.continue"));
      const s = await st(page);
      assert(s.screen === "game" && s.moves === 5 && s.seats[0].name === "Anna", "Continue did not resume: " + s.screen);
    });

    await check("reloads and killed tabs at random moments resume at the last applied action", async () => {
      const seats = [0, 1, 2].map((i) => ({ kind: "bot", bot: "random", name: "Bot " + i }));
      for (let round = 0; round < 4; round++) {
        const r = await live.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 3, seed: 100 + round, seats, botDelayMs: 0 });
        assert(r.ok, r.error);
        await sleep(50 + Math.floor(Math.random() * 400));
        const m0 = (await st(live)).moves;
        let cur = live;
        if (round % 2 === 0) {
          await live.reload({ waitUntil: "commit" });  // unload in the middle of the bots' play
        } else {
          // Close the tab from the browser side, with no unload handlers (like killing
          // it), then open the site again in the same profile.
          const cdp = await context.newCDPSession(live);
          const { targetInfo } = await cdp.send("Target.getTargetInfo");
          const bcdp = await browser.newBrowserCDPSession();
          await bcdp.send("Target.closeTarget", { targetId: targetInfo.targetId });
          await bcdp.detach().catch(() => {});
          await sleep(300);
          cur = await context.newPage();
          await cur.goto(base + "/?dev=1");
        }
        await waitReady(cur);
        const slots = await autosaveSlots(cur);
        const newest = slots.map(slotInfo).filter((x) => x && x.valid).sort((a, b) => b.seq - a.seq)[0];
        const s = await st(cur);
        console.log(`     round ${round} (${round % 2 ? "tab killed" : "reload"}): ${m0} moves seen before, ${s.moves} restored, newest slot ${newest.moves}`);
        assert(s.game === "rise" && s.moves >= m0, `lost moves: saw ${m0}, restored ${s.moves}`);
        assert(s.moves === newest.moves, "did not resume at the newest autosave");
        live = cur;
      }
    });

    await check("corrupting the newer autosave slot loads the older one", async () => {
      const pg = p();
      await humanGame(pg, 21);
      await play(pg, 3);
      const slots = await autosaveSlots(pg);
      const info = slots.map(slotInfo);
      const newer = info[0].seq > info[1].seq ? 0 : 1;
      assert(info[newer].moves === 3 && info[1 - newer].moves === 2, "slots: " + JSON.stringify(info));
      await pg.evaluate((k) => {
        const t = localStorage.getItem(k);
        const i = t.indexOf("record=") + 20;
        localStorage.setItem(k, t.slice(0, i) + (t[i] === "A" ? "B" : "A") + t.slice(i + 1));
      }, "empires.auto." + (await st(pg)).autosave_id + "." + newer);
      await reload(pg);
      const s = await st(pg);
      assert(s.game === "rise" && s.moves === 2, "expected the older slot (2 moves), got " + s.moves);
      assert(!s.banner, "unexpected banner: " + s.banner);
    });

    await check("storage full (QuotaExceededError): a visible message, the game goes on", async () => {
      const pg = p();
      await humanGame(pg, 31);
      await play(pg, 1);
      await pg.evaluate(() => {
        window.__realSetItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function () { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };
      });
      await play(pg, 2);
      let s = await st(pg);
      assert(s.moves === 3 && s.storage_error === 1, "storage_error " + s.storage_error);
      assert(s.banner === await tr(pg, "saves.err.quota"), "banner: " + s.banner);
      await shot(pg, "persist-quota.png");
      await pg.evaluate(() => { Storage.prototype.setItem = window.__realSetItem; });
      await play(pg, 1);
      s = await st(pg);
      assert(s.moves === 4 && s.storage_error === 0 && !s.banner, "did not recover: " + JSON.stringify([s.storage_error, s.banner]));
      assert(s.toast === await tr(pg, "saves.saving_again"), "toast: " + s.toast);
      // Private mode: SecurityError.
      await pg.evaluate(() => {
        Storage.prototype.setItem = function () { throw new DOMException("denied", "SecurityError"); };
      });
      await play(pg, 1);
      s = await st(pg);
      await pg.evaluate(() => { Storage.prototype.setItem = window.__realSetItem; });
      assert(s.storage_error === 2 && s.banner === await tr(pg, "saves.err.denied"), "SecurityError not shown: " + s.banner);
      await play(pg, 1);
    });

    let savedMoves = {};
    await check("named saves: save as, list (game, players, progress, date), load, delete", async () => {
      const pg = p();
      for (const s of await pg.evaluate(() => window.empires.saves())) await pg.evaluate((id) => window.empires.deleteSave(id), s.id);
      await humanGame(pg, 41, 3);
      await play(pg, 4);
      assert((await pg.evaluate(() => window.empires.saveAs("Alpha"))).ok, "saveAs Alpha");
      await play(pg, 3);
      assert((await pg.evaluate(() => window.empires.saveAs("Beta"))).ok, "saveAs Beta");
      savedMoves = { Alpha: 4, Beta: 7 };
      const list = await pg.evaluate(() => window.empires.saves());
      assert(list.length === 2, "list has " + list.length);
      const alpha = list.find((x) => x.name === "Alpha"), beta = list.find((x) => x.name === "Beta");
      assert(alpha && beta && alpha.moves === 4 && beta.moves === 7 && alpha.players === 3 && alpha.game === "rise", JSON.stringify(list));
      assert(/\d{4}-\d\d-\d\d \d\d:\d\d/.test(alpha.date) && alpha.era === 1 && alpha.progress.includes("4"), "list fields: " + JSON.stringify(alpha));
      assert(alpha.seats.map((x) => x.name).join() === "Anna,Ben,Cleo", "seats: " + JSON.stringify(alpha.seats));
      await pg.evaluate(() => window.empires.show("saves"));
      await shot(pg, "persist-saves.png");
      // Load through the button of the first row (the newest: Beta), then Alpha through the API.
      await press(pg, await tr(pg, "saves.load"));
      let s = await st(pg);
      assert(s.screen === "game" && s.moves === 7, "Load button: " + s.moves);
      const r = await pg.evaluate((id) => window.empires.loadSave(id), alpha.id);
      s = await st(pg);
      assert(r.ok && s.moves === 4 && s.players === 3, "loadSave: " + JSON.stringify(r));
      // Delete with confirmation through the buttons.
      await pg.evaluate(() => window.empires.show("saves"));
      await waitFrames(pg);
      await press(pg, await tr(pg, "saves.delete"));
      await shot(pg, "persist-delete-confirm.png");
      await press(pg, await tr(pg, "saves.delete_yes"));
      const left = await pg.evaluate(() => window.empires.saves());
      assert(left.length === 1 && left[0].name === "Alpha", "after delete: " + JSON.stringify(left.map((x) => x.name)));
      const bad = await pg.evaluate(() => window.empires.loadSave("nope"));
      assert(!bad.ok && bad.error, "loading a missing save succeeded");
    });

    await check("export to a file and import it again (download / file picker)", async () => {
      const pg = p();
      const alpha = (await pg.evaluate(() => window.empires.saves())).find((x) => x.name === "Alpha");
      assert(alpha, "no Alpha");
      await pg.evaluate(() => window.empires.show("saves"));
      await waitFrames(pg);
      const dl = pg.waitForEvent("download", { timeout: 10000 });
      await press(pg, await tr(pg, "saves.export"));
      const download = await dl;
      const dir = await mkdtemp(path.join(os.tmpdir(), "empires-"));
      const file = path.join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const text = await readFile(file, "utf8");
      assert(/\.empires$/.test(file) && text.startsWith("EMPIRES SAVE\nformat=1\n"), "exported file: " + file + " " + text.slice(0, 40));
      await pg.evaluate((id) => window.empires.deleteSave(id), alpha.id);
      assert((await pg.evaluate(() => window.empires.saves())).length === 0, "not deleted");
      const fc = pg.waitForEvent("filechooser", { timeout: 10000 });
      await press(pg, await tr(pg, "saves.import"));
      const chooser = await fc;
      await chooser.setFiles(file);
      for (let i = 0; i < 50 && (await pg.evaluate(() => window.empires.saves())).length === 0; i++) await sleep(100);
      const list = await pg.evaluate(() => window.empires.saves());
      assert(list.length === 1 && list[0].name === "Alpha" && list[0].moves === 4, "imported: " + JSON.stringify(list));
      await shot(pg, "persist-imported.png");
      const r = await pg.evaluate((id) => window.empires.loadSave(id), list[0].id);
      assert(r.ok && (await st(pg)).moves === 4, "imported save does not load");
      // A golden binary save file (cereal, "EMPS") imports too.
      const golden = await readFile(path.join(root, "tests", "golden", "rise_p4_v1.save"));
      const g = await pg.evaluate((b) => window.empires.importSave(new Uint8Array(b), "rise_p4_v1.save"), [...golden]);
      assert(g.ok, "golden .save import: " + g.error);
    });

    await check("bad links and files: clear message, game and saves untouched", async () => {
      const pg = p();
      await humanGame(pg, 51);
      await play(pg, 6);
      const good = await pg.evaluate(() => window.empires.shareLink());
      await play(pg, 2);
      const before = await st(pg);
      const store0 = await storageSnapshot(pg);
      const code = good.slice(good.indexOf("#g=") + 3);
      const rnd = Buffer.from(Array.from({ length: 300 }, () => Math.floor(Math.random() * 256)));
      const cases = {
        "random bytes": "#g=" + bytesToB64u(rnd),
        "random text": "#g=" + rnd.toString("latin1"),
        truncated: "#g=" + code.slice(0, Math.floor(code.length / 2)),
        tampered: "#g=" + code.slice(0, 20) + (code[20] === "A" ? "B" : "A") + code.slice(21),
        "wrong version": "#g=" + withVersion(code, 9),
        "100 KB of junk": "#g=" + "x".repeat(100 * 1024),
        empty: "#g=",
      };
      for (const [name, link] of Object.entries(cases)) {
        // The way a person opens a link while the page is open: the fragment changes.
        await pg.evaluate((h) => { window.location.hash = h; }, link);
        await sleep(50);
        await waitFrames(pg);
        const s = await st(pg);
        assert(s.banner && s.banner.length > 10, name + ": no message");
        assert(s.game === before.game && s.moves === before.moves && sameObs(s, before), name + ": the game changed");
        const store = await storageSnapshot(pg);
        assert(JSON.stringify(store) === JSON.stringify(store0), name + ": storage changed");
        console.log(`     ${name}: ${s.banner.slice(0, 110)}`);
        if (name === "wrong version") assert(/newer version/.test(s.banner), "version message: " + s.banner);
        if (name === "truncated") await shot(pg, "persist-bad-link.png");
        await pg.evaluate(() => { history.replaceState(null, "", location.pathname + location.search); });
      }
      // Bad files.
      for (const [name, bytes] of Object.entries({
        junk: [...rnd],
        "tampered save": [...Buffer.from((await readFile(path.join(root, "tests", "golden", "rise_p2_v1.save"))).map((b, i) => (i === 40 ? b ^ 1 : b)))],
        "newer format": [...newerFormatFile(await readFile(goldenFile, "utf8"))],
        "too big": [...Buffer.alloc(1537 * 1024, 65)],  // over 1.5 MiB (a full save in base64 fits under it)
        // A bot this build does not have: refused as a link's table refuses it, not made a person.
        "unknown bot": [...rewrittenFile(await readFile(goldenFile, "utf8"), (b) => b.replace("\tbot\theuristic\t", "\tbot\tdeep-thought\t"))],
      })) {
        const r = await pg.evaluate(([b, n]) => window.empires.importSave(new Uint8Array(b), n + ".empires"), [bytes, name]);
        assert(!r.ok && r.error, name + ": accepted");
        console.log(`     file ${name}: ${r.error.slice(0, 110)}`);
        if (name === "newer format") assert(r.error.includes(await tr(pg, "saves.err.newer")), "newer format: " + r.error);
        if (name === "too big") assert(r.error.includes(await tr(pg, "saves.err.too_big")), "too big: " + r.error);
        if (name === "unknown bot") assert(r.error.includes("deep-thought"), "unknown bot: " + r.error);
      }
      const s = await st(pg);
      assert(s.moves === before.moves && sameObs(s, before), "a bad file changed the game");
      assert(JSON.stringify(await storageSnapshot(pg)) === JSON.stringify(store0), "a bad file changed the storage");
      // A bad link at start-up: message, and the autosaved game is still there.
      const p2 = await openPage(context, base, { hash: "#g=" + code.slice(0, 25) });
      const s2 = await st(p2.page);
      assert(s2.banner && s2.moves === before.moves && s2.game === "rise", "start-up with a bad link: " + JSON.stringify([s2.banner, s2.moves]));
      await p2.page.close();
    });

    let link = "", linkState = null;
    await check("numbers past 64 bits in a save entry are ignored, not an abort: it imports, loads and plays on", async () => {
      const ctx = await newContext(browser);
      const { page: q } = await openPage(ctx, base);
      // A hint note, the sequence and the time beyond 64 bits (a hint note's
      // seat out of range too); the golden save's own note-free entry otherwise.
      const huge = rewrittenFile(await readFile(goldenFile, "utf8"), (b) =>
        b.replace(/\nseq=0\n/, "\nseq=99999999999999999999999\n").replace(/\ntime=\d+\n/, "\ntime=-99999999999999999999999\n")
          .replace("\norigin=\n", "\norigin=\nhints=999999999999999999999:9,3:99999999999999999999,4:-1,5:0\n"));
      const hi = await q.evaluate((b) => window.empires.importSave(new Uint8Array(b), "huge.empires"), [...huge]);
      assert(hi.ok, "not imported: " + hi.error);
      const entry = (await q.evaluate(() => window.empires.saves())).find((x) => x.name === "Golden save");
      assert(entry, "not listed");
      for (let i = 0; i < 2; i++) {  // a second Load too (the entry stays in the list)
        const r = await q.evaluate((id) => window.empires.loadSave(id), entry.id);
        const s = await st(q);
        assert(r.ok && s.moves === 27 && s.game === "rise", "load " + i + ": " + JSON.stringify([r, s.moves]));
        assert(s.hints_used.length === 1 && s.hints_used[0].at === 5 && s.hints_used[0].seat === 0, "hint notes: " + JSON.stringify(s.hints_used));
      }
      await play(q, 1);
      assert((await st(q)).moves >= 28, "the game does not go on");
      console.log(`     imported, loaded twice, moved on; hint notes kept: ${JSON.stringify((await st(q)).hints_used)}`);
      await ctx.close();
    });

    await check("Copy link puts the link on the clipboard, with a confirmation", async () => {
      const pg = p();
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
      await humanGame(pg, 61, 4);
      await play(pg, 9, 1);
      linkState = await st(pg);
      await press(pg, await tr(pg, "saves.copy_link"));
      await sleep(200);
      await waitFrames(pg);
      const s = await st(pg);
      link = await pg.evaluate(() => navigator.clipboard.readText());
      assert(link === await pg.evaluate(() => window.empires.shareLink()), "clipboard holds " + link.slice(0, 80));
      assert(s.toast === await tr(pg, "saves.link_copied"), "no confirmation: " + s.toast);
      await shot(pg, "persist-link-copied.png");
      console.log(`     link ${link.length} chars`);
    });

    await check("a share link opens the same game in a fresh browser, with a notice", async () => {
      const fresh = await newContext(browser);
      const hash = link.slice(link.indexOf("#"));
      const { page: q, errors: e2 } = await openPage(fresh, base, { hash });
      const s = await st(q);
      assert(s.screen === "game" && s.moves === linkState.moves && sameObs(s, linkState), "not the same game");
      assert(/Rise of Empires/.test(s.notice) && s.notice.includes(String(linkState.moves)), "notice: " + s.notice);
      assert(!(await q.evaluate(() => location.hash)), "the fragment stays in the URL");
      // The link carries the table: the same names and colours; two people at
      // the table, so the seat chooser asks who plays here (both, by default).
      assert(JSON.stringify(s.seats.map((x) => [x.kind, x.name, x.colour])) ===
             JSON.stringify(linkState.seats.map((x) => [x.kind, x.name, x.colour])), "the table changed: " + JSON.stringify(s.seats));
      assert(s.choosing_seats, "no seat chooser for a table with two people");
      await press(q, await tr(q, "table.start"));
      assert(!(await st(q)).choosing_seats, "Play did not start the game");
      await shot(q, "persist-link-opened.png");
      // The notice follows a change of language (clicks on the menu's language buttons).
      const noticeEn = (await st(q)).notice;
      const onScreen = (text) => q.evaluate((t) => window.empires.items().some((it) => it.label === t && it.visible), text);
      assert(await onScreen(noticeEn), "the notice is not on screen: " + noticeEn);
      await q.evaluate(() => window.empires.show("menu"));
      await waitFrames(q);
      await press(q, "Deutsch");
      const de = await st(q);
      const wantDe = `Aus einem Link geöffnet: Rise of Empires, ${linkState.moves} Züge.`;
      assert(de.lang === "de" && de.notice === wantDe, `the notice in German: ${JSON.stringify(de.notice)}, want ${JSON.stringify(wantDe)}`);
      assert(await onScreen(wantDe), "the German notice is not on screen");
      await shot(q, "persist-link-notice-de.png");
      await press(q, "English");
      assert((await st(q)).notice === noticeEn && (await onScreen(noticeEn)), "the notice did not come back in English: " + (await st(q)).notice);
      await q.evaluate(() => window.empires.show("game"));
      await waitFrames(q);
      await resize(q, 390, 844);
      await shot(q, "persist-link-opened-390.png");
      await resize(q, 1280, 800);
      // Reload: the game continues from the autosave (not from the link again).
      await play(q, 1);
      await reload(q);
      assert((await st(q)).moves === linkState.moves + 1, "reload after playing on a link lost the move");
      assert(e2.length === 0, "console errors: " + e2.join(" | "));
      await fresh.close();
    });

    await check("golden storage payload (format 1) loads: autosave and named save", async () => {
      if (process.env.GOLDEN_WRITE === "1") {
        const g = await newContext(browser);
        const { page: q } = await openPage(g, base);
        const seats = [{ kind: "human", name: "Ada" }, { kind: "bot", bot: "heuristic", name: "Bismarck", colour: 3 }, { kind: "bot", bot: "random", colour: 1 }];
        await q.evaluate((o) => window.empires.newGame(o), { game: "rise", players: 3, seed: 2024, seats, botDelayMs: 0 });
        for (let i = 0; i < 8; i++) { await q.evaluate(() => window.empires.whenIdle()); await play(q, 1, i); }
        await q.evaluate(() => window.empires.whenIdle());
        await q.evaluate(() => window.empires.saveAs("Golden save"));
        const s = await st(q);
        const store = await storageSnapshot(q);
        delete store["empires.settings.v1"];
        const saves = await q.evaluate(() => window.empires.saves());
        await writeFile(goldenFile, JSON.stringify({
          about: "localStorage written by storage format 1; persistence.test.mjs injects it and checks that it loads",
          expect: { game: s.game, players: s.players, moves: s.moves, seats: s.seats.map((x) => x.name), save: saves[0].name, save_moves: saves[0].moves },
          localStorage: store,
        }, null, 1) + "\n");
        await g.close();
      }
      const golden = JSON.parse(await readFile(goldenFile, "utf8"));
      const g = await newContext(browser);
      await g.addInitScript((items) => {
        if (!sessionStorage.getItem("injected")) {
          localStorage.clear();
          for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
          sessionStorage.setItem("injected", "1");
        }
      }, golden.localStorage);
      const { page: q } = await openPage(g, base);
      const s = await st(q);
      const e = golden.expect;
      assert(s.game === e.game && s.players === e.players && s.moves === e.moves, "autosave: " + JSON.stringify([s.game, s.players, s.moves]));
      assert(JSON.stringify(s.seats.map((x) => x.name)) === JSON.stringify(e.seats), "seats: " + JSON.stringify(s.seats));
      assert(!s.banner, "banner: " + s.banner);
      // The one pair of slots of format 1 became this game's own pair.
      const keys = Object.keys(await storageSnapshot(q));
      assert(!keys.includes("empires.auto.0") && !keys.includes("empires.auto.1") && keys.includes("empires.auto." + s.autosave_id + ".0"),
             "not migrated: " + keys.join());
      const saves = await q.evaluate(() => window.empires.saves());
      const gs = saves.find((x) => x.name === e.save);
      assert(gs && gs.moves === e.save_moves, "named save: " + JSON.stringify(saves));
      const r = await q.evaluate((id) => window.empires.loadSave(id), gs.id);
      assert(r.ok && (await st(q)).moves === e.save_moves, "golden save does not load: " + r.error);
      await q.evaluate(() => window.empires.setLanguage("de"));
      await q.evaluate(() => window.empires.show("saves"));
      await shot(q, "persist-saves-de.png");
      await q.evaluate(() => window.empires.setLanguage("en"));
      await g.close();
    });

    await check("offline after the first visit: reload, start and save a game", async () => {
      const off = await newContext(browser);
      const { page: q } = await openPage(off, base);
      await q.evaluate(() => navigator.serviceWorker.ready);
      for (let i = 0; i < 100 && !(await q.evaluate(() => !!navigator.serviceWorker.controller)); i++) await sleep(100);
      assert(await q.evaluate(() => !!navigator.serviceWorker.controller), "no service worker controls the page");
      const caches = await q.evaluate(async () => {
        const names = await caches.keys();
        const out = {};
        for (const n of names) out[n] = (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
        return out;
      });
      const build = await q.evaluate(() => window.empires.build);
      // One build's cache (and empires-meta: the open windows' builds).
      const builds = Object.keys(caches).filter((n) => n !== "empires-meta");
      assert(builds.length === 1 && caches["empires-" + build], "caches: " + JSON.stringify(caches));
      assert(caches["empires-" + build].some((u) => u.startsWith("/thinker.js?v=")), "the thinking worker is not cached");
      console.log(`     cache empires-${build}: ${caches["empires-" + build].length} files`);
      await off.setOffline(true);
      server.state.refuse = true;
      const n0 = server.state.requests;
      await reload(q);
      await humanGame(q, 71);
      await play(q, 3);
      const r = await q.evaluate(() => window.empires.saveAs("Offline"));
      assert(r.ok, "saveAs offline: " + r.error);
      await reload(q);
      const s = await st(q);
      assert(s.moves === 3 && (await q.evaluate(() => window.empires.saves())).some((x) => x.name === "Offline"), "offline game not kept");
      await press(q, await tr(q, "menu.continue"));
      await shot(q, "persist-offline.png");
      console.log(`     requests that reached the server while offline: ${server.state.requests - n0}`);
      server.state.refuse = false;
      await off.close();
    });

    await check("with two builds served side by side: a tab of the old build never gets a file of the new one", async () => {
      const hashA = (await readFile(path.join(dist, "build-hash.txt"), "utf8")).trim();
      const { dir: distB, hashB } = await otherBuild(hashA);
      const srv = await serve({ log: true });
      const ctx = await newContext(browser);
      try {
        // Tab 1: build A, controlled by its service worker.
        const { page: t1, errors: e1 } = await openPage(ctx, srv.base);
        await t1.evaluate(() => navigator.serviceWorker.ready);
        for (let i = 0; i < 100 && !(await t1.evaluate(() => !!navigator.serviceWorker.controller)); i++) await sleep(100);
        assert(await t1.evaluate(() => !!navigator.serviceWorker.controller), "no service worker controls tab 1");
        assert((await t1.evaluate(() => window.empires.build)) === hashA, "tab 1 is not build A");
        await t1.evaluate(() => { window.controllerChanges = 0; navigator.serviceWorker.addEventListener("controllerchange", () => window.controllerChanges++); });
        // Build B is published; tab 2 (build A from the cache) is offered it and a person clicks Reload.
        srv.state.dir = distB;
        const switched = srv.state.log.length;
        const { page: t2 } = await openPage(ctx, srv.base);
        await t2.waitForSelector("#update:not([hidden])", { timeout: 30000 });
        assert((await t2.textContent("#update-btn")) === (await tr(t2, "page.reload")), "the update box's button");
        await t2.click("#update-btn");
        for (let i = 0; i < 100 && (await evalSoon(t2, () => (window.empires ? window.empires.build : ""))) !== hashB; i++) await sleep(100);
        await waitReady(t2);
        assert((await t2.evaluate(() => window.empires.build)) === hashB, "tab 2 did not reload into build B");
        await t1.waitForFunction(() => window.controllerChanges > 0, null, { timeout: 20000 });
        const names = await cacheNames(t1);
        console.log(`     caches with both tabs open: ${names.join(", ")}`);
        // Tab 1 (build A, now controlled by B's worker) starts a thinking worker.
        const a = await firstBotMove(t1, 3);
        const servedA = () => srv.state.log.slice(switched).filter((r) => r.url.includes("v=" + hashA));
        console.log(`     tab 1's first bot move: from a worker ${a.stats.worker_moves}, on the page ${a.stats.page_searches}, ` +
          `thinker failed ${a.failed}; requests for ?v=${hashA} that reached the server: ${servedA().length}`);
        assert(servedA().length === 0, "requests of build A answered by the server of build B: " + JSON.stringify(servedA()));
        assert((a.stats.worker_moves >= 1 && !a.failed && names.includes("empires-" + hashA)) ||
               (a.failed && a.update && a.stats.page_searches >= 1), "neither A's worker nor the page thought: " + JSON.stringify(a));
        // A's cache gone after all (a browser dropped it): the service worker
        // says so (410), never B's file, and tab 1 thinks on the page with the reload offered.
        await t1.evaluate(async (h) => {
          const from = await caches.open("empires-" + h), to = await caches.open("kept-" + h);
          for (const req of await from.keys()) await to.put(req, await from.match(req));
          await caches.delete("empires-" + h);
        }, hashA);
        const statuses = await t1.evaluate((h) => Promise.all(["thinker.js", "empires.js", "empires.wasm"].map(
          (f) => fetch(f + "?v=" + h).then((r) => r.status))), hashA);
        assert(statuses.every((x) => x === 410), "requests of build A without its cache: " + statuses.join(" "));
        const g = await firstBotMove(t1, 3);
        console.log(`     without A's cache: from a worker ${g.stats.worker_moves}, on the page ${g.stats.page_searches}, thinker failed ${g.failed}`);
        assert(g.failed && g.stats.worker_moves === 0 && g.stats.page_searches >= 1, "tab 1 did not think on the page: " + JSON.stringify(g));
        assert(g.update && g.updateText === (await tr(t1, "page.update")), "no reload offered in tab 1: " + JSON.stringify(g));
        assert(servedA().length === 0, "requests of build A answered by the server of build B: " + JSON.stringify(servedA()));
        const e1Other = e1.filter((x) => !/status of 410/.test(x));  // the three fetches above
        assert(e1Other.length === 0, "tab 1's console errors: " + e1Other.join(" | "));
        // Tab 1 closes: the next time a page speaks to the worker (tab 2 reloads), A's cache goes.
        await t1.evaluate(async (h) => {
          const from = await caches.open("kept-" + h), to = await caches.open("empires-" + h);
          for (const req of await from.keys()) await to.put(req, await from.match(req));
          await caches.delete("kept-" + h);
        }, hashA);
        await t1.close();
        await reload(t2);
        let left = [];
        for (let i = 0; i < 50; i++) {
          left = await cacheNames(t2);
          if (!left.includes("empires-" + hashA)) break;
          await sleep(200);
        }
        console.log(`     caches after tab 1 closed: ${left.join(", ")}`);
        assert(!left.includes("empires-" + hashA) && left.includes("empires-" + hashB), "caches after tab 1 closed: " + left.join(", "));
      } finally {
        await ctx.close();
        srv.close();
        await rm(distB, { recursive: true, force: true });
      }
    });

    await check("a wasm that is truncated or missing (or empires.js): a message in English or German with a Reload button, which loads the app once the file is back", async () => {
      const texts = await loadTexts();
      for (const k of ["load.failed", "load.failed_hint", "load.reload", "load.detail"]) assert(texts[k], "no row " + k + " in web/i18n.cpp");
      const dir = await distCopy("empires-bad-wasm-");
      const srv = await serve({ dir });
      try {
        // [how, language, width, height, locale, the app's setting]: German once by the setting, once by the browser.
        const cases = [["truncated", "en", 1280, 800, "en-US", null], ["truncated", "de", 390, 844, "en-US", "lang=de\n"],
                       ["missing", "de", 1280, 800, "de-DE", null], ["missing", "en", 390, 844, "de-DE", "lang=en\n"],
                       ["js-missing", "en", 1280, 800, "en-GB", null]];
        for (const [how, lang, width, height, locale, setting] of cases) {
          const file = path.join(dir, how === "js-missing" ? "empires.js" : "empires.wasm");
          const good = await readFile(file);
          if (how === "truncated") await writeFile(file, good.subarray(0, good.length >> 1));
          else await rm(file);
          const ctx = await newContext(browser, { viewport: { width, height }, locale, isMobile: width < 600, hasTouch: width < 600 });
          try {
            if (setting) await ctx.addInitScript((t) => localStorage.setItem("empires.settings.v1", t), setting);
            const q = await ctx.newPage();
            await q.goto(srv.base + "/?dev=1");
            await q.waitForSelector("#failed-btn", { state: "visible", timeout: 30000 });
            const f = await failedScreen(q);
            const where = `${how}, ${lang}, ${width}x${height}`;
            assert(f.lang === lang, `${where}: page language ${f.lang}`);
            assert(f.text.text === texts["load.failed"][lang] && f.hint.text === texts["load.failed_hint"][lang], `${where}: ${JSON.stringify([f.text.text, f.hint.text])}`);
            assert(f.btn.tag === "BUTTON" && f.btn.visible && f.btn.text === texts["load.reload"][lang], `${where}: the button ${JSON.stringify(f.btn)}`);
            const detail = { truncated: /WebAssembly/, missing: /empires\.wasm.*HTTP 404/, "js-missing": /empires\.js/ }[how];
            assert(detail.test(f.detail.text) && f.detail.text.startsWith(texts["load.detail"][lang].split("{0}")[0]) && f.detail.font < f.text.font,
              `${where}: the detail ${JSON.stringify(f.detail)}`);
            assert(!f.pct.visible, `${where}: the percentage still shows`);
            for (const k of ["text", "hint", "btn", "detail"]) {
              assert(f[k].left >= 0 && f[k].right <= f.w && f[k].top >= 0 && f[k].bottom <= f.h, `${where}: #failed-${k} past the window's edge: ${JSON.stringify(f[k])}`);
            }
            assert(f.scrollW <= f.w && f.scrollH <= f.h, `${where}: the page scrolls: ${f.scrollW}x${f.scrollH}`);
            const name = `load-failed-${how}-${lang}-${width}.png`;
            await q.screenshot({ path: path.join(root, "build", "screenshots", name) });
            console.log(`     ${where}: "${f.text.text}" | ${f.detail.text} | screenshot ${name}`);
            // The file is back: a click on Reload loads the app.
            await writeFile(file, good);
            await Promise.all([q.waitForNavigation(), q.click("#failed-btn")]);
            await waitReady(q);
            assert((await q.evaluate(() => window.empires.build)) === (await q.evaluate(() => window.EMPIRES_BUILD)), `${where}: not loaded after Reload`);
          } finally {
            await ctx.close();
          }
        }
      } finally {
        srv.close();
        await rm(dir, { recursive: true, force: true });
      }
    });

    const gameName = async (page, id) => (await page.evaluate(() => window.empires.games())).find((g) => g.id === id).name_en;

    await check("Start game (a click) keeps an unfinished game: a notice, Continue lists it and resumes it", async () => {
      const pg = p();
      await humanGame(pg, 81);
      await play(pg, 5);
      const before = await st(pg);
      await pg.evaluate(() => window.empires.show("menu"));
      await waitFrames(pg);
      await shot(pg, "persist-continue-list.png");
      await pressScrolled(pg, await tr(pg, "menu.start"));
      const s = await st(pg);
      const kept = await trf(pg, "saves.kept_continue", [await gameName(pg, before.game), await movesText(pg, 5)]);
      assert(s.screen === "game" && s.autosave_id !== before.autosave_id, "no new game: " + s.screen);
      assert(s.notice === kept, "notice: " + s.notice);
      await shot(pg, "persist-kept-notice.png");
      const old = (await pg.evaluate(() => window.empires.autosaves())).find((x) => x.id === before.autosave_id);
      assert(old && old.moves === 5 && !old.terminal && !old.running, "the old game's autosave: " + JSON.stringify(old));
      await pg.evaluate(() => window.empires.show("menu"));
      await waitFrames(pg);
      // The first "Continue game" is the running game, the next ones the other unfinished games.
      await pg.mouse.move(640, 400);
      await pg.mouse.wheel(0, -5000);  // back to the top
      await waitFrames(pg);
      await pressNth(pg, await tr(pg, "menu.continue"), 1);
      const c = await st(pg);
      assert(c.screen === "game" && c.autosave_id === before.autosave_id && c.moves === 5 && sameObs(c, before),
             "Continue did not resume the kept game: " + JSON.stringify([c.screen, c.moves]));
      await play(pg, 1);
      assert((await pg.evaluate(() => window.empires.autosaves())).find((x) => x.id === before.autosave_id).moves === 6, "the resumed game is not saved in its own slots");
    });

    await check("Load (a click) and opening a link keep an unfinished game too", async () => {
      const pg = p();
      await humanGame(pg, 82);
      await play(pg, 4);
      assert((await pg.evaluate(() => window.empires.saveAs("Keep me"))).ok, "saveAs");
      await play(pg, 2);
      const a = await st(pg);
      await pg.evaluate(() => window.empires.show("saves"));
      await waitFrames(pg);
      await press(pg, await tr(pg, "saves.load"));  // the newest save: "Keep me"
      let s = await st(pg);
      assert(s.moves === 4 && s.notice === await trf(pg, "saves.kept_continue", ["Rise of Empires", await movesText(pg, 6)]), "load: " + JSON.stringify([s.moves, s.notice]));
      assert((await pg.evaluate(() => window.empires.autosaves())).find((x) => x.id === a.autosave_id).moves === 6, "the game before Load is gone");
      await play(pg, 1);
      const b = await st(pg);
      const link = (await readFile(path.join(root, "tests", "golden", "rise_p3_v2.link"), "utf8")).trim();
      await pg.evaluate((h) => { window.location.hash = h; }, link);
      await sleep(50);
      await waitFrames(pg);
      s = await st(pg);
      assert(s.notice.includes(await trf(pg, "saves.kept_continue", ["Rise of Empires", await movesText(pg, 5)])), "link: " + s.notice);
      assert((await pg.evaluate(() => window.empires.autosaves())).find((x) => x.id === b.autosave_id).moves === 5, "the game before the link is gone");
    });

    await check("two tabs on one game: the other tab only shows it, takes it over by a click, nothing is lost", async () => {
      const ctx = await newContext(browser);
      const { page: A, errors: ea } = await openPage(ctx, base);
      await humanGame(A, 91);
      await play(A, 3);
      const { page: B, errors: eb } = await openPage(ctx, base);
      let b = await st(B);
      const id = (await st(A)).autosave_id;
      assert(b.moves === 3 && b.autosave_id === id && b.screen === "menu", "tab B: " + JSON.stringify([b.moves, b.screen]));
      await press(B, await tr(B, "menu.continue"));
      await play(B, 2);  // tab B goes on with the game
      // Tab A only shows the game now, and follows tab B's moves (the storage event).
      const until = async (page, pred, what) => {
        for (let i = 0; i < 200; i++) {
          const x = await st(page);
          if (pred(x)) return x;
          await sleep(50);
        }
        const x = await st(page);
        assert(false, what + ": " + JSON.stringify([x.read_only, x.moves]));
      };
      let a = await until(A, (x) => x.read_only && x.moves === 5, "tab A does not show tab B's moves read-only");
      await waitFrames(A);
      assert(a.human_to_act === -1 && sameObs(a, await st(B)), "tab A does not show tab B's position");
      assert((await A.evaluate(() => window.empires.legalActions())).length === 0, "tab A still offers actions");
      const refused = await A.evaluate(() => window.empires.apply(0));
      assert(!refused.ok && refused.error === await tr(A, "tabs.read_only"), "apply in tab A: " + JSON.stringify(refused));
      await A.bringToFront();  // the person goes back to tab A (a background tab draws no frames to click on)
      await waitFrames(A);
      await shot(A, "persist-tab-read-only.png");
      await resize(A, 390, 844);
      await shot(A, "persist-tab-read-only-390.png");
      await resize(A, 1280, 800);
      const slotsMoves = async () => Math.max(...(await autosaveSlots(A)).map(slotInfo).filter((x) => x && x.valid).map((x) => x.moves));
      assert(await slotsMoves() === 5, "tab B's moves are not in the store");
      await press(A, await tr(A, "tabs.take_over"));
      a = await st(A);
      assert(!a.read_only && a.moves === 5 && a.autosave_id === id, "take over: " + JSON.stringify([a.read_only, a.moves]));
      assert(a.notice === await trf(A, "tabs.taken_over", [5]), "notice: " + a.notice);
      await sleep(100);
      await waitFrames(B);
      assert((await st(B)).read_only, "tab B may still play after the take-over");
      await play(A, 1);
      b = await until(B, (x) => x.read_only && x.moves === 6, "tab B does not follow tab A read-only after the take-over");
      assert(sameObs(b, await st(A)), "tab B does not show tab A's position");
      await waitFrames(B);
      await shot(B, "persist-tab-follows.png");
      assert(await slotsMoves() === 6, "the store does not hold the 6 moves");
      // Another game in tab B leaves tab A's game alone; both are kept.
      await humanGame(B, 92);
      await play(B, 2);
      await play(A, 2);
      const list = await A.evaluate(() => window.empires.autosaves());
      const mine = list.find((x) => x.id === id);
      const bid = (await st(B)).autosave_id;
      assert(mine && mine.moves === 8, "tab A's game: " + JSON.stringify(mine));
      assert(list.find((x) => x.id === bid).moves === 2, "tab B's game: " + JSON.stringify(list));
      assert(!(await st(A)).read_only && !(await st(B)).read_only, "two games, yet a tab became read-only");
      console.log(`     tab A ${mine.moves} moves, tab B 2 moves, ${list.length} autosaved games`);
      // Tab A starts a third game: tab B's game is kept under "Unfinished games" on the Saves screen, where
      // tab A may delete it (by clicks, with a confirmation); the game open in a tab offers no Delete.
      await A.bringToFront();
      await humanGame(A, 93);
      await play(A, 1);
      await A.evaluate(() => window.empires.show("saves"));
      await waitFrames(A);
      const del = await tr(A, "saves.delete");
      const dels = async () => (await A.evaluate(() => window.empires.items())).filter((it) => it.label === del && it.visible).length;
      const before = await dels();
      assert(before >= 2, "no Delete for the unfinished games: " + before);
      // Unfinished games come after the named saves, newest first: tab A's first game (written last), then tab B's.
      await pressNth(A, del, before - 2);
      await press(A, await tr(A, "saves.delete_yes"));
      await shot(A, "persist-unfinished-deleted.png");
      const after = await A.evaluate(() => window.empires.autosaves());
      assert(after.length === list.length && !after.find((x) => x.id === id) && after.find((x) => x.id === bid),
             "delete an unfinished game: " + JSON.stringify(after.map((x) => [x.id === id, x.id === bid, x.moves])));
      const refusedDel = await A.evaluate((i) => window.empires.deleteAutosave(i), (await st(A)).autosave_id);
      assert(!refusedDel.ok && refusedDel.error === await tr(A, "saves.err.delete_running"), "the running game was deleted: " + JSON.stringify(refusedDel));
      assert(ea.length === 0 && eb.length === 0, "console errors: " + [...ea, ...eb].join(" | "));
      await ctx.close();
    });

    await check("strings of any length: one clear message, nothing changes, the app goes on", async () => {
      const pg = p();
      await humanGame(pg, 95);
      await play(pg, 2);
      const before = await st(pg);
      const store0 = await storageSnapshot(pg);
      const tmpl = await tr(pg, "err.too_long");
      const prefix = tmpl.slice(0, tmpl.indexOf("{0}"));
      for (const n of [300000, 5 * 1024 * 1024]) {
        const results = await pg.evaluate((n) => {
          const big = "A".repeat(n);
          const e = window.empires;
          return {
            loadLink: e.loadLink("#g=" + big),
            openReview: e.openReview(big),
            saveAs: e.saveAs(big),
            setLanguage: e.setLanguage(big),
            newGame: e.newGame({ game: big, players: 2, seats: [{}, {}] }),
            seatName: e.newGame({ game: "rise", players: 2, seats: [{ name: big }, {}] }),
            show: e.show(big),
            loadSave: e.loadSave(big),
            deleteSave: e.deleteSave(big),
            exportSave: e.exportSave(big),
            continueAutosave: e.continueAutosave(big),
            importName: e.importSave("x", big),
            tr: e.tr(big),
          };
        }, n);
        for (const [name, r] of Object.entries(results)) {
          if (name === "tr") { assert(r === "", "tr of a long key: " + String(r).slice(0, 40)); continue; }
          const shown = name === "seatName" ? "" : String(n + (name === "loadLink" ? 3 : 0));  // the seat text has more around the name
          assert(!r.ok && r.error.startsWith(prefix) && r.error.includes(shown), `${name} (${n}): ${JSON.stringify(r).slice(0, 200)}`);
        }
        // A person opens such a link while the page is open (an address holds at most 2 MB in Chromium).
        const h = Math.min(n, 1500000);
        await pg.evaluate((h) => { window.location.hash = "#g=" + "B".repeat(h); }, h);
        await sleep(100);
        await waitFrames(pg);
        const s = await st(pg);
        assert(s.banner.startsWith(prefix) && s.banner.includes(String(h + 3)) && s.moves === before.moves && sameObs(s, before),
               `hash change (${h}): ${s.banner.slice(0, 100)}`);
        await pg.evaluate(() => { history.replaceState(null, "", location.pathname + location.search); });
      }
      console.log("     " + (await st(pg)).banner);
      await shot(pg, "persist-too-long.png");
      // Just under the limit: the link's own message, no crash.
      const r = await pg.evaluate(() => window.empires.loadLink("#g=" + "C".repeat(20000)));
      assert(!r.ok && r.error && !r.error.startsWith(prefix), "20,000 characters: " + JSON.stringify(r).slice(0, 200));
      assert(JSON.stringify(await storageSnapshot(pg)) === JSON.stringify(store0), "storage changed");
      await play(pg, 1);  // the app still works
      assert((await st(pg)).moves === before.moves + 1, "the app stopped working");
    });

    await check("data of a newer build is never overwritten; unreadable saves are listed, exported and deleted by clicks", async () => {
      const pg = p();
      for (const x of await pg.evaluate(() => window.empires.saves())) await pg.evaluate((id) => window.empires.deleteSave(id), x.id);
      await humanGame(pg, 96);
      await play(pg, 2);
      assert((await pg.evaluate(() => window.empires.saveAs("Template"))).ok, "saveAs");
      const tid = (await pg.evaluate(() => window.empires.saves()))[0].id;
      const text = await pg.evaluate((id) => localStorage.getItem("empires.save." + id), tid);
      await pg.evaluate((id) => window.empires.deleteSave(id), tid);
      const newer = newerFormatFile(text).toString("utf8");
      const damaged = text.replace("record=", "record=X");
      const foreign = {
        "empires.auto.0": newer, "empires.auto.1": newer,                        // the old shared slots, by a newer build
        "empires.auto.abcdef0123456789.0": newer, "empires.auto.abcdef0123456789.1": newer,
        "empires.save.1600000000000": newer,
        "empires.save.1600000000001": damaged,
      };
      await pg.evaluate((o) => { for (const [k, v] of Object.entries(o)) localStorage.setItem(k, v); }, foreign);
      await reload(pg);
      await humanGame(pg, 97);
      await play(pg, 3);
      await reload(pg);
      await press(pg, await tr(pg, "menu.continue"));
      await play(pg, 2);
      await humanGame(pg, 98);
      await play(pg, 3);
      const store = await storageSnapshot(pg);
      for (const [k, v] of Object.entries(foreign)) assert(store[k] === v, "changed or deleted: " + k);
      const list = await pg.evaluate(() => window.empires.saves());
      const u0 = list.find((x) => x.id === "1600000000000"), u1 = list.find((x) => x.id === "1600000000001");
      assert(u0 && u0.unreadable && u0.bytes === Buffer.byteLength(newer) && u0.error === await tr(pg, "saves.err.newer"), "newer save: " + JSON.stringify(u0));
      assert(u1 && u1.unreadable && u1.bytes === Buffer.byteLength(damaged) && u1.error === await tr(pg, "saves.err.damaged"), "damaged save: " + JSON.stringify(u1));
      await pg.evaluate(() => window.empires.show("saves"));
      await waitFrames(pg);
      await shot(pg, "persist-unreadable.png");
      // The newest row is the damaged one (its id is the later time): export it, then delete it.
      const dl = pg.waitForEvent("download", { timeout: 10000 });
      await press(pg, await tr(pg, "saves.export"));
      const download = await dl;
      const file = path.join(await mkdtemp(path.join(os.tmpdir(), "empires-")), download.suggestedFilename());
      await download.saveAs(file);
      assert(await readFile(file, "utf8") === damaged, "the export is not the stored text");
      await press(pg, await tr(pg, "saves.delete"));
      await press(pg, await tr(pg, "saves.delete_yes"));
      const after = await storageSnapshot(pg);
      assert(!("empires.save.1600000000001" in after) && after["empires.save.1600000000000"] === newer, "delete removed the wrong entry");
      await pg.evaluate((keys) => { for (const k of keys) localStorage.removeItem(k); }, Object.keys(foreign));
    });

    await check("the seed is not in state(), an observation or on screen; test-only games need ?dev=1", async () => {
      const pg = p();
      const seed = "987654321987654321";
      const r = await pg.evaluate((seed) => window.empires.newGame({ game: "rise", players: 2, seed, seats: [{ name: "Anna" }, { name: "Ben" }] }), seed);
      assert(r.ok, r.error);
      await play(pg, 2);
      for (const seat of [undefined, 0, 1]) {
        const j = JSON.stringify(await pg.evaluate((x) => window.empires.state(x), seat));
        assert(!j.includes('"seed"') && !j.includes(seed), "state(" + seat + ") shows the seed");
      }
      const labels = JSON.stringify(await pg.evaluate(() => [window.empires.items(), window.empires.boardItems()]));
      assert(!labels.includes(seed), "the screen shows the seed");
      const ctx = await newContext(browser);
      const { page: q } = await openPage(ctx, base, { query: "" });
      const toyName = await gameName(q, "toy");
      const want = await trf(q, "err.test_game", [toyName]);
      const ng = await q.evaluate(() => window.empires.newGame({ game: "toy", players: 2, seats: [{}, {}] }));
      assert(!ng.ok && ng.error === want, "toy without ?dev=1: " + JSON.stringify(ng));
      const toyLink = (await readFile(path.join(root, "tests", "golden", "toy_p2_v1.link"), "utf8")).trim();
      const ll = await q.evaluate((l) => window.empires.loadLink(l), toyLink);
      assert(!ll.ok && ll.error.includes(want), "toy link without ?dev=1: " + JSON.stringify(ll));
      const rv = await q.evaluate((l) => window.empires.openReview(l), toyLink);
      assert(!rv.ok && rv.error.includes(want), "toy review without ?dev=1: " + JSON.stringify(rv));
      const save = await readFile(path.join(root, "tests", "golden", "toy_p2_v1.save"));
      const im = await q.evaluate((b) => window.empires.importSave(new Uint8Array(b), "toy.save"), [...save]);
      assert(!im.ok && im.error.includes(want), "toy import without ?dev=1: " + JSON.stringify(im));
      assert(!(await q.evaluate(() => window.empires.games())).find((g) => g.id === "toy").visible, "toy is listed");
      await ctx.close();
    });

    await check("a game at the record limit (250,000 actions): said plainly, no bot moves, no move taken, kept over a reload", async () => {
      const t0 = Date.now();
      const dir = await mkdtemp(path.join(os.tmpdir(), "empires-full-"));
      const botFile = fullGameFile(dir, "0");    // Rob (a bot) is to move
      const humanFile = fullGameFile(dir, "1");  // Rob (a person) is to move
      const fileActions = actionsOf(await readFile(botFile));
      assert(fileActions, "the save file holds no 250,000 actions");
      const tCli = Date.now() - t0;

      // 1. Imported through the file picker and loaded by a click; a bot is to move.
      const ctx = await newContext(browser);
      const { page: q, errors: e2 } = await openPage(ctx, base);
      const full = await trf(q, "game.record_full", [250000]);  // the message, as the app words it
      assert(/250000/.test(full), "message: " + full);
      await q.evaluate(() => window.empires.show("saves"));
      await waitFrames(q);
      const fc = q.waitForEvent("filechooser", { timeout: 10000 });
      await press(q, await tr(q, "saves.import"));
      const t1 = Date.now();
      await (await fc).setFiles(botFile);
      for (let i = 0; i < 300 && (await q.evaluate(() => window.empires.saves())).length === 0; i++) await sleep(100);
      const tImport = Date.now() - t1;
      const list = await q.evaluate(() => window.empires.saves());
      assert(list.length === 1 && list[0].game === "dawn" && !list[0].terminal, "imported: " + JSON.stringify(list) + " " + (await stb(q)).banner);
      const t2 = Date.now();
      await pressNth(q, await tr(q, "saves.load"), 0);
      for (let i = 0; i < 300 && (await stb(q)).screen !== "game"; i++) await sleep(100);
      const tLoad = Date.now() - t2;
      const s = await stb(q);
      assert(s.screen === "game" && s.game === "dawn" && s.record_full === true && !s.terminal, "loaded: " + JSON.stringify({ screen: s.screen, full: s.record_full, banner: s.banner }));
      // Rob, a bot, was to move: nobody is about to move, and the status bar says why.
      assert(s.current === 1 && s.seats[1].kind === "bot" && !s.bot_to_act && s.human_to_act < 0,
        "Rob (a bot) should be to move, and not about to: " + JSON.stringify({ cur: s.current, bot: s.bot_to_act, human: s.human_to_act }));
      const shown = async (pg) => pg.evaluate((t) => window.empires.items().find((it) => it.label === t && it.visible), full);
      assert(await shown(q), "the record-limit message is not on screen");
      // The round shown is the game's: 125,000 turns of two seats (a turn counter of 16 bits stopped at 32768).
      const turn = s.observation && s.observation.turn;
      assert(turn > 65535, "turns played: " + turn);
      const round = Math.floor(turn / 2) + 1;
      const listed = await q.evaluate(() => window.empires.saves().filter((e) => e.game === "dawn" && !e.terminal).map((e) => e.round));
      assert(listed.includes(round), `round ${round} is not the game's round in the saves list: ${JSON.stringify(listed)}`);
      console.log(`     CLI ${tCli} ms, import ${tImport} ms, load ${tLoad} ms`);
      // No bot moves: well past the bot's delay, nothing changed and nobody thinks.
      await sleep(Math.max(1500, 2 * (s.bot_delay_ms || 0)));
      const later = await stb(q);
      assert(later.moves === s.moves && later.record_full && JSON.stringify(later.observation) === JSON.stringify(s.observation), `a bot moved: ${s.moves} -> ${later.moves}`);
      await shot(q, "persist-record-full-1280x800.png");
      // The autosave holds the 250,000 actions of the file.
      const autosaveActions = async (pg) => {
        const slots = (await autosaveSlots(pg)).filter((t) => t && slotInfo(t).valid).sort((a, b) => slotInfo(b).seq - slotInfo(a).seq);
        assert(slots.length > 0, "no valid autosave slot");
        const rec = Buffer.from(slots[0].match(/^record=(.*)$/m)[1], "base64");
        return actionsOf(rec);
      };
      const kept = await autosaveActions(q);
      assert(kept && kept.equals(fileActions), "the autosave does not hold the file's 250,000 actions");
      // 2. Reload: Continue brings it back, still full, still saying so.
      const t3 = Date.now();
      await reload(q);
      const tReload = Date.now() - t3;
      await press(q, await tr(q, "menu.continue"));
      const back = await stb(q);
      assert(back.screen === "game" && back.record_full && back.moves === s.moves && JSON.stringify(back.observation) === JSON.stringify(s.observation),
        "after the reload: " + JSON.stringify({ screen: back.screen, full: back.record_full, moves: back.moves }));
      assert(await shown(q), "the message is not on screen after the reload");
      const kept2 = await autosaveActions(q);
      assert(kept2 && kept2.equals(fileActions), "the autosave lost the 250,000 actions over the reload");
      assert(e2.length === 0, "console errors: " + e2.join(" | "));
      await ctx.close();

      // 3. A phone, a person to move: a tap on a choice is refused with the message.
      const pctx = await newContext(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
      const { page: m, errors: e3 } = await openPage(pctx, base);
      await m.evaluate(() => window.empires.show("saves"));
      await waitFrames(m);
      const fc2 = m.waitForEvent("filechooser", { timeout: 10000 });
      await press(m, await tr(m, "saves.import"), { touch: true });
      await (await fc2).setFiles(humanFile);
      for (let i = 0; i < 300 && (await m.evaluate(() => window.empires.saves())).length === 0; i++) await sleep(100);
      const saved = await m.evaluate(() => window.empires.saves());
      assert(saved.length === 1, "not imported: " + (await stb(m)).banner);
      const ld = await m.evaluate((id) => window.empires.loadSave(id), saved[0].id);
      assert(ld.ok, "load: " + ld.error);
      await waitFrames(m);
      const h = await stb(m);
      assert(h.record_full && h.current === 1 && h.seats[1].kind === "human", "Rob (a person) should be to move: " + JSON.stringify({ full: h.record_full, cur: h.current }));
      const msg = await shown(m);
      assert(msg && msg.x >= 0 && msg.x + msg.w <= 390 && msg.y >= 0 && msg.y + msg.h <= 844, "the message is not in view on the phone: " + JSON.stringify(msg));
      await shot(m, "persist-record-full-390x844.png");
      // No choice is offered (nothing highlighted, no decision buttons) ...
      const board = await m.evaluate(() => window.empires.boardItems());
      assert(board.length > 0 && !board.some((it) => it.legal), "a choice is offered: " + board.filter((it) => it.legal).map((it) => it.label).slice(0, 5).join(", "));
      // ... and a tap on a technology card (scrolled into view by a swipe) is refused with the message.
      let card = null;
      for (let i = 0; i < 8 && !card; i++) {
        card = (await m.evaluate(() => window.empires.boardItems())).find((it) => it.label.startsWith("tech:") && it.y > 100 && it.y + it.h < 800);
        if (!card) await swipe(m, 200, 600, -350);
      }
      assert(card, "no technology card on screen to tap");
      await m.touchscreen.tap(card.x + card.w / 2, card.y + card.h / 2);
      await waitFrames(m);
      const after = await stb(m);
      assert(after.moves === h.moves && after.record_full && JSON.stringify(after.observation) === JSON.stringify(h.observation), `a move was taken: ${h.moves} -> ${after.moves}`);
      assert(after.toast.includes(full), `the tap on ${card.label} was not refused with the message: toast ${JSON.stringify(after.toast)}`);
      await shot(m, "persist-record-full-refused-390x844.png");
      // The same through the automation API, with the actions the engine allows there (Research Harbors, ...).
      const legal = await m.evaluate(() => window.empires.legalActions());
      assert(legal.length > 0, "the engine allows nothing here");
      for (const a of legal) {
        const ap = await m.evaluate((id) => window.empires.apply(id), a.id);
        assert(!ap.ok && ap.error === full, `apply(${a.label}): ${JSON.stringify(ap)}`);
      }
      assert((await stb(m)).moves === h.moves, "a move was taken through the API");
      assert(e3.length === 0, "console errors: " + e3.join(" | "));
      await pctx.close();
      console.log(`     CLI ${tCli} ms, import ${tImport} ms, load ${tLoad} ms, reload ${tReload} ms, total ${Date.now() - t0} ms`);
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
