package registry

import (
	"math/rand/v2"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
)

// reviewPositions is how many positions of each game the review's
// one-measure test judges.
const reviewPositions = 200

// The review values a decision under one model (issue 27): at positions
// from seeded games of every pair of bots, every legal action is reviewed,
// and none shows a gain of more than a point over the best action the
// review names, whose own review costs at most a point.
func TestReviewOneMeasureBeforeAndAfter(t *testing.T) {
	budget := ai.Budget{Millis: 1} // a cheap judge: the property holds at any budget
	for _, g := range Games.All() {
		t.Run(g.Name, func(t *testing.T) {
			positions := decisionPositions(t, g, reviewPositions)
			if len(positions) < reviewPositions {
				t.Fatalf("%d positions, want %d", len(positions), reviewPositions)
			}
			viewers := []func(engine.State) engine.Seat{func(engine.State) engine.Seat { return engine.NoSeat }}
			if g.Name == "domino" {
				viewers = append(viewers, engine.State.ToMove)
			}
			// One judge for every review of a viewer: the estimators
			// answer a position the same whatever they judged before, but
			// for what a dominoes seat has observed, which a fresh judge
			// of each of its reviews starts without.
			shared := g.NewEstimator(engine.NoSeat)
			for _, viewerOf := range viewers {
				for k, s := range positions {
					viewer := viewerOf(s)
					newEstimator := func(engine.Seat) ai.Estimator { return shared }
					if viewer.Valid() {
						newEstimator = g.NewEstimator
					}
					checkOneMeasure(t, g, newEstimator, s, viewer, uint64(k), budget)
				}
			}
		})
	}
}

// checkOneMeasure reviews every legal action at s.
func checkOneMeasure(t *testing.T, g *games.Game, newEstimator func(engine.Seat) ai.Estimator, s engine.State, viewer engine.Seat, seed uint64, b ai.Budget) {
	t.Helper()
	// The review as a player gets it, with the game's marks and their
	// floor (Jungle's forced losses and pieces lost): where the floor moves
	// the best to a move that holds, the move it gave way to still shows
	// no gain over it.
	review := func(a engine.Action) ai.Step {
		an, err := ai.Review(newEstimator, g.Marks, s, []engine.Action{a}, viewer, seed, b, nil)
		if err != nil {
			t.Fatalf("%s at %s: %v", g.Name, s, err)
		}
		return an.Steps[0]
	}
	var best ai.Step
	for i, a := range s.Legal() {
		st := review(a)
		if st.Kind != ai.Decision || !st.HasBest {
			t.Fatalf("%s at %s, %s: kind %d, best %v", g.Name, s, st.Text, st.Kind, st.HasBest)
		}
		if -st.Drop() > 0.01 {
			t.Errorf("%s at %s: %s gains %.3f over the best, %s", g.Name, s, st.Text, -st.Drop(), st.BestText)
		}
		if i == 0 {
			best = review(st.Best)
		}
	}
	if best.Action != best.Best || best.Drop() > 0.01 {
		t.Errorf("%s at %s: the best action %s costs %.3f (best %s)", g.Name, s, best.Text, best.Drop(), best.BestText)
	}
}

// decisionPositions collects at least n positions where the side to move
// chooses among two or more actions, from one seeded game of every pair of
// bots, spread along each game.
func decisionPositions(t *testing.T, g *games.Game, n int) []engine.State {
	t.Helper()
	pairs := len(ai.Names) * len(ai.Names)
	each := (n + pairs - 1) / pairs
	var out []engine.State
	seed := uint64(0)
	for _, x := range ai.Names {
		for _, y := range ai.Names {
			seed++
			var bots [2]ai.Bot
			for i, name := range []string{x, y} {
				bot, err := g.NewBot(name, seed*2+uint64(i))
				if err != nil {
					t.Fatal(err)
				}
				bots[i] = bot
			}
			r := rand.New(rand.NewPCG(seed, 27))
			var found []engine.State
			_, _, err := ai.Play(g.Rules.Start(r), bots, r, ai.Budget{Millis: 1}, func(s engine.State, _ engine.Action, _ engine.State) {
				if isDecision(s) {
					found = append(found, s)
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			for k := 0; k < each && k < len(found); k++ {
				out = append(out, found[k*len(found)/each])
			}
		}
	}
	return out
}

// isDecision reports whether the side to move in s chooses among two or
// more actions none of which is chance's.
func isDecision(s engine.State) bool {
	legal := s.Legal()
	if len(legal) < 2 {
		return false
	}
	if c, ok := s.(engine.Chance); ok {
		for _, a := range legal {
			if c.Outcomes(a) > 0 {
				return false
			}
		}
	}
	return true
}
