package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/layout"
)

// JungleBoard draws the Jungle board's terrain: grass, the two lakes, the
// traps and the dens, a frame and the file and rank labels.
func JungleBoard(dst *ebiten.Image, b layout.Board, u float64, tick int) {
	margin := math.Ceil(b.Pad + 16*u)
	bb := b.Bounds()
	fr := b.Framed()
	noteRect(dst, layout.KindBoard, fr.X, fr.Y, fr.W, fr.H, true)
	key := jungleLayerKey{b.Cell, b.Pad, b.Flipped, u, b.Files, b.Ranks}
	jungleLayer.Draw(dst, key, b.X-margin, b.Y-margin, int(bb.W+2*margin), int(bb.H+2*margin), func(img *ebiten.Image) {
		local := b
		local.X, local.Y = margin, margin
		drawJungleBoard(img, local, u)
	})
}

// jungleLayer is the Jungle board's static layer: its terrain, lakes,
// traps, dens, frame and labels, for a board of one size and turn.
var jungleLayer = NewLayer[jungleLayerKey]()

type jungleLayerKey struct {
	cell, pad    float64
	flipped      bool
	u            float64
	files, ranks int
}

// JungleLayer is the Jungle board's layer (the tests count its builds).
func JungleLayer() *Layer[jungleLayerKey] { return jungleLayer }

func drawJungleBoard(dst *ebiten.Image, b layout.Board, u float64) {
	tick := 0
	bb := b.Bounds()
	pad := b.Pad
	Shadow(dst, bb.X-pad, bb.Y-pad, bb.W+2*pad, bb.H+2*pad, 16*u, 7*u)
	RoundRect(dst, bb.X-pad, bb.Y-pad, bb.W+2*pad, bb.H+2*pad, 16*u, Frame)
	RoundRect(dst, bb.X-2, bb.Y-2, bb.W+4, bb.H+4, 6*u, GrassEdge)
	for sq := 0; sq < jungle.Squares; sq++ {
		r := b.CellRect(sq)
		s := jungle.Square(sq)
		c := Grass
		if (s.File()+s.Rank())%2 == 1 {
			c = GrassAlt
		}
		vectorRect(dst, r, c)
		if jungle.IsWater(s) {
			vectorRect(dst, r, Water)
		}
	}
	// Lakes: one rounded pool per lake with moving ripples.
	for _, lake := range [][2]string{{"b4", "c6"}, {"e4", "f6"}} {
		lo, _ := jungle.ParseSquare(lake[0])
		hi, _ := jungle.ParseSquare(lake[1])
		a, z := b.CellRect(int(lo)), b.CellRect(int(hi))
		x0, y0 := math.Min(a.X, z.X), math.Min(a.Y, z.Y)
		x1, y1 := math.Max(a.X+a.W, z.X+z.W), math.Max(a.Y+a.H, z.Y+z.H)
		in := b.Cell * 0.06
		RoundRect(dst, x0+in, y0+in, x1-x0-2*in, y1-y0-2*in, b.Cell*0.3, WaterDeep)
		RoundRect(dst, x0+in*2, y0+in*2, x1-x0-4*in, y1-y0-4*in, b.Cell*0.26, Water)
		for i := 0; i < 6; i++ {
			fy := y0 + (y1-y0)*(float64(i)+0.6)/6.4
			shift := math.Sin(float64(tick)/40+float64(i)*1.7) * b.Cell * 0.12
			fx := x0 + (x1-x0)*0.28 + shift + float64(i%2)*b.Cell*0.45
			wave(dst, fx, fy, b.Cell*0.34, b.Cell*0.05, rgba(0xE6F6FF, 0.6), b.Cell*0.035)
		}
	}
	for sq := 0; sq < jungle.Squares; sq++ {
		s := jungle.Square(sq)
		r := b.CellRect(sq)
		cx, cy := r.Center()
		if owner, ok := jungle.TrapOwner(s); ok {
			drawTrap(dst, cx, cy, b.Cell, int(owner))
		}
		if owner, ok := jungle.DenOwner(s); ok {
			drawDen(dst, cx, cy, b.Cell, int(owner))
		}
	}
	// Labels in the frame.
	face := Face(math.Max(9, pad*0.62), true)
	lc := rgba(0xF4F9E8, 0.9)
	for f := 0; f < b.Files; f++ {
		r := b.CellRect(f)
		cx, _ := r.Center()
		Text(dst, string(rune('a'+f)), face, cx, bb.Y+bb.H+pad/2, Center, lc)
	}
	for rk := 0; rk < b.Ranks; rk++ {
		r := b.CellRect(rk * b.Files)
		_, cy := r.Center()
		Text(dst, string(rune('1'+rk)), face, bb.X-pad/2, cy, Center, lc)
	}
}

