package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/sprites"
)

// statsScene shows how many games of each kind were played, won, lost and
// drawn.
type statsScene struct{}

func (s *statsScene) Update(c *Context) {
	tapButtons(c, []button{{r: backRect(c), action: func() { c.GoTo(&titleScene{}) }}})
}

func (s *statsScene) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	sc := c.Screen
	u := sc.U
	heading(dst, c, c.T("stats.title"), 56*u)
	drawButtons(dst, c, []button{{r: backRect(c), label: c.T("common.back"), style: sprites.Secondary}})
	st, _ := c.Saves.LoadStats()
	w := min(sc.W-32*u, 760*u)
	rowH := 64 * u
	r := layout.Rect{X: (sc.W - w) / 2, Y: 110 * u, W: w, H: rowH*float64(len(games.All())+1) + 40*u}
	sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
	nameW := w * 0.4
	cols := layout.Rect{X: r.X + nameW, Y: r.Y, W: w - nameW - 16*u, H: rowH}.Cols(4, 4*u)
	small := sprites.Face(min(15*u, w/40), true)
	for i, k := range []string{"stats.played", "stats.won", "stats.lost", "stats.drawn"} {
		x, _ := cols[i].Center()
		sprites.Text(dst, c.T(k), small, x, r.Y+36*u, sprites.Center, sprites.InkSoft)
	}
	big := sprites.Face(min(22*u, w/28), true)
	for gi, g := range games.All() {
		y := r.Y + 20*u + rowH*float64(gi+1)
		if gi%2 == 0 {
			sprites.RoundRect(dst, r.X+8*u, y, r.W-16*u, rowH, 12*u, sprites.Fade(sprites.PaperDeep, 0.6))
		}
		icon := rowH * 0.7
		drawGameIcon(dst, g, r.X+20*u+icon/2, y+rowH/2, icon)
		sprites.Text(dst, c.T("game."+g.Name), sprites.Face(min(19*u, w/34), true), r.X+32*u+icon, y+rowH/2, sprites.Left, sprites.Ink)
		t := st.Games[g.Name]
		for i, v := range []int{t.Played, t.Won, t.Lost, t.Drawn} {
			x, _ := cols[i].Center()
			sprites.Text(dst, fmt.Sprint(v), big, x, y+rowH/2, sprites.Center, sprites.Ink)
		}
	}
	sprites.Paragraph(dst, c.T("stats.note"), sprites.Face(15*u, false), r.X, r.Y+r.H+24*u, r.W, sprites.InkSoft)
}
