package ai

import (
	"flag"
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
)

var reviewOwnBest = flag.Int("review-own-best", 0, "review this many seeded Hard-vs-Hard games of each game and count the marks on the review's own best move (TestReviewOwnBestMove)")

// TestReviewOwnBestMove measures how the review judges the move it
// recommends: over Hard-vs-Hard games of each game (seeds 1…n), how many
// decisions were the review's own best move, how many of those were marked,
// the most such a move cost, and how many decisions gained more than a
// point. docs/benchmarks.md has the figures:
//
//	go test ./engine/ai -run TestReviewOwnBestMove -v -timeout 60m -args -review-own-best 3
func TestReviewOwnBestMove(t *testing.T) {
	if *reviewOwnBest == 0 {
		t.Skip("a measurement: -args -review-own-best N")
	}
	for _, c := range []struct {
		name   string
		start  func(seed uint64) engine.State
		bots   func(string, uint64) (Bot, error)
		new    func(engine.Seat) Estimator
		viewer engine.Seat
		budget Budget
	}{
		{"jungle", func(uint64) engine.State { return jungle.Start() }, NewJungle, NewJungleEstimator, engine.NoSeat, Budget{}},
		{"ludo (15 ms)", func(uint64) engine.State { return race.Start() }, NewRace, NewRaceEstimator, engine.NoSeat, Budget{Millis: 15}},
		{"domino-both", dealOf, NewDomino, NewDominoEstimator, engine.NoSeat, Budget{}},
		{"domino-seat", dealOf, NewDomino, NewDominoEstimator, engine.First, Budget{}},
	} {
		var decisions, own, ownMarked, marked, gains int
		var ownCost, gain float64
		for g := 1; g <= *reviewOwnBest; g++ {
			start := c.start(uint64(g))
			actions := hardGame(t, start, c.bots, uint64(g))
			an, err := Review(c.new, start, actions, c.viewer, 1, c.budget, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range an.Steps {
				if st.Kind != Decision {
					continue
				}
				decisions++
				if st.Mark != NoMark {
					marked++
				}
				if -st.Drop() > 0.01 {
					gains++
					gain = max(gain, -st.Drop())
				}
				if st.Action == st.Best {
					own++
					ownCost = max(ownCost, st.Drop())
					if st.Mark != NoMark {
						ownMarked++
					}
				}
			}
		}
		t.Logf("%-13s %d games: %d decisions, %d marked; %d on the best move, %d of them marked, most cost %.0f points; %d gained over 1 point (most %.0f)",
			c.name, *reviewOwnBest, decisions, marked, own, ownMarked, 100*ownCost, gains, 100*gain)
	}
}

// dealOf is the dominoes deal of seed.
func dealOf(seed uint64) engine.State { return domino.NewGame(rand.New(rand.NewPCG(seed, 2))) }
