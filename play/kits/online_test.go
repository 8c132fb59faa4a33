package kits_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/play"
	dominoplay "github.com/plyyard/plyyard/play/domino"
	jungleplay "github.com/plyyard/plyyard/play/jungle"
	"github.com/plyyard/plyyard/play/kits"
	raceplay "github.com/plyyard/plyyard/play/race"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/server/servertest"
)

// startServer runs a real room server on loopback with fixed seeds.
func startServer(t *testing.T) (ws string, srv *servertest.Server) {
	srv = servertest.Start(t, "")
	return srv.WS, srv
}

// player is one headless client: a session, its table, and a policy that
// acts through the controllers' own tap methods.
type player struct {
	name  string
	table *netplay.Table
	rng   *rand.Rand
	acts  int
}

func cfg(ws string, seed uint64) netplay.Config {
	return netplay.Config{Server: ws, MinBackoff: 5 * time.Millisecond, MaxBackoff: 50 * time.Millisecond, Seed: seed}
}

func newPlayer(name string, s *netplay.Session, seed uint64) *player {
	return &player{name: name, table: netplay.NewTable(s, play.OnlineBoards(kits.All, 0.01)), rng: rand.New(rand.NewPCG(seed, 7))}
}

// ctl is the controller of an online board.
func ctl(b netplay.Board) any {
	switch b := b.(type) {
	case jungleplay.Board:
		return b.Controller
	case raceplay.Board:
		return b.Controller
	case dominoplay.Board:
		return b.Controller
	}
	return b
}

// act makes one move when it is this player's turn, as a person would:
// taps on the controller.
func (p *player) act(t *testing.T) {
	switch c := ctl(p.table.Board).(type) {
	case *jungleplay.Controller:
		if !c.HumanToMove() {
			return
		}
		moves := c.Pos.Moves()
		m := moves[p.rng.IntN(len(moves))]
		c.Tap(m.From)
		c.Tap(m.To)
	case *raceplay.Controller:
		if !c.HumanToMove() || c.Busy() {
			return
		}
		if c.Pos.Die() == 0 {
			c.TapRoll()
		} else if lit := c.Lit(); len(lit) > 0 {
			c.TapPiece(c.Cfg.Human, lit[p.rng.IntN(len(lit))])
		} else {
			return
		}
	case *dominoplay.Controller:
		if !c.HumanToMove() || c.Busy() {
			return
		}
		legal := c.Pos.Legal()
		c.TapMove(legal[p.rng.IntN(len(legal))])
	default:
		return
	}
	p.acts++
}

// run plays the tables until cond holds, one tick at a time.
func run(t *testing.T, limit time.Duration, cond func() bool, ps ...*player) {
	t.Helper()
	pump(t, limit, cond, ps, func(p *player) {
		if p.table.Board != nil && !p.table.Over() {
			p.act(t)
		}
	})
}

// watch updates the tables, nobody acting, until cond holds.
func watch(t *testing.T, limit time.Duration, cond func() bool, ps ...*player) {
	t.Helper()
	pump(t, limit, cond, ps, func(*player) {})
}

// pump updates the tables and then does each player's turn until cond
// holds, failing with every table's state after limit.
func pump(t *testing.T, limit time.Duration, cond func() bool, ps []*player, turn func(*player)) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !cond() {
		if time.Now().After(deadline) {
			for _, p := range ps {
				st, n, err := p.table.S.Status()
				t.Logf("%s: status %v (%d attempts, %v), started %v, result %q, pending %d, err %v",
					p.name, st, n, err, p.table.Started(), p.table.Result, p.table.S.Pending(), p.table.Err)
			}
			t.Fatal("timed out")
		}
		for _, p := range ps {
			p.table.Update()
			turn(p)
		}
		time.Sleep(200 * time.Microsecond) // let the sessions' goroutines run
	}
}

// savingHost opens a room for game whose session saves its ticket; ticket
// returns the one saved last, as the app's store would hold it.
func savingHost(t *testing.T, ws, game string, seed uint64) (host *player, ticket func() netplay.Ticket) {
	var saved netplay.Ticket
	var mu sync.Mutex
	hc := cfg(ws, seed)
	hc.Saved = func(tk netplay.Ticket) { mu.Lock(); saved = tk; mu.Unlock() }
	host = newPlayer("host", netplay.Create(hc, game, room.SideFirst), seed+20)
	run(t, 10*time.Second, func() bool { return host.table.Code != "" }, host)
	return host, func() netplay.Ticket {
		mu.Lock()
		defer mu.Unlock()
		return saved
	}
}

