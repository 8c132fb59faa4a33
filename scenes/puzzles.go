package scenes

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/puzzle"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// The puzzles of a game: the list (puzzleList) and one puzzle at a time
// (puzzleScene), solved on the game's own board by the same taps as in a
// game. The board runs in its online mode, so that a move the player
// makes is only an intention: the scene plays it when it is the answer,
// and otherwise leaves the board as it was.

// puzzleList lists a game's puzzles, a page at a time: the number, the
// kind, the question and whether it is solved. A tap opens the puzzle.
type puzzleList struct {
	g      *games.Game
	set    []puzzle.Puzzle
	solved *save.Puzzles // read when the screen opens, and after a solve
	pager
}

// newPuzzleList opens the list of game g's puzzles.
func newPuzzleList(g *games.Game) Scene {
	return &puzzleList{g: g, set: g.Puzzles}
}

func (s *puzzleList) load(c *Context) {
	if s.solved == nil {
		p, problem := c.Saves.LoadPuzzles()
		if problem == save.Damaged {
			c.Notify("save.damaged")
		}
		s.solved = &p
	}
}

func (s *puzzleList) title(c *Context) string {
	return c.F("puzzle.title", c.T("game."+s.g.Name))
}

// rows are the rectangles of this page's puzzles, and how many fit a page.
func (s *puzzleList) rows(c *Context) ([]layout.Rect, int) {
	return s.pager.rows(c, s.title(c), len(s.set))
}

func (s *puzzleList) buttons(c *Context) []play.Button {
	back := play.Button{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { c.GoTo(newLearnScene(s.g)) }}
	return append(s.pager.bar(c, s.title(c), len(s.set), c.T("common.prev"), c.T("common.next")), back)
}

func (s *puzzleList) Update(c *Context) {
	s.load(c)
	rows, per := s.rows(c)
	if k, ok := s.tapped(c, s.buttons(c), rows, per); ok {
		c.GoTo(newPuzzleScene(s, k))
	}
}

func (s *puzzleList) Draw(dst *ebiten.Image, c *Context) {
	s.load(c)
	page(dst, c, s.title(c))
	u := c.Screen.U
	if len(s.set) == 0 {
		col := c.Screen.Column(0, 480)
		_, shift := header(c, s.title(c))
		sprites.Paragraph(dst, c.T("puzzle.none"), sprites.Face(17*u, false), col.X, 140*u+shift, col.W, sprites.InkSoft)
	}
	rows, per := s.rows(c)
	for i, r := range rows {
		k := s.page*per + i
		p := s.set[k]
		sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
		sprites.Mark(dst, layout.KindCard, r, true)
		title := sprites.Face(17*u, true)
		small := sprites.Face(13*u, false)
		lh := title.Size * layout.TextBox
		tx, tw := r.X+16*u, r.W-32*u
		// The row says how its answer is proved: solved to the end, or
		// the engine's judgement.
		head := c.F("puzzle.row", k+1, c.T("puzzle.kind."+string(p.Kind))) + " · " + c.T("puzzle.proof."+p.How())
		if s.solved.Has(p.ID) {
			mark := c.T("puzzle.solved")
			if s.solved.AtFirst(p.ID) {
				mark = c.T("puzzle.solved.first")
			}
			mw := sprites.Measure(mark, small)
			sprites.Text(dst, mark, small, r.X+r.W-16*u, r.Y+r.H/2-lh/2, sprites.Right, sprites.LudoGreen)
			tw -= mw + 12*u
		}
		sprites.Text(dst, sprites.Ellipsize(head, title, tw), title, tx, r.Y+r.H/2-lh/2, sprites.Left, sprites.Ink)
		sprites.Text(dst, sprites.Ellipsize(c.T(p.Question()), small, r.W-32*u), small, tx, r.Y+r.H/2+lh/2, sprites.Left, sprites.InkSoft)
	}
	drawButtons(dst, c, s.buttons(c))
}

// puzzleState is where the player stands with a puzzle.
type puzzleState int

const (
	puzzleSolving puzzleState = iota
	puzzleWrong               // a move that is not the answer was refused
	puzzleSolved
	puzzleShown // the player asked for the answer
)

