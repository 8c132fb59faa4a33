package jungle

import (
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
)

func TestParseRoundTrip(t *testing.T) {
	enginetest.RoundTrip(t, Parse,
		StartFEN,
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b 17",
		"7/7/7/7/7/7/7/7/7 r 0",
		"3E3/7/7/7/7/7/7/7/7 b 60",
		"7/7/7/1R5/7/4r2/7/7/7 r 1",
	)
}

func TestParseRejects(t *testing.T) {
	enginetest.Refuses[*ParseError](t, Parse, map[string]string{
		"":             "three fields",
		StartFEN + " ": "three fields",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L  r 0": "three fields",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1 r 0":      "9 ranks",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T6L r 0":  "longer",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T4L r 0":  "has 6 squares",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T41L r 0": "one digit",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5X r 0":  "animal letter",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L x 0":  "side to move",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r 61": "clock",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r -1": "clock",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r 07": "clock",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5T r 0":  "two tigers",
		"3r3/7/7/7/7/7/7/7/7 r 0":                        "own den",
		"7/7/7/1D5/7/7/7/7/7 r 0":                        "river",
		"3E3/7/7/7/7/7/7/7/3e3 r 0":                      "both dens",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r 0x": "clock",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L/ r 0": "9 ranks",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T05L r 0": "animal letter",
	})
}

func TestMoveNotation(t *testing.T) {
	for _, s := range []string{"g3g4", "a4d4", "a1g9"} {
		m, err := ParseMove(s)
		if err != nil || m.String() != s || MoveOf(m.Action()) != m {
			t.Errorf("%s: %v %v", s, m, err)
		}
	}
	for _, s := range []string{"", "g3", "g3g", "h1a1", "a0a1", "a1a10", "A1A2", "g3-g4"} {
		if _, err := ParseMove(s); err == nil {
			t.Errorf("ParseMove(%q) accepted", s)
		}
		if _, err := Start().ParseAction(s); err == nil {
			t.Errorf("ParseAction(%q) accepted", s)
		}
	}
}

func FuzzParse(f *testing.F) {
	enginetest.FuzzNotation[*ParseError](f, Parse, func(t *testing.T, p Position) {
		// Whatever parses can be played on.
		_ = p.Outcome()
		for _, a := range p.Legal() {
			if _, _, err := p.Apply(a); err != nil {
				t.Fatalf("%s: legal %s refused: %v", p, p.FormatAction(a), err)
			}
		}
	},
		StartFEN,
		"7/7/7/7/7/7/7/7/7 r 0",
		"3E3/7/7/7/7/7/7/7/7 b 60",
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r 007",
		"7/7/7/1R5/7/4r2/7/7/7 r 1",
	)
}

// FuzzApply plays a seeded random game for a few moves, then throws an
// arbitrary action at the position reached: it must never panic, a refused
// action must leave the position as it was, and an accepted one must be in
// Legal.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint32(0))
	f.Add(uint64(2), uint8(10), uint32(0x3ff))
	f.Add(uint64(3), uint8(40), uint32(1<<12))
	f.Add(uint64(4), uint8(200), uint32(0xffffffff))
	f.Fuzz(func(t *testing.T, seed uint64, plies uint8, raw uint32) {
		p := enginetest.RandomState(t, Start(), rand.New(rand.NewPCG(seed, 7)), int(plies))
		a := engine.Action(raw)
		enginetest.Apply(t, p, a, enginetest.Listed(p, a))
	})
}
