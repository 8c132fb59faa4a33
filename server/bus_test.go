package server

import (
	"math/rand/v2"
	"net"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room"
)

func loopbackPort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestBusTwoNodes joins two servers in one NATS cluster on loopback; the
// room lives on A, its second player and a spectator connect to B.
func TestBusTwoNodes(t *testing.T) {
	pa, pb := loopbackPort(t), loopbackPort(t)
	busA, err := StartBus(BusOptions{ClusterListen: pa, Routes: []string{"nats-route://" + pb}})
	if err != nil {
		t.Fatal(err)
	}
	busB, err := StartBus(BusOptions{ClusterListen: pb, Routes: []string{"nats-route://" + pa}})
	if err != nil {
		busA.Close()
		t.Fatal(err)
	}
	t.Cleanup(func() { busA.Close(); busB.Close() })
	deadline := time.Now().Add(15 * time.Second)
	for busA.Routes() == 0 || busB.Routes() == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the cluster did not form")
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond) // let subscriptions propagate
	a := startServer(t, Config{Bus: busA})
	b := startServer(t, Config{Bus: busB})

	x := create(t, a, "domino", room.SideFirst)
	x.until(isSnapshot)
	time.Sleep(200 * time.Millisecond) // the room's subscription reaches B
	y := join(t, b, x.code)
	w := dial(t, b, "watcher")
	w.hello(room.Request{T: room.TWatch, Code: x.code})
	x.kind(room.KStart)
	y.until(isSnapshot)
	w.until(isSnapshot)
	y.refused(room.Request{T: room.TAct, Action: "draw"}, room.ErrNotYourTurn)
	play(t, rand.New(rand.NewPCG(4, 4)), 500, []*seat{x, y}, w)
	if x.result == "" || x.result != y.result || w.result != x.result {
		t.Fatalf("results %q %q %q", x.result, y.result, w.result)
	}
	rm := a.findRoom(x.code)
	rm.mu.Lock()
	entries := rm.entries
	rm.mu.Unlock()
	checkFrames(t, y, entries)
	checkFrames(t, w, entries)
	checkRecord(t, a, x.code, 1, x.result)
}
