package scenes

import (
	"fmt"
	"image/color"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/audio"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/scenes/dominoctl"
	"github.com/plyyard/plyyard/sprites"
)

// dominoPlay is the dominoes play screen: the view of a
// dominoctl.Controller.
type dominoPlay struct {
	ctl       *dominoctl.Controller
	confirm   int
	saved     int // controller version last saved
	overSince int
	shown     bool
	recorded  bool
	hint      hint
	online    *onlineRoom
}

func newDominoPlay(ctl *dominoctl.Controller) *dominoPlay {
	return &dominoPlay{ctl: ctl, saved: -1, overSince: -1}
}

// deal shuffles a new game with seed.
func deal(seed uint64) domino.Position {
	return domino.NewGame(rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d)))
}

// newDominoPlayFromOptions starts the game the command line describes.
func newDominoPlayFromOptions(c *Context) (*dominoPlay, error) {
	o := c.Opts
	cfg := dominoctl.Config{Mode: dominoctl.Hotseat, Level: o.Level, Seed: o.Seed, Speed: c.AnimSpeed()}
	if cfg.Level == 0 {
		cfg.Level = 2
	}
	if o.Mode == "ai" {
		cfg.Mode = dominoctl.VsAI
		if secondSide(o.Side) {
			cfg.Human = engine.Second
		}
	}
	pos := deal(o.Seed)
	if o.Pos != "" {
		var err error
		if pos, err = domino.Parse(o.Pos); err != nil {
			return nil, err
		}
	}
	ctl := dominoctl.New(cfg, pos)
	if o.Moves != "" {
		// Actions played from the deal ("play:25,play:56:R,draw").
		var actions []engine.Action
		for _, text := range strings.FieldsFunc(o.Moves, func(r rune) bool { return r == ',' || r == ' ' }) {
			m, err := domino.ParseMove(text)
			if err != nil {
				return nil, err
			}
			actions = append(actions, m.Action())
		}
		var err error
		if ctl, err = dominoctl.Resume(cfg, pos, actions); err != nil {
			return nil, err
		}
	}
	if o.Select != "" {
		// Reveal the hand and pick a tile (for screenshots).
		ctl.TapHandOver()
		if len(o.Select) == 2 {
			ctl.TapTile(domino.NewTile(int(o.Select[0]-'0'), int(o.Select[1]-'0')))
		}
	}
	return newDominoPlay(ctl), nil
}

func (p *dominoPlay) layout(c *Context) layout.Table {
	return layout.TableLayout(p.online.screen(c), 6)
}

func dominoSideName(c *Context, s engine.Seat) string {
	if s == engine.Second {
		return c.T("side.white")
	}
	return c.T("side.black")
}

func dominoSideColor(s engine.Seat) color.Color {
	if s == engine.Second {
		return sprites.Disabled // a pearl grey that shows on white plates
	}
	return sprites.Ink
}

func (p *dominoPlay) buttons(c *Context, l layout.Table) []button {
	ctl := p.ctl
	live := ctl.HumanToMove() && !ctl.HandsHidden() && !ctl.Busy()
	bone := len(ctl.Pos.Boneyard())
	draw := button{label: c.F("domino.draw", bone), style: sprites.Muted}
	if live && ctl.CanDraw() {
		draw = button{label: c.F("domino.draw", bone), style: sprites.Primary, action: ctl.Draw}
	}
	pass := button{label: c.T("domino.pass"), style: sprites.Muted}
	if live && ctl.CanPass() {
		pass = button{label: c.T("domino.pass"), style: sprites.Primary, action: ctl.Pass}
	}
	newGame := button{label: c.T("play.new"), style: sprites.Secondary, action: func() { c.GoTo(p.restart(c)) }}
	if ctl.Over() {
		newGame.style = sprites.Primary
	}
	menu := button{label: c.T("play.menu"), style: sprites.Secondary, action: func() { c.GoTo(&titleScene{}) }}
	bs := []button{draw, pass, p.hintButton(c), resignButton(c, &p.confirm, ctl.Over(), ctl.Resign), newGame, menu}
	if p.online != nil {
		offer, resign, room, menu := p.online.playButtons(c)
		bs = []button{draw, pass, offer, resign, room, menu}
	}
	for i := range bs {
		bs[i].r = l.Buttons[i]
	}
	return bs
}

