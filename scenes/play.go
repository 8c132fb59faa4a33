package scenes

import (
	"errors"
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/audio"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/scenes/junglectl"
	"github.com/plyyard/plyyard/sprites"
)

// junglePlay is the Jungle play screen: the view of a junglectl.Controller.
type junglePlay struct {
	ctl       *junglectl.Controller
	confirm   int // tick until which a second Resign tap resigns
	saved     int // controller version last saved
	overSince int
	shown     bool // the result was shown once
	recorded  bool // the result was counted in the statistics
	hint      hint
	online    *onlineRoom // the room of an online game, else nil
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
	if p.saved == p.ctl.Version || c.Opts.Screenshot != "" || p.ctl.Cfg.Mode == junglectl.Online {
		return
	}
	p.saved = p.ctl.Version
	if p.ctl.Over() {
		_ = c.Saves.ClearGame()
		return
	}
	g := save.Game{Game: "jungle", Mode: "hotseat", Level: p.ctl.Cfg.Level, Seed: p.ctl.Cfg.Seed, Position: p.ctl.Pos.String(), Flipped: p.ctl.Flipped}
	if p.ctl.Cfg.Mode.OneHuman() {
		g.Mode, g.Human = "ai", int(p.ctl.Cfg.Human)
	}
	for _, m := range p.ctl.Moves {
		g.Moves = append(g.Moves, m.String())
	}
	_ = c.Saves.SaveGame(g)
}

func (p *junglePlay) layout(c *Context) layout.Play {
	return layout.PlayLayout(p.online.screen(c), jungle.Files, jungle.Ranks, 5, p.ctl.Flipped)
}

func (p *junglePlay) buttons(c *Context, l layout.Play) []button {
	ctl := p.ctl
	resign := resignButton(c, &p.confirm, ctl.Over(), ctl.Resign)
	newGame := button{label: c.T("play.new"), style: sprites.Secondary, action: func() {
		cfg := ctl.Cfg
		cfg.Seed = nextSeed(cfg.Seed)
		c.GoTo(newJunglePlay(c, junglectl.New(cfg, jungle.Start())))
	}}
	if ctl.Over() {
		newGame.style = sprites.Primary
	}
	flip := button{label: c.T("play.flip"), style: sprites.Secondary, action: ctl.Flip}
	if ctl.Cfg.Mode.OneHuman() {
		flip = button{label: c.T("play.flip"), style: sprites.Muted}
	}
	menu := button{label: c.T("play.menu"), style: sprites.Secondary, action: func() { c.GoTo(&titleScene{}) }}
	bs := []button{p.hintButton(c), resign, newGame, flip, menu}
	if p.online != nil {
		offer, resign, room, menu := p.online.playButtons(c)
		bs = []button{offer, resign, room, flip, menu}
	}
	for i := range bs {
		bs[i].r = l.Buttons[i]
	}
	return bs
}

