package jungle

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// The pictures of Jungle's rules: beside each page (rules.jungle.<n> in the
// catalogue) a small board that shows the rule, its lit squares the
// engine's own moves.

// picturePage is one illustrated page: a position and the square whose moves
// light up.
type picturePage struct {
	pos   string
	focus string
}

var pictures = []picturePage{
	{"7/3R3/7/7/7/7/7/7/6r r 0", "d8"},      // the rat walks into the den
	{"7/7/7/7/7/7/7/1W5/7 r 0", "b2"},       // one square, four ways
	{"7/7/7/7/3e3/3R3/7/2c4/2D4 r 0", "d4"}, // rat takes elephant
	{"7/7/7/7/2RT3/7/7/7/7 r 0", "d5"},      // tiger jumps; rat blocks the left lake
	{"7/7/7/7/7/7/7/2Rw3/7 r 0", "c2"},      // enemy in Red's trap
	{"1e5/7/7/7/7/7/7/7/1E5 r 59", ""},      // the draw clock
}

// Picture is the page's board, 7 squares wide and 9 high.
func picture(page int) (func(dst *ebiten.Image, h *play.Host, r layout.Rect), float64) {
	if page < 0 || page >= len(pictures) {
		return nil, 0
	}
	return pictures[page].draw, float64(jungle.Files) / float64(jungle.Ranks)
}

func (pg picturePage) draw(dst *ebiten.Image, c *play.Host, r layout.Rect) {
	pos, err := jungle.Parse(pg.pos)
	if err != nil {
		return
	}
	b := layout.FitFramed(r, jungle.Files, jungle.Ranks, layout.Frame, c.Screen.LabelPad(), false)
	sprites.JungleBoard(dst, b, c.Screen.U, c.Beat())
	for sq := jungle.Square(0); sq < jungle.Squares; sq++ {
		if pc, ok := pos.At(sq); ok {
			cx, cy := b.CellCenter(int(sq))
			sprites.DrawPiece(dst, int(pc.Side), int(pc.Animal), cx, cy, b.Cell, 0, 1)
		}
	}
	if pg.focus == "" {
		bb := b.Bounds()
		sprites.RoundRect(dst, bb.X+bb.W/2-60*c.Screen.U, bb.Y+bb.H/2-30*c.Screen.U, 120*c.Screen.U, 60*c.Screen.U, 30*c.Screen.U, sprites.White)
		sprites.Text(dst, "60", sprites.Face(34*c.Screen.U, true), bb.X+bb.W/2, bb.Y+bb.H/2, sprites.Center, sprites.Ink)
		return
	}
	focus, _ := jungle.ParseSquare(pg.focus)
	sprites.SelectRing(dst, b, int(focus), c.Beat())
	for _, m := range pos.Moves() {
		if m.From != focus {
			continue
		}
		kind := sprites.MarkMove
		if _, ok := pos.At(m.To); ok {
			kind = sprites.MarkCapture
		}
		sprites.JungleMark(dst, b, int(m.To), kind, c.Beat())
	}
}
