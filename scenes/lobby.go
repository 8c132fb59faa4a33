package scenes

import (
	"errors"
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/sprites"
)

// lobbyScene opens or joins a room, then waits for the opponent (showing
// the code and the invite link) or for the connection, and moves to the
// game's board as soon as it exists.
type lobbyScene struct {
	room *onlineRoom
	game string
	side string
	// clock is the time control chosen for a room opened here ("": the
	// game's own; room.ClockNone: none, for a room that is not public).
	clock string
	code  string
	err   string
	// public: the room opened here is listed for anyone to take its seat.
	public bool
	// quick: the room is a quick match's, asked for at tick quickAt.
	quick   bool
	quickAt int
	// typing: joining with a code is a page of its own, and shown.
	typing bool
}

// quickOffer is how long a quick match waits (in ticks) before the wait
// offers a game against the computer.
const quickOffer = 30 * 60

func newLobby(c *Context) *lobbyScene {
	return &lobbyScene{game: c.Games.First().Name, side: room.SideRandom}
}

// lobbyFromOptions opens the lobby; with -game it opens a room for that
// game at once, with -side's seat when given.
func lobbyFromOptions(c *Context) Scene {
	l := newLobby(c)
	o := c.Opts
	if code, ok := strings.CutPrefix(o.Select, "code:"); ok {
		// The code typed so far, on its page where it has one.
		l.typing = true
		for _, ch := range code {
			l.key(ch)
		}
	}
	if o.Game == "" {
		return l
	}
	l.game = o.Game
	switch {
	case o.Side == "first":
		l.side = room.SideFirst
	case o.Side == "second" || secondSide(c, o.Game, o.Side):
		l.side = room.SideSecond
	}
	l.create(c)
	return l
}

// joinRoom connects to the room with code and waits in the lobby.
func joinRoom(c *Context, code string) Scene {
	l := newLobby(c)
	l.code = strings.ToUpper(code)
	l.join(c)
	return l
}

func (s *lobbyScene) create(c *Context) { s.open(c, false) }

// open opens a room for the chosen game and side, listed in the lobby
// when public.
func (s *lobbyScene) open(c *Context, public bool) {
	cfg, err := sessionConfig(c)
	if err != nil {
		s.err = err.Error()
		return
	}
	s.err, s.public = "", public
	s.room = newOnlineRoom(c, netplay.Open(cfg, s.game, s.side, public, playerName(c), s.clock), 0)
}

// quickMatch waits for anyone who wants a game of the chosen game.
func (s *lobbyScene) quickMatch(c *Context) {
	cfg, err := sessionConfig(c)
	if err != nil {
		s.err = err.Error()
		return
	}
	s.err = ""
	s.quick, s.quickAt = true, c.Tick
	secret, _ := c.Saves.IdentitySecret()
	s.room = newOnlineRoom(c, netplay.Quick(cfg, s.game, playerName(c), secret), 0)
}

// watchRoom follows the game in the room with code as a spectator.
func watchRoom(c *Context, code string) Scene {
	l := newLobby(c)
	l.code = code
	cfg, err := sessionConfig(c)
	if err != nil {
		l.err = err.Error()
		return l
	}
	l.room = newOnlineRoom(c, netplay.Watch(cfg, code), 0)
	return l
}

func (s *lobbyScene) join(c *Context) {
	if !room.ValidCode(s.code) {
		s.err = c.T("online.code.type")
		return
	}
	cfg, err := sessionConfig(c)
	if err != nil {
		s.err = err.Error()
		return
	}
	s.err = ""
	s.room = newOnlineRoom(c, netplay.JoinAs(cfg, s.code, playerName(c)), 0)
}

// keypad is the code keypad: a key for each letter of the code alphabet,
// cols a row (the backspace sits beside Join).
func (s *lobbyScene) keypad(c *Context, r layout.Rect, u float64, cols int) []play.Button {
	alphabet := room.CodeAlphabet
	rows := (len([]rune(alphabet)) + cols - 1) / cols
	g := c.Screen.Gap(6)
	var bs []play.Button
	kh := (r.H - float64(rows-1)*g) / float64(rows)
	w := (r.W - float64(cols-1)*g) / float64(cols)
	for i, ch := range []rune(alphabet) {
		ch := ch
		row, col := i/cols, i%cols
		rect := layout.Rect{X: r.X + float64(col)*(w+g), Y: r.Y + float64(row)*(kh+g), W: w, H: kh}
		bs = append(bs, play.Button{R: rect, Label: string(ch), Style: sprites.Secondary, Action: func() { s.key(ch) }})
	}
	return bs
}

