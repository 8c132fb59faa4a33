package race

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/games"
	content "github.com/plyyard/plyyard/games/race"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// Board is the Ludo and Aviation Ludo part of the play screen: the view
// of a Controller. The variant picks the skin and the name.
type Board struct{ *Controller }

func (b Board) aviation() bool { return b.Variant == race.Aviation }

func (b Board) SetAutoMove(on bool) { b.AutoMove = on }

func (b Board) Layout(s layout.Screen) (layout.Play, layout.Cross) {
	l := b.layouts.Get(play.Laid{Screen: s, Buttons: play.ButtonCount(b.Cfg.Mode, 1)}, func(k play.Laid) layout.Play {
		return plateDice(layout.RaceLayout(k.Screen, k.Buttons), k.Screen)
	})
	cross := layout.CrossFrom(l.Board, b.Turns)
	bottom := b.Bottom()
	cross.Dice[bottom], cross.Dice[bottom.Other()] = l.BottomDie, l.TopDie
	cross.Reach = s.Px(layout.TapReach)
	return l, cross
}

func (b Board) Panel(s layout.Screen) layout.Panel {
	l, _ := b.Layout(s)
	return l.Panel
}

func (b Board) Press(s layout.Screen, x, y float64) {
	// The dice boxes of a portrait screen stand outside the cross.
	if _, cross := b.Layout(s); cross.Bounds().Inset(-cross.Reach).Contains(x, y) || b.DieRect(cross).Contains(x, y) {
		b.TapAt(cross, x, y)
	}
}

// Buttons: Roll, before the shared ones.
func (b Board) Buttons(c *play.Host, a *play.Actions, lead, tail []play.Button) ([]play.Button, []play.Button) {
	roll := play.Button{Label: c.T("race.roll"), Style: sprites.Muted}
	if b.HumanToMove() && b.CanRoll() {
		roll = play.Button{Label: c.T("race.roll"), Style: sprites.Primary, Action: a.Of("roll", func() func() { return b.TapRoll })}
	}
	return append(lead, roll), tail
}

func (b Board) SeatColor(s engine.Seat) color.Color { return sprites.RaceSeatColor(int(s)) }

// Bottom is red, or yellow when one person plays yellow.
func (b Board) Bottom() engine.Seat {
	if b.Cfg.Mode.OneHuman() {
		return b.Cfg.Human
	}
	return engine.First
}

// PlateNote counts the seat's pieces home.
func (b Board) PlateNote(c *play.Host, s engine.Seat) []string {
	home := 0
	for i := 0; i < race.Pieces; i++ {
		if b.Pos.Progress(s, i) == race.Finish {
			home++
		}
	}
	return []string{c.F("race.home", home)}
}

func (b Board) Prompt(c *play.Host) (string, engine.Seat) {
	side := b.Pos.ToMove()
	name := play.SideName(c, b.Game(), side)
	one := b.Cfg.Mode.OneHuman()
	switch {
	case b.Pos.Die() == 0 && one:
		return c.T("race.you.roll"), side
	case b.Pos.Die() == 0:
		return c.F("race.side.roll", name), side
	case one:
		return c.F("race.you.choose", b.Pos.Die()), side
	}
	return c.F("race.side.choose", name, b.Pos.Die()), side
}

func (b Board) Hint(c *play.Host, a engine.Action) []string {
	if a == race.Roll {
		return []string{c.T("hint.race.roll")}
	}
	why := content.Why(b.Pos, int(a-race.Move(0)))
	return play.HintTexts(c, "hint.race.piece", "hint.why.race.", why)
}

func (b Board) Why(c *play.Host, o engine.Outcome) string {
	return c.F("race.why.home", play.SideName(c, b.Game(), o.Winner))
}

func (b Board) PublicView() string { return b.Pos.String() }

