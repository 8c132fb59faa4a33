package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/sprites"
)

// firstScene picks the scene the options ask for.
func firstScene(c *Context) Scene {
	o := c.Opts
	if o.Room != "" {
		// A reload of the invite link returns to the seat taken through it.
		if saved, _ := c.Saves.LoadOnline(); saved != nil && strings.EqualFold(saved.Code, o.Room) {
			return resumeOnline(c, saved)
		}
		return joinRoom(c, o.Room)
	}
	if o.Game == "" && o.Scene == "" && o.Screenshot == "" {
		// A running online game comes back by itself after a reload or a
		// restart.
		if saved, _ := c.Saves.LoadOnline(); saved != nil {
			return resumeOnline(c, saved)
		}
	}
	if o.Scene == "online" {
		return lobbyFromOptions(c)
	}
	if o.Game != "" && o.Game != "jungle" {
		return gameFromOptions(c)
	}
	if o.Game == "jungle" || o.Scene == "play" || o.Scene == "result" {
		p, err := newJunglePlayFromOptions(c)
		if err != nil {
			println("cannot start the game:", err.Error())
			return &titleScene{}
		}
		if o.Scene == "result" {
			p.ctl.Resign()
			return &resultScene{play: p}
		}
		if o.Hint {
			p.hintNow(c)
		}
		return p
	}
	switch o.Scene {
	case "games":
		return &gamesScene{}
	case "mode":
		return newModeScene(c, "jungle")
	case "stats":
		return &statsScene{}
	case "settings":
		return &settingsScene{}
	case "howto":
		return &howtoScene{page: max(0, o.Page-1)}
	}
	return &titleScene{}
}

type titleScene struct{}

func (s *titleScene) buttons(c *Context) []button {
	sc := c.Screen
	u := sc.U
	top := sc.H * 0.5
	if sc.Portrait() {
		top = sc.H * 0.48
	}
	col := sc.Column(top, 360)
	var bs []button
	if g, _ := c.Saves.LoadGame(); g != nil {
		bs = append(bs, button{label: c.T("title.continue"), style: sprites.Primary, action: func() {
			if p, err := resumeGame(c, g); err == nil {
				c.GoTo(p)
			} else {
				_ = c.Saves.ClearGame()
				c.Notify("save.damaged")
			}
		}})
	}
	if saved, _ := c.Saves.LoadOnline(); saved != nil {
		bs = append(bs, button{label: c.T("title.online.return"), style: sprites.Primary, action: func() { c.GoTo(resumeOnline(c, saved)) }})
	}
	style := sprites.Primary
	if len(bs) > 0 {
		style = sprites.Secondary
	}
	bs = append(bs,
		button{label: c.T("title.play"), style: style, action: func() { c.GoTo(&gamesScene{}) }},
		button{label: c.T("title.online"), style: sprites.Secondary, action: func() { c.GoTo(newLobby()) }},
		button{label: c.T("title.howto"), style: sprites.Secondary, action: func() { c.GoTo(&howtoScene{}) }},
		button{label: c.T("title.stats"), style: sprites.Secondary, action: func() { c.GoTo(&statsScene{}) }},
		button{label: c.T("title.settings"), style: sprites.Secondary, action: func() { c.GoTo(&settingsScene{}) }},
	)
	// Six to eight buttons must fit under the name on a short window.
	h, gap := 54.0, 10.0
	col.Y = min(col.Y, sc.H-float64(len(bs))*(h+gap)*u-12*u)
	rs := sc.Stack(col, len(bs), h, gap)
	for i := range bs {
		bs[i].r = rs[i]
	}
	return bs
}

func (s *titleScene) Update(c *Context) { tapButtons(c, s.buttons(c)) }

