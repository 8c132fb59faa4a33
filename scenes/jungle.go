package scenes

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/scenes/junglectl"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// jungleBoard is Jungle's part of the play screen: the view of a
// junglectl.Controller.
type jungleBoard struct{ *junglectl.Controller }

func (b jungleBoard) layout(s layout.Screen) layout.Play {
	return jungleLayouts.Get(jungleLayoutKey{s, playButtons(b.Cfg.Mode, 1), b.Flipped}, func(k jungleLayoutKey) layout.Play {
		return layout.PlayLayout(k.s, jungle.Files, jungle.Ranks, k.n, k.flipped)
	})
}

// jungleLayouts are the Jungle screens laid out, by screen, number of
// buttons and turn of the board.
var jungleLayouts Memo[jungleLayoutKey, layout.Play]

type jungleLayoutKey struct {
	s       layout.Screen
	n       int
	flipped bool
}

func (b jungleBoard) Panel(s layout.Screen) layout.Panel { return b.layout(s).Panel }

// Press selects or moves; a Press off the board drops the selection.
func (b jungleBoard) Press(s layout.Screen, x, y float64) {
	l := b.layout(s).Board
	if l.Bounds().Contains(x, y) || b.Sel != jungle.NoSquare {
		b.TapAt(l, x, y)
	}
}

// Buttons: Flip, after the shared ones; dimmed when one person plays
// (their side is always at the bottom).
func (b jungleBoard) Buttons(c *Host, a *Actions, lead, tail []Button) ([]Button, []Button) {
	flip := Button{Label: c.T("play.flip"), Style: sprites.Secondary, Action: a.Of("flip", func() func() { return b.Flip })}
	if b.Cfg.Mode.OneHuman() {
		flip = Button{Label: c.T("play.flip"), Style: sprites.Muted}
	}
	return lead, append(tail, flip)
}

func (b jungleBoard) SeatColor(s engine.Seat) color.Color { return sprites.SideColor(int(s)) }

func (b jungleBoard) Bottom() engine.Seat {
	if b.Flipped {
		return engine.Second
	}
	return engine.First
}

// PlateNote counts the quiet moves towards the draw on the plate of the
// side to move.
func (b jungleBoard) PlateNote(c *Host, s engine.Seat) []string {
	if !b.Over() && b.Pos.ToMove() == s && b.Pos.Clock() > 0 {
		return []string{c.F("play.quiet", b.Pos.Clock()), c.F("play.quiet.short", b.Pos.Clock())}
	}
	return nil
}

func (b jungleBoard) Prompt(c *Host) (string, engine.Seat) {
	side := b.Pos.ToMove()
	if b.Cfg.Mode.OneHuman() {
		return c.T("play.turn.you"), side
	}
	return c.T("play.turn." + registry.Games.Must("jungle").Rules.SideNames[side]), side
}

func (b jungleBoard) HintKey(engine.Action) string { return "hint.jungle" }

func (b jungleBoard) Why(c *Host, o engine.Outcome) string {
	name := func(s engine.Seat) string { return sideName(c, registry.Games.Must("jungle"), s) }
	switch {
	case o.Status == engine.Draw:
		return c.T("result.why.60")
	case o.Reason == "den":
		return c.F("result.why.den", name(o.Winner))
	case o.Reason == "no-moves":
		return c.F("result.why.nomoves", name(o.Winner.Other()))
	}
	return o.Reason
}

func (b jungleBoard) SaveTo(g *save.Game) {
	g.Position, g.Flipped = b.Pos.String(), b.Flipped
	for _, m := range b.Moves {
		g.Moves = append(g.Moves, m.String())
	}
}

func (b jungleBoard) PublicView() string { return b.Pos.String() }

func (b jungleBoard) Emblem(dst *ebiten.Image, c *Host, o engine.Outcome, cx, cy, size float64) {
	if o.Status == engine.Win {
		sprites.DrawPiece(dst, int(o.Winner), int(jungle.Lion), cx, cy, size, 0, 1)
	}
}

