package domino

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15)) }

func TestParseRoundTrip(t *testing.T) {
	for _, s := range []string{
		"00,01,02,03,04,05,06/11,12,13,14,15,16,22/23,24,25,26,33,34,35,36,44,45,46,55,56,66/- b 0",
		matchPos,
		"66/02/03,04,05,06,13,14,15,16,24,25,26,35,36,46/00,01,11,12,22,23,33,34,44,45,55,56 b 0",
		"-/02/03,04,05,06,13,14,15,16,24,25,26,35,36,46/00,01,11,12,22,23,33,34,44,45,55,56,66 w 0",
		blocked("26,35,36,44,45,55,56,66", "11,13,14,15,16,22,23,24,33"),
		"26,35,36,44,45,55,56,66/11,13,14,15,16,22,23,24,33/02,04/05,52,21,10,00,03,34,46,60 w 2",
		// Hands are kept in the order written.
		"06,05,04,03,02,01,00/22,16,15,14,13,12,11/23,24,25,26,33,34,35,36,44,45,46,55,56,66/- b 0",
	} {
		p := mustParse(t, s)
		q := mustParse(t, p.String())
		if p != q {
			t.Errorf("%s: parsed twice to different values", s)
		}
	}
}

func TestParseRejects(t *testing.T) {
	start := "00,01,02,03,04,05,06/11,12,13,14,15,16,22/23,24,25,26,33,34,35,36,44,45,46,55,56,66/- b 0"
	for _, c := range []struct{ text, want string }{
		{"", "want <black hand>"},
		{start + " ", "want <black hand>"},
		{" " + start, "want <black hand>"},
		{strings.Replace(start, " b ", "  b ", 1), "want <black hand>"},
		{strings.Replace(start, "/- ", " ", 1), "want <black hand>"},
		{strings.Replace(start, "/- ", "/ ", 1), "the line: empty"},
		{strings.Replace(start, " b ", " x ", 1), "side to move is b or w"},
		{strings.Replace(start, " 0", " 3", 1), "pass count is 0, 1 or 2"},
		{strings.Replace(start, " 0", " 00", 1), "pass count"},
		{strings.Replace(start, "05", "50", 1), "tile 50 must be written lower half first"},
		{strings.Replace(start, "23,", "32,", 1), "lower half first"},
		{strings.Replace(start, "05", "57", 1), `"57" is not a tile`},
		{strings.Replace(start, "05", "5", 1), `"5" is not a tile`},
		{strings.Replace(start, "05", "05 ", 1), "want <black hand>"},
		{strings.Replace(start, "05,", "05,,", 1), `"" is not a tile`},
		{strings.Replace(start, "05", "04", 1), "tile 04 appears twice in black's hand"},
		{strings.Replace(start, "05", "11", 1), "tile 11 appears twice, in black's hand and in white's hand"},
		{strings.Replace(start, "05,", "", 1), "tile 05 is missing"},
		// The empty table admits only the deal.
		{strings.Replace(start, " b ", " w ", 1), "the table is empty"},
		{"00,01,02,03,04,05/11,12,13,14,15,16,22/06,23,24,25,26,33,34,35,36,44,45,46,55,56,66/- b 0", "boneyard holds 15"},
		{"00,01,02,03,04,05,06,23/11,12,13,14,15,16,22/24,25,26,33,34,35,36,44,45,46,55,56,66/- b 0", "the table is empty"},
		// Lines must chain.
		{"00,01,02,04,06/03,05,36,56,44,11,24/13,14,15,22,23,26,33,34,35,45,46,55,66/52,12,16 w 0", "the line does not chain: 12 follows 52"},
		{"00,01,02,04,06/03,05,36,56,44,11,24/13,14,15,22,23,26,33,34,35,45,46,55,66/25,21,16 w 0", "does not chain"},
		// While the boneyard holds more than two, nobody has passed: the
		// turn follows the length of the line.
		{strings.Replace(matchPos, " w 0", " b 0", 1), "it is white's turn"},
		{strings.Replace(matchPos, " w 0", " w 1", 1), "passes only when two tiles remain"},
		{"00,01,02,04/06,03,05,36,56,44,11,24/13,14,15,22,23,26,33,34,35,45,46,55,66/52,21,16 w 0", "black has played 2 of the tiles on the line, so holds at least 5, not 4"},
		// The boneyard never goes below two.
		{"00,01,02,03,04,05/11,12,13,14,15,16,22,23,24,25,26,33,34,35,36,44,45,46,55,56/66/06 w 0", "its last two are never drawn"},
		// Black draws nothing before its second turn.
		{"00,01,02,03,04,05,06/11,12,13,14,15,16,22/23,24,25,26,33,34,35,36,44,45,46,55,56/66 w 0", "holds exactly 6 tiles, not 7"},
		// A hand holds at most 7 + 12 tiles.
		{"01,02,03,04,05/11,12,13,14,15,16,22,23,24,25,26,33,34,35,36,44,45,46,55,56/06,66/00 w 0", "white holds 20 tiles, but a hand holds at most 19"},
		// A player who passed holds nothing that fits.
		{blocked("02,26,35,36,44,45,55,56,66", "11,13,14,15,16,22,23,24,33") + "x", "pass count"},
		{"26,35,36,44,45,55,56,66/02,13,14,15,16,22,23,24,33/04,11/05,52,21,10,00,03,34,46,60 b 1", "white passed, but holds 02"},
		{"02,26,35,36,44,45,55,56/11,13,14,15,16,22,23,24,33/04,66/05,52,21,10,00,03,34,46,60 w 2", "black passed, but holds 02"},
		// An empty hand ends the game with the other side to move.
		{"66/02/03,04,05,06,13,14,15,16,24,25,26,35,36,46/00,01,11,12,22,23,33,34,44,45,55,56 w 0", "it is black's turn"},
		{"-/02/03,04,05,06,13,14,15,16,24,25,26,35,36,46/00,01,11,12,22,23,33,34,44,45,55,56,66 b 0", "it is white's turn"},
		{"-/11,13,14,15,16,22,23,24,26,33,35,36,44,45,55,56,66/02,04/05,52,21,10,00,03,34,46,60 b 0", "black has placed its last tile, so the turn is white's"},
		{"-/11,13,14,15,16,22,23,24,26,33,35,36,44,45,55,56,66/02,04/05,52,21,10,00,03,34,46,60 w 1", "the pass count is 0"},
	} {
		_, err := Parse(c.text)
		if err == nil {
			t.Errorf("Parse(%q) accepted, want %q", c.text, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want it to say %q", c.text, err, c.want)
		}
	}
}

func TestParseHandSizes(t *testing.T) {
	// Black played the first tile, so it cannot hold all 7 + 12 tiles.
	p := "01,02,03,04,05,06,11,12,13,14,15,16,22,23,24,25,26,33,34/35,36,44,45,46,55/56,66/00 w 0"
	if _, err := Parse(p); err == nil || !strings.Contains(err.Error(), "black must have played at least 1 tiles and white at least 1, but the line holds only 1") {
		t.Errorf("Parse(%q) = %v", p, err)
	}
	// White drew twelve tiles and passed; black played its first tile and
	// drew nothing: reachable.
	mustParse(t, "01,02,03,04,05,06/11,12,13,14,15,16,22,23,24,25,26,33,34,35,36,44,45,46,55/56,66/00 b 1")
}
