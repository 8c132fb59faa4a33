package sprites

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
)

// While a frame is recorded (the -layout flag, the layout tests), what is
// drawn on the screen is noted item by item: texts with their font size,
// buttons, panels, boards, tiles, pieces, the die. What is drawn into a
// cached image is noted with the image when it is made, and noted on the
// screen wherever the image is blitted; so a button's label, drawn once
// into the button's image, is found on every frame that shows the button.

var (
// rec is the frame being recorded, or nil.
// noted holds the items drawn into each cached image, and open the
// cached images being drawn now.
)

type recording struct {
	screen *ebiten.Image
	scale  float64
	items  []layout.Item
}

// Record starts noting what is drawn on screen, whose device pixels are
// scale window pixels.
func Record(screen *ebiten.Image, scale float64) {
	if scale <= 0 {
		scale = 1
	}
	cur.rec = &recording{screen: screen, scale: scale}
}

// Recorded stops recording and returns what was drawn, in window pixels at
// scale 1.
func Recorded() layout.Dump {
	r := cur.rec
	cur.rec = nil
	if r == nil {
		return layout.Dump{}
	}
	b := r.screen.Bounds()
	return layout.Dump{W: float64(b.Dx()) / r.scale, H: float64(b.Dy()) / r.scale, Scale: r.scale, Items: r.items}
}

// Note notes an item drawn on dst, in dst's pixels.
func Note(dst *ebiten.Image, it layout.Item) {
	switch {
	case cur.open[dst]:
		cur.noted[dst] = append(cur.noted[dst], it)
	case cur.rec != nil && dst == cur.rec.screen:
		s := cur.rec.scale
		it.X, it.Y, it.W, it.H, it.Px = it.X/s, it.Y/s, it.W/s, it.H/s, it.Px/s
		cur.rec.items = append(cur.rec.items, it)
	}
}

// noteRect notes an item of kind in the rectangle (x, y, w, h).
func noteRect(dst *ebiten.Image, kind string, x, y, w, h float64, tap bool) {
	if cur.rec == nil && len(cur.open) == 0 {
		return
	}
	Note(dst, layout.Item{Kind: kind, X: x, Y: y, W: w, H: h, Tap: tap})
}

// notePiece notes a piece of seat (0 or 1) drawn in the square (x, y,
// size): its text is its seat.
func notePiece(dst *ebiten.Image, seat int, x, y, size float64) {
	if cur.rec == nil && len(cur.open) == 0 {
		return
	}
	Note(dst, layout.Item{Kind: layout.KindPiece, X: x, Y: y, W: size, H: size, Text: strconv.Itoa(seat)})
}

// noteDie notes the die showing face in the square (x, y, size), and a
// mark on it when it glows (a tap rolls it).
func noteDie(dst *ebiten.Image, face int, glow bool, x, y, size float64) {
	if cur.rec == nil && len(cur.open) == 0 {
		return
	}
	Note(dst, layout.Item{Kind: layout.KindDie, X: x, Y: y, W: size, H: size, Text: strconv.Itoa(face)})
	if glow {
		Note(dst, layout.Item{Kind: layout.KindMark, X: x, Y: y, W: size, H: size})
	}
}

// noteTile notes a domino tile in (x, y, w, h): its halves as text ("2-5",
// as drawn; none face down), and a mark on it when it is lit (it fits).
func noteTile(dst *ebiten.Image, a, b int, faceDown, lit bool, x, y, w, h float64) {
	if cur.rec == nil && len(cur.open) == 0 {
		return
	}
	it := layout.Item{Kind: layout.KindTile, X: x, Y: y, W: w, H: h}
	if !faceDown {
		it.Text = strconv.Itoa(a) + "-" + strconv.Itoa(b)
	}
	Note(dst, it)
	if lit {
		Note(dst, layout.Item{Kind: layout.KindMark, X: x, Y: y, W: w, H: h})
	}
}

// noteBlit notes on dst the items of img drawn at (x, y), scaled by s.
func noteBlit(dst, img *ebiten.Image, x, y, s float64) {
	for _, it := range cur.noted[img] {
		it.X, it.Y = x+it.X*s, y+it.Y*s
		it.W, it.H, it.Px = it.W*s, it.H*s, it.Px*s
		Note(dst, it)
	}
}

// Cover notes that what was drawn on dst inside r is now hidden under an
// overlay (a result card's veil, the hand-over screen): its items leave
// the record.
func Cover(dst *ebiten.Image, r layout.Rect) {
	if cur.rec == nil || dst != cur.rec.screen {
		return
	}
	s := cur.rec.scale
	r = layout.Rect{X: r.X / s, Y: r.Y / s, W: r.W / s, H: r.H / s}
	kept := cur.rec.items[:0]
	for _, it := range cur.rec.items {
		if !it.Rect().Within(r) {
			kept = append(kept, it)
		}
	}
	cur.rec.items = kept
}

// Mark notes an item of kind the caller drew on dst in r (a plate, a hand,
// a card).
func Mark(dst *ebiten.Image, kind string, r layout.Rect, tap bool) {
	noteRect(dst, kind, r.X, r.Y, r.W, r.H, tap)
}