func (p *dominoPlay) Update(c *Context) {
	if p.online != nil && p.online.tick(c) {
		return
	}
	ctl := p.ctl
	ctl.Cfg.Speed = c.AnimSpeed()
	l := p.layout(c)
	if !tapButtons(c, p.buttons(c, l)) && c.Ptr.Pressed && l.Felt.Contains(c.Ptr.X, c.Ptr.Y) {
		ctl.TapAt(l, c.Ptr.X, c.Ptr.Y)
	}
	ctl.Update()
	p.hint.update(ctl.Version)
	for _, cue := range ctl.Cues() {
		c.Sounds.Play(dominoSound(cue))
	}
	p.save(c)
	if !ctl.Over() {
		return
	}
	if !p.recorded {
		p.recorded = true
		recordResult(c, "domino", ctl.Cfg.Mode.OneHuman(), ctl.Cfg.Human, ctl.Outcome())
	}
	if p.shown {
		return
	}
	if p.overSince < 0 {
		p.overSince = c.Tick
	}
	if !ctl.Busy() && c.Tick-p.overSince > 50 {
		p.shown = true
		c.GoTo(&resultScene{play: p, online: p.online})
	}
}

func dominoSound(cue dominoctl.Cue) audio.Effect {
	switch cue {
	case dominoctl.CueSelect:
		return audio.Select
	case dominoctl.CuePlace:
		return audio.Move
	case dominoctl.CueDraw, dominoctl.CuePass:
		return audio.Tap
	case dominoctl.CueRefuse:
		return audio.Refuse
	case dominoctl.CueWin:
		return audio.Win
	case dominoctl.CueLose:
		return audio.Lose
	case dominoctl.CueDraw2:
		return audio.Draw
	}
	return 0
}

func (p *dominoPlay) status(c *Context) (string, engine.Seat, bool) {
	ctl := p.ctl
	if ctl.Over() {
		title, _ := p.resultLines(c)
		return title, ctl.Outcome().Winner, false
	}
	side := ctl.Pos.ToMove()
	if r := ctl.RefusalShown(); r != "" {
		return c.T(refusalKey(ctl.Cfg.Mode, r)), side, true
	}
	if p.hint.pending() {
		return c.T("hint.wait"), side, false
	}
	if a, ok := p.hint.shown(ctl.Version); ok {
		switch domino.MoveOf(a).Kind {
		case domino.DrawTile:
			return c.T("hint.domino.draw"), side, false
		case domino.PassTurn:
			return c.T("hint.domino.pass"), side, false
		}
		return c.T("hint.domino.tile"), side, false
	}
	if m, s := ctl.MsgShown(); m != "" && (ctl.Thinking() || ctl.HandsHidden() || s != side) {
		return c.F(m, dominoSideName(c, s)), s, false
	}
	if ctl.Thinking() {
		return c.T("play.thinking"), side, false
	}
	if p.online != nil && !ctl.HumanToMove() {
		return p.online.turnText(c, false, ctl.Waiting), side, false
	}
	if ctl.HandsHidden() {
		return c.F("domino.handover", dominoSideName(c, side)), side, false
	}
	who := c.T("domino.you")
	if ctl.Cfg.Mode == dominoctl.Hotseat {
		who = dominoSideName(c, side)
	}
	switch {
	case ctl.HasSel:
		return c.F("domino.pick.end", who), side, false
	case len(ctl.Pos.Line()) == 0:
		return c.F("domino.first", who), side, false
	case ctl.CanDraw():
		return c.F("domino.must.draw", who), side, false
	case ctl.CanPass():
		return c.F("domino.must.pass", who), side, false
	}
	return c.F("domino.play", who), side, false
}

