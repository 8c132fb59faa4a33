package sprites

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/layout"
)

// The four colours of the race board, in the clockwise order of their bases
// (red top left, green, yellow, blue), and the yellow of the second seat.
var (
	LudoGreen  = rgb(0x4E9A5B)
	Yellow     = rgb(0xF2C230)
	YellowDark = rgb(0xB8860B)
	raceCols   = [4]color.RGBA{Red, LudoGreen, Yellow, Blue}
	raceDark   = [4]color.RGBA{RedDark, rgb(0x2F6B3A), YellowDark, BlueDrk}
	raceLight  = [4]color.RGBA{rgb(0xF9D2C8), rgb(0xD2E9D3), rgb(0xFCEDB8), rgb(0xCFE0F7)}
	loopWhite  = rgb(0xFFFDF8)
	loopLine   = rgb(0xD9CCB8)
	loopSky    = rgb(0xF7FBFF)
)

// blend mixes k of colour b into a.
func blend(a, b color.RGBA, k float64) color.RGBA {
	mix := func(x, y uint8) uint8 { return uint8(float64(x)*(1-k) + float64(y)*k + 0.5) }
	return color.RGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), 255}
}

// RaceSeatColor is the colour of a race seat: red (0) or yellow (1).
func RaceSeatColor(seat int) color.RGBA { return raceCols[2*seat] }

// RaceSeatDark is the darker shade of a race seat's colour.
func RaceSeatDark(seat int) color.RGBA { return raceDark[2*seat] }

// RaceBoard draws the 15×15 cross of Ludo, or of Aviation Ludo when
// aviation is set: its bases (hangars), loop, home columns and centre.
func RaceBoard(dst *ebiten.Image, b layout.Cross, u float64, aviation bool) {
	margin := math.Ceil(b.Cell*(layout.RaceFrame+0.05) + 16*u)
	size := b.Cell * layout.RaceCells
	pad := b.Cell * layout.RaceFrame
	noteRect(dst, layout.KindBoard, b.X-pad, b.Y-pad, size+2*pad, size+2*pad, true)
	key := raceLayerKey{b.Cell, b.Turn, u, aviation}
	raceLayer.Draw(dst, key, b.X-margin, b.Y-margin, int(size+2*margin), int(size+2*margin), func(img *ebiten.Image) {
		local := b
		local.X, local.Y = margin, margin
		drawRaceBoard(img, local, u, aviation)
	})
}

// raceLayer is the race board's static layer: its bases, loop, home
// columns and centre, for a board of one size and turn, in one skin.
var raceLayer = NewLayer[raceLayerKey]()

type raceLayerKey struct {
	cell     float64
	turn     int
	u        float64
	aviation bool
}

// RaceLayer is the race board's layer (the tests count its builds).
func RaceLayer() *Layer[raceLayerKey] { return raceLayer }

// rect fills a rectangle given in board cell units (y0, x0 to y1, x1).
func crossRect(dst *ebiten.Image, b layout.Cross, y0, x0, y1, x1, r float64, c color.Color) {
	ax, ay := b.Point(y0, x0)
	bx, by := b.Point(y1, x1)
	RoundRect(dst, math.Min(ax, bx), math.Min(ay, by), math.Abs(bx-ax), math.Abs(by-ay), r, c)
}

