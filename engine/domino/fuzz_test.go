package domino

import (
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
)

func FuzzParse(f *testing.F) {
	enginetest.FuzzNotation[*ParseError](f, Parse, func(t *testing.T, p Position) {
		// Whatever parses can be played on.
		legal := p.Legal()
		if p.Outcome().Finished() != (len(legal) == 0) {
			t.Fatalf("%s: finished %v with %d legal actions", p, p.Outcome().Finished(), len(legal))
		}
		for _, a := range legal {
			next, _, err := p.Apply(a)
			if err != nil {
				t.Fatalf("%s: legal %s refused: %v", p, p.FormatAction(a), err)
			}
			if _, err := Parse(next.String()); err != nil {
				t.Fatalf("%s after %s: %v", p, p.FormatAction(a), err)
			}
		}
		for seat := engine.NoSeat; seat <= White; seat++ {
			_ = p.View(seat).String()
			_ = p.View(seat).Legal()
		}
	},
		"00,01,02,03,04,05,06/11,12,13,14,15,16,22/23,24,25,26,33,34,35,36,44,45,46,55,56,66/- b 0",
		matchPos,
		"66/02/03,04,05,06,13,14,15,16,24,25,26,35,36,46/00,01,11,12,22,23,33,34,44,45,55,56 b 0",
		"-/02/03,04,05,06,13,14,15,16,24,25,26,35,36,46/00,01,11,12,22,23,33,34,44,45,55,56,66 w 0",
		"26,35,36,44,45,55,56,66/11,13,14,15,16,22,23,24,33/02,04/05,52,21,10,00,03,34,46,60 w 2",
		"01,02,03,04,05,06/11,12,13,14,15,16,22,23,24,25,26,33,34,35,36,44,45,46,55/56,66/00 b 1",
		"", "-/-/-/- b 0", "00/ b 0", "99,00/-/-/- w 9", "//// b 0",
	)
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
		p := enginetest.RandomState(t, NewGame(r), r, int(steps))
		try := func(a engine.Action) {
			next, _ := enginetest.Apply(t, p, a, enginetest.Listed(p, a))
			if next == nil {
				return
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
