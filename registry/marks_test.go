package registry

import (
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
)

// gradeCases are, for each game, a position and an action the review
// grades ??, ?, ?! and - (the judge who sees everything, seed 1, 20 ms).
var gradeCases = []struct{ game, pos, action, mark string }{
	// Blue's elephant is next to Red's lion: d4d3 lets Blue win by force
	// (d5d4 …), g3f3 holds (games/jungle TestMarkFloor).
	{"jungle", "l6/7/r6/7/3e3/3L3/E5R/7/7 r 0", "d4d3", ai.Blunder},
	{"jungle", "l6/7/r6/7/3e3/3L3/E5R/7/7 r 0", "g3f3", ai.NoMark},
	// Blue's dog steps to d3, where Red's leopard takes it.
	{"jungle", "l5t/1w3c1/r5e/3d3/7/3p3/E3PWR/1CD2L1/1T5 b 13", "d4d3", ai.Mistake},
	{"jungle", "l4ct/w4e1/2pd3/7/r2D3/7/E1C2PR/T3W1L/7 r 22", "c3b3", ai.Inaccuracy},
	// Red's piece on 15 can send Yellow's last piece back to base; the
	// other move lets it run home.
	{"ludo", "15,30,56,56/45,56,56,56 r 4 0", "p1", ai.Blunder},
	{"ludo", "20,b,38,56/56,31,21,8 y 4 0", "p2", ai.Mistake},
	{"ludo", "56,50,0,0/26,26,b,1 r 1 0", "p2", ai.Inaccuracy},
	{"ludo", "56,50,0,0/26,26,b,1 r 1 0", "p1", ai.NoMark},
	{"aviation", "15,30,56,56/45,56,56,56 r 4 0", "p1", ai.Blunder},
	{"aviation", "20,b,38,56/56,31,21,8 y 4 0", "p1", ai.Mistake},
	{"aviation", "11,b,12,44/55,21,11,0 r 4 0", "p3", ai.Inaccuracy},
	{"aviation", "11,b,12,44/55,21,11,0 r 4 0", "p2", ai.NoMark},
	// The boneyard spent, 24 on the left blocks White's 44 and 00
	// (engine/ai's blunder case).
	{"domino", "33/66,44,26,55,24,00/22,56/46,60,04,43,36,61,13,30,01,14,45,51,11,12,25,53,32,20,05 w 0", "play:24:L", ai.Blunder},
	{"domino", "45,66,06,15,34,56,13/12,23,55,05,24,16,14/03,01,25,33,44,02,35,04,46,36,26,22,11,00/- b 0", "play:45", ai.Mistake},
	{"domino", "45,66,06,15,34,56,13/12,23,55,05,24,16,14/03,01,25,33,44,02,35,04,46,36,26,22,11,00/- b 0", "play:06", ai.NoMark},
	// White's 00 on the right costs a little, its 02 on the right much.
	{"domino", "25,22/33,02,00/05,44,24,46,13,04,11,12,66,23,35,34,56,55/26,63,30,06,61,15,54,41,10 w 0", "play:00:R", ai.Inaccuracy},
	{"domino", "25,22/33,02,00/05,44,24,46,13,04,11,12,66,23,35,34,56,55/26,63,30,06,61,15,54,41,10 w 0", "play:02:R", ai.Blunder},
}

// Each game's review gives each grade to a named action by the game's
// marks.
func TestReviewGradesInEachGame(t *testing.T) {
	for _, c := range gradeCases {
		g := Games.Must(c.game)
		s, err := g.Rules.Parse(c.pos)
		if err != nil {
			t.Fatal(err)
		}
		a, err := s.ParseAction(c.action)
		if err != nil {
			t.Fatal(err)
		}
		an, err := g.Review(s, []engine.Action{a}, engine.NoSeat, 1, ai.Budget{Millis: 20}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if st := an.Steps[0]; st.Mark != c.mark {
			t.Errorf("%s %s in %s: %q (%.0f%% -> %.0f%%, best %s), want %q", c.game, c.action, c.pos, st.Mark, 100*st.Before, 100*st.After, st.BestText, c.mark)
		}
	}
}
