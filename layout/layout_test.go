package layout

import "testing"

func TestBoardHitRoundTrip(t *testing.T) {
	for _, flipped := range []bool{false, true} {
		b := FitBoard(Rect{10, 20, 700, 900}, 7, 9, flipped)
		for sq := 0; sq < 63; sq++ {
			x, y := b.CellCenter(sq)
			got, ok := b.SquareAt(x, y)
			if !ok || got != sq {
				t.Fatalf("flipped=%v: centre of %d hits %d, %v", flipped, sq, got, ok)
			}
		}
	}
}

func TestBoardOrientation(t *testing.T) {
	b := FitBoard(Rect{0, 0, 700, 900}, 7, 9, false)
	// a1 (square 0) is bottom-left, g9 (62) top-right.
	if r := b.CellRect(0); r.X != b.X || r.Y+r.H != b.Y+9*b.Cell {
		t.Fatalf("a1 at %+v", r)
	}
	f := b
	f.Flipped = true
	if r := f.CellRect(0); r.X != f.X+6*f.Cell || r.Y != f.Y {
		t.Fatalf("flipped a1 at %+v, want the top-right corner", r)
	}
	if sq, ok := f.SquareAt(f.X+1, f.Y+9*f.Cell-1); !ok || sq != 62 {
		t.Fatalf("flipped bottom-left is %d, want g9 (62)", sq)
	}
}

func TestBoardMisses(t *testing.T) {
	b := FitBoard(Rect{100, 100, 350, 450}, 7, 9, false)
	bb := b.Bounds()
	for _, p := range [][2]float64{{bb.X - 1, bb.Y + 5}, {bb.X + 5, bb.Y - 1}, {bb.X + bb.W, bb.Y + 5}, {bb.X + 5, bb.Y + bb.H}} {
		if sq, ok := b.SquareAt(p[0], p[1]); ok {
			t.Errorf("point %v outside hits %d", p, sq)
		}
	}
	if _, ok := (Board{}).SquareAt(0, 0); ok {
		t.Error("an empty board hits")
	}
}

func TestFitKeepsSquaresAndCentres(t *testing.T) {
	r := Rect{0, 0, 1000, 450}
	b := FitBoard(r, 7, 9, false)
	if b.Cell != 50 {
		t.Fatalf("cell %v, want 50 (height bound)", b.Cell)
	}
	if bb := b.Bounds(); bb.X != 325 || bb.Y != 0 {
		t.Fatalf("not centred: %+v", bb)
	}
}

func TestPlayLayoutFits(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {2560, 1600, 2}, {420, 860, 1}, {1080, 2160, 3}, {800, 600, 1}, {360, 640, 1}} {
		s := NewScreen(sz[0], sz[1], sz[2])
		p := PlayLayout(s, 7, 9, 4, false)
		bb := p.Board.Bounds()
		full := s.Full()
		rects := append([]Rect{bb, p.Status, p.Top, p.Bottom}, p.Buttons...)
		for i, r := range rects {
			if r.X < 0 || r.Y < 0 || r.X+r.W > full.W+0.5 || r.Y+r.H > full.H+0.5 || r.W <= 0 || r.H <= 0 {
				t.Errorf("%v: rect %d %+v outside the screen", sz, i, r)
			}
		}
		fr := Frame * p.Board.Cell
		framed := Rect{bb.X - fr, bb.Y - fr, bb.W + 2*fr, bb.H + 2*fr}
		if framed.X < 0 || framed.Y < 0 || framed.X+framed.W > full.W+0.5 || framed.Y+framed.H > full.H+0.5 {
			t.Errorf("%v: the framed board %+v leaves the screen", sz, framed)
		}
		for i, r := range append([]Rect{p.Status, p.Top, p.Bottom}, p.Buttons...) {
			if overlap(r, framed) {
				t.Errorf("%v: rect %d %+v overlaps the board %+v", sz, i, r, bb)
			}
		}
		if p.Board.Cell < 30 {
			t.Errorf("%v: cells of %v px are too small to tap", sz, p.Board.Cell)
		}
	}
}

func overlap(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func TestHitAndStack(t *testing.T) {
	s := NewScreen(1280, 800, 1)
	rs := s.Stack(s.Column(100, 400), 3, 60, 10)
	if i := Hit(rs, rs[1].X+1, rs[1].Y+1); i != 1 {
		t.Fatalf("hit %d", i)
	}
	if i := Hit(rs, rs[0].X+1, rs[0].Y+rs[0].H+1); i != -1 {
		t.Fatalf("the gap hits %d", i)
	}
}
