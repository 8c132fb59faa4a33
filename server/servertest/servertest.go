// Package servertest runs a room server on loopback for other packages'
// tests (the app's online tests, the browser tests), as net/http/httptest
// does for handlers: fixed seeds, no sweeping, no rate limits, no logs.
package servertest

import (
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/server"
)

// Server is a running room server.
type Server struct {
	*server.Server
	// Addr is host:port; URL the http:// address; WS the WebSocket URL.
	Addr, URL, WS string
}

// heldClock is the machine's time whose timers never fire: the games'
// clocks run and are shown, but no turn timer plays for a seat of a test
// that is slow to act (only a chess clock's flag falls, at a move made
// after it).
type heldClock struct{}

func (heldClock) Now() time.Time { return time.Now() }

func (heldClock) AfterFunc(time.Duration, func()) server.Timer { return heldTimer{} }

type heldTimer struct{}

func (heldTimer) Stop() bool { return true }

func (heldTimer) Reset(time.Duration) bool { return true }

// Start runs a room server until the test ends. dir, when not empty, is
// served at / (the browser build). Game seeds are 1, 2, 3, ... in their
// first byte, so games repeat from run to run.
func Start(t testing.TB, dir string) *Server {
	t.Helper()
	var mu sync.Mutex
	n := byte(0)
	srv, err := server.New(server.Config{
		Dir: dir, Sweep: -1, Rate: 10000, Burst: 10000, AddrRate: 10000, AddrBurst: 10000,
		NetRate: 10000, NetBurst: 10000, RecordRate: 10000, RecordBurst: 10000,
		RecordNetRate: 10000, RecordNetBurst: 10000, ListRate: 10000, ListBurst: 10000,
		Logf:  func(string, ...any) {},
		Clock: heldClock{},
		Seed: func() (s [room.SeedLen]byte, err error) {
			mu.Lock()
			defer mu.Unlock()
			n++
			s[0], s[1] = n, 0x5a
			return s, nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
	})
	addr := strings.TrimPrefix(hs.URL, "http://")
	return &Server{Server: srv, Addr: addr, URL: hs.URL, WS: "ws://" + addr + "/ws"}
}