func (s *lobbyScene) key(ch rune) {
	switch {
	case ch == '\b':
		if s.code != "" {
			s.code = s.code[:len(s.code)-1]
		}
	case len(s.code) < room.CodeLen:
		up := strings.ToUpper(string(ch))
		if strings.Contains(room.CodeAlphabet, up) {
			s.code += up
		}
	}
}

// layout returns the lobby's buttons and its labels.
func (s *lobbyScene) layout(c *Context) ([]play.Button, []labelled) {
	sc := c.Screen
	u := sc.U
	var bs []play.Button
	var ls []labelled
	back := play.Button{R: backRect(c), Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { s.back(c) }}
	if s.room != nil {
		// Waiting: Retry now after a failed attempt, the link, leaving,
		// under the lines of waitLines.
		bs = s.waitButtons(c)
		top := min(max(sc.H*0.62, s.waitBottom(c)), sc.H-float64(len(bs))*(sc.Btn(52)+sc.Gap(10))-6*u)
		rs := sc.Stack(sc.Column(top, 460), len(bs), 52, 10)
		for i := range bs {
			bs[i].R = rs[i]
		}
		return append(bs, back), ls
	}
	// On a window too short for the form at the screen's unit (a tablet
	// upright, a squat window, a phone on its side) its rows shrink
	// together, not the keypad alone, and the form spreads wider where the
	// window has room: its labels, which never shrink under the floor of
	// every text, keep to one line. Where even so it does not fit with
	// every key a thumb's size, joining with a code is a page of its own,
	// behind a button.
	f := s.form(c)
	u = f.u
	col := f.col
	y := col.Y
	g := sc.Gap(8)
	if !f.split || !s.typing {
		ls = append(ls, labelled{c.T("online.create"), y})
		y += 26 * u
		all := c.Games.All()
		rh := max(46*u, sc.Tap())
		gr := layout.Rect{X: col.X, Y: y, W: col.W, H: rh}.Cols(len(all), g)
		for i, g := range all {
			name := g.Name
			bs = append(bs, play.Button{R: gr[i], Label: c.T("game." + name), Style: play.Choice(s.game == name), Action: func() { s.game, s.clock = name, "" }})
		}
		y += rh + max(8*u, g)
		// The time control: the game's own (its first is the default), or
		// no clock for a room opened for friends.
		clocks := append([]string{}, c.Games.Must(s.game).Clocks...)
		clocks = append(clocks, room.ClockNone)
		cr := layout.Rect{X: col.X, Y: y, W: col.W, H: rh}.Cols(len(clocks), g)
		for i, ck := range clocks {
			chosen := s.clock == ck || (s.clock == "" && i == 0)
			bs = append(bs, play.Button{R: cr[i], Label: clockLabel(c, ck), Style: play.Choice(chosen), Action: func() { s.clock = ck }})
		}
		y += rh + max(8*u, g)
		sides := []string{room.SideFirst, room.SideSecond, room.SideRandom}
		sr := layout.Rect{X: col.X, Y: y, W: col.W, H: rh}.Cols(len(sides), g)
		for i, sd := range sides {
			sd := sd
			bs = append(bs, play.Button{R: sr[i], Label: c.T("online.side." + sd), Style: play.Choice(s.side == sd), Action: func() { s.side = sd }})
		}
		y += rh + max(8*u, g)
		bh := max(50*u, sc.Tap())
		// Open, open to all, quick match and the tables: one row where the
		// column is wide enough, else two.
		var acts []layout.Rect
		if f.oneRow {
			acts = layout.Rect{X: col.X, Y: y, W: col.W, H: bh}.Cols(4, g)
		} else {
			acts = append(layout.Rect{X: col.X, Y: y, W: col.W, H: bh}.Cols(2, g),
				layout.Rect{X: col.X, Y: y + bh + max(8*u, g), W: col.W, H: bh}.Cols(2, g)...)
			y += bh + max(8*u, g)
		}
		bs = append(bs,
			play.Button{R: acts[0], Label: c.T("online.open"), Style: sprites.Secondary, Action: func() { s.create(c) }},
			publicButton(c, acts[1], s.clock, func() { s.open(c, true) }),
			play.Button{R: acts[2], Label: c.T("online.quick"), Style: sprites.Primary, Action: func() { s.quickMatch(c) }},
			play.Button{R: acts[3], Label: c.T("online.tables"), Style: sprites.Secondary, Action: func() { c.GoTo(newTablesScene()) }})
		y += bh + 24*u
		// The leaderboards, top right.
		bs = append(bs, play.Button{R: cornerRect(c), Label: c.T("leaders.open"), Style: sprites.Secondary, Action: func() { c.GoTo(newLeaderboardScene(s.game)) }})
		if f.split {
			join := play.Button{R: layout.Rect{X: col.X, Y: y - 24*u + max(8*u, g), W: col.W, H: bh}, Label: c.T("online.join"), Style: sprites.Secondary, Action: func() { s.typing = true }}
			return append(bs, join, back), ls
		}
	} else {
		back.Action = func() { s.typing = false }
	}
	ls = append(ls, labelled{c.T("online.join"), y})
	y += 26 * u
	// The code typed so far is drawn at y; the keypad and Join below it.
	y += 48 * u
	bs = append(bs, s.keypad(c, layout.Rect{X: col.X, Y: y, W: col.W, H: f.keysH}, u, f.cols)...)
	y += f.keysH + max(10*u, g)
	bh := max(50*u, sc.Tap())
	row := layout.Rect{X: col.X, Y: y, W: col.W, H: bh}.Cols(3, g)
	del := play.Button{R: row[0], Label: c.T("online.del"), Style: sprites.Secondary, Action: func() { s.key('\b') }}
	join := play.Button{R: layout.Rect{X: row[1].X, Y: y, W: row[2].X + row[2].W - row[1].X, H: bh}, Label: c.T("online.enter"), Style: sprites.Muted}
	if room.ValidCode(s.code) {
		join.Style, join.Action = sprites.Primary, func() { s.join(c) }
	}
	bs = append(bs, del, join, back)
	return bs, ls
}

