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
// the players' name plates, their trays and the buttons.
type Panel struct {
	Status Rect
	Top    Rect // the plate of the player at the top of the board
	Bottom Rect // the plate of the player at the bottom
	// TopTray and BottomTray hold what each player has taken (empty when
	// the game has none, or there is no room).
	TopTray, BottomTray Rect
	// TopDie and BottomDie are the dice boxes at the end of the plates of
	// a race game in portrait, where each player's die is rolled (empty
	// elsewhere: the die then lies in an empty base of the board).
	TopDie, BottomDie Rect
	// Controls is where the buttons go: one bar under the board in
	// portrait (Row), a column beside it in landscape.
	Controls Rect
	Row      bool
	U        float64 // the unit the panel was laid out with
	// Tap and Gap are the least side of a button and the least gap
	// between two, in pixels (Screen.Tap, TapGap).
	Tap, Gap float64
	Buttons  []Rect
}

// controls sets the panel's unit and its floors from the screen.
func (p *Panel) controls(s Screen, u float64) {
	p.U, p.Tap, p.Gap = u, s.Tap(), s.Px(TapGap)
}

// colButton is the height of a button in the column, and the gap under it.
func (p Panel) colButton() (h, gap float64) {
	return math.Max(50*p.U, p.Tap), math.Max(10*p.U, p.Gap)
}

// Fits reports whether the controls hold n buttons: a bar always does (its
// buttons narrow), a column when n buttons of the least height and gap fit
// its height.
func (p Panel) Fits(n int) bool {
	return p.Row || float64(n)*(p.Tap+p.Gap)-p.Gap <= p.Controls.H+0.01
}

// Place lays n buttons on the controls: side by side on the bar, or one
// under another in the column (shorter, down to the floor, when the
// column is short).
func (p Panel) Place(n int) []Rect {
	if n <= 0 {
		return nil
	}
	if p.Row {
		return p.Controls.Cols(n, math.Max(8*p.U, p.Gap))
	}
	h, gap := p.colButton()
	if fit := (p.Controls.H + gap) / float64(n); fit < h+gap {
		h = math.Max(p.Tap, fit-gap)
		gap = math.Max(p.Gap, fit-h)
	}
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{p.Controls.X, p.Controls.Y + float64(i)*(h+gap), p.Controls.W, h}
	}
	return out
}

// Sheet stacks n buttons above the bar, at its right end: the buttons that
// a portrait bar has no room for, shown on a tap of More. Beside a column
// (a window on its side whose column cannot hold every button), they stand
// in a column of their own to its left, over the board, their last one
// level with the column's last.
func (p Panel) Sheet(n int) []Rect {
	h, gap := math.Max(48*p.U, p.Tap), math.Max(8*p.U, p.Gap)
	out := make([]Rect, n)
	if !p.Row {
		w := math.Min(p.Controls.W, 260*p.U)
		bottom := p.Controls.Y + p.Controls.H
		for i := range out {
			out[i] = Rect{p.Controls.X - gap - w, bottom - float64(n-i)*(h+gap) + gap, w, h}
		}
		return out
	}
	w := math.Min(p.Controls.W, 260*p.U)
	for i := range out {
		out[i] = Rect{p.Controls.X + p.Controls.W - w, p.Controls.Y - float64(n-i)*(h+gap), w, h}
	}
	return out
}

// Play is the layout of a board game's play screen: the board, and the
// panel around it.
type Play struct {
	Screen Screen
	Board  Board
	Panel
}

// TrayH is the height of a captures tray, in units.
const TrayH = 40

// PlayLayout lays out a play screen with n buttons for a board of
// files×ranks, with a tray for each player's captures. Landscape puts the
// panel to the right of the board, portrait puts the status above and the
// buttons in one bar below.
func PlayLayout(s Screen, files, ranks, n int, flipped bool) Play {
	return playLayout(s, files, ranks, n, Frame, s.LabelPad(), flipped, extras{tray: TrayH})
}

// extras are what a game adds round its board: trays of tray units for
// the captures (0: none), dice boxes beside the plates in portrait.
type extras struct {
	tray float64
	dice bool
}

// DieBox is the side of a portrait dice box, in units.
const DieBox = 72

// RaceLayout lays out the race games' screen with n buttons: the cross has
// no labels round it, and nothing is taken for good.
func RaceLayout(s Screen, n int) Play {
	return playLayout(s, RaceCells, RaceCells, n, RaceFrame, 0, false, extras{dice: true})
}

