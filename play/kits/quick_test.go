package kits_test

import (
	"context"
	"testing"
	"time"

	"github.com/plyyard/plyyard/netplay"
)

// Two quick-match sessions are paired into one room and play it out; a
// spectator who found the game in the lobby's live list follows it on its
// own board to the same result, and the players see one spectator.
func TestQuickMatchAndWatch(t *testing.T) {
	ws, _ := startServer(t)
	a := newPlayer("a", netplay.Quick(cfg(ws, 1), "jungle", "Ann", ""), 1)
	defer a.table.S.Close()
	watch(t, 10*time.Second, func() bool { return a.table.S.Queued() }, a)
	b := newPlayer("b", netplay.Quick(cfg(ws, 2), "jungle", "Bob", ""), 2)
	defer b.table.S.Close()
	watch(t, 10*time.Second, func() bool { return a.table.Started() && b.table.Started() }, a, b)
	if a.table.Code != b.table.Code || a.table.You == b.table.You || a.table.S.Queued() {
		t.Fatalf("rooms %s %s, seats %d %d", a.table.Code, b.table.Code, a.table.You, b.table.You)
	}
	// Each is told the other's name, and the spectator both, by seat.
	if a.table.Opponent() != "Bob" || b.table.Opponent() != "Ann" {
		t.Fatalf("opponents %q and %q", a.table.Opponent(), b.table.Opponent())
	}
	if tk := a.table.S.Ticket(); !tk.Valid() {
		t.Fatalf("a paired seat's ticket %+v cannot resume", tk)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, live, err := netplay.List(ctx, ws, "jungle")
	if err != nil || len(live) != 1 || live[0].Code != a.table.Code || live[0].Name != "Ann – Bob" {
		t.Fatalf("live games %+v, %v", live, err)
	}
	w := newPlayer("w", netplay.Watch(cfg(ws, 3), live[0].Code), 3)
	defer w.table.S.Close()
	watch(t, 10*time.Second, func() bool { return w.table.Started() && a.table.Watchers == 1 && b.table.Watchers == 1 }, a, b, w)
	if w.table.Names[a.table.You] != "Ann" || w.table.Names[b.table.You] != "Bob" || w.table.Opponent() != "" {
		t.Fatalf("the spectator's names %q", w.table.Names)
	}
	if !w.table.S.Spectator() || w.table.You >= 0 {
		t.Fatalf("the spectator sits on seat %d", w.table.You)
	}
	run(t, 60*time.Second, func() bool { return a.table.Over() && b.table.Over() && w.table.Over() }, a, b, w)
	if w.table.Result != a.table.Result || w.acts != 0 {
		t.Fatalf("the spectator saw %q (and acted %d times), the players %q", w.table.Result, w.acts, a.table.Result)
	}
	// Watching from the room's first event, the spectator holds the whole
	// game: its dice check passes (and the app can review it).
	if !w.table.Whole || w.table.Check == nil || !w.table.Check.OK {
		t.Fatalf("the spectator's game: whole %v, check %+v", w.table.Whole, w.table.Check)
	}
}
