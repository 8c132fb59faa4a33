package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/learn"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// lessonScene runs one lesson (package learn): for each step the game's
// own board and controller, built from the step's position, the teaching
// and the task above it, and every try the person makes judged by the
// engine through the controller's gate before it is played. A wrong try is
// stopped and explained and the board stays as it was; a done task says
// why it worked and offers Next. The last step done marks the lesson done
// in the saves.
type lessonScene struct {
	g       *games.Game
	lessons []learn.Lesson
	idx     int // the lesson
	step    int // its step
	b       play.Board
	reply   learn.Reply // the verdict on the last try, if any
	tried   bool
	done    bool  // the step's task is done
	saved   bool  // the lesson is saved as done
	inset   inset // the board is drawn here, then onto the screen
}

// newLessonScene opens lesson idx of game g at its first step.
func newLessonScene(c *Context, g *games.Game, idx int) *lessonScene {
	l := &lessonScene{g: g, lessons: g.Lessons}
	l.idx = max(0, min(len(l.lessons)-1, idx))
	l.load(c)
	return l
}

func (l *lessonScene) lesson() learn.Lesson { return l.lessons[l.idx] }
func (l *lessonScene) cur() learn.Step      { return l.lesson().Steps[l.step] }

// load sets up the current step: its position on the game's board, the
// person playing the side to move, every try going through the gate.
func (l *lessonScene) load(c *Context) {
	l.reply, l.tried, l.done = learn.Reply{}, false, false
	s := l.cur()
	st, err := l.g.Rules.Parse(s.Pos)
	if err != nil {
		println("lesson:", err.Error())
		l.b = nil
		return
	}
	cfg := play.Config{Mode: play.VsAI, Human: st.ToMove(), Level: 1, Seed: 1}
	if roll := s.Roll; roll > 0 {
		cfg.Dice = func() int { return roll }
	}
	c.pace(&cfg)
	b, err := c.kitOf(l.g).Board(cfg, st, nil)
	if err != nil {
		println("lesson:", err.Error())
		l.b = nil
		return
	}
	b.Base().Gate = l.gate
	l.b = b
}

// gate judges a try before the controller plays it: a done task or a step
// on the way passes, anything else is stopped with its explanation. Once
// the task is done, nothing more is played.
func (l *lessonScene) gate(before engine.State, a engine.Action, legal bool) bool {
	if l.done {
		return false
	}
	l.reply, l.tried = l.cur().Judge(before, a, legal), true
	if l.reply.Verdict == learn.Done {
		l.done = true
	}
	return l.reply.Passes()
}

// try judges actions given in the game's notation as if the person had
// tried them (the -moves flag, to show a wrong try explained); one that
// passes is not played.
func (l *lessonScene) try(texts []string) {
	if l.b == nil {
		return
	}
	st := l.b.State()
	for _, t := range texts {
		a, err := st.ParseAction(t)
		if err != nil {
			println("lesson:", err.Error())
			continue
		}
		legal := false
		for _, x := range st.Legal() {
			legal = legal || x == a
		}
		l.reply, l.tried = l.cur().Judge(st, a, legal), true
	}
}

// lastStep reports whether the current step is the lesson's last.
func (l *lessonScene) lastStep() bool { return l.step == len(l.lesson().Steps)-1 }

// next goes on: to the next step, the next lesson, or back to the hub
// after the last.
func (l *lessonScene) next(c *Context) {
	switch {
	case !l.lastStep():
		l.step++
		l.load(c)
	case l.idx < len(l.lessons)-1:
		c.GoTo(newLessonScene(c, l.g, l.idx+1))
	default:
		c.GoTo(newLearnScene(l.g))
	}
}

// lessonLayout is where the lesson's parts go.
type lessonLayout struct {
	card, status, board layout.Rect
	buttons             []layout.Rect // the board's own buttons, Again, Next
}

func (l *lessonScene) layout(c *Context, own int) lessonLayout {
	sc := c.Screen
	u := sc.U
	_, shift := header(c, l.title(c))
	top := 84*u + shift
	m := 16 * u
	n := own + 2
	var ll lessonLayout
	if sc.Portrait() {
		barH := sc.Btn(52)
		bar := layout.Rect{X: m, Y: sc.H - m - barH, W: sc.W - 2*m, H: barH}
		ll.buttons = bar.Cols(n, sc.Gap(8))
		w := sc.W - 2*m
		teachH := l.teachHeight(c, w-24*u)
		ll.card = layout.Rect{X: m, Y: top, W: w, H: teachH + 16*u}
		ll.status = layout.Rect{X: m, Y: ll.card.Y + ll.card.H + 8*u, W: w, H: 52 * u}
		y := ll.status.Y + ll.status.H + 6*u
		ll.board = layout.Rect{X: 0, Y: y, W: sc.W, H: bar.Y - 6*u - y}
		return ll
	}
	panelW := math.Min(400*u, sc.W*0.36)
	ll.board = layout.Rect{X: m, Y: top, W: sc.W - panelW - 3*m, H: sc.H - top - m}
	px := ll.board.X + ll.board.W + m
	ll.card = layout.Rect{X: px, Y: top, W: panelW, H: l.teachHeight(c, panelW-24*u) + 16*u}
	// The buttons stand at the foot of the panel; the status takes what
	// room is left between them and the card, up to its own height.
	btnH, gap := sc.Btn(52), sc.Gap(10)
	y := sc.H - m - float64(n)*(btnH+gap) + gap
	for i := 0; i < n; i++ {
		ll.buttons = append(ll.buttons, layout.Rect{X: px, Y: y + float64(i)*(btnH+gap), W: panelW, H: btnH})
	}
	sy := ll.card.Y + ll.card.H + 12*u
	ll.status = layout.Rect{X: px, Y: sy, W: panelW, H: min(84*u, y-12*u-sy)}
	return ll
}

