package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/sprites"
)

// resultScene shows who won and why over the final board.
type resultScene struct {
	play   *playScene
	online *onlineRoom // an online game's room: rematch and the dice check
	since  int         // the tick the card came up
	detail bool        // the dice check's details are shown (a tap on its line)
	// judge is the review's judgement of the game, worked out while the
	// card is up (a game with its history kept): the card says each
	// side's accuracy and luck, and Review takes it over.
	judge *chances
	// judgeTried: the judgement was asked for (it may not have started:
	// a game that does not replay).
	judgeTried bool
}

// judging reports whether the card says the sides' figures: a finished
// game whose history the app kept, off the network or online, with a move
// to judge.
func (s *resultScene) judging() bool {
	return s.play.finished != nil && len(s.play.finished.Actions) > 0
}

// startJudge starts the judgement once.
func (s *resultScene) startJudge(c *Context) {
	if s.judgeTried || !s.judging() {
		return
	}
	s.judgeTried = true
	f := *s.play.finished
	g := s.play.b.Game()
	if states, acts, err := g.Replay(f.Start, f.Actions); err == nil {
		s.judge = judge(g, f, states, acts)
	}
}

// stopJudge abandons the judgement (the card is left for good).
func (s *resultScene) stopJudge() {
	if s.judge != nil {
		s.judge.stop()
	}
}

// judgeLines are the card's lines of the sides' figures: a line a side
// once judged, the work's progress before.
func (s *resultScene) judgeLines(c *Context) []string {
	if s.judge == nil {
		return []string{c.F("review.working", 0), ""}
	}
	var who func(engine.Seat) string // online, the players by their names ("You" for the player's own)
	if o := s.online; o != nil {
		who = func(seat engine.Seat) string {
			if !o.t.S.Spectator() && seat == o.seat() {
				return c.T("play.you")
			}
			return o.who(c, seat)
		}
	}
	if lines := s.judge.sideLines(c, s.play.b.Game(), who); len(lines) > 0 {
		return lines
	}
	return []string{c.F("review.working", int(100*s.judge.progress())), ""}
}

// judgeFace is the face of the sides' figures.
func judgeFace(c *Context) *sprites.Font { return sprites.Face(15*c.Screen.U, false) }

// figuresH is the height the sides' figures would add to the card: two
// lines, or nothing for a game not judged.
func (s *resultScene) figuresH(c *Context) float64 {
	if !s.judging() {
		return 0
	}
	if s.judgeTried && (s.judge == nil || s.judge.failed()) {
		return 0 // not judged (a game that does not replay, or whose judgement failed)
	}
	return 2*max(20*c.Screen.U, judgeFace(c).Size*layout.TextBox) + 14*c.Screen.U // 6 units above, 8 under
}

// judgeH is the height the sides' figures add to the card: figuresH, or
// nothing where the card would not fit the screen with them even with
// its buttons two abreast (the review still has them).
func (s *resultScene) judgeH(c *Context) float64 {
	h := s.figuresH(c)
	if h > 0 && !s.beside(c) && s.cardH(c)+h > cardRoom(c) {
		return 0
	}
	return h
}

// cardH is the card's height without the sides' figures: its text and
// its buttons under it, or, with the buttons beside the text, the taller
// of the text and the column of buttons.
func (s *resultScene) cardH(c *Context) float64 {
	n := len(s.choices(c))
	if s.beside(c) {
		return max(s.cardText(c)+24*c.Screen.U, s.column(c, n)+48*c.Screen.U-s.figuresH(c))
	}
	return s.cardText(c) + s.block(c, n)
}

// textW is the width of the card's text (the whole card, unless its
// buttons stand beside the text).
func textW(c *Context) float64 { return min(c.Screen.W-32*c.Screen.U, 520*c.Screen.U) }

// besideW is the width of the column of buttons beside the card's text,
// its margin to the card's right edge included.
func besideW(c *Context) float64 { return 224 * c.Screen.U }

// beside reports whether the card's buttons stand in a column beside its
// text: where the sides' figures would not fit above them even two abreast
// (a phone on its side) and the screen is wide enough for both columns.
func (s *resultScene) beside(c *Context) bool {
	f := s.figuresH(c)
	if f == 0 {
		return false
	}
	sc := c.Screen
	n := len(s.choices(c))
	if s.cardText(c)+f+s.block(c, n) <= cardRoom(c) {
		return false
	}
	return sc.W-32*sc.U >= textW(c)+besideW(c) &&
		s.cardText(c)+f+24*sc.U <= cardRoom(c) && s.column(c, n)+48*sc.U <= cardRoom(c)
}

