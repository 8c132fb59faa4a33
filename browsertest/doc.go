// Package browsertest loads the browser build in headless Chromium, waits
// for its ready marker, takes screenshots and clicks. It has only tests; run
// it with `make test-web` (which builds wasm/game.wasm first).
package browsertest