func drawRaceBoard(dst *ebiten.Image, b layout.Cross, u float64, aviation bool) {
	bb := b.Bounds()
	pad := b.Cell * layout.RaceFrame
	frame := rgb(0x8C6A43)
	if aviation {
		frame = rgb(0x4F7FA8)
	}
	Shadow(dst, bb.X-pad, bb.Y-pad, bb.W+2*pad, bb.H+2*pad, 16*u, 7*u)
	RoundRect(dst, bb.X-pad, bb.Y-pad, bb.W+2*pad, bb.H+2*pad, 16*u, frame)
	bg := rgb(0xFBF6EC)
	if aviation {
		bg = rgb(0xEAF3FA)
	}
	RoundRect(dst, bb.X, bb.Y, bb.W, bb.H, 6*u, bg)
	cell := b.Cell
	for q := 0; q < 4; q++ {
		turned := b
		turned.Turn = b.Turn + q
		drawBase(dst, turned, q, aviation)
		// The home column.
		for i := 1; i <= 5; i++ {
			r := turned.CellRect(7, i)
			RoundRect(dst, r.X+1, r.Y+1, r.W-2, r.H-2, cell*0.12, raceCols[q])
		}
		// The centre triangle of this colour.
		ax, ay := turned.Point(6, 6)
		bx, by := turned.Point(9, 6)
		cx, cy := turned.Point(7.5, 7.5)
		Poly(dst, raceCols[q], ax, ay, bx, by, cx, cy)
	}
	// The loop, in red's frame.
	for i := 0; i < race.LoopLen; i++ {
		row, col := layout.LoopCell(i)
		r := b.CellRect(row, col)
		// Aviation Ludo's loop keeps the four colours in turn, but only as
		// a faint tint: bright squares would read as the colour jumps of
		// other rule sets, which these rules do not have.
		fill := color.Color(loopWhite)
		if aviation {
			fill = blend(loopSky, raceCols[i%race.Colours], 0.22)
		}
		// A start square takes its colour.
		colour, start := race.StartColour(i)
		if start {
			fill = raceCols[colour]
		}
		RoundRect(dst, r.X+1, r.Y+1, r.W-2, r.H-2, cell*0.12, fill)
		RoundRectStroke(dst, r.X+1, r.Y+1, r.W-2, r.H-2, cell*0.12, math.Max(1, cell*0.03), loopLine)
		cx, cy := r.Center()
		switch {
		case start:
			// A start square: an arrow pointing along the loop.
			nr, nc := layout.LoopCell(i + 1)
			nx, ny := b.CellRect(nr, nc).Center()
			a := math.Atan2(ny-cy, nx-cx)
			arrow(dst, cx, cy, cell*0.3, a, White)
		case race.Star(i):
			star(dst, cx, cy, cell*0.34, rgb(0xB99A6B))
		}
	}
	// Every home column meets the loop at its colour's last square.
	RoundRectStroke(dst, bb.X, bb.Y, bb.W, bb.H, 6*u, 2*u, frame)
}

func drawBase(dst *ebiten.Image, b layout.Cross, q int, aviation bool) {
	cell := b.Cell
	crossRect(dst, b, 0, 0, 6, 6, cell*0.4, raceCols[q])
	inner := White
	crossRect(dst, b, 0.8, 0.8, 5.2, 5.2, cell*0.5, inner)
	if aviation {
		// A hangar: a light floor with parking rings.
		crossRect(dst, b, 0.8, 0.8, 5.2, 5.2, cell*0.5, raceLight[q])
	}
	if q%2 == 1 {
		return // green and blue sit out: their bases stay empty
	}
	for _, p := range [][2]float64{{2, 2}, {2, 4}, {4, 2}, {4, 4}} {
		x, y := b.Point(p[0], p[1])
		if aviation {
			Ring(dst, x, y, cell*0.62, cell*0.07, Fade(raceDark[q], 0.55))
			Line(dst, x-cell*0.35, y, x+cell*0.35, y, cell*0.05, Fade(raceDark[q], 0.3))
			Line(dst, x, y-cell*0.35, x, y+cell*0.35, cell*0.05, Fade(raceDark[q], 0.3))
		} else {
			Circle(dst, x, y, cell*0.62, raceLight[q])
			Ring(dst, x, y, cell*0.62, cell*0.05, Fade(raceDark[q], 0.35))
		}
	}
}

func arrow(dst *ebiten.Image, cx, cy, r, a float64, c color.Color) {
	pt := func(d, t float64) (float64, float64) {
		return cx + math.Cos(a+t)*d, cy + math.Sin(a+t)*d
	}
	x0, y0 := pt(r, 0)
	x1, y1 := pt(r*0.9, 2.4)
	x2, y2 := pt(r*0.9, -2.4)
	Poly(dst, c, x0, y0, x1, y1, x2, y2)
}

