package layout

import "math"

// Board places a grid of Files×Ranks square cells. Square numbers follow the
// engine: rank*Files + file, rank 0 at the bottom. When Flipped, the board is
// turned half a circle (the top side's pieces at the bottom).
type Board struct {
	Files, Ranks int
	// X, Y is the top-left corner of the grid; Cell the side of a square.
	X, Y, Cell float64
	// Pad is the width of the frame round the grid, in pixels (0 for a
	// board without one).
	Pad     float64
	Flipped bool
}

// FitBoard centres the largest grid that fits inside r.
func FitBoard(r Rect, files, ranks int, flipped bool) Board {
	cell := math.Floor(math.Min(r.W/float64(files), r.H/float64(ranks)))
	w, h := cell*float64(files), cell*float64(ranks)
	return Board{Files: files, Ranks: ranks, X: math.Round(r.X + (r.W-w)/2), Y: math.Round(r.Y + (r.H-h)/2), Cell: cell, Flipped: flipped}
}

// Frame is the width of the Jungle board's frame, in cells, on every side,
// and RaceFrame the race board's.
const (
	Frame     = 0.2
	RaceFrame = 0.3
)

// FitFramed centres the largest grid that, with its frame on every side,
// fits inside r: a frame of frame cells, and at least minPad pixels (room
// for the file and rank labels).
func FitFramed(r Rect, files, ranks int, frame, minPad float64, flipped bool) Board {
	f, k := float64(files), float64(ranks)
	cell := math.Floor(math.Min(r.W/(f+2*frame), r.H/(k+2*frame)))
	pad := cell * frame
	if pad < minPad {
		pad = minPad
		cell = math.Floor(math.Min((r.W-2*pad)/f, (r.H-2*pad)/k))
	}
	w, h := cell*f, cell*k
	return Board{Files: files, Ranks: ranks, X: math.Round(r.X + (r.W-w)/2), Y: math.Round(r.Y + (r.H-h)/2), Cell: cell, Pad: pad, Flipped: flipped}
}

// Framed is the grid's rectangle with its frame.
func (b Board) Framed() Rect {
	r := b.Bounds()
	return Rect{r.X - b.Pad, r.Y - b.Pad, r.W + 2*b.Pad, r.H + 2*b.Pad}
}

// Bounds is the rectangle of the whole grid.
func (b Board) Bounds() Rect {
	return Rect{b.X, b.Y, b.Cell * float64(b.Files), b.Cell * float64(b.Ranks)}
}

// column and row on screen (0 = left, 0 = top) of a square.
func (b Board) screenCell(sq int) (col, row int) {
	file, rank := sq%b.Files, sq/b.Files
	if b.Flipped {
		return b.Files - 1 - file, rank
	}
	return file, b.Ranks - 1 - rank
}

// CellRect is the rectangle of square sq.
func (b Board) CellRect(sq int) Rect {
	c, r := b.screenCell(sq)
	return Rect{b.X + float64(c)*b.Cell, b.Y + float64(r)*b.Cell, b.Cell, b.Cell}
}

// CellCenter is the middle of square sq.
func (b Board) CellCenter(sq int) (float64, float64) { return b.CellRect(sq).Center() }

// SquareAt returns the square under the point, or false off the board.
func (b Board) SquareAt(x, y float64) (int, bool) {
	if b.Cell <= 0 || !b.Bounds().Contains(x, y) {
		return 0, false
	}
	col := int((x - b.X) / b.Cell)
	row := int((y - b.Y) / b.Cell)
	if col < 0 || row < 0 || col >= b.Files || row >= b.Ranks {
		return 0, false
	}
	file, rank := col, b.Ranks-1-row
	if b.Flipped {
		file, rank = b.Files-1-col, row
	}
	return rank*b.Files + file, true
}

// Panel is what every play screen has around its board: the status line,
// the players' name plates and the buttons.
type Panel struct {
	Status  Rect
	Top     Rect // the plate of the player at the top of the board
	Bottom  Rect // the plate of the player at the bottom
	Buttons []Rect
}

// Play is the layout of a board game's play screen: the board, and the
// panel around it.
type Play struct {
	Screen Screen
	Board  Board
	Panel
}