// pairUp opens a room for game on a new server, the host on side, and has
// a guest join it; both are closed when the test ends.
func pairUp(t *testing.T, game, side string, seed uint64) (host, guest *player) {
	ws, _ := startServer(t)
	host = newPlayer("host", netplay.Create(cfg(ws, seed), game, side), seed+40)
	t.Cleanup(host.table.S.Close)
	run(t, 10*time.Second, func() bool { return host.table.Code != "" }, host)
	guest = newPlayer("guest", netplay.Join(cfg(ws, seed+1), host.table.Code), seed+41)
	t.Cleanup(guest.table.S.Close)
	return host, guest
}

// restarted is a client started again from a saved ticket.
func restarted(tk netplay.Ticket, seed uint64) *player {
	return newPlayer("host again", netplay.Resume(netplay.Config{MinBackoff: 5 * time.Millisecond, Seed: seed}, tk), seed+50)
}

func bothOver(a, b *player) func() bool {
	return func() bool { return a.table.Over() && b.table.Over() }
}

// checkEnd asserts that both players saw the same result, and that each
// one's dice check passed.
func checkEnd(t *testing.T, a, b *player) {
	t.Helper()
	if a.table.Result != b.table.Result || a.table.Result == "" {
		t.Fatalf("results %q and %q", a.table.Result, b.table.Result)
	}
	for _, p := range []*player{a, b} {
		if p.table.Err != nil {
			t.Fatalf("%s: %v", p.name, p.table.Err)
		}
		c := p.table.Check
		if c == nil || !c.OK {
			t.Fatalf("%s: dice check %+v", p.name, c)
		}
		// The record rebuilt from the seed replays to the end, for the
		// game's review.
		states, _, err := registry.Games.Must(p.table.Game).Replay(c.Start, c.Actions)
		if err != nil || states[len(states)-1].String() != c.Final.String() {
			t.Fatalf("%s: the rebuilt record does not replay to the end: %v", p.name, err)
		}
	}
}

// Two headless clients play a whole game of each of the four games through
// a real server, by tapping their controllers.
func TestTwoClientsPlayEachGame(t *testing.T) {
	ws, _ := startServer(t)
	for i, game := range registry.Games.Names() {
		t.Run(game, func(t *testing.T) {
			host := newPlayer("host", netplay.Create(cfg(ws, 1), game, room.SideRandom), uint64(10+i))
			defer host.table.S.Close()
			run(t, 10*time.Second, func() bool { return host.table.Code != "" }, host)
			guest := newPlayer("guest", netplay.Join(cfg(ws, 2), host.table.Code), uint64(20+i))
			defer guest.table.S.Close()
			run(t, 60*time.Second, bothOver(host, guest), host, guest)
			checkEnd(t, host, guest)
			if host.table.You == guest.table.You {
				t.Fatalf("both players on seat %d", host.table.You)
			}
			if host.acts == 0 || guest.acts == 0 {
				t.Fatalf("acts: host %d, guest %d", host.acts, guest.acts)
			}
			c := host.table.Check
			switch ctl(host.table.Board).(type) {
			case *raceplay.Controller:
				if c.Rolls == 0 {
					t.Fatalf("no rolls checked: %+v", c)
				}
			case *dominoplay.Controller:
				if !c.Deal {
					t.Fatalf("the deal was not checked: %+v", c)
				}
				// Both boards now hold the true final position: the same
				// hands, the opponent's included.
				hb, gb := ctl(host.table.Board).(*dominoplay.Controller), ctl(guest.table.Board).(*dominoplay.Controller)
				if !hb.Revealed || !gb.Revealed || hb.Pos.String() != gb.Pos.String() || hb.Pos.String() != c.Final.String() {
					t.Fatalf("final positions differ: %s / %s", hb.Pos, gb.Pos)
				}
			}
			t.Logf("%s: %s after %d+%d actions; check %+v", game, host.table.Result, host.acts, guest.acts, *c)
		})
	}
}

