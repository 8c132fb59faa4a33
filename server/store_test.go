package server

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// testStore checks the Store contract on an empty store.
func testStore(t *testing.T, s Store) {
	if err := s.Append("AAAAAA", 1, one(`{"a":1}`), nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Append("AAAAAA", 2, one(`{"a":2}`), nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Append("AAAAAA", 2, one(`{"a":3}`), nil); err == nil {
		t.Fatal("an entry was stored twice")
	}
	three := [][]byte{[]byte(`{"a":3}`), []byte(`{"a":4}`), []byte(`{"a":5}`)}
	if err := s.Append("AAAAAA", 3, three, &GameRecord{Number: 1, Data: []byte(`{"r":0}`)}); err != nil {
		t.Fatal(err)
	}
	// A batch is one transaction: when its second entry exists, its first
	// and its record are not stored either.
	if err := s.Append("CCCCCC", 2, one(`{"c":2}`), nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Append("CCCCCC", 1, [][]byte{[]byte(`{"c":1}`), []byte(`{"c":2}`)}, &GameRecord{Number: 2, Data: []byte(`{"r":9}`)}); err == nil {
		t.Fatal("a batch overlapping stored entries was stored")
	}
	if _, err := s.Record("CCCCCC", 2); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the record of a failed batch: %v", err)
	}
	if err := s.Append("CCCCCC", 1, one(`{"c":1}`), nil); err != nil {
		t.Fatalf("the first entry of a failed batch was stored: %v", err)
	}
	s.Delete("CCCCCC")
	if err := s.Append("BBBBBB", 1, one(`{"b":1}`), nil); err != nil {
		t.Fatal(err)
	}
	all, err := s.Load()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 || len(all["AAAAAA"]) != 5 || string(all["AAAAAA"][1]) != `{"a":2}` || string(all["AAAAAA"][4]) != `{"a":5}` {
		t.Fatalf("load: %q", all)
	}
	if b, err := s.Record("AAAAAA", 1); err != nil || string(b) != `{"r":0}` {
		t.Fatalf("record: %s %v", b, err)
	}
	if err := s.Delete("AAAAAA"); err != nil {
		t.Fatal(err)
	}
	if all, _ = s.Load(); len(all) != 1 {
		t.Fatalf("after delete: %q", all)
	}
	if _, err := s.Record("AAAAAA", 3); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a missing record: %v", err)
	}
	// A record outlives its room, and a later one with its number
	// replaces it.
	if err := s.Append("AAAAAA", 1, one(`{"a":1}`), &GameRecord{Number: 1, Data: []byte(`{"r":2}`)}); err != nil {
		t.Fatal(err)
	}
	if b, err := s.Record("AAAAAA", 1); err != nil || string(b) != `{"r":2}` {
		t.Fatalf("record: %s %v", b, err)
	}
}

func TestMemoryStore(t *testing.T) { testStore(t, NewMemoryStore()) }

func TestSQLiteStore(t *testing.T) {
	s, err := OpenSQLite(filepath.Join(t.TempDir(), "rooms.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	testStore(t, s)
}

// TestPostgresStore runs against the PostgreSQL named by
// PLYYARD_TEST_POSTGRES (a pgx connection string to a scratch database);
// it skips without one.
func TestPostgresStore(t *testing.T) {
	s, err := OpenPostgres(scratchPostgres(t))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	testStore(t, s)
}

// scratchPostgres returns PLYYARD_TEST_POSTGRES with its tables emptied, or
// skips the test when it is not set.
func scratchPostgres(t *testing.T) string {
	dsn := os.Getenv("PLYYARD_TEST_POSTGRES")
	if dsn == "" {
		t.Skip("PLYYARD_TEST_POSTGRES is not set")
	}
	s, err := OpenPostgres(dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, q := range []string{`DELETE FROM entries`, `DELETE FROM records`, `DELETE FROM leases`,
		`DELETE FROM identities`, `DELETE FROM ratings`, `DELETE FROM rated_games`} {
		if _, err := s.db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	return dsn
}

// TestRestartFromStore plays half a game, makes a new server on the same
// SQLite file, and the players resume and finish it.
func TestRestartFromStore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rooms.db")
	restartFromStore(t, func() (Store, error) { return OpenSQLite(path) })
}

// TestRestartFromPostgres is the same on PLYYARD_TEST_POSTGRES.
func TestRestartFromPostgres(t *testing.T) {
	dsn := scratchPostgres(t)
	restartFromStore(t, func() (Store, error) { return OpenPostgres(dsn) })
}

func restartFromStore(t *testing.T, open func() (Store, error)) {
	store, err := open()
	if err != nil {
		t.Fatal(err)
	}
	ts, a, b := startGame(t, Config{Store: store}, "domino", room.SideRandom)
	r := rand.New(rand.NewPCG(9, 9))
	roomtest.Play(t, r, 6, []*roomtest.Seat{a, b})
	viewA, viewB, sv := a.View, b.View, a.SV
	a.C.Close()
	b.C.Close()
	ts.Close()
	store.Close()

	store2, err := open()
	if err != nil {
		t.Fatal(err)
	}
	defer store2.Close()
	ts2 := startServer(t, Config{Store: store2})
	a2 := roomtest.Resume(t, ts2.url, a, 0)
	b2 := roomtest.Resume(t, ts2.url, b, sv)
	a2.Until(roomtest.IsSnapshot)
	if a2.View != viewA || a2.SV != sv {
		t.Fatalf("after the restart: %q at %d, before %q at %d", a2.View, a2.SV, viewA, sv)
	}
	b2.View = viewB
	b2.You, b2.ToMove, b2.Legal = a2.You.Other(), a2.ToMove, nil
	if b2.ToMove == b2.You {
		// b needs its legal actions: take a fresh snapshot.
		b2 = roomtest.Resume(t, ts2.url, b, 0)
		b2.Until(roomtest.IsSnapshot)
		if b2.View != viewB {
			t.Fatalf("b after the restart: %q, before %q", b2.View, viewB)
		}
	}
	roomtest.Play(t, r, 500, []*roomtest.Seat{a2, b2})
	if a2.Result == "" {
		t.Fatal("the game did not finish after the restart")
	}
	roomtest.CheckRecord(t, ts2.http.URL, a.Code, 1, a2.Result)
}

// testConcurrentAppends has many rooms append at once, as a loaded server
// does (the SQL stores commit them in shared transactions, groupcommit.go):
// every entry is stored in its room's order, and an Append that cannot be
// stored (its entry exists) fails alone, storing none of its entries,
// while the others of its moment are stored.
func testConcurrentAppends(t *testing.T, s Store) {
	const rooms, each = 64, 12
	var wg sync.WaitGroup
	errs := make(chan error, rooms*each)
	for r := range rooms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			code := fmt.Sprintf("G%05d", r)
			for seq := uint64(1); seq <= each; seq++ {
				var rec *GameRecord
				if seq == each {
					rec = &GameRecord{Number: 1, Data: []byte(`{"r":"` + code + `"}`)}
				}
				if r%8 == 0 && seq == each/2 {
					// A bad Append among the others: its second entry
					// exists already.
					if err := s.Append(code, seq-1, [][]byte{[]byte(`{}`), []byte(`{}`)}, nil); err == nil {
						errs <- fmt.Errorf("%s: an Append over a stored entry was stored", code)
					}
				}
				if err := s.Append(code, seq, [][]byte{[]byte(fmt.Sprintf(`{"seq":%d}`, seq))}, rec); err != nil {
					errs <- fmt.Errorf("%s %d: %w", code, seq, err)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	all, err := s.Load()
	if err != nil {
		t.Fatal(err)
	}
	for r := range rooms {
		code := fmt.Sprintf("G%05d", r)
		if len(all[code]) != each {
			t.Fatalf("%s: %d entries, want %d", code, len(all[code]), each)
		}
		for i, data := range all[code] {
			if want := fmt.Sprintf(`{"seq":%d}`, i+1); string(data) != want {
				t.Fatalf("%s: entry %d is %s, want %s", code, i+1, data, want)
			}
		}
		if b, err := s.Record(code, 1); err != nil || string(b) != `{"r":"`+code+`"}` {
			t.Fatalf("%s: record %s %v", code, b, err)
		}
	}
}

func TestConcurrentAppends(t *testing.T) {
	t.Run("memory", func(t *testing.T) { testConcurrentAppends(t, NewMemoryStore()) })
	t.Run("sqlite", func(t *testing.T) {
		s, err := OpenSQLite(filepath.Join(t.TempDir(), "rooms.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		testConcurrentAppends(t, s)
	})
	t.Run("postgres", func(t *testing.T) {
		s, err := OpenPostgres(scratchPostgres(t))
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		testConcurrentAppends(t, s)
	})
}
