package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/sprites"
)

// howtoScene explains Jungle in six short pages, each with a small board
// that shows the rule (its lit squares come from the engine itself).
type howtoScene struct{ page int }

// howtoPage is one illustrated page: a position and the square whose moves
// light up.
type howtoPage struct {
	pos   string
	focus string
}

var howtoPages = []howtoPage{
	{"7/3R3/7/7/7/7/7/7/6r r 0", "d8"},      // the rat walks into the den
	{"7/7/7/7/7/7/7/1W5/7 r 0", "b2"},       // one square, four ways
	{"7/7/7/7/3e3/3R3/7/2c4/2D4 r 0", "d4"}, // rat takes elephant
	{"7/7/7/7/2RT3/7/7/7/7 r 0", "d5"},      // tiger jumps; rat blocks the left lake
	{"7/7/7/7/7/7/7/2Rw3/7 r 0", "c2"},      // enemy in Red's trap
	{"1e5/7/7/7/7/7/7/7/1E5 r 59", ""},      // the draw clock
}

func (s *howtoScene) layout(c *Context) (text, board layout.Rect, bs []Button) {
	sc := c.Screen
	u := sc.U
	m := 24 * u
	_, shift := header(c, c.T("howto.title"))
	top := 100*u + shift
	navH := 54 * u
	area := layout.Rect{X: m, Y: top, W: sc.W - 2*m, H: sc.H - top - navH - 2*m}
	// Side by side in a landscape window; in a portrait one the text takes
	// what its page needs and the board the rest below it, unless that
	// leaves the board smaller than side by side would (a squat window).
	w := min(area.W, 1000*u)
	x := (sc.W - w) / 2
	text = layout.Rect{X: x, Y: area.Y, W: w * 0.52, H: area.H}
	board = layout.Rect{X: x + w*0.56, Y: area.Y, W: w * 0.44, H: area.H}
	if sc.Portrait() {
		need := 92*u + sprites.ParagraphHeight(c.T(fmt.Sprintf("howto.%d.body", s.page+1)), s.bodyFace(c), area.W-48*u) + 20*u
		t := layout.Rect{X: area.X, Y: area.Y, W: area.W, H: min(need, area.H*0.5)}
		b := layout.Rect{X: area.X, Y: t.Y + t.H + 8*u, W: area.W, H: area.H - t.H - 8*u}
		if cellOf(b) >= cellOf(board) {
			text, board = t, b
		}
	}
	nav := layout.Rect{X: (sc.W - min(sc.W-2*m, 520*u)) / 2, Y: sc.H - m - navH, W: min(sc.W-2*m, 520*u), H: navH}.Cols(2, 14*u)
	prev := Button{R: nav[0], Label: c.T("common.prev"), Style: sprites.Secondary, Action: func() { s.page-- }}
	if s.page == 0 {
		prev.Style, prev.Action = sprites.Muted, nil
	}
	next := Button{R: nav[1], Label: c.T("common.next"), Style: sprites.Primary, Action: func() { s.page++ }}
	if s.page == len(howtoPages)-1 {
		next.Label, next.Action = c.T("title.play"), func() { c.GoTo(newModeScene(c, registry.Games.Must("jungle").Name)) }
	}
	bs = []Button{prev, next, {R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { c.GoTo(&titleScene{}) }}}
	return text, board, bs
}

// cellOf is about the side of a Jungle square in a board fitted to r.
func cellOf(r layout.Rect) float64 {
	return min(r.W/float64(jungle.Files), r.H/float64(jungle.Ranks))
}

// bodyFace is the face of a page's text.
func (s *howtoScene) bodyFace(c *Context) *sprites.Font {
	if c.Screen.Portrait() {
		return sprites.Face(16*c.Screen.U, false)
	}
	return sprites.Face(18*c.Screen.U, false)
}

func (s *howtoScene) Update(c *Context) {
	_, _, bs := s.layout(c)
	tapButtons(c, bs)
	s.page = max(0, min(len(howtoPages)-1, s.page))
}

func (s *howtoScene) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	u := c.Screen.U
	heading(dst, c, c.T("howto.title"))
	text, board, bs := s.layout(c)
	n := s.page + 1
	sprites.Panel(dst, text.X, text.Y, text.W, text.H, u)
	sprites.Text(dst, c.F("common.page", n, len(howtoPages)), sprites.Face(14*u, true), text.X+24*u, text.Y+28*u, sprites.Left, sprites.InkSoft)
	sprites.Text(dst, c.T(fmt.Sprintf("howto.%d.head", n)), sprites.Face(26*u, true), text.X+24*u, text.Y+64*u, sprites.Left, sprites.Ink)
	sprites.Paragraph(dst, c.T(fmt.Sprintf("howto.%d.body", n)), s.bodyFace(c), text.X+24*u, text.Y+92*u, text.W-48*u, sprites.Ink)
	drawIllustration(dst, c, howtoPages[s.page], board.Inset(12*u))
	drawButtons(dst, c, bs)
}

func drawIllustration(dst *ebiten.Image, c *Context, pg howtoPage, r layout.Rect) {
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
