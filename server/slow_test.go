package server

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// pipeListener hands the server the far ends of in-memory pipes: a pipe
// holds no bytes, so a client that stops reading blocks the server's next
// write at once, as a full socket would.
type pipeListener struct {
	conns  chan net.Conn
	closed chan struct{}
	once   sync.Once
}

func newPipeListener() *pipeListener {
	return &pipeListener{conns: make(chan net.Conn), closed: make(chan struct{})}
}

func (l *pipeListener) Accept() (net.Conn, error) {
	select {
	case c := <-l.conns:
		return c, nil
	case <-l.closed:
		return nil, net.ErrClosed
	}
}

func (l *pipeListener) Close() error {
	l.once.Do(func() { close(l.closed) })
	return nil
}

func (l *pipeListener) Addr() net.Addr { return &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)} }

func (l *pipeListener) dial(ctx context.Context, _, _ string) (net.Conn, error) {
	client, server := net.Pipe()
	select {
	case l.conns <- server:
		return client, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// A client that stops reading is dropped: its queue fills, the server
// closes it as too slow (4002), and the write it was stuck in gives up
// after WriteWait, so the connection is gone — it holds nothing.
func TestSlowClientDropped(t *testing.T) {
	ts := startServer(t, Config{SendQueue: 8, WriteWait: 300 * time.Millisecond})
	l := newPipeListener()
	hs := &http.Server{Handler: ts.Handler()}
	go hs.Serve(l)
	t.Cleanup(func() { hs.Close() })

	ws, _, err := websocket.Dial(ctx(t), "ws://127.0.0.1/ws", &websocket.DialOptions{
		HTTPClient: &http.Client{Transport: &http.Transport{DialContext: l.dial}},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	send := func(r room.Request) {
		b, err := room.EncodeRequest(r)
		if err != nil {
			t.Fatal(err)
		}
		if err := ws.Write(ctx(t), websocket.MessageText, b); err != nil {
			t.Fatal(err)
		}
	}
	// A room, then pings whose answers nobody reads.
	send(room.Request{T: room.TCreate, Game: "jungle", Side: room.SideFirst})
	for i := range 20 {
		send(room.Request{T: room.TPing, N: uint64(i + 1)})
	}
	err = roomtest.Within(10*time.Second, func() error {
		ts.closesMu.Lock()
		slow := ts.closes[CloseSlow]
		ts.closesMu.Unlock()
		ts.mu.Lock()
		n := len(ts.conns)
		ts.mu.Unlock()
		if slow != 1 || n != 0 {
			return fmt.Errorf("%d closed as too slow, %d connections held", slow, n)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// What the client reads now ends with the connection, never a game.
	_, _, err = ws.Read(ctx(t))
	for err == nil {
		_, _, err = ws.Read(ctx(t))
	}
	if errors.Is(err, context.DeadlineExceeded) {
		t.Fatal("the connection stayed open")
	}
}
