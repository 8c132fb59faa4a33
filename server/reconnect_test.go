package server

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
)

// resume opens a new connection to s's seat, from version since.
func resume(t *testing.T, ts *testServer, old *seat, since uint64) *seat {
	t.Helper()
	s := dial(t, ts, old.name)
	s.code, s.token = old.code, old.token
	s.hello(room.Request{T: room.TResume, Code: old.code, Token: old.token, Since: since})
	s.sv = since
	return s
}

func TestReconnect(t *testing.T) {
	ts := startServer(t, Config{})
	a := create(t, ts, "ludo", room.SideFirst)
	b := join(t, ts, a.code)
	a.kind(room.KStart)
	b.until(isSnapshot)
	r := rand.New(rand.NewPCG(5, 5))
	play(t, r, 10, []*seat{a, b})

	// b drops; a is told, and plays on while b is away.
	b.c.Close()
	pres := a.until(func(m room.Message) bool { return m.T == room.TPresence && m.Presence != room.PresConnected })
	if pres.Presence != room.PresReconnecting || pres.Seat != b.you {
		t.Fatalf("presence: %+v", pres)
	}
	for a.toMove != a.you {
		// Let b's seat move through the server as a second connection.
		b2 := resume(t, ts, b, b.sv)
		b2.catchUp(a.sv)
		play(t, r, 1, []*seat{b2})
		a.catchUp(b2.sv)
		b2.c.Close()
		b = b2
	}
	missedFrom := b.sv
	play(t, r, 3, []*seat{a})

	// b comes back from its last version: exactly the missed events.
	b3 := resume(t, ts, b, missedFrom)
	want := missedFrom + 1
	for want <= a.sv {
		m := b3.next()
		if m.T != room.TEvent || m.SV != want {
			t.Fatalf("resumed from %d: got %s at %d, want the event at %d", missedFrom, m.T, m.SV, want)
		}
		want++
	}
	if b3.view != a.view {
		t.Fatalf("after resuming: %q, the opponent sees %q", b3.view, a.view)
	}
	a.until(func(m room.Message) bool { return m.T == room.TPresence && m.Presence == room.PresConnected })

	// From version 0, or a version from the future: a fresh snapshot.
	for _, since := range []uint64{0, 1 << 40} {
		s := resume(t, ts, b3, since)
		m := s.next()
		if m.T != room.TSnapshot || m.SV != a.sv || m.View != a.view {
			t.Fatalf("since %d: %+v", since, m)
		}
		s.c.Close()
	}

	// A command sent again on a new connection is answered again and not
	// applied twice.
	play(t, r, 40, []*seat{a, b3})
	mover := a
	if b3.toMove == b3.you {
		mover = b3
	}
	if mover.result != "" {
		t.Skip("the game ended early")
	}
	ack := mover.cmd(room.Request{T: room.TAct, Action: mover.legal[0]})
	a.catchUp(ack.SV)
	again := resume(t, ts, mover, ack.SV)
	if m := again.cmd(room.Request{T: room.TAct, Action: mover.legal[0], ID: ack.ID}); m.SV != ack.SV {
		t.Fatalf("the retry: %+v, first %+v", m, ack)
	}
	rm := ts.findRoom(a.code)
	rm.mu.Lock()
	sv := rm.sv()
	rm.mu.Unlock()
	if sv != ack.SV {
		t.Fatalf("the retry changed the room: version %d, was %d", sv, ack.SV)
	}
}

func TestAbandonment(t *testing.T) {
	clock := newFakeClock()
	ts := startServer(t, Config{Now: clock.Now, Grace: time.Minute})
	a := create(t, ts, "jungle", room.SideFirst)
	b := join(t, ts, a.code)
	a.kind(room.KStart)
	b.until(isSnapshot)

	b.c.Close()
	a.until(func(m room.Message) bool { return m.T == room.TPresence && m.Presence == room.PresReconnecting })
	clock.Add(50 * time.Second)
	a.cmd(room.Request{T: room.TAct, Action: "a3a4"}) // a speaks; b stays away
	clock.Add(5 * time.Second)
	ts.Sweep()
	if a.result != "" {
		t.Fatal("abandoned inside the grace period")
	}
	clock.Add(10 * time.Second) // b silent 65 s, a 15 s
	ts.Sweep()
	end := a.kind(room.KEnd)
	if end.Result != "win r abandon" {
		t.Fatalf("abandonment: %q", end.Result)
	}
	if a.you != engine.First {
		t.Fatalf("creator seat %d", a.you)
	}
	checkRecord(t, ts, a.code, 1, "win r abandon")
}

func TestStaleRoomsRemoved(t *testing.T) {
	clock := newFakeClock()
	ts := startServer(t, Config{Now: clock.Now, PendingTTL: 10 * time.Minute})
	a := create(t, ts, "domino", room.SideRandom)
	a.until(isSnapshot)
	done := create(t, ts, "jungle", room.SideFirst)
	b := join(t, ts, done.code)
	b.cmd(room.Request{T: room.TResign})
	done.kind(room.KEnd)
	if ts.Rooms() != 2 {
		t.Fatalf("%d rooms", ts.Rooms())
	}
	clock.Add(9 * time.Minute)
	ts.Sweep()
	if ts.Rooms() != 2 {
		t.Fatal("a room went before its time")
	}
	clock.Add(2 * time.Minute)
	ts.Sweep()
	if ts.Rooms() != 1 {
		t.Fatalf("the room that never started is still there (%d rooms)", ts.Rooms())
	}
	select {
	case <-a.c.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the removed room's connection stays open")
	}
	// The finished room goes once nobody is in it.
	done.c.Close()
	b.c.Close()
	deadline := time.Now().Add(5 * time.Second)
	for ts.Rooms() != 0 && time.Now().Before(deadline) {
		clock.Add(11 * time.Minute)
		ts.Sweep()
		time.Sleep(10 * time.Millisecond)
	}
	if ts.Rooms() != 0 {
		t.Fatal("the finished, empty room stays")
	}
	data, _ := ts.store.Load()
	if len(data) != 0 {
		t.Fatalf("the store keeps %d removed rooms", len(data))
	}
	if _, err := ts.store.Record(done.code, 1); err != nil {
		t.Fatalf("the finished game's record went with its room: %v", err)
	}
}