// puzzleScene is one puzzle: the question, the position on the game's
// board, and the verdict on the player's move.
type puzzleScene struct {
	list  *puzzleList
	i     int
	p     puzzle.Puzzle
	b     play.Board
	human engine.Seat
	// step indexes the answer line: the action the player (or, for a
	// reply, the app) makes next.
	step  int
	state puzzleState
	// intent is the move the board sent, not yet judged; wrong words why
	// the last refused move fails.
	intent string
	wrong  string
	// queue holds actions the app plays on the board, one as soon as the
	// last has been animated: the expected reply, or the shown answer.
	queue []string
	// moves are the player's moves the command line gives (-moves), made
	// one after the other once the board is still (for screenshots).
	moves []string
	// world is the position the puzzle is laid out on; helped says a
	// wrong move was tried or the answer shown (not solved at the first
	// try).
	world  engine.State
	helped bool
	inset  inset // the board is drawn here, then onto the screen
}

func newPuzzleScene(list *puzzleList, i int) *puzzleScene {
	return &puzzleScene{list: list, i: i, p: list.set[i]}
}

// setUp builds the board at the puzzle's position, with the player's seat
// the side to move: the kit's one constructor, at the full position the
// game lays the puzzle out on (one deal consistent with a dominoes view),
// in the online mode, so that the player's moves come to the scene to be
// judged rather than being played, and the scene plays the answer's.
func (s *puzzleScene) setUp(c *Context) {
	g, k, err := c.findGame(s.p.Game)
	if err == nil {
		var world engine.State
		if world, err = g.PuzzleWorld(s.p); err == nil {
			s.human = world.ToMove()
			cfg := play.Config{Mode: play.Online, Human: s.human, Speed: c.AnimSpeed(), Still: !c.Motion()}
			s.b, err = k.Board(cfg, world, nil)
			s.world = world
		}
	}
	if err != nil {
		s.b = nil
		println("cannot show puzzle", s.p.ID+":", err.Error())
		return
	}
	// A position with every tile known (a dominoes puzzle with both hands
	// open) is shown whole.
	if r, ok := s.b.(interface{ Reveal(engine.State) }); ok && s.p.Proof.Deals == 0 {
		if full, err := g.Rules.Parse(s.p.Position); err == nil {
			r.Reveal(full)
		}
	}
	s.b.Base().Link(func(a string) { s.intent = a })
	s.step, s.state, s.intent, s.wrong, s.queue = 0, puzzleSolving, "", "", nil
}

// play makes action text on the board for the seat to move, animated.
func (s *puzzleScene) play(text string) bool {
	st := s.b.State()
	a, err := st.ParseAction(text)
	if err != nil {
		return false
	}
	next, events, err := st.Apply(a)
	if err != nil {
		return false
	}
	return s.b.Remote(st.ToMove(), text, engine.ForSeat(events, s.human), next.View(s.human).String()) == nil
}

// judge takes the move the player made: the answer's move is played (and
// the expected reply queued), any other is refused with the reason.
func (s *puzzleScene) judge(c *Context, text string) {
	if s.step < len(s.p.Answer) && text == s.p.Answer[s.step] {
		s.wrong = ""
		s.state = puzzleSolving
		if !s.play(text) {
			return
		}
		s.step++
		if s.step < len(s.p.Answer) {
			s.queue = []string{s.p.Answer[s.step]}
			return
		}
		s.state = puzzleSolved
		if err := c.Saves.MarkSolved(s.p.ID, !s.helped); err == nil && s.list.solved != nil {
			s.list.solved = nil // read again when the list shows
		}
		return
	}
	s.b.Base().Waiting = false
	s.state, s.helped = puzzleWrong, true
	s.wrong = c.F("puzzle.wrong", s.say(c, s.b.State(), text))
	if why := s.whyWrong(c, text); why != "" {
		s.wrong += " " + why
	}
}

// say is action text at st in the player's words.
func (s *puzzleScene) say(c *Context, st engine.State, text string) string {
	return s.list.g.SayLine(c.F, st, []string{text})[0]
}

// explain is why the answer is right, and how sure that is: proved, or
// the engine's judgement.
func (s *puzzleScene) explain(c *Context) string {
	return c.T(s.p.Explain()) + " " + c.T("puzzle.how."+s.p.How())
}

// line is the answer line in the player's words.
func (s *puzzleScene) line(c *Context) []string { return s.list.g.SayLine(c.F, s.world, s.p.Answer) }

