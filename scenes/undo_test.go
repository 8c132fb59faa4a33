package scenes

import (
	"testing"

	"github.com/plyyard/plyyard/engine/enginetest"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// undoOf returns the play screen's Undo button, and whether there is one.
func undoOf(c *Context, p *playScene) (play.Button, bool) {
	for _, b := range p.laidButtons(c) {
		if b.Label == c.T("play.undo") {
			return b, true
		}
	}
	return play.Button{}, false
}

// square is the Jungle square named s.
func square(t *testing.T, s string) jungle.Square { return enginetest.Must(t, jungle.ParseSquare, s) }

// Against the computer: the Undo button is dimmed and refuses until the
// person has moved, then takes back their move and the computer's reply.
// The save keeps that undo was used (not the history), and the finished
// game is counted apart in the statistics.
func TestUndoButtonSaveAndStats(t *testing.T) {
	store := save.NewMemory()
	c := newTestContext(t, Options{Store: store, Lang: "en", Game: "jungle", Mode: "ai", Seed: 1})
	p := playing(t, c)
	ctl := jungleOf(p)
	b, ok := undoOf(c, p)
	if !ok || b.Style != sprites.Muted {
		t.Fatalf("no dimmed Undo at the start: %v %+v", ok, b)
	}
	tapButton(t, c, p.laidButtons(c), "Undo")
	if st, _, warn := p.status(c); !warn || st != c.T(play.RefuseUndoNone) || ctl.Pos != jungle.Start() {
		t.Fatalf("an undo of nothing: %q", st)
	}
	ctl.Tap(square(t, "a3"))
	ctl.Tap(square(t, "a4"))
	ctl.WaitBot()
	p.Update(c)
	if b, _ := undoOf(c, p); b.Style == sprites.Muted || len(ctl.Moves) != 2 {
		t.Fatalf("after a move and the reply: undo %+v, moves %v", b, ctl.Moves)
	}
	tapButton(t, c, p.laidButtons(c), "Undo")
	if ctl.Pos != jungle.Start() || len(ctl.Moves) != 0 || !ctl.UndoUsed {
		t.Fatalf("after Undo: %v", ctl.Pos)
	}
	ctl.Tap(square(t, "g3"))
	ctl.Tap(square(t, "g4"))
	ctl.WaitBot()
	p.Update(c)
	if g, _ := c.Saves.LoadGame(); g == nil || !g.Undone {
		t.Fatalf("the save forgot the undo: %+v", g)
	}
	// Resumed: still a game with undo, and its history played back, so
	// the last move can still be taken back.
	c2, sc := continueFrom(t, store)
	p2 := sc.(*playScene)
	r := jungleOf(p2)
	if !r.UndoUsed || !r.CanUndo() || r.Pos != ctl.Pos {
		t.Fatalf("resumed: used %v, can undo %v", r.UndoUsed, r.CanUndo())
	}
	if ctl.Undo(); !r.Undo() || r.Pos != ctl.Pos {
		t.Fatalf("undo after resuming: %v, the game itself %v", r.Pos, ctl.Pos)
	}
	tapButton(t, c2, p2.laidButtons(c2), "Resign")
	tapButton(t, c2, p2.laidButtons(c2), "Sure? Tap again")
	if b, _ := undoOf(c2, p2); b.Style != sprites.Muted || r.Undo() {
		t.Fatal("undo after the game")
	}
	st, _ := c2.Saves.LoadStats()
	if st.Undo["jungle"] != (save.Tally{Played: 1, Lost: 1}) || st.Games["jungle"] != (save.Tally{}) {
		t.Fatalf("stats %+v", st)
	}
}

// Online there is no Undo button, and the controller refuses an undo.
func TestNoUndoOnline(t *testing.T) {
	addr := testRoomServer(t)
	c := newTestContext(t, Options{Lang: "en", Server: addr, Scene: "online", Game: "jungle", Side: "first"})
	l, ok := c.mgr.current.(*lobbyScene)
	if !ok {
		t.Fatalf("scene %T", c.mgr.current)
	}
	spin(t, c, "the room code", func() bool { return l.room != nil && l.room.t.Code != "" })
	guest := joinAsGuest(t, c, addr, l.room.t.Code)
	defer guest.S.Close()
	p := playing(t, c)
	defer p.online.t.S.Close()
	if _, ok := undoOf(c, p); ok {
		t.Fatal("an Undo button online")
	}
	ctl := jungleOf(p)
	ctl.Tap(square(t, "a3"))
	ctl.Tap(square(t, "a4"))
	spin(t, c, "the server's move", func() bool { return len(ctl.Moves) == 1 }, guest.Update)
	pos := ctl.Pos
	if ctl.CanUndo() || ctl.Undo() || ctl.RefusalShown() != play.RefuseUndoOnline || ctl.Pos != pos {
		t.Fatalf("online undo: refusal %q", ctl.Refusal)
	}
}
