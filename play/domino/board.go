package domino

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	content "github.com/plyyard/plyyard/games/domino"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// Board is the dominoes part of the play screen: the view of a
// Controller.
type Board struct{ *Controller }

func (b Board) Layout(s layout.Screen) layout.Table {
	return b.layouts.Get(play.Laid{Screen: s, Buttons: play.ButtonCount(b.Cfg.Mode, 1)}, func(k play.Laid) layout.Table { return layout.TableLayout(k.Screen, k.Buttons) })
}

func (b Board) Panel(s layout.Screen) layout.Panel { return b.Layout(s).Panel }

func (b Board) Press(s layout.Screen, x, y float64) {
	if l := b.Layout(s); l.Felt.Contains(x, y) {
		b.TapAt(l, x, y)
	}
}

// veiled: the hand-over screen hides both hands.
func (b Board) Veiled() bool { return b.HandsHidden() }

// Buttons: Draw (with the boneyard's count) and Pass, before the shared
// ones.
// Buttons: one lead button, Draw or, once the boneyard is down to the two
// tiles that stay there, Pass (the pile on the table shows what is left).
func (b Board) Buttons(c *play.Host, a *play.Actions, lead, tail []play.Button) ([]play.Button, []play.Button) {
	live := b.HumanToMove() && !b.HandsHidden() && !b.Busy()
	if len(b.Pos.Boneyard()) <= domino.KeptBone {
		pass := play.Button{Label: c.T("domino.pass"), Style: sprites.Muted}
		if live && b.CanPass() {
			pass = play.Button{Label: c.T("domino.pass"), Style: sprites.Primary, Action: a.Of("pass", func() func() { return b.Pass })}
		}
		return append(lead, pass), tail
	}
	draw := play.Button{Label: c.T("domino.draw"), Style: sprites.Muted}
	if live && b.CanDraw() {
		draw = play.Button{Label: c.T("domino.draw"), Style: sprites.Primary, Action: a.Of("draw", func() func() { return b.Draw })}
	}
	return append(lead, draw), tail
}

func (b Board) SeatColor(s engine.Seat) color.Color { return dominoSideColor(s) }

func dominoSideColor(s engine.Seat) color.Color {
	if s == engine.Second {
		return sprites.Disabled // a pearl grey that shows on white plates
	}
	return sprites.Ink
}

// Bottom is the seat whose hand is face up at the Bottom.
func (b Board) Bottom() engine.Seat { return b.Viewer() }

func (b Board) PlateNote(c *play.Host, s engine.Seat) []string {
	return []string{c.F("domino.tiles", len(b.Pos.Hand(s)))}
}

func (b Board) Prompt(c *play.Host) (string, engine.Seat) {
	side := b.Pos.ToMove()
	if b.HandsHidden() {
		return c.F("domino.handover", play.SideName(c, content.Game, side)), side
	}
	who := c.T("domino.you")
	if b.Cfg.Mode == play.Hotseat {
		who = play.SideName(c, content.Game, side)
	}
	switch {
	case b.HasSel:
		return c.F("domino.pick.end", who), side
	case len(b.Pos.Line()) == 0:
		return c.F("domino.first", who), side
	case b.CanDraw():
		return c.F("domino.must.draw", who), side
	case b.CanPass():
		return c.F("domino.must.pass", who), side
	}
	return c.F("domino.play", who), side
}

func (b Board) Hint(c *play.Host, a engine.Action) []string {
	m := domino.MoveOf(a)
	switch m.Kind {
	case domino.DrawTile:
		return []string{c.T("hint.domino.draw")}
	case domino.PassTurn:
		return []string{c.T("hint.domino.pass")}
	}
	// The hint sees what the player sees: their hand, the line, and what
	// the opponent's draws and passes showed it lacks.
	seat := b.Pos.ToMove()
	v := b.Pos.SeatView(seat)
	left, right, lined := v.Ends()
	var void uint8
	if k, err := domino.Learn(b.Start, b.Actions, seat); err == nil {
		void = k.Void()
	}
	why := content.Why(v.Hand(), left, right, lined, m, void)
	return play.HintTexts(c, "hint.domino.tile", "hint.why.domino.", why)
}

func (b Board) Why(c *play.Host, o engine.Outcome) string {
	if o.Reason == domino.ReasonBlocked {
		if b.Hidden() {
			return c.T("domino.why.blocked.hidden")
		}
		black, white := b.Pos.PipTotal(engine.First), b.Pos.PipTotal(engine.Second)
		if o.Status == engine.Draw {
			return c.F("domino.why.blocked.draw", black)
		}
		return c.F("domino.why.blocked", black, white)
	}
	return c.F("domino.why.empty", play.SideName(c, content.Game, o.Winner))
}