func (p *dominoPlay) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	l := p.layout(c)
	u := c.Screen.U
	sprites.Table(dst, l.Felt.X, l.Felt.Y, l.Felt.W, l.Felt.H, u)
	p.drawOpponent(dst, c, l)
	p.drawLine(dst, c, l)
	p.drawHand(dst, c, l)
	p.drawHUD(dst, c, l)
	bs := p.buttons(c, l)
	drawButtons(dst, c, bs)
	if p.online != nil {
		p.online.drawStatus(dst, c)
	}
	p.drawHint(dst, c, l, bs)
	if p.ctl.HandsHidden() {
		p.drawHandOver(dst, c, l)
	}
}

// lies returns the halves of tile t as drawn at spot s.
func lies(t domino.Tile, s layout.TileSpot) (int, int) {
	if s.Flip {
		return t.Right(), t.Left()
	}
	return t.Left(), t.Right()
}

func (p *dominoPlay) drawLine(dst *ebiten.Image, c *Context, l layout.Table) {
	ctl := p.ctl
	u := c.Screen.U
	line := ctl.Pos.Line()
	spots := ctl.LineSpots(l)
	if len(line) == 0 {
		sprites.Text(dst, c.T("domino.empty"), sprites.Face(18*u, true), l.Line.X+l.Line.W/2, l.Line.Y+l.Line.H/2, sprites.Center, sprites.Fade(sprites.White, 0.6))
	}
	for i, s := range spots {
		a, b := lies(line[i], s)
		alpha, dy := 1.0, 0.0
		if pl := ctl.Placing; pl != nil && pl.Index == i {
			k := math.Min(1, float64(ctl.Tick-pl.Start)/float64(pl.Dur))
			alpha = k
			dy = (1 - k) * 30 * u
			if pl.Seat != ctl.Viewer() || ctl.Cfg.Mode == dominoctl.Hotseat {
				dy = -dy
			}
		}
		sprites.Tile(dst, s.X, s.Y+dy, s.W, s.H, a, b, false, false, alpha)
	}
	if ctl.HasSel && !ctl.HandsHidden() {
		left, right, ok := ctl.EndRects(l)
		if ok {
			pulse := 0.35 + 0.2*math.Sin(float64(c.Tick)/7)
			for i, r := range []layout.Rect{left, right} {
				sprites.RoundRect(dst, r.X, r.Y, r.W, r.H, 8*u, sprites.Fade(sprites.Select, pulse))
				sprites.RoundRectStroke(dst, r.X, r.Y, r.W, r.H, 8*u, 3*u, sprites.Select)
				cx, cy := r.Center()
				sprites.EndArrow(dst, cx, cy, 13*u, i == 1, sprites.Select, sprites.Ink)
			}
		}
	}
}

func (p *dominoPlay) drawOpponent(dst *ebiten.Image, c *Context, l layout.Table) {
	ctl := p.ctl
	u := c.Screen.U
	opp := ctl.Viewer().Other()
	n := len(ctl.Pos.Hand(opp))
	rs := layout.HandRects(l.Opp, n, 2*22*u)
	for _, r := range rs {
		sprites.Tile(dst, r.X, r.Y, r.W, r.H, 0, 0, true, false, 1)
	}
	bone := len(ctl.Pos.Boneyard())
	f := sprites.Face(14*u, true)
	label := c.F("domino.boneyard", bone)
	x := l.Line.X + l.Line.W - 6*u
	sprites.Text(dst, label, f, x, l.Line.Y+12*u, sprites.Right, sprites.Fade(sprites.White, 0.85))
}

