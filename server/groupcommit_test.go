package server

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"
)

// commitGate is a beforeCommit hook for the group commit's tests: it
// counts the transactions (with the Appends each holds), holds a
// transaction before its commit when asked, and fails transactions when
// asked.
type commitGate struct {
	mu      sync.Mutex
	txs     []int         // appends in each transaction, in order
	hold    chan struct{} // the next transaction waits for it to close
	entered chan int      // a held transaction says it waits (its appends)
	abort   chan struct{} // closed when the test ends: nothing waits on
	failAll bool          // every transaction but a held one fails
	failBig bool          // every transaction of more than one Append fails
}

var errInjected = errors.New("injected commit failure")

func (g *commitGate) before(n int) error {
	g.mu.Lock()
	g.txs = append(g.txs, n)
	h := g.hold
	g.hold = nil
	g.mu.Unlock()
	if h != nil {
		select {
		case g.entered <- n:
		case <-g.abort:
		}
		select {
		case <-h:
		case <-g.abort:
		}
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.failAll || (g.failBig && n > 1) {
		return errInjected
	}
	return nil
}

// holdNext makes the next transaction wait, before its commit, until the
// returned channel is closed.
func (g *commitGate) holdNext() chan struct{} {
	h := make(chan struct{})
	g.mu.Lock()
	g.hold = h
	g.mu.Unlock()
	return h
}

func (g *commitGate) set(f func()) {
	g.mu.Lock()
	f()
	g.mu.Unlock()
}

// since returns the transactions counted from the n-th on.
func (g *commitGate) since(n int) []int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return slices.Clone(g.txs[n:])
}

// waitQueued waits until n Appends wait in s's queue.
func waitAppendsQueued(t *testing.T, s *SQLStore, n int) {
	t.Helper()
	for {
		s.group.mu.Lock()
		k := len(s.group.pending)
		s.group.mu.Unlock()
		if k == n {
			return
		}
		if k > n {
			t.Fatalf("%d Appends queued, want %d", k, n)
		}
		time.Sleep(time.Millisecond) // polling a condition, not timing it
	}
}

func gcEntry(code string, seq uint64) []byte {
	return []byte(fmt.Sprintf(`{"room":%q,"seq":%d}`, code, seq))
}

// TestGroupCommit: while one transaction commits, the Appends of many
// rooms queue up and then go in one transaction; none returns before its
// transaction has committed; a transaction that fails is retried Append by
// Append; a commit failure fails each Append of it and stores none of
// them, while every acknowledged entry stays stored, in order, across a
// reopening of the store.
func TestGroupCommit(t *testing.T) {
	t.Run("sqlite", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "rooms.db")
		testGroupCommit(t, func() (*SQLStore, error) { return OpenSQLite(path) })
	})
	t.Run("postgres", func(t *testing.T) {
		dsn := scratchPostgres(t)
		testGroupCommit(t, func() (*SQLStore, error) { return OpenPostgres(dsn) })
	})
}

