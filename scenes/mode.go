package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// modeScene picks vs-computer or hotseat, the side and the level of one
// game.
type modeScene struct {
	game  string
	ai    bool
	side  engine.Seat
	level int
}

func newModeScene(c *Context, game string) *modeScene {
	s := &modeScene{game: game, ai: true, level: 2}
	if c.Opts.Mode == "hotseat" {
		s.ai = false
	}
	if secondSide(c, game, c.Opts.Side) {
		s.side = engine.Second
	}
	if c.Opts.Level >= 1 && c.Opts.Level <= play.Levels {
		s.level = c.Opts.Level
	}
	return s
}

func (s *modeScene) layout(c *Context) ([]play.Button, []labelled) {
	sc := c.Screen
	u := sc.U
	_, shift := header(c, s.title(c))
	col := sc.Column(110*u+shift, 520)
	y := col.Y
	var bs []play.Button
	var ls []labelled
	bh, gap := sc.Btn(52), sc.Gap(12)
	modes := layout.Rect{X: col.X, Y: y, W: col.W, H: sc.Btn(56)}.Cols(2, gap)
	bs = append(bs,
		play.Button{R: modes[0], Label: c.T("mode.ai"), Style: play.Choice(s.ai), Action: func() { s.ai = true }},
		play.Button{R: modes[1], Label: c.T("mode.hotseat"), Style: play.Choice(!s.ai), Action: func() { s.ai = false }},
	)
	y += sc.Btn(56) + 40*u
	if s.ai {
		ls = append(ls, labelled{c.T("mode.side"), y})
		y += 22 * u
		sides := layout.Rect{X: col.X, Y: y, W: col.W, H: bh}.Cols(2, gap)
		g := c.Games.Must(s.game)
		bs = append(bs,
			play.Button{R: sides[0], Label: c.T(g.SideKey(engine.First)), Style: play.Choice(s.side == engine.First), Action: func() { s.side = engine.First }},
			play.Button{R: sides[1], Label: c.T(g.SideKey(engine.Second)), Style: play.Choice(s.side == engine.Second), Action: func() { s.side = engine.Second }},
		)
		y += bh + 36*u
		ls = append(ls, labelled{c.T("mode.level"), y})
		y += 22 * u
		levels := layout.Rect{X: col.X, Y: y, W: col.W, H: bh}.Cols(play.Levels, sc.Gap(10))
		for i := range levels {
			lv := i + 1
			bs = append(bs, play.Button{R: levels[i], Label: c.T(levelKey(lv)), Style: play.Choice(s.level == lv), Action: func() { s.level = lv }})
		}
		y += bh + 24*u
	} else {
		ls = append(ls, labelled{c.T("mode.hotseat." + s.game), y})
		y += 40 * u
	}
	ls = append(ls, labelled{c.T("mode.first." + s.game), y})
	y += 30 * u
	bs = append(bs, play.Button{R: layout.Rect{X: col.X, Y: y, W: col.W, H: sc.Btn(60)}, Label: c.T("common.start"), Style: sprites.Primary, Action: func() { s.start(c) }})
	bs = append(bs, play.Button{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { c.GoTo(&gamesScene{}) }})
	rules := backRect(c)
	rules.X = c.Screen.W - rules.X - rules.W
	bs = append(bs, play.Button{R: rules, Label: c.T("mode.learn"), Style: sprites.Secondary, Action: func() {
		c.GoTo(newLearnScene(c.Games.Must(s.game)))
	}})
	return bs, ls
}

// start starts the game as chosen, with the seed of -seed or a new one.
func (s *modeScene) start(c *Context) {
	seed := c.Opts.Seed
	if seed == 0 {
		seed = uint64(c.Tick)*2654435761 + 1
	}
	cfg := play.Config{Mode: play.Hotseat, Level: s.level, Seed: seed, Speed: c.AnimSpeed()}
	if s.ai {
		cfg.Mode, cfg.Human = play.VsAI, s.side
	}
	_, k, err := c.findGame(s.game)
	if err != nil {
		return
	}
	b, err := play.NewGame(k, cfg)
	if err != nil {
		println("cannot start the game:", err.Error())
		return
	}
	c.GoTo(newPlayScene(b))
}

func (s *modeScene) Update(c *Context) { updateForm(c, s) }

func (s *modeScene) Draw(dst *ebiten.Image, c *Context) { drawForm(dst, c, s) }

func (s *modeScene) title(c *Context) string { return c.T("game." + s.game) }

// levelKey is the catalogue key of the computer's level lv.
func levelKey(lv int) string { return fmt.Sprintf("level.%d", max(1, min(play.Levels, lv))) }