func (p *junglePlay) Update(c *Context) {
	if p.online != nil && p.online.tick(c) {
		return
	}
	ctl := p.ctl
	ctl.Cfg.Speed = c.AnimSpeed()
	l := p.layout(c)
	if !tapButtons(c, p.buttons(c, l)) && c.Ptr.Pressed {
		if l.Board.Bounds().Contains(c.Ptr.X, c.Ptr.Y) || ctl.Sel != jungle.NoSquare {
			ctl.TapAt(l.Board, c.Ptr.X, c.Ptr.Y)
		}
	}
	ctl.Update()
	p.hint.update(ctl.Version)
	for _, cue := range ctl.Cues() {
		c.Sounds.Play(soundOf(cue))
	}
	p.save(c)
	if ctl.Over() && !p.recorded {
		p.recorded = true
		recordResult(c, "jungle", ctl.Cfg.Mode.OneHuman(), ctl.Cfg.Human, ctl.Outcome())
	}
	if ctl.Over() && !p.shown {
		if p.overSince < 0 {
			p.overSince = c.Tick
		}
		if ctl.Anim == nil && c.Tick-p.overSince > 50 {
			p.shown = true
			c.GoTo(&resultScene{play: p, online: p.online})
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
		return c.T(refusalKey(ctl.Cfg.Mode, r)), side
	}
	if p.hint.pending() {
		return c.T("hint.wait"), side
	}
	if _, ok := p.hint.shown(ctl.Version); ok {
		return c.T("hint.jungle"), side
	}
	if ctl.Thinking() {
		return c.T("play.thinking"), side
	}
	if p.online != nil {
		return p.online.turnText(c, ctl.HumanToMove(), ctl.Waiting), side
	}
	if ctl.Cfg.Mode.OneHuman() {
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
	if p.online != nil {
		p.online.drawStatus(dst, c)
	}
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
	// The hinted piece stands on a violet disc; its way is drawn over the
	// pieces below.
	if a, ok := p.hint.shown(ctl.Version); ok {
		fx, fy := b.CellCenter(int(jungle.MoveOf(a).From))
		sprites.HintRing(dst, fx, fy, b.Cell*0.5, c.Tick)
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
	if a, ok := p.hint.shown(ctl.Version); ok {
		m := jungle.MoveOf(a)
		fx, fy := b.CellCenter(int(m.From))
		tx, ty := b.CellCenter(int(m.To))
		sprites.HintRing(dst, tx, ty, b.Cell*0.3, c.Tick+20)
		sprites.HintArrow(dst, fx, fy, tx, ty, b.Cell)
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
	top, bottom := engine.Second, engine.First
	if ctl.Flipped {
		top, bottom = bottom, top
	}
	p.plate(dst, c, l.Top, top)
	p.plate(dst, c, l.Bottom, bottom)
	msg, side := p.status(c)
	var col color.Color
	if side.Valid() {
		col = sprites.SideColor(int(side))
	}
	drawStatus(dst, c, l.Status, msg, col, ctl.RefusalShown() != "" && !ctl.Over(), ctl.Thinking())
}

// plate names the player of a seat and marks whose turn it is.
func (p *junglePlay) plate(dst *ebiten.Image, c *Context, r layout.Rect, seat engine.Seat) {
	ctl := p.ctl
	active := !ctl.Over() && ctl.Pos.ToMove() == seat
	name := c.T("side.red")
	if seat == engine.Second {
		name = c.T("side.blue")
	}
	if ctl.Cfg.Mode.OneHuman() {
		if seat == ctl.Cfg.Human {
			name += " · " + c.T("play.you")
		} else {
			name += " · " + c.T(opponentKey(ctl.Cfg.Mode))
		}
	}
	note := ""
	if active && ctl.Pos.Clock() > 0 {
		note = fmt.Sprintf("%d/60", ctl.Pos.Clock())
	}
	drawPlate(dst, c, r, name, sprites.SideColor(int(seat)), active, note)
}

// resultText is the winner line and the reason line of a finished game.
func resultText(c *Context, ctl *junglectl.Controller) (string, string) {
	o := ctl.Outcome()
	if o.Status == engine.Draw {
		if why, ok := reasonText(c, o.Reason, ""); ok {
			return c.T("result.draw"), why
		}
		return c.T("result.draw"), c.T("result.why.60")
	}
	title := resultTitle(c, ctl.Cfg.Mode, ctl.Cfg.Human, o, func(s engine.Seat) string {
		if s == engine.First {
			return c.T("result.win.red")
		}
		return c.T("result.win.blue")
	})
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
	case "abandon":
		why, _ = reasonText(c, o.Reason, sideName(o.Winner.Other()))
	default:
		why = o.Reason
	}
	return title, why
}

// hintButton asks the Hard bot for the move of the side to move.
func (p *junglePlay) hintButton(c *Context) button {
	ctl := p.ctl
	return hintButton(c, &p.hint, ctl.HumanToMove(), ctl.Version, func() {
		p.hint.ask("jungle", ctl.Cfg.Seed, ctl.Pos.View(ctl.Pos.ToMove()), ctl.Version)
	})
}

// searching reports whether the computer's search runs (the browser's
// frame probe).
func (p *junglePlay) searching() bool { return p.ctl.Searching() }
