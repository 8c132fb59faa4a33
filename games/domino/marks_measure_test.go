package domino

import (
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/games/gamestest"
)

// TestMeasureMarks measures the dominoes review's marks against exact
// play with both hands known (the judge of `ply review`, who sees both):
// decisions of seeded Hard-vs-Expert games once at most two tiles can still
// be drawn (the boneyard holds at most four, its last two never drawn),
// every legal action's exact cost — the open-hand solve, averaged over
// every tile a draw can bring (expectimax, exactValue) — against the
// review's drop for it (the judge at the review's default budget, which
// solves a world exactly once the boneyard is spent and plays it out
// before). It prints the agreement of the game's marks and of the best
// thresholds on a grid, for the positions with a boneyard still to draw
// from and for those without:
//
//	PLYYARD_MEASURE=1 go test ./games/domino -run TestMeasureMarks -v
func TestMeasureMarks(t *testing.T) {
	gamestest.Measuring(t)
	var ms, spent []gamestest.Measured
	positions := 0
	for seed := uint64(1); positions < 300 && seed < 400; seed++ {
		var found []domino.Position
		gamestest.BotGame(t, Game, seed, func(s engine.State) {
			p := s.(domino.Position)
			if len(p.Boneyard()) <= domino.KeptBone+2 && len(p.Legal()) > 1 {
				found = append(found, p)
			}
		})
		for _, p := range found {
			exact, ok := exactValues(p)
			if !ok {
				continue // too big to solve
			}
			est := Game.NewEstimator(engine.NoSeat).(ai.ActionValuer)
			acts, vals, err := est.Values(p, 1, ai.Budget{})
			if err != nil || len(acts) != len(exact) {
				t.Fatalf("%s: %v, %d values for %d actions", p, err, len(acts), len(exact))
			}
			positions++
			costs := gamestest.Costs(exact, vals, p.ToMove())
			if len(p.Boneyard()) > domino.KeptBone {
				ms = append(ms, costs...)
			} else {
				spent = append(spent, costs...)
			}
		}
	}
	t.Logf("domino: %d decisions, %d actions with tiles to draw, %d without", positions, len(ms), len(spent))
	gamestest.PrintMarksTable("domino, tiles to draw (its marks)", ms, Game.Marks)
	gamestest.PrintMarksTable("domino, tiles to draw (the best on the grid)", ms, gamestest.BestMarks(ms))
	gamestest.PrintMarksTable("domino, boneyard spent (its marks)", spent, Game.Marks)
}

// exactNodes bounds one position's exact values.
const exactNodes = 2_000_000

// exactValues are the exact values (1 a win, ½ a draw, 0 a loss) of every
// legal action of p for the side to move, with both hands known and every
// tile a draw can bring equally likely; ok is false past exactNodes.
func exactValues(p domino.Position) ([]float64, bool) {
	x := expecti{memo: map[domino.Compact]float64{}, left: exactNodes, seat: p.ToMove()}
	var out []float64
	for _, a := range p.Legal() {
		c := p.Compact()
		c.Do(a)
		v, ok := x.value(c)
		if !ok {
			return nil, false
		}
		out = append(out, v)
	}
	return out, true
}

// expecti is an expectimax over the open-hand game, averaging over the
// tile each draw brings.
type expecti struct {
	memo map[domino.Compact]float64
	left int
	seat engine.Seat
}

// value is seat's expected score from c under perfect play by both.
func (x *expecti) value(c domino.Compact) (float64, bool) {
	if c.Over() {
		switch o := c.Outcome(); {
		case o.Status == engine.Draw:
			return 0.5, true
		case o.Winner == x.seat:
			return 1, true
		}
		return 0, true
	}
	if v, ok := x.memo[c]; ok {
		return v, true
	}
	if x.left--; x.left < 0 {
		return 0, false
	}
	var v float64
	legal := c.AppendLegal(nil)
	if len(legal) == 1 && legal[0] == domino.DrawAction {
		n := c.BoneyardCount()
		for k := range n {
			d := c
			d.DrawNth(k)
			w, ok := x.value(d)
			if !ok {
				return 0, false
			}
			v += w / float64(n)
		}
	} else {
		maxing := c.ToMove() == x.seat
		v = 1
		if maxing {
			v = 0
		}
		for _, a := range legal {
			d := c
			d.Do(a)
			w, ok := x.value(d)
			if !ok {
				return 0, false
			}
			if maxing {
				v = max(v, w)
			} else {
				v = min(v, w)
			}
		}
	}
	x.memo[c] = v
	return v, true
}
