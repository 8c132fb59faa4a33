package netplay

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/scenes/dominoctl"
	"github.com/plyyard/plyyard/scenes/junglectl"
	"github.com/plyyard/plyyard/scenes/racectl"
)

// Options are the player's settings the boards honour.
type Options struct {
	// Speed scales the animations (see the controllers' Config).
	Speed float64
	// AutoMove plays the only possible move by itself (race games).
	AutoMove bool
}

// Boards makes the play controllers of the four games in their online
// mode, from this seat's view at the start of a game (or in a snapshot).
func Boards(o Options) NewBoard {
	return func(game string, you engine.Seat, view string, send func(string)) (Board, error) {
		if !you.Valid() {
			return nil, fmt.Errorf("netplay: a board needs a seat, not %d", you)
		}
		switch game {
		case jungle.Game.Name:
			p, err := jungle.Parse(view)
			if err != nil {
				return nil, err
			}
			c := junglectl.New(junglectl.Config{Mode: junglectl.Online, Human: you, Level: 1, Speed: o.Speed}, p)
			c.Send = send
			return c, nil
		case race.LudoGame.Name, race.AviationGame.Name:
			p, err := race.Parse(view)
			if err != nil {
				return nil, err
			}
			v := race.Ludo
			if game == race.AviationGame.Name {
				v = race.Aviation
			}
			c := racectl.New(racectl.Config{Variant: v, Mode: racectl.Online, Human: you, Speed: o.Speed, AutoMove: o.AutoMove}, p)
			c.Send = send
			return c, nil
		case domino.Game.Name:
			v, err := domino.ParseView(view)
			if err != nil {
				return nil, err
			}
			p, err := dominoctl.Complete(v)
			if err != nil {
				return nil, err
			}
			c := dominoctl.New(dominoctl.Config{Mode: dominoctl.Online, Human: you, Speed: o.Speed}, p)
			c.Send = send
			return c, nil
		}
		return nil, fmt.Errorf("netplay: no board for the game %q", game)
	}
}
