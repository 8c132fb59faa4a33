package server

import (
	"testing"
	"time"

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
	last, _, err := decodeEntry(entries[len(entries)-1])
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

// olderStore is what an older server may have left of room code in
// store: its entries but the last drop, and no records (those are kept
// when keepRecords).
func olderStore(t *testing.T, store *MemoryStore, code string, drop int, keepRecords bool) (*MemoryStore, []*entry) {
	t.Helper()
	all, _ := store.Load()
	entries := all[code][:len(all[code])-drop]
	old := NewMemoryStore()
	if err := old.Append(code, 1, entries, nil); err != nil {
		t.Fatal(err)
	}
	if keepRecords {
		store.mu.Lock()
		for k, v := range store.records {
			old.records[k] = v
		}
		store.mu.Unlock()
	}
	var es []*entry
	for _, data := range all[code] {
		e, _, err := decodeEntry(data)
		if err != nil {
			t.Fatal(err)
		}
		es = append(es, e)
	}
	return old, es
}

// Rooms an older server stored with a command's entries cut short (before
// a command's entries were stored in one transaction) are repaired at
// start-up (issue 30, F): a resignation, an abandonment or an agreed draw
// whose end was lost ends the game as it said, with its record (before, a
// resignation without its end loaded as a live game with no record); a
// join whose start was lost, or two rematch requests whose new start was,
// start the game; a finished game whose record was lost gets it.
func TestLoadRepairsOlderData(t *testing.T) {
	clock := newFakeClock()
	cfg := func(s *MemoryStore) Config { return Config{Store: s, Now: clock.Now, Grace: time.Minute} }
	ended := func(t *testing.T, name string, play func(ts *testServer, a, b *roomtest.Seat)) {
		t.Run(name, func(t *testing.T) {
			store := NewMemoryStore()
			ts, a, b := startGame(t, cfg(store), "ludo", room.SideFirst)
			roomtest.Play(t, newRand(9), 6, []*roomtest.Seat{a, b})
			play(ts, a, b)
			b.Kind(room.KEnd)
			ts.Close()
			old, es := olderStore(t, store, a.Code, 1, false)
			if k := es[len(es)-1].Kind; k != room.KEnd {
				t.Fatalf("the last entry is %s", k)
			}
			want := es[len(es)-1].info().Result
			ts2 := startServer(t, cfg(old))
			got := ts2.entries(a.Code)
			if e := got[len(got)-1]; len(got) != len(es) || e.Kind != room.KEnd || e.info().Result != want {
				t.Fatalf("after loading: %d entries, the last %s %q; want %d, end %q", len(got), e.Kind, e.info().Result, len(es), want)
			}
			roomtest.CheckRecord(t, ts2.http.URL, a.Code, 1, want)
		})
	}
	ended(t, "resign", func(_ *testServer, a, _ *roomtest.Seat) { a.Cmd(room.Request{T: room.TResign}) })
	ended(t, "draw agreed", func(_ *testServer, a, b *roomtest.Seat) {
		ack := a.Cmd(room.Request{T: room.TOfferDraw})
		b.CatchUp(ack.SV)
		b.Cmd(room.Request{T: room.TAcceptDraw})
	})
	ended(t, "abandon", func(ts *testServer, a, _ *roomtest.Seat) {
		clock.Add(2 * time.Minute)
		ts.Sweep()
	})

	started := func(t *testing.T, name string, drop int, setup func(store *MemoryStore) (string, int)) {
		t.Run(name, func(t *testing.T) {
			store := NewMemoryStore()
			code, number := setup(store)
			old, es := olderStore(t, store, code, drop, true)
			if k := es[len(es)-1].Kind; k != room.KStart {
				t.Fatalf("the last entry is %s", k)
			}
			ts2 := startServer(t, cfg(old))
			got := ts2.entries(code)
			if e := got[len(got)-1]; len(got) != len(es) || e.Kind != room.KStart || e.game.number != number {
				t.Fatalf("after loading: %d entries, the last %s; want %d, the start of game %d", len(got), e.Kind, len(es), number)
			}
		})
	}
	started(t, "join without start", 1, func(store *MemoryStore) (string, int) {
		ts, a, _ := startGame(t, cfg(store), "jungle", room.SideRandom)
		ts.Close()
		return a.Code, 1
	})
	started(t, "rematch without start", 1, func(store *MemoryStore) (string, int) {
		ts, a, b := startGame(t, cfg(store), "jungle", room.SideFirst)
		a.Cmd(room.Request{T: room.TResign})
		b.Kind(room.KEnd)
		ack := a.Cmd(room.Request{T: room.TRematch})
		b.CatchUp(ack.SV)
		b.Cmd(room.Request{T: room.TRematch})
		ts.Close()
		return a.Code, 2
	})

	t.Run("record lost", func(t *testing.T) {
		store := NewMemoryStore()
		ts, a, b := startGame(t, cfg(store), "jungle", room.SideFirst)
		a.Cmd(room.Request{T: room.TResign})
		b.Kind(room.KEnd)
		ts.Close()
		old, _ := olderStore(t, store, a.Code, 0, false)
		ts2 := startServer(t, cfg(old))
		roomtest.CheckRecord(t, ts2.http.URL, a.Code, 1, "win b resign")
	})
}
