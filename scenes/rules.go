package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// rulesScene explains a game in a few pages: the catalogue keys
// rules.<game>.<n>.head and .body, n from 1, each page beside the picture
// its kit draws for it, if any (Jungle's small boards, whose lit squares
// come from the engine itself).
type rulesScene struct {
	kit  play.Kit
	page int
}

func newRulesScene(k play.Kit, page int) *rulesScene { return &rulesScene{kit: k, page: page} }

func (s *rulesScene) game() *games.Game { return s.kit.Game() }

// rulesPages counts the rules pages of game in language l.
func rulesPages(l lang.Lang, game string) int {
	n := 0
	for l.Has(fmt.Sprintf("rules.%s.%d.head", game, n+1)) {
		n++
	}
	return n
}

// key is the catalogue key of the current page's part ("head", "body").
func (s *rulesScene) key(part string) string {
	return fmt.Sprintf("rules.%s.%d.%s", s.game().Name, s.page+1, part)
}

// bodyFace is the face of a page's text.
func (s *rulesScene) bodyFace(c *Context) *sprites.Font {
	if c.Screen.Portrait() {
		return sprites.Face(16*c.Screen.U, false)
	}
	return sprites.Face(18*c.Screen.U, false)
}

// layout places the text, the picture (a zero rectangle when the page has
// none) and the buttons.
func (s *rulesScene) layout(c *Context) (text, picture layout.Rect, bs []play.Button) {
	sc := c.Screen
	u := sc.U
	m := 24 * u
	navH := sc.Btn(54)
	_, shift := header(c, s.title(c))
	top := 100*u + shift
	area := layout.Rect{X: m, Y: top, W: sc.W - 2*m, H: sc.H - top - navH - 2*m}
	draw, aspect := s.kit.Picture(s.page)
	if draw == nil {
		w := min(area.W, 760*u)
		text = layout.Rect{X: (sc.W - w) / 2, Y: area.Y, W: w, H: area.H}
	} else {
		// Side by side in a landscape window; in a portrait one the text
		// takes what its page needs and the picture the rest below it,
		// unless that leaves the picture smaller than side by side would
		// (a squat window).
		w := min(area.W, 1000*u)
		x := (sc.W - w) / 2
		text = layout.Rect{X: x, Y: area.Y, W: w * 0.52, H: area.H}
		picture = layout.Rect{X: x + w*0.56, Y: area.Y, W: w * 0.44, H: area.H}
		if sc.Portrait() {
			need := 92*u + sprites.ParagraphHeight(c.T(s.key("body")), s.bodyFace(c), area.W-48*u) + 20*u
			t := layout.Rect{X: area.X, Y: area.Y, W: area.W, H: min(need, area.H*0.5)}
			b := layout.Rect{X: area.X, Y: t.Y + t.H + 8*u, W: area.W, H: area.H - t.H - 8*u}
			if fitted(b, aspect) >= fitted(picture, aspect) {
				text, picture = t, b
			}
		}
	}
	nw := min(sc.W-2*m, 520*u)
	nav := layout.Rect{X: (sc.W - nw) / 2, Y: sc.H - m - navH, W: nw, H: navH}.Cols(2, sc.Gap(14))
	n := rulesPages(c.Lang, s.game().Name)
	prev := play.Button{R: nav[0], Label: c.T("common.prev"), Style: sprites.Secondary, Action: func() { s.page-- }}
	if s.page == 0 {
		prev.Style, prev.Action = sprites.Muted, nil
	}
	next := play.Button{R: nav[1], Label: c.T("common.next"), Style: sprites.Primary, Action: func() { s.page++ }}
	if s.page >= n-1 {
		next.Label, next.Action = c.T("title.play"), func() { c.GoTo(newModeScene(c, s.game().Name)) }
	}
	back := play.Button{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { c.GoTo(newModeScene(c, s.game().Name)) }}
	return text, picture, []play.Button{prev, next, back}
}

// fitted is the width of the largest picture of the aspect (width over
// height) that fits in r.
func fitted(r layout.Rect, aspect float64) float64 { return min(r.W, r.H*aspect) }

func (s *rulesScene) title(c *Context) string { return c.F("rules.title", c.T("game."+s.game().Name)) }

func (s *rulesScene) Update(c *Context) {
	_, _, bs := s.layout(c)
	tapButtons(c, bs)
	s.page = max(0, min(rulesPages(c.Lang, s.game().Name)-1, s.page))
}

func (s *rulesScene) Draw(dst *ebiten.Image, c *Context) {
	page(dst, c, s.title(c))
	u := c.Screen.U
	text, picture, bs := s.layout(c)
	sprites.Panel(dst, text.X, text.Y, text.W, text.H, u)
	sprites.Text(dst, c.F("common.page", s.page+1, rulesPages(c.Lang, s.game().Name)), sprites.Face(14*u, true), text.X+24*u, text.Y+28*u, sprites.Left, sprites.InkSoft)
	sprites.Text(dst, c.T(s.key("head")), sprites.Face(26*u, true), text.X+24*u, text.Y+64*u, sprites.Left, sprites.Ink)
	sprites.Paragraph(dst, c.T(s.key("body")), s.bodyFace(c), text.X+24*u, text.Y+92*u, text.W-48*u, sprites.Ink)
	if draw, _ := s.kit.Picture(s.page); draw != nil && picture.W > 0 {
		draw(dst, &c.Host, picture.Inset(12*u))
	}
	drawButtons(dst, c, bs)
}
