package jungle

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

func TestParseRoundTrip(t *testing.T) {
	for _, s := range []string{
		StartFEN,
		"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b 17",
		"7/7/7/7/7/7/7/7/7 r 0",
		"3E3/7/7/7/7/7/7/7/7 b 60",
		"7/7/7/1R5/7/4r2/7/7/7 r 1",
	} {
		p, err := Parse(s)
		if err != nil {
			t.Errorf("Parse(%q): %v", s, err)
			continue
		}
		if got := p.String(); got != s {
			t.Errorf("Parse(%q).String() = %q", s, got)
		}
	}
}

func TestParseRejects(t *testing.T) {
	for s, why := range map[string]string{
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
	} {
		_, err := Parse(s)
		var pe *ParseError
		if !errors.As(err, &pe) || !strings.Contains(err.Error(), why) {
			t.Errorf("Parse(%q) = %v, want an error saying %q", s, err, why)
		}
	}
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
	f.Add(StartFEN)
	f.Add("7/7/7/7/7/7/7/7/7 r 0")
	f.Add("3E3/7/7/7/7/7/7/7/7 b 60")
	f.Add("l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r 007")
	f.Add("7/7/7/1R5/7/4r2/7/7/7 r 1")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			return
		}
		if got := p.String(); got != s {
			t.Fatalf("Parse(%q).String() = %q", s, got)
		}
		q, err := Parse(p.String())
		if err != nil || q != p {
			t.Fatalf("second parse of %q: %v", s, err)
		}
		// Whatever parses can be played on without panicking.
		_ = p.Outcome()
		for _, a := range p.Legal() {
			if _, _, err := p.Apply(a); err != nil {
				t.Fatalf("%s: legal %s refused: %v", s, p.FormatAction(a), err)
			}
		}
	})
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
		r := rand.New(rand.NewPCG(seed, 7))
		p := Start()
		for i := 0; i < int(plies); i++ {
			legal := p.Legal()
			if len(legal) == 0 {
				break
			}
			next, _, err := p.Apply(legal[r.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			p = next.(Position)
		}
		before := p
		a := engine.Action(raw)
		next, ev, err := p.Apply(a)
		if p != before {
			t.Fatal("Apply changed its receiver")
		}
		inLegal := false
		for _, l := range p.Legal() {
			inLegal = inLegal || l == a
		}
		if err != nil {
			if inLegal {
				t.Fatalf("legal action %s refused: %v", p.FormatAction(a), err)
			}
			if next != nil || ev != nil {
				t.Fatal("a refused action returned a state or events")
			}
			return
		}
		if !inLegal {
			t.Fatalf("%s accepted %s, which Legal does not list", p, p.FormatAction(a))
		}
	})
}
