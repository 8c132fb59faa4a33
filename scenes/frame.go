package scenes

import (
	"math"

	"github.com/plyyard/plyyard/layout"
)

// frame is how a screen that shows a board beside its own words (a puzzle,
// a review) divides the screen under its heading, a margin all round:
// upright, a bar of buttons at the bottom and the rest above it; on its
// side, the board at the left and a panel at the right.
type frame struct {
	top, m, u float64
	// btn is a button's height, gap the least gap between two.
	btn, gap float64
	// bar is the buttons' bar at the bottom (upright).
	bar layout.Rect
	// board and panel (on its side) share the height under the heading.
	board, panel layout.Rect
}

// frameOf is the frame of a screen headed title whose panel, on its side,
// takes share of the width up to most (in units).
func frameOf(c *Context, title string, share, most float64) frame {
	sc := c.Screen
	u := sc.U
	_, shift := header(c, title)
	f := frame{top: 84*u + shift, m: 16 * u, u: u, btn: sc.Btn(52), gap: sc.Gap(8)}
	if sc.Portrait() {
		f.bar = layout.Rect{X: f.m, Y: sc.H - f.m - sc.Btn(52), W: sc.W - 2*f.m, H: sc.Btn(52)}
		return f
	}
	w := math.Min(most*u, sc.W*share)
	f.board = layout.Rect{X: f.m, Y: f.top, W: sc.W - w - 3*f.m, H: sc.H - f.top - f.m}
	f.panel = layout.Rect{X: f.board.X + f.board.W + f.m, Y: f.top, W: w, H: f.board.H}
	return f
}

// above is the full width from y down to the bar (upright): where the
// board goes under what the screen puts at the top.
func (f frame) above(y float64) layout.Rect {
	return layout.Rect{X: f.m, Y: y, W: f.bar.W, H: f.bar.Y - 10*f.u - y}
}

// row is a row of buttons in the panel at y (on its side).
func (f frame) row(y float64) layout.Rect {
	return layout.Rect{X: f.panel.X, Y: y, W: f.panel.W, H: f.btn}
}
