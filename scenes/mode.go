package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/scenes/dominoctl"
	"github.com/plyyard/plyyard/scenes/junglectl"
	"github.com/plyyard/plyyard/scenes/racectl"
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
	if c.Opts.Level >= 1 && c.Opts.Level <= junglectl.Levels {
		s.level = c.Opts.Level
	}
	return s
}

type labelled struct {
	label string
	y     float64
}

func (s *modeScene) layout(c *Context) ([]button, []labelled) {
	sc := c.Screen
	u := sc.U
	col := sc.Column(110*u, 520)
	y := col.Y
	var bs []button
	var ls []labelled
	pick := func(on bool) sprites.ButtonStyle {
		if on {
			return sprites.Chosen
		}
		return sprites.Secondary
	}
	modes := layout.Rect{X: col.X, Y: y, W: col.W, H: 56 * u}.Cols(2, 12*u)
	bs = append(bs,
		button{r: modes[0], label: c.T("mode.ai"), style: pick(s.ai), action: func() { s.ai = true }},
		button{r: modes[1], label: c.T("mode.hotseat"), style: pick(!s.ai), action: func() { s.ai = false }},
	)
	y += 56*u + 40*u
	if s.ai {
		ls = append(ls, labelled{c.T("mode.side"), y})
		y += 22 * u
		sides := layout.Rect{X: col.X, Y: y, W: col.W, H: 52 * u}.Cols(2, 12*u)
		names := sideKeys[s.game]
		bs = append(bs,
			button{r: sides[0], label: c.T(names[0]), style: pick(s.side == engine.First), action: func() { s.side = engine.First }},
			button{r: sides[1], label: c.T(names[1]), style: pick(s.side == engine.Second), action: func() { s.side = engine.Second }},
		)
		y += 52*u + 36*u
		ls = append(ls, labelled{c.T("mode.level"), y})
		y += 22 * u
		levels := layout.Rect{X: col.X, Y: y, W: col.W, H: 52 * u}.Cols(junglectl.Levels, 10*u)
		for i := range levels {
			lv := i + 1
			bs = append(bs, button{r: levels[i], label: c.T(fmt.Sprintf("level.%d", lv)), style: pick(s.level == lv), action: func() { s.level = lv }})
		}
		y += 52*u + 24*u
	} else {
		hint := "mode.hotseat.hint"
		if s.game == "domino" {
			hint = "domino.hotseat.hint"
		}
		ls = append(ls, labelled{c.T(hint), y})
		y += 40 * u
	}
	first := "mode.first"
	switch s.game {
	case "ludo", "aviation":
		first = "race.first"
	case "domino":
		first = "domino.first.hint"
	}
	ls = append(ls, labelled{c.T(first), y})
	y += 30 * u
	bs = append(bs, button{r: layout.Rect{X: col.X, Y: y, W: col.W, H: 60 * u}, label: c.T("common.start"), style: sprites.Primary, action: func() { s.start(c) }})
	bs = append(bs, button{r: backRect(c), label: c.T("common.back"), style: sprites.Secondary, action: func() { c.GoTo(&gamesScene{}) }})
	rules := backRect(c)
	rules.X = c.Screen.W - rules.X - rules.W
	bs = append(bs, button{r: rules, label: c.T("mode.rules"), style: sprites.Secondary, action: func() {
		if s.game == "jungle" {
			c.GoTo(&howtoScene{})
			return
		}
		c.GoTo(&rulesScene{game: s.game})
	}})
	return bs, ls
}

// sideKeys names each game's two sides (catalogue keys).
var sideKeys = map[string][2]string{
	"jungle":   {"side.red", "side.blue"},
	"ludo":     {"side.red", "side.yellow"},
	"aviation": {"side.red", "side.yellow"},
	"domino":   {"side.black", "side.white"},
}

func (s *modeScene) start(c *Context) {
	seed := c.Opts.Seed
	if seed == 0 {
		seed = uint64(c.Tick)*2654435761 + 1
	}
	switch s.game {
	case "ludo", "aviation":
		v := race.Ludo
		if s.game == "aviation" {
			v = race.Aviation
		}
		cfg := racectl.Config{Variant: v, Mode: racectl.Hotseat, Level: s.level, Seed: seed, Speed: c.AnimSpeed(), AutoMove: c.Settings.AutoMove}
		if s.ai {
			cfg.Mode, cfg.Human = racectl.VsAI, s.side
		}
		c.GoTo(newRacePlay(racectl.New(cfg, race.Start())))
		return
	case "domino":
		cfg := dominoctl.Config{Mode: dominoctl.Hotseat, Level: s.level, Seed: seed, Speed: c.AnimSpeed()}
		if s.ai {
			cfg.Mode, cfg.Human = dominoctl.VsAI, s.side
		}
		c.GoTo(newDominoPlay(dominoctl.New(cfg, deal(seed))))
		return
	}
	cfg := junglectl.Config{Mode: junglectl.Hotseat, Level: s.level, Seed: c.Opts.Seed, Speed: c.AnimSpeed()}
	if s.ai {
		cfg.Mode, cfg.Human = junglectl.VsAI, s.side
	}
	if cfg.Seed == 0 {
		cfg.Seed = uint64(c.Tick)*2654435761 + 1
	}
	c.GoTo(newJunglePlay(c, junglectl.New(cfg, jungle.Start())))
}

func (s *modeScene) Update(c *Context) {
	bs, _ := s.layout(c)
	tapButtons(c, bs)
}

func (s *modeScene) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	u := c.Screen.U
	heading(dst, c, c.T("game."+s.game), 56*u)
	bs, ls := s.layout(c)
	for _, l := range ls {
		sprites.Text(dst, l.label, sprites.Face(17*u, true), c.Screen.W/2, l.y, sprites.Center, sprites.InkSoft)
	}
	drawButtons(dst, c, bs)
}
