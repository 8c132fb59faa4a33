package race

import (
	"math"
	"testing"

	"github.com/plyyard/plyyard/engine"
)

// TestSolveLastSquare: each side one square from home, red to roll; a one
// brings a piece home (the exact finish), nothing else moves and the turn
// passes. Red wins when its one comes first: 1/6 ÷ (1 − (5/6)²) = 6/11.
func TestSolveLastSquare(t *testing.T) {
	p := mustParse(t, "56,56,56,55/56,56,56,55 r roll 0")
	s, err := Solve(p, 1000)
	if err != nil {
		t.Fatal(err)
	}
	got, ok := s.Chance(p, engine.First)
	if !ok || math.Abs(got-6.0/11) > 1e-8 {
		t.Fatalf("red's chance %v (%v), want 6/11 = %v", got, ok, 6.0/11)
	}
	if y, _ := s.Chance(p, engine.Second); math.Abs(got+y-1) > 1e-12 {
		t.Fatalf("the two chances sum to %v", got+y)
	}
}

// TestSolveIsAFixedPoint: every position of a solution is worth the
// average over the faces of its roller's best choice, within the
// tolerance, for positions where captures loop back; and the order of a
// side's pieces changes nothing.
func TestSolveIsAFixedPoint(t *testing.T) {
	for _, pos := range []string{
		"56,56,56,13/56,56,41,56 r roll 0",
		"56,56,56,b/56,56,56,20 y roll 0",
		"56,b,56,56/45,56,56,54 r roll 0",
	} {
		p := mustParse(t, pos)
		s, err := Solve(p, 50000)
		if err != nil {
			t.Fatal(err)
		}
		for q, i := range s.index {
			v := 0.0
			for n := 1; n <= 6; n++ {
				rolled, m := q.NextRoll(n)
				if m == 0 {
					c, ok := s.Chance(rolled, engine.First)
					if !ok {
						t.Fatalf("%s: %s after a pass not solved", pos, rolled)
					}
					v += c
					continue
				}
				best := -1.0
				for j := range m.all() {
					next, _ := rolled.NextMove(j)
					c, ok := s.Chance(next, q.side)
					if !ok {
						t.Fatalf("%s: %s not solved", pos, next)
					}
					best = max(best, c)
				}
				if q.side == engine.Second {
					best = 1 - best
				}
				v += best
			}
			if d := math.Abs(v/6 - s.first[i]); d > 1e-7 {
				t.Fatalf("%s: %s is worth %v, its faces %v", pos, q, s.first[i], v/6)
			}
		}
		swapped := p
		swapped.pieces[0][0], swapped.pieces[0][3] = swapped.pieces[0][3], swapped.pieces[0][0]
		a, _ := s.Chance(p, engine.First)
		b, ok := s.Chance(swapped, engine.First)
		if !ok || a != b {
			t.Fatalf("%s: the pieces' order changed the chance: %v, %v", pos, a, b)
		}
		t.Logf("%s: %d positions, %d sweeps, red %.4f", pos, s.Positions(), s.Sweeps, a)
	}
}

// TestSolveRefusesTooOpenAGame: the start has far too many positions
// after it; Solve says so rather than running out of memory.
func TestSolveRefusesTooOpenAGame(t *testing.T) {
	if _, err := Solve(Start(), 10000); err == nil {
		t.Fatal("the start was solved within 10,000 positions")
	}
}
