package server

import (
	"fmt"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/room"
)

// Clock is the server's time: what it reads the hour from and sets its
// timers with. Every clock of a game is kept on it, so tests drive the
// time (and the timers firing) by hand.
type Clock interface {
	Now() time.Time
	// AfterFunc calls f on a goroutine of its own once d has passed.
	AfterFunc(d time.Duration, f func()) Timer
}

// Timer is a timer a Clock set.
type Timer interface {
	// Stop keeps the timer from firing; false if it has fired already.
	Stop() bool
	// Reset sets the timer to fire d from now, whether it had fired,
	// been stopped or not.
	Reset(d time.Duration) bool
}

// systemClock is the machine's clock, or Config.Now with the machine's
// timers.
type systemClock struct{ now func() time.Time }

func (c systemClock) Now() time.Time { return c.now() }

func (c systemClock) AfterFunc(d time.Duration, f func()) Timer { return time.AfterFunc(d, f) }

// timing is the clock of a room's current game. It is rebuilt from the
// log as every other part of the room: the time control from the created
// entry, a chess clock's times from the actions (each keeps its actor's
// time after it), the moment the running seat's time began from the last
// start or action's own time, the timeouts in a row from the actions the
// server played for a seat. Nothing of it is kept apart from the log, so
// it survives a restart and a hand-over to another node.
type timing struct {
	ctl    room.Clock
	left   [2]time.Duration // a chess clock: each seat's time at since
	since  time.Time        // when the running seat's time began to run
	misses [2]int           // each seat's timeouts in a row (turn timer)
	timer  Timer            // fires at the running seat's deadline
}

// clockApply folds entry e, made at time at, into the room's clock. The
// caller has applied e to the game.
func (r *liveRoom) clockApply(e *entry, at time.Time) {
	t := &r.timing
	switch e.Kind {
	case room.KCreated:
		t.ctl, _ = room.ParseClock(orNone(e.info().Clock))
	case room.KStart:
		t.left = [2]time.Duration{t.ctl.Base, t.ctl.Base}
		t.misses = [2]int{}
		t.since = at
	case room.KAction:
		if s := e.Seat; s.Valid() {
			if t.ctl.Fischer() {
				t.left[s] = time.Duration(e.left) * time.Millisecond
			}
			if e.auto {
				t.misses[s]++
			} else {
				t.misses[s] = 0
			}
		}
		t.since = at
	case room.KTimeout:
		if s := e.Seat; s.Valid() {
			if t.ctl.Fischer() {
				t.left[s] = 0
			} else {
				t.misses[s]++
			}
		}
	case room.KEnd:
		// The clocks stop where they were: the running seat's time is
		// spent up to the end.
		if s := r.state.ToMove(); t.ctl.Fischer() && s.Valid() {
			t.left[s] = max(0, t.left[s]-at.Sub(t.since))
		}
	}
}

// orNone reads a stored control: rooms made before clocks have none.
func orNone(ctl string) string {
	if ctl == "" {
		return room.ClockNone
	}
	return ctl
}

// running is the seat whose time runs now, or NoSeat: nobody's before the
// game, after it, or when the room keeps no time. The caller holds mu.
func (r *liveRoom) running() engine.Seat {
	if r.timing.ctl.Off() || !r.started() || r.finished {
		return engine.NoSeat
	}
	return r.state.ToMove()
}

// timeLeft is what the running seat s has left at now (negative once its
// time has run out).
func (r *liveRoom) timeLeft(s engine.Seat, now time.Time) time.Duration {
	t := &r.timing
	if t.ctl.Fischer() {
		return t.left[s] - now.Sub(t.since)
	}
	return t.ctl.Turn - now.Sub(t.since)
}

