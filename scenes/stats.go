package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// statsScene shows how many games of each kind were played, won, lost and
// drawn; under each game, the same for the games in which undo was used,
// which are counted apart.
// statsScene reads the statistics, the lessons done and the puzzles
// solved once, when it opens.
type statsScene struct {
	stats           *save.Stats
	lessons, solved map[string]int
	page            int // the game shown, in a window too short for all
	// plans keeps the plans: Update and Draw ask for one every frame.
	plans play.Memo[statsPlanKey, statsPlan]
}

// load returns the statistics, read the first time.
func (s *statsScene) load(c *Context) save.Stats {
	if s.stats == nil {
		st, _ := c.Saves.LoadStats()
		s.stats = &st
		s.lessons, s.solved = map[string]int{}, map[string]int{}
		for _, g := range c.Games.All() {
			s.lessons[g.Name] = c.Saves.LessonsDone(g.Name)
			s.solved[g.Name] = c.Saves.PuzzlesSolved(g.Name)
		}
	}
	return *s.stats
}

func (s *statsScene) Update(c *Context) { tapButtons(c, s.buttons(c, s.plan(c))) }

// buttons are Back, and in the other corner the past games; in a short
// window, a tab for each game.
func (s *statsScene) buttons(c *Context, p statsPlan) []play.Button {
	b := backRect(c)
	past := b
	past.W = max(b.W, sprites.ButtonWidth(c.T("stats.history"), b.H, c.Screen.U))
	past.X = c.Screen.W - b.X - past.W
	bs := []play.Button{
		{R: b, Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { c.GoTo(&titleScene{}) }},
		{R: past, Label: c.T("stats.history"), Style: sprites.Secondary, Action: func() { c.GoTo(&historyScene{}) }},
	}
	for i, g := range c.Games.All()[:len(p.tabs)] {
		bs = append(bs, play.Button{R: p.tabs[i], Label: c.T("game." + g.Name), Style: play.Choice(i == p.page), Action: func() { s.page = i }})
	}
	return bs
}

// statKeys are the columns of the statistics.
var statKeys = []string{"stats.played", "stats.won", "stats.lost", "stats.drawn"}

// statsPlan is where the statistics go in the window.
type statsPlan struct {
	w       float64 // the panel's width
	stacked bool    // each game's numbers over their own heads
	cols    []layout.Rect
	// Each row: the name and the plain numbers, then the lines of the games
	// with undo, against the computer and of learning; in a short window
	// the rows close up by k (the text keeps its size).
	rowU, headH, k, lh, rowH float64
	small, soft, noteFace    *sprites.Font
	big, name                *sprites.Font // the numbers, the games' names
	undoDY                   float64       // stacked: the undo line's middle below a row's top
	note                     string
	panel                    layout.Rect
	shown                    []*games.Game
	tabs                     []layout.Rect // a tab a game, when they are shown one at a time
	page                     int           // with tabs, the game shown
}

// statsPlanKey is what a statistics plan depends on.
type statsPlanKey struct {
	s    layout.Screen
	lang lang.Lang
	page int
}

// statsRowLines is how many lines of text a row has under its numbers, at
// their full line height, besides the undo line.
const statsRowLines = 3

// plan lays the statistics out: a row a game, its numbers under the column
// heads, when the heads fit their columns, else each game's name over its
// four numbers, each with its own head; and when even the rows closed up
// do not fit the window's height (a phone on its side), one game at a
// time under a row of tabs.
func (s *statsScene) plan(c *Context) statsPlan {
	return s.plans.Get(statsPlanKey{c.Screen, c.Lang, s.page}, func(k statsPlanKey) statsPlan { return planStats(c, k.page) })
}

// planStats makes the plan of s.plan, showing game page where the games
// are shown one at a time.
func planStats(c *Context, page int) statsPlan {
	sc := c.Screen
	u := sc.U
	_, shift := header(c, c.T("stats.title"))
	p := statsPlan{w: min(sc.W-32*u, 760*u), rowU: 92, headH: 40 * u}
	p.small = sprites.Face(min(15*u, p.w/40), true)
	nameW := p.w * 0.4
	p.cols = layout.Rect{X: (sc.W-p.w)/2 + nameW, W: p.w - nameW - 16*u}.Cols(4, 4*u)
	for _, k := range statKeys {
		p.stacked = p.stacked || sprites.Measure(c.T(k), p.small) > p.cols[0].W
	}
	if p.stacked {
		p.rowU, p.headH = 134, 0
	}
	p.noteFace = sprites.Face(15*u, false)
	p.note = c.T("stats.note") + " " + c.T("stats.undo.note")
	p.soft = sprites.Face(min(15*u, p.w/40), false)
	p.lh = p.soft.Size * layout.TextBox
	top := 110*u + shift
	closeUp := func(n, top float64) float64 {
		room := sc.H - top - p.headH - 24*u - 24*u - sprites.ParagraphHeight(p.note, p.noteFace, p.w) - 16*u
		return (room - n*statsRowLines*p.lh) / (n * p.rowU * u)
	}
	p.shown = c.Games.All()
	k := closeUp(float64(len(p.shown)), top)
	if k < 0.6 {
		tabH := max(sc.Btn(32), p.small.Size*layout.TextBox+12*u)
		p.tabs = layout.Rect{X: (sc.W - p.w) / 2, Y: top, W: p.w, H: tabH}.Cols(len(p.shown), sc.Gap(6))
		top += tabH + 12*u
		p.page = min(max(page, 0), len(p.shown)-1)
		p.shown = p.shown[p.page : p.page+1]
		k = closeUp(1, top)
	}
	p.k = max(0.6, min(1, k))
	p.rowH = p.rowU*u*p.k + statsRowLines*p.lh
	p.big = sprites.Face(min(22*u, p.w/28), true)
	p.name = sprites.Face(min(19*u, p.w/34), true)
	if p.stacked { // no taller than its lines, the undo line under the heads
		p.undoDY = 60*u*p.k + (p.big.Size+2*p.small.Size)*layout.TextBox/2 + p.lh/2 + 2*u
		p.rowH = min(p.rowH, p.undoDY+statsRowLines*p.lh+p.lh/2+10*u)
	}
	p.panel = layout.Rect{X: (sc.W - p.w) / 2, Y: top, W: p.w, H: p.headH + float64(len(p.shown))*p.rowH + 24*u}
	// When the rows have closed up as far as they go and the note still
	// does not fit under them, the note takes a smaller face (never under
	// the floor of every text).
	for size := 15 * u; size > sprites.MinText() && p.panel.Y+p.panel.H+24*u+sprites.ParagraphHeight(p.note, p.noteFace, p.w) > sc.H-8*u; {
		size = math.Max(sprites.MinText(), size-u)
		p.noteFace = sprites.Face(size, false)
	}
	return p
}

