package server

import (
	"context"
	"errors"
	"math/rand/v2"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
)

// fakeClock is a clock tests move by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func newFakeClock() *fakeClock {
	return &fakeClock{t: time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)}
}

func (f *fakeClock) Now() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.t
}

func (f *fakeClock) Add(d time.Duration) {
	f.mu.Lock()
	f.t = f.t.Add(d)
	f.mu.Unlock()
}

// seqSeeds returns a Config.Seed that gives fixed seeds 1, 2, 3, ...
func seqSeeds() func() ([room.SeedLen]byte, error) {
	var mu sync.Mutex
	n := byte(0)
	return func() (s [room.SeedLen]byte, err error) {
		mu.Lock()
		defer mu.Unlock()
		n++
		s[0] = n
		return s, nil
	}
}

type testServer struct {
	*Server
	http *httptest.Server
	url  string
}

// startServer runs a server on loopback. At cleanup it checks that every
// goroutine the test started has ended.
func startServer(t *testing.T, cfg Config) *testServer {
	t.Helper()
	before := runtime.NumGoroutine()
	if cfg.Sweep == 0 {
		cfg.Sweep = -1
	}
	if cfg.Seed == nil {
		cfg.Seed = seqSeeds()
	}
	if cfg.Rate == 0 {
		cfg.Rate, cfg.Burst = 10000, 10000
	}
	if cfg.AddrRate == 0 {
		cfg.AddrRate, cfg.AddrBurst = 10000, 10000
	}
	if cfg.Logf == nil {
		cfg.Logf = t.Logf
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	ts := &testServer{Server: srv, http: hs, url: "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"}
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
		checkGoroutines(t, before)
	})
	return ts
}

func checkGoroutines(t *testing.T, before int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		n := runtime.NumGoroutine()
		if n <= before {
			return
		}
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			buf = buf[:runtime.Stack(buf, true)]
			t.Errorf("%d goroutines before the test, %d after:\n%s", before, n, buf)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// seat is a test client: a connection and what it has learned.
type seat struct {
	t      *testing.T
	name   string
	c      *room.Client
	code   string
	token  string
	you    engine.Seat
	sv     uint64
	toMove engine.Seat
	legal  []string
	result string
	seed   string
	commit string
	offer  engine.Seat
	view   string
	msgs   []room.Message
	mu     sync.Mutex
	frames [][]byte
}

func ctx(t *testing.T) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	return c
}

func dial(t *testing.T, ts *testServer, name string) *seat {
	t.Helper()
	s := &seat{t: t, name: name, you: engine.NoSeat, toMove: engine.NoSeat, offer: engine.NoSeat}
	c, err := room.Dial(ctx(t), ts.url, room.Options{Raw: func(b []byte) {
		s.mu.Lock()
		s.frames = append(s.frames, append([]byte(nil), b...))
		s.mu.Unlock()
	}})
	if err != nil {
		t.Fatal(err)
	}
	s.c = c
	t.Cleanup(func() { c.Close() })
	return s
}

func (s *seat) hello(req room.Request) room.Message {
	s.t.Helper()
	m, err := s.c.Hello(ctx(s.t), req)
	if err != nil {
		s.t.Fatalf("%s: %s: %v", s.name, req.T, err)
	}
	s.code = m.Room
	if m.Token != "" {
		s.token = m.Token
	}
	s.you = m.You
	return m
}

// create makes a room and returns its creator.
func create(t *testing.T, ts *testServer, game, side string) *seat {
	s := dial(t, ts, "creator")
	s.hello(room.Request{T: room.TCreate, Game: game, Side: side})
	return s
}

// join takes the free seat of a's room.
func join(t *testing.T, ts *testServer, code string) *seat {
	s := dial(t, ts, "joiner")
	s.hello(room.Request{T: room.TJoin, Code: code})
	return s
}

// take folds one message into what the seat knows.
func (s *seat) take(m room.Message) {
	s.msgs = append(s.msgs, m)
	switch m.T {
	case room.TEvent, room.TSnapshot:
		if m.SV > s.sv || m.T == room.TSnapshot {
			s.sv = m.SV
		}
		s.you, s.toMove, s.legal, s.offer = m.You, m.ToMove, m.Legal, m.DrawOffer
		if m.View != "" {
			s.view = m.View
		}
		if m.Result != "" {
			s.result, s.seed = m.Result, m.Seed
		}
		if m.Commitment != "" {
			s.commit = m.Commitment
		}
		if m.Kind == room.KStart {
			s.result, s.seed = "", ""
		}
	}
}

// next waits for the next message.
func (s *seat) next() room.Message {
	s.t.Helper()
	select {
	case m, ok := <-s.c.Messages():
		if !ok {
			s.t.Fatalf("%s: connection ended: %v", s.name, s.c.Err())
		}
		s.take(m)
		return m
	case <-time.After(10 * time.Second):
		s.t.Fatalf("%s: no message", s.name)
	}
	return room.Message{}
}

// until reads messages until f accepts one, and returns it.
func (s *seat) until(f func(room.Message) bool) room.Message {
	s.t.Helper()
	for {
		if m := s.next(); f(m) {
			return m
		}
	}
}

// catchUp reads until the seat has seen version sv.
func (s *seat) catchUp(sv uint64) {
	s.t.Helper()
	for s.sv < sv {
		s.next()
	}
}

func (s *seat) kind(k string) room.Message {
	s.t.Helper()
	return s.until(func(m room.Message) bool { return m.T == room.TEvent && m.Kind == k })
}

// cmd sends a command and fails the test on a nack.
func (s *seat) cmd(req room.Request) room.Message {
	s.t.Helper()
	m, err := s.c.Command(ctx(s.t), req)
	if err != nil {
		s.t.Fatalf("%s: %s %s: %v", s.name, req.T, req.Action, err)
	}
	return m
}

// refused sends a command that must be nacked with code.
func (s *seat) refused(req room.Request, code string) {
	s.t.Helper()
	_, err := s.c.Command(ctx(s.t), req)
	var e *room.Error
	if !errors.As(err, &e) || e.Code != code {
		s.t.Fatalf("%s: %s %q: got %v, want a %s nack", s.name, req.T, req.Action, err, code)
	}
}

// play makes the seats play random legal actions until the game ends or
// max actions; the watchers follow. It returns how many actions were played.
func play(t *testing.T, r *rand.Rand, max int, seats []*seat, watchers ...*seat) int {
	t.Helper()
	n := 0
	for ; n < max; n++ {
		var mover *seat
		for _, s := range seats {
			if s.result == "" && s.you == s.toMove && len(s.legal) > 0 {
				mover = s
			}
		}
		if mover == nil {
			break
		}
		a := mover.legal[r.IntN(len(mover.legal))]
		ack := mover.cmd(room.Request{T: room.TAct, Action: a})
		for _, s := range append(seats, watchers...) {
			s.catchUp(ack.SV)
		}
	}
	return n
}
