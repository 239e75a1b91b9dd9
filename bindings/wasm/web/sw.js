// The service worker: after one visit the whole page plays offline. It keeps every file of the
// page (the HTML, the styles, every module and worker script, the engine's wasm, the manifest and
// icons) in a cache named after the page's version, and answers from there. tools/lay-out.mjs,
// which lays the page out for `make web` and for the Python wheel, writes the version (a digest of
// every file) and the list of files below; so any change to any file changes this script, the
// browser installs the new version beside the old one, and the page offers to switch (a tab never
// runs half of one version and half of another). The old version's cache is deleted once the new
// one takes over. The solved Quixo layers (tables/, up to 85 MB each) are never cached: they come
// from the server, and the list of them is asked for there first.
const VERSION = "unstamped";
const ASSETS = [];
const CACHE = `digipeg-${VERSION}`;
const scoped = (path) => new URL(path, self.registration.scope).href;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(ASSETS.map((path) => new Request(scoped(path), { cache: "reload" })))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("digipeg-") && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

// The page asks a waiting new version to take over when you choose to reload into it.
self.addEventListener("message", (event) => {
  if (event.data === "take-over") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin || ASSETS.length === 0) return;
  if (url.href.startsWith(scoped("tables/"))) return; // the solved layers: the network's
  if (url.href === scoped("quixo-tables.json")) {
    event.respondWith(fetch(request).catch(async () => (await inCache(request)) ?? Response.error()));
    return;
  }
  const key = request.mode === "navigate" ? scoped("./") : request;
  event.respondWith(inCache(key).then((hit) => hit ?? fetch(request)));
});

const inCache = (request) => caches.open(CACHE).then((cache) => cache.match(request, { ignoreSearch: true }));