func (s *statsScene) Draw(dst *ebiten.Image, c *Context) {
	page(dst, c, c.T("stats.title"))
	u := c.Screen.U
	p := s.plan(c)
	drawButtons(dst, c, s.buttons(c, p))
	st := s.load(c)
	r := p.panel
	at := func(v float64) float64 { return v * u * p.k } // a distance in a row
	sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
	small, soft, lh, cols := p.small, p.soft, p.lh, p.cols
	if !p.stacked {
		for i, k := range statKeys {
			x, _ := cols[i].Center()
			sprites.Text(dst, c.T(k), small, x, r.Y+36*u, sprites.Center, sprites.InkSoft)
		}
	}
	big, name := p.big, p.name
	for gi, g := range p.shown {
		row := layout.Rect{X: r.X + 8*u, Y: r.Y + 12*u + p.headH + p.rowH*float64(gi), W: r.W - 16*u, H: p.rowH}
		if gi%2 == 0 && len(p.shown) > 1 {
			sprites.RoundRect(dst, row.X, row.Y, row.W, row.H, 12*u, sprites.Fade(sprites.PaperDeep, 0.6))
		}
		icon := at(64 * 0.7)
		nameY, numY := row.Y+at(34), row.Y+at(34)
		undoX, undoY := row.X+24*u+icon, row.Y+at(72)
		if p.stacked {
			nameY, numY = row.Y+at(26), row.Y+at(60)
			undoX, undoY = row.X+12*u, row.Y+p.undoDY
			cols = layout.Rect{X: row.X, W: row.W}.Cols(4, 4*u)
		}
		drawGameIcon(dst, c.kitOf(g), row.X+12*u+icon/2, nameY, icon)
		sprites.Text(dst, c.T("game."+g.Name), name, row.X+24*u+icon, nameY, sprites.Left, sprites.Ink)
		t := st.Games[g.Name]
		for i, v := range []int{t.Played, t.Won, t.Lost, t.Drawn} {
			x, _ := cols[i].Center()
			if p.stacked {
				sprites.Text(dst, c.T(statKeys[i]), small, x, numY+(big.Size+small.Size)*layout.TextBox/2, sprites.Center, sprites.InkSoft) // just under the number
			}
			sprites.Text(dst, fmt.Sprint(v), big, x, numY, sprites.Center, sprites.Ink)
		}
		ut := st.Undo[g.Name]
		lineW := row.X + row.W - undoX - 8*u
		for i, line := range []string{
			c.F("stats.undo", ut.Played, ut.Won, ut.Lost, ut.Drawn),
			versusLine(c, st.AI[g.Name]),
			c.F("stats.streak", st.AI[g.Name].Streak, st.AI[g.Name].Best),
			c.F("stats.learn", s.lessons[g.Name], len(g.Lessons), s.solved[g.Name], len(g.Puzzles)),
		} {
			sprites.Text(dst, sprites.Ellipsize(line, soft, lineW), soft, undoX, undoY+lh*float64(i), sprites.Left, sprites.InkSoft)
		}
	}
	sprites.Paragraph(dst, p.note, p.noteFace, r.X, r.Y+r.H+24*u, r.W, sprites.InkSoft)
}

// versusLine is one game's share of wins against the computer, level by
// level, for the levels played.
func versusLine(c *Context, v save.Versus) string {
	var parts []string
	for lv := 1; lv <= save.Levels; lv++ {
		if r, ok := v.WinRate(lv); ok {
			parts = append(parts, c.F("stats.level", c.T(levelKey(lv)), int(r*100+0.5)))
		}
	}
	if len(parts) == 0 {
		return c.T("stats.nolevels")
	}
	return c.F("stats.levels", strings.Join(parts, " · "))
}
