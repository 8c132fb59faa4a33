package race

import (
	"fmt"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
)

// mustParse parses a position or fails the test.
func mustParse(t testing.TB, s string) Position {
	t.Helper()
	return enginetest.Must(t, Parse, s)
}

// run applies the actions in notation to the position from, failing the test
// on any error, and returns the final position and the events of every
// action.
func run(t testing.TB, from string, actions ...string) (Position, []engine.Event) {
	t.Helper()
	s, ev, err := engine.ApplyText(mustParse(t, from), actions...)
	if err != nil {
		t.Fatalf("from %q, %v: %v", from, actions, err)
	}
	return s.(Position), ev
}

// eventText renders events compactly for comparisons in tests.
func eventText(events []engine.Event) string {
	side := func(s engine.Seat) string {
		if s == engine.First {
			return "r"
		}
		if s == engine.Second {
			return "y"
		}
		return fmt.Sprintf("seat(%d)", s)
	}
	var parts []string
	for _, e := range events {
		var s string
		switch e.Kind {
		case engine.Rolled:
			s = fmt.Sprintf("rolled %s %d", side(e.Seat), e.Value)
		case engine.Entered:
			s = fmt.Sprintf("entered %s p%d %d", side(e.Seat), e.Piece, e.To)
		case engine.Moved:
			s = fmt.Sprintf("moved %s p%d %d-%d %v", side(e.Seat), e.Piece, e.From, e.To, e.Path)
		case engine.Captured:
			s = fmt.Sprintf("captured %s p%d at %d", side(e.Seat), e.Piece, e.At)
		case engine.Arrived:
			s = fmt.Sprintf("arrived %s p%d", side(e.Seat), e.Piece)
		case engine.ExtraRoll:
			s = "extra " + side(e.Seat)
		case engine.SixesVoided:
			s = "voided " + side(e.Seat)
		case engine.NoMove:
			s = fmt.Sprintf("nomove %s %d", side(e.Seat), e.Value)
		case engine.TurnPassed:
			s = "turn " + side(e.Seat)
		case engine.GameWon:
			s = fmt.Sprintf("won %s %s", side(e.Seat), e.Reason)
		default:
			s = fmt.Sprintf("unexpected %v", e.Kind)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// legalText renders the legal actions of p, space-separated.
func legalText(p Position) string {
	var parts []string
	for _, a := range p.Legal() {
		parts = append(parts, p.FormatAction(a))
	}
	return strings.Join(parts, " ")
}
