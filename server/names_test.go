package server

import (
	"slices"
	"testing"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// The names the players gave (create and join) reach the lobby's live
// list and both players, by seat, at the start of every game (a rematch
// swaps them with the sides), in a snapshot, to a spectator, and to a
// seat that replays the room from its first event.
func TestNamesReachThePlayers(t *testing.T) {
	ts := startServer(t, Config{})
	a := roomtest.Dial(t, ts.url, "creator")
	a.Hello(room.Request{T: room.TCreate, Game: "jungle", Side: room.SideFirst, Public: true, Name: "Ann"})
	b := roomtest.Dial(t, ts.url, "joiner")
	b.Hello(room.Request{T: room.TJoin, Code: a.Code, Name: "Маша"})
	want := []string{"Ann", "Маша"}
	if start := a.Kind(room.KStart); !slices.Equal(start.Names, want) {
		t.Fatalf("the creator's start names %q, want %q", start.Names, want)
	}
	if snap := b.Until(roomtest.IsSnapshot); !slices.Equal(snap.Names, want) {
		t.Fatalf("the joiner's snapshot names %q", snap.Names)
	}
	if m := lobby(t, ts, "jungle"); len(m.Live) != 1 || m.Live[0].Name != "Ann – Маша" {
		t.Fatalf("live tables %+v", m.Live)
	}
	w := roomtest.Dial(t, ts.url, "watcher")
	w.Hello(room.Request{T: room.TWatch, Code: a.Code})
	if snap := w.Until(roomtest.IsSnapshot); !slices.Equal(snap.Names, want) {
		t.Fatalf("the spectator's snapshot names %q", snap.Names)
	}
	again := roomtest.Resume(t, ts.url, a, 1)
	if start := again.Kind(room.KStart); !slices.Equal(start.Names, want) {
		t.Fatalf("the replayed start names %q", start.Names)
	}
	a = again // the resumed connection holds the seat now

	// A rematch swaps the sides, and the names with them.
	a.Cmd(room.Request{T: room.TResign})
	b.Kind(room.KEnd)
	a.Cmd(room.Request{T: room.TRematch})
	b.Cmd(room.Request{T: room.TRematch})
	if start := b.Kind(room.KStart); !slices.Equal(start.Names, []string{"Маша", "Ann"}) {
		t.Fatalf("the rematch's names %q", start.Names)
	}

	// Before the second player, a snapshot has no names; a joiner without
	// one is a guest.
	c := roomtest.Dial(t, ts.url, "creator")
	c.Hello(room.Request{T: room.TCreate, Game: "ludo", Name: "Bob"})
	if snap := c.Until(roomtest.IsSnapshot); snap.Names != nil {
		t.Fatalf("names %q with one player", snap.Names)
	}
	d := roomtest.Join(t, ts.url, c.Code)
	if snap := d.Until(roomtest.IsSnapshot); len(snap.Names) != 2 || snap.Names[d.You] == "" || snap.Names[1-d.You] != "Bob" {
		t.Fatalf("names %q, the joiner on seat %d", snap.Names, d.You)
	}
}
