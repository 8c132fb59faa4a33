package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/play"
)

// A Kit is one game's part of the app beside its board: how its boards are
// made — a new game, one the command line describes, a saved one, an
// online one — its icon and its rules. The games themselves and their
// order come from the registry (package games); kits gives each its Kit.
type Kit interface {
	// Start makes the board of a new game.
	Start(cfg play.Config) Board
	// FromOptions makes the board the command line describes (-pos,
	// -moves, -select).
	FromOptions(o Options, cfg play.Config) (Board, error)
	// Resume rebuilds a saved game's board.
	Resume(g *save.Game, cfg play.Config) (Board, error)
	// Online makes the board of an Online game from this seat's view.
	Online(cfg play.Config, view string) (Board, error)
	// Icon draws the game's emblem centred on (cx, cy).
	Icon(dst *ebiten.Image, cx, cy, size float64)
	// Rules opens the game's Rules at page (from 0).
	Rules(page int) Scene
}

// kits holds the app's side of every game of the registry.
var kits = map[*games.Game]Kit{
	registry.Games.Must("jungle"):   jungleKit{},
	registry.Games.Must("ludo"):     raceKit{race.Ludo},
	registry.Games.Must("aviation"): raceKit{race.Aviation},
	registry.Games.Must("domino"):   dominoKit{},
}

// kitOf is the kit of game g.
func kitOf(g *games.Game) Kit { return kits[g] }

// findGame is the registry's game called name with its kit.
func findGame(name string) (*games.Game, Kit, error) {
	g, err := registry.Games.Lookup(name)
	if err != nil {
		return nil, nil, err
	}
	k, ok := kits[g]
	if !ok {
		return nil, nil, fmt.Errorf("the app cannot play %s", name)
	}
	return g, k, nil
}

// onlineBoards makes the boards of online games for netplay's table, at
// the player's animation speed.
func onlineBoards(c *Context) netplay.NewBoard { return OnlineBoards(c.AnimSpeed()) }

// OnlineBoards makes the boards of online games for netplay's table:
// each game's controller in its online mode, from this seat's view.
func OnlineBoards(speed float64) netplay.NewBoard {
	return func(game string, you engine.Seat, view string, send func(string)) (netplay.Board, error) {
		cfg := play.Config{Mode: play.Online, Human: you, Speed: speed}
		if you == engine.NoSeat {
			// A spectator: the board of the first seat, where nobody acts.
			cfg.Human, cfg.Watch = 0, true
		} else if !you.Valid() {
			return nil, fmt.Errorf("a board needs a seat, not %d", you)
		}
		_, k, err := findGame(game)
		if err != nil {
			return nil, err
		}
		b, err := k.Online(cfg, view)
		if err != nil {
			return nil, err
		}
		b.Base().Link(send)
		return b, nil
	}
}
