package scenes

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// historyScene lists the finished games the history keeps, the newest
// first, a page at a time; a tap opens a game's review.
type historyScene struct {
	h *save.History // read when the screen opens
	pager
	broken bool // the history was damaged (and is now empty)
}

func (s *historyScene) load(c *Context) {
	if s.h == nil {
		h, p := c.Saves.LoadHistory()
		s.h, s.broken = &h, p == save.Damaged
	}
}

// rows are the rectangles of this page's games, and how many fit a page.
func (s *historyScene) rows(c *Context) ([]layout.Rect, int) {
	return s.pager.rows(c, c.T("history.title"), len(s.h.Games))
}

func (s *historyScene) buttons(c *Context) []play.Button {
	back := play.Button{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { c.GoTo(&statsScene{}) }}
	return append(s.pager.bar(c, c.T("history.title"), len(s.h.Games), c.T("history.newer"), c.T("history.older")), back)
}

func (s *historyScene) Update(c *Context) {
	s.load(c)
	rows, per := s.rows(c)
	if k, ok := s.tapped(c, s.buttons(c), rows, per); ok {
		if r, err := newReview(c, s.h.Games[k], func() Scene { return s }); err == nil {
			c.GoTo(r)
		}
	}
}

func (s *historyScene) Draw(dst *ebiten.Image, c *Context) {
	s.load(c)
	page(dst, c, c.T("history.title"))
	u := c.Screen.U
	rows, per := s.rows(c)
	if len(s.h.Games) == 0 {
		key := "history.none"
		if s.broken {
			key = "history.damaged"
		}
		col := c.Screen.Column(0, 480)
		sprites.Paragraph(dst, c.T(key), sprites.Face(17*u, false), col.X, 140*u, col.W, sprites.InkSoft)
	}
	for i, r := range rows {
		f := s.h.Games[s.page*per+i]
		g, _ := c.Games.Find(f.Game)
		sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
		sprites.Mark(dst, layout.KindCard, r, true)
		icon := math.Min(r.H*0.7, 48*u)
		drawGameIcon(dst, c.kitOf(g), r.X+12*u+icon/2, r.Y+r.H/2, icon)
		tx := r.X + 24*u + icon
		tw := r.W - (tx - r.X) - 12*u
		title := sprites.Face(17*u, true)
		small := sprites.Face(13*u, false)
		lh := title.Size * layout.TextBox
		sprites.Text(dst, sprites.Ellipsize(c.T("game."+g.Name)+" · "+s.verdict(c, f), title, tw), title, tx, r.Y+r.H/2-lh/2, sprites.Left, sprites.Ink)
		sprites.Text(dst, historyLine(c, f, small, tw), small, tx, r.Y+r.H/2+lh/2, sprites.Left, sprites.InkSoft)
	}
	drawButtons(dst, c, s.buttons(c))
}

// verdict says how the game went for the person (or who won, in
// hotseat).
func (s *historyScene) verdict(c *Context, f save.Finished) string {
	switch {
	case f.Winner < 0:
		return c.T("result.draw")
	case f.Mode == "hotseat":
		g, _ := c.Games.Find(f.Game)
		return c.T("result.win." + g.Rules.SideNames[f.Winner])
	case f.Winner == f.Human:
		return c.T("history.won")
	}
	return c.T("history.lost")
}

// historyLine is a past game's second line, in face on a row w wide: its
// date, against whom it was played and its length. The date leads and is
// never cut: where the line is too long the rest is shortened (the mode,
// then the moves dropped), and on a row too narrow for the date and time
// the time goes.
func historyLine(c *Context, f save.Finished, face *sprites.Font, w float64) string {
	t := time.Unix(f.When, 0).Local()
	when := t.Format("2006-01-02 15:04")
	if sprites.Measure(when, face) > w {
		when = t.Format("2006-01-02")
	}
	line := c.F("history.line", modeWords(c, f.Mode, f.Level), len(f.Actions), when)
	if sprites.Measure(line, face) <= w {
		return line
	}
	if rest := sprites.Ellipsize(line, face, w); len([]rune(rest)) > len([]rune(when))+3 {
		return rest
	}
	return when
}

// modeWords says against whom a game is played: the computer at its
// level, online, or two people on one device.
func modeWords(c *Context, mode string, level int) string {
	switch mode {
	case "ai":
		return c.F("history.ai", c.T(levelKey(level)))
	case "online":
		return c.T("history.online")
	}
	return c.T("history.hotseat")
}