func (s *titleScene) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	sc := c.Screen
	u := sc.U
	// A parade of animals bobbing above the name.
	n := 8
	size := math.Min(64*u, (sc.W-40*u)/float64(n))
	y0 := sc.H*0.2 - size*0.2
	for i := 0; i < n; i++ {
		x := sc.W/2 + (float64(i)-float64(n-1)/2)*size*1.05
		bob := math.Sin(float64(c.Tick)/18+float64(i)*0.8) * 4 * u
		sprites.DrawPiece(dst, i%2, i+1, x, y0+bob, size, 0, 1)
	}
	ty := sc.H * 0.33
	sprites.Text(dst, c.T("app.title"), sprites.Face(72*u, true), sc.W/2+3*u, ty+4*u, sprites.Center, sprites.Fade(sprites.Frame, 0.35))
	sprites.Text(dst, c.T("app.title"), sprites.Face(72*u, true), sc.W/2, ty, sprites.Center, sprites.Ink)
	sprites.Text(dst, c.T("app.subtitle"), sprites.Face(20*u, false), sc.W/2, ty+52*u, sprites.Center, sprites.InkSoft)
	drawButtons(dst, c, s.buttons(c))
}

// gameFromOptions starts a Ludo, Aviation Ludo or dominoes game from the
// command line, or its result screen (-scene result resigns it).
func gameFromOptions(c *Context) Scene {
	o := c.Opts
	var p finishedGame
	var err error
	switch o.Game {
	case "ludo":
		var rp *racePlay
		rp, err = newRacePlayFromOptions(c, race.Ludo)
		if err == nil {
			p = rp
			if o.Scene == "result" {
				rp.ctl.Resign()
			}
		}
	case "aviation":
		var rp *racePlay
		rp, err = newRacePlayFromOptions(c, race.Aviation)
		if err == nil {
			p = rp
			if o.Scene == "result" {
				rp.ctl.Resign()
			}
		}
	case "domino":
		var dp *dominoPlay
		dp, err = newDominoPlayFromOptions(c)
		if err == nil {
			p = dp
			if o.Scene == "result" && !dp.ctl.Over() {
				dp.ctl.Resign()
			}
		}
	default:
		err = fmt.Errorf("unknown game %q", o.Game)
	}
	if err != nil {
		println("cannot start the game:", err.Error())
		return &titleScene{}
	}
	if h, ok := p.(interface{ hintNow(*Context) }); ok && o.Hint {
		h.hintNow(c)
	}
	switch o.Scene {
	case "result":
		return &resultScene{play: p}
	case "mode":
		return newModeScene(c, o.Game)
	case "howto":
		return &rulesScene{game: o.Game, page: max(0, o.Page-1)}
	}
	return p
}

// gamesScene lists the four games.
type gamesScene struct{}

type gameCard struct {
	id, name, blurb string
	ready           bool
}

var gameCards = []gameCard{
	{"jungle", "game.jungle", "game.jungle.blurb", true},
	{"ludo", "game.ludo", "game.ludo.blurb", true},
	{"aviation", "game.aviation", "game.aviation.blurb", true},
	{"domino", "game.domino", "game.domino.blurb", true},
}

func (s *gamesScene) cards(c *Context) []layout.Rect {
	sc := c.Screen
	u := sc.U
	top := 110 * u
	area := layout.Rect{X: 24 * u, Y: top, W: sc.W - 48*u, H: sc.H - top - 24*u}
	if sc.Portrait() || sc.W < 700*u {
		w := math.Min(area.W, 520*u)
		col := layout.Rect{X: (sc.W - w) / 2, Y: top, W: w, H: math.Min(area.H, 4*130*u)}
		return col.Rows(4, 14*u)
	}
	w := math.Min(area.W, 900*u)
	h := math.Min(area.H, 440*u)
	grid := layout.Rect{X: (sc.W - w) / 2, Y: top, W: w, H: h}
	var out []layout.Rect
	for _, row := range grid.Rows(2, 18*u) {
		out = append(out, row.Cols(2, 18*u)...)
	}
	return out
}

func (s *gamesScene) Update(c *Context) {
	if tapButtons(c, []button{{r: backRect(c), action: func() { c.GoTo(&titleScene{}) }}}) {
		return
	}
	if !c.Ptr.Pressed {
		return
	}
	if i := layout.Hit(s.cards(c), c.Ptr.X, c.Ptr.Y); i >= 0 {
		if gameCards[i].ready {
			c.GoTo(newModeScene(c, gameCards[i].id))
		} else {
			c.Notify("common.soon")
		}
	}
}

