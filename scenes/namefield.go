package scenes

import "github.com/plyyard/plyyard/layout"

// A pageField is a text field of the page the name is typed into: in the
// browser a real <input>, the only thing a phone brings its keyboard up
// for. It lies over the field the screen draws and tells the screen what
// happens in it; the screen draws the field's box and lets the page draw
// the text.
type pageField interface {
	// place lays the field over r (screen pixels), its text size px high;
	// dpr is the screen pixels per page pixel.
	place(r layout.Rect, px, dpr float64)
	// take returns what happened in the field since the last call.
	take() []fieldEvent
	// close removes the field from the page.
	close()
}

// fieldEvent is one thing that happened in a page field: its text changed
// (Text is the whole text), or Enter or Escape was pressed in it.
type fieldEvent struct {
	Kind fieldKind
	Text string
}

type fieldKind int

const (
	fieldTyped fieldKind = iota
	fieldKeep
	fieldCancel
)
