// Package enginetest holds the checks that the tests of every rules engine
// share: notation that reads back what it prints, notation refused with a
// reason, fuzzing a parser, random play through the engine.State contract,
// the contract of Apply for any action, and the benchmark of random games.
//
// Only tests import it.
package enginetest

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

// Must returns parse(s), failing the test when parse refuses s.
func Must[T any](t testing.TB, parse func(string) (T, error), s string) T {
	t.Helper()
	v, err := parse(s)
	if err != nil {
		t.Fatalf("parse %q: %v", s, err)
	}
	return v
}

// Notation is a value read from notation: it prints itself back and
// compares with ==.
type Notation interface {
	comparable
	fmt.Stringer
}

// RoundTrip checks that parse accepts every line, prints it back byte for
// byte, and reads the printed line back to an equal value.
func RoundTrip[T Notation](t testing.TB, parse func(string) (T, error), lines ...string) {
	t.Helper()
	for _, s := range lines {
		v, err := parse(s)
		if err != nil {
			t.Errorf("parse %q: %v", s, err)
			continue
		}
		if v.String() != s {
			t.Errorf("parse %q prints back as %q", s, v)
			continue
		}
		if w, err := parse(v.String()); err != nil || w != v {
			t.Errorf("parse %q a second time: %v, %v", s, w, err)
		}
	}
}

// Refuses checks that parse refuses every text of cases with an error of
// type E that says the text's reason (cases maps a text to words its error
// must contain), and returns the zero value with it. The texts are tried in
// sorted order.
func Refuses[E error, T comparable](t testing.TB, parse func(string) (T, error), cases map[string]string) {
	t.Helper()
	var zero T
	for _, text := range slices.Sorted(maps.Keys(cases)) {
		reason := cases[text]
		v, err := parse(text)
		var want E
		switch {
		case err == nil:
			t.Errorf("parse %q accepted as %v, want an error saying %q", text, v, reason)
		case !errors.As(err, &want):
			t.Errorf("parse %q: %v is a %T, not a %T", text, err, err, want)
		case !strings.Contains(err.Error(), reason):
			t.Errorf("parse %q: %v, want it to say %q", text, err, reason)
		case v != zero:
			t.Errorf("parse %q returned %v with its error", text, v)
		}
	}
}

// FuzzNotation fuzzes parse from the seeds. Whatever it refuses, it refuses
// with an error of type E and the zero value; whatever it accepts prints back
// byte for byte and reads back equal, and is then given to check (when not
// nil) for the game's own properties.
func FuzzNotation[E error, T Notation](f *testing.F, parse func(string) (T, error), check func(t *testing.T, v T), seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := parse(s)
		if err != nil {
			var want E
			var zero T
			if !errors.As(err, &want) || v != zero {
				t.Fatalf("parse %q refused with %v (a %T) and %v", s, err, err, v)
			}
			return
		}
		if v.String() != s {
			t.Fatalf("parse %q prints back as %q", s, v)
		}
		if w, err := parse(v.String()); err != nil || w != v {
			t.Fatalf("parse %q a second time: %v, %v", s, w, err)
		}
		if check != nil {
			check(t, v)
		}
	})
}

// RandomAction returns one of s's legal actions drawn from r, completed
// with a drawn outcome when it is a chance action (a roll). s must not be
// finished.
func RandomAction(s engine.State, r engine.Rand) engine.Action {
	legal := s.Legal()
	a := legal[r.IntN(len(legal))]
	if c, ok := s.(engine.Chance); ok {
		if k := c.Outcomes(a); k > 0 {
			a, _ = c.WithOutcome(a, 1+r.IntN(k))
		}
	}
	return a
}

// RandomState plays up to n random actions (RandomAction) from s and returns
// the state reached, sooner when the game ends.
func RandomState(t testing.TB, s engine.State, r engine.Rand, n int) engine.State {
	t.Helper()
	for range n {
		if s.Outcome().Finished() {
			break
		}
		a := RandomAction(s, r)
		next, _, err := s.Apply(a)
		if err != nil {
			t.Fatalf("%s: %s, drawn from the legal actions, refused: %v", s, s.FormatAction(a), err)
		}
		s = next
	}
	return s
}

// Apply applies a to s and checks Apply's contract, given whether a is legal
// in s: a legal action is accepted; any other is refused with an
// *engine.IllegalError or engine.ErrFinished and neither a state nor events;
// s itself never changes. It returns the next state and the events, or nil
// when a was refused.
func Apply(t testing.TB, s engine.State, a engine.Action, legal bool) (engine.State, []engine.Event) {
	t.Helper()
	before := s.String()
	next, ev, err := s.Apply(a)
	if s.String() != before {
		t.Fatalf("%s: Apply(%s) changed its receiver to %s", before, s.FormatAction(a), s)
	}
	if err == nil {
		if !legal {
			t.Fatalf("%s: %s accepted, but it is not legal", s, s.FormatAction(a))
		}
		return next, ev
	}
	var ie *engine.IllegalError
	switch {
	case legal:
		t.Fatalf("%s: legal %s refused: %v", s, s.FormatAction(a), err)
	case next != nil || ev != nil:
		t.Fatalf("%s: refused %s returned %v and %v", s, s.FormatAction(a), next, ev)
	case !errors.As(err, &ie) && !errors.Is(err, engine.ErrFinished):
		t.Fatalf("%s: %s refused with %v, neither illegal nor finished", s, s.FormatAction(a), err)
	}
	return nil, nil
}

// Listed reports whether a is among s's legal actions.
func Listed(s engine.State, a engine.Action) bool { return slices.Contains(s.Legal(), a) }

// BenchPlayouts times whole random games: each op sets a game up with start
// and plays it out with playout, both drawing from r. It reports games a
// second and actions a game.
func BenchPlayouts[S any](b *testing.B, r engine.Rand, start func(engine.Rand) S, playout func(S, engine.Rand) (engine.Outcome, int)) {
	actions := 0
	for b.Loop() {
		_, n := playout(start(r), r)
		actions += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}
