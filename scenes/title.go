package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/sprites"
)

// titleScene reads the saved game and the saved online seat once, when it
// opens (and again after a damaged save was dropped), never per frame.
type titleScene struct {
	read bool
	game *save.Unfinished
	room *save.Online
	acts play.Actions  // the buttons' actions, made once
	list []play.Button // the buttons, laid out anew in it every frame
	// stacks keeps the buttons' column, laid out.
	stacks play.Memo[stackKey, []layout.Rect]
}

// saved reads what the title offers to return to, the first time it is
// asked. A saved game that does not play back is reported and dropped.
func (s *titleScene) saved(c *Context) (*save.Unfinished, *save.Online) {
	if !s.read {
		var p save.Problem
		if s.game, p = c.Saves.LoadGame(); p == save.Damaged {
			c.Notify("save.damaged")
		}
		s.room = savedRoom(c)
		s.read = true
	}
	return s.game, s.room
}

func (s *titleScene) buttons(c *Context) []play.Button {
	sc := c.Screen
	u := sc.U
	top := sc.H * 0.5
	if sc.Portrait() {
		top = sc.H * 0.48
	}
	col := sc.Column(top, 360)
	bs := s.list[:0]
	g, saved := s.saved(c)
	a := &s.acts
	if g != nil {
		bs = append(bs, play.Button{Label: c.F("title.continue", c.T("game."+g.Game), modeWords(c, g.Mode, g.Level)), Style: sprites.Primary, Action: a.Of("continue", func() func() {
			return func() {
				if p, err := resumeGame(c, s.game); err == nil {
					c.GoTo(p)
				} else {
					_ = c.Saves.ClearGame()
					s.read = false
					c.Notify("save.damaged")
				}
			}
		})})
	}
	if saved != nil {
		bs = append(bs, play.Button{Label: c.T("title.online.return"), Style: sprites.Primary, Action: a.Of("return", func() func() {
			return func() { c.GoTo(resumeOnline(c, s.room)) }
		})})
	}
	style := sprites.Primary
	if len(bs) > 0 {
		style = sprites.Secondary
	}
	bs = append(bs,
		play.Button{Label: c.T("title.play"), Style: style, Action: a.Of("play", func() func() { return func() { c.GoTo(&gamesScene{}) } })},
		play.Button{Label: c.T("title.online"), Style: sprites.Secondary, Action: a.Of("online", func() func() { return func() { c.GoTo(newLobby(c)) } })},
		play.Button{Label: c.T("title.howto"), Style: sprites.Secondary, Action: a.Of("howto", func() func() { return func() { c.GoTo(&gamesScene{learn: true}) } })},
		play.Button{Label: c.T("title.stats"), Style: sprites.Secondary, Action: a.Of("stats", func() func() { return func() { c.GoTo(&statsScene{}) } })},
		play.Button{Label: c.T("title.settings"), Style: sprites.Secondary, Action: a.Of("settings", func() func() { return func() { c.GoTo(newSettings()) } })},
	)
	s.list = bs
	// Six to eight buttons must fit under the name on a short window; a
	// window on its side puts them in two columns when one is too tall.
	h, gap := 54.0, 10.0
	per := len(bs)
	if !sc.Portrait() && float64(per)*(sc.Btn(h)+sc.Gap(gap)) > sc.H-top {
		per = (per + 1) / 2
		w := min(sc.W-32*u, 2*360*u+sc.Gap(gap))
		col = layout.Rect{X: (sc.W - w) / 2, Y: top, W: (w - sc.Gap(gap)) / 2, H: col.H}
	}
	col.Y = min(col.Y, sc.H-float64(per)*(sc.Btn(h)+sc.Gap(gap))-12*u+sc.Gap(gap))
	rs := s.stacked(sc, col, per, h, gap)
	for i := range bs {
		bs[i].R = rs[i%per]
		if i >= per {
			bs[i].R.X += col.W + sc.Gap(gap)
		}
	}
	return bs
}

