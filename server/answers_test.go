package server

import (
	"testing"

	"github.com/plyyard/plyyard/room"
)

// A command sent again gets the answer it had, read back from the room's
// log: an action its version, a resignation the version of the end it
// caused; a refusal is kept aside and given again; once more refusals
// than asidesKept followed, an old one is answered as too old, never run
// again. The same holds for a room rebuilt from its store.
func TestAnswersFromTheLog(t *testing.T) {
	store := NewMemoryStore()
	srv, err := New(Config{Store: store, Sweep: -1, Seed: seqSeeds(), Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	r := playRoom(t, srv, "ANSWER", 30, nil)
	r.mu.Lock()
	defer r.mu.Unlock()
	p := 0
	if r.seatOf[1] == r.state.ToMove() {
		p = 1
	}
	next := r.maxID[p] + 1
	// An action, then a refused one.
	legal := r.state.Legal()
	act := room.Request{T: room.TAct, ID: next, Action: r.state.FormatAction(legal[0])}
	first, result := r.run(p, act)
	if first.err != "" || result != "ack" {
		t.Fatalf("the action: %+v %s", first, result)
	}
	again, result := r.run(p, act)
	if again != first || result != "retry" {
		t.Fatalf("the action sent again: %+v %s, first %+v", again, result, first)
	}
	q := 1 - p
	bad := room.Request{T: room.TAct, ID: r.maxID[q] + 1, Action: "zz"} // out of turn, and no action
	refused, _ := r.run(q, bad)
	if refused.err == "" {
		t.Fatalf("%q was not refused", bad.Action)
	}
	if a, result := r.run(q, bad); a != refused || result != "retry" {
		t.Fatalf("the refusal sent again: %+v %s, first %+v", a, result, refused)
	}
	// The other player resigns: the answer's version is the end's.
	resign := room.Request{T: room.TResign, ID: bad.ID + 1}
	done, _ := r.run(q, resign)
	if done.err != "" || !r.finished || done.sv != r.sv() {
		t.Fatalf("the resignation: %+v, finished %v at %d", done, r.finished, r.sv())
	}
	if a, result := r.run(q, resign); a != done || result != "retry" {
		t.Fatalf("the resignation sent again: %+v %s, first %+v", a, result, done)
	}
	// Refusals past what is kept aside: the first one is too old now.
	id := resign.ID
	for range asidesKept {
		id++
		if a, _ := r.run(q, room.Request{T: room.TAct, ID: id, Action: "zz"}); a.err == "" {
			t.Fatal("an action after the end was taken")
		}
	}
	if a, result := r.run(q, bad); a.err != room.ErrStaleID || result != room.ErrStaleID {
		t.Fatalf("an old refusal sent again: %+v %s", a, result)
	}
	// Rebuilt from the store, the room answers the log's commands alike.
	list, _ := store.Load()
	rebuilt, err := srv.rebuild("ANSWER", list["ANSWER"], srv.now())
	if err != nil {
		t.Fatal(err)
	}
	if a, result := rebuilt.run(p, act); a != first || result != "retry" {
		t.Fatalf("rebuilt, the action sent again: %+v %s, first %+v", a, result, first)
	}
	if a, result := rebuilt.run(q, resign); a != done || result != "retry" {
		t.Fatalf("rebuilt, the resignation sent again: %+v %s, first %+v", a, result, done)
	}
}