// clockState is the clock as messages carry it, at now; nil for a room
// without one or before its first game.
func (r *liveRoom) clockState(now time.Time) *room.ClockState {
	t := &r.timing
	if t.ctl.Off() || !r.started() {
		return nil
	}
	cs := &room.ClockState{Control: t.ctl.String(), Run: r.running(), Misses: t.misses}
	for s := range cs.Left {
		if t.ctl.Fischer() {
			cs.Left[s] = t.left[s].Milliseconds()
		} else {
			cs.Left[s] = t.ctl.Turn.Milliseconds()
		}
	}
	if s := cs.Run; s.Valid() {
		cs.Left[s] = max(0, r.timeLeft(s, now).Milliseconds())
	}
	return cs
}

// armClock sets the room's timer for the running seat's deadline, or
// stops it when no time runs. The caller holds mu (or owns the room).
//
// A room keeps one timer for its life, set again after every move: a
// timer made anew for each would be garbage at every move.
func (r *liveRoom) armClock() {
	t := &r.timing
	s := r.running()
	if !s.Valid() || r.closed {
		if t.timer != nil {
			t.timer.Stop()
		}
		return
	}
	d := r.timeLeft(s, r.srv.now())
	if t.timer != nil {
		t.timer.Reset(d)
		return
	}
	t.timer = r.srv.clock.AfterFunc(d, func() { r.srv.clockFired(r) })
}

// stopClock stops the room's timer (the room is closed or dropped). The
// caller holds mu.
func (r *liveRoom) stopClock() {
	if r.timing.timer != nil {
		r.timing.timer.Stop()
	}
}

// clockFired runs when a room's timer fires: the running seat's time may
// be up.
func (s *Server) clockFired(r *liveRoom) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.wg.Add(1)
	s.mu.Unlock()
	defer s.wg.Done()
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return
	}
	if err := r.checkClock(s.now()); err != nil {
		// Not armed again at once, which would fire again at once: the
		// sweeper tries again.
		s.log.Error("keeping a game's time", "room", r.code, "err", err)
		return
	}
	r.armClock()
}

// checkClock acts for the running seat when its time is up at now: under
// a chess clock it loses on time; under a turn timer the server plays for
// it (a roll, or the Easy bot's move), and its MaxMisses-th timeout in a
// row forfeits. The caller holds mu.
func (r *liveRoom) checkClock(now time.Time) error {
	s := r.running()
	if !s.Valid() || r.timeLeft(s, now) > 0 {
		return nil
	}
	p := r.playerOn(s)
	t := &r.timing
	if t.ctl.Fischer() || t.misses[s]+1 >= room.MaxMisses {
		reason := room.ReasonTime
		if !t.ctl.Fischer() {
			reason = room.ReasonForfeit
		}
		return r.commitAt(now, newEntry(room.KTimeout, p, s, 0, entryMore{}), r.endEntry(r.winResult(s.Other(), reason)))
	}
	a, err := r.autoAction(s)
	if err != nil {
		return err
	}
	if ans := r.play(now, p, s, 0, a, true); ans.err != "" {
		return fmt.Errorf("the automatic action %s: %s", r.state.FormatAction(a), ans.reason)
	}
	return nil
}

// playerOn is the player (0 or 1) on seat s of the current game.
func (r *liveRoom) playerOn(s engine.Seat) int {
	if r.seatOf[0] == s {
		return 0
	}
	return 1
}

// autoAction is what the server plays for seat s whose turn timer ran out:
// the roll when one is legal, else the Easy bot's choice, made from the
// seat's own view (it sees what the seat would see, nothing more).
func (r *liveRoom) autoAction(s engine.Seat) (engine.Action, error) {
	legal := r.state.Legal()
	if ch, ok := r.state.(engine.Chance); ok {
		for _, a := range legal {
			if ch.Outcomes(a) > 0 {
				return a, nil
			}
		}
	}
	if r.newBot == nil {
		return 0, fmt.Errorf("no bot for %s", r.game.Name)
	}
	bot, err := r.newBot(ai.Easy.String(), r.sv())
	if err != nil {
		return 0, err
	}
	v := r.state.View(s)
	a, err := bot.Choose(v, ai.Budget{})
	if err != nil {
		return 0, err
	}
	// The view's action, read back in the game's own terms.
	return r.state.ParseAction(v.FormatAction(a))
}
