package jungle

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	content "github.com/plyyard/plyyard/games/jungle"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// Board is Jungle's part of the play screen: the view of a
// Controller.
type Board struct{ *Controller }

func (b Board) Layout(s layout.Screen) layout.Play {
	return b.layouts.Get(jungleLayoutKey{s, play.ButtonCount(b.Cfg.Mode, b.ownButtons()), b.Flipped}, func(k jungleLayoutKey) layout.Play {
		return layout.PlayLayout(k.s, jungle.Files, jungle.Ranks, k.n, k.flipped)
	})
}

type jungleLayoutKey struct {
	s       layout.Screen
	n       int
	flipped bool
}

func (b Board) Panel(s layout.Screen) layout.Panel { return b.Layout(s).Panel }

// Press selects or moves; a Press off the board drops the selection.
func (b Board) Press(s layout.Screen, x, y float64) {
	l := b.Layout(s).Board
	if l.Bounds().Contains(x, y) || b.Sel != jungle.NoSquare {
		b.TapAt(l, x, y)
	}
}

// Buttons: Flip, after the shared ones, when two people share the
// device; when one person plays, their side is always at the bottom, and
// there is no button that could only ever be grey.
func (b Board) Buttons(c *play.Host, a *play.Actions, lead, tail []play.Button) ([]play.Button, []play.Button) {
	if b.ownButtons() == 0 {
		return lead, tail
	}
	flip := play.Button{Label: c.T("play.flip"), Style: sprites.Secondary, Action: a.Of("flip", func() func() { return b.Flip })}
	return lead, append(tail, flip)
}

// ownButtons is how many buttons the board adds: Flip in hotseat.
func (b Board) ownButtons() int {
	if b.Cfg.Mode.OneHuman() {
		return 0
	}
	return 1
}

func (b Board) SeatColor(s engine.Seat) color.Color { return sprites.SideColor(int(s)) }

func (b Board) Bottom() engine.Seat {
	if b.Flipped {
		return engine.Second
	}
	return engine.First
}

// PlateNote counts the quiet moves towards the draw on the plate of the
// side to move.
func (b Board) PlateNote(c *play.Host, s engine.Seat) []string {
	if !b.Over() && b.Pos.ToMove() == s && b.Pos.Clock() > 0 {
		return []string{c.F("play.quiet", b.Pos.Clock()), c.F("play.quiet.short", b.Pos.Clock())}
	}
	return nil
}

func (b Board) Prompt(c *play.Host) (string, engine.Seat) {
	side := b.Pos.ToMove()
	if b.Cfg.Mode.OneHuman() {
		return c.T("play.turn.you"), side
	}
	return c.T("play.turn." + content.Game.Rules.SideNames[side]), side
}

func (b Board) Hint(c *play.Host, a engine.Action) []string {
	why := content.Why(b.Pos, jungle.MoveOf(a))
	return play.HintTexts(c, "hint.jungle", "hint.why.jungle.", why)
}

func (b Board) Why(c *play.Host, o engine.Outcome) string {
	name := func(s engine.Seat) string { return play.SideName(c, content.Game, s) }
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

func (b Board) PublicView() string { return b.Pos.String() }

func (b Board) Emblem(dst *ebiten.Image, c *play.Host, o engine.Outcome, cx, cy, size float64) {
	if o.Status == engine.Win {
		sprites.DrawPiece(dst, int(o.Winner), int(jungle.Lion), cx, cy, size, 0, 1)
	}
}

func (b Board) Render(dst *ebiten.Image, c *play.Host, s layout.Screen, hint engine.Action, hinted bool) {
	l := b.Layout(s).Board
	u := c.Screen.U
	sprites.JungleBoard(dst, l, u, c.Beat())
	if m, ok := b.LastMove(); ok {
		sprites.JungleSquareTint(dst, l, int(m.From), sprites.LastMove)
		sprites.JungleSquareTint(dst, l, int(m.To), sprites.LastMove)
	}
	if b.Sel != jungle.NoSquare {
		sprites.JungleSquareTint(dst, l, int(b.Sel), sprites.Fade(sprites.Select, 0.45))
	}
	an := play.AnalysisShown(c, &b.Core) && b.Anim == nil
	seat := play.AnalysisSeat(&b.Core, b.Pos.ToMove())
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
	// The analysis' rings too: round the rim, clear of the rank badge.
	if an {
		for _, sq := range b.Pos.Threatened(seat) {
			cx, cy := l.CellCenter(int(sq))
			sprites.WarnRing(dst, cx, cy, l.Cell*0.5)
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
func (b Board) drawAnim(dst *ebiten.Image, l layout.Board, anim *Anim) {
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

// Kit is Jungle's part of the app: how its boards are made, its icon and
// the pictures of its rules.
var Kit play.Kit = play.Parts[jungle.Position]{
	Of: content.Game,
	New: func(cfg play.Config, start jungle.Position, actions []engine.Action) (play.Board, error) {
		ctl := New(cfg, start)
		return Board{ctl}, ctl.Replay(actions)
	},
	FromView: func(cfg play.Config, view string) (play.Board, error) {
		ctl, err := FromView(cfg, view)
		return Board{ctl}, err
	},
	Draw:     icon,
	Pictures: picture,
}

// Select taps a square (-select d3): its piece's moves light up.
func (b Board) Select(arg string) error {
	sq, err := jungle.ParseSquare(arg)
	if err != nil {
		return err
	}
	b.Tap(sq)
	return nil
}

// icon is a lion on grass.
func icon(dst *ebiten.Image, cx, cy, size float64) {
	sprites.Circle(dst, cx, cy, size*0.5, sprites.Grass)
	sprites.DrawPiece(dst, 0, int(jungle.Lion), cx, cy, size*0.95, 0, 1)
}

// drawTrays shows beside each player's plate the animals that player has
// taken: the other side's animals no longer on the board.
func (b Board) drawTrays(dst *ebiten.Image, c *play.Host, s layout.Screen) {
	p := b.Layout(s)
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
func (b Board) taken(seat engine.Seat) []int {
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

// PopAt celebrates the den taken, on the den.
func (b Board) PopAt(s layout.Screen, cue play.Cue) (play.Pop, bool) {
	o := b.Outcome()
	if cue != play.CueWin && cue != play.CueLose || o.Reason != "den" {
		return play.Pop{}, false
	}
	l := b.Layout(s).Board
	x, y := l.CellCenter(int(jungle.Den(o.Winner.Other())))
	return play.Pop{X: x, Y: y, Size: l.Cell * 2, Colour: sprites.Select}, true
}

// What Jungle's board does beyond every board.
var (
	_ play.Popper  = Board{}
	_ play.Flipper = Board{}
)

// IsFlipped reports whether Blue sits at the bottom.
func (b Board) IsFlipped() bool { return b.Flipped }

// SetFlipped turns the board so that Blue sits at the bottom, or not.
func (b Board) SetFlipped(on bool) { b.Flipped = on }
