package jungle

import (
	"fmt"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/games/gamestest"
)

// TestMeasureMarks measures the Jungle review's marks against forced
// losses found by the exact solver: at decisions of seeded Hard-vs-Expert
// games (every third from the 20th half-move on) where some move lets the
// opponent win by force (within lossDepth moves) while another holds
// (ForcedLoss), those moves cost 1 exactly (a blunder) and the moves not
// proved losing count as holding (exact cost 0: "-"); the review's drop
// of each move is the judge's chance after the best move less after it
// (the judge at the app's review budget, 15 ms). It prints the agreement
// of the drops alone by the game's thresholds and the best on a grid, and
// of the marks with the floor (markFloor):
//
//	PLYYARD_MEASURE=1 go test ./games/jungle -run TestMeasureMarks -v
func TestMeasureMarks(t *testing.T) {
	gamestest.Measuring(t)
	const want = 200
	var ms, floored []gamestest.Measured
	est := Game.NewEstimator(engine.NoSeat)
	budget := ai.Budget{Millis: 15}
	positions, looked := 0, 0
	for seed := uint64(1); positions < want && seed < 400; seed++ {
		var found []jungle.Position
		ply := 0
		gamestest.BotGame(t, Game, seed, func(s engine.State) {
			if ply++; ply >= 20 && ply%3 == 0 {
				found = append(found, s.(jungle.Position))
			}
		})
		for _, p := range found {
			if positions >= want {
				break
			}
			looked++
			moves := p.AppendMoves(nil)
			lost := make([]bool, len(moves))
			any := false
			for i, m := range moves {
				_, lost[i] = ForcedLoss(p, m)
				any = any || lost[i]
			}
			if !any {
				continue
			}
			if positions++; positions%50 == 0 {
				t.Logf("%d decisions with a forced loss of %d", positions, looked)
			}
			child := make([]float64, len(moves))
			best := 0.0
			for i, m := range moves {
				q, _ := p.Next(m)
				e, err := est.Estimate(q, 1, budget)
				if err != nil {
					t.Fatal(err)
				}
				child[i] = e.Score(p.ToMove())
				best = max(best, child[i])
			}
			for i, m := range moves {
				x := gamestest.Measured{Drop: best - child[i]}
				if lost[i] {
					x.Exact = 1
				}
				ms = append(ms, x)
				// With the floor: the mark the review gives, as a drop
				// at least the threshold of the floor's mark.
				f := x
				switch markFloor(p, m.Action()) {
				case ai.Blunder:
					f.Drop = max(f.Drop, Game.Marks.Blunder)
				case ai.Mistake:
					f.Drop = max(f.Drop, Game.Marks.Mistake)
				}
				floored = append(floored, f)
			}
		}
	}
	fmt.Printf("jungle: %d of %d decisions with a forced loss, %d moves\n\n", positions, looked, len(ms))
	gamestest.PrintMarksTable("jungle, drops alone (its marks)", ms, Game.Marks)
	gamestest.PrintMarksTable("jungle, drops alone (the best on the grid)", ms, gamestest.BestMarks(ms))
	gamestest.PrintMarksTable("jungle, with the floor (its marks)", floored, Game.Marks)
}