func vectorRect(dst *ebiten.Image, r layout.Rect, c color.Color) {
	Poly(dst, c, r.X, r.Y, r.X+r.W, r.Y, r.X+r.W, r.Y+r.H, r.X, r.Y+r.H)
}

func wave(dst *ebiten.Image, x, y, w, h float64, c color.Color, lw float64) {
	n := 8
	for i := 0; i < n; i++ {
		a0 := float64(i) / float64(n)
		a1 := float64(i+1) / float64(n)
		Line(dst, x+w*a0, y+h*math.Sin(a0*2*math.Pi), x+w*a1, y+h*math.Sin(a1*2*math.Pi), lw, c)
	}
}

// drawTrap draws a ring of stakes on sand, tinted by the owner.
func drawTrap(dst *ebiten.Image, cx, cy, cell float64, owner int) {
	r := cell * 0.4
	RoundRect(dst, cx-r, cy-r, 2*r, 2*r, cell*0.12, Trap)
	RoundRectStroke(dst, cx-r, cy-r, 2*r, 2*r, cell*0.12, cell*0.04, Fade(SideColor(owner), 0.7))
	for i := 0; i < 8; i++ {
		a := float64(i) / 8 * 2 * math.Pi
		x, y := cx+math.Cos(a)*r*0.55, cy+math.Sin(a)*r*0.55
		Poly(dst, TrapInk, x-cell*0.04, y+cell*0.05, x+cell*0.04, y+cell*0.05, x, y-cell*0.07)
	}
	Line(dst, cx-r*0.3, cy-r*0.3, cx+r*0.3, cy+r*0.3, cell*0.04, TrapInk)
	Line(dst, cx-r*0.3, cy+r*0.3, cx+r*0.3, cy-r*0.3, cell*0.04, TrapInk)
}

// drawDen draws a cave in the owner's colours.
func drawDen(dst *ebiten.Image, cx, cy, cell float64, owner int) {
	r := cell * 0.44
	Circle(dst, cx, cy, r, Den)
	Ring(dst, cx, cy, r, cell*0.06, SideColor(owner))
	// The cave mouth: a dark arch with a star of the owner's colour.
	var pts []float64
	for i := 0; i <= 12; i++ {
		a := math.Pi + float64(i)/12*math.Pi
		pts = append(pts, cx+math.Cos(a)*r*0.55, cy+r*0.35+math.Sin(a)*r*0.65)
	}
	Poly(dst, rgb(0x3B2F25), pts...)
	star(dst, cx, cy-r*0.55, r*0.28, SideColor(owner))
}

