// The attack, re-run on demand (not part of `make test`: the fuzzers and the
// browser tests guard each fixed case; this gives the figures for a note).
// Run: NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/attack.mjs [CASES]
// Mutates the golden links, save files and .empires entries (tests/golden,
// tests/fuzz/corpus_entry): flipped, inserted, deleted and duplicated bytes,
// cuts, base64's other alphabet and padding, huge numbers. Each case goes
// through the native CLI (`empires replay`: exit 0 or 2 with one line, no signal, within
// 10 s) and the built site (loadLink / openReview / importSave + loadSave:
// {ok, error} with a message, the page alive, a refusal changing nothing).
// Prints the cases, how many opened, how many were refused and the failures.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { start, run, openInContext, root } from "./harness.mjs";

const CASES = Number(process.argv[2] || 600);
const cli = path.join(root, "build", "native", "engine", "empires");
const golden = path.join(root, "tests", "golden");
const tmp = mkdtempSync(path.join(os.tmpdir(), "empires-attack-"));
let seed = 12345;
const rnd = (n) => { seed = (seed * 1103515245 + 12345) >>> 0; return seed % n; };

const links = readdirSync(golden).filter((f) => f.endsWith(".link") && !f.includes("long")).map((f) => readFileSync(path.join(golden, f), "utf8").trim());
const saves = readdirSync(golden).filter((f) => f.endsWith(".save") && !f.includes("long")).map((f) => readFileSync(path.join(golden, f)));
const entryDir = path.join(root, "tests", "fuzz", "corpus_entry");
const entries = readdirSync(entryDir).map((f) => readFileSync(path.join(entryDir, f), "utf8"));

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/=";
function mutateText(t) {
  const s = [...t];
  const k = rnd(8);
  const at = rnd(s.length + 1);
  if (k === 0) s[at % s.length] = B64[rnd(B64.length)];                       // one character changed
  else if (k === 1) s.splice(at, 0, B64[rnd(B64.length)]);                     // one inserted
  else if (k === 2) s.splice(at, 1 + rnd(8));                                  // some deleted
  else if (k === 3) return s.slice(0, at).join("");                            // cut short
  else if (k === 4) return t.replace(/-/g, "+").replace(/_/g, "/") + "==";     // the other alphabet, padded
  else if (k === 5) s.splice(at, 0, ...s.slice(at, at + 1 + rnd(40)));         // a piece doubled
  else if (k === 6) s.splice(at, 0, String(rnd(2) ? "999999999999999999999" : "-1"));  // a huge number
  else for (let i = 0; i < 1 + rnd(6); i++) s[rnd(s.length)] = B64[rnd(B64.length)];
  return s.join("");
}
function mutateBytes(b) {
  const u = Buffer.from(b);
  const k = rnd(5);
  const at = rnd(u.length);
  if (k === 0) { u[at] ^= 1 << rnd(8); return u; }
  if (k === 1) return u.subarray(0, at);
  if (k === 2) return Buffer.concat([u.subarray(0, at), Buffer.from([rnd(256), rnd(256)]), u.subarray(at)]);
  if (k === 3) { for (let i = 0; i < 8 && at + i < u.length; i++) u[at + i] = 0xff; return u; }
  return Buffer.concat([u.subarray(0, at), u.subarray(at - Math.min(at, 16))]);
}

function viaCli(file) {
  const r = spawnSync(cli, ["replay", file], { encoding: "utf8", timeout: 10000 });
  if (r.error) return "hung or failed to start: " + r.error.message;
  if (r.signal) return "killed by " + r.signal;
  if (r.status !== 0 && r.status !== 2) return "exit " + r.status;  // README: 2 is a bad input file or link
  if (r.status === 2 && (!/^empires: /.test(r.stderr) || r.stderr.trim().split("\n").length !== 1)) return "refused without one line of message";
  return r.status === 0 ? "opened" : "refused";
}

run(async () => {
  const { server, base, browser } = await start();
  const ctx = await browser.newContext();
  let { page } = await openInContext(ctx, base);
  const figures = { cases: 0, cli: { opened: 0, refused: 0 }, page: { opened: 0, refused: 0 }, failures: [] };
  const fail = (kind, what, why) => { if (figures.failures.length < 30) figures.failures.push(`${kind}: ${why} (${what.slice(0, 80)})`); figures.failed = (figures.failed || 0) + 1; };
  const brief = () => page.evaluate(() => window.empires.state(-1, { brief: true }));
  await page.evaluate(() => window.empires.newGame({ game: "toy", players: 2, seed: 3 }));
  for (let i = 0; i < CASES; i++) {
    const kind = ["link", "review", "save", "entry"][i % 4];
    figures.cases++;
    let input, file;
    if (kind === "link" || kind === "review") {
      input = mutateText(links[rnd(links.length)]);
      file = path.join(tmp, "case.link");
      writeFileSync(file, input);
    } else if (kind === "save") {
      input = mutateBytes(saves[rnd(saves.length)]);
      file = path.join(tmp, "case.save");
      writeFileSync(file, input);
    } else {
      input = mutateText(entries[rnd(entries.length)]);
      file = path.join(tmp, "case.empires");
      writeFileSync(file, input);
    }
    const c = viaCli(file);
    if (c === "opened" || c === "refused") figures.cli[c]++;
    else if (kind !== "entry") fail("cli " + kind, String(input), c);  // the CLI does not read entries
    try {
      const before = await brief();
      let r;
      if (kind === "link") r = await page.evaluate((l) => window.empires.loadLink(l), input);
      else if (kind === "review") {
        r = await page.evaluate((l) => window.empires.openReview(l), input);
        await page.evaluate(() => window.empires.reviewing && window.empires.leaveReview());
        await page.evaluate(() => window.empires.leaveReview());
      } else {
        const n0 = (await page.evaluate(() => window.empires.saves())).length;
        r = await page.evaluate(([d, bin]) => window.empires.importSave(bin ? new Uint8Array(d) : d, "attack.empires"),
          [kind === "save" ? [...input] : input, kind === "save"]);
        const list = await page.evaluate(() => window.empires.saves());
        if (r.ok) {
          const added = list[0];
          const l = await page.evaluate((id) => window.empires.loadSave(id), added.id);
          if (!l.ok && !l.error) fail(kind, String(input), "load refused without a message");
          for (const e of list) await page.evaluate((id) => window.empires.deleteSave(id), e.id);
        } else if (list.length !== n0) fail(kind, String(input), "a refused import changed the saves list");
      }
      if (typeof r !== "object" || typeof r.ok !== "boolean") fail(kind, String(input), "no {ok} answer: " + JSON.stringify(r));
      else if (!r.ok && !(typeof r.error === "string" && r.error.length > 5)) fail(kind, String(input), "refused without a message");
      else if (r.ok) figures.page.opened++;
      else {
        figures.page.refused++;
        const after = await brief();
        if (kind === "link" && (after.game !== before.game || after.moves !== before.moves)) fail(kind, String(input), "a refused link changed the game");
      }
    } catch (e) {
      fail(kind, String(input), "page: " + String(e.message || e).split("\n")[0]);
      await page.close().catch(() => {});
      ({ page } = await openInContext(ctx, base));
    }
  }
  console.log(JSON.stringify(figures, null, 1));
  await browser.close();
  server.close();
  if (figures.failed) process.exitCode = 1;
});
