package server

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// natsHello speaks NATS's text protocol to addr: it reads the INFO line,
// sends connect (a CONNECT line), then a PING, and returns the first line
// after INFO.
func natsHello(t *testing.T, addr, connect string) string {
	t.Helper()
	c, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(10 * time.Second))
	r := bufio.NewReader(c)
	if info, err := r.ReadString('\n'); err != nil || !strings.HasPrefix(info, "INFO ") {
		t.Fatalf("no INFO: %q %v", info, err)
	}
	if _, err := c.Write([]byte(connect + "\r\nPING\r\n")); err != nil {
		t.Fatal(err)
	}
	line, _ := r.ReadString('\n')
	return strings.TrimSpace(line)
}

// A node with the wrong cluster secret (a rogue route) and a client on the
// local client port without the process's own password are refused.
func TestBusAuth(t *testing.T) {
	noLeaks(t)
	bus := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "the right secret"})
	rogue := `CONNECT {"verbose":false,"pedantic":false,"user":"plyyard","pass":"a guess","name":"rogue","cluster":"plyyard"}`
	if got := natsHello(t, bus.ClusterAddr(), rogue); !strings.Contains(got, "Authorization Violation") {
		t.Fatalf("a route with the wrong secret: %q", got)
	}
	if got := natsHello(t, bus.ClusterAddr(), `CONNECT {"verbose":false,"name":"rogue","cluster":"plyyard"}`); !strings.Contains(got, "Authorization Violation") {
		t.Fatalf("a route without credentials: %q", got)
	}
	client := bus.ns.Addr().String()
	if got := natsHello(t, client, `CONNECT {"verbose":false}`); !strings.Contains(got, "Authorization Violation") {
		t.Fatalf("a client on the local port without the password: %q", got)
	}
	if _, err := StartBus(BusOptions{ClusterListen: "127.0.0.1:0"}); err == nil {
		t.Fatal("a cluster without a secret started")
	}
}

// When an edge node dies without a word, the owner drops its stand-in
// connections once they fall silent: the opponent is told, and the room
// is not held open by a ghost.
func TestEdgeDeathLeavesNoGhost(t *testing.T) {
	noLeaks(t)
	busA := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s"})
	busB := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s", Routes: []string{"nats-route://" + busA.ClusterAddr()}})
	a := startServer(t, Config{Bus: busA, Idle: 300 * time.Millisecond})
	b := startServer(t, Config{Bus: busB})
	x := roomtest.Create(t, a.url, "jungle", room.SideFirst)
	subject := roomSubject(x.Code)
	roomtest.Eventually(t, "the room reaches node B", 15*time.Second, func() error {
		if !busB.ns.GlobalAccount().SubscriptionInterest(subject) {
			return fmt.Errorf("not yet")
		}
		return nil
	})
	roomtest.Opponent(t, b.url, x)
	// x keeps its own connection alive while B dies.
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(50 * time.Millisecond):
				x.C.Send(context.Background(), room.Request{T: room.TPing, N: 1})
			}
		}
	}()
	busB.Close() // B's process dies: no leave reaches A
	m := x.Until(func(m room.Message) bool { return m.T == room.TPresence && m.Presence != room.PresConnected })
	if m.Presence != room.PresReconnecting || m.Seat == x.You {
		t.Fatalf("presence %+v, want the opponent reconnecting", m)
	}
	r := a.findRoom(x.Code)
	r.mu.Lock()
	ghosts := len(r.remote)
	r.mu.Unlock()
	if ghosts != 0 {
		t.Fatalf("%d stand-in connections left", ghosts)
	}
}