func star(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	var pts []float64
	for i := 0; i < 10; i++ {
		rr := r
		if i%2 == 1 {
			rr = r * 0.45
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts = append(pts, cx+math.Cos(a)*rr, cy+math.Sin(a)*rr)
	}
	Poly(dst, c, pts...)
}

// The stores of the marks drawn on the Jungle board.
var (
	marks    = NewImages[markKey](16)
	tints    = NewImages[tintKey](16)
	selRings = NewImages[int](8)
)

type markKey struct{ kind, size int }

type tintKey struct {
	size int
	c    [4]uint32 // the colour's RGBA
}

// Highlight kinds for JungleMarks.
const (
	MarkMove = iota
	MarkCapture
)

// JungleMark draws a legal-move marker on square sq: a soft dot for a move,
// a ring for a capture. It pulses gently.
func JungleMark(dst *ebiten.Image, b layout.Board, sq, kind int, tick int) {
	cx, cy := b.CellCenter(sq)
	noteRect(dst, layout.KindMark, cx-b.Cell/2, cy-b.Cell/2, b.Cell, b.Cell, false)
	pulse := 1 + 0.06*math.Sin(float64(tick)/8)
	size := int(math.Ceil(b.Cell * 1.1))
	img := marks.Get(markKey{kind, size}, size, size, func(img *ebiten.Image) {
		c := float64(size) / 2
		if kind == MarkCapture {
			Ring(img, c, c, b.Cell*0.46, b.Cell*0.07, rgba(0xFF6B3D, 0.9))
			return
		}
		Circle(img, c, c, b.Cell*0.16, rgba(0xFFFFFF, 0.75))
		Ring(img, c, c, b.Cell*0.16, b.Cell*0.03, rgba(0x2E5A1C, 0.35))
	})
	BlitScaled(dst, img, cx, cy, pulse, 1)
}

// JungleSquareTint fills square sq with c (the last move, the selection).
func JungleSquareTint(dst *ebiten.Image, b layout.Board, sq int, c color.Color) {
	r := b.CellRect(sq)
	size := int(math.Ceil(b.Cell))
	cr, cg, cb, ca := c.RGBA()
	img := tints.Get(tintKey{size, [4]uint32{cr, cg, cb, ca}}, size, size, func(img *ebiten.Image) {
		RoundRect(img, 2, 2, float64(size)-4, float64(size)-4, b.Cell*0.14, c)
	})
	Blit(dst, img, r.X, r.Y, 1)
}

// SelectRing circles the selected piece.
func SelectRing(dst *ebiten.Image, b layout.Board, sq int, tick int) {
	cx, cy := b.CellCenter(sq)
	size := int(math.Ceil(b.Cell * 1.2))
	img := selRings.Get(size, size, size, func(img *ebiten.Image) {
		c := float64(size) / 2
		Ring(img, c, c, b.Cell*0.47, b.Cell*0.075, Select)
	})
	BlitScaled(dst, img, cx, cy, 1+0.03*math.Sin(float64(tick)/6), 1)
}

// Burst draws the capture effect at (cx, cy): a ring of sparks flying out
// and fading, progress from 0 to 1.
func Burst(dst *ebiten.Image, cx, cy, cell, progress float64) {
	a := 1 - progress
	for i := 0; i < 10; i++ {
		ang := float64(i)/10*2*math.Pi + progress
		d := cell * (0.2 + 0.45*progress)
		Circle(dst, cx+math.Cos(ang)*d, cy+math.Sin(ang)*d, cell*0.06*a+1, Fade(rgb(0xFFB340), a))
	}
	Ring(dst, cx, cy, cell*(0.2+0.35*progress), cell*0.05*a+0.5, Fade(White, a))
}

// SideDot draws a small disc of a seat's colour (for status lines).
func SideDot(dst *ebiten.Image, cx, cy, r float64, seat engine.Seat) {
	Circle(dst, cx, cy, r, White)
	Circle(dst, cx, cy, r*0.78, SideColor(int(seat)))
}

// Pop draws a burst of light at (cx, cy) for the moment something good
// lands: a ring that swells and fades, and eight sparks flying out in
// colour col; progress runs from 0 to 1.
func Pop(dst *ebiten.Image, cx, cy, size, progress float64, col color.Color) {
	a := 1 - progress
	ease := 1 - (1-progress)*(1-progress)
	Ring(dst, cx, cy, size*(0.3+0.5*ease), math.Max(1.5, size*0.08*a), Fade(col, a))
	for i := 0; i < 8; i++ {
		ang := float64(i)/8*2*math.Pi + 0.4
		d := size * (0.25 + 0.7*ease)
		x, y := cx+math.Cos(ang)*d, cy+math.Sin(ang)*d
		star(dst, x, y, size*0.12*a+1, Fade(col, a))
	}
}