func (b Board) PublicView() string { return b.Pos.SeatView(b.ViewSeat()).String() }

func (b Board) Emblem(dst *ebiten.Image, c *play.Host, o engine.Outcome, cx, cy, size float64) {
	// A felt medallion ringed in the winner's colour, a double standing on
	// it: double six for a win, blank for a draw.
	var ring color.Color = sprites.TileEdge
	n := 0
	if o.Status == engine.Win {
		ring, n = dominoSideColor(o.Winner), 6
	}
	sprites.Circle(dst, cx, cy, size*0.5, sprites.White)
	sprites.Circle(dst, cx, cy, size*0.46, ring)
	sprites.Circle(dst, cx, cy, size*0.39, sprites.Felt)
	sprites.Tile(dst, cx-size*0.15, cy-size*0.3, size*0.3, size*0.6, n, n, false, false, 1)
}

func (b Board) Render(dst *ebiten.Image, c *play.Host, s layout.Screen, _ engine.Action, _ bool) {
	l := b.Layout(s)
	sprites.Table(dst, l.Felt.X, l.Felt.Y, l.Felt.W, l.Felt.H, c.Screen.U)
	b.drawOpponent(dst, c, l)
	b.drawLine(dst, c, l)
	b.drawHand(dst, c, l)
	if play.AnalysisShown(c, &b.Core) && !b.HandsHidden() {
		b.drawAnalysis(dst, c, l)
	}
}

// drawAnalysis tags each tile of the player's hand with the ends it fits
// now (View.Fits), and says over the opponent's tiles which numbers it is
// known not to hold (what its draws and passes showed: domino.Learn).
func (b Board) drawAnalysis(dst *ebiten.Image, c *play.Host, l layout.Table) {
	u := c.Screen.U
	seat := play.AnalysisSeat(&b.Core, b.Pos.ToMove())
	v := b.Pos.SeatView(seat)
	hand := b.HandShown()
	rects := b.HandRects(l)
	// Where the tiles stand closer than the widest tag, every other tag
	// stands a tag higher, so that neighbours never overlap.
	face := sprites.Face(13*u, true)
	tagH := face.Size * 1.35
	widest := 0.0
	for _, k := range []string{"domino.fit.both", "domino.fit.left", "domino.fit.right"} {
		widest = math.Max(widest, sprites.Measure(c.T(k), face)+face.Size*0.7)
	}
	stagger := len(rects) > 1 && rects[1].X-rects[0].X < widest+2*u
	for i, r := range rects {
		left, right := v.Fits(hand[i])
		key := ""
		switch {
		case left && right:
			key = "domino.fit.both"
		case left:
			key = "domino.fit.left"
		case right:
			key = "domino.fit.right"
		default:
			continue
		}
		// The tag stands on the table just above the hand, over its tile.
		cx, _ := r.Center()
		y := l.Hand.Y - tagH/2 - 3*u
		if stagger && i%2 == 1 {
			y -= tagH + 2*u
		}
		sprites.WarnTag(dst, c.T(key), cx, y, 13*u, sprites.Select, sprites.Ink)
	}
	k, err := domino.Learn(b.Start, b.Actions, seat)
	if err != nil || k.Void() == 0 || k.Count() == 0 {
		return
	}
	var nums []string
	for n := 0; n <= 6; n++ {
		if k.Void()>>uint(n)&1 != 0 {
			nums = append(nums, strconv.Itoa(n))
		}
	}
	msg := c.F("domino.void", strings.Join(nums, ", "))
	// Beside the opponent's hand where the row has room for it, a size
	// or two smaller if need be (the line of play may reach right under
	// the hand), else under the hand.
	size := 14 * u
	cx, _ := l.Opp.Center()
	cy := l.Opp.Y + l.Opp.H + 12*u
	if hand := b.oppTiles(l, u); len(hand) > 0 {
		last := hand[len(hand)-1]
		x := last.X + last.W + 8*u
		for _, sz := range []float64{14 * u, 13 * u, 12 * u} {
			if w := sprites.WarnTagWidth(msg, sz); x+w <= l.Opp.X+l.Opp.W {
				size, cx, cy = sz, x+w/2, last.Y+last.H/2
				break
			}
		}
	}
	sprites.WarnTag(dst, msg, cx, cy, size, sprites.Warn, sprites.White)
}

