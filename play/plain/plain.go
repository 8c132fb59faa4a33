// Package plain is the board of a game that has none of its own yet: the
// position in the game's notation, and a tile for each legal action of the
// person to act. Any registry entry plays on it — against the computer, in
// hotseat, online, in its lessons and puzzles — so a new game can be
// played the day its rules and content exist, before its drawing does
// (docs/adding-a-game.md); the toy game's tests play through it.
package plain

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// RefuseIllegal is the refusal of an action the rules do not allow.
const RefuseIllegal = "plain.refused"

// Kit is the plain kit of game g.
func Kit(g *games.Game) play.Kit {
	return play.Parts[engine.State]{
		Of: g,
		New: func(cfg play.Config, start engine.State, actions []engine.Action) (play.Board, error) {
			return Board{New(cfg, g, start)}.replayed(actions)
		},
		FromView: func(cfg play.Config, view string) (play.Board, error) {
			st, err := g.Rules.Parse(view)
			if err != nil {
				return nil, err
			}
			return Board{New(cfg, g, st)}, nil
		},
		Draw: func(dst *ebiten.Image, cx, cy, size float64) {
			sprites.Circle(dst, cx, cy, size*0.45, sprites.Frame)
			sprites.Circle(dst, cx, cy, size*0.2, sprites.White)
		},
	}
}

// Controller plays any game on the controller core.
type Controller struct {
	play.Core
	Pos engine.State
	// Last is the last action played, and HasLast whether there is one.
	Last    engine.Action
	HasLast bool
}

// New starts a controller of game g at pos.
func New(cfg play.Config, g *games.Game, pos engine.State) *Controller {
	c := &Controller{Pos: pos}
	c.Init(cfg, c, g)
	return c
}

func (c *Controller) ToMove() engine.Seat          { return c.Pos.ToMove() }
func (c *Controller) RulesOutcome() engine.Outcome { return c.Pos.Outcome() }
func (c *Controller) State() engine.State          { return c.Pos }
func (c *Controller) Busy() bool                   { return false }
func (c *Controller) Unselect()                    {}
func (c *Controller) PlayBot(a engine.Action)      { c.apply(a) }

func (c *Controller) Update() {
	c.Tick++
	c.Step()
}

// Act is the person's action a: played at once, or online sent to the
// server, which announces it back.
func (c *Controller) Act(a engine.Action) {
	if !c.Ready() {
		return
	}
	if ok := legal(c.Pos, a); !c.Tried(a, ok) {
		if !ok {
			c.Refuse(RefuseIllegal)
		}
		return
	}
	if c.Cfg.Mode == play.Online {
		c.Refusal = ""
		c.Post(c.Pos.FormatAction(a))
		return
	}
	c.Mark()
	c.apply(a)
}

func legal(s engine.State, a engine.Action) bool {
	for _, l := range s.Legal() {
		if l == a {
			return true
		}
	}
	return false
}

// apply plays a legal action.
func (c *Controller) apply(a engine.Action) {
	next, events, err := c.Pos.Apply(a)
	if err != nil {
		c.Refuse(RefuseIllegal)
		return
	}
	c.Logged(c.Pos, a)
	c.Pos, c.Last, c.HasLast = next, a, true
	c.Played(events)
	c.Cue(play.CueMove)
	for _, e := range events {
		if e.Kind == engine.GameWon || e.Kind == engine.GameDrawn {
			c.Ended()
		}
	}
}

// Put takes the position an action led to, at once.
func (c *Controller) Put(a engine.Action, next engine.State, _ []engine.Event) {
	if c.HumanToMove() {
		c.Mark()
	}
	c.Pos, c.Last, c.HasLast = next, a, true
}

type snapshot struct {
	pos     engine.State
	last    engine.Action
	hasLast bool
}

func (c *Controller) Snapshot() any { return snapshot{c.Pos, c.Last, c.HasLast} }
func (c *Controller) Restore(s any) {
	snap := s.(snapshot)
	c.Pos, c.Last, c.HasLast = snap.pos, snap.last, snap.hasLast
}

// ParseView reads the server's position (a game of perfect information:
// its view is its notation).
func (c *Controller) ParseView(view string) (engine.State, error) {
	return c.Game().Rules.Parse(view)
}

// Follow plays the announced action when it is legal here.
func (c *Controller) Follow(seat engine.Seat, action string, _ []engine.Event, next engine.State) bool {
	a, err := c.Pos.ParseAction(action)
	if err != nil || c.Pos.ToMove() != seat || !legal(c.Pos, a) {
		return false
	}
	c.apply(a)
	return c.Pos.String() == next.String()
}

// Adopt takes the server's position.
func (c *Controller) Adopt(next engine.State) {
	if next.String() != c.Pos.String() {
		c.Pos, c.HasLast = next, false
		c.Version++
	}
}

