package scenes

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// reviewScene replays a finished game step by step: the board at each
// step with its move marked, the step's action and who played it, buttons
// and the arrow keys to move through the game, the list of the moves in
// the game's words with their marks and chances, and the graph of the
// reviewer's chance to win (reviewchance.go) with its scale; a tap on a
// line of the list or along the graph jumps there.
type reviewScene struct {
	f      save.Finished
	g      *games.Game
	kit    play.Kit
	states []engine.State
	acts   []engine.Action
	step   int // 0: the start; i: after the i-th action
	back   func() Scene
	chance *chances
	inset  inset              // the board is drawn here, then onto the screen
	boards map[int]play.Board // the boards drawn so far, by step
	// scroll is the step of the list's first row, and followed the step
	// the list last scrolled to show (follow).
	scroll, followed int
	// drag is the press that scrolls the list while held: where it
	// began, and the list's first row then.
	drag struct {
		on    bool
		y     float64
		first int
	}
}

// newReview opens the review of f; back is where Back leads. A game that
// does not replay is an error and no screen.
func newReview(c *Context, f save.Finished, back func() Scene) (*reviewScene, error) {
	return reviewJudged(c, f, back, nil)
}

// reviewJudged is newReview with the judgement of f already under way
// (the result card's), or nil to start it.
func reviewJudged(c *Context, f save.Finished, back func() Scene, ch *chances) (*reviewScene, error) {
	g, k, err := c.findGame(f.Game)
	if err != nil {
		return nil, err
	}
	states, acts, err := g.Replay(f.Start, f.Actions)
	if err != nil {
		return nil, err
	}
	r := &reviewScene{f: f, g: g, kit: k, states: states, acts: acts, back: back, boards: map[int]play.Board{}, chance: ch}
	if ch == nil {
		r.chance = judge(g, f, states, acts)
	}
	return r, nil
}

// judge starts the judgement of the finished game f of g (its states and
// actions replayed), as its player knew it.
func judge(g *games.Game, f save.Finished, states []engine.State, acts []engine.Action) *chances {
	return startChances(g, states, acts, engine.Seat(f.Human), f.When)
}

// viewer is the seat whose knowledge the review shows: the person's
// against the computer or online, the first seat in hotseat.
func (r *reviewScene) viewer() engine.Seat { return engine.Seat(r.f.Human) }

// reviewLayout is where the review's parts go: the board, the line saying
// the shown step, the sides' figures, the graph (its plot beside the
// scale's labels), the list of steps (the rows shown, the first being
// step first) and the buttons.
type reviewLayout struct {
	board, line, sum, graph, plot, list layout.Rect
	rows                                []layout.Rect
	first                               int
	buttons                             []layout.Rect
}

// reviewWide is the least width, in window pixels at scale 1, of a
// screen held upright that puts the list beside the board (a tablet)
// rather than under it (a phone).
const reviewWide = 700