func (b Board) Emblem(dst *ebiten.Image, c *play.Host, o engine.Outcome, cx, cy, size float64) {
	if o.Status != engine.Win {
		return
	}
	sprites.Circle(dst, cx, cy, size*0.5, sprites.White)
	sprites.RaceToken(dst, int(o.Winner), cx, cy, size*1.1, 1, 0, 1, b.aviation(), -math.Pi/2)
}

// pieceHeading is the direction a piece of seat at progress faces on
// screen.
func pieceHeading(b layout.Cross, seat engine.Seat, progress, piece int) float64 {
	if progress < 0 || progress >= race.Finish {
		return -math.Pi / 2
	}
	y0, x0 := layout.RacePoint(int(seat), progress, piece)
	y1, x1 := layout.RacePoint(int(seat), progress+1, piece)
	ax, ay := b.Point(y0, x0)
	bx, by := b.Point(y1, x1)
	return math.Atan2(by-ay, bx-ax)
}

func (b Board) Render(dst *ebiten.Image, c *play.Host, s layout.Screen, hint engine.Action, hinted bool) {
	_, cross := b.Layout(s)
	av := b.aviation()
	sprites.RaceBoard(dst, cross, c.Screen.U, av)
	b.drawPieces(dst, c, cross)
	if b.Walk != nil {
		b.drawWalk(dst, cross)
	} else if play.AnalysisShown(c, &b.Core) {
		b.drawHits(dst, cross)
	}
	if hinted && hint != race.Roll {
		side := b.Pos.ToMove()
		for _, s := range b.Spots() {
			if s.Seat == side && race.Move(s.Piece) == hint && !b.walking(s.Seat, s.Piece) {
				x, y := cross.Point(s.Y, s.X)
				sprites.HintRing(dst, x, y, cross.Cell*0.62*s.Scale, c.Beat())
			}
		}
	}
	b.drawDie(dst, c, cross, hinted && hint == race.Roll)
}

// drawHits shows above each of the player's pieces on the loop the die
// values with which the opponent's next roll would hit it (race.HitBy),
// once a square.
func (b Board) drawHits(dst *ebiten.Image, cross layout.Cross) {
	seat := play.AnalysisSeat(&b.Core, b.Pos.ToMove())
	hits := b.Pos.HitBy(seat)
	done := map[int]bool{}
	for _, s := range b.Spots() {
		q := b.Pos.Progress(s.Seat, s.Piece)
		if s.Seat != seat || hits[s.Piece] == 0 || done[q] {
			continue
		}
		done[q] = true
		label := ""
		for i, v := range hits[s.Piece].Values() {
			if i > 0 {
				label += " "
			}
			label += strconv.Itoa(v)
		}
		x, y := cross.Point(s.Y, s.X)
		sprites.WarnTag(dst, label, x, y-cross.Cell*0.62*s.Scale, cross.Cell*0.4, sprites.Warn, sprites.White)
	}
}

// walking reports whether piece i of seat is drawn by the walk (the
// walker, or a piece it captured).
func (b Board) walking(seat engine.Seat, i int) bool {
	w := b.Walk
	if w == nil {
		return false
	}
	if w.Seat == seat && w.Piece == i {
		return true
	}
	for _, f := range w.Captured {
		if f.Seat == seat && f.Piece == i {
			return true
		}
	}
	return false
}

