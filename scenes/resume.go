package scenes

import (
	"errors"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/scenes/playctl"
)

// resumeGame rebuilds the play screen of a saved unfinished game, whichever
// game it is: the set-up from the save, the board from the game's kit.
func resumeGame(c *Context, g *save.Game) (Scene, error) {
	_, k, err := findGame(g.Game)
	if err != nil {
		return nil, err
	}
	cfg := playctl.Config{Mode: playctl.Hotseat, Level: g.Level, Seed: g.Seed, Speed: c.AnimSpeed()}
	if g.Mode == playctl.VsAI.String() {
		cfg.Mode, cfg.Human = playctl.VsAI, engine.Seat(g.Human)
	}
	b, err := k.resume(g, cfg)
	if err != nil {
		return nil, err
	}
	if b.Base().Over() {
		return nil, errors.New("the saved game is over")
	}
	b.Base().UndoUsed = g.Undone // the undo history itself is not kept
	p := newPlayScene(b)
	p.saved = b.Base().Version
	return p, nil
}
