// Service worker: precaches every file of this build so the app works offline.
// The cache is named after the build hash; a new build installs next to the old
// one and takes over when the page asks for it (the "reload" prompt in glue.js)
// or on the next visit. Old and new files never mix: a request for a build's
// file (?v=<build>) is answered only from that build's cache, never from the
// network (which serves the newest build), and a build's cache is kept while a
// window of that build is open (each page says its build; the list of windows
// and their builds is kept in the cache "empires-meta", since a worker's
// globals do not outlive its idling). Pages and navigations without ?v= get
// this worker's build.
const VERSION = "@BUILD_HASH@";
const WASM_SIZE = Number("@WASM_SIZE@");  // bytes of this build's empires.wasm
const CACHE = "empires-" + VERSION;
const BUILD_CACHE = /^empires-([0-9a-f]{12})$/;  // a build's cache (not "empires-meta")
const META = "empires-meta";
const META_KEY = "windows.json";  // {<client id>: <build>}
const ASSETS = [
  "./",
  "index.html",
  "glue.js?v=" + VERSION,
  "empires.js?v=" + VERSION,
  "empires.wasm?v=" + VERSION,
  "thinker.js?v=" + VERSION,
  "manifest.webmanifest",
  "icons/icon-192.png",
  "icons/icon-512.png",
];

// The build the server is publishing right now (dist/build-hash.txt).
async function serverBuild() {
  const r = await fetch("build-hash.txt", { cache: "reload" });
  if (!r.ok) throw new Error("build-hash.txt: HTTP " + r.status);
  return (await r.text()).trim();
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    // A deployment while this worker installs would put newer files under this
    // build's name: check the published build before and after, else give up
    // (the browser installs the newer worker instead).
    if ((await serverBuild()) !== VERSION) throw new Error("a newer build is being published");
    const cache = await caches.open(CACHE);
    // cache: "reload" bypasses the HTTP cache, so no stale file gets in.
    await cache.addAll(ASSETS.map((url) => new Request(url, { cache: "reload" })));
    // A wasm cut short (on the server or on the way) would stay in the cache
    // for good, the app failing to load at every visit: it must have its size.
    const wasm = await cache.match("empires.wasm?v=" + VERSION);
    if (!wasm || (await wasm.arrayBuffer()).byteLength !== WASM_SIZE) {
      await caches.delete(CACHE);
      throw new Error("empires.wasm is not the size of this build's");
    }
    if ((await serverBuild()) !== VERSION) {
      await caches.delete(CACHE);
      throw new Error("a newer build was published during install");
    }
    // The active worker's pruning ran into the install (see prune): try again later.
    if (!(await caches.has(CACHE))) throw new Error("the cache was deleted during install");
  })());
});

// ---- which builds open windows run ----
async function readWindows() {
  try {
    const hit = await caches.match(META_KEY, { cacheName: META });
    const o = hit ? await hit.json() : {};
    return o && typeof o === "object" && !Array.isArray(o) ? o : {};
  } catch (e) {
    return {};
  }
}
async function writeWindows(windows) {
  const cache = await caches.open(META);
  await cache.put(META_KEY, new Response(JSON.stringify(windows), { headers: { "Content-Type": "application/json" } }));
}
// One change of the list at a time (messages come in together).
let queue = Promise.resolve();
function serially(fn) {
  const p = queue.then(fn);
  queue = p.catch((e) => console.warn("sw:", e));
  return p;
}

// Forgets closed windows and deletes the caches of builds no open window runs
// (never this worker's own, nor empires-meta). A window that never said its
// build (a page of an older build) keeps every cache for now, and nothing is
// deleted while a newer worker installs or waits (its cache is not yet a
// build's that a window runs).
async function prune(windows) {
  const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const ids = new Set(open.map((c) => c.id));
  for (const id of Object.keys(windows)) if (!ids.has(id)) delete windows[id];
  await writeWindows(windows);
  if (open.some((c) => !(c.id in windows))) return;
  const keep = new Set(Object.values(windows));
  keep.add(VERSION);
  const names = (await caches.keys()).filter((k) => BUILD_CACHE.test(k) && !keep.has(BUILD_CACHE.exec(k)[1]));
  if (!names.length || self.registration.installing || self.registration.waiting) return;
  await Promise.all(names.map((k) => caches.delete(k)));
}

self.addEventListener("activate", (event) => {
  event.waitUntil(serially(async () => prune(await readWindows())).then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  const d = event.data;
  if (!d) return;
  if (d.type === "skip-waiting") self.skipWaiting();
  if (d.type === "build" && typeof d.build === "string" && event.source && event.source.id) {
    const id = event.source.id;
    event.waitUntil(serially(async () => {
      const windows = await readWindows();
      windows[id] = d.build;
      await prune(windows);
    }));
  }
});

// A file of another build than this worker's: only from that build's cache.
// Once it is gone, a short "410 Gone" (the page's worker fails and the page
// thinks by itself; glue.js offers the reload), never the network's newer file.
function otherBuild(req, build) {
  return caches.match(req, { cacheName: "empires-" + build }).then((hit) => hit ||
    new Response("build " + build + " is no longer cached here; reload the page", {
      status: 410, statusText: "Gone", headers: { "Content-Type": "text/plain; charset=utf-8" } }));
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin) return;
  if (req.mode === "navigate") {
    // Any page URL (with ?dev=1 or a #g= link) is the app shell of this build.
    event.respondWith(caches.match("index.html", { cacheName: CACHE }).then((hit) => hit || fetch(req)));
    return;
  }
  const build = url.searchParams.get("v");
  if (build !== null && build !== VERSION) {
    event.respondWith(otherBuild(req, build));
    return;
  }
  // Cache first; what is not precached (build-hash.txt) goes to the network.
  event.respondWith(caches.match(req, { cacheName: CACHE }).then((hit) => hit || fetch(req)));
});
