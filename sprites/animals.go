package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
)

// pen draws in a unit square centred on (cx, cy) and s pixels per unit.
type pen struct {
	dst    *ebiten.Image
	cx, cy float64
	s      float64
}

func (p pen) x(v float64) float64 { return p.cx + v*p.s }
func (p pen) y(v float64) float64 { return p.cy + v*p.s }

func (p pen) circle(x, y, r float64, c color.Color) { Circle(p.dst, p.x(x), p.y(y), r*p.s, c) }
func (p pen) ellipse(x, y, rx, ry float64, c color.Color) {
	Ellipse(p.dst, p.x(x), p.y(y), rx*p.s, ry*p.s, c)
}
func (p pen) line(x0, y0, x1, y1, w float64, c color.Color) {
	Line(p.dst, p.x(x0), p.y(y0), p.x(x1), p.y(y1), w*p.s, c)
}
func (p pen) poly(c color.Color, pts ...float64) {
	q := make([]float64, len(pts))
	for i, v := range pts {
		if i%2 == 0 {
			q[i] = p.x(v)
		} else {
			q[i] = p.y(v)
		}
	}
	Poly(p.dst, c, q...)
}

func (p pen) eyes(dx, y, r float64) {
	p.circle(-dx, y, r, Ink)
	p.circle(dx, y, r, Ink)
	p.circle(-dx+r*0.35, y-r*0.35, r*0.35, White)
	p.circle(dx+r*0.35, y-r*0.35, r*0.35, White)
}

func (p pen) whiskers(y, len float64, c color.Color) {
	for _, k := range []float64{-1, 1} {
		p.line(k*0.12, y, k*(0.12+len), y-0.05, 0.025, c)
		p.line(k*0.12, y+0.04, k*(0.12+len), y+0.07, 0.025, c)
	}
}

