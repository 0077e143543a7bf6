// First and repeat visits, measured on a phone-like profile (not a test: figures
// for the start-up issue). Each visit is a new headless Chromium at 390x844, DPR 3,
// on a throttled CPU and link; it prints, per visit and as medians, the time (ms
// since navigation start) of the html, empires.js, the wasm's request and end,
// the instance, main()'s start and end, the first frame, "menu ready" and the
// service worker's activation. Run (after a wasm build, e.g. make wasm):
//   NODE_PATH=~/.cache/empires/node/node_modules node tests/browser/first_visit_bench.mjs [options]
//   e.g. --runs 3 --cpu 4,1 --shaper --dist /path/to/dist   (about 6 minutes)
// Options (all optional):
//   --runs N          measurements per case (default 3; medians are printed)
//   --cpu 1,4         CPU slowdowns (Emulation.setCPUThrottlingRate), default "4,1"
//   --dist DIR        the site to serve (default dist/, or EMPIRES_DIST)
//   --dpr N           device pixel ratio (default 3: a 390x844 phone)
//   --width/--height  viewport (default 390x844)
//   --latency MS      added per request (default 150), --mbit N: down/up link (default 9)
//   --no-net          no network emulation (a local link)
//   --shaper          emulate the link in the server instead of in Chromium (DevTools'
//                     throttling does not reach the service worker's own fetches; the
//                     shaper throttles every byte, so the worker's precache of the
//                     2.2 MB wasm competes with the page's download as on a real phone)
//   --gzip            serve .wasm/.js/.html gzip-encoded (as most static hosts do)
//   --cases first,reload,reopen,offline   which visits (default all four):
//        first   a fresh profile (no HTTP cache, no service worker, no code cache)
//        reload  the same tab reloaded once the service worker is active
//        reopen  the browser restarted on the same profile (a later visit), online
//        offline the same, with the server down and the browser offline
//   --profile         also take one CDP CPU profile per case (first run only) and print
//                     the C++ functions that dominate (wasm indices mapped through
//                     --symbols, default build/wasm/web/empires.js.symbols)
//   --trace           also print V8's wasm compile / code-cache trace events per case
//   --json FILE       write every measurement as JSON
//   --query Q         the page's query (default "?dev=1"; "?dev=1&nosw=1": no service worker)
//   --verbose         print each visit's texture uploads, first frames and long tasks
// "Menu ready" is the tests' signal (harness.mjs waitReady): empires.ready resolved,
// a frame drawn (empires.frames() > 0) and the app at rest (empires.resting()); it
// is taken in the page at the end of the main loop's animation frame where it first
// holds, so that the poll itself does not add to the figure.
import { createServer } from "node:http";
import { readFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { root, dist as defaultDist, MIME, ARGS } from "./harness.mjs";

const require = createRequire(import.meta.url);
const { chromium } = require("playwright-core");

// ---- options ----------------------------------------------------------------------------------
const argv = process.argv.slice(2);
const opt = (name, def) => {
  const i = argv.indexOf("--" + name);
  return i < 0 ? def : argv[i + 1];
};
const flag = (name) => argv.includes("--" + name);
const RUNS = Number(opt("runs", 3));
const CPUS = String(opt("cpu", "4,1")).split(",").map(Number);
const DIST = path.resolve(opt("dist", defaultDist));
const DPR = Number(opt("dpr", 3));
const WIDTH = Number(opt("width", 390)), HEIGHT = Number(opt("height", 844));
const LATENCY = Number(opt("latency", 150));
const MBIT = Number(opt("mbit", 9));
const NET = !flag("no-net");
const SHAPER = flag("shaper");
const GZIP = flag("gzip");
const CASES = String(opt("cases", "first,reload,reopen,offline")).split(",");
const PROFILE = flag("profile");
const TRACE = flag("trace");
const JSON_OUT = opt("json", null);
const VERBOSE = flag("verbose");
const QUERY = opt("query", "?dev=1");  // e.g. "?dev=1&nosw=1": no service worker (the HTTP cache only)
const SYMBOLS = opt("symbols", path.join(root, "build/wasm/web/empires.js.symbols"));
const BYTES_PER_MS = (MBIT * 1e6) / 8 / 1000;

// ---- the server: dist/ with MIME types, optionally gzip and a link shaper -----------------------
// The shaper: every request waits one round trip (the latency) before its answer
// starts, and all bodies share one link of MBIT, sent in 16 KB slices in turn.
function serve(dir) {
  const state = { refuse: false, dir, log: [] };
  let linkFree = 0;  // when the shaped link is free again (ms, Date.now clock)
  const slice = (n) => {
    const now = Date.now();
    linkFree = Math.max(linkFree, now) + n / BYTES_PER_MS;
    return new Promise((r) => setTimeout(r, Math.max(0, linkFree - now)));
  };
  const server = createServer(async (req, res) => {
    if (state.refuse) { req.socket.destroy(); return; }
    const t0 = Date.now();
    let status = 200, size = 0;
    try {
      let p = decodeURIComponent(new URL(req.url, "http://x").pathname);
      if (p.endsWith("/")) p += "index.html";
      const from = path.resolve(state.dir);
      const file = path.join(from, path.normalize(p));
      if (!file.startsWith(from + path.sep)) throw new Error("outside");
      let body = await readFile(file);
      const ext = path.extname(file);
      const headers = { "Content-Type": MIME[ext] || "application/octet-stream", "Cache-Control": "no-cache" };
      if (GZIP && [".wasm", ".js", ".html"].includes(ext) && /gzip/.test(req.headers["accept-encoding"] || "")) {
        body = gzipSync(body, { level: 9 });
        headers["Content-Encoding"] = "gzip";
      }
      headers["Content-Length"] = body.length;
      size = body.length;
      if (SHAPER) await new Promise((r) => setTimeout(r, LATENCY));
      res.writeHead(200, headers);
      if (SHAPER) {
        for (let off = 0; off < body.length; off += 16384) {
          const part = body.subarray(off, Math.min(body.length, off + 16384));
          await slice(part.length);
          if (!res.write(part)) await new Promise((r) => res.once("drain", r));
        }
        res.end();
      } else {
        res.end(body);
      }
    } catch {
      status = 404;
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not found");
    }
    state.log.push({ url: req.url, status, size, ms: Date.now() - t0, sw: /ServiceWorker/i.test(req.headers["service-worker"] || "") });
  });
  server.state = state;
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => {
    server.base = "http://127.0.0.1:" + server.address().port;
    resolve(server);
  }));
}

