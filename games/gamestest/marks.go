package gamestest

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
)

// The measurement of a game's review marks against exact play
// (TestMeasureMarks in each game's package): for actions at decisions of
// seeded bot games, the exact cost of the action (the exact value of the
// best action less the action's, 0…1) and the review's drop for it. The
// exact grade is ExactMarks' for the exact cost; the review's is its
// thresholds' for the drop.

// ExactMarks grade an action by its exact cost: a loss of 25 points of the
// chance to win or more is a blunder, 10 a mistake, 5 an inaccuracy.
var ExactMarks = ai.Marks{Blunder: 0.25, Mistake: 0.10, Inaccuracy: 0.05}

// Measured is one action: its exact cost and the review's drop.
type Measured struct{ Exact, Drop float64 }

// Measuring skips t unless PLYYARD_MEASURE=1: measurements are slow and
// not part of the suite.
func Measuring(t *testing.T) {
	if os.Getenv("PLYYARD_MEASURE") != "1" {
		t.Skip("a measurement: run with PLYYARD_MEASURE=1")
	}
}

// Agreement is how many of ms the review's marks m grade as the exact
// grade does, and a table of counts, exact grade (rows) by review grade
// (columns).
func Agreement(ms []Measured, m ai.Marks) (agree int, table [4][4]int) {
	for _, x := range ms {
		e, r := ai.MarkRank(ExactMarks.For(x.Exact)), ai.MarkRank(m.For(x.Drop))
		table[e][r]++
		if e == r {
			agree++
		}
	}
	return agree, table
}

// BestMarks are the thresholds, on a grid of whole points, whose grades
// agree with the exact grades most often (ties to the thresholds nearest
// ExactMarks').
func BestMarks(ms []Measured) ai.Marks {
	best, bestAgree, bestDist := ExactMarks, -1, 0.0
	for b := 10; b <= 40; b++ {
		for mi := 4; mi <= b; mi++ {
			for in := 2; in <= mi; in++ {
				m := ai.Marks{Blunder: float64(b) / 100, Mistake: float64(mi) / 100, Inaccuracy: float64(in) / 100}
				agree, _ := Agreement(ms, m)
				dist := abs(m.Blunder-ExactMarks.Blunder) + abs(m.Mistake-ExactMarks.Mistake) + abs(m.Inaccuracy-ExactMarks.Inaccuracy)
				if agree > bestAgree || agree == bestAgree && dist < bestDist {
					best, bestAgree, bestDist = m, agree, dist
				}
			}
		}
	}
	return best
}

func abs(x float64) float64 { return max(x, -x) }

// PrintMarksTable prints the agreement of marks m with the exact grades
// as a Markdown table (on the standard output, for docs/benchmarks.md).
func PrintMarksTable(name string, ms []Measured, m ai.Marks) {
	w := os.Stdout
	agree, table := Agreement(ms, m)
	fmt.Fprintf(w, "%s, marks ?? %.0f / ? %.0f / ?! %.0f points: %d of %d actions (%.0f %%) graded as exactly\n\n",
		name, 100*m.Blunder, 100*m.Mistake, 100*m.Inaccuracy, agree, len(ms), 100*float64(agree)/float64(max(1, len(ms))))
	names := [4]string{"-", "?!", "?", "??"}
	fmt.Fprintln(w, "| exact \\ review | - | ?! | ? | ?? |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|")
	for e := range 4 {
		fmt.Fprintf(w, "| %s | %d | %d | %d | %d |\n", names[e], table[e][0], table[e][1], table[e][2], table[e][3])
	}
	fmt.Fprintln(w)
}

// BotGame plays the seeded Hard-against-Expert game of g that the
// measurements take their positions from (the seats alternate with the
// seed, each bot at a millisecond a move) and calls each with every
// position an action was taken in.
func BotGame(t *testing.T, g *games.Game, seed uint64, each func(s engine.State)) {
	t.Helper()
	var bots [2]ai.Bot
	for i, name := range []string{"hard", "expert"} {
		bots[(int(seed)+i)%2], _ = g.NewBot(name, seed*2+uint64(i))
	}
	r := rand.New(rand.NewPCG(seed, 27))
	if _, _, err := ai.Play(g.Rules.Start(r), bots, r, ai.Budget{Millis: 1}, func(s engine.State, _ engine.Action, _ engine.State) { each(s) }); err != nil {
		t.Fatal(err)
	}
}

// Costs are the exact costs and the review's drops of a decision's
// actions, from their exact values and the review's values of them
// (ai.ActionValuer), for the seat to move.
func Costs(exact []float64, review []ai.Estimate, seat engine.Seat) []Measured {
	bestE, bestR := 0.0, 0.0
	for k := range exact {
		bestE, bestR = max(bestE, exact[k]), max(bestR, review[k].Score(seat))
	}
	out := make([]Measured, len(exact))
	for k := range exact {
		out[k] = Measured{Exact: bestE - exact[k], Drop: bestR - review[k].Score(seat)}
	}
	return out
}