// DrawAnimal draws the face of animal (1 rat … 8 elephant) in a box of
// size pixels centred on (cx, cy).
func DrawAnimal(dst *ebiten.Image, animal int, cx, cy, size float64) {
	p := pen{dst, cx, cy, size}
	switch animal {
	case 1: // rat: big round ears, narrow face, whiskers
		p.circle(-0.25, -0.2, 0.17, furRat)
		p.circle(0.25, -0.2, 0.17, furRat)
		p.circle(-0.25, -0.2, 0.1, furRatIn)
		p.circle(0.25, -0.2, 0.1, furRatIn)
		p.poly(furRat, -0.24, -0.06, 0.24, -0.06, 0.05, 0.3, -0.05, 0.3)
		p.circle(0, -0.04, 0.22, furRat)
		p.circle(0, 0.29, 0.055, furRatIn)
		p.eyes(0.09, -0.03, 0.045)
		p.whiskers(0.22, 0.22, Ink)
	case 2: // cat: pointed ears, round face, whiskers
		p.poly(furCat, -0.3, -0.05, -0.26, -0.38, -0.05, -0.2)
		p.poly(furCat, 0.3, -0.05, 0.26, -0.38, 0.05, -0.2)
		p.poly(furRatIn, -0.25, -0.1, -0.24, -0.3, -0.11, -0.19)
		p.poly(furRatIn, 0.25, -0.1, 0.24, -0.3, 0.11, -0.19)
		p.circle(0, 0.03, 0.27, furCat)
		p.ellipse(0, 0.14, 0.14, 0.09, muzzle)
		p.ellipse(-0.1, -0.01, 0.045, 0.06, Ink)
		p.ellipse(0.1, -0.01, 0.045, 0.06, Ink)
		p.poly(rgb(0xE0706A), -0.04, 0.09, 0.04, 0.09, 0, 0.13)
		p.whiskers(0.14, 0.24, Ink)
	case 3: // dog: floppy ears, muzzle, big nose
		p.circle(0, 0, 0.27, furDog)
		p.ellipse(-0.27, 0.02, 0.09, 0.2, furDogEar)
		p.ellipse(0.27, 0.02, 0.09, 0.2, furDogEar)
		p.ellipse(0, 0.13, 0.16, 0.12, muzzle)
		p.ellipse(0, 0.07, 0.07, 0.05, Ink)
		p.eyes(0.1, -0.06, 0.045)
		p.ellipse(0, 0.23, 0.045, 0.05, rgb(0xE0706A))
	case 4: // wolf: tall ears, pointed face
		p.poly(furWolf, -0.28, -0.05, -0.22, -0.42, -0.04, -0.2)
		p.poly(furWolf, 0.28, -0.05, 0.22, -0.42, 0.04, -0.2)
		p.poly(furWolfIn, -0.22, -0.12, -0.2, -0.32, -0.1, -0.2)
		p.poly(furWolfIn, 0.22, -0.12, 0.2, -0.32, 0.1, -0.2)
		p.poly(furWolf, -0.31, -0.12, 0.31, -0.12, 0.26, 0.08, 0, 0.34, -0.26, 0.08)
		p.poly(furWolfIn, -0.13, 0.08, 0.13, 0.08, 0, 0.32)
		p.circle(0, 0.28, 0.05, Ink)
		p.poly(rgb(0xFFD34D), -0.17, -0.04, -0.05, -0.02, -0.12, 0.03)
		p.poly(rgb(0xFFD34D), 0.17, -0.04, 0.05, -0.02, 0.12, 0.03)
		p.circle(-0.11, -0.01, 0.022, Ink)
		p.circle(0.11, -0.01, 0.022, Ink)
	case 5: // leopard: small round ears, spots
		p.circle(-0.21, -0.21, 0.09, furLeopard)
		p.circle(0.21, -0.21, 0.09, furLeopard)
		p.circle(0, 0.02, 0.28, furLeopard)
		for _, s := range [][3]float64{{-0.15, -0.15, 0.035}, {0.0, -0.2, 0.04}, {0.15, -0.14, 0.035}, {-0.22, 0.04, 0.035}, {0.22, 0.05, 0.035}, {-0.07, -0.09, 0.025}, {0.08, -0.09, 0.025}} {
			p.circle(s[0], s[1], s[2], rgb(0x6B4A1F))
		}
		p.ellipse(0, 0.14, 0.13, 0.09, muzzle)
		p.poly(Ink, -0.045, 0.08, 0.045, 0.08, 0, 0.13)
		p.eyes(0.1, -0.01, 0.04)
	case 6: // tiger: orange, black stripes
		p.circle(-0.22, -0.21, 0.09, furTiger)
		p.circle(0.22, -0.21, 0.09, furTiger)
		p.circle(-0.22, -0.21, 0.045, Ink)
		p.circle(0.22, -0.21, 0.045, Ink)
		p.circle(0, 0.02, 0.28, furTiger)
		p.poly(Ink, -0.05, -0.25, 0.05, -0.25, 0, -0.12)
		for _, k := range []float64{-1, 1} {
			p.line(k*0.27, -0.03, k*0.16, 0.0, 0.04, Ink)
			p.line(k*0.27, 0.08, k*0.17, 0.08, 0.04, Ink)
			p.line(k*0.12, -0.2, k*0.08, -0.14, 0.035, Ink)
		}
		p.ellipse(0, 0.15, 0.14, 0.09, muzzle)
		p.poly(Ink, -0.045, 0.09, 0.045, 0.09, 0, 0.14)
		p.eyes(0.1, -0.03, 0.04)
	case 7: // lion: a mane all around
		for i := 0; i < 14; i++ {
			a := float64(i) / 14 * 2 * math.Pi
			p.circle(0.3*math.Cos(a), 0.03+0.3*math.Sin(a), 0.1, furMane)
		}
		p.circle(0, 0.03, 0.3, furMane)
		p.circle(0, 0.04, 0.22, furLion)
		p.ellipse(0, 0.13, 0.12, 0.08, muzzle)
		p.poly(rgb(0x6B3A1A), -0.05, 0.08, 0.05, 0.08, 0, 0.13)
		p.eyes(0.08, -0.03, 0.038)
	case 8: // elephant: wide ears, trunk
		p.ellipse(-0.25, -0.02, 0.17, 0.22, furElephant)
		p.ellipse(0.25, -0.02, 0.17, 0.22, furElephant)
		p.ellipse(-0.26, -0.02, 0.11, 0.15, furElephIn)
		p.ellipse(0.26, -0.02, 0.11, 0.15, furElephIn)
		p.circle(0, -0.04, 0.2, furElephant)
		p.line(0, 0.05, 0, 0.28, 0.11, furElephant)
		p.line(0, 0.28, 0.07, 0.34, 0.09, furElephant)
		p.line(-0.09, 0.1, -0.13, 0.17, 0.035, White)
		p.line(0.09, 0.1, 0.13, 0.17, 0.035, White)
		p.eyes(0.09, -0.07, 0.035)
	}
}

