package layout

import "math"

// Table is the layout of the dominoes screen: the opponent's hand (face
// down) at the top of the table, the line in the middle, the player's hand
// at the bottom, and the panel (plates, status, buttons) as on the board
// games' screens.
type Table struct {
	Screen        Screen
	Felt          Rect // the whole table
	Opp, Line     Rect
	Hand          Rect
	Status        Rect
	Top, Bottom   Rect
	Buttons       []Rect
	ButtonsPerRow int
}

// TableLayout lays out the dominoes screen with n buttons.
func TableLayout(s Screen, n int) Table {
	u := s.U
	m := 16 * u
	var t Table
	t.Screen = s
	if s.Portrait() {
		t.Status = Rect{m, m, s.W - 2*m, 44 * u}
		btnH := 2*46*u + 8*u
		btnArea := Rect{m, s.H - m - btnH, s.W - 2*m, btnH}
		per := (n + 1) / 2
		for _, row := range btnArea.Rows(2, 8*u) {
			t.Buttons = append(t.Buttons, row.Cols(per, 8*u)...)
		}
		t.Buttons = t.Buttons[:n]
		t.ButtonsPerRow = per
		plate := 40 * u
		t.Top = Rect{m, t.Status.Y + t.Status.H + 10*u, s.W - 2*m, plate}
		t.Bottom = Rect{m, btnArea.Y - 10*u - plate, s.W - 2*m, plate}
		t.Felt = Rect{m, t.Top.Y + plate + 10*u, s.W - 2*m, t.Bottom.Y - 10*u - (t.Top.Y + plate + 10*u)}
	} else {
		panelW := math.Min(320*u, s.W*0.3)
		t.Felt = Rect{m, m, s.W - panelW - 3*m, s.H - 2*m}
		panel := Rect{t.Felt.X + t.Felt.W + m, m, panelW, s.H - 2*m}
		t.Top = Rect{panel.X, panel.Y, panel.W, 48 * u}
		t.Bottom = Rect{panel.X, panel.Y + panel.H - 48*u, panel.W, 48 * u}
		t.Status = Rect{panel.X, t.Top.Y + t.Top.H + 16*u, panel.W, 72 * u}
		y := t.Status.Y + t.Status.H + 16*u
		for i := 0; i < n; i++ {
			t.Buttons = append(t.Buttons, Rect{panel.X, y + float64(i)*(50*u+10*u), panel.W, 50 * u})
		}
		t.ButtonsPerRow = 1
	}
	f := t.Felt.Inset(12 * u)
	oppH := math.Min(64*u, f.H*0.14)
	handH := math.Min(132*u, f.H*0.27)
	t.Opp = Rect{f.X, f.Y, f.W, oppH}
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

// LineSpots lays out a line of tiles, left to right, in r: along rows that
// turn a corner at the edge (a tile standing upright), the next row running
// back, so that any line fits. Doubles lie crosswise. The tiles are as
// large as fit, up to maxS for the short side.
func LineSpots(r Rect, doubles []bool, maxS float64) []TileSpot {
	if len(doubles) == 0 {
		return nil
	}
	for s := maxS; s > 2; s *= 0.93 {
		if spots, ok := snake(r, doubles, s); ok {
			return spots
		}
	}
	spots, _ := snake(r, doubles, 2)
	return spots
}

func snake(r Rect, doubles []bool, s float64) ([]TileSpot, bool) {
	g := s * 0.1
	pitch := 2*s + 2*g
	spots := make([]TileSpot, len(doubles))
	left, right := r.X, r.X+r.W
	x, y := left, 0.0 // x: the open edge of the row; y: the row's centre
	dir := 1.0
	rows := 1
	corner := false
	for i, d := range doubles {
		w, h := 2*s, s
		if d {
			w, h = s, 2*s
			if corner {
				// A double standing across the row would hit the corner
				// tile above it: it goes beside the corner's lower half.
				x += dir * (s + g)
			}
		}
		corner = false
		// A tile stays in the row only if it leaves room for a corner.
		fits := (dir > 0 && x+w+g+s <= right) || (dir < 0 && x-w-g-s >= left)
		if !fits {
			// Turn the corner: this tile stands upright at the end of the
			// row and the next row runs back from under it.
			cx := x
			if dir < 0 {
				cx = x - s
			}
			spots[i] = TileSpot{Rect: Rect{cx, y - s/2, s, 2 * s}, Upright: true}
			y += pitch
			rows++
			dir = -dir
			if dir < 0 {
				x = cx + s
			} else {
				x = cx
			}
			corner = true
			continue
		}
		sp := TileSpot{Upright: d, Flip: dir < 0}
		if dir > 0 {
			sp.Rect = Rect{x + 0, y - h/2, w, h}
			x += w + g
		} else {
			sp.Rect = Rect{x - w, y - h/2, w, h}
			x -= w + g
		}
		spots[i] = sp
	}
	height := float64(rows-1)*pitch + 2*s
	if height > r.H {
		return nil, false
	}
	// Centre the whole line vertically; a single row also horizontally.
	dy := r.Y + (r.H-height)/2 + s
	dx := 0.0
	if rows == 1 {
		dx = (right - (x - g)) / 2
	}
	for i := range spots {
		spots[i].X += dx
		spots[i].Y += dy
	}
	return spots, true
}
