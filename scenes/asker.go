package scenes

import (
	"context"
	"sync"
	"time"

	"github.com/plyyard/plyyard/netplay"
)

// asker asks the room server a question in the background, one at a time,
// and again for the same key once every so many ticks have passed: the
// open tables and the leaderboards keep themselves fresh with it. The
// scene that embeds it keeps its answers under mu.
type asker struct {
	mu      sync.Mutex
	err     error          // the last question failed
	asking  bool           // a question is under way
	askedAt map[string]int // the tick each key was last asked for
	server  string         // the WebSocket URL asked
}

// askLimit is how long one question may take.
const askLimit = 6 * time.Second

// ask asks question of the server for key, unless a question is under way
// or key was asked for within every ticks. question runs in the
// background; the apply it returns (on no error) runs under mu.
func (a *asker) ask(c *Context, key string, every int, question func(ctx context.Context, server string) (apply func(), err error)) {
	a.mu.Lock()
	at, asked := a.askedAt[key]
	busy := a.asking || (asked && c.Tick-at < every)
	a.mu.Unlock()
	if busy {
		return
	}
	if a.server == "" {
		u, err := netplay.ServerURL(defaultServer(c))
		if err != nil {
			a.mu.Lock()
			a.err = err
			a.mu.Unlock()
			return
		}
		a.server = u
	}
	a.mu.Lock()
	if a.askedAt == nil {
		a.askedAt = map[string]int{}
	}
	a.asking, a.askedAt[key] = true, c.Tick
	a.mu.Unlock()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), askLimit)
		defer cancel()
		apply, err := question(ctx, a.server)
		a.mu.Lock()
		defer a.mu.Unlock()
		a.asking, a.err = false, err
		if err == nil {
			apply()
		}
	}()
}

// askAgain lets key be asked for again at once.
func (a *asker) askAgain(key string) {
	a.mu.Lock()
	delete(a.askedAt, key)
	a.mu.Unlock()
}
