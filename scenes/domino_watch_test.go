package scenes

import (
	"testing"

	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/play/kits"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/netplay"
	dominoplay "github.com/plyyard/plyyard/play/domino"
	"github.com/plyyard/plyyard/room"
)

// actDomino plays the first legal action on a player's dominoes board
// when it is that player's turn, by its taps.
func actDomino(tb *netplay.Table) {
	b, ok := tb.Board.(dominoplay.Board)
	c := b.Controller
	if !ok || tb.Over() || !c.HumanToMove() || c.Busy() {
		return
	}
	c.TapMove(c.Pos.Legal()[0])
}

// An app opening a dominoes room that already has two players watches it:
// both hands face down, the plates counting them as the players' boards
// do, no Draw or Pass, no draw offer or resignation; at the end the result
// card shows both hands, revealed from the checked seed.
func TestWatchDominoesThroughTheScenes(t *testing.T) {
	addr := testRoomServer(t)
	ws, _ := netplay.ServerURL(addr)
	host := netplay.NewTable(netplay.Create(netplay.Config{Server: ws, Seed: 1}, "domino", room.SideFirst), play.OnlineBoards(kits.All, 0.01))
	defer host.S.Close()
	w := newTestContext(t, Options{Lang: "en", Server: addr})
	spin(t, w, "the room", func() bool { host.Update(); return host.Code != "" })
	guest := netplay.NewTable(netplay.Join(netplay.Config{Server: ws, Seed: 2}, host.Code), play.OnlineBoards(kits.All, 0.01))
	defer guest.S.Close()
	players := func() { host.Update(); guest.Update(); actDomino(host); actDomino(guest) }
	spin(t, w, "a few actions", func() bool { return len(host.Log) >= 4 }, players)

	w = newTestContext(t, Options{Lang: "en", Server: addr, Room: host.Code})
	var watch *playScene
	spin(t, w, "the spectator's board", func() bool {
		watch, _ = w.mgr.current.(*playScene)
		return watch != nil && watch.online != nil && watch.online.t.Started()
	})
	defer watch.online.t.S.Close()
	ctl := dominoOf(watch)
	if !ctl.Spectator() || !ctl.BottomHidden() || ctl.HumanToMove() || watch.online.t.You != engine.NoSeat {
		t.Fatalf("the spectator's board: spectator %v, face down %v, may act %v, seat %d", ctl.Spectator(), ctl.BottomHidden(), ctl.HumanToMove(), watch.online.t.You)
	}
	for _, b := range watch.laidButtons(w) {
		switch b.Label {
		case w.T("domino.draw"), w.T("domino.pass"), w.T("online.offer"), w.T("play.resign"):
			t.Fatalf("a spectator is offered %q", b.Label)
		}
	}
	spin(t, w, "the spectator catching up", func() bool {
		hb := host.Board.(dominoplay.Board)
		if len(watch.online.t.Log) != len(host.Log) || ctl.Busy() || hb.Busy() {
			return false
		}
		for _, s := range []engine.Seat{domino.Black, domino.White} {
			if got, want := watch.b.PlateNote(&w.Host, s)[0], w.F("domino.tiles", len(hb.Pos.Hand(s))); got != want {
				t.Fatalf("the spectator's plate for seat %d says %q, the host's board %q", s, got, want)
			}
		}
		return true
	}, host.Update, guest.Update)

	spin(t, w, "the result", func() bool {
		players()
		r, ok := w.mgr.current.(*resultScene)
		return ok && r.online != nil
	})
	if c := watch.online.t.Check; c == nil || !c.OK || !ctl.Revealed || ctl.BottomHidden() || ctl.Pos.String() != c.Final.String() {
		t.Fatalf("the spectator's end: check %+v, revealed %v", c, ctl.Revealed)
	}
}