// ---- in-page instrumentation (runs before the page's own scripts) -------------------------------
// Marks (performance.now(), ms since the navigation started) of: the wasm's request
// (glue.js instantiateWasm), WebAssembly.* start/end, the instance handed to the
// runtime, onRuntimeInitialized (ctors done; main() starts right after it), main()'s
// end (its first requestAnimationFrame: emscripten_set_main_loop), each main-loop
// frame's start and length with empires.frames()/resting() after it, "frame1" (the
// first frame drawn), "rest" (menu ready) and the service worker's readiness.
function instrument() {
  const T = () => performance.now();
  const fv = (window.__fv = { m: {}, frames: [], longtasks: [] });
  const mark = (k) => { if (!(k in fv.m)) fv.m[k] = T(); };
  for (const name of ["instantiate", "instantiateStreaming", "compile", "compileStreaming"]) {
    const orig = WebAssembly[name];
    if (!orig) continue;
    WebAssembly[name] = function (...a) {
      mark("wasm." + name + ".start");
      const p = orig.apply(this, a);
      p.then(() => mark("wasm." + name + ".end"), () => {});
      return p;
    };
  }
  let mod;
  Object.defineProperty(window, "Module", {
    configurable: true,
    get() { return mod; },
    set(v) {
      mod = v;
      if (!v || v.__fv) return;
      v.__fv = true;
      const iw = v.instantiateWasm;
      if (iw) v.instantiateWasm = function (imports, recv) {
        mark("wasm.request");
        return iw.call(this, imports, function (inst, m) { mark("wasm.instance"); return recv(inst, m); });
      };
      const ori = v.onRuntimeInitialized;
      v.onRuntimeInitialized = function () { mark("runtime"); return ori && ori.apply(this, arguments); };
    },
  });
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = function (cb) {
    if ("runtime" in fv.m) mark("main.end");
    return raf(function (ts) {
      const t0 = T();
      try { return cb(ts); } finally {
        if ("runtime" in fv.m && !("rest" in fv.m) && fv.frames.length < 2000) {
          let f = -1, rest = -1;
          try { f = Number(mod._empires_frames()); rest = Number(mod._empires_resting()); } catch (e) { /* not yet */ }
          const t1 = T();
          fv.frames.push([Math.round(t0), Math.round(t1 - t0), f, rest]);
          if (f > 0) mark("frame1");
          if (f > 0 && rest === 1) mark("rest");
        }
      }
    });
  };
  // Texture uploads (the font atlas): [width, height, ms].
  fv.tex = [];
  for (const C of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!C) continue;
    const ti = C.prototype.texImage2D;
    C.prototype.texImage2D = function (...a) {
      const t0 = T();
      try { return ti.apply(this, a); } finally {
        if (a.length >= 9) fv.tex.push([a[3], a[4], Math.round(T() - t0), Math.round(t0),
          String(new Error().stack).split("\n").slice(2, 6).map((l) => l.trim().replace(/^at /, "").replace(/ \(.*$/, "")).join("<")]);
      }
    };
  }
  document.addEventListener("DOMContentLoaded", () => mark("dcl"));
  window.addEventListener("load", () => mark("load"));
  if (navigator.serviceWorker) {
    navigator.serviceWorker.ready.then(() => mark("sw.ready"));
    fv.controlled = !!navigator.serviceWorker.controller;
  }
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) fv.longtasks.push([Math.round(e.startTime), Math.round(e.duration)]); })
      .observe({ type: "longtask", buffered: true });
  } catch (e) { /* no long tasks */ }
}

