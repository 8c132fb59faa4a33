package netplay_test

import (
	"errors"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/room/roomtest"
	"github.com/plyyard/plyyard/server/servertest"
)

// stillBoard is a board that only takes what it is told.
type stillBoard struct{}

func (stillBoard) Remote(engine.Seat, string, []engine.Event, string) error { return nil }
func (stillBoard) Sync(string) error                                        { return nil }
func (stillBoard) Refused(string)                                           {}
func (stillBoard) Finish(engine.Outcome)                                    {}
func (stillBoard) Busy() bool                                               { return false }
func (stillBoard) Update()                                                  {}

func stillBoards(string, engine.Seat, string, func(string)) (netplay.Board, error) {
	return stillBoard{}, nil
}

// twoTables opens a room of game with the time control ctl from a host
// table (Ann) on a room server of the test's own and joins it from a guest
// table (Bob), both on one manual clock; until updates a table until ok
// holds.
func twoTables(t *testing.T, game, ctl string) (clock *netplay.ManualClock, host, guest *netplay.Table, until func(tb *netplay.Table, what string, ok func() bool)) {
	t.Helper()
	srv := servertest.Start(t, "")
	clock = netplay.NewManualClock(time.Unix(1_700_000_000, 0))
	cfg := linkConfig(t, srv.Addr, clock)
	host = netplay.NewTable(netplay.Open(cfg, game, "first", false, "Ann", ctl), stillBoards)
	t.Cleanup(func() { host.S.Close() })
	until = func(tb *netplay.Table, what string, ok func() bool) {
		t.Helper()
		roomtest.Eventually(t, what, 10*time.Second, func() error {
			tb.Update()
			if !ok() {
				return errors.New("not yet")
			}
			return nil
		})
	}
	until(host, "the room's code", func() bool { return host.Code != "" })
	guest = netplay.NewTable(netplay.JoinAs(cfg, host.Code, "Bob"), stillBoards)
	t.Cleanup(func() { guest.S.Close() })
	return clock, host, guest, until
}

// The table keeps the clock the server tells and counts it down on the
// session's clock for the seat whose time runs.
func TestClockCountdownOnTheTable(t *testing.T) {
	clock, _, guest, until := twoTables(t, "jungle", "3+2")
	until(guest, "the guest's clock", func() bool { return guest.Clock != nil && guest.Started() })
	if guest.Clock.Control != "3+2" {
		t.Fatalf("the clock %+v", guest.Clock)
	}
	clock.Advance(7 * time.Second)
	left, running, ok := guest.TimeLeft(engine.First)
	// The server's own time ran a little between its message and now.
	if !ok || !running || left > 173*time.Second || left < 172*time.Second {
		t.Fatalf("the first seat's time 7 s after the message: %v running %v", left, running)
	}
	if left, running, _ := guest.TimeLeft(engine.Second); running || left != 3*time.Minute {
		t.Fatalf("the other seat's time: %v running %v", left, running)
	}
	if _, _, ok := guest.TimeLeft(engine.NoSeat); ok {
		t.Fatal("a clock for no seat")
	}
}

// A phrase said reaches the other table, unless it muted its opponent;
// a table keeps to the server's limit (three at once, then it waits).
func TestPhrasesBetweenTables(t *testing.T) {
	clock, host, guest, update := twoTables(t, "ludo", "")
	update(guest, "the start", func() bool { return guest.Started() })
	update(host, "the start", func() bool { return host.Started() })
	host.Say("gg")
	update(guest, "the phrase", func() bool { return guest.Sayings == 1 })
	if guest.Said != (netplay.Saying{Seat: host.You, Phrase: "gg"}) {
		t.Fatalf("the guest heard %+v", guest.Said)
	}
	host.Say("wp")
	host.Say("thanks")
	if host.CanSay() {
		t.Fatal("a fourth phrase at once is allowed")
	}
	clock.Advance(netplay.PhraseBurst * netplay.PhrasePeriod)
	if !host.CanSay() {
		t.Fatal("no phrase allowed after the pause")
	}
	update(guest, "three phrases", func() bool { return guest.Sayings == 3 })
	guest.Muted = true
	host.Say("oops")
	guest.Say("hurry")
	update(guest, "its own phrase", func() bool { return guest.Sayings == 4 })
	if guest.Said.Phrase != "hurry" {
		t.Fatalf("a muted table heard %+v", guest.Said)
	}
}