// clockLabel names a time control on its button: "5+3", "20 s a turn", "No
// clock".
func clockLabel(c *Context, ctl string) string {
	k, err := room.ParseClock(ctl)
	switch {
	case err != nil:
		return ctl
	case k.Fischer():
		return c.F("online.clock.fischer", int(k.Base.Minutes()), int(k.Inc.Seconds()))
	case k.Turn > 0:
		return c.F("online.clock.turn", int(k.Turn.Seconds()))
	}
	return c.T("online.clock.none")
}

// publicButton opens a room listed for strangers, who play on a clock: it
// is dimmed while "no clock" is chosen.
func publicButton(c *Context, r layout.Rect, clock string, open func()) play.Button {
	b := play.Button{R: r, Label: c.T("online.open.public"), Style: sprites.Secondary, Action: open}
	if clock == room.ClockNone {
		b.Style, b.Action = sprites.Muted, nil
	}
	return b
}

// lobbyForm is how the lobby's form is laid out: its unit, its column, the
// keypad's columns and height, and whether joining with a code is a page
// of its own.
type lobbyForm struct {
	u     float64
	col   layout.Rect
	cols  int
	keysH float64
	split bool
	// oneRow: the four ways to a game (open, open to all, quick match, the
	// tables) fit in one row.
	oneRow bool
}