// whyWrong says, where the game's content can tell (its Refute), why a
// move is not the answer: it ends the game without a win, the win needed
// more moves, or the opponent's reply takes the forced win away.
func (s *puzzleScene) whyWrong(c *Context, text string) string {
	g := s.list.g
	if g.Refute == nil {
		return ""
	}
	st := s.b.State()
	a, err := st.ParseAction(text)
	if err != nil {
		return ""
	}
	r, ok := g.Refute(s.p, s.step, st, a)
	switch {
	case !ok:
		return ""
	case r.Ends:
		return c.T("puzzle.ends")
	case r.NotNow:
		return c.T("puzzle.notnow")
	}
	reply := r.Reply
	if next, _, err := st.Apply(a); err == nil {
		reply = s.say(c, next, r.Reply)
	}
	return c.F("puzzle.refute", play.SideName(&c.Host, g, r.Seat), reply)
}

// showAnswer sets the puzzle up again and plays the whole answer line.
func (s *puzzleScene) showAnswer(c *Context) {
	s.setUp(c)
	if s.b == nil {
		return
	}
	s.state, s.helped = puzzleShown, true
	s.queue = append([]string(nil), s.p.Answer...)
}

// next opens the next puzzle, or the list after the last.
func (s *puzzleScene) next(c *Context) {
	if s.i+1 < len(s.list.set) {
		c.GoTo(newPuzzleScene(s.list, s.i+1))
		return
	}
	c.GoTo(s.list)
}

// puzzleLayout is where the puzzle's parts go.
type puzzleLayout struct {
	board, text layout.Rect
	buttons     []layout.Rect
}

func (s *puzzleScene) layout(c *Context) puzzleLayout {
	f := frameOf(c, s.title(c), 0.38, 380)
	u := f.u
	var l puzzleLayout
	if c.Screen.Portrait() {
		l.buttons = f.bar.Cols(2, f.gap)
		textH := math.Min(math.Max(140*u, (f.bar.Y-f.top)*0.24), 220*u)
		l.text = layout.Rect{X: f.m, Y: f.top, W: f.bar.W, H: textH}
		l.board = f.above(l.text.Y + l.text.H + 8*u)
		return l
	}
	l.board = f.board
	row := f.row(c.Screen.H - f.m - f.btn)
	l.buttons = row.Cols(2, f.gap)
	l.text = layout.Rect{X: f.panel.X, Y: f.top, W: f.panel.W, H: row.Y - 16*u - f.top}
	return l
}

// title is "Puzzle 3 of 34", or "3 / 34" where that does not fit beside
// the corner button (a phone), to leave the height to the board and the
// text.
func (s *puzzleScene) title(c *Context) string {
	t := c.F("puzzle.heading", s.i+1, len(s.list.set))
	b := backRect(c)
	if sprites.Measure(t, headingFace(c)) > c.Screen.W-2*(b.X+b.W+8*c.Screen.U) {
		t = c.F("common.page", s.i+1, len(s.list.set))
	}
	return t
}

// buttons: while solving, Show answer and Next; after a wrong move, Try
// again and Show answer; once solved or shown, Try again and Next.
func (s *puzzleScene) buttons(c *Context) []play.Button {
	l := s.layout(c)
	retry := play.Button{Label: c.T("puzzle.retry"), Style: sprites.Secondary, Action: func() {
		if s.state == puzzleWrong {
			s.state, s.wrong = puzzleSolving, ""
			return
		}
		s.setUp(c)
	}}
	show := play.Button{Label: c.T("puzzle.show"), Style: sprites.Secondary, Action: func() { s.showAnswer(c) }}
	nextLabel := c.T("common.next")
	if s.i+1 >= len(s.list.set) {
		nextLabel = c.T("puzzle.list")
	}
	next := play.Button{Label: nextLabel, Style: sprites.Secondary, Action: func() { s.next(c) }}
	var bs []play.Button
	switch s.state {
	case puzzleWrong:
		retry.Style = sprites.Primary
		bs = []play.Button{retry, show}
	case puzzleSolved, puzzleShown:
		next.Style = sprites.Primary
		bs = []play.Button{retry, next}
	default:
		bs = []play.Button{show, next}
	}
	for i := range bs {
		bs[i].R = l.buttons[i]
	}
	return append(bs, play.Button{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { c.GoTo(s.list) }})
}

