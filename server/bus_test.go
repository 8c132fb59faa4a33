package server

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// startBus starts a bus that the test closes at its end, after the servers
// using it.
func startBus(t *testing.T, o BusOptions) *Bus {
	t.Helper()
	bus, err := StartBus(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(bus.Close)
	return bus
}

// TestBusTwoNodes joins two servers in one NATS cluster on loopback; the
// room lives on A, its second player and a spectator connect to B.
func TestBusTwoNodes(t *testing.T) {
	noLeaks(t)
	busA := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s"})
	busB := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s", Routes: []string{"nats-route://" + busA.ClusterAddr()}})
	a := startServer(t, Config{Bus: busA})
	b := startServer(t, Config{Bus: busB})

	x := roomtest.Create(t, a.url, "domino", room.SideFirst)
	// B finds the room once the cluster has formed and A's subscription
	// to the room's subject has reached B.
	subject := roomSubject(x.Code)
	roomtest.Eventually(t, "the room reaches node B", 15*time.Second, func() error {
		if !busB.ns.GlobalAccount().SubscriptionInterest(subject) {
			return fmt.Errorf("B knows no subscriber of %s (%d routes)", subject, busB.Routes())
		}
		return nil
	})
	y := roomtest.Opponent(t, b.url, x)
	w := roomtest.Watch(t, b.url, x.Code)
	y.Refused(room.Request{T: room.TAct, Action: "draw"}, room.ErrNotYourTurn)
	roomtest.Play(t, rand.New(rand.NewPCG(4, 4)), 500, []*roomtest.Seat{x, y}, w)
	if x.Result == "" || x.Result != y.Result || w.Result != x.Result {
		t.Fatalf("results %q %q %q", x.Result, y.Result, w.Result)
	}
	entries := a.states(x.Code)
	checkFrames(t, y, entries)
	checkFrames(t, w, entries)
	roomtest.CheckRecord(t, a.http.URL, x.Code, 1, x.Result)
}

// When the node a player is connected through dies (it sends no leave),
// the room's owner drops that player's stand-in at once: the opponent sees
// it reconnecting (issue 30). Before, the stand-in stayed until its edge
// had forwarded nothing for Idle (90 s; here an hour).
func TestEdgeDeathSeenSoon(t *testing.T) {
	noLeaks(t)
	busA := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s"})
	busB := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s", Routes: []string{"nats-route://" + busA.ClusterAddr()}})
	a := startServer(t, Config{Bus: busA, Idle: time.Hour})
	b := startServer(t, Config{Bus: busB, Idle: time.Hour})
	x := roomtest.Create(t, a.url, "ludo", room.SideFirst)
	roomtest.Eventually(t, "the room reaches node B", 15*time.Second, func() error {
		if !busB.ns.GlobalAccount().SubscriptionInterest(roomSubject(x.Code)) {
			return fmt.Errorf("B knows no subscriber of the room")
		}
		return nil
	})
	roomtest.Opponent(t, b.url, x)
	// B dies: its bus goes without a word (its server is closed at the
	// test's end).
	busB.Close()
	x.Until(func(m room.Message) bool { return m.T == room.TPresence && m.Presence == room.PresReconnecting })
	a.findRoom(x.Code).mu.Lock()
	n := len(a.findRoom(x.Code).remote)
	a.findRoom(x.Code).mu.Unlock()
	if n != 0 {
		t.Fatalf("%d stand-ins after their node died", n)
	}
}