// stackKey is what a stack of buttons depends on.
type stackKey struct {
	sc     layout.Screen
	col    layout.Rect
	n      int
	h, gap float64
}

// stacked is sc.Stack(col, n, h, gap), kept.
func (s *titleScene) stacked(sc layout.Screen, col layout.Rect, n int, h, gap float64) []layout.Rect {
	return s.stacks.Get(stackKey{sc, col, n, h, gap}, func(k stackKey) []layout.Rect { return k.sc.Stack(k.col, k.n, k.h, k.gap) })
}

func (s *titleScene) Update(c *Context) { tapButtons(c, s.buttons(c)) }

func (s *titleScene) Draw(dst *ebiten.Image, c *Context) {
	sc := c.Screen
	u := sc.U
	titleArt.Fill(dst, titleArtKey{sc, c.T("app.title"), c.T("app.subtitle")}, func(img *ebiten.Image) {
		drawTitleArt(img, c)
	})
	// A parade of animals bobbing above the name.
	n := 8
	size := math.Min(64*u, (sc.W-40*u)/float64(n))
	y0 := sc.H*0.2 - size*0.2
	for i := 0; i < n; i++ {
		x := sc.W/2 + (float64(i)-float64(n-1)/2)*size*1.05
		bob := math.Sin(float64(c.Beat())/18+float64(i)*0.8) * 4 * u
		sprites.DrawPiece(dst, i%2, i+1, x, y0+bob, size, 0, 1)
	}
	drawButtons(dst, c, s.buttons(c))
}

// titleArt is the title's static layer: the background, the name and the
// line under it, for a screen of one size in one language.
var titleArt = sprites.NewLayer[titleArtKey]()

type titleArtKey struct {
	sc         layout.Screen
	title, sub string
}

// drawTitleArt draws the title's static layer: the background, the name
// and the line under it (the parade of animals bobs above them, live).
func drawTitleArt(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, 0)
	sc := c.Screen
	u := sc.U
	ty := sc.H * 0.33
	title := sprites.Face(72*u, true)
	sprites.ShadowText(dst, c.T("app.title"), title, sc.W/2, ty, sprites.Center, sprites.Ink, sprites.Fade(sprites.Frame, 0.35), 3*u, 4*u)
	sub := sprites.Face(20*u, false)
	subY := ty + (title.Size+sub.Size)*layout.TextBox/2 + 2*u
	sprites.Text(dst, c.T("app.subtitle"), sub, sc.W/2, subY, sprites.Center, sprites.InkSoft)
}

// gamesScene lists the games of the registry: a card for each, with what
// kind of game it is and how the player has done at it. A card opens the
// game's mode screen, or with learn (the title's How to play) its lessons.
type gamesScene struct {
	stats *save.Stats // read once, on the first frame
	learn bool
}

// heading is the list's title: the games, or how to play them.
func (s *gamesScene) heading(c *Context) string {
	if s.learn {
		return c.T("title.howto")
	}
	return c.T("games.title")
}

func (s *gamesScene) cards(c *Context) []layout.Rect {
	sc := c.Screen
	u := sc.U
	_, shift := header(c, s.heading(c))
	top := 110*u + shift
	n := len(c.Games.All())
	area := layout.Rect{X: 24 * u, Y: top, W: sc.W - 48*u, H: sc.H - top - 24*u}
	if sc.Portrait() || sc.W < 700*u {
		// The cards share the height down to the bottom of the window.
		w := math.Min(area.W, 520*u)
		col := layout.Rect{X: (sc.W - w) / 2, Y: top, W: w, H: math.Min(area.H, float64(n)*210*u)}
		return col.Rows(n, 14*u)
	}
	w := math.Min(area.W, 900*u)
	h := math.Min(area.H, 440*u)
	grid := layout.Rect{X: (sc.W - w) / 2, Y: top, W: w, H: h}
	var out []layout.Rect
	for _, row := range grid.Rows((n+1)/2, 18*u) {
		out = append(out, row.Cols(2, 18*u)...)
	}
	return out[:n]
}

