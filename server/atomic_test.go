package server

import (
	"testing"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// A command that makes several entries is stored whole or not at all: a
// store that gives out after one entry (a crash between two inserts) leaves
// no room joined but not started.
func TestMultiEntryAtomic(t *testing.T) {
	store := NewMemoryStore()
	ts := startServer(t, Config{Store: store})
	a := roomtest.Create(t, ts.url, "jungle", room.SideFirst)
	store.FailAfter(1) // joined is stored, start is not
	b := roomtest.Dial(t, ts.url, "joiner")
	if _, err := b.TryHello(room.Request{T: room.TJoin, Code: a.Code}); !isCode(err, room.ErrServer) {
		t.Fatalf("a join the store fails: %v", err)
	}
	all, _ := store.Load()
	if n := len(all[a.Code]); n != 1 {
		t.Fatalf("%d entries stored after a failed join, want 1 (created)", n)
	}
	store.FailAfter(-1)
	roomtest.Opponent(t, ts.url, a)
}

// A game's record is stored with its end, in the same transaction: a store
// that cannot keep the record refuses the ending command, and nothing ends
// without its record.
func TestRecordWithEnd(t *testing.T) {
	store := NewMemoryStore()
	ts, a, _ := startGame(t, Config{Store: store}, "jungle", room.SideFirst)
	store.FailRecords(true)
	a.Refused(room.Request{T: room.TResign}, room.ErrServer)
	if _, err := store.Record(a.Code, 1); err == nil {
		t.Fatal("a record without its end")
	}
	store.FailRecords(false)
	a.Cmd(room.Request{T: room.TResign})
	roomtest.CheckRecord(t, ts.http.URL, a.Code, 1, "win b resign")
}

// A room stored by an older server whose last action ended the game but
// whose end entry was lost is repaired at start-up with the position's
// result (not an abandonment by the sweeper later), and its record saved.
func TestLoadRepairsMissingEnd(t *testing.T) {
	store := NewMemoryStore()
	ts, a, b := startGame(t, Config{Store: store}, "jungle", room.SideFirst)
	roomtest.Play(t, newRand(3), 2000, []*roomtest.Seat{a, b})
	if a.Result == "" {
		t.Fatal("the game did not end")
	}
	ts.Close()
	all, _ := store.Load()
	entries := all[a.Code]
	last, err := decodeEntry(entries[len(entries)-1])
	if err != nil || last.Kind != room.KEnd {
		t.Fatalf("the last entry is %s", last.Kind)
	}
	old := NewMemoryStore()
	if err := old.Append(a.Code, 1, entries[:len(entries)-1], nil); err != nil {
		t.Fatal(err)
	}
	ts2 := startServer(t, Config{Store: old})
	es := ts2.entries(a.Code)
	if e := es[len(es)-1]; e.Kind != room.KEnd || e.info().Result != a.Result {
		t.Fatalf("after loading: the last entry is %s %q, want end %q", e.Kind, e.info().Result, a.Result)
	}
	roomtest.CheckRecord(t, ts2.http.URL, a.Code, 1, a.Result)
}
