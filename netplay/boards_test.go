package netplay

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/scenes/dominoctl"
	"github.com/plyyard/plyyard/scenes/junglectl"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/scenes/racectl"
)

// testBoards makes the controllers of online games as the app's kits do
// (scenes/kits.go), at the given animation speed.
func testBoards(speed float64) NewBoard {
	fromView := map[*games.Game]func(play.Config, string) (Board, error){
		games.Jungle:   func(cfg play.Config, v string) (Board, error) { return junglectl.FromView(cfg, v) },
		games.Ludo:     func(cfg play.Config, v string) (Board, error) { return racectl.FromView(cfg, race.Ludo, v) },
		games.Aviation: func(cfg play.Config, v string) (Board, error) { return racectl.FromView(cfg, race.Aviation, v) },
		games.Domino:   func(cfg play.Config, v string) (Board, error) { return dominoctl.FromView(cfg, v) },
	}
	return func(game string, you engine.Seat, view string, send func(string)) (Board, error) {
		g, err := games.Lookup(game)
		cfg := play.Config{Mode: play.Online, Human: you, Speed: speed}
		if you == engine.NoSeat {
			cfg.Human, cfg.Watch = 0, true // a spectator
		} else if err == nil && !you.Valid() {
			err = fmt.Errorf("seat %d", you)
		}
		if err != nil {
			return nil, fmt.Errorf("no board for %q on seat %d", game, you)
		}
		b, err := fromView[g](cfg, view)
		if err != nil {
			return nil, err
		}
		b.(interface{ Link(func(string)) }).Link(send)
		return b, nil
	}
}

// TestBoards lends testBoards to the package's outside tests (e2e_test.go).
var TestBoards = testBoards