func (s *gamesScene) Update(c *Context) {
	if tapButtons(c, []play.Button{{R: backRect(c), Action: func() { c.GoTo(&titleScene{}) }}}) {
		return
	}
	if !c.Ptr.Pressed {
		return
	}
	if i := layout.Hit(s.cards(c), c.Ptr.X, c.Ptr.Y); i >= 0 {
		if s.learn {
			c.GoTo(newLearnScene(c.Games.All()[i]))
			return
		}
		c.GoTo(newModeScene(c, c.Games.All()[i].Name))
	}
}

func (s *gamesScene) Draw(dst *ebiten.Image, c *Context) {
	page(dst, c, s.heading(c))
	u := c.Screen.U
	drawButtons(dst, c, []play.Button{{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary}})
	for i, r := range s.cards(c) {
		g := c.Games.All()[i]
		lift := 0.0
		if c.Ptr.Hover && r.Contains(c.Ptr.X, c.Ptr.Y) {
			lift = 3 * u
		}
		r.Y -= lift
		sprites.Panel(dst, r.X, r.Y, r.W, r.H, u)
		icon := math.Min(r.H*0.62, 96*u)
		drawGameIcon(dst, c.kitOf(g), r.X+20*u+icon/2, r.Y+r.H/2, icon)
		tx := r.X + 40*u + icon
		tw := r.W - (tx - r.X) - 16*u
		pad := math.Min(16*u, r.H*0.1)
		nameFace := sprites.Face(24*u, true)
		y := r.Y + pad
		sprites.Text(dst, c.T("game."+g.Name), nameFace, tx, y+nameFace.Size*layout.TextBox/2, sprites.Left, sprites.Ink)
		y += nameFace.Size*layout.TextBox + 4*u
		y += sprites.Paragraph(dst, c.T("game."+g.Name+".blurb"), sprites.Face(15*u, false), tx, y, tw, sprites.InkSoft)
		// What kind of game, and the player's record, at the foot of the
		// card when there is room.
		small := sprites.Face(13*u, true)
		lh := small.Size * layout.TextBox
		foot := r.Y + r.H - pad - lh/2
		lines := []struct {
			s   string
			col color.Color
		}{{c.T("game." + g.Name + ".facts"), sprites.Frame}, {s.record(c, g.Name), sprites.AccentInk}}
		for i := len(lines) - 1; i >= 0; i-- {
			if foot-lh/2 < y+2*u {
				break
			}
			sprites.Text(dst, sprites.Ellipsize(lines[i].s, small, tw), small, tx, foot, sprites.Left, lines[i].col)
			foot -= lh + 2*u
		}
	}
}

// record words the player's record at game name: played and won, or that
// the game is new to them.
func (s *gamesScene) record(c *Context, name string) string {
	if s.stats == nil {
		st, _ := c.Saves.LoadStats()
		s.stats = &st
	}
	t := s.stats.Games[name]
	if t.Played == 0 {
		return c.T("games.new")
	}
	return c.F("games.record", t.Played, t.Won)
}

// gameIcons are the games' emblems, by game and size.
var gameIcons = sprites.NewImages[iconKey](16)

type iconKey struct {
	game string
	size int
}

// drawGameIcon draws game g's emblem centred on (cx, cy), drawn once into
// a cached image for each size.
func drawGameIcon(dst *ebiten.Image, k play.Kit, cx, cy, size float64) {
	g := k.Game()
	isz := int(math.Ceil(size))
	img := gameIcons.Get(iconKey{g.Name, isz}, isz, isz, func(img *ebiten.Image) {
		k.Icon(img, float64(isz)/2, float64(isz)/2, size)
	})
	sprites.Blit(dst, img, cx-float64(isz)/2, cy-float64(isz)/2, 1)
}
