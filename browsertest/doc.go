// Package browsertest loads the browser build in headless Chromium, waits
// for its ready marker, takes screenshots and clicks; two pages play a whole
// online Jungle game through a real server; and on an emulated phone (390×844
// CSS pixels at two device pixels each, a touch screen) the four games are
// opened from the title and played against the computer by touches alone,
// the test finding where to touch in the layout the page publishes with
// ?layout=1 (window.plyyardLayout). It has only tests; run it with
// `make test-web` (which builds wasm/game.wasm first).
package browsertest