// column is the height of n buttons one under another.
func (s *resultScene) column(c *Context, n int) float64 {
	return float64(n)*c.Screen.Btn(50) + float64(n-1)*c.Screen.Gap(10)
}

// cardText is the height of what the card holds above its buttons, the
// sides' figures left out: the result, what the game adds, and online the
// dice check (a game with dice or a deal) and the rating.
func (s *resultScene) cardText(c *Context) float64 {
	u := c.Screen.U
	h := 136*u + s.resultExtra(c)
	if s.online != nil {
		if msg, _ := s.online.checkText(c); msg != "" {
			h += 44 * u
		} else {
			h += 24 * u // the rating's margin above the buttons
		}
		h += s.ratingH(c)
	}
	return h
}

// resultLines is the title of a finished game (a draw, the person's win or
// loss when one person plays, else the winning side) and why it ended.
func (p *playScene) resultLines(c *Context) (title, why string) {
	ctl := p.b.Base()
	o := ctl.Outcome()
	g := p.b.Game()
	winner, named := "", false
	if p.online != nil {
		winner, named = p.online.named(c, o.Winner)
	}
	switch v := ctl.Cfg.Mode.Verdict(o, ctl.Cfg.Human); {
	case v == play.Drawn:
		title = c.T("result.draw")
	case (ctl.Cfg.Watch || v == play.Lost) && named:
		title = c.F("online.result.name", winner) // online, by name
	case ctl.Cfg.Watch && o.Winner.Valid():
		title = c.T("result.win." + g.Rules.SideNames[o.Winner]) // a spectator's: the winning side
	case v == play.Lost:
		title = c.T(lossKey(ctl.Cfg.Mode))
	default:
		title = c.T("result.win.you")
		if !ctl.Cfg.Mode.OneHuman() {
			title = c.T("result.win." + g.Rules.SideNames[o.Winner])
		}
	}
	loser := play.SideName(&c.Host, g, o.Winner.Other())
	if p.online != nil {
		loser = p.online.who(c, o.Winner.Other())
	}
	switch o.Reason {
	case "agreement":
		return title, c.T("result.why.agreement")
	case "abandon":
		return title, c.F("result.why.abandon", loser)
	case "resign":
		return title, c.F("result.why.resign", loser)
	case room.ReasonTime:
		return title, c.F("result.why.time", loser)
	case room.ReasonForfeit:
		return title, c.F("result.why.forfeit", loser)
	}
	return title, p.b.Why(&c.Host, o)
}

// lossKey is the title of a game the one person lost.
func lossKey(m play.Mode) string {
	if m == play.Online {
		return "online.result.lose"
	}
	return "result.win.ai"
}

// resultExtra is the height of what the game adds to the card.
func (s *resultScene) resultExtra(c *Context) float64 {
	if d, ok := s.play.b.(play.ResultDetail); ok {
		return d.ResultExtra(&c.Host)
	}
	return 0
}

func (s *resultScene) card(c *Context) layout.Rect {
	sc := c.Screen
	u := sc.U
	w := textW(c)
	if s.beside(c) {
		w += besideW(c)
	}
	h := min(s.cardH(c)+s.judgeH(c), sc.H-24*u)
	return layout.Rect{X: (sc.W - w) / 2, Y: (sc.H - h) / 2, W: w, H: h}
}

// ratingLines is a rated game's line on the card, wrapped, and its face.
func (s *resultScene) ratingLines(c *Context, w float64) ([]string, *sprites.Font) {
	face := sprites.Face(16*c.Screen.U, true)
	var out []string
	for _, l := range s.online.ratingLines(c) {
		out = append(out, sprites.Wrap(l, face, w)...)
	}
	return out, face
}

// ratingH is the height the rating's lines add to the card.
func (s *resultScene) ratingH(c *Context) float64 {
	u := c.Screen.U
	lines, face := s.ratingLines(c, min(c.Screen.W-32*u, 520*u)-40*u)
	return float64(len(lines)) * max(22*u, face.Size*layout.TextBox)
}