func (r *reviewScene) layout(c *Context) reviewLayout {
	sc := c.Screen
	f := frameOf(c, r.title(c), 0.36, 400)
	u := f.u
	rowH, gap := max(36*u, sc.Tap()), sc.Gap(8)
	var l reviewLayout
	var below float64 // where the list ends
	if sc.Portrait() && sc.W < reviewWide*sc.DPR {
		// A phone upright: the graph, the figures, the line, the board,
		// the list under it and the bar.
		l.buttons = f.bar.Cols(4, f.gap)
		l.graph = layout.Rect{X: f.m, Y: f.top, W: f.bar.W, H: 76 * u}
		l.sum = layout.Rect{X: f.m, Y: l.graph.Y + l.graph.H + 4*u, W: f.bar.W, H: reviewSumH(c)}
		l.line = layout.Rect{X: f.m, Y: l.sum.Y + l.sum.H + 4*u, W: f.bar.W, H: math.Max(44*u, 2*sprites.MinText()*layout.TextBox+8*u)}
		below = f.bar.Y - sc.Gap(10)
		top := l.line.Y + l.line.H + 8*u
		shown := float64(max(2, min(6, int(0.36*(below-top)/(rowH+gap)))))
		listH := shown*rowH + (shown-1)*gap
		l.list = layout.Rect{X: f.m, Y: below - listH, W: f.bar.W, H: listH}
		l.board = layout.Rect{X: f.m, Y: top, W: f.bar.W, H: l.list.Y - 8*u - top}
	} else {
		// Beside the board, top down: the line, the figures, the graph,
		// the list, the buttons.
		// A short screen gives the list at least 310 px where that is
		// under half of it: the words need it more than the board.
		w := math.Max(math.Min(400*u, sc.W*0.36), math.Min(sc.W*0.42, 310*sc.DPR))
		if sc.Portrait() {
			w = sc.W * 0.42
		}
		bottom := sc.H - f.m
		l.board = layout.Rect{X: f.m, Y: f.top, W: sc.W - w - 3*f.m, H: bottom - f.top}
		x := l.board.X + l.board.W + f.m
		l.line = layout.Rect{X: x, Y: f.top, W: w, H: math.Max(44*u, math.Min(64*u, sc.H*0.09))}
		l.sum = layout.Rect{X: x, Y: l.line.Y + l.line.H + 4*u, W: w, H: reviewSumH(c)}
		l.graph = layout.Rect{X: x, Y: l.sum.Y + l.sum.H + 4*u, W: w, H: math.Max(56*u, math.Min(150*u, sc.H*0.17))}
		l.buttons = layout.Rect{X: x, Y: bottom - f.btn, W: w, H: f.btn}.Cols(4, f.gap)
		below = bottom - f.btn - gap
		top := l.graph.Y + l.graph.H + gap
		l.list = layout.Rect{X: x, Y: top, W: w, H: below - top}
	}
	// The graph's scale: its labels on the left, the plot beside them.
	in := l.graph.Inset(8 * u)
	label := math.Max(sprites.Measure("100%", sprites.Face(reviewSmall(c), false)), 30*u) + 6*u
	face := sprites.Face(reviewSmall(c), false)
	in.Y, in.H = in.Y+face.Size/2, in.H-face.Size
	l.plot = layout.Rect{X: in.X + label, Y: in.Y, W: in.W - label, H: in.H}
	// The list: as many whole rows as fit, the shown step among them.
	per := max(1, int((l.list.H+gap)/(rowH+gap)))
	total := len(r.acts) + 1
	l.first = max(0, min(r.scroll, total-per))
	for i := l.first; i < total && i < l.first+per; i++ {
		l.rows = append(l.rows, layout.Rect{X: l.list.X, Y: l.list.Y + float64(i-l.first)*(rowH+gap), W: l.list.W, H: rowH})
	}
	return l
}

// reviewSumH is the height of the sides' figures: two lines of the small
// print, or of the smallest text where that is larger.
func reviewSumH(c *Context) float64 {
	return 2 * math.Max(reviewSmall(c), sprites.MinText()) * layout.TextBox
}

// reviewSmall is the size of the review's small print: the scale, the
// figures.
func reviewSmall(c *Context) float64 { return 13 * c.Screen.U }

// follow scrolls the list so that the shown step's row is in view, when
// the step changed since the list last followed it.
func (r *reviewScene) follow(c *Context) {
	if r.followed == r.step {
		return
	}
	r.followed = r.step
	l := r.layout(c)
	per := max(1, len(l.rows))
	switch {
	case r.step < l.first:
		r.scroll = r.step
	case r.step >= l.first+per:
		r.scroll = r.step - per + 1
	default:
		r.scroll = l.first
	}
}

func (r *reviewScene) title(c *Context) string {
	return c.F("review.title", c.T("game."+r.g.Name))
}

// buttons are Back and the four steps: to the start, one back, one on, to
// the end.
func (r *reviewScene) buttons(c *Context) []play.Button {
	l := r.layout(c)
	n := len(r.acts)
	to := func(k int) func() { return func() { r.step = max(0, min(n, k)) } }
	step := func(label string, k int, live bool) play.Button {
		b := play.Button{Label: label, Style: sprites.Secondary, Action: to(k)}
		if !live {
			b.Style, b.Action = sprites.Muted, nil
		}
		return b
	}
	bs := []play.Button{
		step("«", 0, r.step > 0),
		step("‹", r.step-1, r.step > 0),
		step("›", r.step+1, r.step < n),
		step("»", n, r.step < n),
	}
	for i := range bs {
		bs[i].R = l.buttons[i]
	}
	return append(bs, play.Button{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() {
		r.chance.stop()
		c.GoTo(r.back())
	}})
}

