package scenes

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/play/kits"
	"github.com/plyyard/plyyard/room"
)

// Online, the players are named on the plates (a spectator's too) and on
// the result; a draw offer is said on the status line of the player it
// concerns, while it waits, and to nobody else; a Jungle game's card says
// nothing of dice.
func TestOnlineNamesAndDrawOfferInPlainWords(t *testing.T) {
	addr := testRoomServer(t)
	ws, _ := netplay.ServerURL(addr)
	host := netplay.NewTable(netplay.Open(netplay.Config{Server: ws, Seed: 1}, "jungle", room.SideFirst, false, "Маша", ""), play.OnlineBoards(kits.All, 0.01))
	defer host.S.Close()
	c := newTestContext(t, Options{Lang: "en", Server: addr})
	spin(t, c, "the room", func() bool { host.Update(); return host.Code != "" })
	c = newTestContext(t, Options{Lang: "en", Server: addr, Room: host.Code})
	var p *playScene
	spin(t, c, "the player's board", func() bool {
		p, _ = c.mgr.current.(*playScene)
		return p != nil && p.online != nil && p.online.t.Started() && p.online.t.Names[engine.First] != ""
	}, host.Update)
	defer p.online.t.S.Close()
	w := newTestContext(t, Options{Lang: "en", Server: addr, Room: host.Code})
	var watch *playScene
	spin(t, w, "the spectator's board", func() bool {
		watch, _ = w.mgr.current.(*playScene)
		return watch != nil && watch.online != nil && watch.online.t.Started() && watch.online.t.Names[engine.Second] != ""
	}, host.Update, func() { c.mgr.update() })
	defer watch.online.t.S.Close()

	if got, ok := p.online.named(c, engine.First); !ok || got != "Маша" {
		t.Fatalf("the opponent's name: %q", got)
	}
	if got, _ := watch.online.named(w, engine.First); got != "Маша" {
		t.Fatalf("the spectator sees %q", got)
	}

	host.S.OfferDraw()
	spin(t, c, "the offer on the status line", func() bool {
		msg, _, _ := p.status(c)
		return msg == "Маша offers a draw"
	}, host.Update, func() { w.mgr.update() })
	if msg, _, _ := watch.status(w); strings.Contains(msg, "draw") {
		t.Fatalf("the spectator is told %q", msg)
	}
	p.online.t.S.DeclineDraw()
	spin(t, c, "the offer answered", func() bool {
		msg, _, _ := p.status(c)
		return !strings.Contains(msg, "draw") && host.DrawOffer == engine.NoSeat
	}, host.Update)

	host.S.Resign()
	spin(t, c, "the result", func() bool {
		r, ok := c.mgr.current.(*resultScene)
		return ok && r.online != nil && r.online.t.Over()
	}, host.Update)
	r := c.mgr.current.(*resultScene)
	if msg, ok := r.online.checkText(c); !ok || msg != "" {
		t.Fatalf("a Jungle game's card says %q of dice", msg)
	}
	if title, why := r.play.resultLines(c); title != c.T("result.win.you") || !strings.Contains(why, "Маша") {
		t.Fatalf("the result: %q · %q", title, why)
	}
	spin(t, w, "the spectator's result", func() bool {
		r, ok := w.mgr.current.(*resultScene)
		return ok && r.online != nil && r.online.t.Over()
	})
	if title, _ := w.mgr.current.(*resultScene).play.resultLines(w); !strings.HasSuffix(title, "wins") || strings.Contains(title, "Маша") {
		t.Fatalf("the spectator's result: %q", title)
	}
}
