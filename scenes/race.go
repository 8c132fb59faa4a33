package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/audio"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/scenes/racectl"
	"github.com/plyyard/plyyard/sprites"
)

// racePlay is the Ludo and Aviation Ludo play screen: the view of a
// racectl.Controller. The variant picks the skin and the name.
type racePlay struct {
	ctl       *racectl.Controller
	confirm   int
	saved     int // controller version last saved
	overSince int
	shown     bool
	recorded  bool
	hint      hint
	online    *onlineRoom
}

func newRacePlay(ctl *racectl.Controller) *racePlay {
	return &racePlay{ctl: ctl, saved: -1, overSince: -1}
}

// newRacePlayFromOptions starts the race game the command line describes.
func newRacePlayFromOptions(c *Context, v race.Variant) (*racePlay, error) {
	o := c.Opts
	cfg := racectl.Config{Variant: v, Mode: racectl.Hotseat, Level: o.Level, Seed: o.Seed, Speed: c.AnimSpeed(), AutoMove: c.Settings.AutoMove}
	if cfg.Level == 0 {
		cfg.Level = 2
	}
	if o.Mode == "ai" {
		cfg.Mode = racectl.VsAI
		if secondSide(o.Side) {
			cfg.Human = engine.Second
		}
	}
	pos := race.Start()
	if o.Pos != "" {
		var err error
		if pos, err = race.Parse(o.Pos); err != nil {
			return nil, err
		}
	}
	return newRacePlay(racectl.New(cfg, pos)), nil
}

// secondSide reports whether a -side value names the second seat.
func secondSide(s string) bool { return s == "blue" || s == "yellow" || s == "white" }

func (p *racePlay) game() string { return p.ctl.Cfg.Variant.Name() }

func (p *racePlay) layout(c *Context) (layout.Play, layout.Cross) {
	l := layout.PlayLayout(p.online.screen(c), layout.RaceCells, layout.RaceCells, 5, false)
	return l, layout.CrossFrom(l.Board, p.ctl.Turns)
}

func (p *racePlay) buttons(c *Context, l layout.Play) []button {
	ctl := p.ctl
	roll := button{label: c.T("race.roll"), style: sprites.Muted}
	if ctl.HumanToMove() && ctl.CanRoll() {
		roll = button{label: c.T("race.roll"), style: sprites.Primary, action: ctl.TapRoll}
	}
	newGame := button{label: c.T("play.new"), style: sprites.Secondary, action: func() {
		cfg := ctl.Cfg
		cfg.Seed = nextSeed(cfg.Seed)
		cfg.AutoMove = c.Settings.AutoMove
		c.GoTo(newRacePlay(racectl.New(cfg, race.Start())))
	}}
	if ctl.Over() {
		newGame.style = sprites.Primary
	}
	menu := button{label: c.T("play.menu"), style: sprites.Secondary, action: func() { c.GoTo(&titleScene{}) }}
	bs := []button{roll, p.hintButton(c), resignButton(c, &p.confirm, ctl.Over(), ctl.Resign), newGame, menu}
	if p.online != nil {
		offer, resign, room, menu := p.online.playButtons(c)
		bs = []button{roll, offer, resign, room, menu}
	}
	for i := range bs {
		bs[i].r = l.Buttons[i]
	}
	return bs
}

func (p *racePlay) Update(c *Context) {
	if p.online != nil && p.online.tick(c) {
		return
	}
	ctl := p.ctl
	ctl.Cfg.Speed = c.AnimSpeed()
	ctl.Cfg.AutoMove = c.Settings.AutoMove
	l, cross := p.layout(c)
	if !tapButtons(c, p.buttons(c, l)) && c.Ptr.Pressed && cross.Bounds().Contains(c.Ptr.X, c.Ptr.Y) {
		ctl.TapAt(cross, c.Ptr.X, c.Ptr.Y)
	}
	ctl.Update()
	p.hint.update(ctl.Version)
	for _, cue := range ctl.Cues() {
		c.Sounds.Play(raceSound(cue))
	}
	p.save(c)
	p.finish(c)
}

