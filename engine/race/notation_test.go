package race

import (
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine/enginetest"
)

func TestParseRoundTrip(t *testing.T) {
	enginetest.RoundTrip(t, Parse,
		"b,b,b,b/b,b,b,b r roll 0",
		"b,b,b,b/b,b,b,b y roll 0",
		"b,b,b,b/b,b,b,b r 6 1",
		"0,b,b,b/b,b,b,b r 6 2",
		"0,b,b,b/b,b,b,b r roll 1",
		"0,b,b,b/b,b,b,b r roll 2",
		"10,b,56,53/b,0,b,51 y 6 2",
		"8,13,21,26/34,39,47,0 r 3 0",
		"55,54,53,52/51,50,49,48 y 1 0",
		"56,56,56,56/20,b,b,b r roll 0",
		"56,56,56,56/20,b,b,b r roll 2",
		"b,b,b,b/56,56,56,56 y roll 1",
		"8,b,b,b/34,b,b,b r roll 0",
		"25,b,b,b/51,b,b,b r roll 0",
	)
}

func TestParseErrors(t *testing.T) {
	enginetest.Refuses[error](t, Parse, map[string]string{
		"":                                 "four fields",
		"b,b,b,b/b,b,b,b r roll":           "four fields",
		"b,b,b,b/b,b,b,b  r roll 0":        "four fields",
		"b,b,b,b/b,b,b,b r roll 0 ":        "four fields",
		"b,b,b,b/b,b,b,b\tr roll 0":        "four fields",
		"b,b,b,b r roll 0":                 "one '/'",
		"b,b,b,b/b,b,b,b/b,b,b,b r roll 0": "one '/'",
		"b,b,b/b,b,b,b r roll 0":           "red pieces",
		"b,b,b,b/b,b,b,b,b r roll 0":       "yellow pieces",
		"b,b,b,b/b,b,,b r roll 0":          "yellow piece 2",
		"57,b,b,b/b,b,b,b r roll 0":        "red piece 0: \"57\"",
		"b,b,b,b/b,-1,b,b r roll 0":        "yellow piece 1",
		"b,b,b,07/b,b,b,b r roll 0":        "red piece 3",
		"b,b,b,B/b,b,b,b r roll 0":         "red piece 3",
		"b,b,b,100/b,b,b,b r roll 0":       "red piece 3",
		"b,b,b,+5/b,b,b,b r roll 0":        "red piece 3",
		"b,b,b,b/b,b,b,b g roll 0":         "side \"g\"",
		"b,b,b,b/b,b,b,b R roll 0":         "side",
		"b,b,b,b/b,b,b,b r 0 0":            "phase \"0\"",
		"b,b,b,b/b,b,b,b r 7 0":            "phase",
		"b,b,b,b/b,b,b,b r Roll 0":         "phase",
		"b,b,b,b/b,b,b,b r roll 3":         "sixes \"3\"",
		"b,b,b,b/b,b,b,b r roll -1":        "sixes",
		"b,b,b,b/b,b,b,b r roll 00":        "sixes",
		"b,b,b,b/b,b,b,b r 6 0":            "sixes 1 or 2",
		"10,b,b,b/b,b,b,b r 3 1":           "resets the count",
		"10,b,b,b/b,b,b,b r 5 2":           "resets the count",
		"56,56,56,56/56,56,56,56 r roll 0": "both colours",
		"56,56,56,56/b,b,b,b y roll 0":     "want side r",
		"b,b,b,b/56,56,56,56 r roll 0":     "want side y",
		"56,56,56,56/b,b,b,b r 3 0":        "game is over",
		"b,b,b,b/b,b,b,b r roll 1":         "moved with a six",
		"10,b,b,b/b,b,b,b y roll 2":        "yellow has moved with a six",
		"b,b,b,b/b,b,b,b r 6 2":            "moved with a six",
		"b,b,b,b/b,b,b,b r 3 0":            "no red piece can move by 3",
		"53,56,b,b/b,b,b,b r 4 0":          "no red piece can move by 4",
		"56,56,56,52/b,b,b,b r 6 1":        "no red piece can move by 6",
		"10,b,b,b/36,b,b,b r roll 0":       "share loop square 10",
		"b,b,b,2/b,b,28,b y roll 0":        "red piece 3 and yellow piece 2 share loop square 2",
	})
}

func TestActionNotation(t *testing.T) {
	p := Start()
	for text, a := range map[string]uint32{
		"roll": uint32(Roll), "roll:1": uint32(RollOf(1)), "roll:6": uint32(RollOf(6)),
		"p0": uint32(Move(0)), "p3": uint32(Move(3)),
	} {
		got, err := p.ParseAction(text)
		if err != nil || uint32(got) != a {
			t.Errorf("ParseAction(%q) = %v, %v; want %v", text, got, err, a)
		}
		if p.FormatAction(got) != text {
			t.Errorf("FormatAction(%v) = %q, want %q", got, p.FormatAction(got), text)
		}
	}
	for _, text := range []string{"", "Roll", "roll:", "roll:0", "roll:7", "roll:12", "roll 3", "p4", "p-1", "P0", "p", "p00", " roll", "move"} {
		if a, err := p.ParseAction(text); err == nil {
			t.Errorf("ParseAction(%q) = %v, want an error", text, a)
		}
	}
	if s := p.FormatAction(0); !strings.HasPrefix(s, "action(") {
		t.Errorf("FormatAction(0) = %q", s)
	}
}