func (p *dominoPlay) drawHand(dst *ebiten.Image, c *Context, l layout.Table) {
	ctl := p.ctl
	u := c.Screen.U
	hidden := ctl.HandsHidden()
	myTurn := ctl.HumanToMove() && !hidden && ctl.Pos.ToMove() == ctl.Viewer()
	hand := ctl.HandShown()
	for i, r := range ctl.HandRects(l) {
		t := hand[i]
		left, right, first := ctl.Fits(t)
		fits := myTurn && (left || right || first)
		y := r.Y
		if fits {
			y -= 6 * u
		}
		sel := ctl.HasSel && ctl.Sel == t
		if sel {
			y -= 8 * u
		}
		alpha := 1.0
		if myTurn && !fits && len(ctl.Pos.Line()) > 0 {
			alpha = 0.75
		}
		sprites.Tile(dst, r.X, y, r.W, r.H, t.Left(), t.Right(), hidden, fits, alpha)
		if fits && !first {
			// Which end the tile fits: a pointer left, right, or both.
			ar := math.Min(r.W*0.24, 10*u)
			by := r.Y + r.H + ar + 3*u
			cx := r.X + r.W/2
			switch {
			case left && right:
				sprites.EndArrow(dst, cx-ar*1.1, by, ar, false, sprites.Select, sprites.Ink)
				sprites.EndArrow(dst, cx+ar*1.1, by, ar, true, sprites.Select, sprites.Ink)
			case left:
				sprites.EndArrow(dst, cx, by, ar, false, sprites.Select, sprites.Ink)
			default:
				sprites.EndArrow(dst, cx, by, ar, true, sprites.Select, sprites.Ink)
			}
		}
	}
}

func (p *dominoPlay) drawHandOver(dst *ebiten.Image, c *Context, l layout.Table) {
	ctl := p.ctl
	u := c.Screen.U
	f := l.Felt
	sprites.RoundRect(dst, f.X, f.Y, f.W, f.H, 18*u, sprites.Fade(sprites.Ink, 0.55))
	w := math.Min(f.W-32*u, 440*u)
	h := 150 * u
	r := layout.Rect{X: f.X + (f.W-w)/2, Y: f.Y + (f.H-h)/2, W: w, H: h}
	sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
	side := ctl.Pos.ToMove()
	seatDot(dst, r.X+r.W/2, r.Y+30*u, 14*u, dominoSideColor(side))
	msg := c.F("domino.handover", dominoSideName(c, side))
	face := sprites.Face(22*u, true)
	for i, line := range sprites.Wrap(msg, face, r.W-40*u) {
		sprites.Text(dst, line, face, r.X+r.W/2, r.Y+68*u+float64(i)*28*u, sprites.Center, sprites.Ink)
	}
	sprites.Text(dst, c.T("domino.handover.tap"), sprites.Face(16*u, false), r.X+r.W/2, r.Y+r.H-24*u, sprites.Center, sprites.InkSoft)
}

func (p *dominoPlay) drawHUD(dst *ebiten.Image, c *Context, l layout.Table) {
	ctl := p.ctl
	bottom := ctl.Viewer()
	for _, pl := range []struct {
		r    layout.Rect
		seat engine.Seat
	}{{l.Top, bottom.Other()}, {l.Bottom, bottom}} {
		name := dominoSideName(c, pl.seat)
		if ctl.Cfg.Mode.OneHuman() {
			if pl.seat == ctl.Cfg.Human {
				name += " · " + c.T("play.you")
			} else {
				name += " · " + c.T(opponentKey(ctl.Cfg.Mode))
			}
		}
		active := !ctl.Over() && ctl.Pos.ToMove() == pl.seat
		drawPlate(dst, c, pl.r, name, dominoSideColor(pl.seat), active, c.F("domino.tiles", len(ctl.Pos.Hand(pl.seat))))
	}
	msg, seat, warn := p.status(c)
	var col color.Color
	if seat.Valid() {
		col = dominoSideColor(seat)
	}
	drawStatus(dst, c, l.Status, msg, col, warn, ctl.Thinking() && !ctl.Busy())
}

func (p *dominoPlay) resultLines(c *Context) (string, string) {
	ctl := p.ctl
	o := ctl.Outcome()
	title := resultTitle(c, ctl.Cfg.Mode, ctl.Cfg.Human, o, func(s engine.Seat) string {
		return c.F("result.win.side", dominoSideName(c, s))
	})
	if why, ok := reasonText(c, o.Reason, dominoSideName(c, o.Winner.Other())); ok {
		return title, why
	}
	switch o.Reason {
	case "resign":
		return title, c.F("result.why.resign", dominoSideName(c, o.Winner.Other()))
	case domino.ReasonBlocked:
		if ctl.Hidden() {
			return title, c.T("domino.why.blocked.hidden")
		}
		b, w := ctl.Pos.PipTotal(engine.First), ctl.Pos.PipTotal(engine.Second)
		if o.Status == engine.Draw {
			return title, c.F("domino.why.blocked.draw", b)
		}
		return title, c.F("domino.why.blocked", b, w)
	}
	return title, c.F("domino.why.empty", dominoSideName(c, o.Winner))
}