// RenderOver frames the hint over the buttons and the hand, and covers the
// table with the hand-over screen.
func (b Board) RenderOver(dst *ebiten.Image, c *play.Host, s layout.Screen, bs []play.Button, hint engine.Action, hinted bool) {
	l := b.Layout(s)
	if hinted && !b.HandsHidden() {
		b.drawHint(dst, c, l, bs, hint)
	}
	if b.HandsHidden() {
		b.drawHandOver(dst, c, l)
	}
}

// lies returns the halves of tile t as drawn at spot s.
func lies(t domino.Tile, s layout.TileSpot) (int, int) {
	if s.Flip {
		return t.Right(), t.Left()
	}
	return t.Left(), t.Right()
}

func (b Board) drawLine(dst *ebiten.Image, c *play.Host, l layout.Table) {
	u := c.Screen.U
	line := b.Pos.Line()
	if len(line) == 0 {
		sprites.Text(dst, c.T("domino.empty"), sprites.Face(18*u, true), l.Line.X+l.Line.W/2, l.Line.Y+l.Line.H/2, sprites.Center, sprites.Fade(sprites.White, 0.6))
	}
	for i, s := range b.LineSpots(l) {
		x, y := lies(line[i], s)
		alpha, dy := 1.0, 0.0
		if pl := b.Placing; pl != nil && pl.Index == i {
			k := math.Min(1, float64(b.Tick-pl.Start)/float64(pl.Dur))
			alpha = k
			dy = (1 - k) * 30 * u
			if pl.Seat != b.Viewer() || b.Cfg.Mode == play.Hotseat {
				dy = -dy
			}
		}
		sprites.Tile(dst, s.X, s.Y+dy, s.W, s.H, x, y, false, false, alpha)
	}
	spots := b.LineSpots(l)
	if i := b.LastPlayed(); i >= 0 && i < len(spots) && b.Placing == nil {
		sprites.LastTile(dst, spots[i].Rect, u)
	}
	if !b.HasSel || b.HandsHidden() {
		return
	}
	// The ends the picked tile fits: a ring round the end tile (its pips
	// stay in sight) and a mark beyond it, pointing where the tile goes.
	left, right, ok := b.EndRects(l)
	ml, mr, _ := b.EndMarks(l)
	fitL, fitR, _ := b.Fits(b.Sel)
	if !ok {
		return
	}
	pulse := 1 + 0.08*math.Sin(float64(c.Beat())/7)
	for _, e := range []struct {
		fits bool
		r    layout.Rect
		m    EndMark
		side string
	}{{fitL, left, ml, "left"}, {fitR, right, mr, "right"}} {
		if !e.fits {
			continue
		}
		sprites.RoundRect(dst, e.r.X, e.r.Y, e.r.W, e.r.H, 8*u, sprites.Fade(sprites.Select, 0.18))
		sprites.RoundRectStroke(dst, e.r.X, e.r.Y, e.r.W, e.r.H, 8*u, 3*u, sprites.Select)
		sprites.EndArrow(dst, e.m.X, e.m.Y, e.m.R*pulse, e.m.DX, e.m.DY, sprites.Select, sprites.Ink)
		// Where a tap lays the tile at this end, for the layout dump.
		m := e.m.Rect()
		sprites.Note(dst, layout.Item{Kind: layout.KindMark, X: m.X, Y: m.Y, W: m.W, H: m.H, Text: e.side})
	}
}

type handRow struct {
	r    layout.Rect
	n    int
	maxH float64
}

// oppTiles are the places of the opponent's face-down tiles.
func (b Board) oppTiles(l layout.Table, u float64) []layout.Rect {
	n := len(b.Pos.Hand(b.Viewer().Other()))
	return b.oppHands.Get(handRow{l.Opp, n, 2 * 32 * u}, func(k handRow) []layout.Rect { return layout.HandRects(k.r, k.n, k.maxH) })
}

func (b Board) drawOpponent(dst *ebiten.Image, c *play.Host, l layout.Table) {
	u := c.Screen.U
	// Face down, unless the true hands are known here (revealed from the
	// checked seed, or a puzzle that shows both hands).
	hand := b.Pos.Hand(b.Viewer().Other())
	for i, r := range b.oppTiles(l, u) {
		if b.Revealed && i < len(hand) {
			sprites.Tile(dst, r.X, r.Y, r.W, r.H, hand[i].Left(), hand[i].Right(), false, false, 1)
			continue
		}
		sprites.Tile(dst, r.X, r.Y, r.W, r.H, 0, 0, true, false, 1)
	}
	left := len(b.Pos.Boneyard())
	sprites.Boneyard(dst, l.Pile, left, strconv.Itoa(left), u)
}