func (b jungleBoard) Render(dst *ebiten.Image, c *Host, s layout.Screen, hint engine.Action, hinted bool) {
	l := b.layout(s).Board
	u := c.Screen.U
	sprites.JungleBoard(dst, l, u, c.Beat())
	if m, ok := b.LastMove(); ok {
		sprites.JungleSquareTint(dst, l, int(m.From), sprites.LastMove)
		sprites.JungleSquareTint(dst, l, int(m.To), sprites.LastMove)
	}
	if b.Sel != jungle.NoSquare {
		sprites.JungleSquareTint(dst, l, int(b.Sel), sprites.Fade(sprites.Select, 0.45))
	}
	an := analysisShown(c, &b.Core) && b.Anim == nil
	seat := analysisSeat(&b.Core, b.Pos.ToMove())
	if an {
		for _, sq := range b.Pos.DenThreats(seat) {
			sprites.WarnSquare(dst, l, int(sq))
		}
	}
	// The hinted piece stands on a violet disc; its way is drawn over the
	// pieces below.
	if hinted {
		fx, fy := l.CellCenter(int(jungle.MoveOf(hint).From))
		sprites.HintRing(dst, fx, fy, l.Cell*0.5, c.Beat())
	}
	// The selection and the capture marks lie under the pieces: the ring
	// shows round a piece's rim and never cuts through its rank badge.
	if b.Sel != jungle.NoSquare {
		sprites.SelectRing(dst, l, int(b.Sel), c.Beat())
		if c.Settings.ShowLegal {
			for _, m := range b.Targets {
				if _, ok := b.Pos.At(m.To); ok {
					sprites.JungleMark(dst, l, int(m.To), sprites.MarkCapture, c.Beat())
				}
			}
		}
	}
	anim := b.Anim
	for sq := jungle.Square(0); sq < jungle.Squares; sq++ {
		pc, ok := b.Pos.At(sq)
		if !ok || (anim != nil && anim.To == sq && anim.Moving(b.Tick)) {
			continue
		}
		cx, cy := l.CellCenter(int(sq))
		if jungle.Weakened(pc.Side, sq) {
			sprites.DrawWeakPiece(dst, int(pc.Side), int(pc.Animal), cx, cy, l.Cell)
			continue
		}
		sprites.DrawPiece(dst, int(pc.Side), int(pc.Animal), cx, cy, l.Cell, 0, 1)
	}
	if an {
		for _, sq := range b.Pos.Threatened(seat) {
			cx, cy := l.CellCenter(int(sq))
			sprites.WarnRing(dst, cx, cy, l.Cell*0.5)
		}
	}
	if b.Sel != jungle.NoSquare && c.Settings.ShowLegal {
		for _, m := range b.Targets {
			if _, ok := b.Pos.At(m.To); !ok {
				sprites.JungleMark(dst, l, int(m.To), sprites.MarkMove, c.Beat())
			}
		}
	}
	b.drawTrays(dst, c, s)
	if hinted {
		m := jungle.MoveOf(hint)
		fx, fy := l.CellCenter(int(m.From))
		tx, ty := l.CellCenter(int(m.To))
		sprites.HintRing(dst, tx, ty, l.Cell*0.3, c.Beat()+20)
		sprites.HintArrow(dst, fx, fy, tx, ty, l.Cell)
	}
	if anim != nil {
		b.drawAnim(dst, l, anim)
	}
}

// drawAnim draws the move on its way: the piece travelling (over the piece
// it takes) and the capture's burst.
func (b jungleBoard) drawAnim(dst *ebiten.Image, l layout.Board, anim *junglectl.Anim) {
	fx, fy := l.CellCenter(int(anim.From))
	tx, ty := l.CellCenter(int(anim.To))
	if anim.Moving(b.Tick) {
		if anim.Captured != nil {
			sprites.DrawPiece(dst, int(anim.Captured.Side), int(anim.Captured.Animal), tx, ty, l.Cell, 0, 1)
		}
		t := anim.Progress(b.Tick)
		x, y := fx+(tx-fx)*t, fy+(ty-fy)*t
		sprites.DrawPiece(dst, int(anim.Piece.Side), int(anim.Piece.Animal), x, y, l.Cell, anim.Lift(b.Tick)*l.Cell, 1)
	}
	if k, ok := anim.Burst(b.Tick); ok {
		sprites.Burst(dst, tx, ty, l.Cell, k)
	}
}

