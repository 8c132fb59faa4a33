package layout

import "math"

// Table is the layout of the dominoes screen: the opponent's hand (face
// down) at the top of the table, the line in the middle, the player's hand
// at the bottom, and the panel (plates, status, buttons) as on the board
// games' screens.
type Table struct {
	Screen    Screen
	Felt      Rect // the whole table
	Opp, Line Rect
	Hand      Rect
	Pile      Rect // the boneyard, beside the opponent's hand
	Panel
}

// TableLayout lays out the dominoes screen with n buttons.
func TableLayout(s Screen, n int) Table {
	u := s.U
	m := 16 * u
	var t Table
	t.Screen = s
	t.controls(s, u)
	switch {
	case s.Bare:
		t.Felt = s.Full().Inset(8 * u)
	case s.Portrait():
		t.Status = Rect{m, m + s.Top, s.W - 2*m, 44 * u}
		barH := math.Max(52*u, t.Tap)
		t.Controls = Rect{m, s.H - m - barH, s.W - 2*m, barH}
		t.Row = true
		plate := 40 * u
		t.Top = Rect{m, t.Status.Y + t.Status.H + 10*u, s.W - 2*m, plate}
		t.Bottom = Rect{m, t.Controls.Y - 10*u - plate, s.W - 2*m, plate}
		t.Felt = Rect{m, t.Top.Y + plate + 10*u, s.W - 2*m, t.Bottom.Y - 10*u - (t.Top.Y + plate + 10*u)}
	default:
		panelW := math.Min(320*u, s.W*0.3)
		t.Felt = Rect{m, m + s.Top, s.W - panelW - 3*m, s.H - 2*m - s.Top}
		panel := Rect{t.Felt.X + t.Felt.W + m, m + s.Top, panelW, s.H - 2*m - s.Top}
		t.Top = Rect{panel.X, panel.Y, panel.W, 48 * u}
		t.Bottom = Rect{panel.X, panel.Y + panel.H - 48*u, panel.W, 48 * u}
		t.Status = Rect{panel.X, t.Top.Y + t.Top.H + 16*u, panel.W, 72 * u}
		y := t.Status.Y + t.Status.H + 16*u
		t.Controls = Rect{panel.X, y, panel.W, t.Bottom.Y - 16*u - y}
	}
	if !s.Bare {
		t.Buttons = t.Place(n)
	}
	f := t.Felt.Inset(12 * u)
	oppH := math.Min(84*u, f.H*0.16)
	handH := math.Min(132*u, f.H*0.27)
	pileW := math.Min(oppH*1.5, f.W*0.25)
	t.Pile = Rect{f.X + f.W - pileW, f.Y, pileW, oppH}
	t.Opp = Rect{f.X, f.Y, f.W - pileW - 8*u, oppH}
	t.Hand = Rect{f.X, f.Y + f.H - handH, f.W, handH}
	t.Line = Rect{f.X, t.Opp.Y + t.Opp.H + 8*u, f.W, t.Hand.Y - 8*u - (t.Opp.Y + t.Opp.H + 8*u)}
	return t
}

// HandRects places n upright tiles (1×2) centred in r, as large as fit, at
// most max tall.
func HandRects(r Rect, n int, maxH float64) []Rect {
	if n == 0 {
		return nil
	}
	h := math.Min(r.H*0.8, maxH)
	w := h / 2
	gap := w * 0.18
	if total := float64(n)*w + float64(n-1)*gap; total > r.W {
		w = r.W / (float64(n) + float64(n-1)*0.18)
		h, gap = 2*w, w*0.18
	}
	total := float64(n)*w + float64(n-1)*gap
	x0 := r.X + (r.W-total)/2
	y := r.Y + (r.H-h)/2
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{x0 + float64(i)*(w+gap), y, w, h}
	}
	return out
}

// TileSpot is where one tile of the line lies: its rectangle, whether it
// stands upright, and whether its first (left) half is drawn on the right
// or at the bottom (Flip).
type TileSpot struct {
	Rect
	Upright bool
	Flip    bool
}