func (r *reviewScene) Update(c *Context) {
	n := len(r.acts)
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyArrowLeft):
		r.step = max(0, r.step-1)
	case inpututil.IsKeyJustPressed(ebiten.KeyArrowRight):
		r.step = min(n, r.step+1)
	case inpututil.IsKeyJustPressed(ebiten.KeyHome):
		r.step = 0
	case inpututil.IsKeyJustPressed(ebiten.KeyEnd):
		r.step = n
	}
	l := r.layout(c)
	if _, dy := ebiten.Wheel(); dy != 0 && l.list.Contains(c.Ptr.X, c.Ptr.Y) {
		r.scroll = max(0, l.first-int(math.Copysign(1, dy)))
	}
	if !tapButtons(c, r.buttons(c)) && c.Ptr.Pressed {
		r.tap(l, c.Ptr.X, c.Ptr.Y)
	}
	r.follow(c)
	r.dragList(c)
}

// dragList scrolls the list by a row for each row's height a press begun
// on it is dragged up or down, the shown step staying where it is.
func (r *reviewScene) dragList(c *Context) {
	switch {
	case !c.Ptr.Held:
		r.drag.on = false
	case c.Ptr.Pressed:
		l := r.layout(c)
		r.drag.on = l.list.Contains(c.Ptr.X, c.Ptr.Y) && len(l.rows) > 0
		r.drag.y, r.drag.first = c.Ptr.Y, l.first
	case r.drag.on:
		l := r.layout(c)
		pitch := l.rows[0].H + c.Screen.Gap(8)
		if len(l.rows) > 1 {
			pitch = l.rows[1].Y - l.rows[0].Y
		}
		r.scroll = max(0, r.drag.first-int(math.Round((c.Ptr.Y-r.drag.y)/pitch)))
	}
}

// tap jumps to the step at (x, y): a line of the list, or the step nearest
// across the graph.
func (r *reviewScene) tap(l reviewLayout, x, y float64) {
	n := len(r.acts)
	if i := layout.Hit(l.rows, x, y); i >= 0 {
		r.step = l.first + i
		return
	}
	if l.graph.Contains(x, y) && n > 0 {
		k := int(math.Round((x - l.plot.X) / l.plot.W * float64(n)))
		r.step = max(0, min(n, k))
	}
}

// boardAt is the board showing the position after step k, as the viewer
// saw it: the game played back to there, its last move marked.
func (r *reviewScene) boardAt(k int) play.Board {
	if b, ok := r.boards[k]; ok {
		return b
	}
	cfg := play.Config{Mode: play.VsAI, Human: r.viewer(), Level: 1, Speed: 1, Watch: true}
	b, err := r.kit.Board(cfg, r.states[0], r.acts[:k])
	if err != nil {
		return nil
	}
	if len(r.boards) > 64 {
		clear(r.boards)
	}
	r.boards[k] = b
	return b
}

func (r *reviewScene) Draw(dst *ebiten.Image, c *Context) {
	page(dst, c, r.title(c))
	l := r.layout(c)
	r.drawBoard(dst, c, l.board)
	r.drawLine(dst, c, l.line)
	r.drawSummary(dst, c, l.sum)
	r.drawGraph(dst, c, l)
	r.drawList(dst, c, l)
	drawButtons(dst, c, r.buttons(c))
}

// drawBoard draws the board of the current step into its rectangle: the
// game's own board, laid out bare on a screen the rectangle's size.
func (r *reviewScene) drawBoard(dst *ebiten.Image, c *Context, rect layout.Rect) {
	if b := r.boardAt(r.step); b != nil {
		r.inset.draw(dst, c, b, rect, false)
	}
}

