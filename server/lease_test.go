package server

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// TestLeases checks the leases of a shared PostgreSQL store with two
// nodes: one owner at a time, a fenced Append, a take-over once the lease
// expires, and the old owner learning it lost the room.
func TestLeases(t *testing.T) {
	a, b := leasedPair(t, MinLeaseTTL)

	if err := a.Append("LEASEA", 1, one(`{"n":1}`), nil); err != nil {
		t.Fatal(err)
	}
	if owner, err := b.Claim("LEASEA"); err != nil || owner != "node-a" {
		t.Fatalf("b claims a's live room: %q %v", owner, err)
	}
	if err := b.Append("LEASEA", 2, one(`{"n":2}`), nil); !errors.Is(err, ErrLeaseLost) {
		t.Fatalf("b appends to a's room: %v", err)
	}
	if owner, err := b.Claim("NOROOM"); err != nil || owner != "" {
		t.Fatalf("a code nobody made: %q %v", owner, err)
	}
	if lost, err := a.Renew([]string{"LEASEA"}); err != nil || len(lost) != 0 {
		t.Fatalf("a renews its own: %q %v", lost, err)
	}
	// a stops renewing: its lease expires and b takes the room over.
	roomtest.Eventually(t, "the lease expires", 5*time.Second, func() error {
		orphans, err := b.Orphans(10)
		if err != nil || len(orphans) != 1 || orphans[0] != "LEASEA" {
			return errors.New("no orphan yet")
		}
		return nil
	})
	if owner, err := b.Claim("LEASEA"); err != nil || owner != "node-b" {
		t.Fatalf("b claims the expired room: %q %v", owner, err)
	}
	if lost, err := a.Renew([]string{"LEASEA"}); err != nil || len(lost) != 1 {
		t.Fatalf("a renews a lost room: %q %v", lost, err)
	}
	if err := a.Append("LEASEA", 2, one(`{"n":2}`), nil); !errors.Is(err, ErrLeaseLost) {
		t.Fatalf("the old owner appends after the take-over: %v", err)
	}
	if err := b.Append("LEASEA", 2, one(`{"n":2}`), nil); err != nil {
		t.Fatal(err)
	}
	list, err := b.LoadRoom("LEASEA")
	if err != nil || len(list) != 2 || string(list[1]) != `{"n":2}` {
		t.Fatalf("the room as b loads it: %q %v", list, err)
	}
	// A clean shutdown releases: a takes it back at once.
	if err := b.Release("LEASEA"); err != nil {
		t.Fatal(err)
	}
	if owner, err := a.Claim("LEASEA"); err != nil || owner != "node-a" {
		t.Fatalf("a claims a released room: %q %v", owner, err)
	}
	if err := a.Delete("LEASEA"); err != nil {
		t.Fatal(err)
	}
	if owner, err := b.Claim("LEASEA"); err != nil || owner != "" {
		t.Fatalf("a deleted room: %q %v", owner, err)
	}
	for _, bad := range []time.Duration{0, time.Millisecond, 2 * time.Hour} {
		if err := a.UseLeases("node-a", bad); err == nil {
			t.Fatalf("a lease of %v was taken", bad)
		}
	}
	if err := a.UseLeases("", time.Second); err == nil {
		t.Fatal("an empty node id was taken")
	}
	sq, err := OpenSQLite(t.TempDir() + "/x.db")
	if err != nil {
		t.Fatal(err)
	}
	defer sq.Close()
	if err := sq.UseLeases("n", time.Second); err == nil {
		t.Fatal("SQLite took leases")
	}
}

// leasePair starts two servers on one NATS cluster sharing the PostgreSQL
// store of PLYYARD_TEST_POSTGRES with leases, and a Ludo game made on the
// first whose second player joined through the second.
func leasePair(t *testing.T) (a, b *testServer, storeA *SQLStore, x, y *roomtest.Seat) {
	return leasePairOf(t, nil, room.Request{T: room.TCreate, Game: "ludo", Side: room.SideFirst})
}

