package scenes

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/audio"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/scenes/junglectl"
	"github.com/plyyard/plyyard/scenes/layout"
	"github.com/plyyard/plyyard/sprites"
)

// junglePlay is the Jungle play screen: the view of a junglectl.Controller.
type junglePlay struct {
	ctl       *junglectl.Controller
	confirm   int // tick until which a second Resign tap resigns
	saved     int // controller version last saved
	overSince int
	shown     bool // the result was shown once
}

func newJunglePlay(c *Context, ctl *junglectl.Controller) *junglePlay {
	p := &junglePlay{ctl: ctl, saved: -1, overSince: -1}
	p.save(c)
	return p
}

// newJunglePlayFromOptions starts the game the command line describes.
func newJunglePlayFromOptions(c *Context) (*junglePlay, error) {
	o := c.Opts
	cfg := junglectl.Config{Mode: junglectl.Hotseat, Level: max(1, min(junglectl.Levels, o.Level)), Seed: o.Seed, Speed: c.AnimSpeed()}
	if o.Level == 0 {
		cfg.Level = 2
	}
	if o.Mode == "ai" {
		cfg.Mode = junglectl.VsAI
		if o.Side == "blue" {
			cfg.Human = engine.Second
		}
	}
	pos := jungle.Start()
	if o.Pos != "" {
		var err error
		if pos, err = jungle.Parse(o.Pos); err != nil {
			return nil, err
		}
	}
	ctl := junglectl.New(cfg, pos)
	for _, text := range strings.FieldsFunc(o.Moves, func(r rune) bool { return r == ',' || r == ' ' }) {
		m, err := jungle.ParseMove(text)
		if err != nil {
			return nil, err
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
	return newJunglePlay(c, ctl), nil
}

// resumeJungle rebuilds an unfinished game from its save.
func resumeJungle(c *Context, g *save.Game) (*junglePlay, error) {
	if g.Game != "jungle" {
		return nil, errors.New("not a jungle game")
	}
	pos, err := jungle.Parse(g.Position)
	if err != nil {
		return nil, err
	}
	cfg := junglectl.Config{Mode: junglectl.Hotseat, Level: g.Level, Seed: g.Seed, Speed: c.AnimSpeed()}
	if g.Mode == "ai" {
		cfg.Mode, cfg.Human = junglectl.VsAI, engine.Seat(g.Human)
	}
	ctl := junglectl.New(cfg, pos)
	for _, t := range g.Moves {
		if m, err := jungle.ParseMove(t); err == nil {
			ctl.Moves = append(ctl.Moves, m)
		}
	}
	ctl.Flipped = g.Flipped
	return newJunglePlay(c, ctl), nil
}

// save keeps the unfinished game, and forgets it once the game is over.
func (p *junglePlay) save(c *Context) {
	if p.saved == p.ctl.Version || c.Opts.Screenshot != "" {
		return
	}
	p.saved = p.ctl.Version
	if p.ctl.Over() {
		_ = c.Saves.ClearGame()
		return
	}
	g := save.Game{Game: "jungle", Mode: "hotseat", Level: p.ctl.Cfg.Level, Seed: p.ctl.Cfg.Seed, Position: p.ctl.Pos.String(), Flipped: p.ctl.Flipped}
	if p.ctl.Cfg.Mode == junglectl.VsAI {
		g.Mode, g.Human = "ai", int(p.ctl.Cfg.Human)
	}
	for _, m := range p.ctl.Moves {
		g.Moves = append(g.Moves, m.String())
	}
	_ = c.Saves.SaveGame(g)
}

func (p *junglePlay) layout(c *Context) layout.Play {
	return layout.PlayLayout(c.Screen, jungle.Files, jungle.Ranks, 4, p.ctl.Flipped)
}

func (p *junglePlay) buttons(c *Context, l layout.Play) []button {
	ctl := p.ctl
	resign := button{label: c.T("play.resign"), style: sprites.Secondary, action: func() {
		if c.Tick < p.confirm {
			ctl.Resign()
			p.confirm = 0
			return
		}
		p.confirm = c.Tick + 180
	}}
	if c.Tick < p.confirm {
		resign.label, resign.style = c.T("play.resign.confirm"), sprites.Danger
	}
	if ctl.Over() {
		resign = button{label: c.T("play.resign"), style: sprites.Muted}
	}
	newGame := button{label: c.T("play.new"), style: sprites.Secondary, action: func() {
		cfg := ctl.Cfg
		cfg.Seed = cfg.Seed*6364136223846793005 + 1442695040888963407
		c.GoTo(newJunglePlay(c, junglectl.New(cfg, jungle.Start())))
	}}
	if ctl.Over() {
		newGame.style = sprites.Primary
	}
	flip := button{label: c.T("play.flip"), style: sprites.Secondary, action: ctl.Flip}
	if ctl.Cfg.Mode == junglectl.VsAI {
		flip = button{label: c.T("play.flip"), style: sprites.Muted}
	}
	menu := button{label: c.T("play.menu"), style: sprites.Secondary, action: func() { c.GoTo(&titleScene{}) }}
	bs := []button{resign, newGame, flip, menu}
	for i := range bs {
		bs[i].r = l.Buttons[i]
	}
	return bs
}

func (p *junglePlay) Update(c *Context) {
	ctl := p.ctl
	ctl.Cfg.Speed = c.AnimSpeed()
	l := p.layout(c)
	if !tapButtons(c, p.buttons(c, l)) && c.Ptr.Pressed {
		if l.Board.Bounds().Contains(c.Ptr.X, c.Ptr.Y) || ctl.Sel != jungle.NoSquare {
			ctl.TapAt(l.Board, c.Ptr.X, c.Ptr.Y)
		}
	}
	ctl.Update()
	for _, cue := range ctl.Cues() {
		c.Sounds.Play(soundOf(cue))
	}
	p.save(c)
	if ctl.Over() && !p.shown {
		if p.overSince < 0 {
			p.overSince = c.Tick
		}
		if ctl.Anim == nil && c.Tick-p.overSince > 50 {
			p.shown = true
			c.GoTo(&resultScene{play: p})
		}
	}
}

func soundOf(cue junglectl.Cue) audio.Effect {
	switch cue {
	case junglectl.CueSelect:
		return audio.Select
	case junglectl.CueMove:
		return audio.Move
	case junglectl.CueJump:
		return audio.Jump
	case junglectl.CueCapture:
		return audio.Capture
	case junglectl.CueRefuse:
		return audio.Refuse
	case junglectl.CueWin:
		return audio.Win
	case junglectl.CueLose:
		return audio.Lose
	case junglectl.CueDraw:
		return audio.Draw
	}
	return 0
}

// status is the status line: a refusal, the result, the computer thinking,
// or whose turn it is.
func (p *junglePlay) status(c *Context) (string, engine.Seat) {
	ctl := p.ctl
	if ctl.Over() {
		title, why := resultText(c, ctl)
		return title + " · " + why, ctl.Outcome().Winner
	}
	side := ctl.Pos.ToMove()
	if r := ctl.RefusalShown(); r != "" {
		return c.T(r), side
	}
	if ctl.Thinking() {
		return c.T("play.thinking"), side
	}
	if ctl.Cfg.Mode == junglectl.VsAI {
		return c.T("play.turn.you"), side
	}
	if side == engine.Second {
		return c.T("play.turn.blue"), side
	}
	return c.T("play.turn.red"), side
}

func (p *junglePlay) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	l := p.layout(c)
	p.drawBoard(dst, c, l.Board)
	p.drawHUD(dst, c, l)
	drawButtons(dst, c, p.buttons(c, l))
}

func (p *junglePlay) drawBoard(dst *ebiten.Image, c *Context, b layout.Board) {
	ctl := p.ctl
	u := c.Screen.U
	sprites.JungleBoard(dst, b, u, c.Tick)
	if m, ok := ctl.LastMove(); ok {
		sprites.JungleSquareTint(dst, b, int(m.From), sprites.LastMove)
		sprites.JungleSquareTint(dst, b, int(m.To), sprites.LastMove)
	}
	if ctl.Sel != jungle.NoSquare {
		sprites.JungleSquareTint(dst, b, int(ctl.Sel), sprites.Fade(sprites.Select, 0.45))
	}
	anim := ctl.Anim
	for sq := jungle.Square(0); sq < jungle.Squares; sq++ {
		pc, ok := ctl.Pos.At(sq)
		if !ok || (anim != nil && anim.To == sq && anim.Moving(ctl.Tick)) {
			continue
		}
		cx, cy := b.CellCenter(int(sq))
		sprites.DrawPiece(dst, int(pc.Side), int(pc.Animal), cx, cy, b.Cell, 0, 1)
	}
	if ctl.Sel != jungle.NoSquare {
		sprites.SelectRing(dst, b, int(ctl.Sel), c.Tick)
		if c.Settings.ShowLegal {
			for _, m := range ctl.Targets {
				kind := sprites.MarkMove
				if _, ok := ctl.Pos.At(m.To); ok {
					kind = sprites.MarkCapture
				}
				sprites.JungleMark(dst, b, int(m.To), kind, c.Tick)
			}
		}
	}
	if anim != nil {
		fx, fy := b.CellCenter(int(anim.From))
		tx, ty := b.CellCenter(int(anim.To))
		if anim.Moving(ctl.Tick) {
			if anim.Captured != nil {
				sprites.DrawPiece(dst, int(anim.Captured.Side), int(anim.Captured.Animal), tx, ty, b.Cell, 0, 1)
			}
			t := anim.Progress(ctl.Tick)
			x, y := fx+(tx-fx)*t, fy+(ty-fy)*t
			sprites.DrawPiece(dst, int(anim.Piece.Side), int(anim.Piece.Animal), x, y, b.Cell, anim.Lift(ctl.Tick)*b.Cell, 1)
		}
		if k, ok := anim.Burst(ctl.Tick); ok {
			sprites.Burst(dst, tx, ty, b.Cell, k)
		}
	}
}

func (p *junglePlay) drawHUD(dst *ebiten.Image, c *Context, l layout.Play) {
	ctl := p.ctl
	u := c.Screen.U
	top, bottom := engine.Second, engine.First
	if ctl.Flipped {
		top, bottom = bottom, top
	}
	p.plate(dst, c, l.Top, top)
	p.plate(dst, c, l.Bottom, bottom)
	msg, side := p.status(c)
	r := l.Status
	sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
	dot := min(r.H*0.28, 14*u)
	if side.Valid() {
		ds := int(math.Ceil(dot*2 + 2))
		img := sprites.Cached(fmt.Sprintf("dot/%d/%d", ds, side), ds, ds, func(img *ebiten.Image) {
			sprites.SideDot(img, float64(ds)/2, float64(ds)/2, dot, side)
		})
		sprites.Blit(dst, img, r.X+16*u+dot-float64(ds)/2, r.Y+r.H/2-float64(ds)/2, 1)
	}
	face := sprites.Face(min(18*u, r.H*0.34), true)
	tx := r.X + 24*u + 2*dot
	lines := sprites.Wrap(msg, face, r.W-(tx-r.X)-10*u)
	lh := face.Size * 1.25
	y0 := r.Y + r.H/2 - lh*float64(len(lines)-1)/2
	col := sprites.Ink
	if ctl.RefusalShown() != "" && !ctl.Over() {
		col = sprites.RedDark
	}
	for i, line := range lines {
		sprites.Text(dst, line, face, tx, y0+lh*float64(i), sprites.Left, col)
	}
	if ctl.Thinking() {
		for i := 0; i < 3; i++ {
			a := 0.3 + 0.7*float64((c.Tick/10+i)%3)/2
			dot := sprites.Cached(fmt.Sprintf("think/%v", u), int(8*u+2), int(8*u+2), func(img *ebiten.Image) {
				sprites.Circle(img, 4*u+1, 4*u+1, 3.5*u, sprites.InkSoft)
			})
			sprites.BlitScaled(dst, dot, r.X+r.W-36*u+float64(i)*10*u, r.Y+r.H/2, 1, a)
		}
	}
}

// plate names the player of a seat and marks whose turn it is.
func (p *junglePlay) plate(dst *ebiten.Image, c *Context, r layout.Rect, seat engine.Seat) {
	ctl := p.ctl
	u := c.Screen.U
	active := !ctl.Over() && ctl.Pos.ToMove() == seat
	name := c.T("side.red")
	if seat == engine.Second {
		name = c.T("side.blue")
	}
	if ctl.Cfg.Mode == junglectl.VsAI {
		if seat == ctl.Cfg.Human {
			name += " · " + c.T("play.you")
		} else {
			name += " · " + c.T("play.computer")
		}
	}
	m := math.Ceil(4 * u)
	key := fmt.Sprintf("plate/%v/%v/%v/%d/%v/%s", r.W, r.H, u, seat, active, name)
	img := sprites.Cached(key, int(r.W+2*m), int(r.H+2*m), func(img *ebiten.Image) {
		fill := sprites.Fade(sprites.White, 0.55)
		if active {
			fill = sprites.White
		}
		sprites.RoundRect(img, m, m, r.W, r.H, r.H/2, fill)
		if active {
			sprites.RoundRectStroke(img, m, m, r.W, r.H, r.H/2, 3*u, sprites.SideColor(int(seat)))
		}
		sprites.SideDot(img, m+r.H/2, m+r.H/2, r.H*0.3, seat)
		sprites.Text(img, name, sprites.Face(min(17*u, r.H*0.42), true), m+r.H, m+r.H/2, sprites.Left, sprites.Ink)
	})
	sprites.Blit(dst, img, r.X-m, r.Y-m, 1)
	if active && ctl.Pos.Clock() > 0 {
		s := fmt.Sprintf("%d/60", ctl.Pos.Clock())
		sprites.Text(dst, s, sprites.Face(min(13*u, r.H*0.34), false), r.X+r.W-r.H/2, r.Y+r.H/2, sprites.Right, sprites.InkSoft)
	}
}

// resultText is the winner line and the reason line of a finished game.
func resultText(c *Context, ctl *junglectl.Controller) (string, string) {
	o := ctl.Outcome()
	if o.Status == engine.Draw {
		return c.T("result.draw"), c.T("result.why.60")
	}
	var title string
	switch {
	case ctl.Cfg.Mode == junglectl.VsAI && o.Winner == ctl.Cfg.Human:
		title = c.T("result.win.you")
	case ctl.Cfg.Mode == junglectl.VsAI:
		title = c.T("result.win.ai")
	case o.Winner == engine.First:
		title = c.T("result.win.red")
	default:
		title = c.T("result.win.blue")
	}
	sideName := func(s engine.Seat) string {
		if s == engine.Second {
			return c.T("side.blue")
		}
		return c.T("side.red")
	}
	var why string
	switch o.Reason {
	case "den":
		why = c.F("result.why.den", sideName(o.Winner))
	case "no-moves":
		why = c.F("result.why.nomoves", sideName(o.Winner.Other()))
	case "resign":
		why = c.F("result.why.resign", sideName(o.Winner.Other()))
	default:
		why = o.Reason
	}
	return title, why
}