// drawPieces draws the pieces where they stand; those that may move glow
// and are drawn last, so that they sit on top.
func (b Board) drawPieces(dst *ebiten.Image, c *play.Host, cross layout.Cross) {
	lit := map[int]bool{}
	if b.HumanToMove() {
		for _, i := range b.Lit() {
			lit[i] = true
		}
	}
	side, av := b.Pos.ToMove(), b.aviation()
	if seat, i, ok := b.LastMoved(); ok {
		for _, s := range b.Spots() {
			if s.Seat == seat && s.Piece == i {
				x, y := cross.Point(s.Y, s.X)
				sprites.Circle(dst, x, y, cross.Cell*0.62*s.Scale, sprites.LastMove)
			}
		}
	}
	for pass := 0; pass < 2; pass++ {
		for _, s := range b.Spots() {
			isLit := lit[s.Piece] && s.Seat == side
			if b.walking(s.Seat, s.Piece) || isLit != (pass == 1) {
				continue
			}
			x, y := cross.Point(s.Y, s.X)
			if isLit {
				sprites.LitRing(dst, x, y, cross.Cell, s.Scale, c.Beat())
			}
			h := pieceHeading(cross, s.Seat, b.Pos.Progress(s.Seat, s.Piece), s.Piece)
			sprites.RaceToken(dst, int(s.Seat), x, y, cross.Cell, s.Scale*0.96, 0, 1, av, h)
			if s.Stack > 1 {
				bx, by := cross.Point(s.BadgeY, s.BadgeX)
				sprites.StackCount(dst, bx, by, cross.Cell, s.Stack)
			}
		}
	}
}

// drawWalk draws the piece on its way and the pieces it captured flying
// home.
func (b Board) drawWalk(dst *ebiten.Image, cross layout.Cross) {
	w, av, tick := b.Walk, b.aviation(), b.Tick
	k, flying := w.Flying(tick)
	for _, f := range w.Captured {
		fy, fx := f.From[0], f.From[1]
		lift := 0.0
		if flying || k >= 1 {
			fy += (f.To[0] - f.From[0]) * k
			fx += (f.To[1] - f.From[1]) * k
			lift = 2.2 * 4 * k * (1 - k) * cross.Cell
		}
		x, y := cross.Point(fy, fx)
		sprites.RaceToken(dst, int(f.Seat), x, y, cross.Cell, 0.9, lift, 1, av, -math.Pi/2)
	}
	y, x := w.At(tick)
	sx, sy := cross.Point(y, x)
	ny, nx := w.At(tick + 2)
	tx, ty := cross.Point(ny, nx)
	h := pieceHeading(cross, w.Seat, b.Pos.Progress(w.Seat, w.Piece), w.Piece)
	if math.Hypot(tx-sx, ty-sy) > 0.5 {
		h = math.Atan2(ty-sy, tx-sx)
	}
	sprites.RaceToken(dst, int(w.Seat), sx, sy, cross.Cell, 1, w.Hop(tick)*cross.Cell, 1, av, h)
	if k > 0 && k < 1 && len(w.Captured) > 0 {
		f := w.Captured[0]
		bx, by := cross.Point(f.From[0], f.From[1])
		sprites.Burst(dst, bx, by, cross.Cell, k)
	}
}

