package scenes

import (
	"errors"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/play"
)

// resumeGame rebuilds the play screen of a saved unfinished game, whichever
// game it is: the set-up from the save, the board from the game's kit.
func resumeGame(c *Context, g *save.Game) (Scene, error) {
	_, k, err := findGame(g.Game)
	if err != nil {
		return nil, err
	}
	cfg := play.Config{Mode: play.Hotseat, Level: g.Level, Seed: g.Seed, Speed: c.AnimSpeed()}
	if g.Mode == play.VsAI.String() {
		cfg.Mode, cfg.Human = play.VsAI, engine.Seat(g.Human)
	}
	b, err := k.Resume(g, cfg)
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

// savedRoom is the online seat the app may return to: nil when none is
// saved, or when the server has surely forgotten its room by now (the seat
// is then dropped without asking). A room that closed sooner is found out
// on the way back (the lobby says so and forgets the seat).
func savedRoom(c *Context) *save.Online {
	o, _ := c.Saves.LoadOnline()
	if o != nil && o.Expires != 0 && c.clock().Now().Unix() >= o.Expires {
		_ = c.Saves.ClearOnline()
		return nil
	}
	return o
}

// resumeOnline returns to a saved seat.
func resumeOnline(c *Context, o *save.Online) Scene {
	tk := netplay.Ticket{Server: o.Server, Code: o.Code, Token: o.Token, Game: o.Game, NextID: o.NextID}
	return &lobbyScene{room: newOnlineRoom(c, netplay.Resume(netConfig(c), tk), o.Expires), game: o.Game, side: room.SideRandom}
}