// jungleKit makes Jungle's boards.
type jungleKit struct{}

func (jungleKit) Start(cfg play.Config) Board {
	return jungleBoard{junglectl.New(cfg, jungle.Start())}
}

// FromOptions sets up -pos, plays -moves ("a3a4,a7a6") and taps -select.
func (jungleKit) FromOptions(o Options, cfg play.Config) (Board, error) {
	pos := jungle.Start()
	if o.Pos != "" {
		var err error
		if pos, err = jungle.Parse(o.Pos); err != nil {
			return nil, err
		}
	}
	ctl := junglectl.New(cfg, pos)
	for _, text := range moveList(o.Moves) {
		m, err := jungle.ParseMove(text)
		if err != nil {
			return nil, err
		}
		if ctl.HumanToMove() {
			ctl.Mark() // a person's move given on the command line can be taken back
		}
		next, _, err := ctl.Pos.Play(m)
		if err != nil {
			return nil, fmt.Errorf("move %s: %w", text, err)
		}
		ctl.Pos = next
		ctl.Moves = append(ctl.Moves, m)
	}
	if o.Select != "" {
		sq, err := jungle.ParseSquare(o.Select)
		if err != nil {
			return nil, err
		}
		ctl.Tap(sq)
	}
	return jungleBoard{ctl}, nil
}

// moveList splits -moves at commas and spaces.
func moveList(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' })
}

func (jungleKit) Resume(g *save.Game, cfg play.Config) (Board, error) {
	pos, err := jungle.Parse(g.Position)
	if err != nil {
		return nil, err
	}
	ctl := junglectl.New(cfg, pos)
	for _, t := range g.Moves {
		if m, err := jungle.ParseMove(t); err == nil {
			ctl.Moves = append(ctl.Moves, m)
		}
	}
	ctl.Flipped = g.Flipped
	return jungleBoard{ctl}, nil
}

func (jungleKit) Online(cfg play.Config, view string) (Board, error) {
	ctl, err := junglectl.FromView(cfg, view)
	return jungleBoard{ctl}, err
}

func (jungleKit) Icon(dst *ebiten.Image, cx, cy, size float64) {
	sprites.Circle(dst, cx, cy, size*0.5, sprites.Grass)
	sprites.DrawPiece(dst, 0, int(jungle.Lion), cx, cy, size*0.95, 0, 1)
}

func (jungleKit) Rules(page int) Scene { return &howtoScene{page: page} }

// drawTrays shows beside each player's plate the animals that player has
// taken: the other side's animals no longer on the board.
func (b jungleBoard) drawTrays(dst *ebiten.Image, c *Host, s layout.Screen) {
	p := b.layout(s)
	bottom := b.Bottom()
	for _, t := range []struct {
		r     layout.Rect
		taker engine.Seat
	}{{p.TopTray, bottom.Other()}, {p.BottomTray, bottom}} {
		if t.r.H <= 0 {
			continue
		}
		sprites.CapturedTray(dst, t.r, int(t.taker.Other()), b.taken(t.taker.Other()), c.T("jungle.tray.empty"), c.Screen.U)
	}
}

// taken lists seat's animals that are off the board, strongest first.
func (b jungleBoard) taken(seat engine.Seat) []int {
	var on [jungle.Elephant + 1]bool
	for sq := jungle.Square(0); sq < jungle.Squares; sq++ {
		if pc, ok := b.Pos.At(sq); ok && pc.Side == seat {
			on[pc.Animal] = true
		}
	}
	var out []int
	for a := jungle.Elephant; a >= jungle.Rat; a-- {
		if !on[a] {
			out = append(out, int(a))
		}
	}
	return out
}

// popAt celebrates the den taken, on the den.
func (b jungleBoard) popAt(s layout.Screen, cue play.Cue) (Pop, bool) {
	o := b.Outcome()
	if cue != play.CueWin && cue != play.CueLose || o.Reason != "den" {
		return Pop{}, false
	}
	l := b.layout(s).Board
	x, y := l.CellCenter(int(jungle.Den(o.Winner.Other())))
	return Pop{X: x, Y: y, Size: l.Cell * 2, Colour: sprites.Select}, true
}
