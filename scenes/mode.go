package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/scenes/playctl"
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
	if secondSide(c.Opts.Side) {
		s.side = engine.Second
	}
	if c.Opts.Level >= 1 && c.Opts.Level <= playctl.Levels {
		s.level = c.Opts.Level
	}
	return s
}

func (s *modeScene) layout(c *Context) ([]button, []labelled) {
	sc := c.Screen
	u := sc.U
	_, shift := header(c, s.title(c))
	col := sc.Column(110*u+shift, 520)
	y := col.Y
	var bs []button
	var ls []labelled
	modes := layout.Rect{X: col.X, Y: y, W: col.W, H: 56 * u}.Cols(2, 12*u)
	bs = append(bs,
		button{r: modes[0], label: c.T("mode.ai"), style: choice(s.ai), action: func() { s.ai = true }},
		button{r: modes[1], label: c.T("mode.hotseat"), style: choice(!s.ai), action: func() { s.ai = false }},
	)
	y += 56*u + 40*u
	if s.ai {
		ls = append(ls, labelled{c.T("mode.side"), y})
		y += 22 * u
		sides := layout.Rect{X: col.X, Y: y, W: col.W, H: 52 * u}.Cols(2, 12*u)
		g := registry.Games.Must(s.game)
		bs = append(bs,
			button{r: sides[0], label: c.T(g.SideKey(engine.First)), style: choice(s.side == engine.First), action: func() { s.side = engine.First }},
			button{r: sides[1], label: c.T(g.SideKey(engine.Second)), style: choice(s.side == engine.Second), action: func() { s.side = engine.Second }},
		)
		y += 52*u + 36*u
		ls = append(ls, labelled{c.T("mode.level"), y})
		y += 22 * u
		levels := layout.Rect{X: col.X, Y: y, W: col.W, H: 52 * u}.Cols(playctl.Levels, 10*u)
		for i := range levels {
			lv := i + 1
			bs = append(bs, button{r: levels[i], label: c.T(levelKey(lv)), style: choice(s.level == lv), action: func() { s.level = lv }})
		}
		y += 52*u + 24*u
	} else {
		ls = append(ls, labelled{c.T("mode.hotseat." + s.game), y})
		y += 40 * u
	}
	ls = append(ls, labelled{c.T("mode.first." + s.game), y})
	y += 30 * u
	bs = append(bs, button{r: layout.Rect{X: col.X, Y: y, W: col.W, H: 60 * u}, label: c.T("common.start"), style: sprites.Primary, action: func() { s.start(c) }})
	bs = append(bs, button{r: backRect(c), label: c.T("common.back"), style: sprites.Secondary, action: func() { c.GoTo(&gamesScene{}) }})
	rules := backRect(c)
	rules.X = c.Screen.W - rules.X - rules.W
	bs = append(bs, button{r: rules, label: c.T("mode.learn"), style: sprites.Secondary, action: func() {
		c.GoTo(newLearnScene(registry.Games.Must(s.game)))
	}})
	return bs, ls
}

// start starts the game as chosen, with the seed of -seed or a new one.
func (s *modeScene) start(c *Context) {
	seed := c.Opts.Seed
	if seed == 0 {
		seed = uint64(c.Tick)*2654435761 + 1
	}
	cfg := playctl.Config{Mode: playctl.Hotseat, Level: s.level, Seed: seed, Speed: c.AnimSpeed()}
	if s.ai {
		cfg.Mode, cfg.Human = playctl.VsAI, s.side
	}
	c.GoTo(newPlayScene(kitOf(registry.Games.Must(s.game)).start(cfg)))
}

func (s *modeScene) Update(c *Context) { updateForm(c, s) }

func (s *modeScene) Draw(dst *ebiten.Image, c *Context) { drawForm(dst, c, s) }

func (s *modeScene) title(c *Context) string { return c.T("game." + s.game) }

// levelKey is the catalogue key of the computer's level lv.
func levelKey(lv int) string { return fmt.Sprintf("level.%d", max(1, min(playctl.Levels, lv))) }