// LineSpots lays out a line of tiles in r, given from left to right, with
// the tile that was played first at index first. That tile lies in the
// middle and the line grows outwards from it: the tiles after it to the
// right, the tiles before it to the left. An arm that reaches the edge of
// r turns a corner (a tile standing upright) and runs back on a new row,
// the right arm below the middle row and the left arm above it, so the two
// never meet and any line fits. Doubles lie crosswise. The tiles are as
// large as fit, up to maxS for the short side; the whole line is centred
// vertically.
func LineSpots(r Rect, doubles []bool, first int, maxS float64) []TileSpot {
	if len(doubles) == 0 {
		return nil
	}
	first = max(0, min(len(doubles)-1, first))
	for s := maxS; s > 2; s *= 0.93 {
		if spots, ok := spread(r, doubles, first, s); ok {
			return spots
		}
	}
	spots, _ := spread(r, doubles, first, 2)
	return spots
}

// spread places the line with tiles of short side s, or reports that it
// does not fit in r.
func spread(r Rect, doubles []bool, first int, s float64) ([]TileSpot, bool) {
	g := s * 0.1
	spots := make([]TileSpot, len(doubles))
	w, h := 2*s, s
	if doubles[first] {
		w, h = s, 2*s
	}
	cx := r.X + r.W/2
	spots[first] = TileSpot{Rect: Rect{cx - w/2, -h / 2, w, h}, Upright: doubles[first]}
	// The right arm: tiles first+1 … n-1, rows going down.
	right := make([]int, 0, len(doubles)-first-1)
	for i := first + 1; i < len(doubles); i++ {
		right = append(right, i)
	}
	// The left arm: tiles first-1 … 0, rows going up.
	left := make([]int, 0, first)
	for i := first - 1; i >= 0; i-- {
		left = append(left, i)
	}
	arm{r: r, s: s, g: g, x: cx + w/2 + g, dir: 1, down: 1, flipWhen: -1}.lay(spots, doubles, right)
	arm{r: r, s: s, g: g, x: cx - w/2 - g, dir: -1, down: -1, flipWhen: 1}.lay(spots, doubles, left)
	top, bottom := math.Inf(1), math.Inf(-1)
	for _, sp := range spots {
		if sp.X < r.X-0.01 || sp.X+sp.W > r.X+r.W+0.01 {
			return nil, false
		}
		top, bottom = math.Min(top, sp.Y), math.Max(bottom, sp.Y+sp.H)
	}
	if bottom-top > r.H+0.01 {
		return nil, false
	}
	dy := r.Y + (r.H-(bottom-top))/2 - top
	for i := range spots {
		spots[i].Y += dy
	}
	return spots, true
}

// arm lays one arm of the line: it starts on the middle row (centre y = 0)
// at x going in dir, and at each edge turns onto the next row in the
// vertical direction down (+1 below, -1 above).
type arm struct {
	r        Rect
	s, g     float64
	x        float64 // the open edge of the row
	dir      float64 // +1 to the right, -1 to the left
	down     float64
	flipWhen float64 // the direction in which tiles are drawn flipped
}

func (a arm) lay(spots []TileSpot, doubles []bool, order []int) {
	s, g := a.s, a.g
	pitch := 2*s + 2*g
	lo, hi := a.r.X, a.r.X+a.r.W
	x, y, dir := a.x, 0.0, a.dir
	corner := false
	for _, i := range order {
		d := doubles[i]
		w, h := 2*s, s
		if d {
			w, h = s, 2*s
			if corner {
				// A double standing across the row would hit the corner
				// tile beside it: it goes next to the corner's far half.
				x += dir * (s + g)
			}
		}
		corner = false
		// A tile stays in the row only if it leaves room for a corner.
		if (dir > 0 && x+w+g+s <= hi) || (dir < 0 && x-w-g-s >= lo) {
			sp := TileSpot{Upright: d, Flip: dir == a.flipWhen}
			if dir > 0 {
				sp.Rect = Rect{x, y - h/2, w, h}
				x += w + g
			} else {
				sp.Rect = Rect{x - w, y - h/2, w, h}
				x -= w + g
			}
			spots[i] = sp
			continue
		}
		// Turn the corner: this tile stands upright at the end of the row,
		// reaching towards the next row, which runs back from beside it.
		cx := x
		if dir < 0 {
			cx = x - s
		}
		cy := y - s/2
		if a.down < 0 {
			cy = y - 3*s/2
		}
		// Its first half (Left) is drawn at the top: on the way down that
		// is the half touching the row above, on the way up the half away
		// from the row below, which is the left arm's outer half.
		spots[i] = TileSpot{Rect: Rect{cx, cy, s, 2 * s}, Upright: true}
		y += a.down * pitch
		dir = -dir
		if dir < 0 {
			x = cx + s
		} else {
			x = cx
		}
		corner = true
	}
}
