package server

import (
	"errors"
	"testing"
	"time"

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
		replayed(t, s, from, sv)
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

// A replay through a node that does not own the room is paged as through
// the owner (issue 30, C): a spectator and a player resuming with since=1
// on a 600-event room through the other node of a cluster get every event,
// in order, and stay connected, with a small send queue there. Before,
// the owner published the whole replay at once and the edge closed the
// connection with 4002 once its send queue was full (after 101-184
// events with the default 256).
func TestReplayThroughAnotherNode(t *testing.T) {
	noLeaks(t)
	busA := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s"})
	busB := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s", Routes: []string{"nats-route://" + busA.ClusterAddr()}})
	a := startServer(t, Config{Bus: busA})
	edge := startServer(t, Config{Bus: busB, SendQueue: 16})
	x, y := roomtest.StartGame(t, a.url, "jungle", room.SideFirst)
	for x.SV < 603 {
		ack := x.Cmd(room.Request{T: room.TOfferDraw})
		y.CatchUp(ack.SV)
		ack = y.Cmd(room.Request{T: room.TDeclineDraw})
		x.CatchUp(ack.SV)
		y.CatchUp(ack.SV)
	}
	roomtest.Eventually(t, "the room reaches node B", 15*time.Second, func() error {
		if !busB.ns.GlobalAccount().SubscriptionInterest(roomSubject(x.Code)) {
			return errors.New("B knows no subscriber of the room")
		}
		return nil
	})
	sv := x.SV
	check := func(s *roomtest.Seat, from uint64) {
		t.Helper()
		replayed(t, s, from, sv)
		// Live events follow the replay.
		mover := x
		if y.ToMove == y.You {
			mover = y
		}
		ack := mover.Cmd(room.Request{T: room.TAct, Action: mover.Legal[0]})
		for _, o := range []*roomtest.Seat{s, x, y} {
			o.CatchUp(ack.SV)
		}
		sv = ack.SV
	}
	w := roomtest.Dial(t, edge.url, "watcher")
	w.Hello(room.Request{T: room.TWatch, Code: x.Code, Since: 1})
	check(w, 1)
	y = roomtest.Resume(t, edge.url, y, 1)
	check(y, 1)
}

// replayed reads the events after from up to sv, which must come in
// order, each once, with no snapshot among them.
func replayed(t *testing.T, s *roomtest.Seat, from, sv uint64) {
	t.Helper()
	for want := from + 1; want <= sv; want++ {
		m := s.Until(func(m room.Message) bool { return m.T == room.TEvent || m.T == room.TSnapshot })
		if m.T != room.TEvent || m.SV != want {
			t.Fatalf("%s: got %s at %d, want the event at %d", s.Name, m.T, m.SV, want)
		}
	}
}
