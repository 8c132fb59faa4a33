// Command empty is the baseline of the browser's frame rates: an Ebitengine
// program that draws nothing, counting its frames on window.plyyardFrames as
// the game does. browsertest builds it for the browser and measures it in
// the same window beside the game.
package main

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

type empty struct{ frames int }

func (e *empty) Update() error { return nil }

func (e *empty) Draw(*ebiten.Image) {
	e.frames++
	js.Global().Set("plyyardFrames", e.frames)
}

func (e *empty) Layout(w, h int) (int, int) { return w, h }

func main() {
	js.Global().Get("document").Set("title", "Ply Yard")
	if err := ebiten.RunGame(&empty{}); err != nil {
		panic(err)
	}
}