// choices are the card's buttons, not yet placed: play again (online the
// rematch), review the game when the history has it, see the board, the
// menu.
func (s *resultScene) choices(c *Context) []play.Button {
	var bs []play.Button
	if s.online != nil && !s.online.t.S.Spectator() {
		bs = append(bs, s.online.rematchButton(c))
	} else if s.online == nil {
		bs = append(bs, play.Button{Label: c.T("result.again"), Style: sprites.Primary, Action: func() { s.stopJudge(); c.GoTo(s.play.restart(c)) }})
	}
	if f := s.play.finished; f != nil {
		bs = append(bs, play.Button{Label: c.T("result.review"), Style: sprites.Secondary, Action: func() {
			if r, err := reviewJudged(c, *f, func() Scene { return s }, s.judge); err == nil {
				c.GoTo(r)
			}
		}})
	}
	bs = append(bs, play.Button{Label: c.T("result.board"), Style: sprites.Secondary, Action: func() { c.GoTo(s.play) }})
	menu := play.Button{Label: c.T("common.menu"), Style: sprites.Secondary, Action: func() { s.stopJudge(); c.GoTo(&titleScene{}) }}
	if s.online != nil {
		menu.Action = func() { s.online.leave(c) }
	}
	return append(bs, menu)
}

// block is the height of n buttons on the card, with the margin under
// them: one under another, or two abreast where a column of them would not
// fit the screen (a phone on its side).
func (s *resultScene) block(c *Context, n int) float64 {
	sc := c.Screen
	cols := s.cols(c, n)
	rows := (n + cols - 1) / cols
	return float64(rows)*sc.Btn(50) + float64(rows-1)*sc.Gap(10) + 24*sc.U
}

// cols is how many buttons of n stand abreast on the card: two where a
// column would not fit the screen with the rest of the card.
func (s *resultScene) cols(c *Context, n int) int {
	sc := c.Screen
	u := sc.U
	column := s.column(c, n) + 24*u
	if n >= 4 && s.cardText(c)+s.figuresH(c)+column > cardRoom(c) {
		return 2
	}
	return 1
}

// textCol is the part of the card its text takes: the whole card, or its
// left part when the buttons stand beside the text.
func (s *resultScene) textCol(c *Context) layout.Rect {
	r := s.card(c)
	r.W = textW(c)
	return r
}

// textFoot is the height on the screen that the card's lowest text lines
// (the sides' figures, the dice check, the rating) stand just above: the
// top of its buttons, or near the card's foot when they stand beside.
func (s *resultScene) textFoot(c *Context) float64 {
	if s.beside(c) {
		r := s.card(c)
		return r.Y + r.H - 16*c.Screen.U
	}
	return s.buttons(c)[0].R.Y
}

// cardRoom is the most a card should take of the screen's height: a
// margin, and room above it for the medallion that stands on its top.
func cardRoom(c *Context) float64 { return c.Screen.H - 72*c.Screen.U }

func (s *resultScene) buttons(c *Context) []play.Button {
	sc := c.Screen
	u := sc.U
	r := s.card(c)
	bs := s.choices(c)
	if s.beside(c) {
		h := s.column(c, len(bs))
		area := layout.Rect{X: r.X + textW(c), Y: r.Y + (r.H-h)/2, W: besideW(c) - 24*u, H: h}
		for i, row := range area.Rows(len(bs), sc.Gap(10)) {
			bs[i].R = row
		}
		return bs
	}
	h := s.block(c, len(bs)) - 24*u
	area := layout.Rect{X: r.X + 24*u, Y: r.Y + r.H - 24*u - h, W: r.W - 48*u, H: h}
	cols := s.cols(c, len(bs))
	rows := area.Rows((len(bs)+cols-1)/cols, sc.Gap(10))
	for i := range bs {
		bs[i].R = rows[i/cols].Cols(cols, sc.Gap(10))[i%cols]
	}
	return bs
}

func (s *resultScene) Update(c *Context) {
	s.startJudge(c)
	if s.online != nil && s.online.tick(c) {
		return
	}
	if tapButtons(c, s.buttons(c)) || !c.Ptr.Pressed || s.online == nil {
		return
	}
	if _, _, r := s.checkLines(c); r.Contains(c.Ptr.X, c.Ptr.Y) && s.online.checkDetail(c) != "" {
		s.detail = !s.detail
	}
}