// finish records the result once and shows the result scene after the last
// move has landed.
func (p *racePlay) finish(c *Context) {
	ctl := p.ctl
	if !ctl.Over() {
		return
	}
	if !p.recorded {
		p.recorded = true
		recordResult(c, p.game(), ctl.Cfg.Mode.OneHuman(), ctl.Cfg.Human, ctl.Outcome())
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

// recordResult counts a finished game in the statistics.
func recordResult(c *Context, game string, vsAI bool, human engine.Seat, o engine.Outcome) {
	if c.Opts.Screenshot != "" {
		return
	}
	r := save.Played
	switch {
	case o.Status == engine.Draw:
		r = save.Drawn
	case vsAI && o.Winner == human:
		r = save.Won
	case vsAI:
		r = save.Lost
	}
	_ = c.Saves.Record(game, r)
}

func raceSound(cue racectl.Cue) audio.Effect {
	switch cue {
	case racectl.CueRoll:
		return audio.Jump
	case racectl.CueStep:
		return audio.Move
	case racectl.CueCapture:
		return audio.Capture
	case racectl.CueArrive:
		return audio.Select
	case racectl.CueRefuse:
		return audio.Refuse
	case racectl.CueWin:
		return audio.Win
	case racectl.CueLose:
		return audio.Lose
	}
	return 0
}

// raceSideName is the name of a race seat: red or yellow.
func raceSideName(c *Context, s engine.Seat) string {
	if s == engine.Second {
		return c.T("side.yellow")
	}
	return c.T("side.red")
}

// status is the status line and the seat it speaks of.
func (p *racePlay) status(c *Context) (string, engine.Seat, bool) {
	ctl := p.ctl
	if ctl.Over() {
		title, _ := p.resultLines(c)
		return title, ctl.Outcome().Winner, false
	}
	side := ctl.Pos.Side()
	if r := ctl.RefusalShown(); r != "" {
		return c.T(refusalKey(ctl.Cfg.Mode, r)), side, true
	}
	if p.hint.pending() {
		return c.T("hint.wait"), side, false
	}
	if a, ok := p.hint.shown(ctl.Version); ok {
		if a == race.Roll {
			return c.T("hint.race.roll"), side, false
		}
		return c.T("hint.race.piece"), side, false
	}
	if m, s := ctl.MsgShown(); m != "" {
		return c.F(m, raceSideName(c, s)), s, false
	}
	if ctl.Rolling() {
		return c.F("race.rolling", raceSideName(c, ctl.RollSeat)), ctl.RollSeat, false
	}
	if ctl.Thinking() {
		return c.T("play.thinking"), side, false
	}
	if p.online != nil && !ctl.HumanToMove() {
		return p.online.turnText(c, false, ctl.Waiting), side, false
	}
	vsAI := ctl.Cfg.Mode.OneHuman()
	switch {
	case ctl.Pos.Die() == 0 && vsAI:
		return c.T("race.you.roll"), side, false
	case ctl.Pos.Die() == 0:
		return c.F("race.side.roll", raceSideName(c, side)), side, false
	case vsAI:
		return c.F("race.you.choose", ctl.Pos.Die()), side, false
	}
	return c.F("race.side.choose", raceSideName(c, side), ctl.Pos.Die()), side, false
}

func (p *racePlay) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	l, cross := p.layout(c)
	p.drawBoard(dst, c, cross)
	p.drawHUD(dst, c, l)
	drawButtons(dst, c, p.buttons(c, l))
	if p.online != nil {
		p.online.drawStatus(dst, c)
	}
}

func (p *racePlay) aviation() bool { return p.ctl.Cfg.Variant == race.Aviation }

// heading is the direction a piece of seat at progress faces on screen.
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

func (p *racePlay) drawBoard(dst *ebiten.Image, c *Context, b layout.Cross) {
	ctl := p.ctl
	u := c.Screen.U
	av := p.aviation()
	sprites.RaceBoard(dst, b, u, av)
	w := ctl.Walk
	skip := func(seat engine.Seat, i int) bool {
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
	lit := map[int]bool{}
	if ctl.HumanToMove() {
		for _, i := range ctl.Lit() {
			lit[i] = true
		}
	}
	side := ctl.Pos.Side()
	// Pieces that may move are drawn last, so that they sit on top.
	for pass := 0; pass < 2; pass++ {
		for _, s := range ctl.Spots() {
			isLit := lit[s.Piece] && s.Seat == side
			if skip(s.Seat, s.Piece) || isLit != (pass == 1) {
				continue
			}
			x, y := b.Point(s.Y, s.X)
			if isLit {
				sprites.LitRing(dst, x, y, b.Cell, s.Scale, c.Tick)
			}
			h := pieceHeading(b, s.Seat, ctl.Pos.Progress(s.Seat, s.Piece), s.Piece)
			sprites.RaceToken(dst, int(s.Seat), x, y, b.Cell, s.Scale*0.96, 0, 1, av, h)
		}
	}
	if w != nil {
		k, flying := w.Flying(ctl.Tick)
		for _, f := range w.Captured {
			fy, fx := f.From[0], f.From[1]
			lift := 0.0
			if flying || k >= 1 {
				fy += (f.To[0] - f.From[0]) * k
				fx += (f.To[1] - f.From[1]) * k
				lift = 2.2 * 4 * k * (1 - k) * b.Cell
			}
			x, y := b.Point(fy, fx)
			sprites.RaceToken(dst, int(f.Seat), x, y, b.Cell, 0.9, lift, 1, av, -math.Pi/2)
		}
		y, x := w.At(ctl.Tick)
		sx, sy := b.Point(y, x)
		ny, nx := w.At(ctl.Tick + 2)
		tx, ty := b.Point(ny, nx)
		h := pieceHeading(b, w.Seat, ctl.Pos.Progress(w.Seat, w.Piece), w.Piece)
		if math.Hypot(tx-sx, ty-sy) > 0.5 {
			h = math.Atan2(ty-sy, tx-sx)
		}
		sprites.RaceToken(dst, int(w.Seat), sx, sy, b.Cell, 1, w.Hop(ctl.Tick)*b.Cell, 1, av, h)
		if k > 0 && k < 1 && len(w.Captured) > 0 {
			f := w.Captured[0]
			bx, by := b.Point(f.From[0], f.From[1])
			sprites.Burst(dst, bx, by, b.Cell, k)
		}
	}
	if a, ok := p.hint.shown(ctl.Version); ok && a != race.Roll {
		for _, s := range ctl.Spots() {
			if s.Seat == side && race.Move(s.Piece) == a && !skip(s.Seat, s.Piece) {
				x, y := b.Point(s.Y, s.X)
				sprites.HintRing(dst, x, y, b.Cell*0.62*s.Scale, c.Tick)
			}
		}
	}
	// The die, in the empty base beside the side that rolls.
	r := ctl.DieRect(b)
	cx, cy := r.Center()
	face, angle := ctl.Face, 0.0
	size := r.W * 0.62
	if ctl.Rolling() {
		t := float64(ctl.Tick-ctl.Tumble) / float64(racectl.TumbleTicks) / ctl.Cfg.Speed
		face = (ctl.Tick/4*5+ctl.Face)%6 + 1
		angle = (1 - t) * (1 - t) * 9
		cy -= math.Abs(math.Sin(t*math.Pi*2.5)) * (1 - t) * b.Cell * 0.9
		size *= 1 + 0.15*(1-t)
	}
	glow := ctl.HumanToMove() && ctl.CanRoll()
	if a, ok := p.hint.shown(ctl.Version); ok && a == race.Roll {
		sprites.HintRing(dst, cx, cy, r.W*0.5, c.Tick)
	}
	sprites.Die(dst, cx, cy, size, face, angle, glow, int(ctl.DieSeat()), c.Tick)
	if glow {
		f := sprites.Face(math.Max(10, b.Cell*0.42), true)
		sprites.Text(dst, c.T("race.tap"), f, cx, r.Y+r.H+b.Cell*0.05, sprites.Center, sprites.Ink)
	}
}

func (p *racePlay) drawHUD(dst *ebiten.Image, c *Context, l layout.Play) {
	ctl := p.ctl
	top, bottom := engine.Second, engine.First
	if ctl.Cfg.Mode.OneHuman() && ctl.Cfg.Human == engine.Second {
		top, bottom = bottom, top
	}
	for _, pl := range []struct {
		r    layout.Rect
		seat engine.Seat
	}{{l.Top, top}, {l.Bottom, bottom}} {
		name := raceSideName(c, pl.seat)
		if ctl.Cfg.Mode.OneHuman() {
			if pl.seat == ctl.Cfg.Human {
				name += " · " + c.T("play.you")
			} else {
				name += " · " + c.T(opponentKey(ctl.Cfg.Mode))
			}
		}
		home := 0
		for i := 0; i < race.Pieces; i++ {
			if ctl.Pos.Progress(pl.seat, i) == race.Finish {
				home++
			}
		}
		active := !ctl.Over() && ctl.Pos.Side() == pl.seat
		drawPlate(dst, c, pl.r, name, sprites.RaceSeatColor(int(pl.seat)), active, c.F("race.home", home))
	}
	msg, seat, warn := p.status(c)
	var col color.Color
	if seat.Valid() {
		col = sprites.RaceSeatColor(int(seat))
	}
	drawStatus(dst, c, l.Status, msg, col, warn, ctl.Thinking() && !ctl.Busy())
}

// resultLines is the winner line and the reason line of a finished game.
func (p *racePlay) resultLines(c *Context) (string, string) {
	ctl := p.ctl
	o := ctl.Outcome()
	title := resultTitle(c, ctl.Cfg.Mode, ctl.Cfg.Human, o, func(s engine.Seat) string {
		return c.F("result.win.side", raceSideName(c, s))
	})
	if o.Reason == "resign" {
		return title, c.F("result.why.resign", raceSideName(c, o.Winner.Other()))
	}
	if why, ok := reasonText(c, o.Reason, raceSideName(c, o.Winner.Other())); ok {
		return title, why
	}
	return title, c.F("race.why.home", raceSideName(c, o.Winner))
}

func (p *racePlay) emblem(dst *ebiten.Image, c *Context, cx, cy, size float64) {
	o := p.ctl.Outcome()
	if o.Status != engine.Win {
		return
	}
	sprites.Circle(dst, cx, cy, size*0.5, sprites.White)
	sprites.RaceToken(dst, int(o.Winner), cx, cy, size*1.1, 1, 0, 1, p.aviation(), -math.Pi/2)
}

func (p *racePlay) restart(c *Context) Scene {
	cfg := p.ctl.Cfg
	cfg.Seed = nextSeed(cfg.Seed)
	cfg.AutoMove = c.Settings.AutoMove
	return newRacePlay(racectl.New(cfg, race.Start()))
}

func (p *racePlay) resultExtra(c *Context) float64 { return 0 }

func (p *racePlay) drawResultExtra(dst *ebiten.Image, c *Context, r layout.Rect) {}

// hintButton asks the Hard bot what the side to move should do: roll, or
// which piece to move.
func (p *racePlay) hintButton(c *Context) button {
	ctl := p.ctl
	return hintButton(c, &p.hint, ctl.HumanToMove() && !ctl.Busy(), ctl.Version, func() {
		p.hint.ask(p.game(), ctl.Cfg.Seed, ctl.Pos.View(ctl.Pos.Side()), ctl.Version)
	})
}