// PlayLayout lays out a play screen with n buttons for a board of
// files×ranks. Landscape puts the panel to the right of the board, portrait
// puts the status above and the buttons below.
func PlayLayout(s Screen, files, ranks, n int, flipped bool) Play {
	return playLayout(s, files, ranks, n, Frame, s.LabelPad(), flipped)
}

// RaceLayout lays out the race games' screen with n buttons: the cross has
// no labels round it.
func RaceLayout(s Screen, n int) Play {
	return playLayout(s, RaceCells, RaceCells, n, RaceFrame, 0, false)
}

// playLayout lays out a board with a frame of at least minPad pixels.
func playLayout(s Screen, files, ranks, n int, frame, minPad float64, flipped bool) Play {
	if s.Portrait() {
		// The controls around the board shrink (not below 0.8 of a
		// window pixel a unit) until the board spans 90 % of the width.
		var p Play
		for u := s.U; ; u *= 0.95 {
			p = portraitPlay(s, u, files, ranks, n, frame, minPad, flipped)
			if p.Board.Framed().W >= 0.9*s.W || u*0.95 < s.Px(0.8) {
				return p
			}
		}
	}
	return landscapePlay(s, files, ranks, n, frame, minPad, flipped)
}

// portraitPlay puts the status and the top plate above the board, the
// bottom plate and two rows of buttons below it, sized by the unit u.
func portraitPlay(s Screen, u float64, files, ranks, n int, frame, minPad float64, flipped bool) Play {
	m := 16 * u
	p := Play{Screen: s}
	status := Rect{m, m + s.Top, s.W - 2*m, 44 * u}
	plate := 40 * u
	// Two rows of buttons, thumb-reachable at the bottom.
	btnH := 2*46*u + 8*u
	btnArea := Rect{m, s.H - m - btnH, s.W - 2*m, btnH}
	areaTop := status.Y + status.H + 14*u + plate
	areaBottom := btnArea.Y - 16*u - plate
	boardArea := Rect{m, areaTop, s.W - 2*m, areaBottom - areaTop}
	p.Board = FitFramed(boardArea, files, ranks, frame, minPad, flipped)
	// The board sits on the bottom plate, just above the buttons: what
	// height is left over lies between the status line at the top and the
	// opponent's plate, not in a band between the board and the buttons.
	fr := p.Board.Pad
	p.Board.Y = math.Round(boardArea.Y + boardArea.H - fr - p.Board.Cell*float64(ranks))
	bb := p.Board.Bounds()
	p.Top = Rect{bb.X - fr, bb.Y - fr - 6*u - plate, bb.W + 2*fr, plate}
	// The status line keeps the top of the screen.
	p.Status = status
	p.Bottom = Rect{bb.X - fr, bb.Y + bb.H + fr + 6*u, bb.W + 2*fr, plate}
	// Two rows: four buttons two by two, five or six three by three.
	for _, row := range btnArea.Rows(2, 8*u) {
		p.Buttons = append(p.Buttons, row.Cols((n+1)/2, 8*u)...)
	}
	p.Buttons = p.Buttons[:n]
	return p
}

// landscapePlay puts the board on the left and the panel on the right.
func landscapePlay(s Screen, files, ranks, n int, frame, minPad float64, flipped bool) Play {
	u := s.U
	m := 16 * u
	p := Play{Screen: s}
	panelW := math.Min(340*u, s.W*0.36)
	boardArea := Rect{m, m + s.Top, s.W - panelW - 3*m, s.H - 2*m - s.Top}
	p.Board = FitFramed(boardArea, files, ranks, frame, minPad, flipped)
	bb := p.Board.Bounds()
	panel := Rect{bb.X + bb.W + p.Board.Pad + 2*m, m + s.Top, panelW, s.H - 2*m - s.Top}
	if over := panel.X + panel.W - (s.W - m); over > 0 {
		panel.W -= over
	}
	p.Top = Rect{panel.X, bb.Y, panel.W, 48 * u}
	p.Bottom = Rect{panel.X, bb.Y + bb.H - 48*u, panel.W, 48 * u}
	p.Status = Rect{panel.X, p.Top.Y + p.Top.H + 16*u, panel.W, 72 * u}
	btnTop := p.Status.Y + p.Status.H + 16*u
	btnH := 50 * u
	gap := 10 * u
	for i := 0; i < n; i++ {
		p.Buttons = append(p.Buttons, Rect{panel.X, btnTop + float64(i)*(btnH+gap), panel.W, btnH})
	}
	return p
}
