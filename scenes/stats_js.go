//go:build js

package scenes

import (
	"encoding/json"
	"syscall/js"
)

// publishStats puts the frames' figures on the page as window.plyyardStats
// (the object -stats writes) when full is set, and keeps the two older names the browser
// test reads: window.plyyardFrames, the frames drawn (every frame), and
// window.plyyardThinkFrames, one {frames, ms, at} per search, at being
// performance.now() when it began.
func publishStats(m *frameMeter, full bool) {
	g := js.Global()
	g.Set("plyyardFrames", m.stats.Frames)
	if !full {
		return
	}
	s := m.Stats()
	b, err := json.Marshal(s)
	if err != nil {
		return
	}
	g.Set("plyyardStats", g.Get("JSON").Call("parse", string(b)))
	list := g.Get("plyyardThinkFrames")
	if list.IsUndefined() {
		list = g.Get("Array").New()
		g.Set("plyyardThinkFrames", list)
	}
	now := g.Get("performance").Call("now").Float()
	for i := list.Length(); i < len(s.Searches); i++ {
		rec := g.Get("Object").New()
		rec.Set("frames", s.Searches[i].Frames)
		rec.Set("ms", s.Searches[i].Ms)
		rec.Set("at", now-s.Searches[i].Ms)
		list.Call("push", rec)
	}
}
