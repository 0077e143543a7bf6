// Page glue: the Emscripten Module (loading progress, wasm download, the
// message when loading fails), the automation API on window.empires,
// share-link navigation, the thinking workers and the service-worker update
// prompt. Every user-visible text comes from the app's translation table
// (empires.tr; while loading, its "load." rows stamped into index.html).
"use strict";
(function () {
  const build = window.EMPIRES_BUILD || "dev";
  const canvas = document.getElementById("canvas");
  const loading = document.getElementById("loading");
  const fill = document.getElementById("fill");
  const pct = document.getElementById("pct");
  const bar = document.getElementById("bar");

  function setProgress(frac) {
    const p = Math.max(0, Math.min(1, frac));
    fill.style.width = (p * 100).toFixed(1) + "%";
    bar.setAttribute("aria-valuenow", String(Math.round(p * 100)));
    pct.textContent = Math.round(p * 100) + " %";
  }

  // The loading screen's texts: the "load." rows of the app's translation
  // table (web/i18n.cpp), which web/make_dist.cmake stamps into index.html,
  // since the table in the wasm is what may have failed to load. The language
  // is the app's setting (empires.settings.v1: "lang=de"), else the browser's.
  function loadLang() {
    try {
      const m = /^lang=(\w+)$/m.exec(localStorage.getItem("empires.settings.v1") || "");
      if (m) return m[1] === "de" ? "de" : "en";
    } catch (e) { /* storage blocked: the browser's language */ }
    return /^de(-|$)/i.test(navigator.language || "") ? "de" : "en";
  }
  function loadText(key, arg) {
    const row = (window.EMPIRES_LOAD_TEXTS || {})[key];
    const text = row ? row[loadLang()] || row.en : key;
    return arg == null ? text : text.replace("{0}", arg);
  }

  // Loading failed (the wasm missing, truncated or of another build, empires.js
  // missing, an abort): what happened in words, a Reload button, and the
  // technical detail (the first one) in small print.
  let failedDetail = "";
  function fail(err) {
    console.warn("empires: loading failed:", err);
    loading.classList.add("failed");
    loading.style.display = "flex";
    pct.hidden = true;
    if (!failedDetail) failedDetail = String((err && err.message) || err || "?");
    document.documentElement.lang = loadLang();
    document.getElementById("failed-text").textContent = loadText("load.failed");
    document.getElementById("failed-hint").textContent = loadText("load.failed_hint");
    document.getElementById("failed-detail").textContent = loadText("load.detail", failedDetail);
    const btn = document.getElementById("failed-btn");
    btn.textContent = loadText("load.reload");
    btn.onclick = () => location.reload();
    document.getElementById("failed").hidden = false;
  }
  // index.html's <script src="empires.js"> calls this when it cannot load.
  window.empiresLoadFailed = (what) => { fail(new Error(what)); rejectReady(new Error(what)); };

  let runtimeReady = false;
  let resolveReady, rejectReady;
  const ready = new Promise((res, rej) => { resolveReady = res; rejectReady = rej; });

  // The wasm is asked for now, while empires.js loads (index.html's <link
  // rel=preload> starts it earlier still, and this fetch takes that response):
  // asked for by instantiateWasm, it started only once empires.js had loaded
  // and run, a second or more of a phone's first visit. Failures are handled
  // where it is used.
  const wasmUrl = "empires.wasm?v=" + build;
  const wasmResponse = fetch(wasmUrl, { credentials: "same-origin" });
  wasmResponse.catch(() => {});

  // The bar follows the download (Content-Length, else the size stamped into
  // index.html at build time), redrawn at most every 100 ms: it competes with
  // the compilation for a slow phone's main thread.
  function progressCounter(total) {
    let got = 0, shown = -Infinity;
    return (n) => {
      got += n;
      const now = performance.now();
      if (total && now - shown >= 100) { shown = now; setProgress(0.95 * got / total); }
    };
  }
  async function readAll(resp, total) {
    if (!resp.body || !resp.body.getReader) return resp.arrayBuffer();
    const reader = resp.body.getReader();
    const count = progressCounter(total);
    const chunks = [];
    let got = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      got += value.length;
      count(value.length);
    }
    const bytes = new Uint8Array(got);
    let off = 0;
    for (const c of chunks) { bytes.set(c, off); off += c.length; }
    return bytes.buffer;
  }
  // Compiled while it downloads (and from V8's code cache on later visits);
  // the bar reads a clone of the response. A server that does not send
  // application/wasm (instantiateStreaming refuses it): the whole file, then
  // compiled.
  async function instantiate(imports) {
    const resp = await wasmResponse;
    if (!resp.ok) throw new Error(wasmUrl + ": HTTP " + resp.status);
    const total = Number(resp.headers.get("Content-Length")) || Number(window.EMPIRES_WASM_SIZE) || 0;
    const type = resp.headers.get("Content-Type") || "";
    if (!WebAssembly.instantiateStreaming || !/^application\/wasm\b/.test(type)) {
      return WebAssembly.instantiate(await readAll(resp, total), imports);
    }
    if (resp.body && resp.body.getReader) {
      const reader = resp.clone().body.getReader();
      const count = progressCounter(total);
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          count(value.length);
        }
      })().catch(() => {});
    }
    return WebAssembly.instantiateStreaming(resp, imports);
  }

  window.Module = {
    canvas: canvas,
    locateFile: (path) => path + "?v=" + build,
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    setStatus: () => {},
    monitorRunDependencies: () => {},
    instantiateWasm(imports, receiveInstance) {
      instantiate(imports)
        .then((r) => { setProgress(1); receiveInstance(r.instance, r.module); })
        .catch((e) => { fail(e); rejectReady(e); });
      return {};  // exports arrive asynchronously
    },
    onRuntimeInitialized() {
      runtimeReady = true;
      loading.style.display = "none";
      resolveReady(window.empires);
    },
    onAbort(what) { fail(what); rejectReady(new Error(String(what))); },
  };
  setProgress(0);

  canvas.addEventListener("webglcontextlost", (e) => { e.preventDefault(); console.error("WebGL context lost"); });

  // ---- automation API -----------------------------------------------------------------
  // Text reaches the app through the heap (never the stack, whatever its length),
  // after a length check: MAX_LINK for links, MAX_TEXT for anything else.
  const MAX_LINK = 16384 + 4096;  // emp::kMaxLinkChars + 4096 (core/record.h)
  const MAX_TEXT = 4096;
  function tooLong(args, types, limits) {
    for (let i = 0; i < args.length; i++) {
      if (types[i] !== "string") continue;
      const max = (limits && limits[i]) || MAX_TEXT;
      const n = String(args[i]).length;
      if (n > max) return { n, max };
    }
    return null;
  }
  function tooLongResult(t) {
    const tmpl = call("empires_tr", "string", ["string"], ["err.too_long"]);
    return { ok: false, error: tmpl.replace("{0}", String(t.n)).replace("{1}", String(t.max)) };
  }
  function call(name, ret, types, args) {
    if (!runtimeReady) throw new Error("Empires is still loading; await empires.ready first");
    const ptrs = [];
    try {
      const heapArgs = args.map((v, i) => {
        if (types[i] !== "string") return v;
        const p = Module.empiresText(cText(String(v)));
        ptrs.push(p);
        return p;
      });
      return Module.ccall(name, ret, types.map((t) => (t === "string" ? "number" : t)), heapArgs);
    } finally {
      for (const p of ptrs) Module.empiresFree(p);
    }
  }
  // A JSON-returning entry point; over-long text gets {ok: false, error} without a call.
  function json(name, types = [], args = [], limits = null) {
    const t = tooLong(args, types, limits);
    if (t) return tooLongResult(t);
    return JSON.parse(call(name, "string", types, args));
  }
  const clean = (s) => String(s == null ? "" : s).replace(/[\t\r\n]/g, " ");
  // Text as the app receives it (a C string of UTF-8): a NUL would end it
  // early and a lone surrogate would be merged into the next character, so
  // both become characters the app refuses (a link: "characters that are not
  // part of a game code"), never a shorter or different text that it accepts.
  const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
  const cText = (s) => s.replace(/\0/g, "\x01").replace(LONE, "\uFFFD");
  // A seat name in newGame's seat lines, escaped so that the app sees exactly
  // what was given (and refuses it with the engine's name check): "\\" a
  // backslash, "\0" NUL, "\t" "\n" "\r" those controls, "\s" a lone surrogate.
  const nameField = (s) => String(s == null ? "" : s).replace(/\\/g, "\\\\").replace(/\0/g, "\\0")
    .replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(LONE, "\\s");

  function randomSeed() {
    const a = new Uint32Array(2);
    crypto.getRandomValues(a);
    return (BigInt(a[0]) << 32n | BigInt(a[1])).toString();
  }

  const empires = {
    ready,
    build,
    // Registered games: [{id, name_en, name_de, min_players, max_players, listed, visible}].
    games: () => json("empires_games"),
    // newGame({game, players, seed, seats: [{kind: 'human'|'bot'|'remote', bot, name, colour}], botDelayMs}) -> {ok, error}
    // ('remote': a person at another device, the game is played by link)
    newGame(opts) {
      const o = opts || {};
      const bad = () => ({ ok: false, error: call("empires_tr", "string", ["string"], ["err.seat_bad"]) });
      if (o.seats != null && !Array.isArray(o.seats)) return bad();
      const seats = Array.isArray(o.seats) ? o.seats : [];
      if (seats.some((s) => s === null || typeof s !== "object" || Array.isArray(s))) return bad();
      const players = o.players != null ? Number(o.players) : seats.length;
      const text = seats.map((s) => [s.kind == null ? "human" : clean(s.kind), clean(s.bot || (s.kind === "bot" ? "random" : "")),
                                     nameField(s.name), s.colour != null ? clean(s.colour) : ""].join("\t")).join("\n");
      const seed = o.seed != null ? String(o.seed) : randomSeed();
      const delay = o.botDelayMs != null ? Number(o.botDelayMs) : -1;
      const variant = o.variant != null ? Number(o.variant) : 0;  // the game's variant bits (0: standard rules)
      return json("empires_new_game", ["string", "number", "string", "string", "number", "number"],
                  [String(o.game || ""), players, seed, text, delay, variant], [MAX_TEXT, 0, MAX_TEXT, 8 * MAX_TEXT]);
    },
    // state(seat): the observation and the log as that seat may see them; without a seat the
    // spectator's observation and the log as the screen shows it now. state(seat, {brief: true}):
    // without "log" and "story" (a game of 250,000 actions: milliseconds instead of seconds).
    state: (seat, opts) => json("empires_state", ["number", "number"],
                                [seat == null ? -1 : Number(seat), opts && opts.brief ? 1 : 0]),
    // leakCheck(seat) -> {ok, drawHashReal, drawHashResampled, stateEqual, stable, resampleChanged, error}: one frame drawn
    // off-screen for the seat with the real state, one after resample_hidden(seat); equal when nothing hidden shows.
    leakCheck: (seat) => json("empires_leak_check", ["number"], [Number(seat)]),
    legalActions: () => json("empires_legal_actions"),
    apply: (id) => json("empires_apply", ["number"], [Number(id)]),
    // Takes back the last action (only your own, while nothing random or hidden came out since).
    undo: () => json("empires_undo"),
    // Ends a held turn (the "End turn" button: after a click that passed the move on, bots wait for it).
    endTurn: () => json("empires_end_turn"),
    // Clickable board elements of the last frame: [{label, action, x, y, w, h, legal}].
    boardItems: () => json("empires_board_items"),
    // The text of the tooltip drawn in the last frame ("" when none).
    tooltip: () => call("empires_tooltip", "string", [], []),
    shareLink() {
      const code = call("empires_share_code", "string", [], []);
      return code ? location.href.split("#")[0] + "#g=" + code : "";
    },
    loadLink: (text) => json("empires_load_link", ["string", "number"], [String(text || ""), 0], [MAX_LINK]),
    // ---- review (README "Review") ----
    // openReview(urlOrFragment) -> {ok, error, actions}: the game in a link, in review (the running game stays).
    openReview: (text) => json("empires_open_review", ["string"], [String(text || "")], [MAX_LINK]),
    // reviewGoto(n) -> state() of the position after move n as the review counts them (state().review.n;
    // a finished game: after n actions), plus hash (hex of State::hash()).
    reviewGoto: (n, opts) => json("empires_review_goto", ["number", "number"], [Number(n), opts && opts.brief ? 1 : 0]),
    // leaveReview() -> {ok, error}: back to exactly where the player was.
    leaveReview: () => json("empires_leave_review"),
    // reviewViewAs(seat) -> {ok, error}: whose view review shows (a person at this device; -1: public only).
    reviewViewAs: (seat) => json("empires_review_view_as", ["number"], [Number(seat)]),
    // reviewRunning() -> {ok, error}: the running game in review.
    reviewRunning: () => json("empires_review_running"),
    // reviewAnalyse(iterations, reuse) -> {ok, error}: the Hard bot's view of every position, in thinking
    // workers or in slices (state().review.analysis: running, fraction, quick_fraction, chances at the
    // position shown, drops, workers, reused). reuse (default true): tree reuse between consecutive
    // positions (false: each position from an empty tree, for measuring).
    reviewAnalyse: (it, reuse) =>
      json("empires_review_analyse", ["number", "number"], [Number(it), reuse === false ? 0 : 1]),
    // hint() -> {ok, error}: the Hint button (Settings); state().hint has the suggestion when ready.
    hint: () => json("empires_hint"),
    // ---- saves and links (README "Saves and links API") ----
    saves: () => json("empires_saves"),
    saveAs: (name) => json("empires_save_as", ["string"], [String(name == null ? "" : name)]),
    loadSave: (id) => json("empires_load_save", ["string"], [String(id)]),
    deleteSave: (id) => json("empires_delete_save", ["string"], [String(id)]),
    // deleteAutosave(id) -> {ok, error}: deletes an unfinished game kept by the autosave (not the running one).
    deleteAutosave: (id) => json("empires_delete_autosave", ["string"], [String(id)]),
    exportSave: (id) => json("empires_export_save", ["string"], [String(id)]),
    // importSave(Uint8Array | ArrayBuffer | string, fileName) -> {ok, error}: adds a named save.
    importSave(data, name) {
      if (!runtimeReady) throw new Error("Empires is still loading; await empires.ready first");
      const fileName = String(name || "import.empires");
      if (fileName.length > MAX_TEXT) return tooLongResult({ n: fileName.length, max: MAX_TEXT });
      let u8 = typeof data === "string" ? new TextEncoder().encode(data) : new Uint8Array(data);
      if (u8.length > 1572864) u8 = new Uint8Array(1572865);  // kMaxFileBytes: refused by size in the app (as the file picker does)
      return JSON.parse(Module.empiresImport(u8, fileName));
    },
    continueGame: () => json("empires_continue"),
    // autosaves() -> [{id, game, players, moves, terminal, progress, time, date, running}]: every game kept
    // by the autosave, newest first (the menu's "Continue" list); continueAutosave(id) opens one.
    autosaves: () => json("empires_autosaves"),
    continueAutosave: (id) => json("empires_continue_autosave", ["string"], [String(id)]),
    // takeOver() -> {ok, error}: this tab shows a game another tab went on with: play it here (from its latest save).
    takeOver: () => json("empires_take_over"),
    copyLink: () => call("empires_copy_link", null, [], []),
    frames: () => call("empires_frames", "number", [], []),
    // resting() -> true when no input waits and nothing is to be drawn in the next 40 ms.
    resting: () => call("empires_resting", "number", [], []) === 1,
    // Main-loop step durations {max_ms, mean_ms, steps} since the last reset.
    loopStats: (reset) => json("empires_loop_stats", ["number"], [reset ? 1 : 0]),
    setLanguage: (lang) => json("empires_set_language", ["string"], [String(lang)]),
    show: (screen) => json("empires_show", ["string"], [String(screen)]),
    // followBudget(ms): what a frame may spend following a record (12; 0: 64 actions a frame; tests).
    followBudget: (ms) => call("empires_follow_budget", null, ["number"], [Number(ms)]),
    tr: (key) => (String(key).length > MAX_TEXT ? "" : call("empires_tr", "string", ["string"], [String(key)])),
    i18nProblems: () => json("empires_i18n_problems"),
    // Widgets drawn in the last frame, for tests that click/tap by label.
    items: () => json("empires_items"),
    // overflow() -> [{window, over}]: windows of the last frame drawn past their right edge (by `over` px).
    overflow: () => json("empires_overflow"),
    findItem(label) {
      return empires.items().find((it) => it.label === label && it.visible) || null;
    },
    // Resolves with state() once no bot is to act (a human must act, or the game is over).
    whenIdle(timeoutMs = 60000) {
      const t0 = performance.now();
      return new Promise((resolve, reject) => {
        (function poll() {
          let s;
          try { s = empires.state(); } catch (e) { reject(e); return; }
          if (!s.game || s.terminal || !s.bot_to_act) { resolve(s); return; }
          if (performance.now() - t0 > timeoutMs) { reject(new Error("timeout waiting for bots")); return; }
          setTimeout(poll, 20);
        })();
      });
    },
  };
  window.empires = empires;

  // Opening "#g=..." while the page is open loads that game (errors show in the app).
  window.addEventListener("hashchange", () => {
    if (runtimeReady && location.hash.startsWith("#g=")) {
      const h = location.hash;
      if (h.length > MAX_LINK) call("empires_show_error", null, ["string"], [tooLongResult({ n: h.length, max: MAX_LINK }).error]);
      else call("empires_load_link", "string", ["string", "number"], [h, 1]);
      // The game is autosaved now: drop the fragment so a reload resumes it.
      history.replaceState(null, "", location.pathname + location.search);
    }
  });

  // ---- thinking workers (shell/thinker.js; platform_web.cpp: plat::thinker_*) ---------------
  // One Web Worker per channel (0: the bots, 1: the hint, 2 and on: the
  // review's analysis, one share of the positions each; 10 and on, 20 and on:
  // the further root-parallel searches of a bot's decision and of a hint), started on first use
  // (the bots' at once after loading) with this build's empires.js/empires.wasm. A post replaces what the channel
  // was doing: a busy worker is stopped at once and a fresh one starts. An
  // answer may come in parts (the analysis: rows as positions are done); poll
  // takes what has come. Where Worker is missing, or a worker fails, the app
  // thinks in slices instead. ?workers=N (testing) sets how many cores to use.
  //
  // A watchdog: a busy worker that sends nothing for watchdogMs (a Hard bot's
  // decision takes about 2 s, an analysis answers in parts every 100 ms) has
  // died or stalled. It is stopped, its request answered "error" (the app
  // then thinks on the page) and the player told; the next request starts a
  // fresh worker, and after three stalls the page thinks by itself for good.
  // ?watchdog=MS (testing) sets the limit.
  //
  // A worker loads this build's files (?v=<build>), which the service worker
  // answers only from this build's cache (shell/sw.js), kept while a tab of
  // this build is open. Should that cache be gone all the same (buildGone),
  // no worker starts: the page thinks by itself and offers the reload that
  // brings the new build. thinker.js refuses to run for another build.
  const coresParam = /[?&]workers=(\d+)/.exec(location.search);
  const watchdogParam = /[?&]watchdog=(\d+)/.exec(location.search);
  const watchdogMs = watchdogParam ? Math.max(500, +watchdogParam[1]) : 15000;
  const thinker = {
    failed: typeof Worker !== "function" || /[?&]noworker=1/.test(location.search),
    channels: [],
    answers: new Map(),
    stalls: 0,
    timer: 0,
    watch() {
      if (this.timer) return;
      this.timer = setInterval(() => {
        const now = performance.now();
        let busy = false;
        this.channels.forEach((ch, channel) => {
          if (!ch || !ch.busy) return;
          if (now - ch.since < watchdogMs) { busy = true; return; }
          const ticket = ch.busy;
          console.warn(`thinking worker ${channel}: no answer for ${Math.round(now - ch.since)} ms; stopped, thinking on the page`);
          this.stop(channel);
          this.answers.set(ticket, (this.answers.get(ticket) || "") + "error\nthe thinking worker stopped answering");
          if (++this.stalls >= 3) this.failed = true;
          if (runtimeReady) call("empires_thinker_stalled", null, [], []);
        });
        if (!busy) { clearInterval(this.timer); this.timer = 0; }
      }, Math.min(1000, watchdogMs / 4));
    },
    available() { return !this.failed; },
    // True when a service worker controls the page and its cache of this
    // build ("empires-<build>", shell/sw.js) no longer exists.
    async buildGone() {
      if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller || !window.caches) return false;
      try { return !(await caches.has("empires-" + build)); } catch (e) { return false; }
    },
    // This build's files are gone: thinking on the page from now on, and the reload offered.
    gone() {
      if (!this.failed) console.warn("thinking workers: this build's files are no longer cached; thinking on the page instead");
      this.failed = true;
      showUpdate(() => location.reload());
    },
    // A request no worker will answer: "error" (the app thinks it on the page).
    refuse(ticket, why) { this.answers.set(ticket, (this.answers.get(ticket) || "") + "error\n" + why); },
    cores() { return Math.max(1, Math.min(64, coresParam ? +coresParam[1] : (navigator.hardwareConcurrency || 1))); },
    start(channel) {
      const w = new Worker("thinker.js?v=" + build);
      const ch = { worker: w, busy: 0 };
      w.onmessage = (e) => {
        if (this.channels[channel] !== ch || e.data.ticket !== ch.busy) return;
        ch.since = performance.now();
        const had = this.answers.get(e.data.ticket);
        this.answers.set(e.data.ticket, had === undefined ? e.data.answer : had + e.data.answer);
        if (!e.data.more) ch.busy = 0;
      };
      w.onerror = (e) => {
        e.preventDefault();
        console.warn("thinking worker: " + (e.message || "failed") + "; thinking on the page instead");
        this.failed = true;
        if (ch.busy) this.refuse(ch.busy, "the thinking worker failed");
        this.stop(channel);
        this.buildGone().then((g) => { if (g) this.gone(); });
      };
      this.channels[channel] = ch;
      return ch;
    },
    stop(channel) {
      const ch = this.channels[channel];
      if (ch && ch.worker) ch.worker.terminate();
      this.channels[channel] = null;
    },
    post(channel, ticket, bytes) {
      if (this.failed) return false;
      const old = this.channels[channel];
      if (old && old.busy) this.stop(channel);
      const ch = this.channels[channel];
      this.watch();
      if (ch) {
        ch.busy = ticket;
        ch.since = performance.now();
        ch.worker.postMessage({ ticket, bytes }, [bytes.buffer]);
        return true;
      }
      // A new worker starts in a task of its own, not in the main loop's step
      // that posts (starting one takes the page several milliseconds).
      const waiting = { worker: null, busy: ticket, since: performance.now() };
      this.channels[channel] = waiting;
      setTimeout(async () => {
        const gone = await this.buildGone();
        if (this.channels[channel] !== waiting) return;  // cancelled meanwhile
        if (gone) this.gone();
        if (this.failed) {  // failed meanwhile (or this build's files are gone)
          this.channels[channel] = null;
          this.refuse(ticket, "no thinking worker");
          return;
        }
        const fresh = this.start(channel);
        fresh.busy = ticket;
        fresh.since = waiting.since;
        fresh.worker.postMessage({ ticket, bytes }, [bytes.buffer]);
      }, 0);
      return true;
    },
    poll(ticket) {
      if (!this.answers.has(ticket)) return null;
      const a = this.answers.get(ticket);
      this.answers.delete(ticket);
      return a;
    },
    cancel(channel) {
      const ch = this.channels[channel];
      if (ch && ch.busy) this.stop(channel);
    },
  };
  window.empiresThinker = thinker;
  // The bots' worker starts while the page is idle after loading, so a bot's
  // first decision does not wait for it (nor the main loop for its start).
  ready.then(() => setTimeout(async () => {
    if (await thinker.buildGone()) thinker.gone();
    if (!thinker.failed && !thinker.channels[0]) thinker.start(0);
  }, 200), () => {});

  // ---- offline: service worker with an update prompt ----------------------------------
  // The update box (a new build waits, or this build's files are gone): its button does onClick.
  let updateRequested = false;
  function showUpdate(onClick) {
    ready.then(() => {
      const box = document.getElementById("update");
      document.getElementById("update-text").textContent = empires.tr("page.update");
      const btn = document.getElementById("update-btn");
      btn.textContent = empires.tr("page.reload");
      btn.onclick = onClick;
      box.hidden = false;
    }, () => {});
  }
  function offerUpdate(worker) {
    showUpdate(() => { updateRequested = true; worker.postMessage({ type: "skip-waiting" }); });
  }
  // The page tells the worker that controls it which build it runs (at load
  // and when another worker takes over), so that sw.js keeps this build's
  // cache while the page is open.
  function tellBuild() {
    const c = navigator.serviceWorker.controller;
    if (c) c.postMessage({ type: "build", build });
  }
  if ("serviceWorker" in navigator && window.isSecureContext && !/[?&]nosw=1/.test(location.search)) {
    // Registered once the app has loaded (or failed to) and drawn its first
    // frames: the worker's install downloads every file again, the 2.2 MB wasm
    // too, which at the page's load event competed with the page's own
    // download of it on a phone's first visit.
    ready.catch(() => {}).then(() => new Promise((r) => setTimeout(r, 1000))).then(() => {
      navigator.serviceWorker.register("sw.js").then((reg) => {
        if (reg.waiting && navigator.serviceWorker.controller) offerUpdate(reg.waiting);
        reg.addEventListener("updatefound", () => {
          const w = reg.installing;
          if (!w) return;
          w.addEventListener("statechange", () => {
            if (w.state === "installed" && navigator.serviceWorker.controller) offerUpdate(w);
          });
        });
      }).catch((e) => console.warn("service worker:", e));
      tellBuild();
      // Only the user's "reload" click swaps versions (first installs just claim the page);
      // a page that stays tells its new worker its build.
      navigator.serviceWorker.addEventListener("controllerchange", () => {
        if (!updateRequested) { tellBuild(); return; }
        updateRequested = false;
        location.reload();
      });
    });
  }
})();