// form lays the lobby's form out: eight keys a row (fewer where a key
// would be narrower than a thumb), and where the whole form does not fit
// the window so, the create and join parts apart, the keys then as many a
// row as fit.
func (s *lobbyScene) form(c *Context) lobbyForm {
	sc := c.Screen
	top := s.top(c)
	f := lobbyForm{u: s.formUnit(c, top)}
	u := f.u
	width := 620.0
	if u < sc.U {
		width = 900
	}
	f.col = sc.Column(top, width)
	g, tap := sc.Gap(6), sc.Tap()
	n := len([]rune(room.CodeAlphabet))
	fit := max(1, int((f.col.W+g)/(tap+g)))
	keys := func(cols int) float64 {
		rows := (n + cols - 1) / cols
		kh := max(tap, 44*u)
		return float64(rows)*(kh+g) - g
	}
	f.cols = min(8, fit)
	f.keysH = keys(f.cols)
	rh, bh, gap := max(46*u, tap), max(50*u, tap), max(8*u, sc.Gap(8))
	f.oneRow = f.col.W >= 460*u
	actRows := 2.0
	if f.oneRow {
		actRows = 1
	}
	whole := 26*u + 3*(rh+gap) + actRows*(bh+gap) - gap + 24*u + 26*u + 48*u + f.keysH + gap + bh + 30*u
	if whole > sc.H-top {
		f.split = true
		f.cols = min(n, max(8, int((f.col.W+g)/(1.15*tap+g))))
		if f.cols > fit {
			f.cols = fit
		}
		f.keysH = keys(f.cols)
	}
	return f
}

// showsCode reports whether the lobby shows the code typed so far (and the
// keypad).
func (s *lobbyScene) showsCode(c *Context) bool { return !s.form(c).split || s.typing }

// waitButtons are the waiting room's buttons, from the top: Retry now
// once an attempt has failed (dimmed during the next one), Copy the link
// (dimmed while there is no room code, so no link), and Leave the room
// (Cancel while there is no room).
func (s *lobbyScene) waitButtons(c *Context) []play.Button {
	t := s.room.t
	var bs []play.Button
	if s.quick {
		if c.Tick-s.quickAt >= quickOffer {
			bs = append(bs, play.Button{Label: c.T("online.quick.ai"), Style: sprites.Primary, Action: func() { s.playComputer(c) }})
		}
		return append(bs, play.Button{Label: c.T("online.stop"), Style: sprites.Secondary, Action: func() { s.leaveRoom(c) }})
	}
	if t.S.Spectator() {
		return append(bs, play.Button{Label: c.T("online.stop"), Style: sprites.Secondary, Action: func() { s.leaveRoom(c) }})
	}
	cp := play.Button{Label: c.T("online.copy"), Style: sprites.Primary, Action: func() { s.room.copyInvite(c) }}
	if t.Invite == "" {
		cp.Style, cp.Action = sprites.Muted, nil
	}
	if l := t.S.Link(); l.Attempts > 0 && (l.Status == netplay.Connecting || l.Status == netplay.Reconnecting) {
		retry := play.Button{Label: c.T("online.retry"), Style: sprites.Primary, Action: t.S.RetryNow}
		if l.Trying {
			retry.Style, retry.Action = sprites.Muted, nil
		}
		if cp.Action != nil {
			cp.Style = sprites.Secondary
		}
		bs = append(bs, retry)
	}
	leave := play.Button{Label: c.T("online.cancel"), Style: sprites.Secondary, Action: func() { s.leaveRoom(c) }}
	if t.Code == "" {
		leave.Label = c.T("online.stop") // no room yet: stop trying
	}
	return append(bs, cp, leave)
}

// back returns to the title. Waiting in a room, the session ends and the
// seat stays saved: the title offers to come back while the room lives.
func (s *lobbyScene) back(c *Context) {
	if s.room != nil {
		s.room.t.S.Close()
	}
	c.GoTo(&titleScene{})
}

// leaveRoom gives the room up (or the queue) and returns to the lobby's
// form.
func (s *lobbyScene) leaveRoom(c *Context) {
	s.room.t.S.Close()
	_ = c.Saves.ClearOnline()
	s.room, s.quick = nil, false
}

// playComputer leaves the queue for a game of the same game against the
// computer.
func (s *lobbyScene) playComputer(c *Context) {
	s.leaveRoom(c)
	c.GoTo(newModeScene(c, s.game))
}

// top is where the lobby's first row begins, under its heading and the
// error when there is one.
func (s *lobbyScene) top(c *Context) float64 {
	y, _ := header(c, c.T("online.title"))
	y += min(54*c.Screen.U, c.Screen.H*0.07)
	if ls := s.errLines(c); len(ls) > 0 {
		last := ls[len(ls)-1]
		y = max(y, last.y+last.face.Size*layout.TextBox/2+30*c.Screen.U)
	}
	return y
}

