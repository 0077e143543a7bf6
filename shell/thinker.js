// The thinking worker (started by glue.js): this build's empires.js and
// empires.wasm without the app's main loop (noInitialRun), answering one
// request at a time: a bot's decision as engine/bots/remote.h encodes it, in,
// the chosen action and the bot's generator, out; or a share of the review's
// analysis (engine/bots/analysis.h), answered in parts as positions are done
// (web/exports_web.cpp: empires_think_buffer, empires_think, empires_think_more).
// It runs only for its own build (stamped in by web/make_dist.cmake): started
// for another one (?v=), it throws, and the page thinks by itself instead of
// being answered by another build's engine.
"use strict";
const BUILD = "@BUILD_HASH@";
const version = new URL(self.location.href).searchParams.get("v") || "dev";
if (version !== BUILD) throw new Error("thinker.js of build " + BUILD + " started for build " + version);
const waiting = [];
let ready = false;

function answer(msg) {
  const p = Module.ccall("empires_think_buffer", "number", ["number"], [msg.bytes.length]);
  HEAPU8.set(msg.bytes, p);  // HEAPU8: a global of empires.js, fresh after any memory growth
  let a = Module.ccall("empires_think", "string", [], []);
  // "more\n" + a part: the answer goes on (each part about 100 ms of work).
  while (a.startsWith("more\n")) {
    if (a.length > 5) postMessage({ ticket: msg.ticket, answer: a.slice(5), more: true });
    a = Module.ccall("empires_think_more", "string", ["number"], [100]);
  }
  postMessage({ ticket: msg.ticket, answer: a, more: false });
}

self.Module = {
  noInitialRun: true,
  locateFile: (path) => path + "?v=" + version,
  print: () => {},
  printErr: (text) => console.warn(text),
  onRuntimeInitialized() {
    ready = true;
    while (waiting.length) answer(waiting.shift());
  },
  onAbort(what) {
    throw new Error("empires: " + what);  // the page's onerror: it thinks in slices instead
  },
};
self.onmessage = (e) => {
  if (ready) answer(e.data);
  else waiting.push(e.data);
};
importScripts("empires.js?v=" + version);
