package race

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/games/gamestest"
)

// measureDecisions is how many endgame decisions of each game the
// measurement judges.
const measureDecisions = 300

// TestMeasureMarks measures the review's marks in Ludo and Aviation Ludo
// against exact play: decisions of seeded Hard-vs-Expert games once the
// two sides have at most three pieces still to bring home between them,
// each at least 36 squares along (a solve of a few tenths of a second), every legal move's
// exact cost (race.Solve, ExactChances) against the review's drop for it
// (the judge at the review's default budget). It prints the agreement of
// the game's marks and of the best thresholds on a grid:
//
//	PLYYARD_MEASURE=1 go test ./games/race -run TestMeasureMarks -v
func TestMeasureMarks(t *testing.T) {
	gamestest.Measuring(t)
	for _, g := range []*games.Game{Ludo, Aviation} {
		var ms []gamestest.Measured
		est := g.NewEstimator(engine.NoSeat).(ai.ActionValuer)
		positions := 0
		for seed := uint64(1); positions < measureDecisions && seed < 2000; seed++ {
			var bots [2]ai.Bot
			for i, name := range []string{"hard", "expert"} {
				bots[(int(seed)+i)%2], _ = g.NewBot(name, seed*2+uint64(i))
			}
			r := rand.New(rand.NewPCG(seed, 27))
			var found []race.Position
			_, _, err := ai.Play(g.Rules.Start(r), bots, r, ai.Budget{Millis: 1}, func(s engine.State, _ engine.Action, _ engine.State) {
				p := s.(race.Position)
				if p.Die() != 0 && len(p.Legal()) > 1 && endgame(p) {
					found = append(found, p)
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range found {
				if positions >= measureDecisions {
					break
				}
				moves, exact, err := ExactChances(g.Rules, p.String(), 0)
				if err != nil {
					continue // too big to solve
				}
				acts, vals, err := est.Values(p, 1, ai.Budget{})
				if err != nil || len(acts) != len(moves) {
					t.Fatalf("%s: %v, %d values for %d moves", p, err, len(acts), len(moves))
				}
				if positions++; positions%100 == 0 {
					t.Logf("%s: %d decisions", g.Name, positions)
				}
				bestE, bestR := 0.0, 0.0
				for k := range moves {
					bestE, bestR = max(bestE, exact[k]), max(bestR, vals[k].Score(p.ToMove()))
				}
				for k := range moves {
					ms = append(ms, gamestest.Measured{Exact: bestE - exact[k], Drop: bestR - vals[k].Score(p.ToMove())})
				}
			}
		}
		t.Logf("%s: %d decisions, %d moves", g.Name, positions, len(ms))
		gamestest.WriteMarksTable(os.Stdout, g.Name+" (its marks)", ms, g.Marks)
		gamestest.WriteMarksTable(os.Stdout, g.Name+" (the best on the grid)", ms, gamestest.BestMarks(ms))
	}
}

// endgame reports whether the sides of p have at most three pieces still
// to bring home between them, each at least 36 squares along.
func endgame(p race.Position) bool {
	out := 0
	for _, seat := range []engine.Seat{engine.First, engine.Second} {
		for _, at := range p.PiecesOf(seat) {
			if at == race.Base || at < 36 {
				return false
			}
			if at != race.Finish {
				out++
			}
		}
	}
	return out <= 3
}
