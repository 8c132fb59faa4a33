package server

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// conns counts the server's WebSocket connections.
func (ts *testServer) connCount() int {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return len(ts.conns)
}

func noConns(ts *testServer) func() error {
	return func() error {
		if n := ts.connCount(); n != 0 {
			return fmt.Errorf("%d connections", n)
		}
		return nil
	}
}

// closeStatus reads from c until it ends and returns the close code.
func closeStatus(t *testing.T, c *websocket.Conn) websocket.StatusCode {
	t.Helper()
	cx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		if _, _, err := c.Read(cx); err != nil {
			return websocket.CloseStatus(err)
		}
	}
}

// A client that does not answer the server's WebSocket pings (here: one
// that never reads) is dropped within seconds, not at the 90 s idle limit.
func TestServerDropsDeadClient(t *testing.T) {
	ts := startServer(t, Config{PingEvery: 20 * time.Millisecond, PongWait: 500 * time.Millisecond})
	c, err := rawDial(t, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	frame, _ := room.EncodeRequest(room.Request{T: room.TCreate, Game: "ludo"})
	if err := c.Write(ctx(t), websocket.MessageText, frame); err != nil {
		t.Fatal(err)
	}
	roomtest.Eventually(t, "the room is made", 10*time.Second, func() error {
		if ts.Rooms() != 1 {
			return fmt.Errorf("no room yet")
		}
		return nil
	})
	roomtest.Eventually(t, "the dead client is dropped", 10*time.Second, noConns(ts))
	if n := ts.closeCount(CloseNoPong); n != 1 {
		t.Fatalf("%d connections closed with %d, want 1", n, CloseNoPong)
	}
}

// Clients that answer the pings (every client that reads) stay, and play.
func TestServerKeepsAnsweringClients(t *testing.T) {
	ts, a, b := startGame(t, Config{PingEvery: 5 * time.Millisecond, PongWait: 5 * time.Second}, "ludo", room.SideFirst)
	roomtest.Eventually(t, "ten pongs", 10*time.Second, func() error {
		if n := ts.pongs.Load(); n < 10 {
			return fmt.Errorf("%d pongs", n)
		}
		return nil
	})
	roomtest.Play(t, newRand(2), 6, []*roomtest.Seat{a, b})
	if n := ts.connCount(); n != 2 {
		t.Fatalf("%d connections, want 2", n)
	}
}

// WebSocket ping frames draw on the connection's rate bucket: a flood of
// them closes the connection with 4001 after the burst.
func TestPingFloodCloses(t *testing.T) {
	ts := startServer(t, Config{Rate: 20, Burst: 40})
	c, err := rawDial(t, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	status := make(chan websocket.StatusCode, 1)
	go func() { status <- closeStatus(t, c) }()
	answered := 0
	for i := 0; i < 1000; i++ {
		cx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err := c.Ping(cx)
		cancel()
		if err != nil {
			break
		}
		answered++
	}
	if code := <-status; code != CloseRate {
		t.Fatalf("a ping flood: closed with %d after %d pongs, want %d", code, answered, CloseRate)
	}
	if answered > 60 {
		t.Fatalf("%d pings answered with a burst of 40", answered)
	}
}

// A connection that never says hello is closed (1008) within seconds; so
// is one in a room that sends nothing past the idle limit, with a close
// frame.
func TestSilentConnectionsClose(t *testing.T) {
	ts := startServer(t, Config{HelloWait: 50 * time.Millisecond, Idle: 300 * time.Millisecond})
	c, err := rawDial(t, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Pings are no hello.
	ping, _ := room.EncodeRequest(room.Request{T: room.TPing, N: 1})
	c.Write(ctx(t), websocket.MessageText, ping)
	if code := closeStatus(t, c); code != websocket.StatusPolicyViolation {
		t.Fatalf("no hello: closed with %d, want 1008", code)
	}

	c2, err := rawDial(t, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	frame, _ := room.EncodeRequest(room.Request{T: room.TCreate, Game: "jungle"})
	c2.Write(ctx(t), websocket.MessageText, frame)
	if code := closeStatus(t, c2); code != websocket.StatusPolicyViolation {
		t.Fatalf("idle in a room: closed with %d, want 1008", code)
	}
}
