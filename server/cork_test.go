package server

import (
	"fmt"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// connOf returns the server's connection of seat s.
func (ts *testServer) connOf(t *testing.T, s *roomtest.Seat) *conn {
	t.Helper()
	r := ts.findRoom(s.Code)
	r.mu.Lock()
	defer r.mu.Unlock()
	p := r.player(s.Token)
	for c := range r.conns {
		if c.player == p && p >= 0 {
			return c
		}
	}
	t.Fatalf("%s has no connection in room %s", s.Name, s.Code)
	return nil
}

// The answer to a command and the event it made reach the player in one
// write to its socket, and the event reaches the other player in one:
// two writes a command, where there were three.
func TestAnswerAndEventInOneWrite(t *testing.T) {
	ts, a, b := startGame(t, Config{PingEvery: time.Hour}, "jungle", room.SideFirst)
	mover, other := a, b
	if a.ToMove != a.You {
		mover, other = b, a
	}
	mc, oc := ts.connOf(t, mover), ts.connOf(t, other)
	for i := range 6 {
		m0, o0 := mc.guard.out.writes.Load(), oc.guard.out.writes.Load()
		ack := mover.Cmd(room.Request{T: room.TAct, Action: mover.Legal[0]})
		mover.CatchUp(ack.SV)
		other.CatchUp(ack.SV)
		if n := mc.guard.out.writes.Load() - m0; n != 1 {
			t.Fatalf("move %d: the mover's answer and event took %d writes, want 1", i+1, n)
		}
		if n := oc.guard.out.writes.Load() - o0; n != 1 {
			t.Fatalf("move %d: the other player's event took %d writes, want 1", i+1, n)
		}
		mover, other = other, mover
		mc, oc = oc, mc
	}
}

// The server pings only a client it has not heard from for PingEvery: a
// client that plays (or pings itself) shows it is there, and its pings
// would cost both ends a write and a read for nothing.
func TestPingsOnlySilentClients(t *testing.T) {
	ts, a, _ := startGame(t, Config{PingEvery: time.Hour, PongWait: 5 * time.Second}, "jungle", room.SideFirst)
	c := ts.connOf(t, a)

	// Heard from a minute ago: no ping, the next one an hour after that.
	c.heard.Store(int64(sinceStart() - time.Minute))
	w0 := c.guard.out.writes.Load()
	c.ping()
	if n := c.guard.out.writes.Load() - w0; n != 0 {
		t.Fatalf("a client heard from a minute ago was written to %d times, want no ping", n)
	}
	if n := ts.pongs.Load(); n != 0 {
		t.Fatalf("%d pongs, want none", n)
	}

	// Silent for more than PingEvery: pinged, and it answers.
	c.heard.Store(int64(sinceStart() - 2*time.Hour))
	c.ping()
	roomtest.Eventually(t, "the silent client's pong", 10*time.Second, func() error {
		if n := ts.pongs.Load(); n != 1 {
			return fmt.Errorf("%d pongs", n)
		}
		return nil
	})
	if c.isDone() {
		t.Fatal("the client that answered the ping was closed")
	}

	// A frame from the client counts as hearing from it.
	c.heard.Store(int64(sinceStart() - 2*time.Hour))
	a.Cmd(room.Request{T: room.TAct, Action: a.Legal[0]})
	if quiet := sinceStart() - time.Duration(c.heard.Load()); quiet > time.Minute {
		t.Fatalf("after a command the client counts as quiet for %v", quiet)
	}
}
