//go:build js

package main

import (
	"syscall/js"

	"github.com/plyyard/plyyard/botworker"
)

// markReady sets the page's ready marker once the first frame is drawn: the
// document title loses its "loading" suffix and the body gets data-ready;
// then the bot worker starts.
func markReady() {
	doc := js.Global().Get("document")
	doc.Set("title", "Ply Yard")
	if body := doc.Get("body"); !body.IsNull() {
		body.Get("dataset").Set("ready", "1")
	}
	if hide := js.Global().Get("plyyardReady"); hide.Type() == js.TypeFunction {
		hide.Invoke()
	}
	botworker.Open() // the bot worker's build loads after the first frame
}
