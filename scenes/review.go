package scenes

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// reviewScene replays a finished game step by step: the board at each
// step, the step's action and who played it, buttons and the arrow keys to
// move through the game, and the graph of the reviewer's chance to win
// (reviewchance.go) that a tap jumps along, with the mistakes marked.
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
}

// newReview opens the review of f; back is where Back leads. A game that
// does not replay is an error and no screen.
func newReview(c *Context, f save.Finished, back func() Scene) (*reviewScene, error) {
	g, k, err := c.findGame(f.Game)
	if err != nil {
		return nil, err
	}
	states, acts, err := g.Replay(f.Start, f.Actions)
	if err != nil {
		return nil, err
	}
	r := &reviewScene{f: f, g: g, kit: k, states: states, acts: acts, back: back, boards: map[int]play.Board{}}
	r.chance = startChances(g, states, acts, r.viewer(), f.When)
	return r, nil
}

// viewer is the seat whose knowledge the review shows: the person's
// against the computer or online, the first seat in hotseat.
func (r *reviewScene) viewer() engine.Seat { return engine.Seat(r.f.Human) }

// reviewLayout is where the review's parts go.
type reviewLayout struct {
	board, graph, line layout.Rect
	buttons            []layout.Rect
}

func (r *reviewScene) layout(c *Context) reviewLayout {
	f := frameOf(c, r.title(c), 0.36, 400)
	u := f.u
	var l reviewLayout
	if c.Screen.Portrait() {
		l.buttons = f.bar.Cols(4, f.gap)
		l.graph = layout.Rect{X: f.m, Y: f.top, W: f.bar.W, H: 84 * u}
		l.line = layout.Rect{X: f.m, Y: l.graph.Y + l.graph.H + 8*u, W: f.bar.W, H: 48 * u}
		l.board = f.above(l.line.Y + l.line.H + 8*u)
		return l
	}
	l.board = f.board
	l.line = layout.Rect{X: f.panel.X, Y: f.top, W: f.panel.W, H: 72 * u}
	l.graph = layout.Rect{X: f.panel.X, Y: l.line.Y + l.line.H + 12*u, W: f.panel.W, H: math.Min(160*u, c.Screen.H*0.3)}
	l.buttons = f.row(l.graph.Y+l.graph.H+16*u).Cols(4, f.gap)
	return l
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
	if tapButtons(c, r.buttons(c)) || !c.Ptr.Pressed {
		return
	}
	if g := r.layout(c).graph; g.Contains(c.Ptr.X, c.Ptr.Y) && n > 0 {
		r.step = int(math.Round((c.Ptr.X - g.X) / g.W * float64(n)))
		r.step = max(0, min(n, r.step))
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
	sprites.Background(dst, c.Tick)
	heading(dst, c, r.title(c))
	l := r.layout(c)
	r.drawBoard(dst, c, l.board)
	r.drawLine(dst, c, l.line)
	r.drawGraph(dst, c, l.graph)
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
	msgs := []string{r.stepText(c)}
	if sum := r.summary(c); r.step == 0 && sum != "" {
		msgs = []string{msgs[0] + " · " + sum, msgs[0]} // the summary where it fits
	}
	var col color.Color
	if r.step > 0 {
		seat := r.states[r.step-1].ToMove()
		col = r.seatColor(seat)
	}
	face, lines := fitLines(msgs, rect.W-48*u, rect.H-8*u, 16*u)
	lh := face.Size * layout.TextBox
	y := rect.Y + rect.H/2 - lh*float64(len(lines)-1)/2
	if col != nil {
		sprites.SeatDot(dst, rect.X+18*u, rect.Y+rect.H/2, 7*u, col)
	}
	for i, line := range lines {
		sprites.Text(dst, line, face, rect.X+34*u, y+float64(i)*lh, sprites.Left, sprites.Ink)
	}
}

// stepText words the current step.
func (r *reviewScene) stepText(c *Context) string {
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
		}
	}
	return text
}

// summary words each side's accuracy and, in a game with chance, luck,
// once the chances are known ("" before).
func (r *reviewScene) summary(c *Context) string {
	sides, ok := r.chance.sides()
	if !ok {
		return ""
	}
	chance := r.g.HasChance()
	var parts []string
	for seat, sum := range sides {
		acc, luck := "–", "–"
		if sum.Decisions > 0 {
			acc = fmt.Sprintf("%.0f%%", sum.Accuracy)
		}
		name := play.SideName(&c.Host, r.g, engine.Seat(seat))
		if !chance {
			parts = append(parts, c.F("review.accuracy", name, acc))
			continue
		}
		if luck = fmt.Sprintf("%+.0f", 100*sum.Luck); luck == "-0" {
			luck = "+0"
		}
		parts = append(parts, c.F("review.accuracyluck", name, acc, luck))
	}
	return strings.Join(parts, " · ")
}

// seatColor is the colour of a seat on this game's plates.
func (r *reviewScene) seatColor(s engine.Seat) color.Color {
	if b := r.boardAt(r.step); b != nil {
		return b.SeatColor(s)
	}
	return sprites.Ink
}

// drawGraph draws the viewer's chance to win along the game, the current
// step, and the mistakes; while the chances are worked out, how far along.
func (r *reviewScene) drawGraph(dst *ebiten.Image, c *Context, g layout.Rect) {
	u := c.Screen.U
	sprites.Panel(dst, g.X, g.Y, g.W, g.H, u)
	sprites.Mark(dst, layout.KindPanel, g, true)
	in := g.Inset(8 * u)
	n := len(r.acts)
	mid := in.Y + in.H/2
	sprites.Line(dst, in.X, mid, in.X+in.W, mid, 1, sprites.Fade(sprites.InkSoft, 0.4))
	xAt := func(k int) float64 {
		if n == 0 {
			return in.X
		}
		return in.X + in.W*float64(k)/float64(n)
	}
	pts, done := r.chance.points(r.viewer())
	yAt := func(p float64) float64 { return in.Y + in.H*(1-p) }
	for k := 1; k < len(pts); k++ {
		sprites.Line(dst, xAt(k-1), yAt(pts[k-1]), xAt(k), yAt(pts[k]), math.Max(1.5, 2.5*u), r.seatColor(r.viewer()))
	}
	for i := 0; i < n; i++ {
		if v, ok := r.chance.verdict(i); ok && v.mark != markNone && i+1 < len(pts) {
			col := sprites.Accent
			if v.mark == markBlunder {
				col = sprites.Red
			}
			sprites.Circle(dst, xAt(i+1), yAt(pts[i+1]), math.Max(3, 4*u), col)
		}
	}
	x := xAt(r.step)
	sprites.Line(dst, x, in.Y, x, in.Y+in.H, math.Max(1, 2*u), sprites.Fade(sprites.Ink, 0.6))
	if !done {
		msg := c.F("review.working", int(100*r.chance.progress()))
		sprites.Text(dst, msg, sprites.Face(13*u, false), in.X+in.W/2, in.Y+in.H-8*u, sprites.Center, sprites.InkSoft)
	}
}
