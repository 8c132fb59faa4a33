package server

import (
	"errors"
	"net"
	"net/http"
	"os"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/plyyard/plyyard/room/roomtest"
)

// dialStatus dials and returns the HTTP status of the refusal, or 101.
func dialStatus(t *testing.T, ts *testServer) (*websocket.Conn, int) {
	t.Helper()
	c, resp, err := websocket.Dial(ctx(t), ts.url, nil)
	if err != nil {
		if resp == nil {
			t.Fatalf("dial: %v", err)
		}
		if resp.StatusCode != http.StatusTooManyRequests && resp.Header.Get("Retry-After") == "" {
			t.Fatalf("a refusal without Retry-After: %v", resp.Header)
		}
		return nil, resp.StatusCode
	}
	t.Cleanup(func() { c.CloseNow() })
	return c, http.StatusSwitchingProtocols
}

func TestConnectionCaps(t *testing.T) {
	t.Run("per address", func(t *testing.T) {
		ts := startServer(t, Config{MaxConnsPerAddr: 2})
		c1, _ := dialStatus(t, ts)
		dialStatus(t, ts)
		if _, st := dialStatus(t, ts); st != http.StatusTooManyRequests {
			t.Fatalf("the third connection from one address: %d, want 429", st)
		}
		c1.Close(websocket.StatusNormalClosure, "")
		roomtest.Eventually(t, "a place frees", 10*time.Second, func() error {
			if _, st := dialStatus(t, ts); st != http.StatusSwitchingProtocols {
				return errStatus(st)
			}
			return nil
		})
	})
	t.Run("in total", func(t *testing.T) {
		ts := startServer(t, Config{MaxConns: 2})
		dialStatus(t, ts)
		dialStatus(t, ts)
		if _, st := dialStatus(t, ts); st != http.StatusServiceUnavailable {
			t.Fatalf("the third connection: %d, want 503", st)
		}
	})
}

type errStatus int

func (e errStatus) Error() string { return http.StatusText(int(e)) }

func TestLimitListener(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln := LimitListener(inner, 2)
	defer ln.Close()
	accepted := make(chan net.Conn, 4)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				close(accepted)
				return
			}
			accepted <- c
		}
	}()
	var held []net.Conn
	for i := 0; i < 3; i++ {
		c, err := net.Dial("tcp", inner.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		held = append(held, c)
	}
	a, b := <-accepted, <-accepted
	// The third is closed by the listener: its read ends at once.
	held[2].SetReadDeadline(time.Now().Add(10 * time.Second))
	if _, err := held[2].Read(make([]byte, 1)); err == nil || errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("the third connection: %v, want it closed", err)
	}
	// Closing one frees a place.
	a.Close()
	c, err := net.Dial("tcp", inner.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if got := <-accepted; got == nil {
		t.Fatal("no place freed")
	} else {
		got.Close()
	}
	b.Close()
}
