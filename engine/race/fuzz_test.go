package race

import (
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
)

func FuzzParse(f *testing.F) {
	enginetest.FuzzNotation[error](f, Parse, func(t *testing.T, p Position) {
		// An accepted position is playable: an ongoing game has an action.
		if !p.Outcome().Finished() && len(p.Legal()) == 0 {
			t.Fatalf("%s: no legal action", p)
		}
		st, err := AviationRules.Parse(p.String())
		if err != nil || st.(Position) != p {
			t.Fatalf("AviationGame.Parse(%q) = %v, %v", p, st, err)
		}
	},
		"b,b,b,b/b,b,b,b r roll 0",
		"10,b,56,53/b,0,b,51 y 6 2",
		"56,56,56,56/20,b,b,b r roll 1",
		"8,b,b,b/34,b,b,b r 3 0",
		"b,b,b,b/b,b,b,b r 6 0",
		"57,b,b,b/b,b,b,b r roll 0",
		"b,b,b,b/b,b,b,b r roll",
		"",
	)
}

func FuzzApply(f *testing.F) {
	f.Add(uint64(1), uint16(0), []byte{0x10, 0x16, 0x20, 0x11})
	f.Add(uint64(2), uint16(40), []byte{0x00, 0x16, 0x21, 0x22, 0x16, 0x16, 0x23})
	f.Add(uint64(3), uint16(300), []byte{0x13, 0x20, 0x21, 0x22, 0x23, 0x17, 0x1f, 0x24, 0xff})
	f.Add(uint64(4), uint16(5000), []byte{0x16, 0x20, 0x15, 0x20})
	f.Fuzz(func(t *testing.T, seed uint64, steps uint16, actions []byte) {
		// Reach a state with random legal play, then throw the bytes at it.
		s := enginetest.RandomState(t, Start(), rand.New(rand.NewPCG(seed, 9)), int(steps))
		for _, b := range actions {
			a := engine.Action(b)
			before := s.(Position)
			next, ev := enginetest.Apply(t, s, a, legalOrRoll(before, a))
			if next != nil {
				checkStep(t, before, a, next.(Position), ev)
				s = next
			}
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
