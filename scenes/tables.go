package scenes

import (
	"context"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/sprites"
)

// tablesScene lists the server's public rooms waiting for a player (a tap
// takes the seat) and its public games in progress (a tap watches), asking
// the server again every few seconds.
type tablesScene struct {
	asker
	open []room.Table
	live []room.Table
	got  bool // an answer has come
}

// tablesEvery is how often (in ticks) the list is asked for again.
const tablesEvery = 5 * 60

func newTablesScene() *tablesScene { return &tablesScene{} }

// ask asks the server for its lists, in the background.
func (s *tablesScene) ask(c *Context) {
	s.asker.ask(c, "", tablesEvery, func(ctx context.Context, server string) (func(), error) {
		open, live, err := netplay.List(ctx, server, "")
		return func() { s.open, s.live, s.got = open, live, true }, err
	})
}

// ago says how long ago, in seconds, in few words.
func ago(c *Context, secs int) string {
	switch {
	case secs < 60:
		return c.F("online.ago.s", secs)
	case secs < 3600:
		return c.F("online.ago.m", secs/60)
	}
	return c.F("online.ago.h", secs/3600)
}

// rowLabel is a table's line: its game, who, and how long or how many
// watch.
func rowLabel(c *Context, t room.Table, live bool) string {
	last := ago(c, t.Age)
	if live && t.Watchers > 0 {
		last = c.F("online.watchers", t.Watchers)
	}
	return c.F("online.tables.row", c.T("game."+t.Game), shownPlayers(c, t.Name, t.Ratings), last)
}

// layout returns the screen's buttons (the rows and Back) and its labels:
// each list's heading, and "None right now" (or "Asking…") under an
// empty one.
func (s *tablesScene) layout(c *Context) ([]play.Button, []labelled) {
	sc := c.Screen
	u := sc.U
	s.mu.Lock()
	open, live, got := s.open, s.live, s.got
	s.mu.Unlock()
	bs := []play.Button{{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { c.GoTo(newLobby(c)) }}}
	var ls []labelled
	y, _ := header(c, c.T("online.tables"))
	y += min(54*u, sc.H*0.07)
	col := sc.Column(y, 620)
	rowH, gap := sc.Btn(46), sc.Gap(8)
	// Each list gets half of the room below the heading.
	half := (sc.H - col.Y - 16*u) / 2
	section := func(title string, ts []room.Table, live bool) {
		top := y
		ls = append(ls, labelled{title, y})
		y += 30 * u
		fit := max(0, int((top+half-y+gap)/(rowH+gap)))
		switch {
		case !got:
			ls = append(ls, labelled{c.T("online.tables.asking"), y + 10*u})
		case len(ts) == 0:
			ls = append(ls, labelled{c.T("online.tables.none"), y + 10*u})
		}
		for i, t := range ts {
			if i >= fit {
				break
			}
			code, label := t.Code, rowLabel(c, t, live)
			action := func() { c.GoTo(joinRoom(c, code)) }
			if live {
				action = func() { c.GoTo(watchRoom(c, code)) }
			}
			bs = append(bs, play.Button{R: layout.Rect{X: col.X, Y: y, W: col.W, H: rowH}, Label: label, Style: sprites.Secondary, Action: action})
			y += rowH + gap
		}
		y = top + half
	}
	section(c.T("online.tables.open"), open, false)
	section(c.T("online.tables.live"), live, true)
	return bs, ls
}

func (s *tablesScene) Update(c *Context) {
	s.ask(c)
	bs, _ := s.layout(c)
	tapButtons(c, bs)
}

func (s *tablesScene) Draw(dst *ebiten.Image, c *Context) {
	page(dst, c, c.T("online.tables"))
	sc := c.Screen
	bs, ls := s.layout(c)
	for _, l := range ls {
		sprites.Text(dst, l.label, sprites.Face(17*sc.U, true), sc.W/2, l.y, sprites.Center, sprites.InkSoft)
	}
	drawButtons(dst, c, bs)
}