// ---- the browser ------------------------------------------------------------------------------
async function open(profileDir) {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ARGS,
    viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: DPR, isMobile: true, hasTouch: true,
  });
}

async function throttle(ctx, page, cpu, offline) {
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Network.enable");
  if (offline) {
    await cdp.send("Network.emulateNetworkConditions", { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  } else if (NET && !SHAPER) {
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: LATENCY,
      downloadThroughput: (MBIT * 1e6) / 8, uploadThroughput: (MBIT * 1e6) / 8 });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  return cdp;
}

// One visit of `url` in `page` (navigation or reload), measured.
async function visit(ctx, page, url, { cpu, offline = false, reload = false, profile = false, trace = false }) {
  const cdp = await throttle(ctx, page, cpu, offline);
  if (profile) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
    await cdp.send("Profiler.start");
  }
  let traceEvents = null, traceDone = null;
  if (trace) {
    traceEvents = [];
    cdp.on("Tracing.dataCollected", (e) => traceEvents.push(...e.value));
    traceDone = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
    await cdp.send("Tracing.start", { transferMode: "ReportEvents", traceConfig: {
      includedCategories: ["v8.wasm", "disabled-by-default-v8.wasm.detailed", "devtools.timeline", "v8", "loading", "blink.user_timing"] } });
  }
  const wall0 = Date.now();
  if (reload) await page.reload({ waitUntil: "commit" });
  else await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__fv && "rest" in window.__fv.m, null, { timeout: 120000, polling: 250 });
  const wall = Date.now() - wall0;
  const data = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0];
    const res = {};
    for (const e of performance.getEntriesByType("resource")) {
      const k = e.name.replace(/^.*\//, "").replace(/\?.*$/, "");
      res[k] = { start: e.startTime, reqStart: e.requestStart, respStart: e.responseStart, end: e.responseEnd,
                 transfer: e.transferSize, encoded: e.encodedBodySize, workerStart: e.workerStart };
    }
    return { m: window.__fv.m, frames: window.__fv.frames, tex: window.__fv.tex, longtasks: window.__fv.longtasks, controlled: window.__fv.controlled,
             nav: { respStart: nav.responseStart, end: nav.responseEnd, dcl: nav.domContentLoadedEventEnd, workerStart: nav.workerStart, transfer: nav.transferSize },
             res, items: window.empires.items().length };
  });
  let prof = null, events = null;
  if (profile) prof = (await cdp.send("Profiler.stop")).profile;
  if (trace) {
    await cdp.send("Tracing.end");
    await traceDone;
    events = traceEvents;
  }
  await cdp.detach().catch(() => {});
  return { ...phases(data), wall, raw: data, prof, events };
}

