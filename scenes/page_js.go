//go:build js

package scenes

import "syscall/js"

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

// publishing says the page wants the online state (the browser build).
const publishing = true

// publishOnline shows the online room's state on the page as
// window.plyyardOnline (the browser test reads it to know the code, its
// seat and whose turn it is).
func publishOnline(code string, you int, view string, toMove int, result, status string) {
	o := js.Global().Get("Object").New()
	o.Set("code", code)
	o.Set("you", you)
	o.Set("view", view)
	o.Set("toMove", toMove)
	o.Set("result", result)
	o.Set("status", status)
	js.Global().Set("plyyardOnline", o)
}