// drawDie draws the die in the empty base beside the side that rolls,
// tumbling after a roll, glowing when a person may roll, ringed when the
// hint says roll.
func (b Board) drawDie(dst *ebiten.Image, c *play.Host, cross layout.Cross, hinted bool) {
	r := b.DieRect(cross)
	cx, cy := r.Center()
	face, angle := b.Face, 0.0
	size := r.W * 0.62
	boxed := r == cross.Dice[b.DieSeat()]
	if boxed {
		// Both boxes are drawn; the die stands in the roller's.
		for seat, box := range cross.Dice {
			sprites.DiceBox(dst, box, b.SeatColor(engine.Seat(seat)), c.Screen.U)
		}
		size = r.W * 0.7
	} else {
		// In an empty base the die stands in a box framed in the roller's
		// colour, as wide as the words under it may wrap and as tall as
		// two lines of them: the roller's, not the base's colour's.
		lh := sprites.Face(cross.Cell*0.42, true).Size * layout.TextBox
		w := cross.Cell * 5.3
		sprites.DiceBox(dst, layout.Rect{X: cx - w/2, Y: r.Y - cross.Cell*0.4, W: w, H: r.H + cross.Cell*0.6 + 2*lh}, b.SeatColor(b.DieSeat()), c.Screen.U)
	}
	if b.Rolling() {
		t := float64(b.Tick-b.Tumble) / float64(TumbleTicks) / b.Cfg.Speed
		face = (b.Tick/4*5+b.Face)%6 + 1
		angle = (1 - t) * (1 - t) * 9
		cy -= math.Abs(math.Sin(t*math.Pi*2.5)) * (1 - t) * cross.Cell * 0.9
		size *= 1 + 0.15*(1-t)
	}
	glow := b.HumanToMove() && b.CanRoll()
	if hinted {
		ring := r.W * 0.5
		if boxed {
			ring = r.W * 0.62 // round the dice box, not inside it
		}
		sprites.HintRing(dst, cx, cy, ring, c.Beat())
	}
	sprites.Die(dst, cx, cy, size, face, angle, glow, int(b.DieSeat()), c.Beat())
	if glow && !boxed {
		// The words wrap within the empty base round the die.
		f := sprites.Face(cross.Cell*0.42, true)
		lh := f.Size * layout.TextBox
		for i, line := range sprites.Wrap(c.T("race.tap"), f, cross.Cell*5) {
			sprites.Text(dst, line, f, cx, r.Y+r.H+cross.Cell*0.05+float64(i)*lh, sprites.Center, sprites.Ink)
		}
	}
}

// Ludo and Aviation are the two race games' parts of the app: how their
// boards are made, their icons; their rules have no pictures.
var (
	Ludo     = kit(race.Ludo, content.Ludo)
	Aviation = kit(race.Aviation, content.Aviation)
)

// kit is the part of the app of one race variant.
func kit(v race.Variant, g *games.Game) play.Kit {
	return play.Parts[race.Position]{
		Of: g,
		New: func(cfg play.Config, start race.Position, actions []engine.Action) (play.Board, error) {
			ctl := New(cfg, v, start)
			return Board{ctl}, ctl.Replay(actions)
		},
		FromView: func(cfg play.Config, view string) (play.Board, error) {
			ctl, err := FromView(cfg, v, view)
			return Board{ctl}, err
		},
		Draw: func(dst *ebiten.Image, cx, cy, size float64) { icon(dst, v, cx, cy, size) },
	}
}

// Select taps the die ("roll") or a piece of the side to move ("p2").
func (b Board) Select(arg string) error {
	a, err := b.Pos.ParseAction(arg)
	if err != nil {
		return err
	}
	if a == race.Roll {
		b.TapRoll()
		return nil
	}
	for i := 0; i < race.Pieces; i++ {
		if a == race.Move(i) {
			b.TapPiece(b.Pos.ToMove(), i)
			return nil
		}
	}
	return fmt.Errorf("nothing to tap for %q", arg)
}

// icon is a plane on the sky for Aviation Ludo, the four colours' bases
// for Ludo.
func icon(dst *ebiten.Image, v race.Variant, cx, cy, size float64) {
	if v == race.Aviation {
		sprites.Circle(dst, cx, cy, size*0.48, sprites.RGB(0xCFE4F2))
		s := size * 0.4
		sprites.Poly(dst, sprites.RGB(0x3D7FDB), cx, cy-s, cx+s*0.18, cy-s*0.2, cx+s, cy+s*0.1, cx+s*0.18, cy+s*0.15, cx+s*0.12, cy+s*0.7, cx+s*0.4, cy+s*0.9, cx-s*0.4, cy+s*0.9, cx-s*0.12, cy+s*0.7, cx-s*0.18, cy+s*0.15, cx-s, cy+s*0.1, cx-s*0.18, cy-s*0.2)
		return
	}
	sprites.RoundRect(dst, cx-size/2, cy-size/2, size, size, size*0.16, sprites.White)
	cols := []uint32{0xE2553F, 0x4E9A5B, 0xF2C230, 0x3D7FDB}
	for i, col := range cols {
		x := cx - size/4 + float64(i%2)*size/2
		y := cy - size/4 + float64(i/2)*size/2
		sprites.RoundRect(dst, x-size*0.2, y-size*0.2, size*0.4, size*0.4, size*0.08, sprites.Fade(sprites.RGB(col), 1))
		sprites.Circle(dst, x, y, size*0.09, sprites.White)
	}
}

