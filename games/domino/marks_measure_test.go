package domino

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/games/gamestest"
)

// TestMeasureMarks measures the dominoes review's marks against the
// open-hand solver: decisions of seeded Hard-vs-Expert games once the
// boneyard is spent (its last two tiles are never drawn), every legal
// action's exact cost (solveActions) against the review's drop for it (the
// judge who sees both hands, at the review's default budget). It prints
// the agreement of the game's marks and of the best thresholds on a grid:
//
//	PLYYARD_MEASURE=1 go test ./games/domino -run TestMeasureMarks -v
func TestMeasureMarks(t *testing.T) {
	gamestest.Measuring(t)
	var ms []gamestest.Measured
	positions := 0
	for seed := uint64(1); positions < 300 && seed < 400; seed++ {
		var bots [2]ai.Bot
		for i, name := range []string{"hard", "expert"} {
			bots[(int(seed)+i)%2], _ = Game.NewBot(name, seed*2+uint64(i))
		}
		r := rand.New(rand.NewPCG(seed, 27))
		var found []domino.Position
		_, _, err := ai.Play(Game.Rules.Start(r), bots, r, ai.Budget{Millis: 1}, func(s engine.State, _ engine.Action, _ engine.State) {
			p := s.(domino.Position)
			if len(p.Boneyard()) <= domino.KeptBone && len(p.Legal()) > 1 {
				found = append(found, p)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range found {
			exact, err := solveActions(p, p.Legal())
			if err != nil {
				continue // too big to solve
			}
			est := Game.NewEstimator(engine.NoSeat).(ai.ActionValuer)
			acts, vals, err := est.Values(p, 1, ai.Budget{})
			if err != nil || len(acts) != len(exact) {
				t.Fatalf("%s: %v, %d values for %d actions", p, err, len(acts), len(exact))
			}
			positions++
			bestE, bestR := 0.0, 0.0
			for k := range exact {
				bestE, bestR = max(bestE, exact[k]), max(bestR, vals[k].Score(p.ToMove()))
			}
			for k := range exact {
				ms = append(ms, gamestest.Measured{Exact: bestE - exact[k], Drop: bestR - vals[k].Score(p.ToMove())})
			}
		}
	}
	t.Logf("domino: %d decisions, %d actions", positions, len(ms))
	gamestest.WriteMarksTable(os.Stdout, "domino (its marks)", ms, Game.Marks)
	gamestest.WriteMarksTable(os.Stdout, "domino (the best on the grid)", ms, gamestest.BestMarks(ms))
}