// Board is the plain board: the view of a Controller.
type Board struct{ *Controller }

// replayed is the board after actions.
func (b Board) replayed(actions []engine.Action) (play.Board, error) { return b, b.Replay(actions) }

func (b Board) layout(s layout.Screen) layout.Play {
	return layout.PlayLayout(s, 1, 1, play.ButtonCount(b.Cfg.Mode, 0), false)
}

func (b Board) Panel(s layout.Screen) layout.Panel { return b.layout(s).Panel }

// Tiles are the legal actions' tiles, when the person may act, in the
// lower part of the board.
func (b Board) Tiles(s layout.Screen) ([]layout.Rect, []engine.Action) {
	if !b.HumanToMove() {
		return nil, nil
	}
	acts := b.Pos.Legal()
	if len(acts) == 0 {
		return nil, nil
	}
	r := b.layout(s).Board.Bounds()
	u := s.U
	side := math.Max(s.Px(48), math.Min(r.W/4, 72*u))
	cols := max(1, int((r.W-16*u)/(side+8*u)))
	out := make([]layout.Rect, len(acts))
	for i := range acts {
		row, col := i/cols, i%cols
		n := min(cols, len(acts)-row*cols)
		x0 := r.X + (r.W-float64(n)*side-float64(n-1)*8*u)/2
		out[i] = layout.Rect{X: x0 + float64(col)*(side+8*u), Y: r.Y + r.H/2 + float64(row)*(side+8*u), W: side, H: side}
	}
	return out, acts
}

// Press plays the action whose tile is pressed.
func (b Board) Press(s layout.Screen, x, y float64) {
	rs, acts := b.Tiles(s)
	if i := layout.Hit(rs, x, y); i >= 0 {
		b.Act(acts[i])
	}
}

// Select plays the action named in the game's notation.
func (b Board) Select(arg string) error {
	a, err := b.Pos.ParseAction(arg)
	if err != nil {
		return err
	}
	b.Act(a)
	return nil
}

func (b Board) Buttons(_ *play.Host, _ *play.Actions, lead, tail []play.Button) ([]play.Button, []play.Button) {
	return lead, tail
}

func (b Board) Render(dst *ebiten.Image, h *play.Host, s layout.Screen, hint engine.Action, hinted bool) {
	r := b.layout(s).Board.Bounds()
	u := s.U
	sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
	face := sprites.Face(math.Max(s.Px(18), 28*u), true)
	pos := sprites.Ellipsize(b.Pos.String(), face, r.W-24*u)
	sprites.Text(dst, pos, face, r.X+r.W/2, r.Y+r.H/4, sprites.Center, sprites.Ink)
	if b.HasLast && !b.Over() {
		small := sprites.Face(math.Max(s.Px(14), 16*u), false)
		sprites.Text(dst, h.F("plain.last", b.Pos.FormatAction(b.Last)), small, r.X+r.W/2, r.Y+r.H/4+36*u, sprites.Center, sprites.InkSoft)
	}
	rs, acts := b.Tiles(s)
	for i, a := range acts {
		style := sprites.Secondary
		if hinted && a == hint {
			style = sprites.Chosen
		}
		sprites.Button(dst, rs[i].X, rs[i].Y, rs[i].W, rs[i].H, u, b.Pos.FormatAction(a), style, false)
	}
}

func (b Board) Emblem(dst *ebiten.Image, _ *play.Host, o engine.Outcome, cx, cy, size float64) {
	if o.Status == engine.Win {
		sprites.SeatDot(dst, cx, cy, size/2, b.SeatColor(o.Winner))
	}
}

func (b Board) SeatColor(s engine.Seat) color.Color { return sprites.SideColor(int(s)) }
func (b Board) Bottom() engine.Seat {
	if b.Cfg.Mode.OneHuman() {
		return b.Cfg.Human
	}
	return engine.First
}
func (b Board) PlateNote(*play.Host, engine.Seat) []string { return nil }

func (b Board) Prompt(h *play.Host) (string, engine.Seat) {
	side := b.Pos.ToMove()
	if b.Cfg.Mode.OneHuman() {
		return h.T("play.turn.you"), side
	}
	return h.F("plain.turn", play.SideName(h, b.Game(), side)), side
}

func (b Board) Hint(h *play.Host, _ engine.Action) []string { return []string{h.T("plain.hint")} }

// Why is the catalogue's reason.<game>.<reason>, the reason's own word
// when the catalogue has none.
func (b Board) Why(h *play.Host, o engine.Outcome) string {
	if key := "reason." + b.Game().Name + "." + o.Reason; h.Lang.Has(key) {
		return h.T(key)
	}
	return o.Reason
}

func (b Board) PublicView() string { return b.Pos.String() }
