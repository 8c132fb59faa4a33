package domino

import (
	"errors"
	"slices"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"00,01,02,03,04,05,06/11,12,13,14,15,16,22/23,24,25,26,33,34,35,36,44,45,46,55,56,66/- b 0",
		matchPos,
		"66/02/03,04,05,06,13,14,15,16,24,25,26,35,36,46/00,01,11,12,22,23,33,34,44,45,55,56 b 0",
		"-/02/03,04,05,06,13,14,15,16,24,25,26,35,36,46/00,01,11,12,22,23,33,34,44,45,55,56,66 w 0",
		"26,35,36,44,45,55,56,66/11,13,14,15,16,22,23,24,33/02,04/05,52,21,10,00,03,34,46,60 w 2",
		"01,02,03,04,05,06/11,12,13,14,15,16,22,23,24,25,26,33,34,35,36,44,45,46,55/56,66/00 b 1",
		"", "-/-/-/- b 0", "00/ b 0", "99,00/-/-/- w 9", "//// b 0",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q) error %v is not a *ParseError", s, err)
			}
			return
		}
		if got := p.String(); got != s {
			t.Fatalf("Parse(%q).String() = %q", s, got)
		}
		q, err := Parse(p.String())
		if err != nil || q != p {
			t.Fatalf("second parse of %q: %v", s, err)
		}
		// Whatever parses can be played on.
		legal := p.Legal()
		if p.Outcome().Finished() != (len(legal) == 0) {
			t.Fatalf("%q: finished %v with %d legal actions", s, p.Outcome().Finished(), len(legal))
		}
		for _, a := range legal {
			next, _, err := p.Apply(a)
			if err != nil {
				t.Fatalf("%q: legal %s refused: %v", s, p.FormatAction(a), err)
			}
			if _, err := Parse(next.String()); err != nil {
				t.Fatalf("%q after %s: %v", s, p.FormatAction(a), err)
			}
		}
		for seat := engine.NoSeat; seat <= White; seat++ {
			_ = p.View(seat).String()
			_ = p.View(seat).Legal()
		}
	})
}

func FuzzApply(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint32(actDraw), "draw")
	f.Add(uint64(2), uint8(3), uint32(playBase+5), "play:05")
	f.Add(uint64(3), uint8(10), uint32(playBase+4*20+1), "play:25:L")
	f.Add(uint64(4), uint8(40), uint32(actPass), "pass")
	f.Add(uint64(5), uint8(2), uint32(0xffffffff), "play:52:R")
	f.Add(uint64(6), uint8(255), uint32(19), "play:66:R")
	f.Fuzz(func(t *testing.T, seed uint64, steps uint8, raw uint32, text string) {
		// Reach a position by random legal actions.
		r := newRand(seed)
		p := NewGame(r)
		for range steps {
			l := p.Legal()
			if len(l) == 0 {
				break
			}
			next, _, err := p.Apply(l[r.IntN(len(l))])
			if err != nil {
				t.Fatal(err)
			}
			p = next.(Position)
		}
		try := func(a engine.Action) {
			before := p
			next, ev, err := p.Apply(a)
			if p != before {
				t.Fatalf("Apply changed its receiver")
			}
			legal := slices.Contains(p.Legal(), a)
			if err != nil {
				if legal {
					t.Fatalf("%s: legal %s refused: %v", p, p.FormatAction(a), err)
				}
				if next != nil || ev != nil {
					t.Fatalf("%s: refused %s returned a state or events", p, p.FormatAction(a))
				}
				var ie *engine.IllegalError
				if !errors.As(err, &ie) && !errors.Is(err, engine.ErrFinished) {
					t.Fatalf("%s: %s refused with %v", p, p.FormatAction(a), err)
				}
				return
			}
			if !legal {
				t.Fatalf("%s: %s accepted but not listed", p, p.FormatAction(a))
			}
			if _, err := Parse(next.String()); err != nil {
				t.Fatalf("%s after %s: %v", p, p.FormatAction(a), err)
			}
		}
		try(engine.Action(raw))
		if a, err := p.ParseAction(text); err == nil {
			if got := p.FormatAction(a); got != text {
				t.Fatalf("ParseAction(%q) formats back as %q", text, got)
			}
			try(a)
		}
		_ = p.FormatAction(engine.Action(raw))
	})
}
