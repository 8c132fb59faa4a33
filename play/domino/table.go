package domino

import (
	"math"

	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// HandShown returns the viewer's hand as it is laid out.
func (c *Controller) HandShown() []domino.Tile { return c.Pos.Hand(c.Viewer()) }

// MaxTile is the largest short side of a tile on screen, in layout units.
const MaxTile = 34

// HandRects lays out the viewer's hand in the table t. Like LineSpots, it
// is kept while what it depends on stays (a frame asks several times): it
// is read, never written.
func (c *Controller) HandRects(t layout.Table) []layout.Rect {
	k := handKey{t.Hand, len(c.HandShown()), 2 * MaxTile * 1.6 * t.Screen.U}
	if h := &c.hand; !h.set || h.key != k {
		h.key, h.rects, h.set = k, layout.HandRects(k.r, k.n, k.maxH), true
	}
	return c.hand.rects
}

// keptRects is a hand laid out.
type keptRects struct {
	key   handKey
	rects []layout.Rect
	set   bool
}

type handKey struct {
	r    layout.Rect
	n    int
	maxH float64
}

// keptSpots is the line laid out: for a position and its first tile, on a
// table's line in a screen.
type keptSpots struct {
	pos   domino.Position
	first int
	r     layout.Rect
	s     layout.Screen
	spots []layout.TileSpot
	set   bool
}

// LineSpots lays out the line in the table t.
func (c *Controller) LineSpots(t layout.Table) []layout.TileSpot {
	if l := &c.line; !l.set || l.pos != c.Pos || l.first != c.First || l.r != t.Line || l.s != t.Screen {
		*l = keptSpots{pos: c.Pos, first: c.First, r: t.Line, s: t.Screen, spots: c.placeLine(t), set: true}
	}
	return c.line.spots
}

// placeLine lays out the line in the table t.
func (c *Controller) placeLine(t layout.Table) []layout.TileSpot {
	line := c.Pos.Line()
	d := make([]bool, len(line))
	for i, tl := range line {
		d[i] = tl.IsDouble()
	}
	// On a phone the unit shrinks, but the line's tiles keep a size a
	// finger can aim at: they shrink only when the line needs it.
	return layout.LineSpots(t.Line.Inset(8*t.Screen.U), d, c.First, MaxTile*math.Max(t.Screen.U, t.Screen.Px(1)))
}

// FirstShift is how far the first tile of a line moves to the right when
// the line before becomes after: 1 when a tile went on the left end, 0
// otherwise (the first tile of all lies at index 0).
func FirstShift(before, after []domino.Tile) int {
	if len(before) > 0 && len(after) > len(before) && after[0] != before[0] {
		return 1
	}
	return 0
}

// TapAt handles a tap at (x, y) on the table: the hand-over screen, a tile
// of the hand, or an end of the line.
func (c *Controller) TapAt(t layout.Table, x, y float64) {
	if c.HandsHidden() {
		if c.HumanToMove() {
			c.TapHandOver()
		}
		return
	}
	hand := c.HandShown()
	rects := c.HandRects(t)
	i := layout.Hit(rects, x, y)
	if i < 0 {
		// Beside the tiles: the nearest tile that fits, when the tap is
		// within half a thumb's reach of its edge (a tile is larger than
		// a race piece: its edge, not its centre, is what a thumb misses).
		var fit []layout.Rect
		var which []int
		for k, r := range rects {
			if l, rt, first := c.Fits(hand[k]); l || rt || first {
				fit, which = append(fit, r), append(which, k)
			}
		}
		if k := layout.Nearest(fit, x, y, t.Screen.Px(layout.TapReach)/2); k >= 0 {
			i = which[k]
		}
	}
	if i >= 0 {
		if c.Cfg.Mode == play.VsAI && c.Pos.ToMove() != c.Cfg.Human {
			c.Refuse(play.RefuseTurn)
			return
		}
		c.TapTile(hand[i])
		return
	}
	if !c.HasSel {
		return
	}
	if e, ok := c.EndAt(t, x, y); ok {
		c.TapEnd(e)
	}
}

// EndRects are the targets of the line's two ends: its first and its last
// tile (the two halves of a lone tile).
func (c *Controller) EndRects(t layout.Table) (left, right layout.Rect, ok bool) {
	spots := c.LineSpots(t)
	if len(spots) == 0 {
		return
	}
	pad := 6 * t.Screen.U
	left, right = spots[0].Inset(-pad), spots[len(spots)-1].Inset(-pad)
	if len(spots) == 1 {
		halves := left.Cols(2, 0)
		left, right = halves[0], halves[1]
	}
	return left, right, true
}

// EndMark is the mark of an end of the line: a disc of radius R at (X, Y),
// just beyond the end tile on the side away from its neighbour, pointing
// along (DX, DY), so that it never covers the tile's pips.
type EndMark struct{ X, Y, R, DX, DY float64 }

// Rect is the square round the mark.
func (m EndMark) Rect() layout.Rect {
	return layout.Rect{X: m.X - m.R, Y: m.Y - m.R, W: 2 * m.R, H: 2 * m.R}
}

// EndMarks are the marks of the line's left and right ends, kept inside
// the line's area.
func (c *Controller) EndMarks(t layout.Table) (left, right EndMark, ok bool) {
	spots := c.LineSpots(t)
	if len(spots) == 0 {
		return
	}
	u := t.Screen.U
	short := math.Min(spots[0].W, spots[0].H)
	r := math.Max(short*0.42, 12*u)
	area := t.Line
	mark := func(end, next layout.Rect, dx float64) EndMark {
		ex, ey := end.Center()
		dy := 0.0
		if next != end {
			nx, ny := next.Center()
			dx, dy = ex-nx, ey-ny
			if math.Abs(dx) >= math.Abs(dy) {
				dx, dy = math.Copysign(1, dx), 0
			} else {
				dx, dy = 0, math.Copysign(1, dy)
			}
		}
		reach := end.W/2 + r + 4*u
		if dy != 0 {
			reach = end.H/2 + r + 4*u
		}
		x := math.Max(area.X+r, math.Min(area.X+area.W-r, ex+dx*reach))
		y := math.Max(area.Y+r, math.Min(area.Y+area.H-r, ey+dy*reach))
		return EndMark{X: x, Y: y, R: r, DX: dx, DY: dy}
	}
	first, last := spots[0].Rect, spots[len(spots)-1].Rect
	if len(spots) == 1 {
		return mark(first, first, -1), mark(first, first, 1), true
	}
	return mark(first, spots[1].Rect, -1), mark(last, spots[len(spots)-2].Rect, 1), true
}

// EndAt returns the end under (x, y): its tile or its mark.
func (c *Controller) EndAt(t layout.Table, x, y float64) (domino.End, bool) {
	l, r, ok := c.EndRects(t)
	if !ok {
		return domino.NoEnd, false
	}
	ml, mr, _ := c.EndMarks(t)
	switch {
	case l.Contains(x, y) || ml.Rect().Contains(x, y):
		return domino.LeftEnd, true
	case r.Contains(x, y) || mr.Rect().Contains(x, y):
		return domino.RightEnd, true
	}
	return domino.NoEnd, false
}
