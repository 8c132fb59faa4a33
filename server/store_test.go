package server

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/plyyard/plyyard/room"
)

// testStore checks the Store contract on an empty store.
func testStore(t *testing.T, s Store) {
	if err := s.Append("AAAAAA", 1, []byte(`{"a":1}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.Append("AAAAAA", 2, []byte(`{"a":2}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.Append("AAAAAA", 2, []byte(`{"a":3}`)); err == nil {
		t.Fatal("an entry was stored twice")
	}
	if err := s.Append("BBBBBB", 1, []byte(`{"b":1}`)); err != nil {
		t.Fatal(err)
	}
	all, err := s.Load()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 || len(all["AAAAAA"]) != 2 || string(all["AAAAAA"][1]) != `{"a":2}` {
		t.Fatalf("load: %q", all)
	}
	if err := s.Delete("AAAAAA"); err != nil {
		t.Fatal(err)
	}
	if all, _ = s.Load(); len(all) != 1 {
		t.Fatalf("after delete: %q", all)
	}
	if _, err := s.Record("AAAAAA", 1); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a missing record: %v", err)
	}
	s.SaveRecord("AAAAAA", 1, []byte(`{"r":1}`))
	s.SaveRecord("AAAAAA", 1, []byte(`{"r":2}`))
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
	dsn := os.Getenv("PLYYARD_TEST_POSTGRES")
	if dsn == "" {
		t.Skip("PLYYARD_TEST_POSTGRES is not set")
	}
	s, err := OpenPostgres(dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, q := range []string{`DELETE FROM entries`, `DELETE FROM records`} {
		if _, err := s.db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	testStore(t, s)
}

// TestRestartFromStore plays half a game, makes a new server on the same
// SQLite file, and the players resume and finish it.
func TestRestartFromStore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rooms.db")
	restartFromStore(t, func() (Store, error) { return OpenSQLite(path) })
}

// TestRestartFromPostgres is the same on PLYYARD_TEST_POSTGRES.
func TestRestartFromPostgres(t *testing.T) {
	dsn := os.Getenv("PLYYARD_TEST_POSTGRES")
	if dsn == "" {
		t.Skip("PLYYARD_TEST_POSTGRES is not set")
	}
	s, err := OpenPostgres(dsn)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{`DELETE FROM entries`, `DELETE FROM records`} {
		if _, err := s.db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	restartFromStore(t, func() (Store, error) { return OpenPostgres(dsn) })
}

func restartFromStore(t *testing.T, open func() (Store, error)) {
	store, err := open()
	if err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, Config{Store: store})
	a := create(t, ts, "domino", room.SideRandom)
	b := join(t, ts, a.code)
	a.kind(room.KStart)
	b.until(isSnapshot)
	r := rand.New(rand.NewPCG(9, 9))
	play(t, r, 6, []*seat{a, b})
	viewA, viewB, sv := a.view, b.view, a.sv
	a.c.Close()
	b.c.Close()
	ts.Close()
	store.Close()

	store2, err := open()
	if err != nil {
		t.Fatal(err)
	}
	defer store2.Close()
	ts2 := startServer(t, Config{Store: store2})
	a2 := resume(t, ts2, a, 0)
	b2 := resume(t, ts2, b, sv)
	a2.until(isSnapshot)
	if a2.view != viewA || a2.sv != sv {
		t.Fatalf("after the restart: %q at %d, before %q at %d", a2.view, a2.sv, viewA, sv)
	}
	b2.view = viewB
	b2.you, b2.toMove, b2.legal = a2.you.Other(), a2.toMove, nil
	if b2.toMove == b2.you {
		// b needs its legal actions: take a fresh snapshot.
		b2 = resume(t, ts2, b, 0)
		b2.until(isSnapshot)
		if b2.view != viewB {
			t.Fatalf("b after the restart: %q, before %q", b2.view, viewB)
		}
	}
	play(t, r, 500, []*seat{a2, b2})
	if a2.result == "" {
		t.Fatal("the game did not finish after the restart")
	}
	checkRecord(t, ts2, a.code, 1, a2.result)
}