// The phases of a visit (ms since the navigation started).
function phases(d) {
  const m = d.m, r = d.res;
  const w = r["empires.wasm"] || {};
  const js = Math.max(r["glue.js"]?.end || 0, r["empires.js"]?.end || 0);
  const inst = m["wasm.instantiate.start"] ?? m["wasm.instantiateStreaming.start"] ?? m["wasm.compileStreaming.start"] ?? m["wasm.compile.start"];
  const frames = d.frames.filter((f) => f[2] >= 0);
  const firstDrawn = frames.find((f) => f[2] > 0);
  return {
    html: d.nav.end,                          // index.html received
    js,                                       // glue.js + empires.js received
    wasmReq: w.start ?? m["wasm.request"],   // the wasm asked for (a preload or an early fetch: before empires.js runs)
    wasmStart: w.respStart,                   // its first byte
    wasmEnd: w.end,                           // its last byte
    compileStart: inst,
    instance: m["wasm.instance"],             // compiled + instantiated
    runtime: m.runtime,                       // ctors run; main() starts
    mainEnd: m["main.end"],                   // main() returned (init_window, fonts, app().init())
    frame1: m.frame1,                         // first frame drawn (end of its rAF callback)
    frame1ms: firstDrawn ? firstDrawn[1] : null,  // that frame's length
    rest: m.rest,                             // menu ready
    swReady: m["sw.ready"],
    wasmBytes: w.transfer,
    frames: frames.length,
    maxFrame: Math.max(0, ...frames.map((f) => f[1])),
    items: d.items,
    controlled: d.controlled,
    atlas: d.tex && d.tex.length ? d.tex.map((t) => `${t[0]}x${t[1]} ${t[2]} ms at ${t[3]} (${t[4]})`).join(", ") : "",
  };
}

