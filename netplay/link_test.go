package netplay_test

import (
	"fmt"
	"net"
	"testing"
	"time"

	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/netplay/linktest"
	"github.com/plyyard/plyyard/room/roomtest"
)

func linkConfig(t *testing.T, addr string, clock netplay.Clock) netplay.Config {
	t.Helper()
	ws, err := netplay.ServerURL(addr)
	if err != nil {
		t.Fatal(err)
	}
	return netplay.Config{Server: ws, Seed: 3, Clock: clock, Timeout: 5 * time.Second, Slow: 1500 * time.Millisecond}
}

// waitLink waits until the session's link satisfies ok.
func waitLink(t *testing.T, s *netplay.Session, what string, ok func(netplay.Link) bool) netplay.Link {
	t.Helper()
	var l netplay.Link
	roomtest.Eventually(t, what, 10*time.Second, func() error {
		if l = s.Link(); !ok(l) {
			return fmt.Errorf("link %+v", l)
		}
		return nil
	})
	return l
}

// A refused connection is reported at once, and the session waits longer
// before each new attempt; Retry now starts one at once; Close ends it.
func TestRefusedConnectionIsReportedAtOnce(t *testing.T) {
	clock := netplay.NewManualClock(time.Unix(1_700_000_000, 0))
	s := netplay.Create(linkConfig(t, linktest.Refusing(t), clock), "ludo", "random")
	// No time passes on the session's clock: the refusal needs none.
	l := waitLink(t, s, "the first refusal", func(l netplay.Link) bool { return l.Attempts == 1 && !l.Trying })
	if l.Problem != netplay.Refused || l.Status != netplay.Connecting || l.RetryIn <= 0 {
		t.Fatalf("after the first refusal: %+v", l)
	}
	first := l.RetryIn
	// The wait runs on the clock: half of it later, half of it is left.
	roomtest.Eventually(t, "the wait begins", 10*time.Second, func() error {
		if clock.Waiters() == 0 {
			return fmt.Errorf("no wait yet")
		}
		return nil
	})
	clock.Advance(first / 2)
	if l := s.Link(); l.RetryIn != first-first/2 || l.Attempts != 1 {
		t.Fatalf("half-way through the wait: %+v (first wait %v)", l, first)
	}
	clock.Advance(first)
	l = waitLink(t, s, "the second refusal", func(l netplay.Link) bool { return l.Attempts == 2 && !l.Trying })
	if l.RetryIn <= first {
		t.Fatalf("the second wait %v is not longer than the first %v", l.RetryIn, first)
	}
	// Retry now: a third attempt without moving the clock.
	s.RetryNow()
	l = waitLink(t, s, "the attempt Retry now starts", func(l netplay.Link) bool { return l.Attempts == 3 && !l.Trying })
	if l.Problem != netplay.Refused {
		t.Fatalf("after Retry now: %+v", l)
	}
	s.Close()
	if l := s.Link(); l.Status != netplay.Closed || l.Trying || l.RetryIn != 0 {
		t.Fatalf("after Close: %+v", l)
	}
}

// A server that takes the connection and never answers: the session says
// it is slow after Config.Slow, and gives up on the attempt after
// Config.Timeout, reporting that the server does not answer; Close ends an
// attempt in progress.
func TestSilentServerIsReportedWithinTheTimeout(t *testing.T) {
	clock := netplay.NewManualClock(time.Unix(1_700_000_000, 0))
	cfg := linkConfig(t, linktest.Silent(t), clock)
	s := netplay.Create(cfg, "jungle", "first")
	waitLink(t, s, "the first attempt", func(l netplay.Link) bool { return l.Trying })
	// The attempt's time limit is set on the clock.
	roomtest.Eventually(t, "the attempt's time limit", 10*time.Second, func() error {
		if clock.Waiters() == 0 {
			return fmt.Errorf("no time limit yet")
		}
		return nil
	})
	if l := s.Link(); l.Slow || l.Attempts != 0 || l.Problem != netplay.NoProblem {
		t.Fatalf("at once: %+v", l)
	}
	clock.Advance(cfg.Slow)
	if l := s.Link(); !l.Slow || !l.Trying || l.Attempts != 0 {
		t.Fatalf("after %v: %+v", cfg.Slow, l)
	}
	clock.Advance(cfg.Timeout - cfg.Slow)
	l := waitLink(t, s, "the attempt given up", func(l netplay.Link) bool { return l.Attempts == 1 })
	if l.Problem != netplay.NoAnswer || l.Trying || l.RetryIn <= 0 || l.Status != netplay.Connecting {
		t.Fatalf("after the time limit: %+v", l)
	}
	// The next attempt starts after the wait, and Close ends it at once.
	roomtest.Eventually(t, "the wait begins", 10*time.Second, func() error {
		if clock.Waiters() == 0 {
			return fmt.Errorf("no wait yet")
		}
		return nil
	})
	clock.Advance(l.RetryIn)
	waitLink(t, s, "the second attempt", func(l netplay.Link) bool { return l.Trying })
	done := make(chan struct{})
	go func() { s.Close(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Close hangs on an unanswered attempt")
	}
}

func TestClassify(t *testing.T) {
	for _, c := range []struct {
		err  error
		want netplay.Problem
	}{
		{nil, netplay.NoProblem},
		{&net.DNSError{Err: "no such host", Name: "nowhere.invalid", IsNotFound: true}, netplay.NoSuchHost},
		{fmt.Errorf("failed to WebSocket dial: expected handshake response status code 101 but got 404"), netplay.NotRoomServer},
		{fmt.Errorf("something else"), netplay.OtherProblem},
	} {
		if got := netplay.Classify(c.err); got != c.want {
			t.Errorf("Classify(%v) = %v, want %v", c.err, got, c.want)
		}
	}
}