func (b Board) drawHand(dst *ebiten.Image, c *play.Host, l layout.Table) {
	u := c.Screen.U
	hidden := b.BottomHidden()
	myTurn := b.HumanToMove() && !hidden && b.Pos.ToMove() == b.Viewer()
	hand := b.HandShown()
	sprites.Mark(dst, layout.KindHand, l.Hand, false)
	for i, r := range b.HandRects(l) {
		t := hand[i]
		left, right, first := b.Fits(t)
		fits := myTurn && (left || right || first)
		y := r.Y
		if fits {
			y -= 6 * u
		}
		if b.HasSel && b.Sel == t {
			y -= 8 * u
		}
		alpha := 1.0
		if myTurn && !fits && len(b.Pos.Line()) > 0 {
			alpha = 0.75
		}
		sprites.Tile(dst, r.X, y, r.W, r.H, t.Left(), t.Right(), hidden, fits, alpha)
	}
}

func (b Board) drawHandOver(dst *ebiten.Image, c *play.Host, l layout.Table) {
	u := c.Screen.U
	f := l.Felt
	sprites.RoundRect(dst, f.X, f.Y, f.W, f.H, 18*u, sprites.Fade(sprites.Ink, 0.55))
	sprites.Cover(dst, f)
	sprites.Mark(dst, layout.KindBoard, f, true) // a tap anywhere reveals the hand
	w := math.Min(f.W-32*u, 440*u)
	side := b.Pos.ToMove()
	// The message and the note under it wrap where the panel is narrow
	// (a phone on its side), and the panel grows to hold them.
	face := sprites.Face(22*u, true)
	lines := sprites.Wrap(c.F("domino.handover", play.SideName(c, content.Game, side)), face, w-40*u)
	lh := max(28*u, face.Size*layout.TextBox)
	tapFace := sprites.Face(16*u, false)
	taps := sprites.Wrap(c.T("domino.handover.tap"), tapFace, w-24*u)
	th := tapFace.Size * layout.TextBox
	h := max(150*u, 68*u+float64(len(lines)-1)*lh+lh/2+12*u+float64(len(taps))*th+12*u)
	r := layout.Rect{X: f.X + (f.W-w)/2, Y: f.Y + (f.H-h)/2, W: w, H: h}
	sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
	// The hand waiting face down, its owner's colour on a dot beside it.
	sprites.Tile(dst, r.X+r.W/2-22*u, r.Y+12*u, 18*u, 36*u, 0, 0, true, false, 1)
	sprites.Tile(dst, r.X+r.W/2-2*u, r.Y+12*u, 18*u, 36*u, 0, 0, true, false, 1)
	sprites.SeatDot(dst, r.X+r.W/2+30*u, r.Y+30*u, 9*u, dominoSideColor(side))
	for i, line := range lines {
		sprites.Text(dst, line, face, r.X+r.W/2, r.Y+68*u+float64(i)*lh, sprites.Center, sprites.Ink)
	}
	for i, line := range taps {
		sprites.Text(dst, line, tapFace, r.X+r.W/2, r.Y+r.H-24*u-float64(len(taps)-1-i)*th, sprites.Center, sprites.InkSoft)
	}
}

// drawHint frames the hinted tile and the end it goes to, or the Draw or
// Pass button (the first two).
func (b Board) drawHint(dst *ebiten.Image, c *play.Host, l layout.Table, bs []play.Button, a engine.Action) {
	u := c.Screen.U
	frame := func(r layout.Rect) { sprites.HintFrame(dst, r.X, r.Y, r.W, r.H, u, c.Beat()) }
	m := domino.MoveOf(a)
	if m.Kind == domino.DrawTile || m.Kind == domino.PassTurn {
		// The lead button: Draw, or Pass once the boneyard is down to two.
		for _, bt := range bs {
			if bt.Label == c.T("domino.draw") || bt.Label == c.T("domino.pass") {
				frame(bt.R)
			}
		}
		return
	}
	hand := b.HandShown()
	for i, r := range b.HandRects(l) {
		if hand[i].Canon() == m.Tile.Canon() {
			r.Y -= 6 * u
			frame(r)
		}
	}
	left, right, ok := b.EndRects(l)
	switch {
	case !ok:
	case m.End == domino.LeftEnd:
		frame(left)
	case m.End == domino.RightEnd:
		frame(right)
	}
}

// ResultExtra makes room for both hands and their pip totals.
func (b Board) ResultExtra(c *play.Host) float64 { return 186 * c.Screen.U }

