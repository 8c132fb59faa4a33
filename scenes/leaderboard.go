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

// leaderboardScene shows the room server's best rated players of each
// game, one game at a time, asking again every little while.
type leaderboardScene struct {
	game string
	asker
	pager
	boards map[string][]room.Leader // by game, as last answered
}

// leadersEvery is how often (in ticks) a game's list is asked for again.
const leadersEvery = 10 * 60

func newLeaderboardScene(game string) *leaderboardScene {
	return &leaderboardScene{game: game, boards: map[string][]room.Leader{}}
}

// ask asks the server for the shown game's list, in the background.
func (s *leaderboardScene) ask(c *Context) {
	game := s.game
	s.asker.ask(c, game, leadersEvery, func(ctx context.Context, server string) (func(), error) {
		lb, err := netplay.Leaders(ctx, server, game)
		return func() { s.boards[game] = lb.Players }, err
	})
}

// leaderRow is one player's line: rank and name at the left, the rating
// at the right.
type leaderRow struct {
	left, right string
	y           float64
}

// layout returns the screen's buttons (Back and the games), the rows of
// the list that fit, and the lines of words about it.
func (s *leaderboardScene) layout(c *Context) ([]play.Button, []leaderRow, []labelled, layout.Rect) {
	sc := c.Screen
	u := sc.U
	bs := []play.Button{{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() {
		l := newLobby(c)
		l.game = s.game
		c.GoTo(l)
	}}}
	y, _ := header(c, c.T("leaders.title"))
	y += min(44*u, sc.H*0.06)
	col := sc.Column(y, 620)
	all := c.Games.All()
	rh := max(46*u, sc.Tap())
	gr := layout.Rect{X: col.X, Y: y, W: col.W, H: rh}.Cols(len(all), sc.Gap(8))
	for i, g := range all {
		name := g.Name
		bs = append(bs, play.Button{R: gr[i], Label: c.T("game." + name), Style: play.Choice(s.game == name), Action: func() { s.game, s.page = name, 0 }})
	}
	y += rh + 20*u
	s.mu.Lock()
	list, got := s.boards[s.game]
	failed := s.err != nil
	s.mu.Unlock()
	var ls []labelled
	switch {
	case !got && failed:
		ls = append(ls, labelled{c.T("leaders.failed"), y + 12*u})
	case !got:
		ls = append(ls, labelled{c.T("leaders.asking"), y + 12*u})
	case len(list) == 0:
		ls = append(ls, labelled{c.T("leaders.none"), y + 12*u})
	}
	lineH := max(30*u, sprites.Face(17*u, false).Size*layout.TextBox+6*u)
	bottom := sc.H - 16*u
	provisional := false
	for _, l := range list {
		provisional = provisional || l.Provisional
	}
	if provisional {
		bottom -= lineH // the note on provisional ratings, placed below
	}
	// A page of rows, and the bar that turns the pages when the list is
	// longer than the screen holds.
	if per := max(1, int((bottom-y)/lineH)); len(list) > per {
		bottom -= barHeight(c) - 16*u
		per = max(1, int((bottom-y)/lineH))
		s.page = min(s.page, (len(list)-1)/per)
		bs = append(bs, s.pager.barOf(c, per, len(list), c.T("common.prev"), c.T("common.next"))...)
		list = list[s.page*per:]
	}
	if provisional {
		ls = append(ls, labelled{c.T("leaders.new"), bottom + lineH/2})
	}
	var rows []leaderRow
	for _, l := range list {
		if y+lineH > bottom {
			break
		}
		r := room.Rating{R: l.Rating, RD: l.RD, Provisional: l.Provisional}
		rows = append(rows, leaderRow{left: c.F("leaders.row", l.Rank, shownName(c, l.Name)), right: ratingText(c, r), y: y + lineH/2})
		y += lineH
	}
	return bs, rows, ls, col
}

func (s *leaderboardScene) Update(c *Context) {
	s.ask(c)
	bs, _, _, _ := s.layout(c)
	tapButtons(c, bs)
}

func (s *leaderboardScene) Draw(dst *ebiten.Image, c *Context) {
	page(dst, c, c.T("leaders.title"))
	sc := c.Screen
	u := sc.U
	bs, rows, ls, col := s.layout(c)
	face := sprites.Face(17*u, false)
	for i, r := range rows {
		if i%2 == 0 {
			sprites.RoundRect(dst, col.X, r.y-14*u, col.W, 28*u, 6*u, sprites.Fade(sprites.Ink, 0.06))
		}
		sprites.Text(dst, r.left, face, col.X+12*u, r.y, sprites.Left, sprites.Ink)
		sprites.Text(dst, r.right, sprites.Face(17*u, true), col.X+col.W-12*u, r.y, sprites.Right, sprites.Ink)
	}
	for _, l := range ls {
		for i, line := range sprites.Wrap(l.label, sprites.Face(16*u, false), col.W) {
			sprites.Text(dst, line, sprites.Face(16*u, false), sc.W/2, l.y+float64(i)*22*u, sprites.Center, sprites.InkSoft)
		}
	}
	drawButtons(dst, c, bs)
}

// settled: the shown game's list has come, or the question failed.
func (s *leaderboardScene) settled() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, got := s.boards[s.game]
	return !s.asking && (got || s.err != nil)
}
