package server

import (
	"testing"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// A watcher or a player coming back far behind (700 events) gets every
// event it missed, in order, and stays connected, even with a small send
// queue: the replay is paged, not queued whole under the room's lock.
func TestReplayFarBehind(t *testing.T) {
	ts, a, b := startGame(t, Config{SendQueue: 16}, "jungle", room.SideFirst)
	for i := 0; i < 350; i++ {
		ack := a.Cmd(room.Request{T: room.TOfferDraw})
		b.CatchUp(ack.SV)
		ack = b.Cmd(room.Request{T: room.TDeclineDraw})
		a.CatchUp(ack.SV)
		b.CatchUp(ack.SV)
	}
	sv := a.SV
	if sv < 700 {
		t.Fatalf("only %d events", sv)
	}
	check := func(s *roomtest.Seat, from uint64) {
		t.Helper()
		for want := from + 1; want <= sv; want++ {
			m := s.Until(func(m room.Message) bool { return m.T == room.TEvent || m.T == room.TSnapshot })
			if m.T != room.TEvent || m.SV != want {
				t.Fatalf("%s: got %s at %d, want the event at %d", s.Name, m.T, m.SV, want)
			}
		}
		// Live events follow the replay.
		mover, other := a, b
		if b.ToMove == b.You {
			mover, other = b, a
		}
		ack := mover.Cmd(room.Request{T: room.TAct, Action: mover.Legal[0]})
		s.CatchUp(ack.SV)
		other.CatchUp(ack.SV)
		mover.CatchUp(ack.SV)
	}
	w := roomtest.Dial(t, ts.url, "watcher")
	w.Hello(room.Request{T: room.TWatch, Code: a.Code, Since: 1})
	check(w, 1)
	sv = a.SV
	r := roomtest.Resume(t, ts.url, b, 2)
	b = r // the old connection is closed: the seat is r's now
	check(r, 2)
	if n := ts.connCount(); n != 3 {
		t.Fatalf("%d connections after the replays, want 3 (a, the watcher, the resumed b)", n)
	}
}
