package room

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/plyyard/plyyard/engine"
)

// Time controls. A room's control is named in its create request (Clock)
// and in its games' records:
//
//   - "M+S", a chess clock with Fischer increment: each side has M minutes
//     for the game, its clock runs while it is to act, and every action it
//     plays adds S seconds. A side whose time runs out loses ("win <other>
//     time").
//   - "Ns", a turn timer: N seconds for every decision (a roll is one).
//     When they pass, the server acts for the seat (it rolls, or plays the
//     Easy bot's move); the seat's MaxMisses-th timeout in a row forfeits
//     the game ("win <other> forfeit").
//   - ClockNone: no clock (a room opened by code, for friends).
//
// Time is the server's: clients show what ClockState says.
const (
	ClockNone = "none"
	// MaxMisses is the timeout in a row that forfeits a game with a turn
	// timer.
	MaxMisses = 3
	// ReasonTime ends a game whose side's clock ran out; ReasonForfeit one
	// whose side missed MaxMisses decisions in a row.
	ReasonTime    = "time"
	ReasonForfeit = "forfeit"
)

// Clock is a parsed time control; the zero Clock is no clock.
type Clock struct {
	Base, Inc time.Duration // a chess clock: each side's time and the increment
	Turn      time.Duration // a turn timer: the time for each decision
}

// Off reports whether the control keeps no time.
func (c Clock) Off() bool { return c.Base == 0 && c.Turn == 0 }

// Fischer reports whether the control is a chess clock.
func (c Clock) Fischer() bool { return c.Base > 0 }

// String is the control's name as ParseClock reads it.
func (c Clock) String() string {
	switch {
	case c.Fischer():
		return fmt.Sprintf("%d+%d", c.Base/time.Minute, c.Inc/time.Second)
	case c.Turn > 0:
		return fmt.Sprintf("%ds", c.Turn/time.Second)
	}
	return ClockNone
}

// ParseClock reads a time control: "none", "M+S" (1 to 180 minutes, 0 to
// 60 seconds of increment) or "Ns" (5 to 300 seconds a decision).
func ParseClock(s string) (Clock, error) {
	if s == ClockNone {
		return Clock{}, nil
	}
	if m, inc, ok := strings.Cut(s, "+"); ok {
		mins, err1 := smallNumber(m)
		secs, err2 := smallNumber(inc)
		if err1 != nil || err2 != nil || mins < 1 || mins > 180 || secs > 60 {
			return Clock{}, fmt.Errorf("a chess clock is minutes+seconds (1 to 180, 0 to 60), not %q", clip(s))
		}
		return Clock{Base: time.Duration(mins) * time.Minute, Inc: time.Duration(secs) * time.Second}, nil
	}
	if n, ok := strings.CutSuffix(s, "s"); ok {
		secs, err := smallNumber(n)
		if err != nil || secs < 5 || secs > 300 {
			return Clock{}, fmt.Errorf("a turn timer is 5s to 300s, not %q", clip(s))
		}
		return Clock{Turn: time.Duration(secs) * time.Second}, nil
	}
	return Clock{}, fmt.Errorf("a clock is none, minutes+seconds or seconds per turn (20s), not %q", clip(s))
}

// smallNumber reads 1 to 3 decimal digits.
func smallNumber(s string) (int, error) {
	if len(s) < 1 || len(s) > 3 || strings.TrimLeft(s, "0123456789") != "" {
		return 0, fmt.Errorf("not a small number")
	}
	return strconv.Atoi(s)
}

// ClockState is a game's clock as the server reads it at the moment it
// makes the message (welcome, snapshot, and every live event of a game
// with a clock). A client counts the running seat's time down from the
// moment it receives the message; it never decides a timeout itself.
type ClockState struct {
	Control string `json:"control"` // the time control ("5+3", "20s")
	// Left is each seat's time in milliseconds: a chess clock's time for
	// the rest of the game, a turn timer's for the decision (the running
	// seat's time left, the other's a whole turn).
	Left [2]int64 `json:"left"`
	// Run is the seat whose time runs, -1 for none (the game is over).
	Run engine.Seat `json:"run"`
	// Misses counts each seat's timeouts in a row (turn timer): the
	// MaxMisses-th forfeits.
	Misses [2]int `json:"misses"`
}

// LeftNow is seat's time left d after the message was received.
func (c *ClockState) LeftNow(seat engine.Seat, d time.Duration) time.Duration {
	if c == nil || !seat.Valid() {
		return 0
	}
	left := time.Duration(c.Left[seat]) * time.Millisecond
	if seat == c.Run {
		left -= d
	}
	return max(left, 0)
}