// ---- CPU profile: the C++ functions behind the wasm indices ------------------------------------
let symbols = null;
function symbolName(i) {
  if (!symbols) {
    symbols = new Map();
    if (existsSync(SYMBOLS)) {
      for (const line of readFileSync(SYMBOLS, "utf8").split("\n")) {
        const c = line.indexOf(":");
        if (c > 0) symbols.set(Number(line.slice(0, c)), line.slice(c + 1).replace(/\\([0-9a-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))));
      }
    }
  }
  return symbols.get(i);
}
function frameName(cf) {
  const n = cf.functionName || "";
  const mm = /^\$?(?:func|wasm-function\[)(\d+)/.exec(n) || (cf.url && cf.url.includes("wasm") ? /(\d+)/.exec(n) : null);
  if (mm) {
    const s = symbolName(Number(mm[1]));
    return "wasm " + (s ? s.replace(/\(.*$/, "").slice(0, 90) : n);
  }
  if (cf.url && /\.wasm/.test(cf.url) && n) return "wasm " + n.slice(0, 90);
  const file = (cf.url || "").replace(/^.*\//, "").replace(/\?.*$/, "");
  return (n || "(anonymous)") + (file ? " [" + file + "]" : "");
}
function analyseProfile(p, fromMs, toMs) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const self = new Map(), incl = new Map();
  let t = p.startTime, total = 0;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i];
    const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
    const at = (t - p.startTime) / 1000;
    if (at < fromMs || at > toMs) continue;
    const node = byId.get(p.samples[i]);
    const name = frameName(node.callFrame);
    if (name.startsWith("(idle)")) continue;
    total += ms;
    self.set(name, (self.get(name) || 0) + ms);
    const seen = new Set();
    for (let id = node.id; id != null; id = parent.get(id)) {
      const nm = frameName(byId.get(id).callFrame);
      if (seen.has(nm)) continue;
      seen.add(nm);
      incl.set(nm, (incl.get(nm) || 0) + ms);
    }
  }
  const top = (m, n) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { total, self: top(self, 25), incl: top(incl, 45) };
}
function printProfile(title, prof, upTo) {
  const a = analyseProfile(prof, 0, upTo);
  console.log(`\n  CPU profile, ${title}: ${a.total.toFixed(0)} ms busy on the main thread up to menu ready`);
  console.log("    inclusive (ms):");
  for (const [n, ms] of a.incl) if (ms >= 8) console.log(`      ${ms.toFixed(0).padStart(6)}  ${n}`);
  console.log("    self (ms):");
  for (const [n, ms] of a.self) if (ms >= 5) console.log(`      ${ms.toFixed(0).padStart(6)}  ${n}`);
}
function printTrace(title, events) {
  const keep = events.filter((e) => /wasm|CodeCache|Deserializ/i.test(e.name) || /wasm/i.test(e.cat || ""));
  const agg = new Map();
  for (const e of keep) {
    const k = e.name;
    const a = agg.get(k) || { n: 0, dur: 0 };
    a.n++;
    a.dur += (e.dur || 0) / 1000;
    agg.set(k, a);
  }
  console.log(`\n  wasm trace events, ${title}:`);
  for (const [k, a] of [...agg.entries()].sort((x, y) => y[1].dur - x[1].dur).slice(0, 25))
    console.log(`      ${String(a.n).padStart(5)} x ${a.dur.toFixed(1).padStart(8)} ms  ${k}`);
}