// errLines are the lines of the lobby's error, wrapped, under the heading.
func (s *lobbyScene) errLines(c *Context) []waitLine {
	if s.err == "" {
		return nil
	}
	y, _ := header(c, c.T("online.title"))
	y += headingFace(c).Size*layout.TextBox/2 + 6*c.Screen.U
	return wrapLines(c, y, []textLine{{s.err, 16, true, sprites.RedDark, 0}})
}

// codeY is where the typed code is drawn, under the form's last label,
// the form laid out with unit u.
func codeY(ls []labelled, u float64) float64 {
	return ls[len(ls)-1].y + 26*u + 22*u
}

// lobbyFormUnits is the height of the lobby's form in units, from its
// first label to under the server line.
const lobbyFormUnits = 684

// formUnit is the unit the lobby's form is laid out with when it starts
// at top: the screen's, or less when the form would not fit below top.
func (s *lobbyScene) formUnit(c *Context, top float64) float64 {
	return max(min(c.Screen.U, (c.Screen.H-top)/lobbyFormUnits), c.Screen.U/2)
}

func (s *lobbyScene) Update(c *Context) {
	if s.room != nil {
		s.room.publish()
		if l := s.room.t.S.Link(); l.Status == netplay.Failed {
			s.room.t.S.Close()
			s.err = c.F("online.failed", errorText(c, l.Err))
			var e *room.Error
			if errors.As(l.Err, &e) && e.Code == room.ErrRoomFull && room.ValidCode(s.code) {
				// A code of a game already under way: watch it.
				c.GoTo(watchRoom(c, s.code))
				return
			}
			if s.room.t.S.Ticket().Token != "" {
				// The seat held no longer opens anything: forget it,
				// and say kindly when its room is gone.
				_ = c.Saves.ClearOnline()
				if roomGone(l.Err) {
					s.err = c.T("online.gone")
				}
			}
			s.room = nil
			return
		}
		if s.room.tick(c) {
			return
		}
	} else {
		for _, ch := range c.Keys.Chars {
			s.key(ch)
		}
		if c.Keys.Erase {
			s.key('\b')
		}
		if c.Keys.Enter && room.ValidCode(s.code) {
			s.join(c)
		}
	}
	bs, _ := s.layout(c)
	tapButtons(c, bs)
}

func (s *lobbyScene) Draw(dst *ebiten.Image, c *Context) {
	page(dst, c, c.T("online.title"))
	sc := c.Screen
	u := sc.U
	bs, ls := s.layout(c)
	fu := u
	if s.room == nil {
		fu = s.formUnit(c, s.top(c))
	}
	for _, l := range ls {
		sprites.Text(dst, l.label, sprites.Face(18*fu, true), sc.W/2, l.y, sprites.Center, sprites.InkSoft)
	}
	if s.room != nil {
		for _, l := range s.waitLines(c) {
			sprites.Text(dst, l.text, l.face, sc.W/2, l.y, sprites.Center, l.ink)
		}
	} else {
		if s.showsCode(c) {
			code := s.code + strings.Repeat("·", room.CodeLen-len(s.code))
			sprites.Text(dst, spaced(code), sprites.Face(34*fu, true), sc.W/2, codeY(ls, fu), sprites.Center, sprites.Ink)
		}
		// Under the last row of buttons (Join): who may join a room and
		// who a public table.
		last := bs[len(bs)-2].R
		sprites.Text(dst, c.T("online.rooms.who"), sprites.Face(13*fu, false), sc.W/2, last.Y+last.H+20*fu, sprites.Center, sprites.InkSoft)
	}
	if s.room == nil {
		for _, l := range s.errLines(c) {
			sprites.Text(dst, l.text, l.face, sc.W/2, l.y, sprites.Center, l.ink)
		}
	}
	drawButtons(dst, c, bs)
}

// waitLine is a line of the waiting room.
type waitLine struct {
	text string
	face *sprites.Font
	ink  color.Color
	y    float64
}

