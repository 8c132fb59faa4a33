package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
)

// Tile draws a domino tile in the rectangle (x, y, w, h): halves a and b
// (a on the left, or on top when the tile stands upright), or its back
// when faceDown. lit outlines it in gold.
func Tile(dst *ebiten.Image, x, y, w, h float64, a, b int, faceDown, lit bool, alpha float64) {
	noteTile(dst, a, b, faceDown, lit, x, y, w, h)
	iw, ih := int(math.Ceil(w)), int(math.Ceil(h))
	m := int(math.Ceil(math.Min(w, h) * 0.2))
	key := tileKey{iw, ih, a, b, faceDown, lit}
	img := tiles.Get(key, iw+2*m, ih+2*m, func(img *ebiten.Image) {
		drawTile(img, float64(m), float64(m), w, h, a, b, faceDown, lit)
	})
	Blit(dst, img, x-float64(m), y-float64(m), alpha)
}

// tiles are the tiles' pictures: faces, backs, lit or not, by size.
var tiles = NewImages[tileKey](256)

type tileKey struct {
	w, h, a, b    int
	faceDown, lit bool
}

func drawTile(dst *ebiten.Image, x, y, w, h float64, a, b int, faceDown, lit bool) {
	s := math.Min(w, h)
	r := s * 0.16
	Shadow(dst, x, y, w, h, r, s*0.06)
	if lit {
		RoundRect(dst, x-s*0.09, y-s*0.09, w+s*0.18, h+s*0.18, r+s*0.09, Select)
	}
	if faceDown {
		RoundRect(dst, x, y, w, h, r, TileBack)
		RoundRectStroke(dst, x+s*0.12, y+s*0.12, w-s*0.24, h-s*0.24, r*0.6, math.Max(1, s*0.04), Fade(White, 0.35))
		Circle(dst, x+w/2, y+h/2, s*0.12, Fade(White, 0.35))
		return
	}
	RoundRect(dst, x, y, w, h, r, TileEdge)
	RoundRect(dst, x, y, w, h-s*0.05, r, Ivory)
	upright := h > w
	if upright {
		Line(dst, x+s*0.18, y+h/2, x+w-s*0.18, y+h/2, math.Max(1, s*0.04), TileEdge)
		pips(dst, x+w/2, y+h/4, s, a)
		pips(dst, x+w/2, y+h*3/4, s, b)
	} else {
		Line(dst, x+w/2, y+s*0.18, x+w/2, y+h-s*0.18, math.Max(1, s*0.04), TileEdge)
		pips(dst, x+w/4, y+h/2, s, a)
		pips(dst, x+w*3/4, y+h/2, s, b)
	}
}

// pipSpots places the pips of a die face or a domino half with n pips, in
// units of the pip spacing from its centre.
var pipSpots = [7][][2]float64{
	{},
	{{0, 0}},
	{{-1, -1}, {1, 1}},
	{{-1, -1}, {0, 0}, {1, 1}},
	{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
	{{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	{{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
}

func pips(dst *ebiten.Image, cx, cy, s float64, n int) {
	if n < 0 || n > 6 {
		return
	}
	for _, p := range pipSpots[n] {
		Circle(dst, cx+p[0]*s*0.26, cy+p[1]*s*0.26, s*0.085, Ink)
	}
}

// Table draws the green felt of the dominoes table.
func Table(dst *ebiten.Image, x, y, w, h, u float64) {
	noteRect(dst, layout.KindBoard, x, y, w, h, true)
	m := math.Ceil(20 * u)
	feltLayer.Draw(dst, [3]float64{w, h, u}, x-m, y-m, int(w+2*m), int(h+2*m), func(img *ebiten.Image) {
		Shadow(img, m, m, w, h, 18*u, 7*u)
		RoundRect(img, m, m, w, h, 18*u, rgb(0x7A5533))
		RoundRect(img, m+8*u, m+8*u, w-16*u, h-16*u, 12*u, Felt)
		RoundRectStroke(img, m+14*u, m+14*u, w-28*u, h-28*u, 9*u, 2*u, Fade(White, 0.12))
	})
}

// feltLayer is the dominoes table's static layer: its wooden rim and felt,
// by width, height and unit.
var feltLayer = NewLayer[[3]float64]()

// FeltLayer is the table's layer (the tests count its builds).
func FeltLayer() *Layer[[3]float64] { return feltLayer }

// EndArrow draws a disc of radius r at (cx, cy) with an arrow pointing
// along (dx, dy) (one of the four directions): the mark of an end of the
// line where the picked tile can go.
func EndArrow(dst *ebiten.Image, cx, cy, r, dx, dy float64, fill, ink color.Color) {
	Circle(dst, cx, cy, r+1.5, Fade(Ink, 0.35))
	Circle(dst, cx, cy, r, fill)
	// Along (dx, dy) the tip; across it (px, py) the base.
	px, py := -dy, dx
	tip, back, half := r*0.55, r*0.35, r*0.5
	Poly(dst, ink,
		cx+dx*tip, cy+dy*tip,
		cx-dx*back+px*half, cy-dy*back+py*half,
		cx-dx*back-px*half, cy-dy*back-py*half)
}

// Boneyard draws the boneyard as a pile of n face-down tiles (at most
// five drawn) in r, with the count on a badge; an empty boneyard is a
// dashed outline.
func Boneyard(dst *ebiten.Image, r layout.Rect, n int, label string, u float64) {
	h := math.Min(r.H*0.8, r.W*0.9)
	w := h / 2
	shown := min(n, 5)
	step := math.Min(w*0.28, (r.W-w)/4)
	x0 := r.X + (r.W-w-step*float64(max(shown-1, 0)))/2
	y0 := r.Y + (r.H-h)/2 + step*0.3*float64(max(shown-1, 0))/2
	if shown == 0 {
		RoundRectStroke(dst, x0, y0, w, h, w*0.16, math.Max(1, u*1.5), Fade(White, 0.35))
	}
	for i := 0; i < shown; i++ {
		Tile(dst, x0+float64(i)*step, y0-float64(i)*step*0.3, w, h, 0, 0, true, false, 1)
	}
	// The pile is one item, its count a text inside it.
	Cover(dst, r)
	noteRect(dst, layout.KindTile, r.X, r.Y, r.W, r.H, false)
	face := Face(13*u, true)
	tw := Measure(label, face) + 12*u
	bh := face.Size * 1.5
	bx := r.X + r.W - tw
	by := r.Y + r.H - bh
	RoundRect(dst, bx, by, tw, bh, bh/2, Fade(Ink, 0.8))
	Text(dst, label, face, bx+tw/2, by+bh/2, Center, White)
}

// LastTile rings the tile laid last on the line.
func LastTile(dst *ebiten.Image, r layout.Rect, u float64) {
	s := math.Min(r.W, r.H)
	RoundRectStroke(dst, r.X-3*u, r.Y-3*u, r.W+6*u, r.H+6*u, s*0.2, math.Max(2, 2.5*u), Fade(White, 0.9))
	Circle(dst, r.X+r.W/2, r.Y-3*u, math.Max(3, 4*u), Accent)
}