// The stores of the race pieces, rings and dice.
var (
	tokenShadows = NewImages[int](16)
	planes       = NewImages[[2]int](32) // seat, size
	tokens       = NewImages[[2]int](32) // seat, size
	litRings     = NewImages[int](16)
	dieGlows     = NewImages[int](8)
	dice         = NewImages[[3]int](64) // size, face, seat
)

// RaceToken draws a race piece of seat (0 red, 1 yellow) at (cx, cy): a
// round token, or a plane (aviation) pointing along heading (radians).
// scale shrinks a fanned-out piece; lift raises it during a hop.
func RaceToken(dst *ebiten.Image, seat int, cx, cy, cell, scale, lift, alpha float64, aviation bool, heading float64) {
	size := int(math.Ceil(cell * scale))
	if size < 3 || alpha <= 0 {
		return
	}
	notePiece(dst, seat, cx-float64(size)/2, cy-lift-float64(size)/2, float64(size))
	sh := tokenShadows.Get(size, size, size, func(img *ebiten.Image) {
		c := float64(size) / 2
		Ellipse(img, c, c, float64(size)*0.36, float64(size)*0.3, Fade(rgb(0x30200a), 0.3))
	})
	BlitScaled(dst, sh, cx, cy+float64(size)*0.1+lift*0.2, 1-lift/cell*0.3, alpha)
	if aviation {
		img := planes.Get([2]int{seat, size}, size, size, func(img *ebiten.Image) {
			c := float64(size) / 2
			// A white disc with a dark rim: the plane stands out on any
			// square, its own colour's too.
			Circle(img, c, c, float64(size)*0.46, RaceSeatDark(seat))
			Circle(img, c, c, float64(size)*0.41, White)
			plane(img, c, c, float64(size)*0.35, RaceSeatColor(seat), RaceSeatDark(seat))
		})
		BlitTurned(dst, img, cx, cy-lift, heading+math.Pi/2, alpha)
		return
	}
	img := tokens.Get([2]int{seat, size}, size, size, func(img *ebiten.Image) {
		c := float64(size) / 2
		r := float64(size) * 0.4
		Circle(img, c, c, r, White)
		Circle(img, c, c, r*0.84, RaceSeatDark(seat))
		Circle(img, c, c-r*0.06, r*0.76, RaceSeatColor(seat))
		Circle(img, c, c-r*0.06, r*0.38, Fade(White, 0.85))
		Circle(img, c, c-r*0.06, r*0.26, RaceSeatColor(seat))
	})
	Blit(dst, img, cx-float64(size)/2, cy-lift-float64(size)/2, alpha)
}

// plane draws an aeroplane seen from above, nose up, centred on (cx, cy).
func plane(dst *ebiten.Image, cx, cy, s float64, c, dark color.Color) {
	// Fuselage, wings and tail.
	Poly(dst, c, cx-s*0.95, cy+s*0.05, cx-s*0.12, cy-s*0.25, cx+s*0.12, cy-s*0.25, cx+s*0.95, cy+s*0.05, cx+s*0.95, cy+s*0.22, cx+s*0.12, cy+s*0.1, cx-s*0.12, cy+s*0.1, cx-s*0.95, cy+s*0.22)
	Poly(dst, c, cx-s*0.42, cy+s*0.85, cx-s*0.1, cy+s*0.62, cx+s*0.1, cy+s*0.62, cx+s*0.42, cy+s*0.85, cx+s*0.42, cy+s*0.97, cx-s*0.42, cy+s*0.97)
	Ellipse(dst, cx, cy+s*0.05, s*0.16, s*0.95, dark)
	Ellipse(dst, cx, cy-s*0.02, s*0.12, s*0.85, c)
	Ellipse(dst, cx, cy-s*0.55, s*0.07, s*0.16, Fade(White, 0.8))
}