func (s *puzzleScene) Update(c *Context) {
	if s.b == nil {
		s.setUp(c)
		if s.b == nil {
			return
		}
	}
	ctl := s.b.Base()
	c.pace(&ctl.Cfg)
	l := s.layout(c)
	// After a wrong move the board is as it was, and the next try is made
	// on it as the first was.
	trying := s.state == puzzleSolving || s.state == puzzleWrong
	if !tapButtons(c, s.buttons(c)) && c.Ptr.Pressed && trying && len(s.queue) == 0 && l.board.Contains(c.Ptr.X, c.Ptr.Y) {
		s.inset.tap(c, s.b, l.board, c.Ptr.X, c.Ptr.Y)
	}
	s.b.Update()
	react(c, ctl.Cues())
	if s.intent != "" {
		text := s.intent
		s.intent = ""
		s.judge(c, text)
	}
	if len(s.moves) > 0 && len(s.queue) == 0 && !s.b.Busy() {
		text := s.moves[0]
		s.moves = s.moves[1:]
		s.judge(c, text)
	}
	if len(s.queue) > 0 && !s.b.Busy() {
		text := s.queue[0]
		s.queue = s.queue[1:]
		if !s.play(text) {
			s.queue = nil
		} else if s.state == puzzleSolving {
			s.step++
		}
	}
}

func (s *puzzleScene) Draw(dst *ebiten.Image, c *Context) {
	page(dst, c, s.title(c))
	l := s.layout(c)
	s.drawBoard(dst, c, l.board)
	s.drawText(dst, c, l.text)
	drawButtons(dst, c, s.buttons(c))
}

// drawBoard draws the game's board, bare, into its rectangle.
func (s *puzzleScene) drawBoard(dst *ebiten.Image, c *Context, r layout.Rect) {
	if s.b != nil {
		s.inset.draw(dst, c, s.b, r, false)
	}
}

// status is what stands under the question: a verdict (whose move, right,
// wrong and why, the answer) and, once there is one, the explanation.
func (s *puzzleScene) status(c *Context) (verdict, explain string) {
	if r := s.b.Base().RefusalShown(); r != "" && s.state != puzzleShown {
		return c.T(r), "" // an illegal tap: the words play uses
	}
	switch s.state {
	case puzzleWrong:
		return s.wrong, "" // the answer only on Show answer
	case puzzleSolved:
		return c.T("puzzle.right"), s.explain(c)
	case puzzleShown:
		return c.F("puzzle.shown", strings.Join(s.line(c), ", ")), s.explain(c)
	}
	if s.step > 0 {
		return c.F("puzzle.again", play.SideName(&c.Host, s.list.g, s.human.Other()), s.line(c)[s.step-1]), ""
	}
	return c.F("puzzle.turn", play.SideName(&c.Host, s.list.g, s.human)), ""
}

// drawText draws the panel of the question, the verdict and the
// explanation, each shrunk to fit its share.
func (s *puzzleScene) drawText(dst *ebiten.Image, c *Context, r layout.Rect) {
	u := c.Screen.U
	sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
	sprites.Mark(dst, layout.KindPanel, r, false)
	in := r.Inset(12 * u)
	question := c.T("puzzle.kind."+string(s.p.Kind)) + " · " + c.T(s.p.Question())
	verdict, explain := s.status(c)
	col := sprites.InkSoft
	switch s.state {
	case puzzleWrong:
		col = sprites.RedDark
	case puzzleSolved:
		col = sprites.LudoGreen
	}
	y := in.Y
	block := func(msg string, h, size float64, bold bool, col color.Color) {
		face, lines := fitText(msg, in.W, h, size, bold)
		lh := face.Size * layout.TextBox
		for _, line := range lines {
			sprites.Text(dst, line, face, in.X, y+lh/2, sprites.Left, col)
			y += lh
		}
		y += 6 * u
	}
	if explain == "" {
		block(question, in.H*0.6, 18*u, true, sprites.Ink)
		block(verdict, in.Y+in.H-y, 16*u, false, col)
		return
	}
	if !c.Screen.Portrait() {
		// On a phone the question gives way to the verdict and the
		// explanation; it was read already.
		block(question, in.H*0.3, 16*u, true, sprites.Ink)
	}
	block(verdict, (in.Y+in.H-y)*0.4, 15*u, true, col)
	block(explain, in.Y+in.H-y, 15*u, false, sprites.Ink)
}