// textLine is a text to lay out in lines: its size in units, weight,
// colour and the gap above it in units.
type textLine struct {
	text   string
	size   float64
	bold   bool
	ink    color.Color
	before float64
}

// wrapLines lays texts out from y down, centred, each wrapped to the
// screen's width.
func wrapLines(c *Context, y float64, texts []textLine) []waitLine {
	u := c.Screen.U
	var out []waitLine
	for _, l := range texts {
		f := sprites.Face(l.size*u, l.bold)
		h := f.Size * layout.TextBox
		y += l.before * u
		for _, part := range sprites.Wrap(l.text, f, c.Screen.W-40*u) {
			out = append(out, waitLine{part, f, l.ink, y + h/2})
			y += h
		}
	}
	return out
}

// waitLines are the waiting room's lines from the heading down: the game;
// the connection, and while it is down what went wrong, what is being
// done about it and the server; once the room is open its code and invite
// link.
func (s *lobbyScene) waitLines(c *Context) []waitLine {
	t := s.room.t
	name := c.T("online.join") // a room joined by its code: its game is not known yet
	if t.Game != "" {
		name = c.T("game." + t.Game)
	}
	lines := []textLine{{name, 22, true, sprites.Ink, 10}}
	if s.quick && t.Code == "" && t.S.Link().Attempts == 0 {
		// Waiting for a partner: for how long, and after a while an offer.
		waited := (c.Tick - s.quickAt) / 60
		lines = append(lines,
			textLine{c.T("online.quick.looking"), 20, true, sprites.Ink, 24},
			textLine{c.F("online.quick.waited", fmt.Sprintf("%d:%02d", waited/60, waited%60)), 34, true, sprites.Ink, 14})
		if r, ok := t.S.QueuedRating(); ok {
			// Partners come nearest this rating first.
			lines = append(lines, textLine{c.F("rating.queued", ratingText(c, r)), 17, false, sprites.InkSoft, 14})
		}
		if c.Tick-s.quickAt >= quickOffer {
			lines = append(lines, textLine{c.T("online.quick.none"), 17, false, sprites.InkSoft, 18})
		}
		y, _ := header(c, c.T("online.title"))
		return wrapLines(c, y+headingFace(c).Size*layout.TextBox/2, lines)
	}
	if l := t.S.Link(); l.Status == netplay.Connected {
		msg, _ := s.room.status(c)
		lines = append(lines, textLine{msg, 17, false, sprites.InkSoft, 8})
	} else {
		doing, problem := linkText(c, l)
		if problem != "" {
			lines = append(lines, textLine{problem, 18, true, sprites.RedDark, 14})
		}
		lines = append(lines, textLine{doing, 17, false, sprites.InkSoft, 8})
		if t.Code == "" {
			lines = append(lines, textLine{c.F("online.server", serverHost(t.S.Ticket().Server)), 14, false, sprites.InkSoft, 8})
		}
	}
	if t.Code != "" && !t.S.Spectator() {
		who := "online.room.private"
		if s.public {
			who = "online.room.public"
		}
		lines = append(lines,
			textLine{c.T("online.share"), 18, false, sprites.Ink, 28},
			textLine{spaced(t.Code), 56, true, sprites.Ink, 10},
			textLine{t.Invite, 16, false, sprites.InkSoft, 8},
			textLine{c.T(who), 16, false, sprites.InkSoft, 8},
			textLine{c.T("online.waiting"), 20, true, sprites.Ink, 24})
	}
	y, _ := header(c, c.T("online.title"))
	return wrapLines(c, y+headingFace(c).Size*layout.TextBox/2, lines)
}

// roomGone reports whether the server no longer knows a saved seat's room
// (or the seat in it).
func roomGone(err error) bool {
	var e *room.Error
	return errors.As(err, &e) && (e.Code == room.ErrNoRoom || e.Code == room.ErrBadToken)
}

// waitBottom is the bottom of the waiting room's lines.
func (s *lobbyScene) waitBottom(c *Context) float64 {
	ls := s.waitLines(c)
	last := ls[len(ls)-1]
	return last.y + last.face.Size*layout.TextBox/2 + 24*c.Screen.U
}

// spaced writes a code with a thin gap between its characters.
func spaced(s string) string { return strings.Join(strings.Split(s, ""), " ") }
