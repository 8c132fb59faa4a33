// Loads game.wasm with a progress bar, compiling it as it downloads; passes
// the page's query parameters to the game as command-line flags
// (?game=jungle&mode=ai -> -game=jungle -mode=ai), hides the bar when the
// game draws its first frame, and then registers the service worker that
// keeps the build for offline play, having put game.wasm in the worker's
// cache itself, so that the worker need not download it again (sw.js).
(function () {
  "use strict";
  const fill = document.getElementById("fill");
  const note = document.getElementById("note");
  const loader = document.getElementById("loader");

  // kept settles once game.wasm, as this page downloads it, is in the
  // service worker's cache (or could not be put there); workerSettled once
  // the bot worker has kept bot.wasm the same way, or failed, or there is
  // none (botworker.Open tells plyyardWorkerSettled).
  let kept = Promise.resolve();
  let settle;
  const workerSettled = new Promise(function (done) { settle = done; });
  window.plyyardWorkerSettled = function () { settle(); };
  if (typeof Worker !== "function") {
    settle();
  }

  // keep puts resp, a copy of url's answer, in the service worker's cache of
  // this build (named from version.js, as sw.js names it), on a visit no
  // service worker serves yet (a page it serves has its files kept already).
  function keep(url, resp) {
    if (!self.caches || !self.plyyardVersion || !("serviceWorker" in navigator) || navigator.serviceWorker.controller) {
      if (resp.body) {
        resp.body.cancel();
      }
      return Promise.resolve();
    }
    return caches.open("plyyard-" + self.plyyardVersion)
      .then(function (c) { return c.put(url, resp); })
      .catch(function (err) { console.warn("Ply Yard: " + url + " not kept:", err); });
  }

  window.plyyardReady = function () {
    loader.style.display = "none";
    // Once the game draws and the two builds are kept, the service worker
    // (sw.js) keeps the rest for playing with no network; a page without
    // one plays as before.
    if ("serviceWorker" in navigator) {
      Promise.all([kept, workerSettled]).then(function () {
        return navigator.serviceWorker.register("sw.js");
      }).catch(function (err) {
        console.warn("Ply Yard: no offline play:", err);
      });
    }
  };

  function fail(err) {
    loader.classList.add("error");
    note.textContent = String(err);
    document.title = "Ply Yard — error";
  }

  function show(got, total) {
    fill.style.width = Math.min(100, (got / total) * 100).toFixed(1) + "%";
    note.textContent = (got / 1048576).toFixed(1) + " / " + (total / 1048576).toFixed(1) + " MB";
  }

  // counted passes resp's body on as it arrives, moving the bar by the
  // bytes that pass: a Response of application/wasm, so that the browser
  // compiles game.wasm while it downloads.
  function counted(resp, total) {
    const reader = resp.body.getReader();
    let got = 0;
    const body = new ReadableStream({
      async pull(ctrl) {
        const { done, value } = await reader.read();
        if (done) {
          ctrl.close();
          return;
        }
        got += value.length;
        show(got, total);
        ctrl.enqueue(value);
      },
      cancel(why) {
        return reader.cancel(why);
      },
    });
    return new Response(body, { headers: { "Content-Type": "application/wasm" } });
  }

  // load fetches url and instantiates it: compiled while it downloads where
  // the browser can (instantiateStreaming and ReadableStream), else read
  // whole and then compiled.
  async function load(url, imports) {
    const resp = await fetch(url);
    if (!resp.ok) {
      throw new Error(url + ": " + resp.status);
    }
    kept = keep(url, resp.clone());
    // Sent compressed, Content-Length counts the compressed bytes while
    // the body reads decompressed: the server says the full size apart.
    const total = Number(resp.headers.get("X-Uncompressed-Length")) ||
      (resp.headers.get("Content-Encoding") ? 0 : Number(resp.headers.get("Content-Length"))) || 0;
    if (!resp.body || !total || typeof ReadableStream !== "function") {
      note.textContent = "…";
      return await WebAssembly.instantiate(await resp.arrayBuffer(), imports);
    }
    const body = counted(resp, total);
    if (typeof WebAssembly.instantiateStreaming === "function") {
      return await WebAssembly.instantiateStreaming(body, imports);
    }
    return await WebAssembly.instantiate(await body.arrayBuffer(), imports);
  }

  async function start() {
    const go = new Go();
    const args = ["plyyard"];
    for (const [k, v] of new URLSearchParams(location.search)) {
      if (/^[a-z]+$/.test(k)) {
        args.push("-" + k + "=" + v);
      }
    }
    go.argv = args;
    const { instance } = await load("game.wasm", go.importObject);
    fill.style.width = "100%";
    note.textContent = "";
    go.run(instance);
  }

  start().catch(fail);
})();
