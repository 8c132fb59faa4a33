//go:build js

package scenes

import (
	"fmt"
	"sync"
	"syscall/js"

	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/room"
)

// domField is the page's <input> the name is typed into, over the canvas.
// Focusing it brings up a phone's keyboard; the game's canvas never sees
// its keys (Ebitengine listens on the canvas only).
type domField struct {
	el    js.Value
	funcs []js.Func
	// placed is the style last given, so that an unchanged frame sets
	// nothing.
	placed [5]float64

	mu     sync.Mutex
	events []fieldEvent
}

// openPageField puts a text field holding text on the page and focuses it;
// label names it for a screen reader. The app draws the placeholder, as it
// draws the text.
func openPageField(text, _, label string) pageField {
	doc := js.Global().Get("document")
	if !doc.Truthy() || !doc.Get("body").Truthy() {
		return nil
	}
	f := &domField{el: doc.Call("createElement", "input")}
	el := f.el
	el.Set("type", "text")
	el.Set("value", text)
	// maxLength counts UTF-16 units: a name of characters beyond the
	// Basic Multilingual Plane is cut shorter, never longer; the editor
	// counts characters again.
	el.Set("maxLength", room.MaxName)
	for k, v := range map[string]string{
		"id": "plyyard-name", "aria-label": label, "autocomplete": "off", "autocapitalize": "words",
		"spellcheck": "false", "enterkeyhint": "done",
	} {
		el.Call("setAttribute", k, v)
	}
	st := el.Get("style")
	for k, v := range map[string]string{
		"position": "fixed", "margin": "0", "border": "none", "outline": "none", "background": "transparent",
		"boxSizing": "border-box", "padding": "0 0.6em", "zIndex": "10",
		// The app draws the text, the placeholder and the caret in its
		// own font (settings_name.go): the field only takes the keys, its
		// own text, caret and placeholder transparent.
		"color": "transparent", "caretColor": "transparent", "fontWeight": "700",
	} {
		st.Set(k, v)
	}
	f.listen("input", func(e js.Value) { f.post(fieldTyped) })
	f.listen("keydown", func(e js.Value) {
		switch e.Get("key").String() {
		case "Enter":
			e.Call("preventDefault")
			f.post(fieldKeep)
		case "Escape":
			e.Call("preventDefault")
			f.post(fieldCancel)
		}
	})
	doc.Get("body").Call("appendChild", el)
	el.Call("focus")
	return f
}

// listen calls handle on the field's event of type.
func (f *domField) listen(typ string, handle func(e js.Value)) {
	fn := js.FuncOf(func(this js.Value, args []js.Value) any {
		handle(args[0])
		return nil
	})
	f.funcs = append(f.funcs, fn)
	f.el.Call("addEventListener", typ, fn)
}

// post notes an event of kind with the field's text now.
func (f *domField) post(kind fieldKind) {
	ev := fieldEvent{Kind: kind, Text: f.el.Get("value").String()}
	f.mu.Lock()
	f.events = append(f.events, ev)
	f.mu.Unlock()
}

func (f *domField) take() []fieldEvent {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := f.events
	f.events = nil
	return out
}

func (f *domField) place(r layout.Rect, px, dpr float64) {
	if dpr <= 0 {
		dpr = 1
	}
	left, top := 0.0, 0.0
	if cv := js.Global().Get("document").Call("querySelector", "canvas"); cv.Truthy() {
		b := cv.Call("getBoundingClientRect")
		left, top = b.Get("left").Float(), b.Get("top").Float()
	}
	at := [5]float64{left + r.X/dpr, top + r.Y/dpr, r.W / dpr, r.H / dpr, px / dpr}
	if at == f.placed {
		return
	}
	f.placed = at
	st := f.el.Get("style")
	for i, k := range []string{"left", "top", "width", "height", "fontSize"} {
		st.Set(k, fmt.Sprintf("%.1fpx", at[i]))
	}
}

func (f *domField) close() {
	f.el.Call("remove")
	for _, fn := range f.funcs {
		fn.Release()
	}
	f.funcs = nil
}
