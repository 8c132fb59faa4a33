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

// statKeys are the columns of the statistics.
var statKeys = []string{"stats.played", "stats.won", "stats.lost", "stats.drawn"}

func (s *statsScene) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	sc := c.Screen
	u := sc.U
	heading(dst, c, c.T("stats.title"))
	_, shift := header(c, c.T("stats.title"))
	drawButtons(dst, c, []button{{r: backRect(c), label: c.T("common.back"), style: sprites.Secondary}})
	st, _ := c.Saves.LoadStats()
	w := min(sc.W-32*u, 760*u)
	small := sprites.Face(min(15*u, w/40), true)
	// A row a game, its numbers under the column heads, when the heads fit
	// their columns; else each game's name over its four numbers, each
	// with its own head.
	nameW := w * 0.4
	cols := layout.Rect{X: (sc.W-w)/2 + nameW, W: w - nameW - 16*u}.Cols(4, 4*u)
	stacked := false
	for _, k := range statKeys {
		stacked = stacked || sprites.Measure(c.T(k), small) > cols[0].W
	}
	rowH := 64 * u
	headH := 40 * u
	if stacked {
		rowH = 110 * u
		headH = 0
	}
	r := layout.Rect{X: (sc.W - w) / 2, Y: 110*u + shift, W: w, H: headH + rowH*float64(len(games.All())) + 24*u}
	sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
	if !stacked {
		for i, k := range statKeys {
			x, _ := cols[i].Center()
			sprites.Text(dst, c.T(k), small, x, r.Y+36*u, sprites.Center, sprites.InkSoft)
		}
	}
	big := sprites.Face(min(22*u, w/28), true)
	name := sprites.Face(min(19*u, w/34), true)
	for gi, g := range games.All() {
		row := layout.Rect{X: r.X + 8*u, Y: r.Y + 12*u + headH + rowH*float64(gi), W: r.W - 16*u, H: rowH}
		if gi%2 == 0 {
			sprites.RoundRect(dst, row.X, row.Y, row.W, row.H, 12*u, sprites.Fade(sprites.PaperDeep, 0.6))
		}
		icon := 64 * u * 0.7
		nameY := row.Y + row.H/2
		if stacked {
			nameY = row.Y + 28*u
			cols = layout.Rect{X: row.X, W: row.W}.Cols(4, 4*u)
		}
		drawGameIcon(dst, g, row.X+12*u+icon/2, nameY, icon)
		sprites.Text(dst, c.T("game."+g.Name), name, row.X+24*u+icon, nameY, sprites.Left, sprites.Ink)
		t := st.Games[g.Name]
		for i, v := range []int{t.Played, t.Won, t.Lost, t.Drawn} {
			x, _ := cols[i].Center()
			y := row.Y + row.H/2
			if stacked {
				y = row.Y + 68*u
				sprites.Text(dst, c.T(statKeys[i]), small, x, y+24*u, sprites.Center, sprites.InkSoft)
			}
			sprites.Text(dst, fmt.Sprint(v), big, x, y, sprites.Center, sprites.Ink)
		}
	}
	sprites.Paragraph(dst, c.T("stats.note"), sprites.Face(15*u, false), r.X, r.Y+r.H+24*u, r.W, sprites.InkSoft)
}
