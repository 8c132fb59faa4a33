package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/sprites"
)

// rulesScene explains Ludo, Aviation Ludo or dominoes in a few pages of
// text (catalogue keys rules.<game>.<n>.head and .body).
type rulesScene struct {
	game string
	page int
}

// rulesPages counts the pages of each game.
var rulesPages = map[string]int{"ludo": 5, "aviation": 5, "domino": 5}

func (s *rulesScene) layout(c *Context) (layout.Rect, []button) {
	sc := c.Screen
	u := sc.U
	m := 24 * u
	navH := 54 * u
	w := min(sc.W-2*m, 760*u)
	text := layout.Rect{X: (sc.W - w) / 2, Y: 100 * u, W: w, H: sc.H - 100*u - navH - 2*m}
	nw := min(sc.W-2*m, 520*u)
	nav := layout.Rect{X: (sc.W - nw) / 2, Y: sc.H - m - navH, W: nw, H: navH}.Cols(2, 14*u)
	n := rulesPages[s.game]
	prev := button{r: nav[0], label: c.T("common.prev"), style: sprites.Secondary, action: func() { s.page-- }}
	if s.page == 0 {
		prev.style, prev.action = sprites.Muted, nil
	}
	next := button{r: nav[1], label: c.T("common.next"), style: sprites.Primary, action: func() { s.page++ }}
	if s.page >= n-1 {
		next.label, next.action = c.T("title.play"), func() { c.GoTo(newModeScene(c, s.game)) }
	}
	back := button{r: backRect(c), label: c.T("common.back"), style: sprites.Secondary, action: func() { c.GoTo(newModeScene(c, s.game)) }}
	return text, []button{prev, next, back}
}

func (s *rulesScene) Update(c *Context) {
	_, bs := s.layout(c)
	tapButtons(c, bs)
	s.page = max(0, min(rulesPages[s.game]-1, s.page))
}

func (s *rulesScene) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	u := c.Screen.U
	heading(dst, c, c.F("rules.title", c.T("game."+s.game)), 56*u)
	text, bs := s.layout(c)
	n := s.page + 1
	sprites.Panel(dst, text.X, text.Y, text.W, text.H, u)
	sprites.Text(dst, c.F("common.page", n, rulesPages[s.game]), sprites.Face(14*u, true), text.X+24*u, text.Y+28*u, sprites.Left, sprites.InkSoft)
	sprites.Text(dst, c.T(fmt.Sprintf("rules.%s.%d.head", s.game, n)), sprites.Face(26*u, true), text.X+24*u, text.Y+64*u, sprites.Left, sprites.Ink)
	size := 19 * u
	if c.Screen.Portrait() {
		size = 16 * u
	}
	sprites.Paragraph(dst, c.T(fmt.Sprintf("rules.%s.%d.body", s.game, n)), sprites.Face(size, false), text.X+24*u, text.Y+92*u, text.W-48*u, sprites.Ink)
	drawButtons(dst, c, bs)
}

// RulesKeys lists every catalogue key the rules pages use (the catalogue
// test checks them).
func RulesKeys() []string {
	var keys []string
	for g, n := range rulesPages {
		for i := 1; i <= n; i++ {
			keys = append(keys, fmt.Sprintf("rules.%s.%d.head", g, i), fmt.Sprintf("rules.%s.%d.body", g, i))
		}
	}
	return keys
}
