// The bot worker: runs bot.wasm (cmd/botworker) in a dedicated Web Worker,
// so that the computer thinks while the page draws. Requests that arrive
// before the Go program is ready wait in a queue; the page is told once it
// is (window.plyyardWorkerReady).
importScripts('version.js', 'wasm_exec.js');
const queue = [];
self.onmessage = (e) => {
  if (self.plyyardBotMessage) self.plyyardBotMessage(e.data);
  else queue.push(e.data);
};
self.plyyardBotReady = () => {
  self.postMessage(JSON.stringify({ ready: true }));
  while (queue.length) self.plyyardBotMessage(queue.shift());
};
const go = new Go();
// keep puts a copy of bot.wasm, as it downloads, in the service worker's
// cache of this build (sw.js) unless it is there already, and tells the
// page once it is kept (or could not be), for the page registers the
// service worker only then: the first visit downloads bot.wasm once.
function keep(r) {
  const kept = self.caches && self.plyyardVersion ?
    caches.open('plyyard-' + self.plyyardVersion)
      .then((c) => c.match('bot.wasm', { ignoreVary: true }).then((hit) => hit ? r.body.cancel() : c.put('bot.wasm', r)))
      .catch(() => {}) :
    r.body.cancel();
  kept.then(() => self.postMessage(JSON.stringify({ kept: true })));
}
// Compiled as it downloads where the browser can, which also lets it keep
// the optimised code for the next visit; else read whole and compiled.
fetch('bot.wasm')
  .then((r) => {
    if (!r.ok) throw new Error('bot.wasm: HTTP ' + r.status);
    keep(r.clone());
    if (typeof WebAssembly.instantiateStreaming === 'function' &&
        (r.headers.get('Content-Type') || '').startsWith('application/wasm')) {
      return WebAssembly.instantiateStreaming(r, go.importObject);
    }
    return r.arrayBuffer().then((b) => WebAssembly.instantiate(b, go.importObject));
  })
  .then((r) => go.run(r.instance))
  .catch((err) => self.postMessage(JSON.stringify({ fatal: String(err) })));
