package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/scenes/junglectl"
	"github.com/plyyard/plyyard/scenes/layout"
	"github.com/plyyard/plyyard/sprites"
)

// resultScene shows who won and why over the final board.
type resultScene struct{ play *junglePlay }

func (s *resultScene) card(c *Context) layout.Rect {
	sc := c.Screen
	u := sc.U
	w := min(sc.W-32*u, 480*u)
	h := 330 * u
	return layout.Rect{X: (sc.W - w) / 2, Y: (sc.H - h) / 2, W: w, H: h}
}

func (s *resultScene) buttons(c *Context) []button {
	u := c.Screen.U
	r := s.card(c)
	rows := layout.Rect{X: r.X + 24*u, Y: r.Y + r.H - 24*u - 3*50*u - 2*10*u, W: r.W - 48*u, H: 3*50*u + 2*10*u}.Rows(3, 10*u)
	ctl := s.play.ctl
	return []button{
		{r: rows[0], label: c.T("result.again"), style: sprites.Primary, action: func() {
			cfg := ctl.Cfg
			cfg.Seed = cfg.Seed*6364136223846793005 + 1442695040888963407
			c.GoTo(newJunglePlay(c, junglectl.New(cfg, jungle.Start())))
		}},
		{r: rows[1], label: c.T("result.board"), style: sprites.Secondary, action: func() { c.GoTo(s.play) }},
		{r: rows[2], label: c.T("common.menu"), style: sprites.Secondary, action: func() { c.GoTo(&titleScene{}) }},
	}
}

func (s *resultScene) Update(c *Context) { tapButtons(c, s.buttons(c)) }

func (s *resultScene) Draw(dst *ebiten.Image, c *Context) {
	s.play.Draw(dst, c)
	sc := c.Screen
	u := sc.U
	sprites.RoundRect(dst, 0, 0, sc.W, sc.H, 0, sprites.Fade(sprites.Ink, 0.45))
	r := s.card(c)
	sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
	ctl := s.play.ctl
	title, why := resultText(c, ctl)
	o := ctl.Outcome()
	if o.Status == engine.Win {
		sprites.DrawPiece(dst, int(o.Winner), 7, r.X+r.W/2, r.Y+4*u, 70*u, 0, 1)
	}
	sprites.Text(dst, title, sprites.Face(32*u, true), r.X+r.W/2, r.Y+62*u, sprites.Center, sprites.Ink)
	lines := sprites.Wrap(why, sprites.Face(17*u, false), r.W-48*u)
	for i, l := range lines {
		sprites.Text(dst, l, sprites.Face(17*u, false), r.X+r.W/2, r.Y+100*u+float64(i)*24*u, sprites.Center, sprites.InkSoft)
	}
	drawButtons(dst, c, s.buttons(c))
}