// ---- the runs ---------------------------------------------------------------------------------
const median = (xs) => {
  const v = xs.filter((x) => typeof x === "number" && isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const f0 = (x) => (x == null ? "-" : Math.round(x).toString());

async function waitSw(page, ms = 60000) {
  await page.waitForFunction(() => window.__fv && "sw.ready" in window.__fv.m && navigator.serviceWorker.controller, null, { timeout: ms, polling: 250 });
}

async function main() {
  if (!existsSync(path.join(DIST, "index.html"))) throw new Error("no site at " + DIST);
  const server = await serve(DIST);
  const url = server.base + "/" + QUERY;
  const results = [];
  console.log(`first_visit_bench: ${DIST}, ${WIDTH}x${HEIGHT} @${DPR}x, ` +
              (NET ? `${SHAPER ? "server-shaped" : "DevTools"} link ${LATENCY} ms / ${MBIT} Mbit/s` : "no network emulation") +
              `${GZIP ? ", gzip" : ""}, CPU x${CPUS.join(" / x")}, ${RUNS} runs; load average ${os.loadavg().map((x) => x.toFixed(2)).join(" ")}`);
  for (const cpu of CPUS) {
    for (let run = 0; run < RUNS; run++) {
      const profile = PROFILE && run === 0;
      const dir = await mkdtemp(path.join(os.tmpdir(), "empires-fv-"));
      const note = (kase, r) => {
        results.push({ cpu, run, kase, load: os.loadavg()[0], ...r, raw: undefined, prof: undefined, events: undefined, rawData: r.raw });
        console.log(`  x${cpu} run ${run + 1} ${kase.padEnd(7)} menu ready ${f0(r.rest)} ms (wall ${r.wall}); wasm ${f0(r.wasmReq)}-${f0(r.wasmEnd)}, ` +
                    `instance ${f0(r.instance)}, main ${f0(r.runtime)}-${f0(r.mainEnd)}, frame1 ${f0(r.frame1)} (${f0(r.frame1ms)} ms), ` +
                    `sw ${f0(r.swReady)}, load ${os.loadavg()[0].toFixed(2)}`);
        if (VERBOSE) console.log(`      textures: ${r.atlas}; frames [start, ms, frames(), resting()]: ` +
                                 JSON.stringify(r.raw.frames.filter((f) => f[2] >= 0).slice(0, 30)) + `; long tasks: ${JSON.stringify(r.raw.longtasks)}`);
        if (r.prof) printProfile(`x${cpu} ${kase}`, r.prof, r.rest);
        if (r.events) printTrace(`x${cpu} ${kase}`, r.events);
      };
      try {
        let ctx = await open(dir);
        let page = ctx.pages()[0] || (await ctx.newPage());
        await page.addInitScript(instrument);
        if (CASES.includes("first")) note("first", await visit(ctx, page, url, { cpu, profile, trace: TRACE }));
        else await visit(ctx, page, url, { cpu: 1 });
        // The service worker installs after the page's load event; then V8 may write
        // the wasm's code cache (after its tier-up, or a 2 s timer).
        if (!/nosw=1/.test(QUERY)) await waitSw(page);
        await new Promise((r) => setTimeout(r, 4000));
        if (CASES.includes("reload")) {
          note("reload", await visit(ctx, page, url, { cpu, reload: true, profile, trace: TRACE }));
          await new Promise((r) => setTimeout(r, 3000));
        }
        if (CASES.includes("reopen") || CASES.includes("offline")) {
          await ctx.close();
          ctx = await open(dir);
          page = ctx.pages()[0] || (await ctx.newPage());
          await page.addInitScript(instrument);
          if (CASES.includes("reopen")) {
            note("reopen", await visit(ctx, page, url, { cpu, profile, trace: TRACE }));
            await new Promise((r) => setTimeout(r, 3000));
          }
          if (CASES.includes("offline")) {
            await ctx.close();
            ctx = await open(dir);
            page = ctx.pages()[0] || (await ctx.newPage());
            await page.addInitScript(instrument);
            server.state.refuse = true;
            await ctx.setOffline(true);
            try {
              note("offline", await visit(ctx, page, url, { cpu, offline: true, profile, trace: TRACE }));
            } finally {
              server.state.refuse = false;
            }
          }
        }
        await ctx.close();
      } catch (e) {
        console.log(`  x${cpu} run ${run + 1}: FAILED ${e && e.stack ? e.stack.split("\n").slice(0, 3).join(" | ") : e}`);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  }
  // Medians per CPU rate and case.
  const cols = [["html", "html"], ["js", "js"], ["wasmReq", "wasm req"], ["wasmEnd", "wasm end"], ["instance", "instance"],
                ["runtime", "main()"], ["mainEnd", "main end"], ["frame1", "frame 1"], ["frame1ms", "f1 ms"], ["rest", "READY"], ["swReady", "sw ready"]];
  console.log("\nMedians (ms since navigation start; phases: wasm end-req = download, instance-max(wasm end) = compile+instantiate,");
  console.log("main()-instance = ctors, main end-main() = main(): window, fonts, app init, frame 1-main end = first frame, READY-frame 1 = frames to rest):");
  console.log("  case            " + cols.map((c) => c[1].padStart(9)).join(""));
  for (const cpu of CPUS) {
    for (const kase of CASES) {
      const rs = results.filter((r) => r.cpu === cpu && r.kase === kase);
      if (!rs.length) continue;
      console.log(`  x${cpu} ${kase.padEnd(8)} n=${rs.length} ` + cols.map((c) => f0(median(rs.map((r) => r[c[0]]))).padStart(9)).join(""));
    }
  }
  console.log("  (first-visit wasm bytes: " + (median(results.filter((r) => r.kase === "first").map((r) => r.wasmBytes)) ?? "-") + " transferred; load average now " +
              os.loadavg().map((x) => x.toFixed(2)).join(" ") + ")");
  if (JSON_OUT) await writeFile(JSON_OUT, JSON.stringify(results, null, 1));
  server.close();
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