// leasePairOf is leasePair with both servers on clock (nil: the
// machine's) and the room made by create.
func leasePairOf(t *testing.T, clock Clock, create room.Request) (a, b *testServer, storeA *SQLStore, x, y *roomtest.Seat) {
	dsn := scratchPostgres(t)
	noLeaks(t)
	busA := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s"})
	busB := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s", Routes: []string{"nats-route://" + busA.ClusterAddr()}})
	store := func(bus *Bus) *SQLStore {
		s, err := OpenPostgres(dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() }) // after the servers
		if err := s.UseLeases(bus.Node(), MinLeaseTTL); err != nil {
			t.Fatal(err)
		}
		return s
	}
	storeA = store(busA)
	a = startServer(t, Config{Bus: busA, Store: storeA, Clock: clock})
	b = startServer(t, Config{Bus: busB, Store: store(busB), Clock: clock})
	x = roomtest.Dial(t, a.url, "creator")
	x.Hello(create)
	roomtest.Eventually(t, "the room reaches node B", 15*time.Second, func() error {
		if !busB.ns.GlobalAccount().SubscriptionInterest(roomSubject(x.Code)) {
			return errors.New("B knows no subscriber of the room")
		}
		return nil
	})
	y = roomtest.Opponent(t, b.url, x)
	return a, b, storeA, x, y
}

// gone waits for the seats' connections to end.
func gone(t *testing.T, why string, seats ...*roomtest.Seat) {
	t.Helper()
	for _, s := range seats {
		select {
		case <-s.C.Done():
		case <-time.After(roomtest.Wait):
			t.Fatalf("%s's connection outlives %s", s.Name, why)
		}
	}
}

// takeOver shuts the room's owner down and resumes both seats on other,
// which takes the room over, each up to its snapshot.
func takeOver(t *testing.T, owner, other *testServer, x, y *roomtest.Seat) (*roomtest.Seat, *roomtest.Seat) {
	t.Helper()
	owner.Close()
	gone(t, "the owner's shutdown", x, y)
	x = roomtest.Resume(t, other.url, x, 0)
	x.Until(roomtest.IsSnapshot)
	y = roomtest.Resume(t, other.url, y, 0)
	y.Until(roomtest.IsSnapshot)
	return x, y
}

// TestOwnerCutFromStore: the room's owner loses its database; past a
// lease it stops serving the room (its players are told to come back), and
// the other node takes the room over.
func TestOwnerCutFromStore(t *testing.T) {
	a, b, storeA, x, y := leasePair(t)
	r := rand.New(rand.NewPCG(16, 8))
	roomtest.Play(t, r, 8, []*roomtest.Seat{x, y})
	view, sv := x.View, x.SV
	storeA.db.Close()
	gone(t, "its server's database", x, y)
	if a.Rooms() != 0 {
		t.Fatalf("the node cut from its database still serves %d rooms", a.Rooms())
	}
	x = roomtest.Resume(t, b.url, x, 0)
	x.Until(roomtest.IsSnapshot)
	y = roomtest.Resume(t, b.url, y, 0)
	y.Until(roomtest.IsSnapshot)
	if x.View != view || x.SV != sv {
		t.Fatalf("after the hand-over: %q at %d; before %q at %d", x.View, x.SV, view, sv)
	}
	roomtest.Play(t, r, 5000, []*roomtest.Seat{x, y})
	if x.Result == "" || x.Result != y.Result {
		t.Fatalf("results %q %q", x.Result, y.Result)
	}
	roomtest.CheckRecord(t, b.http.URL, x.Code, 1, x.Result)
}

// TestHandOverInProcess: two servers on one NATS cluster share a
// PostgreSQL store with leases; the room's owner shuts down in the middle
// of a game (giving its lease up), and the players resume through the
// other, which takes the room over and sees the game to its end.
func TestHandOverInProcess(t *testing.T) {
	a, b, _, x, y := leasePair(t)
	r := rand.New(rand.NewPCG(16, 7))
	roomtest.Play(t, r, 12, []*roomtest.Seat{x, y})
	view, sv := x.View, x.SV

	x, y = takeOver(t, a, b, x, y)
	if x.View != view || x.SV != sv || b.Rooms() != 1 {
		t.Fatalf("after the hand-over: %q at %d (%d rooms on B); before %q at %d", x.View, x.SV, b.Rooms(), view, sv)
	}
	if _, text := get(t, b.http.URL+"/metrics", nil); !strings.Contains(text, `plyyard_handovers_total{way="taken"} 1`+"\n") {
		t.Fatalf("B's /metrics counts no room taken over:\n%s", text)
	}
	roomtest.Play(t, r, 5000, []*roomtest.Seat{x, y})
	if x.Result == "" || x.Result != y.Result {
		t.Fatalf("results %q %q", x.Result, y.Result)
	}
	roomtest.CheckRecord(t, b.http.URL, x.Code, 1, x.Result)
}

