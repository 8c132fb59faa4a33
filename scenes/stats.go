package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/learn"
	"github.com/plyyard/plyyard/puzzle"
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
}

// load returns the statistics, read the first time.
func (s *statsScene) load(c *Context) save.Stats {
	if s.stats == nil {
		st, _ := c.Saves.LoadStats()
		s.stats = &st
		s.lessons, s.solved = map[string]int{}, map[string]int{}
		for _, g := range games.All() {
			s.lessons[g.Name] = c.Saves.LessonsDone(g.Name)
			s.solved[g.Name] = c.Saves.PuzzlesSolved(g.Name)
		}
	}
	return *s.stats
}

func (s *statsScene) Update(c *Context) { tapButtons(c, s.buttons(c)) }

// buttons are Back, and in the other corner the past games.
func (s *statsScene) buttons(c *Context) []button {
	b := backRect(c)
	past := b
	past.X = c.Screen.W - b.X - b.W
	return []button{
		{r: b, label: c.T("common.back"), style: sprites.Secondary, action: func() { c.GoTo(&titleScene{}) }},
		{r: past, label: c.T("stats.history"), style: sprites.Secondary, action: func() { c.GoTo(&historyScene{}) }},
	}
}

// statKeys are the columns of the statistics.
var statKeys = []string{"stats.played", "stats.won", "stats.lost", "stats.drawn"}

func (s *statsScene) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	sc := c.Screen
	u := sc.U
	heading(dst, c, c.T("stats.title"))
	_, shift := header(c, c.T("stats.title"))
	drawButtons(dst, c, s.buttons(c))
	st := s.load(c)
	w := min(sc.W-32*u, 760*u)
	small := sprites.Face(min(15*u, w/40), true)
	// A row a game, its numbers under the column heads, when the heads fit
	// their columns; else each game's name over its four numbers, each
	// with its own head.
	nameW := w * 0.4
	cols := layout.Rect{X: (sc.W-w)/2 + nameW, W: w - nameW - 16*u}.Cols(4, 4*u)
	stacked := false
	for _, k := range statKeys {
		stacked = stacked || sprites.Measure(c.T(k), small) > cols[0].W
	}
	// Each row: the name and the plain numbers, then the line of the games
	// with undo. In a short window the rows close up (the text keeps its
	// size) so that the note under the panel still fits.
	rowU, headH := 92.0, 40*u
	if stacked {
		rowU, headH = 134, 0
	}
	n := float64(len(games.All()))
	noteFace := sprites.Face(15*u, false)
	note := c.T("stats.note") + " " + c.T("stats.undo.note")
	top := 110*u + shift
	room := sc.H - top - headH - 24*u - 24*u - sprites.ParagraphHeight(note, noteFace, w) - 16*u
	// Under the undo line, two lines against the computer (the levels,
	// the streaks) and one of learning (lessons, puzzles) at their full
	// line height.
	const extra = 3
	soft := sprites.Face(min(15*u, w/40), false)
	lh := soft.Size * layout.TextBox
	k := max(0.6, min(1, (room-n*extra*lh)/(n*rowU*u)))
	at := func(v float64) float64 { return v * u * k } // a distance in a row
	rowH := at(rowU) + extra*lh
	r := layout.Rect{X: (sc.W - w) / 2, Y: top, W: w, H: headH + n*rowH + 24*u}
	// When the rows have closed up as far as they go and the note still
	// does not fit under them, the note takes a smaller face (never under
	// the floor of every text).
	for size := 15 * u; size > sprites.MinText() && r.Y+r.H+24*u+sprites.ParagraphHeight(note, noteFace, w) > sc.H-8*u; {
		size = math.Max(sprites.MinText(), size-u)
		noteFace = sprites.Face(size, false)
	}
	sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
	if !stacked {
		for i, k := range statKeys {
			x, _ := cols[i].Center()
			sprites.Text(dst, c.T(k), small, x, r.Y+36*u, sprites.Center, sprites.InkSoft)
		}
	}
	big := sprites.Face(min(22*u, w/28), true)
	name := sprites.Face(min(19*u, w/34), true)
	for gi, g := range games.All() {
		row := layout.Rect{X: r.X + 8*u, Y: r.Y + 12*u + headH + rowH*float64(gi), W: r.W - 16*u, H: rowH}
		if gi%2 == 0 {
			sprites.RoundRect(dst, row.X, row.Y, row.W, row.H, 12*u, sprites.Fade(sprites.PaperDeep, 0.6))
		}
		icon := at(64 * 0.7)
		nameY, numY := row.Y+at(34), row.Y+at(34)
		undoX, undoY := row.X+24*u+icon, row.Y+at(72)
		if stacked {
			nameY, numY = row.Y+at(26), row.Y+at(60)
			undoX, undoY = row.X+12*u, numY+(big.Size+2*small.Size)*layout.TextBox/2+lh/2+2*u // under the heads
			cols = layout.Rect{X: row.X, W: row.W}.Cols(4, 4*u)
		}
		drawGameIcon(dst, g, row.X+12*u+icon/2, nameY, icon)
		sprites.Text(dst, c.T("game."+g.Name), name, row.X+24*u+icon, nameY, sprites.Left, sprites.Ink)
		t := st.Games[g.Name]
		for i, v := range []int{t.Played, t.Won, t.Lost, t.Drawn} {
			x, _ := cols[i].Center()
			if stacked {
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
			c.F("stats.learn", s.lessons[g.Name], len(learn.For(g.Name)), s.solved[g.Name], len(puzzle.For(g.Name))),
		} {
			sprites.Text(dst, sprites.Ellipsize(line, soft, lineW), soft, undoX, undoY+lh*float64(i), sprites.Left, sprites.InkSoft)
		}
	}
	sprites.Paragraph(dst, note, noteFace, r.X, r.Y+r.H+24*u, r.W, sprites.InkSoft)
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
