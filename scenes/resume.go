package scenes

import (
	"errors"
	"fmt"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/scenes/dominoctl"
	"github.com/plyyard/plyyard/scenes/racectl"
)

// The unfinished games of Ludo, Aviation Ludo and dominoes: saved after
// every action, forgotten when the game ends, resumed from the title's
// Continue. Jungle's are in play.go.

// resumeGame rebuilds the play screen of any saved game.
func resumeGame(c *Context, g *save.Game) (Scene, error) {
	switch g.Game {
	case "jungle":
		return resumeJungle(c, g)
	case "ludo", "aviation":
		return resumeRace(c, g)
	case "domino":
		return resumeDomino(c, g)
	}
	return nil, fmt.Errorf("unknown game %q", g.Game)
}

// saveMode is the mode and the human's seat as a save writes them.
func saveMode(vsAI bool, human engine.Seat) (string, int) {
	if vsAI {
		return "ai", int(human)
	}
	return "hotseat", 0
}

// saveRace keeps an unfinished race game, and forgets it once over.
func (p *racePlay) save(c *Context) {
	ctl := p.ctl
	if p.saved == ctl.Version || c.Opts.Screenshot != "" || ctl.Cfg.Mode == racectl.Online {
		return
	}
	p.saved = ctl.Version
	if ctl.Over() {
		_ = c.Saves.ClearGame()
		return
	}
	g := save.Game{Game: p.game(), Level: ctl.Cfg.Level, Seed: ctl.Cfg.Seed, Position: ctl.Pos.String(), RNG: ctl.RNGState()}
	g.Mode, g.Human = saveMode(ctl.Cfg.Mode == racectl.VsAI, ctl.Cfg.Human)
	_ = c.Saves.SaveGame(g)
}

// resumeRace rebuilds a Ludo or Aviation Ludo game from its save.
func resumeRace(c *Context, g *save.Game) (*racePlay, error) {
	v := race.Ludo
	if g.Game == "aviation" {
		v = race.Aviation
	}
	pos, err := race.Parse(g.Position)
	if err != nil {
		return nil, err
	}
	cfg := racectl.Config{Variant: v, Mode: racectl.Hotseat, Level: g.Level, Seed: g.Seed, Speed: c.AnimSpeed(), AutoMove: c.Settings.AutoMove}
	if g.Mode == "ai" {
		cfg.Mode, cfg.Human = racectl.VsAI, engine.Seat(g.Human)
	}
	ctl := racectl.New(cfg, pos)
	if len(g.RNG) > 0 {
		if err := ctl.SetRNGState(g.RNG); err != nil {
			return nil, err
		}
	}
	p := newRacePlay(ctl)
	p.saved = ctl.Version
	return p, nil
}

// save keeps an unfinished dominoes game: the whole position (the device
// holds both hands whoever plays), the deal and the actions since.
func (p *dominoPlay) save(c *Context) {
	ctl := p.ctl
	if p.saved == ctl.Version || c.Opts.Screenshot != "" || ctl.Cfg.Mode == dominoctl.Online {
		return
	}
	p.saved = ctl.Version
	if ctl.Over() {
		_ = c.Saves.ClearGame()
		return
	}
	g := save.Game{Game: "domino", Level: ctl.Cfg.Level, Seed: ctl.Cfg.Seed, Position: ctl.Pos.String(), Start: ctl.Start.String(), LineFirst: ctl.First}
	g.Mode, g.Human = saveMode(ctl.Cfg.Mode == dominoctl.VsAI, ctl.Cfg.Human)
	for _, a := range ctl.Actions {
		g.Moves = append(g.Moves, domino.MoveOf(a).String())
	}
	_ = c.Saves.SaveGame(g)
}

// resumeDomino rebuilds a dominoes game from its save: from the deal and
// the actions when they lead to the saved position, else from the position
// alone (the computer then forgets what it had noticed).
func resumeDomino(c *Context, g *save.Game) (*dominoPlay, error) {
	pos, err := domino.Parse(g.Position)
	if err != nil {
		return nil, err
	}
	cfg := dominoctl.Config{Mode: dominoctl.Hotseat, Level: g.Level, Seed: g.Seed, Speed: c.AnimSpeed()}
	if g.Mode == "ai" {
		cfg.Mode, cfg.Human = dominoctl.VsAI, engine.Seat(g.Human)
	}
	var ctl *dominoctl.Controller
	if start, err := domino.Parse(g.Start); err == nil && g.Start != "" {
		var actions []engine.Action
		for _, text := range g.Moves {
			m, err := domino.ParseMove(text)
			if err != nil {
				actions = nil
				break
			}
			actions = append(actions, m.Action())
		}
		if r, err := dominoctl.Resume(cfg, start, actions); err == nil && r.Pos.String() == pos.String() {
			ctl = r
		}
	}
	if ctl == nil {
		ctl = dominoctl.New(cfg, pos)
		if n := len(pos.Line()); g.LineFirst >= 0 && g.LineFirst < n {
			ctl.First = g.LineFirst
		}
	}
	if ctl.Over() {
		return nil, errors.New("the saved game is over")
	}
	p := newDominoPlay(ctl)
	p.saved = ctl.Version
	return p, nil
}
