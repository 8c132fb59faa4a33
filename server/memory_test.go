package server

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"maps"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/glicko"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// discardStore stores nothing: a test of the live room's own memory.
type discardStore struct{}

func (discardStore) Append(string, uint64, [][]byte, *GameRecord) error { return nil }
func (discardStore) Load() (map[string][][]byte, error)                 { return nil, nil }
func (discardStore) Delete(string) error                                { return nil }
func (discardStore) Record(string, int) ([]byte, error)                 { return nil, ErrNotFound }
func (discardStore) Close() error                                       { return nil }
func (discardStore) Identify(Identity) error                            { return nil }
func (discardStore) RatedGame(string, int) (*RatingChange, error)       { return nil, ErrNotFound }
func (discardStore) Leaderboard(string, int) ([]Leader, error)          { return nil, nil }
func (discardStore) Ratings(_ string, ids []string) ([]glicko.Rating, error) {
	return make([]glicko.Rating, len(ids)), nil
}

// playRoom makes a Ludo room on srv and plays n random legal actions in it
// (rematches when a game ends), straight through the room's commands;
// after each command it calls after, if not nil.
func playRoom(t testing.TB, srv *Server, code string, n int, after func(*liveRoom)) *liveRoom {
	t.Helper()
	r := newLiveRoom(srv, code)
	r.mu.Lock()
	defer r.mu.Unlock()
	tokHex := hex.EncodeToString(hashToken("x"))
	if err := r.commitEntries(newEntry(room.KCreated, 0, engine.NoSeat, 0, entryMore{Game: "ludo", Side: room.SideFirst, Token: tokHex})); err != nil {
		t.Fatal(err)
	}
	start, err := r.newStart(0)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.commitEntries(newEntry(room.KJoined, 1, engine.NoSeat, 0, entryMore{Token: tokHex}), start); err != nil {
		t.Fatal(err)
	}
	rnd := newRand(7)
	ids := [2]uint64{}
	for played := 0; played < n; {
		if r.finished {
			for p := 0; p < 2; p++ {
				ids[p]++
				if a, _ := r.run(p, room.Request{T: room.TRematch, ID: ids[p]}); a.err != "" {
					t.Fatal(a.reason)
				}
			}
			continue
		}
		seat := r.state.ToMove()
		p := 0
		if r.seatOf[1] == seat {
			p = 1
		}
		legal := r.state.Legal()
		ids[p]++
		a, _ := r.run(p, room.Request{T: room.TAct, ID: ids[p], Action: r.state.FormatAction(legal[rnd.IntN(len(legal))])})
		if a.err != "" {
			t.Fatalf("%s: %s", a.err, a.reason)
		}
		played++
		if after != nil {
			after(r)
		}
	}
	return r
}

func heapNow() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// What stays in memory per applied action of a room is small: a state is
// kept only every checkpointEvery entries, not after every entry (which
// cost about 2.8 KiB an action in Ludo); an action entry keeps no time,
// no fields of the other kinds and no copy of its game's numbering; and
// the answers to commands are read from the log, not kept in a map of
// their own (301 bytes an action over a long game, more in a short one,
// before that). Over a long game and over many short ones.
func TestMemoryPerAction(t *testing.T) {
	srv, err := New(Config{Store: discardStore{}, Sweep: -1, Seed: seqSeeds(), Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	for _, c := range []struct{ rooms, actions int }{{1, 4000}, {50, 60}} {
		before := heapNow()
		rs := make([]*liveRoom, c.rooms)
		for i := range rs {
			rs[i] = playRoom(t, srv, fmt.Sprintf("A%05d", i), c.actions, nil)
		}
		after := heapNow()
		// A room's fixed part (the room, its first entries and states)
		// is counted as well, so the short games pay for it too.
		per := float64(int64(after)-int64(before)) / float64(c.rooms*c.actions)
		t.Logf("%d room(s) of %d actions: %.0f bytes per action", c.rooms, c.actions, per)
		limit := 140.0
		if c.actions < 100 {
			limit = 250
		}
		if per > limit {
			t.Fatalf("%d room(s) of %d actions: %.0f bytes stay per action, want at most %.0f", c.rooms, c.actions, per, limit)
		}
		runtime.KeepAlive(rs)
	}
}

// BenchmarkRoomMemory reports the bytes a room keeps per applied action.
func BenchmarkRoomMemory(b *testing.B) {
	srv, err := New(Config{Store: discardStore{}, Sweep: -1, Seed: seqSeeds(), Logf: b.Logf})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	const actions = 4000
	var per float64
	for i := 0; i < b.N; i++ {
		before := heapNow()
		r := playRoom(b, srv, "AAAAAA", actions, nil)
		per = float64(int64(heapNow())-int64(before)) / actions
		runtime.KeepAlive(r)
	}
	b.ReportMetric(per, "B/action")
}

// A replay from any version re-simulates the states the room went
// through: the state after each command, rebuilt from the checkpoint
// before it, is the one the room had.
func TestReplayFromCheckpoints(t *testing.T) {
	srv, err := New(Config{Store: discardStore{}, Sweep: -1, Seed: seqSeeds(), Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	truth := map[uint64]string{}
	r := playRoom(t, srv, "AAAAAA", 1500, func(r *liveRoom) { truth[r.sv()] = r.state.String() })
	rnd := newRand(3)
	checked := 0
	for _, sv := range slices.Sorted(maps.Keys(truth)) {
		want := truth[sv]
		from := 1 + rnd.Uint64N(sv)
		var got string
		r.walk(from, sv, func(e *entry, st engine.State, _ []engine.Event) {
			if e.Seq == sv {
				got = st.String()
			}
		})
		if got != want {
			t.Fatalf("walking %d..%d: state %q, the room had %q", from, sv, got, want)
		}
		checked++
	}
	if checked < 1500 {
		t.Fatalf("only %d versions checked", checked)
	}
}

// TestIdleSeatsHoldOneGoroutine: a connection waiting in a room holds one
// goroutine, its reader. Nothing waits beside it to write or to ping (a
// writer runs only while messages are queued, pings run on a timer), a room
// holds no goroutine for its bus subscription (the bus's inbox delivers
// every room's messages on a few), and the HTTP server has let go of the
// request the connection came with.
func TestIdleSeatsHoldOneGoroutine(t *testing.T) {
	bus := startBus(t, BusOptions{})
	ts := startServer(t, Config{Bus: bus})
	const rooms = 12
	for range rooms {
		roomtest.StartGame(t, ts.url, "jungle", "first")
	}
	count := func() map[string]int {
		var buf bytes.Buffer
		pprof.Lookup("goroutine").WriteTo(&buf, 2)
		n := map[string]int{}
		for _, g := range strings.Split(buf.String(), "\n\n") {
			for _, f := range []string{"server.(*Server).hold", "server.(*conn).flush", "server.(*conn).ping",
				"(*Conn).waitForMsgs", "net/http.(*conn).serve"} {
				if strings.Contains(g, f) {
					n[f]++
				}
			}
		}
		return n
	}
	err := roomtest.Within(10*time.Second, func() error {
		n := count()
		// The bus's own two subscriptions (the beat and the
		// matchmaker's) keep their goroutines.
		if n["server.(*Server).hold"] != 2*rooms || n["(*Conn).waitForMsgs"] > 2 ||
			n["server.(*conn).flush"]+n["server.(*conn).ping"]+n["net/http.(*conn).serve"] > 0 {
			return fmt.Errorf("goroutines by what they run: %v; want %d readers and nothing else a seat or a room", n, 2*rooms)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