// teachFace is the face of the teaching, and teachHeight the height of the
// step counter and the teaching in a column w wide.
func (l *lessonScene) teachFace(c *Context) (small, body *sprites.Font) {
	u := c.Screen.U
	size := 18 * u
	if c.Screen.Portrait() {
		size = 16 * u
	}
	return sprites.Face(14*u, true), sprites.Face(size, false)
}

func (l *lessonScene) teachHeight(c *Context, w float64) float64 {
	small, body := l.teachFace(c)
	return small.Size*layout.TextBox + 4*c.Screen.U + sprites.ParagraphHeight(l.say(c, "teach"), body, w)
}

func (l *lessonScene) title(c *Context) string {
	return c.Lang.Fill(l.lesson().Key("title"), l.lesson().Nouns)
}

// say is the current step's text part ("teach", "task", a reply's part)
// in the player's language.
func (l *lessonScene) say(c *Context, part string) string {
	return c.Lang.Fill(l.lesson().StepKey(l.step, part), l.lesson().Nouns)
}

// buttons are the board's own (Roll, Draw or Pass), Again, Next and Back.
func (l *lessonScene) buttons(c *Context) []play.Button {
	var own []play.Button
	if l.b != nil {
		own, _ = l.b.Buttons(&c.Host, nil, nil, nil)
		for i := range own {
			if l.done {
				own[i].Style, own[i].Action = sprites.Muted, nil
			}
		}
	}
	ll := l.layout(c, len(own))
	again := play.Button{Label: c.T("lesson.again"), Style: sprites.Secondary, Action: func() { l.load(c) }}
	next := play.Button{Label: c.T("lesson.next"), Style: sprites.Muted}
	if l.done {
		next.Style, next.Action = sprites.Primary, func() { l.next(c) }
		if l.lastStep() {
			next.Label = c.T("lesson.nextlesson")
			if l.idx == len(l.lessons)-1 {
				next.Label = c.T("lesson.finish")
			}
		}
	}
	bs := append(own, again, next)
	for i := range bs {
		bs[i].R = ll.buttons[i]
	}
	return append(bs, play.Button{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { c.GoTo(newLearnScene(l.g)) }})
}

func (l *lessonScene) Update(c *Context) {
	if l.b == nil {
		tapButtons(c, l.buttons(c))
		return
	}
	ctl := l.b.Base()
	var own []play.Button
	own, _ = l.b.Buttons(&c.Host, nil, nil, nil)
	r := l.layout(c, len(own)).board
	if !tapButtons(c, l.buttons(c)) && c.Ptr.Pressed && !l.done && r.Contains(c.Ptr.X, c.Ptr.Y) {
		l.tried = false
		l.inset.tap(c, l.b, r, c.Ptr.X, c.Ptr.Y)
		if !l.tried {
			l.reply = learn.Reply{} // a tap that tried nothing (a piece picked up)
		}
	}
	// Once the task is done the board only finishes what moves: nobody
	// plays on.
	if !l.done || l.b.Busy() {
		l.b.Update()
	}
	react(c, ctl.Cues())
	if l.done && l.lastStep() && !l.saved {
		l.saved = c.Saves.MarkLesson(l.g.Name, l.lesson().ID) == nil
	}
}

// status is the line under the teaching and whether it warns: why the task
// is done, what was wrong with the last try, the controller's refusal, or
// the task.
func (l *lessonScene) status(c *Context) (string, bool) {
	switch {
	case l.done:
		msg := l.say(c, l.reply.Part)
		if l.lastStep() {
			msg = c.T("lesson.done") + " " + msg
		}
		return msg, false
	case l.reply.Part != "":
		return l.say(c, l.reply.Part), true
	}
	if l.b != nil {
		if r := l.b.Base().RefusalShown(); r != "" {
			return c.T(r), true
		}
		if m, s := l.b.MsgShown(); m != "" {
			return c.F(m, play.SideName(&c.Host, l.g, s)), false
		}
	}
	return l.say(c, "task"), false
}

func (l *lessonScene) Draw(dst *ebiten.Image, c *Context) {
	page(dst, c, l.title(c))
	bs := l.buttons(c)
	own := len(bs) - 3
	ll := l.layout(c, own)
	u := c.Screen.U
	// The teaching.
	sprites.Panel(dst, ll.card.X, ll.card.Y, ll.card.W, ll.card.H, u)
	sprites.Mark(dst, layout.KindPanel, ll.card, false)
	small, body := l.teachFace(c)
	x, y := ll.card.X+12*u, ll.card.Y+8*u
	counter := c.F("lesson.step", l.idx+1, l.step+1, len(l.lesson().Steps))
	sprites.Text(dst, counter, small, x, y+small.Size*layout.TextBox/2, sprites.Left, sprites.InkSoft)
	y += small.Size*layout.TextBox + 4*u
	sprites.Paragraph(dst, l.say(c, "teach"), body, x, y, ll.card.W-24*u, sprites.Ink)
	// The task, or what became of the last try.
	msg, warn := l.status(c)
	var col color.Color
	if l.done {
		col = sprites.GrassEdge
	}
	drawStatus(dst, c, ll.status, col, warn, false, "", msg)
	l.drawBoard(dst, c, ll.board)
	drawButtons(dst, c, bs)
}

// drawBoard draws the step's board into its rectangle: the game's own
// board, laid out bare on a screen the rectangle's size.
func (l *lessonScene) drawBoard(dst *ebiten.Image, c *Context, rect layout.Rect) {
	if l.b != nil {
		l.inset.draw(dst, c, l.b, rect, true)
	}
}
