// Package mobile is the ebitenmobile binding of Ply Yard (`make mobile`
// builds an Android library from it).
package mobile

import (
	"github.com/hajimehoshi/ebiten/v2/mobile"
	"github.com/plyyard/plyyard/scenes"
)

func init() {
	mobile.SetGame(scenes.NewApp(scenes.Options{}))
}

// Dummy is exported so that the binding generator has something to bind.
func Dummy() {}
