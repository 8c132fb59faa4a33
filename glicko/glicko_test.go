package glicko

import (
	"math"
	"testing"
)

// TestRatingGlickmanExample checks the worked example of Glickman's paper:
// a player at 1500/200/0.06 beats a 1400/30 and loses to a 1550/100 and a
// 1700/300, and comes out at about 1464.06/151.52/0.05999 (the paper
// rounds its steps; unrounded the rating is 1464.05).
func TestRatingGlickmanExample(t *testing.T) {
	p := Rating{R: 1500, RD: 200, Vol: 0.06}
	got := p.Update([]Result{
		{Opponent: Rating{R: 1400, RD: 30, Vol: 0.06}, Score: 1},
		{Opponent: Rating{R: 1550, RD: 100, Vol: 0.06}, Score: 0},
		{Opponent: Rating{R: 1700, RD: 300, Vol: 0.06}, Score: 0},
	})
	if math.Abs(got.R-1464.06) > 0.02 || math.Abs(got.RD-151.52) > 0.01 || math.Abs(got.Vol-0.05999) > 0.00001 {
		t.Fatalf("after the example's period: %.4f/%.4f/%.6f, want 1464.06/151.52/0.05999", got.R, got.RD, got.Vol)
	}
}

// TestRatingNoGamesWidensDeviation: a period without games leaves the
// rating and widens its deviation.
func TestRatingNoGamesWidensDeviation(t *testing.T) {
	p := Rating{R: 1600, RD: 60, Vol: 0.06}
	got := p.Update(nil)
	if got.R != 1600 || got.RD <= 60 || got.Vol != 0.06 {
		t.Fatalf("after an empty period: %+v", got)
	}
}

// TestRatingWinnerGainsLoserLoses: two new players; the winner goes up,
// the loser down by as much, both less uncertain and no longer at 350; a
// draw between equals leaves the ratings.
func TestRatingWinnerGainsLoserLoses(t *testing.T) {
	w := Start.Update([]Result{{Opponent: Start, Score: 1}})
	l := Start.Update([]Result{{Opponent: Start, Score: 0}})
	if w.R <= 1500 || l.R >= 1500 || math.Abs((w.R-1500)-(1500-l.R)) > 1e-9 {
		t.Fatalf("winner %.2f, loser %.2f", w.R, l.R)
	}
	if w.RD >= 350 || !w.Provisional() {
		t.Fatalf("after one game the deviation is %.2f (provisional %v)", w.RD, w.Provisional())
	}
	d := Start.Update([]Result{{Opponent: Start, Score: 0.5}})
	if math.Abs(d.R-1500) > 1e-9 {
		t.Fatalf("a draw between equals moved the rating to %.4f", d.R)
	}
}
