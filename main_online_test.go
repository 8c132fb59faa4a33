package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"testing"
	"time"

	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/play/kits"

	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
	"github.com/plyyard/plyyard/server/servertest"
)

// roomServer runs a room server on loopback for the app to connect to, and
// returns its address as the -server flag takes it.
func roomServer(t *testing.T) (addr, ws string) {
	srv := servertest.Start(t, "")
	return srv.Addr, srv.WS
}

// host opens a room for game from this test process and keeps its table
// running in the background; act is called on each tick with the table.
func host(t *testing.T, ws, game string, act func(*netplay.Table)) *netplay.Table {
	t.Helper()
	s := netplay.Create(netplay.Config{Server: ws, Seed: 1}, game, room.SideFirst)
	tb := netplay.NewTable(s, play.OnlineBoards(kits.All, 0.01))
	deadline := time.Now().Add(10 * time.Second)
	for tb.Code == "" {
		if time.Now().After(deadline) {
			t.Fatal("the room was not opened")
		}
		tb.Update()
		time.Sleep(5 * time.Millisecond)
	}
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		for {
			select {
			case <-done:
				return
			case <-time.After(5 * time.Millisecond):
			}
			tb.Update()
			act(tb)
		}
	}()
	t.Cleanup(func() { close(done); <-stopped; s.Close() })
	return tb
}

// dominoHand is what the host taps on a dominoes board.
type dominoHand interface {
	HumanToMove() bool
	HandShown() []domino.Tile
	Fits(t domino.Tile) (left, right, first bool)
	TapTile(t domino.Tile)
	TapEnd(e domino.End)
}

func TestScreenshotOnline(t *testing.T) {
	t.Parallel() // each shot is an app process of its own; the room server is the test's
	lobby := shoot(t, "online-lobby-en", "-scene", "online", "-lang", "en")
	if s := share(lobby, paper); s < 0.3 {
		t.Errorf("lobby: no paper (%.2f)", s)
	}
	shoot(t, "online-lobby-ru", "-scene", "online", "-lang", "ru", "-width", "430", "-height", "860")
	addr, ws := roomServer(t)

	// The waiting room: the code and the invite link.
	shoot(t, "online-waiting-ru", "-scene", "online", "-game", "domino", "-server", addr, "-lang", "ru", "-settle", "rest", "-frames", "600")

	// Joining a Ludo room by its code: the board with the online buttons
	// and the connection line, the host (Red) to roll.
	ludo := host(t, ws, "ludo", func(*netplay.Table) {})
	board := shoot(t, "online-ludo-en", "-room", ludo.Code, "-server", addr, "-lang", "en", "-settle", "rest", "-frames", "600")
	if s := share(board, yellow); s < 0.01 {
		t.Errorf("online Ludo: no yellow (%.4f)", s)
	}

	// Dominoes: the host plays its first tile; the joiner's own hand is
	// face up, the host's face down, with no hand-over screen.
	played := false
	dom := host(t, ws, "domino", func(tb *netplay.Table) {
		b, ok := tb.Board.(dominoHand)
		if !ok || played || !b.HumanToMove() {
			return
		}
		for _, t := range b.HandShown() {
			if l, r, first := b.Fits(t); l || r || first {
				played = true
				b.TapTile(t)
				if l && r {
					b.TapEnd(domino.RightEnd)
				}
				return
			}
		}
	})
	table := shoot(t, "online-domino-en", "-room", dom.Code, "-server", addr, "-lang", "en", "-settle", "rest", "-frames", "600")
	if s := share(table, felt); s < 0.2 {
		t.Errorf("online dominoes: no table (%.2f)", s)
	}
	jun := host(t, ws, "jungle", func(*netplay.Table) {})
	shoot(t, "online-jungle-ru", "-room", jun.Code, "-server", addr, "-lang", "ru", "-settle", "rest", "-frames", "600", "-width", "430", "-height", "860")

	// The host rolls once, then resigns: the joiner's result card checks
	// that roll against the revealed seed.
	rolled, resigned := false, false
	game := host(t, ws, "ludo", func(tb *netplay.Table) {
		switch {
		case !tb.Started() || tb.Over():
		case !rolled && tb.Board != nil && !tb.Board.Busy():
			rolled = true
			tb.S.Act("roll")
		case rolled && !resigned && len(tb.Log) > 0:
			resigned = true
			tb.S.Resign()
		}
	})
	shoot(t, "online-result-ru", "-room", game.Code, "-server", addr, "-lang", "ru", "-settle", "over", "-frames", "1200")
}

// TestScreenshotRatedResultSeated shows the card a seated player of a
// rated quick match sees when the game ends: the app asks for a quick
// match of Jungle with the identity it makes, a player with an identity
// of its own is paired with it and resigns, and the app's card says the
// player's new rating and its change — on a phone upright, in Russian, and
// on its side, in English.
func TestScreenshotRatedResultSeated(t *testing.T) {
	t.Parallel()
	addr, ws := roomServer(t)
	for i, c := range []struct{ lang, w, h string }{{"ru", "360", "740"}, {"en", "740", "360"}, {"en", "360", "740"}, {"ru", "740", "360"}} {
		opponent := roomtest.QuickAs(t, ws, "jungle", "Маша", fmt.Sprintf("%064x", 7+i))
		opponent.Queued()
		done := make(chan struct{})
		moved := false
		go func() {
			defer close(done)
			opponent.Matched()
			if opponent.ToMove == opponent.You && len(opponent.Legal) > 0 {
				// The first to move moves once: a game to judge.
				opponent.Cmd(room.Request{T: room.TAct, Action: opponent.Legal[0]})
				moved = true
			}
			opponent.Cmd(room.Request{T: room.TResign})
		}()
		dump := filepath.Join(t.TempDir(), "card.json")
		shoot(t, "online-rated-seated-"+c.lang+"-"+c.w+"x"+c.h, "-scene", "quick", "-game", "jungle", "-server", addr, "-lang", c.lang,
			"-settle", "over", "-frames", "1200", "-width", c.w, "-height", c.h, "-layout", dump)
		<-done
		d, err := readDump(dump)
		if err != nil {
			t.Fatal(err)
		}
		change := regexp.MustCompile(`\d{3,4}\?? \(\+\d+\)`)
		said := func(re *regexp.Regexp) bool {
			return slices.ContainsFunc(d.Items, func(it layout.Item) bool { return it.Kind == layout.KindText && re.MatchString(it.Text) })
		}
		if !said(change) {
			t.Errorf("%s %s×%s: the card says no rating with its gain: %v", c.lang, c.w, c.h, d.Items)
		}
		// A game with a move in it is judged on the card, as off the
		// network: each side's accuracy. (The server draws who moves
		// first; a game resigned before any move has nothing to judge.)
		accuracy := regexp.MustCompile(`(accuracy|точность) (\d+ ?%|–)`)
		working := regexp.MustCompile(`Working out|Оцениваем`)
		switch {
		case moved && !said(accuracy):
			t.Errorf("%s %s×%s: the card says no accuracy of a game with a move: %v", c.lang, c.w, c.h, d.Items)
		case !moved && (said(accuracy) || said(working)):
			t.Errorf("%s %s×%s: the card judges a game without a move: %v", c.lang, c.w, c.h, d.Items)
		case said(working):
			t.Errorf("%s %s×%s: the card was shot before its judgement: %v", c.lang, c.w, c.h, d.Items)
		}
		t.Logf("%s %s×%s: the opponent moved first: %v", c.lang, c.w, c.h, moved)
	}
}
