package server

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

func TestReconnect(t *testing.T) {
	ts, a, b := startGame(t, Config{}, "ludo", room.SideFirst)
	r := rand.New(rand.NewPCG(5, 5))
	roomtest.Play(t, r, 10, []*roomtest.Seat{a, b})

	// b drops; a is told, and plays on while b is away.
	b.C.Close()
	pres := a.Until(func(m room.Message) bool { return m.T == room.TPresence && m.Presence != room.PresConnected })
	if pres.Presence != room.PresReconnecting || pres.Seat != b.You {
		t.Fatalf("presence: %+v", pres)
	}
	for a.ToMove != a.You {
		// Let b's seat move through the server as a second connection.
		b2 := roomtest.Resume(t, ts.url, b, b.SV)
		b2.CatchUp(a.SV)
		roomtest.Play(t, r, 1, []*roomtest.Seat{b2})
		a.CatchUp(b2.SV)
		b2.C.Close()
		b = b2
	}
	missedFrom := b.SV
	roomtest.Play(t, r, 3, []*roomtest.Seat{a})

	// b comes back from its last version: exactly the missed events.
	b3 := roomtest.Resume(t, ts.url, b, missedFrom)
	want := missedFrom + 1
	for want <= a.SV {
		m := b3.Next()
		if m.T != room.TEvent || m.SV != want {
			t.Fatalf("resumed from %d: got %s at %d, want the event at %d", missedFrom, m.T, m.SV, want)
		}
		want++
	}
	if b3.View != a.View {
		t.Fatalf("after resuming: %q, the opponent sees %q", b3.View, a.View)
	}
	a.Until(func(m room.Message) bool { return m.T == room.TPresence && m.Presence == room.PresConnected })

	// From version 0, or a version from the future: a fresh snapshot. Each
	// new connection takes the seat over from the one before.
	for _, since := range []uint64{0, 1 << 40} {
		s := roomtest.Resume(t, ts.url, b3, since)
		m := s.Next()
		if m.T != room.TSnapshot || m.SV != a.SV || m.View != a.View {
			t.Fatalf("since %d: %+v", since, m)
		}
		b3 = s
	}

	// A command sent again on a new connection is answered again and not
	// applied twice.
	roomtest.Play(t, r, 40, []*roomtest.Seat{a, b3})
	mover := a
	if b3.ToMove == b3.You {
		mover = b3
	}
	if mover.Result != "" {
		t.Skip("the game ended early")
	}
	ack := mover.Cmd(room.Request{T: room.TAct, Action: mover.Legal[0]})
	a.CatchUp(ack.SV)
	again := roomtest.Resume(t, ts.url, mover, ack.SV)
	if m := again.Cmd(room.Request{T: room.TAct, Action: mover.Legal[0], ID: ack.ID}); m.SV != ack.SV {
		t.Fatalf("the retry: %+v, first %+v", m, ack)
	}
	if sv := uint64(len(ts.entries(a.Code))); sv != ack.SV {
		t.Fatalf("the retry changed the room: version %d, was %d", sv, ack.SV)
	}
}

func TestAbandonment(t *testing.T) {
	clock := newFakeClock()
	ts, a, b := startGame(t, Config{Now: clock.Now, Grace: time.Minute}, "jungle", room.SideFirst)

	b.C.Close()
	a.Until(func(m room.Message) bool { return m.T == room.TPresence && m.Presence == room.PresReconnecting })
	clock.Add(50 * time.Second)
	a.Cmd(room.Request{T: room.TAct, Action: "a3a4"}) // a speaks; b stays away
	clock.Add(5 * time.Second)
	ts.Sweep()
	if a.Result != "" {
		t.Fatal("abandoned inside the grace period")
	}
	clock.Add(10 * time.Second) // b silent 65 s, a 15 s
	ts.Sweep()
	end := a.Kind(room.KEnd)
	if end.Result != "win r abandon" {
		t.Fatalf("abandonment: %q", end.Result)
	}
	if a.You != engine.First {
		t.Fatalf("creator seat %d", a.You)
	}
	roomtest.CheckRecord(t, ts.http.URL, a.Code, 1, "win r abandon")
}

func TestStaleRoomsRemoved(t *testing.T) {
	clock := newFakeClock()
	ts := startServer(t, Config{Now: clock.Now, PendingTTL: 10 * time.Minute})
	a := roomtest.Create(t, ts.url, "domino", room.SideRandom)
	a.Until(roomtest.IsSnapshot)
	done := roomtest.Create(t, ts.url, "jungle", room.SideFirst)
	b := roomtest.Join(t, ts.url, done.Code)
	b.Cmd(room.Request{T: room.TResign})
	done.Kind(room.KEnd)
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
	case <-a.C.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the removed room's connection stays open")
	}
	// The finished room goes once nobody is in it.
	done.C.Close()
	b.C.Close()
	finished := ts.findRoom(done.Code)
	roomtest.Eventually(t, "the server sees the finished room's players go", 5*time.Second, func() error {
		finished.mu.Lock()
		defer finished.mu.Unlock()
		if n := len(finished.conns); n > 0 {
			return fmt.Errorf("%d connections left", n)
		}
		return nil
	})
	ts.Sweep()
	if ts.Rooms() != 0 {
		t.Fatal("the finished, empty room stays")
	}
	data, _ := ts.store.Load()
	if len(data) != 0 {
		t.Fatalf("the store keeps %d removed rooms", len(data))
	}
	if _, err := ts.store.Record(done.Code, 1); err != nil {
		t.Fatalf("the finished game's record went with its room: %v", err)
	}
}
