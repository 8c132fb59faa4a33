package server

import (
	"encoding/hex"
	"maps"
	"runtime"
	"slices"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
)

// discardStore stores nothing: a test of the live room's own memory.
type discardStore struct{}

func (discardStore) Append(string, uint64, [][]byte, *GameRecord) error { return nil }
func (discardStore) Load() (map[string][][]byte, error)                 { return nil, nil }
func (discardStore) Delete(string) error                                { return nil }
func (discardStore) Record(string, int) ([]byte, error)                 { return nil, ErrNotFound }
func (discardStore) Close() error                                       { return nil }

// playRoom makes a Ludo room on srv and plays n random legal actions in it
// (rematches when a game ends), straight through the room's commands;
// after each command it calls after, if not nil.
func playRoom(t testing.TB, srv *Server, code string, n int, after func(*liveRoom)) *liveRoom {
	t.Helper()
	r := newLiveRoom(srv, code)
	r.mu.Lock()
	defer r.mu.Unlock()
	tokHex := hex.EncodeToString(hashToken("x"))
	if err := r.commitEntries(&entry{Kind: room.KCreated, Player: 0, Seat: engine.NoSeat, Game: "ludo", Side: room.SideFirst, Token: tokHex}); err != nil {
		t.Fatal(err)
	}
	start, err := r.newStart(0)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.commitEntries(&entry{Kind: room.KJoined, Player: 1, Seat: engine.NoSeat, Token: tokHex}, start); err != nil {
		t.Fatal(err)
	}
	rnd := newRand(7)
	ids := [2]uint64{}
	for played := 0; played < n; {
		if r.finished {
			for p := 0; p < 2; p++ {
				ids[p]++
				if a := r.command(p, room.Request{T: room.TRematch, ID: ids[p]}); a.err != "" {
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
		a := r.command(p, room.Request{T: room.TAct, ID: ids[p], Action: r.state.FormatAction(legal[rnd.IntN(len(legal))])})
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
// cost about 2.8 KiB an action in Ludo).
func TestMemoryPerAction(t *testing.T) {
	srv, err := New(Config{Store: discardStore{}, Sweep: -1, Seed: seqSeeds(), Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	const actions = 4000
	before := heapNow()
	r := playRoom(t, srv, "AAAAAA", actions, nil)
	after := heapNow()
	per := float64(int64(after)-int64(before)) / actions
	t.Logf("%d entries, %.0f bytes per action", len(r.entries), per)
	if per > 500 {
		t.Fatalf("%.0f bytes stay per action, want at most 500", per)
	}
	runtime.KeepAlive(r)
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
