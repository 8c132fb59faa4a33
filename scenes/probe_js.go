//go:build js

package scenes

import "syscall/js"

// The browser build reports on the page how many frames it drew while the
// computer searched, for the browser test's measurement: each finished
// search appends {frames, ms, at} (at: performance.now() when it began) to window.plyyardThinkFrames, and
// window.plyyardFrames counts every frame drawn.

var probeState struct {
	on     bool
	frames int
	at     float64
}

func probe(frames int, searching bool) {
	g := js.Global()
	g.Set("plyyardFrames", frames)
	if searching == probeState.on {
		return
	}
	now := g.Get("performance").Call("now").Float()
	if searching {
		probeState.on, probeState.frames, probeState.at = true, frames, now
		return
	}
	probeState.on = false
	list := g.Get("plyyardThinkFrames")
	if list.IsUndefined() {
		list = g.Get("Array").New()
		g.Set("plyyardThinkFrames", list)
	}
	rec := g.Get("Object").New()
	rec.Set("frames", frames-probeState.frames)
	rec.Set("ms", now-probeState.at)
	rec.Set("at", probeState.at)
	list.Call("push", rec)
}
