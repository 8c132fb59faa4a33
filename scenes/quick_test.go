package scenes

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/play/kits"

	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/server/servertest"
)

// quickLobby taps Play a random opponent for game in a new app on server addr.
func quickLobby(t *testing.T, addr, game string) (*Context, *lobbyScene) {
	t.Helper()
	c := newTestContext(t, Options{Lang: "en", Server: addr, Scene: "online"})
	l := c.mgr.current.(*lobbyScene)
	bs, _ := l.layout(c)
	tapButton(t, c, bs, c.T("game."+game))
	bs, _ = l.layout(c)
	tapButton(t, c, bs, c.T("online.quick"))
	if l.room == nil || !l.quick {
		t.Fatal("Play a random opponent opened no quick match")
	}
	t.Cleanup(func() {
		if l.room != nil {
			l.room.t.S.Close()
		}
	})
	return c, l
}

// The quick match's wait counts the time waited; after half a minute it
// offers a game against the computer, which opens that game's mode screen
// (and leaves the queue). Two players asking for the same game get a board
// each, in one room, on different seats.
func TestQuickMatchWaitAndPair(t *testing.T) {
	srv := servertest.Start(t, "")
	addr := srv.Addr
	c, l := quickLobby(t, addr, "jungle")
	spin(t, c, "the queue", func() bool { return l.room.t.S.Queued() })
	if got := waitTexts(c, l); !strings.Contains(got, c.T("online.quick.looking")) || !strings.Contains(got, c.F("online.quick.waited", "0:00")) {
		t.Fatalf("the wait says %q", got)
	}
	bs, _ := l.layout(c)
	for _, b := range bs {
		if b.Label == c.T("online.quick.ai") || b.Label == c.T("online.copy") {
			t.Fatalf("the fresh wait offers %q", b.Label)
		}
	}
	c.Tick += quickOffer
	if got := waitTexts(c, l); !strings.Contains(got, c.F("online.quick.waited", "0:30")) || !strings.Contains(got, c.T("online.quick.none")) {
		t.Fatalf("after 30 s the wait says %q", got)
	}
	bs, _ = l.layout(c)
	tapButton(t, c, bs, c.T("online.quick.ai"))
	if m, ok := c.mgr.current.(*modeScene); !ok || m.game != "jungle" || !m.ai {
		t.Fatalf("Play the computer opened %T", c.mgr.current)
	}
	// The server has taken the player out of the queue (the session said
	// so as it closed): the next two are paired with each other.
	spin(t, c, "the queue to empty", func() bool { return srv.Queued("jungle") == 0 })

	a, la := quickLobby(t, addr, "jungle")
	spin(t, a, "the queue", func() bool { return la.room.t.S.Queued() })
	b, _ := quickLobby(t, addr, "jungle")
	var pa, pb *playScene
	spin(t, a, "both boards", func() bool {
		pa, _ = a.mgr.current.(*playScene)
		pb, _ = b.mgr.current.(*playScene)
		return pa != nil && pb != nil
	}, func() { b.Tick++; b.mgr.update() })
	if pa.online.t.Code != pb.online.t.Code || pa.online.t.You == pb.online.t.You {
		t.Fatalf("rooms %s and %s, seats %d and %d", pa.online.t.Code, pb.online.t.Code, pa.online.t.You, pb.online.t.You)
	}
	if saved, _ := a.Saves.LoadOnline(); saved == nil || saved.Code != pa.online.t.Code {
		t.Fatalf("the paired seat is not saved: %+v", saved)
	}
}

// The lists screen shows a public room (a tap joins it) and a live game
// (a tap watches it on a board nobody acts on, with no draw or resign).
func TestTablesJoinAndWatch(t *testing.T) {
	addr := testRoomServer(t)
	ws, _ := netplay.ServerURL(addr)
	host := netplay.NewTable(netplay.Open(netplay.Config{Server: ws, Seed: 1}, "ludo", room.SideFirst, true, "Ann", ""), play.OnlineBoards(kits.All, 0.01))
	defer host.S.Close()
	private := netplay.NewTable(netplay.Create(netplay.Config{Server: ws, Seed: 2}, "jungle", room.SideFirst), play.OnlineBoards(kits.All, 0.01))
	defer private.S.Close()
	c := newTestContext(t, Options{Lang: "en", Server: addr, Scene: "tables"})
	s := c.mgr.current.(*tablesScene)
	var row string
	spin(t, c, "the open table", func() bool {
		host.Update()
		private.Update()
		bs, _ := s.layout(c)
		for _, b := range bs {
			if strings.Contains(b.Label, "Ann") {
				row = b.Label
			}
		}
		return row != "" && private.Code != ""
	})
	if want := c.T("game.ludo") + " · Ann · "; !strings.HasPrefix(row, want) {
		t.Fatalf("the row reads %q", row)
	}
	bs, _ := s.layout(c)
	if len(bs) != 2 { // Back and Ann's table: the private room is not listed
		t.Fatalf("%d buttons", len(bs))
	}
	tapButton(t, c, bs, row)
	spin(t, c, "the board of the joined table", func() bool {
		host.Update()
		p, ok := c.mgr.current.(*playScene)
		return ok && p.online != nil && p.online.t.You >= 0
	}, host.Update)
	player := c.mgr.current.(*playScene)
	defer player.online.t.S.Close()

	// Another app watches the game from the list of live games.
	w := newTestContext(t, Options{Lang: "en", Server: addr, Scene: "tables"})
	ws2 := w.mgr.current.(*tablesScene)
	var live string
	spin(t, w, "the live game", func() bool {
		host.Update()
		if w.Tick%60 == 0 {
			ws2.askAgain("") // ask again now
		}
		bs, _ := ws2.layout(w)
		for _, b := range bs {
			if strings.Contains(b.Label, "Ann – ") {
				live = b.Label
			}
		}
		return live != ""
	})
	bs, _ = ws2.layout(w)
	tapButton(t, w, bs, live)
	var watch *playScene
	spin(t, w, "the spectator's board", func() bool {
		host.Update()
		watch, _ = w.mgr.current.(*playScene)
		return watch != nil && watch.online != nil
	})
	defer watch.online.t.S.Close()
	if ctl := raceOf(watch); !ctl.Cfg.Watch || ctl.HumanToMove() || watch.online.t.You != -1 {
		t.Fatalf("the spectator's board: watch %v, to move %v, seat %d", ctl.Cfg.Watch, ctl.HumanToMove(), watch.online.t.You)
	}
	for _, b := range watch.laidButtons(w) {
		if b.Label == w.T("online.offer") || b.Label == w.T("play.resign") || b.Label == w.T("race.roll") {
			t.Fatalf("a spectator is offered %q", b.Label)
		}
	}
	spin(t, c, "the players hear of the spectator", func() bool { return host.Watchers == 1 && player.online.t.Watchers == 1 }, host.Update, func() { w.Tick++; w.mgr.update() })
	if msg, _ := player.online.status(c); msg != c.F("online.connected.watched", host.Code, 1) {
		t.Fatalf("the player's pill says %q", msg)
	}
	if ctl := raceOf(player); ctl.Cfg.Mode != play.Online || ctl.Cfg.Watch {
		t.Fatal("the player's board is a spectator's")
	}
}
