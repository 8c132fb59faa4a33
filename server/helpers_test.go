package server

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// fakeClock is a clock tests move by hand: Add moves it and fires the
// timers due by then, in order, before it returns.
type fakeClock struct {
	mu     sync.Mutex
	t      time.Time
	timers []*fakeTimer
}

type fakeTimer struct {
	c       *fakeClock
	at      time.Time
	f       func()
	stopped bool
}

func (ft *fakeTimer) Stop() bool {
	ft.c.mu.Lock()
	defer ft.c.mu.Unlock()
	was := !ft.stopped
	ft.stopped = true
	return was
}

func (ft *fakeTimer) Reset(d time.Duration) bool {
	c := ft.c
	c.mu.Lock()
	defer c.mu.Unlock()
	was := !ft.stopped
	ft.at, ft.stopped = c.t.Add(d), false
	for _, x := range c.timers {
		if x == ft {
			return was
		}
	}
	c.timers = append(c.timers, ft)
	return was
}

// AfterFunc sets a timer that fires when Add moves the clock to its time
// (one due already fires at the next Add).
func (f *fakeClock) AfterFunc(d time.Duration, fn func()) Timer {
	f.mu.Lock()
	defer f.mu.Unlock()
	ft := &fakeTimer{c: f, at: f.t.Add(d), f: fn}
	f.timers = append(f.timers, ft)
	return ft
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
	// Fire the due timers one at a time (the earliest first): a timer's
	// work may set the next one, due already or not.
	for {
		f.mu.Lock()
		var due *fakeTimer
		live := f.timers[:0]
		for _, ft := range f.timers {
			if ft.stopped {
				continue
			}
			live = append(live, ft)
			if !ft.at.After(f.t) && (due == nil || ft.at.Before(due.at)) {
				due = ft
			}
		}
		f.timers = live
		if due != nil {
			due.stopped = true
		}
		f.mu.Unlock()
		if due == nil {
			return
		}
		due.f()
	}
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
// goroutine the test started since has ended; a server on a bus is checked
// with its bus (the test calls noLeaks before it starts the buses, whose
// goroutines come and go with the connections they carry).
func startServer(t *testing.T, cfg Config) *testServer {
	t.Helper()
	if cfg.Bus == nil {
		noLeaks(t)
	}
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
	if cfg.NetRate == 0 {
		cfg.NetRate, cfg.NetBurst = 10000, 10000
	}
	if cfg.ListRate == 0 {
		cfg.ListRate, cfg.ListBurst = 10000, 10000
	}
	if cfg.RecordRate == 0 {
		cfg.RecordRate, cfg.RecordBurst = 10000, 10000
	}
	if cfg.RecordNetRate == 0 && cfg.RecordRate >= 10000 {
		cfg.RecordNetRate, cfg.RecordNetBurst = 10000, 10000
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
	})
	return ts
}

// startGame runs a server with cfg and starts a game on it between two
// players.
func startGame(t *testing.T, cfg Config, game, side string) (ts *testServer, creator, joiner *roomtest.Seat) {
	t.Helper()
	ts = startServer(t, cfg)
	creator, joiner = roomtest.StartGame(t, ts.url, game, side)
	return ts, creator, joiner
}

// noLeaks checks, once the test and the cleanups registered after this call
// have ended, that every goroutine started since has ended too. It waits for
// them, and reports the ones that stay.
func noLeaks(t *testing.T) {
	before := runtime.NumGoroutine()
	t.Cleanup(func() {
		err := roomtest.Within(10*time.Second, func() error {
			if n := runtime.NumGoroutine(); n > before {
				return fmt.Errorf("%d goroutines before the test, %d after", before, n)
			}
			return nil
		})
		if err != nil {
			buf := make([]byte, 1<<16)
			t.Errorf("%v:\n%s", err, buf[:runtime.Stack(buf, true)])
		}
	})
}

// entries returns the log of room code as the server holds it.
func (ts *testServer) entries(code string) []*entry {
	r := ts.findRoom(code)
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.entries
}

// entryState is an entry with the state after it.
type entryState struct {
	*entry
	state engine.State
}

// states returns the log of room code with the state after each entry,
// re-simulated as a replay does.
func (ts *testServer) states(code string) []entryState {
	r := ts.findRoom(code)
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []entryState
	r.walk(1, r.sv(), func(e *entry, st engine.State, _ []engine.Event) {
		out = append(out, entryState{e, st})
	})
	return out
}

func ctx(t *testing.T) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	return c
}

// newRand is a seeded source for the random legal moves of a test.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }

// isCode reports whether err is a nack with code.
func isCode(err error, code string) bool {
	var e *room.Error
	return errors.As(err, &e) && e.Code == code
}
