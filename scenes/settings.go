package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// settingsScene changes the language, the sound, the animation speed and the
// move hints. Every change is saved at once.
type settingsScene struct{}

func (s *settingsScene) layout(c *Context) ([]button, []labelled) {
	sc := c.Screen
	u := sc.U
	_, shift := header(c, s.title(c))
	col := sc.Column(min(120*u, sc.H*0.14)+shift, 560)
	y := col.Y
	var bs []button
	var ls []labelled
	row := func(title string, labels []string, chosen int, set func(int)) {
		ls = append(ls, labelled{title, y})
		y += 24 * u
		rs := layout.Rect{X: col.X, Y: y, W: col.W, H: 50 * u}.Cols(len(labels), 10*u)
		for i, l := range labels {
			i := i
			bs = append(bs, button{r: rs[i], label: l, style: choice(i == chosen), action: func() { set(i); c.ApplySettings() }})
		}
		y += 50*u + min(30*u, sc.H*0.025)
	}
	st := &c.Settings
	li := 0
	if c.Lang == lang.RU {
		li = 1
	}
	row(c.T("settings.language"), []string{c.T("lang.en"), c.T("lang.ru")}, li, func(i int) { st.Lang = string(lang.All[i]) })
	row(c.T("settings.sound"), []string{c.T("common.on"), c.T("common.off")}, b2i(!st.Sound), func(i int) { st.Sound = i == 0 })
	speeds := []string{save.AnimSlow, save.AnimNormal, save.AnimFast}
	si := 1
	for i, v := range speeds {
		if v == st.Anim {
			si = i
		}
	}
	row(c.T("settings.anim"), []string{c.T("anim.slow"), c.T("anim.normal"), c.T("anim.fast")}, si, func(i int) { st.Anim = speeds[i] })
	row(c.T("settings.legal"), []string{c.T("common.on"), c.T("common.off")}, b2i(!st.ShowLegal), func(i int) { st.ShowLegal = i == 0 })
	row(c.T("settings.automove"), []string{c.T("common.on"), c.T("common.off")}, b2i(!st.AutoMove), func(i int) { st.AutoMove = i == 0 })
	bs = append(bs, button{r: backRect(c), label: c.T("common.back"), style: sprites.Secondary, action: func() { c.GoTo(&titleScene{}) }})
	return bs, ls
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (s *settingsScene) Update(c *Context) { updateForm(c, s) }

func (s *settingsScene) Draw(dst *ebiten.Image, c *Context) { drawForm(dst, c, s) }

func (s *settingsScene) title(c *Context) string { return c.T("settings.title") }