func testGroupCommit(t *testing.T, open func() (*SQLStore, error)) {
	s, err := open()
	if err != nil {
		t.Fatal(err)
	}
	defer func() { s.Close() }()
	// One committer, so that what queues while it is held is one batch
	// (PostgreSQL's several would share it out).
	s.group.close()
	g := &commitGate{entered: make(chan int, 1), abort: make(chan struct{})}
	s.beforeCommit = g.before
	s.startCommitters(1)
	// A failed test releases what it held, so that the store can close.
	defer close(g.abort)

	const rooms = 40
	code := func(r int) string { return fmt.Sprintf("R%03d", r) }
	type result struct {
		room int
		err  error
	}
	// round appends entry seq of "LEAD" (held before its commit: the
	// caller has called holdNext) and then of every room while it is
	// held; it returns the lead's and the rooms' results channels.
	round := func(seq uint64) (chan error, chan result) {
		leadDone := make(chan error, 1)
		go func() { leadDone <- s.Append("LEAD", seq, [][]byte{gcEntry("LEAD", seq)}, nil) }()
		if n := <-g.entered; n != 1 {
			t.Fatalf("the held transaction has %d Appends, want 1", n)
		}
		results := make(chan result, rooms)
		for r := range rooms {
			go func() {
				results <- result{r, s.Append(code(r), seq, [][]byte{gcEntry(code(r), seq)}, nil)}
			}()
		}
		waitAppendsQueued(t, s, rooms)
		if len(leadDone) != 0 || len(results) != 0 {
			t.Fatal("an Append returned while its transaction had not committed")
		}
		return leadDone, results
	}

	// released runs a round and lets the lead's transaction commit; the
	// lead's Append must succeed.
	released := func(seq uint64) chan result {
		held := g.holdNext()
		leadDone, results := round(seq)
		close(held)
		if err := <-leadDone; err != nil {
			t.Fatal(err)
		}
		return results
	}

	// 1. The rooms' Appends, queued while the lead's commits, go in one
	// transaction, and none returns before it commits.
	start := len(g.since(0))
	held := g.holdNext()
	leadDone, results := round(1)
	second := g.holdNext()
	close(held)
	if err := <-leadDone; err != nil {
		t.Fatal(err)
	}
	if n := <-g.entered; n != rooms {
		t.Fatalf("the batch has %d Appends, want %d", n, rooms)
	}
	if len(results) != 0 {
		t.Fatal("an Append returned before its batch committed")
	}
	close(second)
	for range rooms {
		if res := <-results; res.err != nil {
			t.Fatalf("%s: %v", code(res.room), res.err)
		}
	}
	if txs := g.since(start); !slices.Equal(txs, []int{1, rooms}) {
		t.Fatalf("transactions %v, want [1 %d]", txs, rooms)
	}

	// 2. A batch whose transaction fails is retried Append by Append:
	// each is stored once.
	g.set(func() { g.failBig = true })
	start = len(g.since(0))
	results = released(2)
	for range rooms {
		if res := <-results; res.err != nil {
			t.Fatalf("%s retried alone: %v", code(res.room), res.err)
		}
	}
	if txs := g.since(start); len(txs) != 2+rooms || txs[1] != rooms {
		t.Fatalf("transactions %v, want 1, the batch of %d, then %d of 1", txs, rooms, rooms)
	}

	// 3. A commit that keeps failing fails every Append of the batch and
	// stores none of them; the lead's, committed before, is acknowledged.
	g.set(func() { g.failBig, g.failAll = false, true })
	results = released(3)
	for range rooms {
		if res := <-results; !errors.Is(res.err, errInjected) {
			t.Fatalf("%s: %v, want the injected failure", code(res.room), res.err)
		}
	}
	g.set(func() { g.failAll = false })

	// Nothing acknowledged is lost, nothing failed is stored, each room's
	// entries are in order: after reopening the store, and after the
	// failed entries are appended again.
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if s, err = open(); err != nil {
		t.Fatal(err)
	}
	want := func(c string, n uint64) {
		t.Helper()
		all, err := s.Load()
		if err != nil {
			t.Fatal(err)
		}
		if uint64(len(all[c])) != n {
			t.Fatalf("%s: %d entries, want %d", c, len(all[c]), n)
		}
		for i, data := range all[c] {
			if w := gcEntry(c, uint64(i)+1); string(data) != string(w) {
				t.Fatalf("%s: entry %d is %s, want %s", c, i+1, data, w)
			}
		}
	}
	want("LEAD", 3)
	for r := range rooms {
		want(code(r), 2)
		if err := s.Append(code(r), 3, [][]byte{gcEntry(code(r), 3)}, nil); err != nil {
			t.Fatalf("%s: appending the failed entry again: %v", code(r), err)
		}
	}
	for r := range rooms {
		want(code(r), 3)
	}
}