func (b Board) RenderResultExtra(dst *ebiten.Image, c *play.Host, r layout.Rect) {
	u := c.Screen.U
	rows := r.Rows(2, 8*u)
	for i, s := range []engine.Seat{engine.First, engine.Second} {
		row := rows[i]
		hand := b.Pos.Hand(s)
		name := play.SideName(c, content.Game, s)
		label := fmt.Sprintf("%s · %s", name, c.F("domino.pips", b.Pos.PipTotal(s)))
		faceDown := b.Hidden() && (s != b.Cfg.Human || b.Spectator())
		if faceDown {
			// Online, before the seed is checked, the opponent's tiles
			// (a spectator's: both hands) are not known here: only their
			// count.
			label = fmt.Sprintf("%s · %s", name, c.F("domino.tiles", len(hand)))
		}
		sprites.Text(dst, label, sprites.Face(15*u, true), row.X, row.Y+10*u, sprites.Left, sprites.Ink)
		area := layout.Rect{X: row.X, Y: row.Y + 20*u, W: row.W, H: row.H - 20*u}
		if len(hand) == 0 {
			sprites.Text(dst, c.T("domino.nohand"), sprites.Face(14*u, false), area.X, area.Y+area.H/2, sprites.Left, sprites.InkSoft)
			continue
		}
		// The tiles lie flat here, so that a long hand still fits.
		w := math.Min(area.H*1.6, (area.W-float64(len(hand)-1)*4*u)/float64(len(hand)))
		for j, t := range hand {
			x := area.X + float64(j)*(w+4*u)
			sprites.Tile(dst, x, area.Y+(area.H-w/2)/2, w, w/2, t.Left(), t.Right(), faceDown, false, 1)
		}
	}
}

// Kit is the dominoes part of the app: how its boards are made and its
// icon; its rules have no pictures.
var Kit play.Kit = play.Parts[domino.Position]{
	Of: content.Game,
	New: func(cfg play.Config, start domino.Position, actions []engine.Action) (play.Board, error) {
		ctl, err := Resume(cfg, start, actions)
		return Board{ctl}, err
	},
	FromView: func(cfg play.Config, view string) (play.Board, error) {
		ctl, err := FromView(cfg, view)
		return Board{ctl}, err
	},
	Draw: icon,
}

// Select opens the hand and picks the tile arg names ("25"); any other
// word only opens the hand.
func (b Board) Select(arg string) error {
	b.TapHandOver()
	if len(arg) == 2 && arg[0] >= '0' && arg[0] <= '6' && arg[1] >= '0' && arg[1] <= '6' {
		b.TapTile(domino.NewTile(int(arg[0]-'0'), int(arg[1]-'0')))
	}
	return nil
}

// icon is a tile standing.
func icon(dst *ebiten.Image, cx, cy, size float64) {
	w, h := size*0.46, size*0.9
	sprites.RoundRect(dst, cx-w/2, cy-h/2, w, h, size*0.08, sprites.Ink)
	sprites.Line(dst, cx-w*0.35, cy, cx+w*0.35, cy, size*0.02, sprites.White)
	for _, d := range [][2]float64{{-0.2, -0.32}, {0.2, -0.18}, {0, -0.25}, {-0.2, 0.15}, {0.2, 0.15}, {-0.2, 0.35}, {0.2, 0.35}} {
		sprites.Circle(dst, cx+d[0]*w, cy+d[1]*h, size*0.045, sprites.White)
	}
}

// PopAt celebrates the tile that empties a hand and ends the game, where
// it lands.
func (b Board) PopAt(s layout.Screen, cue play.Cue) (play.Pop, bool) {
	if cue != play.CueWin && cue != play.CueLose && cue != play.CueDrawnGame {
		return play.Pop{}, false
	}
	if b.Outcome().Reason == domino.ReasonBlocked {
		return play.Pop{}, false
	}
	spots := b.LineSpots(b.Layout(s))
	i := b.LastPlayed()
	if i < 0 || i >= len(spots) {
		return play.Pop{}, false
	}
	x, y := spots[i].Center()
	delay := 0
	if pl := b.Placing; pl != nil {
		delay = pl.Start + pl.Dur - b.Tick
	}
	return play.Pop{X: x, Y: y, Size: math.Max(spots[i].W, spots[i].H) * 1.4, Delay: delay, Colour: sprites.Select}, true
}

// What the dominoes board does beyond every board.
var (
	_ play.Popper       = Board{}
	_ play.Overlay      = Board{}
	_ play.Veiled       = Board{}
	_ play.ResultDetail = Board{}
)
