package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// learnScene is a game's Learn hub: its lessons, each with a tick once
// done, how many are done, the rules in full, and the puzzles.
type learnScene struct {
	g    *games.Game
	done map[string]bool // the lessons done, read once, on the first frame
}

func newLearnScene(g *games.Game) *learnScene { return &learnScene{g: g} }

// isDone reports whether lesson id is done.
func (s *learnScene) isDone(c *Context, id string) bool {
	if s.done == nil {
		s.done = map[string]bool{}
		l, _ := c.Saves.LoadLessons()
		for _, d := range l.Done[s.g.Name] {
			s.done[d] = true
		}
	}
	return s.done[id]
}

func (s *learnScene) title(c *Context) string { return c.F("learn.title", c.T("game."+s.g.Name)) }

// layout places the progress line, a button per lesson (in two columns in
// a landscape window) and, under them, Rules in full and Puzzles.
func (s *learnScene) layout(c *Context) (progress layout.Rect, lessons []layout.Rect, rules, puzzles layout.Rect) {
	sc := c.Screen
	u := sc.U
	_, shift := header(c, s.title(c))
	top := 90*u + shift
	n := len(s.g.Lessons)
	cols := 1
	w := math.Min(sc.W-32*u, 520*u)
	// Two columns on a window on its side, or where one would not hold
	// the lessons at a thumb's size.
	gap := sc.Gap(10)
	// The height the lessons' rows have: the window less the header, the
	// progress line and the foot.
	room := sc.H - top - 28*u - 10*u - 20*u - sc.Btn(52) - 16*u
	fits := func(cols int) bool { return float64((n+cols-1)/cols)*(sc.Tap()+gap) <= room+gap }
	if !sc.Portrait() || !fits(1) {
		// Two columns on a window on its side, or where one would not
		// hold the lessons at a thumb's size; three where two would not.
		cols = 2
		w = math.Min(sc.W-48*u, 900*u)
		if !fits(2) {
			cols = 3
		}
	}
	x := (sc.W - w) / 2
	progress = layout.Rect{X: x, Y: top, W: w, H: 28 * u}
	rows := (n + cols - 1) / cols
	footH := sc.Btn(52)
	foot := layout.Rect{X: x, Y: sc.H - 16*u - footH, W: w, H: footH}
	y := progress.Y + progress.H + 10*u
	h := math.Max(sc.Tap(), math.Min(56*u, (foot.Y-20*u-y)/float64(rows)-gap))
	for i := 0; i < n; i++ {
		r, col := i/cols, i%cols
		cw := (w - float64(cols-1)*gap) / float64(cols)
		lessons = append(lessons, layout.Rect{X: x + float64(col)*(cw+gap), Y: y + float64(r)*(h+gap), W: cw, H: h})
	}
	fs := foot.Cols(2, sc.Gap(12))
	return progress, lessons, fs[0], fs[1]
}

func (s *learnScene) buttons(c *Context) []play.Button {
	_, rs, rules, puzzles := s.layout(c)
	ls := s.g.Lessons
	bs := make([]play.Button, 0, len(ls)+3)
	for i, l := range ls {
		style := sprites.Secondary
		if s.isDone(c, l.ID) {
			style = sprites.Chosen
		}
		bs = append(bs, play.Button{R: rs[i], Label: c.F("learn.lesson", i+1, c.Lang.Fill(l.Key("title"), l.Nouns)), Style: style, Action: func() {
			c.GoTo(newLessonScene(c, s.g, i))
		}})
	}
	return append(bs,
		play.Button{R: rules, Label: c.T("learn.rules"), Style: sprites.Secondary, Action: func() { c.GoTo(newRulesScene(c.kitOf(s.g), 0)) }},
		play.Button{R: puzzles, Label: c.T("learn.puzzles"), Style: sprites.Primary, Action: func() { c.GoTo(newPuzzleList(s.g)) }},
		play.Button{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { c.GoTo(newModeScene(c, s.g.Name)) }},
	)
}

// count counts the lessons done.
func (s *learnScene) count(c *Context) int {
	n := 0
	for _, l := range s.g.Lessons {
		if s.isDone(c, l.ID) {
			n++
		}
	}
	return n
}

func (s *learnScene) Update(c *Context) { tapButtons(c, s.buttons(c)) }

func (s *learnScene) Draw(dst *ebiten.Image, c *Context) {
	page(dst, c, s.title(c))
	p, rs, _, _ := s.layout(c)
	u := c.Screen.U
	msg := c.F("learn.progress", s.count(c), len(s.g.Lessons))
	sprites.Text(dst, msg, sprites.Face(17*u, true), p.X+p.W/2, p.Y+p.H/2, sprites.Center, sprites.InkSoft)
	bs := s.buttons(c)
	drawButtons(dst, c, bs)
	// A tick on each lesson done.
	for i, l := range s.g.Lessons {
		if !s.isDone(c, l.ID) {
			continue
		}
		r := rs[i]
		k := math.Min(r.H*0.32, 14*u)
		cx, cy := r.X+r.W-k-12*u, r.Y+r.H/2
		w := math.Max(2, 3*u)
		sprites.Line(dst, cx-k, cy, cx-k*0.3, cy+k*0.7, w, sprites.GrassEdge)
		sprites.Line(dst, cx-k*0.3, cy+k*0.7, cx+k, cy-k*0.8, w, sprites.GrassEdge)
	}
}