// playLayout lays out a board with a frame of at least minPad pixels and
// trays of tray units (0: none).
func playLayout(s Screen, files, ranks, n int, frame, minPad float64, flipped bool, ex extras) Play {
	if s.Bare {
		return Play{Screen: s, Board: FitFramed(s.Full().Inset(8*s.U), files, ranks, frame, minPad, flipped)}
	}
	if s.Portrait() {
		// The controls around the board shrink (not below 0.8 of a
		// window pixel a unit) until the board spans the width it should
		// (PortraitSpan); on a tablet they shrink less than on a phone,
		// so that the status and the plates keep text that grows with
		// the screen.
		var p Play
		want := PortraitSpan(s.W, s.H)
		for u := s.U; ; u *= 0.95 {
			p = portraitPlay(s, u, files, ranks, n, frame, minPad, flipped, ex)
			if p.Board.Framed().W >= want*s.W || u*0.95 < s.Px(0.8) {
				return p
			}
		}
	}
	// A short window on its side drops the trays, then shortens the
	// status, until its column holds the buttons a player needs now (the
	// game's own, Hint, Undo, More).
	need := min(n, 4)
	p := landscapePlay(s, files, ranks, n, frame, minPad, flipped, ex.tray, 72)
	if !p.Fits(need) && ex.tray > 0 {
		p = landscapePlay(s, files, ranks, n, frame, minPad, flipped, 0, 72)
	}
	if !p.Fits(need) {
		p = landscapePlay(s, files, ranks, n, frame, minPad, flipped, 0, 48)
	}
	return p
}

// PortraitSpan is the share of a portrait window's width a board should
// span: 0.9 on a phone held upright (1.6 times as tall as wide or more),
// 0.8 on a squarer window such as a tablet's, where the text round the
// board needs the room more than the board does.
func PortraitSpan(w, h float64) float64 {
	if h >= 1.6*w {
		return 0.9
	}
	return 0.8
}

// portraitPlay puts the status at the top, the bar of buttons at the
// bottom, and between them the board with a plate (and a tray) on each
// side, sized by the unit u. What height is left over is shared above and
// below the board, so no band of the screen stays empty.
func portraitPlay(s Screen, u float64, files, ranks, n int, frame, minPad float64, flipped bool, ex extras) Play {
	m := 16 * u
	p := Play{Screen: s}
	p.controls(s, u)
	p.Status = Rect{m, m + s.Top, s.W - 2*m, 44 * u}
	plate, gap := 40*u, 6*u
	row := plate // a plate, or a plate beside its dice box
	if ex.dice {
		row = DieBox * u
	}
	barH := math.Max(52*u, p.Tap)
	p.Controls = Rect{m, s.H - m - barH, s.W - 2*m, barH}
	p.Row = true
	top := p.Status.Y + p.Status.H + 10*u
	bottom := p.Controls.Y - 10*u
	room := bottom - top - 2*(row+gap)
	p.Board = FitFramed(Rect{m, top, s.W - 2*m, room}, files, ranks, frame, minPad, flipped)
	fr := p.Board.Pad
	framed := p.Board.Framed()
	trayH := ex.tray * u
	if room-framed.H < 2*(trayH+gap) {
		trayH = 0
	}
	block := framed.H + 2*(row+gap)
	if trayH > 0 {
		block += 2 * (trayH + gap)
	}
	y := math.Round(top + (bottom-top-block)/2)
	x, w := framed.X, framed.W
	if trayH > 0 {
		p.TopTray = Rect{x, y, w, trayH}
		y += trayH + gap
	}
	plates := func(y float64) (Rect, Rect) {
		if !ex.dice {
			return Rect{x, y, w, row}, Rect{}
		}
		return Rect{x, y + (row-plate)/2, w - row - gap, plate}, Rect{x + w - row, y, row, row}
	}
	p.Top, p.TopDie = plates(y)
	y += row + gap
	p.Board.Y = y + fr
	y += framed.H + gap
	p.Bottom, p.BottomDie = plates(y)
	y += row + gap
	if trayH > 0 {
		p.BottomTray = Rect{x, y, w, trayH}
	}
	p.Buttons = p.Place(n)
	return p
}

// landscapePlay puts the board on the left and the panel on the right,
// with trays of tray units (0: none) and a status status units high.
func landscapePlay(s Screen, files, ranks, n int, frame, minPad float64, flipped bool, tray, status float64) Play {
	u := s.U
	m := 16 * u
	p := Play{Screen: s}
	p.controls(s, u)
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
	y := p.Top.Y + p.Top.H + 8*u
	low := p.Bottom.Y - 8*u
	if tray > 0 {
		p.TopTray = Rect{panel.X, y, panel.W, tray * u}
		y += tray*u + 8*u
		p.BottomTray = Rect{panel.X, low - tray*u, panel.W, tray * u}
		low -= tray*u + 8*u
	}
	p.Status = Rect{panel.X, y + 8*u, panel.W, status * u}
	btnTop := p.Status.Y + p.Status.H + 16*u
	p.Controls = Rect{panel.X, btnTop, panel.W, low - 8*u - btnTop}
	p.Buttons = p.Place(n)
	return p
}