// drawLine says where the review is: the step, the action and who played
// it, and the verdict on it once the chances are known.
func (r *reviewScene) drawLine(dst *ebiten.Image, c *Context, rect layout.Rect) {
	u := c.Screen.U
	sprites.Panel(dst, rect.X, rect.Y, rect.W, rect.H, u)
	sprites.Mark(dst, layout.KindPanel, rect, false)
	// The Expert's line as far as the panel holds it readably: whole,
	// its first two moves, or left to a wider screen.
	msgs := []string{r.stepWords(c, ai.MaxLine), r.stepWords(c, 2), r.stepWords(c, 0)}
	var col color.Color
	if r.step > 0 {
		seat := r.states[r.step-1].ToMove()
		col = r.seatColor(seat)
	}
	face, lines := fitLines(msgs, rect.W-48*u, rect.H-8*u, 15*u)
	lh := face.Size * layout.TextBox
	y := rect.Y + rect.H/2 - lh*float64(len(lines)-1)/2
	if col != nil {
		sprites.SeatDot(dst, rect.X+18*u, rect.Y+rect.H/2, 7*u, col)
	}
	for i, line := range lines {
		sprites.Text(dst, line, face, rect.X+34*u, y+float64(i)*lh, sprites.Left, sprites.Ink)
	}
}

// stepText words the current step, the Expert's line whole.
func (r *reviewScene) stepText(c *Context) string { return r.stepWords(c, ai.MaxLine) }

// stepWords words the current step with at most moves of the Expert's
// line (none under two: a line of one is the best move already named).
func (r *reviewScene) stepWords(c *Context, moves int) string {
	n := len(r.acts)
	if r.step == 0 {
		return c.F("review.start", n)
	}
	before := r.states[r.step-1]
	seat := before.ToMove()
	text := c.F("review.step", r.step, n, play.SideName(&c.Host, r.g, seat), r.g.Say(c.F, before, r.acts[r.step-1]))
	if v, ok := r.chance.verdict(r.step - 1); ok && v.hasBest {
		switch best := r.g.Say(c.F, before, v.best); v.mark {
		case markBlunder:
			text += " · " + c.F("review.blunder", best)
		case markMistake:
			text += " · " + c.F("review.mistake", best)
		case markInaccuracy:
			text += " · " + c.F("review.inaccuracy", best)
		}
		if moves >= 2 && len(v.line) >= 2 {
			text += " · " + c.F("review.line", r.lineWords(c, before, v.line[:min(moves, len(v.line))]))
		}
	}
	return text
}

// lineWords words the Expert's line from before, action after action, in
// the game's words ("" for no line).
func (r *reviewScene) lineWords(c *Context, before engine.State, line []engine.Action) string {
	var words []string
	s := before
	for _, a := range line {
		words = append(words, r.g.Say(c.F, s, a))
		next, _, err := s.Apply(a)
		if err != nil {
			break
		}
		s = next
	}
	return strings.Join(words, ", ")
}

// summary words each side's accuracy and, in a game with chance, luck,
// once the chances are known ("" before).
func (r *reviewScene) summary(c *Context) string { return r.chance.summary(c, r.g) }

// summary words each side's accuracy and, in a game of g with chance,
// luck, once the chances are known ("" before): the review screen's and
// the result card's line.
func (ch *chances) summary(c *Context, g *games.Game) string {
	return strings.Join(ch.sideLines(c, g, nil), " · ")
}

// sideLines are summary's words, a line for each side (none before the
// chances are known), each side called by who (nil: by its side's name).
func (ch *chances) sideLines(c *Context, g *games.Game, who func(engine.Seat) string) []string {
	sides, ok := ch.sides()
	if !ok {
		return nil
	}
	chance := g.HasChance()
	var parts []string
	for seat, sum := range sides {
		acc, luck := "–", "–"
		if sum.Decisions > 0 {
			acc = fmt.Sprintf("%.0f%%", sum.Accuracy)
		}
		name := play.SideName(&c.Host, g, engine.Seat(seat))
		if who != nil {
			name = who(engine.Seat(seat))
		}
		if !chance {
			parts = append(parts, c.F("review.accuracy", name, acc))
			continue
		}
		if luck = fmt.Sprintf("%+.0f", 100*sum.Luck); luck == "-0" {
			luck = "+0"
		}
		parts = append(parts, c.F("review.accuracyluck", name, acc, luck))
	}
	return parts
}

// seatColor is the colour of a seat on this game's plates.
func (r *reviewScene) seatColor(s engine.Seat) color.Color {
	if b := r.boardAt(r.step); b != nil {
		return b.SeatColor(s)
	}
	return sprites.Ink
}

