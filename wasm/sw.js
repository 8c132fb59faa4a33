// The service worker: keeps the versioned browser build in a cache so the
// game starts with no network (against the computer or on one device), and
// replaces that cache when a new build is published. version.js is written
// by `make web` from the builds' hash; a changed version.js makes the
// browser install this worker again on the next visit, which fills a new
// cache and drops the old ones. Online play (/ws, /api) always goes to the
// network.
importScripts('version.js');
const CACHE = 'plyyard-' + self.plyyardVersion;
// version.js is kept with the build, so that a page this worker serves, and
// its bot worker, name this build's cache, never the next one's.
const FILES = [
  './', 'index.html', 'loader.js', 'wasm_exec.js', 'game.wasm', 'bot.wasm', 'botworker.js', 'version.js',
  'manifest.webmanifest', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png',
];

// Installing takes what the first visit fetched already: the page puts its
// game.wasm (loader.js) and the bot worker its bot.wasm (botworker.js) in
// this cache as they download them, and registers this worker only once
// both are kept; anything missing is asked for as the server says (it
// sends every file no-cache: a copy in the browser's HTTP cache is checked
// first, so an older build is never taken for this one). So a first visit
// downloads each build once, even with the HTTP cache disabled. A page
// served by an older worker puts its files in that worker's cache (its
// version.js is the older one), never in this one's.
self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE)
    .then((c) => Promise.all(FILES.map((f) => c.match(f, { ignoreVary: true }).then((hit) => hit ||
      fetch(f).then((r) => {
        if (!r.ok) throw new Error(f + ': HTTP ' + r.status);
        return c.put(f, r);
      })))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('plyyard-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== 'GET' || url.origin !== self.location.origin ||
      url.pathname.startsWith('/ws') || url.pathname.startsWith('/api') || url.pathname === '/metrics' || url.pathname === '/healthz') {
    return;
  }
  // The page's query (?game=…) carries the game's flags: the page itself is
  // the same file whatever it says.
  e.respondWith(caches.open(CACHE)
    .then((c) => c.match(e.request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(e.request)));
});