func (p *dominoPlay) emblem(dst *ebiten.Image, c *Context, cx, cy, size float64) {
	o := p.ctl.Outcome()
	sprites.Circle(dst, cx, cy, size*0.5, sprites.Felt)
	if o.Status == engine.Win {
		seatDot(dst, cx, cy, size*0.3, dominoSideColor(o.Winner))
	} else {
		sprites.Tile(dst, cx-size*0.16, cy-size*0.32, size*0.32, size*0.64, 6, 6, false, false, 1)
	}
}

func (p *dominoPlay) restart(c *Context) Scene {
	cfg := p.ctl.Cfg
	cfg.Seed = nextSeed(cfg.Seed)
	return newDominoPlay(dominoctl.New(cfg, deal(cfg.Seed)))
}

// resultExtra makes room for both hands and their pip totals.
func (p *dominoPlay) resultExtra(c *Context) float64 { return 170 * c.Screen.U }

func (p *dominoPlay) drawResultExtra(dst *ebiten.Image, c *Context, r layout.Rect) {
	u := c.Screen.U
	rows := r.Rows(2, 8*u)
	for i, s := range []engine.Seat{engine.First, engine.Second} {
		row := rows[i]
		hand := p.ctl.Pos.Hand(s)
		label := fmt.Sprintf("%s · %s", dominoSideName(c, s), c.F("domino.pips", p.ctl.Pos.PipTotal(s)))
		faceDown := p.ctl.Hidden() && s != p.ctl.Cfg.Human
		if faceDown {
			// Online, before the seed is checked, the opponent's tiles
			// are not known here: only their count.
			label = fmt.Sprintf("%s · %s", dominoSideName(c, s), c.F("domino.tiles", len(hand)))
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

// hintButton asks the Hard bot what the side to move should do, from that
// side's view alone: the other hand stays hidden from the hint too.
func (p *dominoPlay) hintButton(c *Context) button {
	ctl := p.ctl
	return hintButton(c, &p.hint, ctl.HumanToMove() && !ctl.HandsHidden() && !ctl.Busy(), ctl.Version, func() {
		p.hint.ask("domino", ctl.Cfg.Seed, ctl.Pos.View(ctl.Pos.ToMove()), ctl.Version)
	})
}

// drawHint frames the hinted tile and the end it goes to, or the Draw or
// Pass button.
func (p *dominoPlay) drawHint(dst *ebiten.Image, c *Context, l layout.Table, bs []button) {
	ctl := p.ctl
	a, ok := p.hint.shown(ctl.Version)
	if !ok || ctl.HandsHidden() {
		return
	}
	u := c.Screen.U
	m := domino.MoveOf(a)
	switch m.Kind {
	case domino.DrawTile:
		r := bs[0].r
		sprites.HintFrame(dst, r.X, r.Y, r.W, r.H, u, c.Tick)
		return
	case domino.PassTurn:
		r := bs[1].r
		sprites.HintFrame(dst, r.X, r.Y, r.W, r.H, u, c.Tick)
		return
	}
	hand := ctl.HandShown()
	for i, r := range ctl.HandRects(l) {
		if hand[i].Canon() == m.Tile.Canon() {
			sprites.HintFrame(dst, r.X, r.Y-6*u, r.W, r.H, u, c.Tick)
		}
	}
	left, right, ok := ctl.EndRects(l)
	switch {
	case !ok:
	case m.End == domino.LeftEnd:
		sprites.HintFrame(dst, left.X, left.Y, left.W, left.H, u, c.Tick)
	case m.End == domino.RightEnd:
		sprites.HintFrame(dst, right.X, right.Y, right.W, right.H, u, c.Tick)
	}
}
