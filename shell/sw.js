// Service worker: precaches every file of this build so the app works offline.
// The cache is named after the build hash; a new build installs next to the old
// one and takes over when the page asks for it (the "reload" prompt in glue.js)
// or on the next visit, then deletes the old caches. Every file is served from
// the one cache of this worker's build, so old and new files never mix.
const VERSION = "@BUILD_HASH@";
const CACHE = "empires-" + VERSION;
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
    if ((await serverBuild()) !== VERSION) {
      await caches.delete(CACHE);
      throw new Error("a newer build was published during install");
    }
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("empires-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  if (req.mode === "navigate") {
    // Any page URL (with ?dev=1 or a #g= link) is the app shell of this build.
    event.respondWith(caches.match("index.html", { cacheName: CACHE }).then((hit) => hit || fetch(req)));
    return;
  }
  // Cache first; what is not precached (build-hash.txt) goes to the network.
  event.respondWith(caches.match(req, { cacheName: CACHE }).then((hit) => hit || fetch(req)));
});
