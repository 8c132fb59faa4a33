package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Hint is the colour of a hint: a violet that no side, mark or selection
// uses, so that advice never reads as a move already chosen.
var Hint = rgb(0x8B4FE0)

// HintRing circles a hinted piece (or a hinted square): a soft violet disc
// under a ring that breathes slowly.
func HintRing(dst *ebiten.Image, cx, cy, r float64, tick int) {
	size := int(math.Ceil(r*2 + 8))
	img := hintRings.Get(size, size, size, func(img *ebiten.Image) {
		c := float64(size) / 2
		Circle(img, c, c, r, Fade(Hint, 0.22))
		Ring(img, c, c, r-r*0.06, r*0.12, Hint)
	})
	BlitScaled(dst, img, cx, cy, 1+0.05*math.Sin(float64(tick)/9), 1)
}

// HintArrow draws the way of a hinted move from (x0, y0) to (x1, y1): a
// violet stroke that stops short of both ends, and a head at the target.
func HintArrow(dst *ebiten.Image, x0, y0, x1, y1, cell float64) {
	dx, dy := x1-x0, y1-y0
	d := math.Hypot(dx, dy)
	if d < 1 {
		return
	}
	ux, uy := dx/d, dy/d
	a, b := cell*0.34, cell*0.30
	sx, sy := x0+ux*a, y0+uy*a
	ex, ey := x1-ux*b, y1-uy*b
	w := cell * 0.09
	col := Fade(Hint, 0.85)
	Line(dst, sx, sy, ex-ux*w, ey-uy*w, w, col)
	h := cell * 0.2
	px, py := -uy, ux
	Poly(dst, col, ex+ux*h*0.4, ey+uy*h*0.4, ex-ux*h*0.8+px*h*0.7, ey-uy*h*0.8+py*h*0.7, ex-ux*h*0.8-px*h*0.7, ey-uy*h*0.8-py*h*0.7)
}

// HintFrame outlines a hinted rectangle (a tile, an end of the line).
func HintFrame(dst *ebiten.Image, x, y, w, h, u float64, tick int) {
	k := 0.7 + 0.3*math.Sin(float64(tick)/9)
	RoundRect(dst, x-5*u, y-5*u, w+10*u, h+10*u, 9*u, Fade(Hint, 0.2*k))
	RoundRectStroke(dst, x-5*u, y-5*u, w+10*u, h+10*u, 9*u, 4.5*u, Fade(Hint, 0.6+0.4*k))
}

// hintRings are the hint's rings, by size.
var hintRings = NewImages[int](8)
