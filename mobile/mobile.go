// Package mobile is the ebitenmobile binding of Ply Yard (`make mobile`
// builds an Android library from it).
package mobile

import (
	"github.com/hajimehoshi/ebiten/v2/mobile"
	"github.com/plyyard/plyyard/play/kits"
	"github.com/plyyard/plyyard/scenes"
)

func init() {
	mobile.SetGame(scenes.NewApp(scenes.Options{Kits: kits.All}))
}

// SetServer names the room server for online play ("host:port" or a URL);
// the Android activity calls it before the game starts, or when the player
// changes it.
func SetServer(addr string) { scenes.SetDefaultServer(addr) }
