package race

import (
	"fmt"
	"os"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/games"
)

// TestRaceAudit prints, for every puzzle of the race game PLY_PUZZLE_AUDIT
// names, the answer's lead over the best other move in each search its
// proof makes: for an exact puzzle the solved margin beside the stated
// one, for a judged one the lead at its depth, one ply deeper and with
// four times the playouts (PLY_PUZZLE_AUDIT=ludo go test -run
// TestRaceAudit -v ./games/race). The figures in docs/benchmarks.md come
// from it.
func TestRaceAudit(t *testing.T) {
	var g *games.Game
	for _, c := range []*games.Game{Ludo, Aviation} {
		if os.Getenv("PLY_PUZZLE_AUDIT") == c.Name {
			g = c
		}
	}
	if g == nil {
		t.Skip("set PLY_PUZZLE_AUDIT=ludo or aviation to audit the race puzzles")
	}
	for _, p := range g.Puzzles {
		line := fmt.Sprintf("%s\t%s\t%s\tstated %.2f", p.ID, p.How(), p.Theme, p.Proof.Margin)
		if p.Proof.Exact() {
			moves, ch, err := ExactChances(g.Rules, p.Position, 0)
			line += "\texact " + lead(moves, ch, p.Answer[0], err)
			if pos, err := rolledPosition(g.Rules, p.Position); err == nil {
				if sol, err := race.Solve(pos, raceExactLimit); err == nil {
					line += fmt.Sprintf("\t%d positions", sol.Positions())
				}
			}
		} else {
			for _, c := range judgedChecks(p.Proof.Depth) {
				moves, ch, err := chances(g.Rules, p.Position, c.depth, ai.NewRaceEstimator(engine.NoSeat), c.budget)
				line += fmt.Sprintf("\td%d/%dms %s", c.depth, c.budget.Millis, lead(moves, ch, p.Answer[0], err))
			}
		}
		fmt.Println(line)
	}
}

// lead is how far answer stands ahead of the best other move (negative
// when another is better), or the error.
func lead(moves []string, ch []float64, answer string, err error) string {
	if err != nil {
		return "error: " + err.Error()
	}
	best := -1.0
	at := -1
	for i, m := range moves {
		if m == answer {
			at = i
		} else {
			best = max(best, ch[i])
		}
	}
	if at < 0 {
		return "not legal"
	}
	return fmt.Sprintf("%+.3f", ch[at]-best)
}
