package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// inset shows a game's own board, bare, in a rectangle of another screen —
// the review's step, a lesson's task, a puzzle: the board lays itself out
// on a screen the rectangle's size (insetScreen), is drawn into an image of
// its own, and that image is placed; taps are passed on in the
// rectangle's coordinates.
type inset struct{ img *ebiten.Image }

// insetScreen is the screen a board in rectangle r lays itself out on.
func insetScreen(c *Context, r layout.Rect) layout.Screen {
	s := c.Screen
	s.W, s.H, s.Top, s.Bare = math.Floor(r.W), math.Floor(r.H), 0, true
	return s
}

// draw draws b into r; tappable says whether the board takes taps there
// (for the layout dump).
func (in *inset) draw(dst *ebiten.Image, c *Context, b play.Board, r layout.Rect, tappable bool) {
	if b == nil || r.W < 8 || r.H < 8 {
		return
	}
	s := insetScreen(c, r)
	w, h := int(s.W), int(s.H)
	if in.img == nil || in.img.Bounds().Dx() != w || in.img.Bounds().Dy() != h {
		if in.img != nil {
			in.img.Deallocate()
		}
		in.img = ebiten.NewImage(w, h)
	}
	in.img.Clear()
	b.Render(in.img, &c.Host, s, 0, false)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X, r.Y)
	dst.DrawImage(in.img, op)
	sprites.Mark(dst, layout.KindBoard, layout.Rect{X: r.X, Y: r.Y, W: s.W, H: s.H}, tappable)
}

// tap passes a tap at (x, y) on the screen to b in r.
func (in *inset) tap(c *Context, b play.Board, r layout.Rect, x, y float64) {
	b.Press(insetScreen(c, r), x-r.X, y-r.Y)
}
