// Service worker: precaches every file of this build so the app works offline.
// The cache is named after the build hash; a new build installs next to the old
// one and takes over when the page asks for it (the "reload" prompt in glue.js).
const VERSION = "@BUILD_HASH@";
const CACHE = "empires-" + VERSION;
const ASSETS = [
  "./",
  "index.html",
  "glue.js?v=" + VERSION,
  "empires.js?v=" + VERSION,
  "empires.wasm?v=" + VERSION,
  "manifest.webmanifest",
  "icons/icon-192.png",
  "icons/icon-512.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)));
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
    // Any page URL (with ?dev=1 or a #g= link) is the app shell.
    event.respondWith(caches.match("index.html", { cacheName: CACHE }).then((hit) => hit || fetch(req)));
    return;
  }
  event.respondWith(caches.match(req, { cacheName: CACHE }).then((hit) => hit || fetch(req)));
});
