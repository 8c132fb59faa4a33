package scenes

import (
	"fmt"

	"github.com/plyyard/plyyard/lang"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/sprites"
)

// rulesScene explains a game in a few pages of text: the catalogue keys
// rules.<game>.<n>.head and .body, n from 1 (Ludo, Aviation Ludo and
// dominoes; Jungle's illustrated pages are howto.go).
type rulesScene struct {
	game string
	page int
}

// rulesPages counts the rules pages of game in language l.
func rulesPages(l lang.Lang, game string) int {
	n := 0
	for l.Has(fmt.Sprintf("rules.%s.%d.head", game, n+1)) {
		n++
	}
	return n
}

func (s *rulesScene) layout(c *Context) (layout.Rect, []Button) {
	sc := c.Screen
	u := sc.U
	m := 24 * u
	navH := 54 * u
	w := min(sc.W-2*m, 760*u)
	_, shift := header(c, s.title(c))
	top := 100*u + shift
	text := layout.Rect{X: (sc.W - w) / 2, Y: top, W: w, H: sc.H - top - navH - 2*m}
	nw := min(sc.W-2*m, 520*u)
	nav := layout.Rect{X: (sc.W - nw) / 2, Y: sc.H - m - navH, W: nw, H: navH}.Cols(2, 14*u)
	n := rulesPages(c.Lang, s.game)
	prev := Button{R: nav[0], Label: c.T("common.prev"), Style: sprites.Secondary, Action: func() { s.page-- }}
	if s.page == 0 {
		prev.Style, prev.Action = sprites.Muted, nil
	}
	next := Button{R: nav[1], Label: c.T("common.next"), Style: sprites.Primary, Action: func() { s.page++ }}
	if s.page >= n-1 {
		next.Label, next.Action = c.T("title.play"), func() { c.GoTo(newModeScene(c, s.game)) }
	}
	back := Button{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { c.GoTo(newModeScene(c, s.game)) }}
	return text, []Button{prev, next, back}
}

func (s *rulesScene) title(c *Context) string { return c.F("rules.title", c.T("game."+s.game)) }

func (s *rulesScene) Update(c *Context) {
	_, bs := s.layout(c)
	tapButtons(c, bs)
	s.page = max(0, min(rulesPages(c.Lang, s.game)-1, s.page))
}

func (s *rulesScene) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	u := c.Screen.U
	heading(dst, c, s.title(c))
	text, bs := s.layout(c)
	n := s.page + 1
	sprites.Panel(dst, text.X, text.Y, text.W, text.H, u)
	sprites.Text(dst, c.F("common.page", n, rulesPages(c.Lang, s.game)), sprites.Face(14*u, true), text.X+24*u, text.Y+28*u, sprites.Left, sprites.InkSoft)
	sprites.Text(dst, c.T(fmt.Sprintf("rules.%s.%d.head", s.game, n)), sprites.Face(26*u, true), text.X+24*u, text.Y+64*u, sprites.Left, sprites.Ink)
	size := 19 * u
	if c.Screen.Portrait() {
		size = 16 * u
	}
	sprites.Paragraph(dst, c.T(fmt.Sprintf("rules.%s.%d.body", s.game, n)), sprites.Face(size, false), text.X+24*u, text.Y+92*u, text.W-48*u, sprites.Ink)
	drawButtons(dst, c, bs)
}