// A node whose process is gone (killed: PostgreSQL ends its session and
// with it the session's lock) loses its rooms at the first claim another
// node makes, without waiting for the lease to expire; a node alive whose
// lease is held (here for an hour) keeps them, and an owner whose session
// was ended while it lived is fenced out like any lapsed one.
func TestLeaseOwnerGone(t *testing.T) {
	a, b := leasedPair(t, time.Hour)
	if err := a.Append("GONEAA", 1, one(`{"n":1}`), nil); err != nil {
		t.Fatal(err)
	}
	if owner, err := b.Claim("GONEAA"); err != nil || owner != "node-a" {
		t.Fatalf("b claims a's room while a lives: %q %v", owner, err)
	}
	// a's process dies: its session ends (here it is ended from outside).
	if _, err := b.db.Exec(`SELECT pg_terminate_backend($1)`, a.livePID()); err != nil {
		t.Fatal(err)
	}
	roomtest.Eventually(t, "b claims the room of a node gone", 10*time.Second, func() error {
		owner, err := b.Claim("GONEAA")
		if err != nil || owner != "node-b" {
			return fmt.Errorf("the owner is %q (%v)", owner, err)
		}
		return nil
	})
	if err := a.Append("GONEAA", 2, one(`{"n":2}`), nil); !errors.Is(err, ErrLeaseLost) {
		t.Fatalf("the old owner appends after the take-over: %v", err)
	}
	// a, alive after all, takes its lock again: b may not take its next room.
	if err := a.KeepAlive(); err != nil {
		t.Fatal(err)
	}
	if err := a.Append("GONEAB", 1, one(`{"n":1}`), nil); err != nil {
		t.Fatal(err)
	}
	if owner, err := b.Claim("GONEAB"); err != nil || owner != "node-a" {
		t.Fatalf("b claims the room of a node alive again: %q %v", owner, err)
	}
}

// Appends committed together are fenced each by its own room's lease: a
// room another node holds fails with ErrLeaseLost, and the rooms of this
// node appending at the same moment are stored.
func TestLeaseFenceAmongOthers(t *testing.T) {
	a, b := leasedPair(t, time.Hour)
	if err := b.Append("FENCEB", 1, one(`{"n":1}`), nil); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make([]error, 33)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			code, seq := fmt.Sprintf("FENC%02d", i), uint64(1)
			if i == 32 {
				code, seq = "FENCEB", 2
			}
			errs[i] = a.Append(code, seq, one(`{"n":2}`), nil)
		}()
	}
	wg.Wait()
	for i, err := range errs[:32] {
		if err != nil {
			t.Fatalf("room %d of node a: %v", i, err)
		}
	}
	if !errors.Is(errs[32], ErrLeaseLost) {
		t.Fatalf("node a appends to node b's room: %v", errs[32])
	}
	if list, err := b.LoadRoom("FENCEB"); err != nil || len(list) != 1 {
		t.Fatalf("node b's room: %q %v", list, err)
	}
}

// leasedPair opens two nodes, node-a and node-b, on one scratch PostgreSQL
// store, each holding its leases for ttl.
func leasedPair(t *testing.T, ttl time.Duration) (a, b *SQLStore) {
	t.Helper()
	dsn := scratchPostgres(t)
	open := func(node string) *SQLStore {
		s, err := OpenPostgres(dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		if err := s.UseLeases(node, ttl); err != nil {
			t.Fatal(err)
		}
		return s
	}
	return open("node-a"), open("node-b")
}

// one is a single entry of data.
func one(data string) [][]byte { return [][]byte{[]byte(data)} }
