package race

import (
	"math"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/games/gamestest"
	"github.com/plyyard/plyyard/puzzle"
)

// TestRaceConforms checks both entries (gamestest.Conform: bots, views,
// lessons, and every puzzle proved) and their puzzle sets' shape.
func TestRaceConforms(t *testing.T) {
	for _, g := range []*games.Game{Ludo, Aviation} {
		t.Run(g.Name, func(t *testing.T) {
			t.Parallel()
			gamestest.SetShape(t, g, 30, 5)
			gamestest.Conform(t, g)
		})
	}
}

// TestRaceWrongAnswerFails: with its answer replaced by any other legal
// move, a puzzle's proof fails.
func TestRaceWrongAnswerFails(t *testing.T) {
	// A few of each game, chosen among the quick ones: every other legal
	// move is a proof of its own.
	for _, id := range []string{"ludo-06", "ludo-08", "ludo-32", "aviation-01", "aviation-02"} {
		g, p, ok := find(id)
		if !ok {
			t.Fatalf("no puzzle %s", id)
		}
		s, err := g.Rules.Parse(p.Position)
		if err != nil {
			t.Fatal(err)
		}
		gamestest.OthersFail(t, g, p, gamestest.Legal(s))
	}
}

// TestRaceExpectimaxByHand checks the search against a sum done by hand,
// with a judge that calls every unfinished position even.
//
// Red 56,56,55,54, yellow 56,56,56,55, red has rolled a 1. Two plies:
//   - p2 goes home (55→56) and red rolls again: a 2 brings p3 home and wins
//     (1); any other face leaves the game open (½): (1+5·½)/6 = 7/12.
//   - p3 steps to 55 and yellow rolls: a 1 brings its last piece home and
//     red has lost (0); any other face: ½. (0+5·½)/6 = 5/12.
func TestRaceExpectimaxByHand(t *testing.T) {
	moves, odds, err := chances(Ludo.Rules, "56,56,55,54/56,56,56,55 r 1 0", 2, evenJudge{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"p2": 7.0 / 12, "p3": 5.0 / 12}
	if len(moves) != 2 {
		t.Fatalf("moves %v", moves)
	}
	for i, m := range moves {
		if math.Abs(odds[i]-want[m]) > 1e-12 {
			t.Errorf("%s: %.6f, want %.6f", m, odds[i], want[m])
		}
	}
	// One ply: both leaves are unfinished, so both moves are even.
	_, odds, err = chances(Ludo.Rules, "56,56,55,54/56,56,56,55 r 1 0", 1, evenJudge{})
	if err != nil {
		t.Fatal(err)
	}
	if odds[0] != 0.5 || odds[1] != 0.5 {
		t.Errorf("one ply: %v, want ½ and ½", odds)
	}
}

// evenJudge calls every position even.
type evenJudge struct{}

func (evenJudge) Estimate(engine.State, uint64, ai.Budget) (ai.Estimate, error) {
	return ai.Estimate{Win: [2]float64{0.5, 0.5}}, nil
}

// TestRaceProverKnownAnswer: the prover finds an answer that is plain
// without it. Yellow's last piece stands at 49, seven steps from home, on
// a square that is not safe and that red's p3 reaches with the 3 it
// rolled; red's p2 could instead step up its home column. Taking the
// runner sends it back to base, from where it needs a six and 56 more
// steps: the capture is far better, in both race games.
func TestRaceProverKnownAnswer(t *testing.T) {
	for _, g := range []*games.Game{Ludo, Aviation} {
		game := g.Name
		p := puzzle.Puzzle{ID: game + "-x", Game: game, Kind: puzzle.Compare, Position: "56,56,40,20/56,56,56,49 r 3 0",
			Answer: []string{"p3"}, Proof: puzzle.Proof{Depth: 2, Margin: 0.3}}
		if err := g.Check(p); err != nil {
			t.Errorf("%s: %v", game, err)
		}
		p.Answer = []string{"p2"}
		if err := g.Check(p); err == nil {
			t.Errorf("%s: the proof holds for p2", game)
		}
	}
}

// TestRaceProverRefuses: a position awaiting a roll, a forced move, a bad
// depth and an illegal answer are errors.
func TestRaceProverRefuses(t *testing.T) {
	base := puzzle.Puzzle{ID: "ludo-x", Game: "ludo", Kind: puzzle.Rules, Answer: []string{"p0"}, Proof: puzzle.Proof{Depth: 1, Margin: 0.01}}
	for _, c := range []struct {
		pos, answer string
		depth       int
	}{
		{"b,b,b,b/b,b,b,b r roll 0", "p0", 1},
		{"10,b,b,b/b,b,b,b r 3 0", "p0", 1},
		{"10,20,b,b/b,b,b,b r 3 0", "p0", 0},
		{"10,20,b,b/b,b,b,b r 3 0", "p0", 9},
		{"10,20,b,b/b,b,b,b r 3 0", "p3", 1},
		{"10,20,b,b/b,b,b,b r 3 0", "roll", 1},
	} {
		p := base
		p.Position, p.Answer, p.Proof.Depth = c.pos, []string{c.answer}, c.depth
		if err := Ludo.Check(p); err == nil {
			t.Errorf("%s %s depth %d: proved", c.pos, c.answer, c.depth)
		}
	}
}

// find is the race puzzle called id, and its game.
func find(id string) (*games.Game, puzzle.Puzzle, bool) {
	for _, g := range []*games.Game{Ludo, Aviation} {
		for _, p := range g.Puzzles {
			if p.ID == id {
				return g, p, true
			}
		}
	}
	return nil, puzzle.Puzzle{}, false
}
