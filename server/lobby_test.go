package server

import (
	"testing"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// lobby asks ts for its lists (of game, or all for "").
func lobby(t *testing.T, ts *testServer, game string) room.Message {
	t.Helper()
	l := roomtest.Dial(t, ts.url, "lobby")
	if err := l.C.Send(ctx(t), room.Request{T: room.TList, Game: game}); err != nil {
		t.Fatal(err)
	}
	return l.Until(func(m room.Message) bool { return m.T == room.TLobby })
}

func codes(ts []room.Table) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.Code)
	}
	return out
}

// Public rooms waiting for a player are listed, oldest first, with who
// opened them and how long ago; private ones never; a joined room leaves
// the open list for the live one.
func TestLobbyOpenTables(t *testing.T) {
	clock := newFakeClock()
	ts := startServer(t, Config{Now: clock.Now})
	old := roomtest.Dial(t, ts.url, "creator")
	old.Hello(room.Request{T: room.TCreate, Game: "ludo", Public: true, Name: "Ада"})
	clock.Add(90_000_000_000)              // 90 s
	roomtest.Create(t, ts.url, "ludo", "") // private
	fresh := roomtest.Dial(t, ts.url, "creator")
	fresh.Hello(room.Request{T: room.TCreate, Game: "jungle", Public: true})
	clock.Add(5_000_000_000)

	m := lobby(t, ts, "")
	if got := codes(m.Open); len(got) != 2 || got[0] != old.Code || got[1] != fresh.Code {
		t.Fatalf("open tables %v, want %s then %s", got, old.Code, fresh.Code)
	}
	if o := m.Open[0]; o.Name != "Ада" || o.Game != "ludo" || o.Age != 95 {
		t.Fatalf("the first table: %+v", o)
	}
	if n := m.Open[1].Name; len(n) != len("Guest 1234") || n[:6] != "Guest " {
		t.Fatalf("a nameless opener shows as %q", n)
	}
	if m := lobby(t, ts, "jungle"); len(m.Open) != 1 || m.Open[0].Code != fresh.Code {
		t.Fatalf("jungle's open tables: %+v", m.Open)
	}

	roomtest.Opponent(t, ts.url, old)
	m = lobby(t, ts, "")
	if got := codes(m.Open); len(got) != 1 || got[0] != fresh.Code {
		t.Fatalf("open tables after a join: %v", got)
	}
	if got := codes(m.Live); len(got) != 1 || got[0] != old.Code {
		t.Fatalf("live games: %v", got)
	}
}

// Live games are listed most watched first; their players are told how
// many watch, and spectators see the count in their snapshot.
func TestLobbyLiveByWatchers(t *testing.T) {
	ts := startServer(t, Config{})
	var rooms [3][2]*roomtest.Seat
	for i := range rooms {
		x := roomtest.Dial(t, ts.url, "creator")
		x.Hello(room.Request{T: room.TCreate, Game: "jungle", Side: room.SideFirst, Public: true})
		rooms[i] = [2]*roomtest.Seat{x, roomtest.Opponent(t, ts.url, x)}
	}
	private, _ := roomtest.StartGame(t, ts.url, "jungle", room.SideFirst)
	roomtest.Watch(t, ts.url, private.Code)

	watch := func(i int) *roomtest.Seat {
		w := roomtest.Watch(t, ts.url, rooms[i][0].Code)
		for _, p := range rooms[i] {
			p.Until(func(m room.Message) bool { return m.T == room.TWatchers })
		}
		return w
	}
	watch(2)
	w := watch(2)
	watch(1)
	m := lobby(t, ts, "")
	want := []string{rooms[2][0].Code, rooms[1][0].Code, rooms[0][0].Code}
	if got := codes(m.Live); len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("live games %v, want %v (by watchers)", got, want)
	}
	if m.Live[0].Watchers != 2 || m.Live[2].Watchers != 0 {
		t.Fatalf("watcher counts %+v", m.Live)
	}
	// A spectator leaving: the players hear the new count.
	w.C.Close()
	for _, p := range rooms[2] {
		if got := p.Until(func(m room.Message) bool { return m.T == room.TWatchers }); got.Watchers != 1 {
			t.Fatalf("after a spectator left the players hear %d", got.Watchers)
		}
	}
	s := roomtest.Dial(t, ts.url, "watcher")
	s.Hello(room.Request{T: room.TWatch, Code: rooms[2][0].Code})
	if snap := s.Until(roomtest.IsSnapshot); snap.Watchers != 1 {
		t.Fatalf("a spectator's snapshot counts %d other spectators, want 1", snap.Watchers)
	}
}
