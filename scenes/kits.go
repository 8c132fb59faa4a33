package scenes

import (
	"fmt"

	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/play"
)

// The app's games are its kits (Options.Kits: play/kits in the binaries),
// each carrying its registry entry; the saves and the online tables know
// the registry made of them (Context.Games).

// kitOf is the kit of game g.
func (c *Context) kitOf(g *games.Game) play.Kit {
	k, _ := play.KitOf(c.Kits, g.Name)
	return k
}

// findGame is the game called name with its kit.
func (c *Context) findGame(name string) (*games.Game, play.Kit, error) {
	k, ok := play.KitOf(c.Kits, name)
	if !ok {
		return nil, nil, fmt.Errorf("unknown game %q (known: %v)", name, c.Games.Names())
	}
	return k.Game(), k, nil
}

// onlineBoards makes the boards of online games for netplay's table, at
// the player's animation speed.
func onlineBoards(c *Context) netplay.NewBoard { return play.OnlineBoards(c.Kits, c.AnimSpeed()) }