// DrawPiece draws a piece: a coloured disc with a white rim and a soft
// shadow, the animal's face, and its rank in a badge. lift raises it above
// its shadow (for moves in the air); alpha fades it (captures).
func DrawPiece(dst *ebiten.Image, seat, animal int, cx, cy, cell, lift, alpha float64) {
	drawPiece(dst, seat, animal, false, cx, cy, cell, lift, alpha)
}

// DrawWeakPiece draws a piece standing in the other side's trap: its
// badge reads 0 on grey, the rank it counts for there.
func DrawWeakPiece(dst *ebiten.Image, seat, animal int, cx, cy, cell float64) {
	drawPiece(dst, seat, animal, true, cx, cy, cell, 0, 1)
}

// The stores of the Jungle pieces: their shadows by size, and their faces.
var (
	pieceShadows = NewImages[int](16)
	pieces       = NewImages[pieceKey](160)
)

type pieceKey struct {
	seat, animal, size int
	weak               bool
}

func drawPiece(dst *ebiten.Image, seat, animal int, weak bool, cx, cy, cell, lift, alpha float64) {
	if alpha <= 0 || cell < 2 {
		return
	}
	notePiece(dst, seat, cx-cell/2, cy-lift-cell/2, cell)
	size := int(math.Ceil(cell))
	sh := pieceShadows.Get(size, size, size, func(img *ebiten.Image) {
		c := float64(size) / 2
		r := cell * 0.42
		Ellipse(img, c, c, r, r*0.95, Fade(rgb(0x203010), 0.28))
	})
	shrink := 1 - lift/cell*0.3
	BlitScaled(dst, sh, cx, cy+cell*0.42*0.18+lift*0.3, shrink, alpha)
	img := pieces.Get(pieceKey{seat, animal, size, weak}, size, size, func(img *ebiten.Image) {
		c := float64(size) / 2
		drawPieceFace(img, seat, animal, weak, c, c, cell)
	})
	Blit(dst, img, cx-float64(size)/2, cy-lift-float64(size)/2, alpha)
}

func drawPieceFace(dst *ebiten.Image, seat, animal int, weak bool, cx, cy, cell float64) {
	r := cell * 0.42
	Circle(dst, cx, cy, r, White)
	Circle(dst, cx, cy, r*0.88, SideColor(seat))
	Circle(dst, cx, cy+r*0.05, r*0.78, Fade(SideDark(seat), 0.35))
	Circle(dst, cx, cy, r*0.76, rgb(0xFFF8EC))
	DrawAnimal(dst, animal, cx, cy+r*0.02, r*1.75)
	// The rank badge at the lower right: its digit never below the text
	// floor, the badge within the piece's square.
	br := max(r*0.34, MinText()*0.62)
	bx, by := min(cx+r*0.7, cx+cell/2-br-0.5), min(cy+r*0.66, cy+cell/2-br-0.5)
	rank, badge := animal, SideDark(seat)
	if weak {
		// Trapped: the face fades a little and the badge turns grey.
		Circle(dst, cx, cy, r*0.76, Fade(Paper, 0.45))
		rank, badge = 0, InkSoft
	}
	Circle(dst, bx, by, br+r*0.06, White)
	Circle(dst, bx, by, br, badge)
	Text(dst, string(rune('0'+rank)), Face(br*1.45, true), bx, by, Center, White)
}

// CapturedTray draws in r the animals of seat that the other side has
// taken, strongest first, on a faint tray; they overlap when many. An
// empty tray shows the words empty.
func CapturedTray(dst *ebiten.Image, r layout.Rect, seat int, animals []int, empty string, u float64) {
	RoundRect(dst, r.X, r.Y, r.W, r.H, r.H/2, Fade(White, 0.35))
	if len(animals) == 0 {
		Mark(dst, layout.KindPanel, r, false)
		Text(dst, empty, Face(13*u, false), r.X+r.H/2, r.Y+r.H/2, Left, Fade(InkSoft, 0.8))
		return
	}
	size := r.H * 0.92
	step := size * 0.9
	if n := len(animals); n > 1 && step*float64(n-1)+size > r.W-r.H/2 {
		step = (r.W - r.H/2 - size) / float64(n-1)
	}
	x := r.X + r.H/4 + size/2
	for _, a := range animals {
		DrawPiece(dst, seat, a, x, r.Y+r.H/2, size, 0, 1)
		x += step
	}
	// The tray is one item: its pieces lie inside it, overlapping.
	Cover(dst, r)
	Mark(dst, layout.KindPanel, r, false)
}
