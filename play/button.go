package play

import (
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/sprites"
)

// Button is a tappable rounded rectangle.
type Button struct {
	R      layout.Rect
	Label  string
	Style  sprites.ButtonStyle
	Action func()
	// Spare buttons wait behind More on a portrait bar (the play screens').
	Spare bool
}

// Actions keeps a screen's button Actions by name, each made the first
// time it is asked for: the screens lay their buttons out anew on every
// frame, and a closure made per frame would be garbage per frame. An
// action reads what it acts on when it runs, never when it is made. A nil
// *Actions keeps nothing (each action is made at every ask).
type Actions map[string]func()

// Of returns the action under name, made by mk the first time.
func (a *Actions) Of(name string, mk func() func()) func() {
	if a == nil {
		return mk()
	}
	if f, ok := (*a)[name]; ok {
		return f
	}
	if *a == nil {
		*a = Actions{}
	}
	f := mk()
	(*a)[name] = f
	return f
}

// Choice is the style of one option among several: chosen or not.
func Choice(on bool) sprites.ButtonStyle {
	if on {
		return sprites.Chosen
	}
	return sprites.Secondary
}
