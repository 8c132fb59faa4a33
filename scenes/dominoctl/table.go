package dominoctl

import (
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/scenes/playctl"
)

// HandShown returns the viewer's hand as it is laid out.
func (c *Controller) HandShown() []domino.Tile { return c.Pos.Hand(c.Viewer()) }

// MaxTile is the largest short side of a tile on screen, in layout units.
const MaxTile = 34

// HandRects lays out the viewer's hand in the table t.
func (c *Controller) HandRects(t layout.Table) []layout.Rect {
	return layout.HandRects(t.Hand, len(c.HandShown()), 2*MaxTile*1.6*t.Screen.U)
}

// LineSpots lays out the line in the table t.
func (c *Controller) LineSpots(t layout.Table) []layout.TileSpot {
	line := c.Pos.Line()
	d := make([]bool, len(line))
	for i, tl := range line {
		d[i] = tl.IsDouble()
	}
	return layout.LineSpots(t.Line.Inset(8*t.Screen.U), d, c.First, MaxTile*t.Screen.U)
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
	for i, r := range c.HandRects(t) {
		if r.Contains(x, y) {
			if c.Cfg.Mode == playctl.VsAI && c.Pos.ToMove() != c.Cfg.Human {
				c.Refuse(playctl.RefuseTurn)
				return
			}
			c.TapTile(hand[i])
			return
		}
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

// EndAt returns the end under (x, y).
func (c *Controller) EndAt(t layout.Table, x, y float64) (domino.End, bool) {
	l, r, ok := c.EndRects(t)
	switch {
	case !ok:
		return domino.NoEnd, false
	case l.Contains(x, y):
		return domino.LeftEnd, true
	case r.Contains(x, y):
		return domino.RightEnd, true
	}
	return domino.NoEnd, false
}
