// Loads game.wasm with a progress bar, passes the page's query parameters to
// the game as command-line flags (?game=jungle&mode=ai -> -game=jungle
// -mode=ai), hides the bar when the game draws its first frame, and then
// registers the service worker that keeps the build for offline play.
(function () {
  "use strict";
  const fill = document.getElementById("fill");
  const note = document.getElementById("note");
  const loader = document.getElementById("loader");

  window.plyyardReady = function () {
    loader.style.display = "none";
    // Once the game draws, the service worker (sw.js) keeps the build for
    // playing with no network; a page without one plays as before.
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("sw.js").catch(function (err) {
        console.warn("Ply Yard: no offline play:", err);
      });
    }
  };

  function fail(err) {
    loader.classList.add("error");
    note.textContent = String(err);
    document.title = "Ply Yard — error";
  }

  async function fetchWithProgress(url) {
    const resp = await fetch(url);
    if (!resp.ok) {
      throw new Error(url + ": " + resp.status);
    }
    // Sent compressed, Content-Length counts the compressed bytes while
    // the body reads decompressed: the server says the full size apart.
    const total = Number(resp.headers.get("X-Uncompressed-Length")) ||
      (resp.headers.get("Content-Encoding") ? 0 : Number(resp.headers.get("Content-Length"))) || 0;
    if (!resp.body || !total) {
      note.textContent = "…";
      return await resp.arrayBuffer();
    }
    const reader = resp.body.getReader();
    const chunks = [];
    let got = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      got += value.length;
      fill.style.width = Math.min(100, (got / total) * 100).toFixed(1) + "%";
      note.textContent = (got / 1048576).toFixed(1) + " / " + (total / 1048576).toFixed(1) + " MB";
    }
    const bytes = new Uint8Array(got);
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.length;
    }
    return bytes.buffer;
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
    const buf = await fetchWithProgress("game.wasm");
    fill.style.width = "100%";
    note.textContent = "";
    const { instance } = await WebAssembly.instantiate(buf, go.importObject);
    go.run(instance);
  }

  start().catch(fail);
})();