func (s *gamesScene) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	u := c.Screen.U
	heading(dst, c, c.T("games.title"), 56*u)
	drawButtons(dst, c, []button{{r: backRect(c), label: c.T("common.back"), style: sprites.Secondary}})
	for i, r := range s.cards(c) {
		g := gameCards[i]
		hover := c.Ptr.Hover && r.Contains(c.Ptr.X, c.Ptr.Y) && g.ready
		lift := 0.0
		if hover {
			lift = 3 * u
		}
		sprites.Panel(dst, r.X, r.Y-lift, r.W, r.H, u)
		icon := math.Min(r.H*0.7, 96*u)
		ix, iy := r.X+20*u+icon/2, r.Y-lift+r.H/2
		isz := int(math.Ceil(icon))
		img := sprites.Cached(fmt.Sprintf("icon/%s/%d", g.id, isz), isz, isz, func(img *ebiten.Image) {
			drawGameIcon(img, g.id, float64(isz)/2, float64(isz)/2, icon, 0)
		})
		sprites.Blit(dst, img, ix-float64(isz)/2, iy-float64(isz)/2, 1)
		tx := r.X + 40*u + icon
		tw := r.W - (tx - r.X) - 16*u
		nameFace := sprites.Face(24*u, true)
		sprites.Text(dst, c.T(g.name), nameFace, tx, r.Y-lift+r.H*0.3, sprites.Left, sprites.Ink)
		sprites.Paragraph(dst, c.T(g.blurb), sprites.Face(15*u, false), tx, r.Y-lift+r.H*0.3+18*u, tw, sprites.InkSoft)
		if !g.ready {
			label := c.T("common.soon")
			f := sprites.Face(13*u, true)
			bw := sprites.Measure(label, f) + 20*u
			sprites.RoundRect(dst, r.X+r.W-bw-12*u, r.Y+12*u, bw, 26*u, 13*u, sprites.PaperDeep)
			sprites.Text(dst, label, f, r.X+r.W-bw/2-12*u, r.Y+25*u, sprites.Center, sprites.InkSoft)
			sprites.RoundRect(dst, r.X, r.Y, r.W, r.H, 18*u, sprites.Fade(sprites.Paper, 0.35))
		}
	}
}

// drawGameIcon draws a small emblem of each game.
func drawGameIcon(dst *ebiten.Image, id string, cx, cy, size float64, tick int) {
	switch id {
	case "jungle":
		sprites.Circle(dst, cx, cy, size*0.5, sprites.Grass)
		sprites.DrawPiece(dst, 0, 7, cx, cy, size*0.95, 0, 1)
	case "ludo":
		sprites.RoundRect(dst, cx-size/2, cy-size/2, size, size, size*0.16, sprites.White)
		cols := []uint32{0xE2553F, 0x4E9A5B, 0xF2C230, 0x3D7FDB}
		for i, col := range cols {
			x := cx - size/4 + float64(i%2)*size/2
			y := cy - size/4 + float64(i/2)*size/2
			sprites.RoundRect(dst, x-size*0.2, y-size*0.2, size*0.4, size*0.4, size*0.08, sprites.Fade(rgbOf(col), 1))
			sprites.Circle(dst, x, y, size*0.09, sprites.White)
		}
	case "aviation":
		sprites.Circle(dst, cx, cy, size*0.48, rgbOf(0xCFE4F2))
		s := size * 0.4
		sprites.Poly(dst, rgbOf(0x3D7FDB), cx, cy-s, cx+s*0.18, cy-s*0.2, cx+s, cy+s*0.1, cx+s*0.18, cy+s*0.15, cx+s*0.12, cy+s*0.7, cx+s*0.4, cy+s*0.9, cx-s*0.4, cy+s*0.9, cx-s*0.12, cy+s*0.7, cx-s*0.18, cy+s*0.15, cx-s, cy+s*0.1, cx-s*0.18, cy-s*0.2)
	case "domino":
		w, h := size*0.46, size*0.9
		sprites.RoundRect(dst, cx-w/2, cy-h/2, w, h, size*0.08, sprites.Ink)
		sprites.Line(dst, cx-w*0.35, cy, cx+w*0.35, cy, size*0.02, sprites.White)
		for _, d := range [][2]float64{{-0.2, -0.32}, {0.2, -0.18}, {0, -0.25}, {-0.2, 0.15}, {0.2, 0.15}, {-0.2, 0.35}, {0.2, 0.35}} {
			sprites.Circle(dst, cx+d[0]*w, cy+d[1]*h, size*0.045, sprites.White)
		}
	}
}