// LitRing marks a piece that may move: a pulsing golden ring.
func LitRing(dst *ebiten.Image, cx, cy, cell, scale float64, tick int) {
	size := int(math.Ceil(cell * 1.2 * scale))
	noteRect(dst, layout.KindMark, cx-cell*scale/2, cy-cell*scale/2, cell*scale, cell*scale, false)
	img := litRings.Get(size, size, size, func(img *ebiten.Image) {
		c := float64(size) / 2
		// Gold between two dark edges: it shows on yellow pieces and
		// squares as on any other.
		Circle(img, c, c, float64(size)*0.49, Fade(Ink, 0.55))
		Circle(img, c, c, float64(size)*0.47, Select)
		Circle(img, c, c, float64(size)*0.39, Fade(Ink, 0.45))
	})
	BlitScaled(dst, img, cx, cy, 1+0.06*math.Sin(float64(tick)/6), 1)
}

// StackCount puts the number of pieces in a stack on a small badge
// centred at (cx, cy), a corner of the stack's square of size cell.
func StackCount(dst *ebiten.Image, cx, cy, cell float64, n int) {
	face := Face(math.Max(cell*0.3, 9), true)
	r := math.Max(cell*0.17, face.Size*0.62)
	bx, by := cx, cy
	Circle(dst, bx, by, r+1.5, White)
	Circle(dst, bx, by, r, Ink)
	Text(dst, strconv.Itoa(n), face, bx, by, Center, White)
}

// DiceBox draws the box beside a plate where a seat's die is rolled: a
// soft well edged in the seat's colour.
// The box is drawn once into a picture, on the same fraction of a pixel.
func DiceBox(dst *ebiten.Image, r layout.Rect, col color.Color, u float64) {
	x, y := math.Floor(r.X), math.Floor(r.Y)
	cr, cg, cb, ca := col.RGBA()
	k := diceBoxKey{r.X - x, r.Y - y, r.W, r.H, u, [4]uint32{cr, cg, cb, ca}}
	const pad = 2
	img := diceBoxes.Get(k, int(math.Ceil(r.W))+2*pad+1, int(math.Ceil(r.H))+2*pad+1, func(img *ebiten.Image) {
		bx, by := pad+k.fx, pad+k.fy
		RoundRect(img, bx, by, r.W, r.H, 14*u, Fade(White, 0.6))
		RoundRectStroke(img, bx+1, by+1, r.W-2, r.H-2, 14*u, math.Max(1.5, 2*u), Fade(col, 0.7))
	})
	Blit(dst, img, x-pad, y-pad, 1)
	Mark(dst, layout.KindPanel, r, false)
}

// diceBoxes are the dice boxes' pictures: by the fractions of a pixel
// they start on, their size, the unit and the seat's colour.
var diceBoxes = NewImages[diceBoxKey](8)

type diceBoxKey struct {
	fx, fy, w, h, u float64
	col             [4]uint32
}

// Die draws a die showing face (1–6) centred on (cx, cy), turned by angle;
// glow rings it when it waits for a tap; seat tints its rim.
func Die(dst *ebiten.Image, cx, cy, size float64, face int, angle float64, glow bool, seat int, tick int) {
	noteDie(dst, face, glow, cx-size/2, cy-size/2, size)
	s := int(math.Ceil(size))
	if glow {
		g := dieGlows.Get(s, s*2, s*2, func(img *ebiten.Image) {
			c := float64(s)
			RoundRect(img, c-size*0.62, c-size*0.62, size*1.24, size*1.24, size*0.3, Fade(Select, 0.45))
		})
		BlitScaled(dst, g, cx, cy, 1+0.05*math.Sin(float64(tick)/7), 1)
	}
	img := dice.Get([3]int{s, face, seat}, s, s, func(img *ebiten.Image) {
		f := float64(s)
		Shadow(img, f*0.08, f*0.06, f*0.84, f*0.84, f*0.18, f*0.05)
		RoundRect(img, f*0.06, f*0.06, f*0.88, f*0.88, f*0.2, RaceSeatDark(seat))
		RoundRect(img, f*0.09, f*0.08, f*0.82, f*0.8, f*0.17, White)
		for _, p := range pipSpots[face] {
			Circle(img, f*(0.5+p[0]*0.24), f*(0.49+p[1]*0.24), f*0.075, Ink)
		}
	})
	BlitTurned(dst, img, cx, cy, angle, 1)
}