// drawSummary writes each side's figures in the small print, or nothing
// while they are worked out.
func (r *reviewScene) drawSummary(dst *ebiten.Image, c *Context, rect layout.Rect) {
	sum := r.summary(c)
	if sum == "" {
		return
	}
	face, lines := fitText(sum, rect.W, rect.H, reviewSmall(c), false)
	lh := face.Size * layout.TextBox
	y := rect.Y + rect.H/2 - lh*float64(len(lines)-1)/2
	for i, line := range lines {
		sprites.Text(dst, line, face, rect.X+rect.W/2, y+float64(i)*lh, sprites.Center, sprites.Ink)
	}
}

// drawGraph draws the viewer's chance to win along the game on a scale of
// 0 to 100 % with its middle line, the shown step (a line and a dot), and
// the mistakes; while the chances are worked out, how far along.
func (r *reviewScene) drawGraph(dst *ebiten.Image, c *Context, l reviewLayout) {
	u := c.Screen.U
	g, in := l.graph, l.plot
	sprites.Panel(dst, g.X, g.Y, g.W, g.H, u)
	sprites.Mark(dst, layout.KindPanel, g, true)
	n := len(r.acts)
	yAt := func(p float64) float64 { return in.Y + in.H*(1-p) }
	small := sprites.Face(reviewSmall(c), false)
	for _, p := range []float64{0, 0.5, 1} {
		y := yAt(p)
		col, w := sprites.Fade(sprites.InkSoft, 0.25), 1.0
		if p == 0.5 {
			col, w = sprites.Fade(sprites.InkSoft, 0.6), math.Max(1, 1.5*u)
		}
		sprites.Line(dst, in.X, y, in.X+in.W, y, w, col)
		sprites.Text(dst, fmt.Sprintf("%.0f%%", 100*p), small, in.X-6*u, y, sprites.Right, sprites.InkSoft)
	}
	xAt := func(k int) float64 {
		if n == 0 {
			return in.X
		}
		return in.X + in.W*float64(k)/float64(n)
	}
	pts, done := r.chance.points(r.viewer())
	for k := 1; k < len(pts); k++ {
		sprites.Line(dst, xAt(k-1), yAt(pts[k-1]), xAt(k), yAt(pts[k]), math.Max(1.5, 2.5*u), r.seatColor(r.viewer()))
	}
	for i := 0; i < n; i++ {
		if v, ok := r.chance.verdict(i); ok && v.mark != markNone && i+1 < len(pts) {
			sprites.Circle(dst, xAt(i+1), yAt(pts[i+1]), math.Max(3, 4*u), markColor(v.mark))
		}
	}
	_, x, y := r.graphStep(l)
	sprites.Line(dst, x, in.Y, x, in.Y+in.H, math.Max(1, 2*u), sprites.Fade(sprites.Ink, 0.6))
	sprites.Circle(dst, x, y, math.Max(4, 6*u), sprites.Ink)
	sprites.Circle(dst, x, y, math.Max(2.5, 4*u), sprites.White)
	if !done {
		msg := c.F("review.working", int(100*r.chance.progress()))
		sprites.Text(dst, msg, small, in.X+in.W/2, in.Y+in.H*0.75, sprites.Center, sprites.InkSoft)
	}
}

// graphStep is the step the graph marks as shown, and where: the point
// of the viewer's chance after it (the middle line while the chances are
// worked out).
func (r *reviewScene) graphStep(l reviewLayout) (step int, x, y float64) {
	in := l.plot
	x, y = in.X, in.Y+in.H/2
	if n := len(r.acts); n > 0 {
		x = in.X + in.W*float64(r.step)/float64(n)
	}
	if pts, _ := r.chance.points(r.viewer()); r.step < len(pts) {
		y = in.Y + in.H*(1-pts[r.step])
	}
	return r.step, x, y
}

// markColor is the colour of a mark on the graph and in the list.
func markColor(mark int) color.Color {
	switch mark {
	case markBlunder:
		return sprites.Red
	case markMistake:
		return sprites.Accent
	case markInaccuracy:
		return sprites.TrapInk
	}
	return sprites.InkSoft
}

