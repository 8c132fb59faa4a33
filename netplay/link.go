package netplay

import (
	"context"
	"errors"
	"strings"
	"syscall"
	"time"
)

// Link is what a screen tells the player about the connection: its state,
// what went wrong with the last attempt, and what the session does about
// it (trying now, or waiting before the next try).
type Link struct {
	Status Status
	// Attempts counts the failed attempts since the last success.
	Attempts int
	// Err is why the last attempt failed (nil before the first failure),
	// and Problem the same in one word the screens put into words.
	Err     error
	Problem Problem
	// Trying: an attempt is under way. Slow: it has gone unanswered for
	// longer than Config.Slow.
	Trying, Slow bool
	// RetryIn is, between attempts, how long until the next one.
	RetryIn time.Duration
}

// Problem sorts the reasons an attempt fails into what a person can act on.
type Problem int

// The problems.
const (
	NoProblem Problem = iota
	// Refused: nothing listens at the address (the server is down, or the
	// address is wrong).
	Refused
	// NoAnswer: the server did not answer within Config.Timeout.
	NoAnswer
	// NoSuchHost: the server's name is not known.
	NoSuchHost
	// NoNetwork: the device has no route to the server.
	NoNetwork
	// NotRoomServer: something answers at the address, but not the room
	// protocol.
	NotRoomServer
	// Lost: the connection was open and dropped.
	Lost
	// Refusal: the server turned the session away (Err is a *room.Error).
	Refusal
	// OtherProblem: anything else (the browser says no more than that).
	OtherProblem
)

// String names the problem (for logs, tests and the catalogue's keys).
func (p Problem) String() string {
	return [...]string{"none", "refused", "no-answer", "no-such-host", "no-network", "not-room-server", "lost", "refusal", "other"}[p]
}

// errNoAnswer ends an attempt that ran out of time.
var errNoAnswer = errors.New("the server did not answer in time")

// Classify sorts an attempt's error.
func Classify(err error) Problem {
	var te interface{ Timeout() bool } // net.Error's
	switch {
	case err == nil:
		return NoProblem
	case fatal(err):
		return Refusal
	case errors.Is(err, errNoAnswer), errors.Is(err, context.DeadlineExceeded), errors.As(err, &te) && te.Timeout():
		return NoAnswer
	case errors.Is(err, syscall.ECONNREFUSED):
		return Refused
	case noSuchHost(err):
		return NoSuchHost
	case errors.Is(err, syscall.ENETUNREACH), errors.Is(err, syscall.EHOSTUNREACH):
		return NoNetwork
	case strings.Contains(err.Error(), "handshake response status"):
		return NotRoomServer
	}
	return OtherProblem
}

// Link returns the connection as a screen shows it.
func (s *Session) Link() Link {
	now := s.cfg.Clock.Now()
	s.mu.Lock()
	defer s.mu.Unlock()
	l := Link{Status: s.status, Attempts: s.attempts, Err: s.err, Problem: s.problem, Trying: s.trying}
	if s.status == Closed || s.status == Failed {
		l.Trying = false
		return l
	}
	if s.trying {
		l.Slow = now.Sub(s.tryStart) >= s.cfg.Slow
	} else if s.status != Connected {
		l.RetryIn = max(0, s.retryAt.Sub(now))
	}
	return l
}

// RetryNow cuts short the wait before the next attempt (a person's Retry
// button); during an attempt, or once connected, it does nothing.
func (s *Session) RetryNow() {
	select {
	case s.retry <- struct{}{}:
	default:
	}
}