// A client cut off in mid-game reconnects by itself, catches up with what
// it missed, and the game finishes; a client that restarts (a new session
// from the saved ticket) comes back to its seat with the whole history.
func TestCutOffClientReconnectsAndFinishes(t *testing.T) {
	ws, _ := startServer(t)
	host, ticket := savingHost(t, ws, "ludo", 3)
	guest := newPlayer("guest", netplay.Join(cfg(ws, 4), host.table.Code), 32)
	defer guest.table.S.Close()
	run(t, 30*time.Second, func() bool { return len(guest.table.Log) >= 10 }, host, guest)

	// A network cut: the guest's connection drops; it comes back.
	guest.table.S.Drop()
	run(t, 30*time.Second, func() bool { return len(host.table.Log) >= 30 }, host, guest)
	if st, _, _ := guest.table.S.Status(); st != netplay.Connected {
		t.Fatalf("guest status %v", st)
	}

	// A restart: the host's app closes and opens again from its ticket.
	host.table.S.Close()
	tk := ticket()
	if !tk.Valid() {
		t.Fatalf("no valid ticket saved: %+v", tk)
	}
	host2 := restarted(tk, 5)
	defer host2.table.S.Close()
	run(t, 60*time.Second, bothOver(host2, guest), host2, guest)
	checkEnd(t, host2, guest)
	if !host2.table.Whole {
		t.Fatal("the resumed client did not get the whole game back")
	}
	if host2.table.You != engine.First {
		t.Fatalf("the host came back on seat %d", host2.table.You)
	}
}

// A dominoes player who restarts mid-game gets the history back at once
// and the line still grows from the tile played first.
func TestRestartedDominoesKeepsTheFirstTile(t *testing.T) {
	ws, _ := startServer(t)
	host, ticket := savingHost(t, ws, "domino", 11)
	guest := newPlayer("guest", netplay.Join(cfg(ws, 12), host.table.Code), 62)
	defer guest.table.S.Close()
	run(t, 30*time.Second, func() bool {
		b, ok := ctl(host.table.Board).(*dominoplay.Controller)
		return ok && len(b.Pos.Line()) >= 6 && !b.Busy()
	}, host, guest)
	before := ctl(host.table.Board).(*dominoplay.Controller)
	first := before.Pos.Line()[before.First]
	host.table.S.Close()
	again := restarted(ticket(), 13)
	defer again.table.S.Close()
	caughtUp := func() bool {
		b, ok := ctl(again.table.Board).(*dominoplay.Controller)
		return ok && len(b.Pos.Line()) >= len(before.Pos.Line()) && len(again.table.Log) >= len(before.Actions)
	}
	watch(t, 20*time.Second, caughtUp, again)
	if b := ctl(again.table.Board).(*dominoplay.Controller); b.Pos.Line()[b.First].Canon() != first.Canon() {
		t.Fatalf("after the restart the first tile is %v, not %v", b.Pos.Line()[b.First], first)
	}
}

// Resign, draw offers (declined, then accepted) and a rematch with the
// sides swapped.
func TestResignDrawAndRematch(t *testing.T) {
	host, guest := pairUp(t, "jungle", room.SideFirst, 6)
	wait := func(cond func() bool) {
		t.Helper()
		watch(t, 10*time.Second, cond, host, guest)
	}
	wait(func() bool { return host.table.Started() && guest.table.Started() })

	host.table.S.OfferDraw()
	wait(func() bool {
		return guest.table.DrawOffer == host.table.You && guest.table.Notice == netplay.NoticeDrawOffered
	})
	guest.table.S.DeclineDraw()
	wait(func() bool {
		return host.table.Notice == netplay.NoticeDrawDeclined && host.table.DrawOffer == engine.NoSeat
	})
	guest.table.S.OfferDraw()
	wait(func() bool { return host.table.DrawOffer == guest.table.You })
	host.table.S.AcceptDraw()
	wait(func() bool { return host.table.Over() && guest.table.Over() })
	if host.table.Result != "draw agreement" || host.table.Outcome.Status != engine.Draw {
		t.Fatalf("result %q", host.table.Result)
	}
	if c := host.table.Check; c == nil || !c.OK {
		t.Fatalf("check %+v", c)
	}

	first := host.table.You
	host.table.S.Rematch()
	wait(func() bool { return guest.table.Rematch[host.table.You] && guest.table.Notice == netplay.NoticeRematch })
	guest.table.S.Rematch()
	wait(func() bool { return host.table.Number == 2 && guest.table.Number == 2 && host.table.Started() })
	if host.table.You == first {
		t.Fatal("the rematch did not swap the sides")
	}
	guest.table.S.Resign()
	wait(func() bool { return host.table.Over() && guest.table.Over() })
	if host.table.Outcome.Winner != host.table.You || host.table.Outcome.Reason != "resign" {
		t.Fatalf("after the guest resigned: %+v", host.table.Outcome)
	}
}

