package race

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"b,b,b,b/b,b,b,b r roll 0",
		"10,b,56,53/b,0,b,51 y 6 2",
		"56,56,56,56/20,b,b,b r roll 1",
		"8,b,b,b/34,b,b,b r 3 0",
		"b,b,b,b/b,b,b,b r 6 0",
		"57,b,b,b/b,b,b,b r roll 0",
		"b,b,b,b/b,b,b,b r roll",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			if p != (Position{}) {
				t.Fatalf("Parse(%q) failed but returned %v", s, p)
			}
			return
		}
		if p.String() != s {
			t.Fatalf("Parse(%q).String() = %q", s, p)
		}
		// An accepted position is playable: an ongoing game has an action.
		if !p.Outcome().Finished() && len(p.Legal()) == 0 {
			t.Fatalf("%q: no legal action", s)
		}
		st, err := AviationGame.Parse(s)
		if err != nil || st.(Position) != p {
			t.Fatalf("AviationGame.Parse(%q) = %v, %v", s, st, err)
		}
	})
}

func FuzzApply(f *testing.F) {
	f.Add(uint64(1), uint16(0), []byte{0x10, 0x16, 0x20, 0x11})
	f.Add(uint64(2), uint16(40), []byte{0x00, 0x16, 0x21, 0x22, 0x16, 0x16, 0x23})
	f.Add(uint64(3), uint16(300), []byte{0x13, 0x20, 0x21, 0x22, 0x23, 0x17, 0x1f, 0x24, 0xff})
	f.Add(uint64(4), uint16(5000), []byte{0x16, 0x20, 0x15, 0x20})
	f.Fuzz(func(t *testing.T, seed uint64, steps uint16, actions []byte) {
		// Reach a state with random legal play, then throw the bytes at it.
		r := rand.New(rand.NewPCG(seed, 9))
		var s engine.State = Start()
		for i := 0; i < int(steps) && !s.Outcome().Finished(); i++ {
			next, _, err := s.Apply(randomAction(t, s, r))
			if err != nil {
				t.Fatal(err)
			}
			s = next
		}
		for _, b := range actions {
			a := engine.Action(b)
			before := s.(Position)
			next, ev, err := s.Apply(a)
			if err != nil {
				var ie *engine.IllegalError
				if !errors.As(err, &ie) && !errors.Is(err, engine.ErrFinished) {
					t.Fatalf("%v %s: unexpected error type %v", before, before.FormatAction(a), err)
				}
				if next != nil || ev != nil || s.(Position) != before {
					t.Fatalf("%v %s: refused action left a trace", before, before.FormatAction(a))
				}
				if legalOrRoll(before, a) {
					t.Fatalf("%v: legal action %s refused: %v", before, before.FormatAction(a), err)
				}
				continue
			}
			if !legalOrRoll(before, a) {
				t.Fatalf("%v: action %s accepted but not legal", before, before.FormatAction(a))
			}
			checkStep(t, before, a, next.(Position), ev)
			s = next
		}
	})
}

// legalOrRoll reports whether a is in p's legal actions, or is a roll with
// an outcome 1–6 where the bare roll is legal.
func legalOrRoll(p Position, a engine.Action) bool {
	for _, l := range p.Legal() {
		if l == a {
			return l != Roll
		}
		if l == Roll {
			for n := 1; n <= 6; n++ {
				if a == RollOf(n) {
					return true
				}
			}
		}
	}
	return false
}
