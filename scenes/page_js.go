//go:build js

package scenes

import (
	"encoding/json"
	"syscall/js"

	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/room"
)

// pageServer is the room server of the page: its own host.
func pageServer() string {
	loc := js.Global().Get("location")
	if loc.IsUndefined() {
		return ""
	}
	scheme := "ws://"
	if loc.Get("protocol").String() == "https:" {
		scheme = "wss://"
	}
	return scheme + loc.Get("host").String() + "/ws"
}

// copyText puts s on the clipboard through the page.
func copyText(s string) bool {
	cb := js.Global().Get("navigator").Get("clipboard")
	if cb.IsUndefined() || s == "" {
		return false
	}
	cb.Call("writeText", s)
	return true
}

// publishing says there is a page to show state on (the browser build):
// the online room's, and with ?layout=1 every frame's layout.
const publishing = true

// publishOnline shows the online room's state on the page as
// window.plyyardOnline (the browser test reads it to know the code, its
// seat and whose turn it is, and the clock as the server last said it:
// its control, each seat's milliseconds left and the seat it runs for).
func publishOnline(code string, you int, view string, toMove int, result, status string, clock room.ClockState) {
	o := js.Global().Get("Object").New()
	o.Set("code", code)
	o.Set("you", you)
	o.Set("view", view)
	o.Set("toMove", toMove)
	o.Set("result", result)
	o.Set("status", status)
	o.Set("clock", clock.Control)
	o.Set("left", js.ValueOf([]any{clock.Left[0], clock.Left[1]}))
	o.Set("run", int(clock.Run))
	js.Global().Set("plyyardOnline", o)
}

// publishLayout puts what frame drew on the page as window.plyyardLayout:
// the JSON the desktop's -layout writes (layout.Dump, in CSS pixels) and
// the frame's number as "frame". A test reads it to know where to tap.
func publishLayout(d layout.Dump, frame int) {
	b, err := json.Marshal(d)
	if err != nil {
		return
	}
	v := js.Global().Get("JSON").Call("parse", string(b))
	v.Set("frame", frame)
	js.Global().Set("plyyardLayout", v)
}
