package scenes

import (
	"errors"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/save"
)

// resumeGame rebuilds the play screen of a saved unfinished game, whichever
// game it is: the set-up from the save, the board from the game's kit with
// the saved history played back on it.
func resumeGame(c *Context, u *save.Unfinished) (Scene, error) {
	g, k, err := c.findGame(u.Game)
	if err != nil {
		return nil, err
	}
	cfg := play.Config{Mode: play.Hotseat, Level: u.Level, Seed: u.Seed, Speed: c.AnimSpeed()}
	if u.Mode == play.VsAI.String() {
		cfg.Mode, cfg.Human = play.VsAI, engine.Seat(u.Human)
	}
	start, err := g.Rules.Parse(u.Start)
	if err != nil {
		return nil, err
	}
	_, actions, err := g.Replay(u.Start, u.Actions)
	if err != nil {
		return nil, err
	}
	b, err := k.Board(cfg, start, actions)
	if err != nil {
		return nil, err
	}
	if b.Base().Over() {
		return nil, errors.New("the saved game is over")
	}
	b.Base().UndoUsed = u.Undone
	if f, ok := b.(play.Flipper); ok {
		f.SetFlipped(u.Flipped)
	}
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