// checkLines is the dice check as the card shows it — its plain line, or
// its details once its line was tapped — wrapped, its face, and the
// rectangle it takes just above the buttons.
func (s *resultScene) checkLines(c *Context) ([]string, *sprites.Font, layout.Rect) {
	u := c.Screen.U
	msg, _ := s.online.checkText(c)
	face := sprites.Face(15*u, true)
	if d := s.online.checkDetail(c); d != "" {
		msg += " ›"
		if s.detail {
			msg, face = d, sprites.Face(13*u, false)
		}
	}
	if msg == "" {
		return nil, face, layout.Rect{}
	}
	r := s.textCol(c)
	lines := sprites.Wrap(msg, face, r.W-40*u)
	lh := max(20*u, face.Size*layout.TextBox)
	bottom := s.textFoot(c) - 26*u + lh/2 - s.judgeH(c)
	top := bottom - float64(len(lines))*lh
	return lines, face, layout.Rect{X: r.X + 12*u, Y: top, W: r.W - 24*u, H: bottom - top}
}

func (s *resultScene) Draw(dst *ebiten.Image, c *Context) {
	s.play.Draw(dst, c)
	sc := c.Screen
	u := sc.U
	sprites.RoundRect(dst, 0, 0, sc.W, sc.H, 0, sprites.Fade(sprites.Ink, 0.45))
	sprites.Cover(dst, sc.Full())
	ctl := s.play.b.Base()
	// A win is celebrated: paper falls behind the card and light turns
	// round the medallion. A loss gets a quieter card.
	won := ctl.Cfg.Mode.Verdict(ctl.Outcome(), ctl.Cfg.Human) == play.Won
	if won && c.Motion() {
		sprites.Confetti(dst, sc.W, sc.H, c.Tick-s.since, u)
	}
	card := s.card(c)
	sprites.Panel(dst, card.X, card.Y, card.W, card.H, u)
	sprites.Mark(dst, layout.KindCard, card, false)
	r := s.textCol(c)
	title, why := s.play.resultLines(c)
	titleCol := sprites.Ink
	switch {
	case won:
		titleCol = sprites.AccentInk
		sprites.Rays(dst, r.X+r.W/2, r.Y+4*u, 76*u, c.Beat()-s.since)
	default:
		titleCol = sprites.InkSoft
	}
	s.play.b.Emblem(dst, &c.Host, ctl.Outcome(), r.X+r.W/2, r.Y+4*u, 70*u)
	sprites.Text(dst, title, sprites.Face(32*u, true), r.X+r.W/2, r.Y+62*u, sprites.Center, titleCol)
	whyFace := sprites.Face(17*u, false)
	whyH := max(24*u, whyFace.Size*layout.TextBox) // the floor of every text may be taller than 24 units
	for i, l := range sprites.Wrap(why, whyFace, r.W-48*u) {
		sprites.Text(dst, l, whyFace, r.X+r.W/2, r.Y+100*u+float64(i)*whyH, sprites.Center, sprites.InkSoft)
	}
	if d, ok := s.play.b.(play.ResultDetail); ok {
		d.RenderResultExtra(dst, &c.Host, layout.Rect{X: r.X + 20*u, Y: r.Y + 150*u, W: r.W - 40*u, H: d.ResultExtra(&c.Host) - 10*u})
	}
	if s.judgeH(c) > 0 {
		// The sides' figures, just above the buttons.
		face := judgeFace(c)
		lh := max(20*u, face.Size*layout.TextBox)
		y := s.textFoot(c) - 8*u - 2*lh + lh/2
		for i, l := range s.judgeLines(c) {
			sprites.Text(dst, sprites.Ellipsize(l, face, r.W-40*u), face, r.X+r.W/2, y+float64(i)*lh, sprites.Center, sprites.InkSoft)
		}
	}
	if s.online != nil {
		_, ok := s.online.checkText(c)
		col := sprites.Frame
		if !ok {
			col = sprites.RedDark
		}
		// The check sits just above the buttons, its last line lowest.
		lines, face, box := s.checkLines(c)
		lh := box.H / float64(max(1, len(lines)))
		for i, l := range lines {
			sprites.Text(dst, l, face, r.X+r.W/2, box.Y+lh/2+float64(i)*lh, sprites.Center, col)
		}
		// The rating, above the check (or where the check would be).
		rl, rface := s.ratingLines(c, r.W-40*u)
		rh := max(22*u, rface.Size*layout.TextBox)
		bottom := box.Y
		if len(lines) == 0 {
			bottom = s.textFoot(c) - 20*u + rh/2 - s.judgeH(c)
		}
		for i, l := range rl {
			sprites.Text(dst, l, rface, r.X+r.W/2, bottom-float64(len(rl)-i)*rh+rh/2, sprites.Center, sprites.Ink)
		}
		s.online.drawStatus(dst, c)
	}
	drawButtons(dst, c, s.buttons(c))
}