// A refused intention (not this player's turn, as the server sees it)
// comes back as a refusal on the board and changes nothing.
func TestServerRefusalReachesTheBoard(t *testing.T) {
	host, _ := pairUp(t, "jungle", room.SideSecond, 8)
	watch(t, 10*time.Second, host.table.Started, host)
	host.table.S.Act("a7a6") // Blue's move; Red (the guest) is to move
	c := ctl(host.table.Board).(*jungleplay.Controller)
	watch(t, 5*time.Second, func() bool { return host.table.Notice == netplay.NoticeRefused }, host)
	if c.Refusal == "" || len(host.table.Log) != 0 {
		t.Fatalf("refusal %q, log %v", c.Refusal, host.table.Log)
	}
}

// A spectator who comes in mid-game follows a whole dominoes game through
// a real server on its own board: its views show no tile of either hand,
// its board counts both hands as the players' boards do whenever all three
// have caught up, nobody acts on it, and at the end its dice check passes
// and the true final position (both hands) replaces the stand-ins.
func TestSpectatorWatchesDominoes(t *testing.T) {
	host, guest := pairUp(t, "domino", room.SideFirst, 14)
	run(t, 30*time.Second, func() bool { return len(host.table.Log) >= 4 }, host, guest)
	ws := host.table.S.Ticket().Server
	w := newPlayer("watcher", netplay.Watch(cfg(ws, 16), host.table.Code), 17)
	t.Cleanup(w.table.S.Close)
	compared := 0
	run(t, 60*time.Second, func() bool {
		hb, ok1 := ctl(host.table.Board).(*dominoplay.Controller)
		wb, ok2 := ctl(w.table.Board).(*dominoplay.Controller)
		if ok1 && ok2 && !hb.Busy() && !wb.Busy() && len(w.table.Log) == len(host.table.Log) && !host.table.Over() {
			for _, s := range []engine.Seat{domino.Black, domino.White} {
				if len(wb.Pos.Hand(s)) != len(hb.Pos.Hand(s)) {
					t.Fatalf("after %d actions the spectator counts %d tiles for seat %d, the host %d",
						len(w.table.Log), len(wb.Pos.Hand(s)), s, len(hb.Pos.Hand(s)))
				}
			}
			if !slices.Equal(wb.Pos.Line(), hb.Pos.Line()) || !wb.BottomHidden() || !wb.Hidden() {
				t.Fatalf("the spectator's board: line %v (the host's %v), face down %v", wb.Pos.Line(), hb.Pos.Line(), wb.BottomHidden())
			}
			compared++
		}
		return host.table.Over() && guest.table.Over() && w.table.Over()
	}, host, guest, w)
	checkEnd(t, host, guest)
	if w.acts != 0 || w.table.Err != nil || w.table.Result != host.table.Result || compared < 5 {
		t.Fatalf("the spectator acted %d times, err %v, saw %q (the host %q); compared %d times", w.acts, w.table.Err, w.table.Result, host.table.Result, compared)
	}
	if !strings.HasPrefix(w.table.StartView, "-:7,7/14/- ") {
		t.Fatalf("the spectator's start view %q", w.table.StartView)
	}
	for _, st := range w.table.Log {
		if !strings.HasPrefix(st.View, "-:") {
			t.Fatalf("the spectator got a seat's view %q", st.View)
		}
	}
	c := w.table.Check
	if c == nil || !c.OK || !c.Deal || c.Final.String() != host.table.Check.Final.String() {
		t.Fatalf("the spectator's dice check %+v", c)
	}
	if wb := ctl(w.table.Board).(*dominoplay.Controller); !wb.Revealed || wb.BottomHidden() || wb.Pos.String() != c.Final.String() {
		t.Fatalf("the spectator's board was not revealed: %s", wb.Pos)
	}
}
