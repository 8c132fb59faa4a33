package layout

import (
	"math"
	"testing"
)

// The loop of RULES.md: every step is to a neighbouring cell, diagonal
// exactly at the four inner corners, and it closes on itself.
func TestRaceLoopSteps(t *testing.T) {
	diagonal := map[int]bool{4: true, 17: true, 30: true, 43: true}
	seen := map[[2]int]bool{}
	for i := 0; i < 52; i++ {
		r0, c0 := LoopCell(i)
		r1, c1 := LoopCell(i + 1)
		dr, dc := math.Abs(float64(r1-r0)), math.Abs(float64(c1-c0))
		if diagonal[i] != (dr == 1 && dc == 1) || (!diagonal[i] && dr+dc != 1) {
			t.Errorf("step %d→%d: (%d,%d)→(%d,%d)", i, i+1, r0, c0, r1, c1)
		}
		seen[[2]int{r0, c0}] = true
	}
	if len(seen) != 52 {
		t.Errorf("%d distinct squares", len(seen))
	}
}

// Yellow's square p is red's square p+26, and the home columns and bases
// of the two seats are a half turn apart.
func TestRaceSeatsAreAHalfTurnApart(t *testing.T) {
	for p := 0; p <= 50; p++ {
		ry, rx := RacePoint(0, (p+26)%52, 0)
		yy, yx := RacePoint(1, p, 0)
		if p+26 < 51 && (ry != yy || rx != yx) {
			t.Errorf("progress %d: yellow at (%v,%v), red's %d at (%v,%v)", p, yy, yx, p+26, ry, rx)
		}
	}
	for _, p := range []int{-1, 51, 55} {
		ry, rx := RacePoint(0, p, 1)
		yy, yx := RacePoint(1, p, 1)
		if ry+yy != RaceCells || rx+yx != RaceCells {
			t.Errorf("progress %d: (%v,%v) and (%v,%v)", p, ry, rx, yy, yx)
		}
	}
}

// The turned board puts the human's base at the bottom left, and a turned
// cell keeps its size.
func TestCrossTurns(t *testing.T) {
	for seat := 0; seat < 2; seat++ {
		c := Cross{X: 10, Y: 20, Cell: 30, Turn: TurnFor(seat)}
		y, x := RacePoint(seat, -1, 0)
		sx, sy := c.Point(y, x)
		if sx > c.X+c.Cell*6 || sy < c.Y+c.Cell*9 {
			t.Errorf("seat %d: base spot at (%v,%v)", seat, sx, sy)
		}
		r := c.CellRect(6, 1)
		if r.W != c.Cell || r.H != c.Cell {
			t.Errorf("cell rect %+v", r)
		}
	}
}