// PopAt celebrates a six when the die settles and a piece when it lands
// home.
func (b Board) PopAt(s layout.Screen, cue play.Cue) (play.Pop, bool) {
	_, cross := b.Layout(s)
	switch {
	case cue == play.CueSix:
		x, y := b.DieRect(cross).Center()
		return play.Pop{X: x, Y: y, Size: cross.Cell * 2, Delay: b.Ticks(TumbleTicks), Colour: sprites.Select}, true
	case cue == play.CueArrive && b.Walk != nil && len(b.Walk.Points) > 0:
		end := b.Walk.Points[len(b.Walk.Points)-1]
		x, y := cross.Point(end[0], end[1])
		return play.Pop{X: x, Y: y, Size: cross.Cell * 2.4, Delay: b.Walk.Dur() - (b.Tick - b.Walk.Start), Colour: b.SeatColor(b.Walk.Seat)}, true
	}
	return play.Pop{}, false
}

// What the race games' board does beyond every board.
var (
	_ play.Popper    = Board{}
	_ play.AutoMover = Board{}
)

// plateDice gives a layout without dice boxes (the plates beside the board)
// one at the end of each plate, where the plate is tall enough for a die
// to read: each side's die then rolls beside its own plate, not in an
// empty base of another colour. Where the plates are too short (a phone on
// its side), the boxes stand between the board and the plates' column,
// level with each side's plate, if the board can move over to make room;
// failing that, the die stays in the empty base beside the side's own
// (DieRect).
func plateDice(l layout.Play, s layout.Screen) layout.Play {
	if l.TopDie.W > 0 {
		return l
	}
	if l.Panel.Top.H >= s.Px(minDieBox) {
		box := func(p *layout.Rect) layout.Rect {
			side := math.Max(p.H, s.Tap()) // a thumb's, if the plate is shorter
			r := layout.Rect{X: p.X + p.W - side, Y: p.Y + (p.H-side)/2, W: side, H: side}
			p.W -= side + s.Gap(8)
			return r
		}
		l.TopDie, l.BottomDie = box(&l.Panel.Top), box(&l.Panel.Bottom)
		return l
	}
	return besideDice(l, s)
}

// besideDice puts the dice boxes of a layout on its side between the board
// and the plates, moving the board left as far as the boxes need (never
// past the margin it had on the left); it leaves a layout without the room
// (or in portrait) as it is.
func besideDice(l layout.Play, s layout.Screen) layout.Play {
	if l.Panel.Row || l.Panel.Top.W == 0 {
		return l
	}
	side := math.Max(s.Tap(), s.Px(minDieBox))
	gap := s.Gap(8)
	framed := l.Board.Framed()
	left := l.Panel.Top.X - gap - side - gap - framed.W // the frame's left edge with the boxes in place
	margin := math.Min(framed.X, s.Px(8))
	if left < margin {
		return l
	}
	if left < framed.X {
		l.Board.X -= framed.X - left
	}
	x := l.Panel.Top.X - gap - side
	level := func(plate layout.Rect) layout.Rect {
		y := plate.Y + plate.H/2 - side/2
		y = math.Max(0, math.Min(y, s.H-side))
		return layout.Rect{X: x, Y: y, W: side, H: side}
	}
	l.TopDie, l.BottomDie = level(l.Panel.Top), level(l.Panel.Bottom)
	return l
}

// minDieBox is the least height, in window pixels, of a plate that takes a
// die at its end.
const minDieBox = 40
