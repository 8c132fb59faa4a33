package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
)

// The analysis overlay's marks: one warning colour, unlike the selection's
// gold and the hint's violet, on a dark edge so that it shows on every
// piece and square.

// Warn is the colour of the analysis marks.
var Warn = rgb(0xFF5A1F)

// WarnRing circles a piece that the opponent could take next move: a ring
// of eight warning dashes on a dark edge, drawn round the piece's rim.
func WarnRing(dst *ebiten.Image, cx, cy, r float64) {
	size := int(math.Ceil(r*2 + 8))
	img := warnRings.Get(size, size, size, func(img *ebiten.Image) {
		c := float64(size) / 2
		w := math.Max(2, r*0.16)
		Ring(img, c, c, r, w+2, Fade(Ink, 0.7))
		for i := 0; i < 8; i++ {
			a0 := float64(i)*math.Pi/4 + 0.12
			a1 := a0 + math.Pi/4 - 0.24
			steps := 6
			for k := 0; k < steps; k++ {
				t0 := a0 + (a1-a0)*float64(k)/float64(steps)
				t1 := a0 + (a1-a0)*float64(k+1)/float64(steps)
				Line(img, c+r*math.Cos(t0), c+r*math.Sin(t0), c+r*math.Cos(t1), c+r*math.Sin(t1), w, Warn)
			}
		}
	})
	Blit(dst, img, cx-float64(size)/2, cy-float64(size)/2, 1)
}

// WarnSquare tints a board square from which the opponent would reach the
// den: a faint warning wash in a warning frame.
func WarnSquare(dst *ebiten.Image, b layout.Board, sq int) {
	r := b.CellRect(sq)
	size := int(math.Ceil(b.Cell))
	img := warnSquares.Get(size, size, size, func(img *ebiten.Image) {
		s := float64(size)
		RoundRect(img, 2, 2, s-4, s-4, s*0.14, Fade(Warn, 0.28))
		RoundRectStroke(img, 3, 3, s-6, s-6, s*0.13, math.Max(2, s*0.06), Warn)
	})
	Blit(dst, img, r.X, r.Y, 1)
}

// WarnTag draws a small label on a warning pill centred on (cx, cy), and
// returns its rectangle: the die values that hit a piece, the ends a tile
// fits.
func WarnTag(dst *ebiten.Image, label string, cx, cy, size float64, fill, ink color.Color) layout.Rect {
	f := Face(size, true)
	w := WarnTagWidth(label, size)
	h := f.Size * 1.35
	r := layout.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}
	RoundRect(dst, r.X-1, r.Y-1, r.W+2, r.H+2, h/2+1, Fade(Ink, 0.6))
	RoundRect(dst, r.X, r.Y, r.W, r.H, h/2, fill)
	Mark(dst, layout.KindPanel, r, false)
	Text(dst, label, f, cx, cy, Center, ink)
	return r
}

// WarnTagWidth is the width of WarnTag's pill for label at size.
func WarnTagWidth(label string, size float64) float64 {
	f := Face(size, true)
	return Measure(label, f) + f.Size*0.7
}

// The stores of the warning marks, by size.
var (
	warnRings   = NewImages[int](8)
	warnSquares = NewImages[int](8)
)
