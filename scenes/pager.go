package scenes

import (
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// pager is a list shown a page at a time under a screen's title — the
// past games, a game's puzzles: rows of one height in a column, and a bar
// of two buttons at the bottom that turn the pages.
type pager struct{ page int }

// rows are the rectangles of this page's rows under title, count rows in
// all, and how many fit a page.
func (p *pager) rows(c *Context, title string, count int) ([]layout.Rect, int) {
	sc := c.Screen
	u := sc.U
	_, shift := header(c, title)
	top := 96*u + shift
	col := sc.Column(top, 560)
	rowH, gap := max(64*u, sc.Tap()), sc.Gap(10)
	bottom := sc.H - 16*u - sc.Btn(52) - 12*u // the paging bar
	per := max(1, int((bottom-top+gap)/(rowH+gap)))
	n := min(per, count-p.page*per)
	out := make([]layout.Rect, max(0, n))
	for i := range out {
		out[i] = layout.Rect{X: col.X, Y: top + float64(i)*(rowH+gap), W: col.W, H: rowH}
	}
	return out, per
}

// tapped is the row of the whole list (counted over every page) a press
// this frame falls on, when no button took it: rows are this page's rows,
// per how many a page holds.
func (p *pager) tapped(c *Context, bs []play.Button, rows []layout.Rect, per int) (int, bool) {
	if tapButtons(c, bs) || !c.Ptr.Pressed {
		return 0, false
	}
	i := layout.Hit(rows, c.Ptr.X, c.Ptr.Y)
	return p.page*per + i, i >= 0
}

// bar is the paging bar: back a page (labelled prev) and on a page (next),
// each dimmed where there is no page to turn to.
func (p *pager) bar(c *Context, title string, count int, prev, next string) []play.Button {
	_, per := p.rows(c, title, count)
	return p.barOf(c, per, count, prev, next)
}

// barHeight is how much of the screen's bottom the paging bar takes.
func barHeight(c *Context) float64 { return 16*c.Screen.U + c.Screen.Btn(52) + 12*c.Screen.U }

// barOf is the paging bar of a list of count rows, per a page.
func (p *pager) barOf(c *Context, per, count int, prev, next string) []play.Button {
	sc := c.Screen
	u := sc.U
	col := sc.Column(0, 560)
	bar := layout.Rect{X: col.X, Y: sc.H - 16*u - sc.Btn(52), W: col.W, H: sc.Btn(52)}.Cols(2, sc.Gap(10))
	back := play.Button{R: bar[0], Label: prev, Style: sprites.Secondary, Action: func() { p.page-- }}
	if p.page == 0 {
		back.Style, back.Action = sprites.Muted, nil
	}
	on := play.Button{R: bar[1], Label: next, Style: sprites.Secondary, Action: func() { p.page++ }}
	if (p.page+1)*per >= count {
		on.Style, on.Action = sprites.Muted, nil
	}
	return []play.Button{back, on}
}