// drawList draws the rows of the list in view: each step's number, the
// side that played it, the move in the game's words, its mark and the
// side's chance after it; the shown step's row stands out.
func (r *reviewScene) drawList(dst *ebiten.Image, c *Context, l reviewLayout) {
	if len(l.rows) == 0 {
		return
	}
	u := c.Screen.U
	lines := make([]reviewRow, len(l.rows))
	for i := range l.rows {
		lines[i] = r.row(c, l.first+i)
	}
	// The columns: the number, the side's dot, the words, the mark, the
	// chance, all in one size, the largest at which every row's words fit
	// (down to the floor, then cut short); where the side's name and the
	// move fit only under four fifths of the full size, the dot alone
	// says the side.
	full := math.Min(15*u, l.rows[0].H*0.4)
	var bold, face *sprites.Font
	var numW, chanceW, wordsX, wordsW float64
	fits := func(size float64, short bool) bool {
		bold, face = sprites.Face(size, true), sprites.Face(size, false)
		numW, chanceW = sprites.Measure(fmt.Sprint(len(r.acts)), bold), sprites.Measure("100%", face)
		wordsX = 10*u + numW + 8*u + 18*u
		wordsW = l.list.W - wordsX - 10*u - chanceW - 8*u - sprites.Measure("??", bold) - 8*u
		for _, line := range lines {
			if sprites.Measure(line.text(short), face) > wordsW {
				return false
			}
		}
		return true
	}
	short := false
	size := full
	for ; size > sprites.MinText() && !fits(size, short); size-- {
		if !short && size-1 < 0.8*full {
			short, size = true, full+1
		}
	}
	fits(size, short)
	for i, row := range l.rows {
		k, line := l.first+i, lines[i]
		fill := sprites.Fade(sprites.White, 0.75)
		if k == r.step {
			fill = sprites.Select
		}
		sprites.RoundRect(dst, row.X, row.Y, row.W, row.H, 8*u, fill)
		sprites.Mark(dst, layout.KindButton, row, true)
		cy := row.Y + row.H/2
		x := row.X + 10*u
		sprites.Text(dst, fmt.Sprint(k), bold, x+numW, cy, sprites.Right, sprites.InkSoft)
		if line.col != nil {
			sprites.SeatDot(dst, x+numW+14*u, cy, 6*u, line.col)
		}
		sprites.Text(dst, sprites.Ellipsize(line.text(short), face, wordsW), face, row.X+wordsX, cy, sprites.Left, sprites.Ink)
		right := row.X + row.W - 10*u
		if line.chance != "" {
			sprites.Text(dst, line.chance, face, right, cy, sprites.Right, sprites.Ink)
		}
		if line.mark != "" {
			sprites.Text(dst, line.mark, bold, right-chanceW-8*u, cy, sprites.Right, markColor(line.grade))
		}
	}
}

// reviewRow is one line of the list.
type reviewRow struct {
	// words are the side and its move ("Red: Rat a3–a4"), or the start,
	// and move the move alone; col the side's colour (nil at the start).
	words, move string
	col         color.Color
	// mark is the verdict's sign ("??", "?", "?!"; "" for none) and grade
	// its kind; chance the side's chance after the move ("" while unknown).
	mark   string
	grade  int
	chance string
}

// text is the row's words, or with short its move alone.
func (w reviewRow) text(short bool) string {
	if short {
		return w.move
	}
	return w.words
}

// row is the list's line for step k (0: the start).
func (r *reviewScene) row(c *Context, k int) reviewRow {
	if k == 0 {
		start := c.T("review.startrow")
		return reviewRow{words: start, move: start}
	}
	before := r.states[k-1]
	seat := before.ToMove()
	move := r.g.Say(c.F, before, r.acts[k-1])
	out := reviewRow{
		words: c.F("review.move", play.SideName(&c.Host, r.g, seat), move),
		move:  move,
		col:   r.seatColor(seat),
	}
	if v, ok := r.chance.verdict(k - 1); ok {
		out.mark, out.grade = v.sign, v.mark
	}
	if pts, _ := r.chance.points(seat); k < len(pts) {
		out.chance = fmt.Sprintf("%.0f%%", 100*pts[k])
	}
	return out
}
