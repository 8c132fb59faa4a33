package netplay

import (
	"sync"
	"time"
)

// Clock is the time a session keeps: Now for what the screens say ("still
// connecting", "retrying in 4 s") and After for its waits (an attempt's
// time limit, the pause between attempts). The app uses the wall clock;
// tests drive a ManualClock, so that what a person would see after so many
// seconds is checked without waiting for them.
type Clock interface {
	Now() time.Time
	// After returns a channel that receives once d has passed, and a
	// function that gives the wait up.
	After(d time.Duration) (<-chan time.Time, func())
}

// WallClock is the real time.
type WallClock struct{}

// Now returns time.Now().
func (WallClock) Now() time.Time { return time.Now() }

// After starts a timer of d.
func (WallClock) After(d time.Duration) (<-chan time.Time, func()) {
	t := time.NewTimer(d)
	return t.C, func() { t.Stop() }
}

// ManualClock is a clock that moves only when Advance is called (tests).
type ManualClock struct {
	mu      sync.Mutex
	now     time.Time
	waiters []manualWaiter
}

type manualWaiter struct {
	at time.Time
	ch chan time.Time
}

// NewManualClock returns a clock standing at now.
func NewManualClock(now time.Time) *ManualClock { return &ManualClock{now: now} }

// Now returns the clock's time.
func (m *ManualClock) Now() time.Time {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.now
}

// After returns a channel that receives once the clock has been advanced
// by d, and a function that gives the wait up.
func (m *ManualClock) After(d time.Duration) (<-chan time.Time, func()) {
	m.mu.Lock()
	defer m.mu.Unlock()
	ch := make(chan time.Time, 1)
	if d <= 0 {
		ch <- m.now
		return ch, func() {}
	}
	m.waiters = append(m.waiters, manualWaiter{m.now.Add(d), ch})
	return ch, func() {
		m.mu.Lock()
		defer m.mu.Unlock()
		for i, w := range m.waiters {
			if w.ch == ch {
				m.waiters = append(m.waiters[:i], m.waiters[i+1:]...)
				return
			}
		}
	}
}

// Waiters returns how many waits are running (neither over nor given
// up): a test waits for a session to start a wait before moving the clock
// past it.
func (m *ManualClock) Waiters() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.waiters)
}

// Advance moves the clock by d and fires the waits that end by then.
func (m *ManualClock) Advance(d time.Duration) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.now = m.now.Add(d)
	kept := m.waiters[:0]
	for _, w := range m.waiters {
		if w.at.After(m.now) {
			kept = append(kept, w)
			continue
		}
		w.ch <- m.now
	}
	m.waiters = kept
}
