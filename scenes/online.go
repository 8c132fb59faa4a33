package scenes

import (
	"errors"
	"fmt"
	"strings"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/scenes/dominoctl"
	"github.com/plyyard/plyyard/scenes/junglectl"
	"github.com/plyyard/plyyard/scenes/netplay"
	"github.com/plyyard/plyyard/scenes/playmode"
	"github.com/plyyard/plyyard/scenes/racectl"
	"github.com/plyyard/plyyard/sprites"
)

// onlineRoom is the app's hold on an online room: the table, which board
// the screen shows, and the saved seat. The play scenes and the result
// scene of an online game share it and call tick once per update.
type onlineRoom struct {
	t         *netplay.Table
	board     netplay.Board // the board the current scene shows
	confirm   int           // resign asks for a second tap until this tick
	saved     netplay.Ticket
	cleared   bool
	notices   int
	published string // the state last put on the page
}

// hostServer is the room server the host program names (the mobile
// library's SetServer), for apps that have no command line.
var hostServer atomic.Value

// SetDefaultServer names the room server online play uses when the
// options name none ("host:port" or a URL).
func SetDefaultServer(addr string) { hostServer.Store(addr) }

// defaultServer is the room server when none is given: the page's own
// host in the browser, the local server of `make serve` elsewhere.
func defaultServer(c *Context) string {
	if c.Opts.Server != "" {
		return c.Opts.Server
	}
	if s, _ := hostServer.Load().(string); s != "" {
		return s
	}
	if s := pageServer(); s != "" {
		return s
	}
	return "localhost:8080"
}

func sessionConfig(c *Context) (netplay.Config, error) {
	u, err := netplay.ServerURL(defaultServer(c))
	if err != nil {
		return netplay.Config{}, err
	}
	return netplay.Config{Server: u, Seed: uint64(c.Tick) + 1}, nil
}

func newOnlineRoom(c *Context, s *netplay.Session) *onlineRoom {
	return &onlineRoom{t: netplay.NewTable(s, netplay.Boards(netplay.Options{Speed: c.AnimSpeed(), AutoMove: c.Settings.AutoMove}))}
}

// tick brings the table up to date, keeps the saved seat current, raises
// the table's notices, and moves to the board of a new game (the first
// one, a rematch, or a fresh board after a snapshot). It reports whether
// it changed the scene.
func (o *onlineRoom) tick(c *Context) bool {
	o.t.Update()
	o.keepTicket(c)
	o.publish()
	if o.t.Notices != o.notices {
		o.notices = o.t.Notices
		c.Notify(o.t.Notice)
	}
	if o.t.Board != nil && o.t.Board != o.board {
		o.board = o.t.Board
		c.GoTo(o.scene(c))
		return true
	}
	return false
}

// keepTicket saves the seat while the game runs and forgets it once the
// game is over (a rematch asked for saves it again).
func (o *onlineRoom) keepTicket(c *Context) {
	tk := o.t.S.Ticket()
	if tk.Token == "" {
		return
	}
	if o.t.Over() && !o.t.Rematch[o.seat()] {
		if !o.cleared {
			o.cleared = true
			_ = c.Saves.ClearOnline()
		}
		return
	}
	if tk != o.saved || o.cleared {
		o.saved, o.cleared = tk, false
		_ = c.Saves.SaveOnline(save.Online{Server: tk.Server, Code: tk.Code, Token: tk.Token, Game: tk.Game, NextID: tk.NextID})
	}
}

// publish puts the room's state on the page (browser build only).
func (o *onlineRoom) publish() {
	if !publishing {
		return
	}
	view, toMove := "", -1
	switch b := o.t.Board.(type) {
	case *junglectl.Controller:
		view = b.Pos.String()
		if b.HumanToMove() {
			toMove = int(b.Cfg.Human)
		}
	case *racectl.Controller:
		view = b.Pos.String()
		if b.HumanToMove() && !b.Busy() {
			toMove = int(b.Cfg.Human)
		}
	case *dominoctl.Controller:
		view = b.Pos.SeatView(b.Cfg.Human).String()
		if b.HumanToMove() && !b.Busy() {
			toMove = int(b.Cfg.Human)
		}
	}
	st, _, _ := o.t.S.Status()
	state := fmt.Sprint(o.t.Code, int(o.t.You), view, toMove, o.t.Result, st)
	if state == o.published {
		return // unchanged since the last frame
	}
	o.published = state
	publishOnline(o.t.Code, int(o.t.You), view, toMove, o.t.Result, st.String())
}

func (o *onlineRoom) seat() engine.Seat {
	if o.t.You.Valid() {
		return o.t.You
	}
	return engine.First
}

// scene makes the play scene of the table's board.
func (o *onlineRoom) scene(c *Context) Scene {
	switch b := o.t.Board.(type) {
	case *junglectl.Controller:
		p := newJunglePlay(c, b)
		p.online = o
		return p
	case *racectl.Controller:
		p := newRacePlay(b)
		p.online = o
		return p
	case *dominoctl.Controller:
		p := newDominoPlay(b)
		p.online = o
		return p
	}
	return &lobbyScene{room: o}
}

// leave closes the connection and returns to the title; the seat stays
// saved while the game runs, so the title offers to come back.
func (o *onlineRoom) leave(c *Context) {
	o.t.S.Close()
	c.GoTo(&titleScene{})
}

// status is the connection line: state, room, the opponent's connection.
func (o *onlineRoom) status(c *Context) (string, bool) {
	st, n, err := o.t.S.Status()
	switch st {
	case netplay.Connecting:
		return c.T("online.connecting"), false
	case netplay.Reconnecting:
		return c.F("online.reconnecting", n), false
	case netplay.Failed:
		return c.F("online.failed", errorText(c, err)), false
	case netplay.Closed:
		return c.T("online.closed"), false
	}
	if o.t.OpponentAway && !o.t.Over() {
		return c.T("online.away"), false
	}
	return c.F("online.connected", o.t.Code), true
}

// errorText says in words why the server turned the session away.
func errorText(c *Context, err error) string {
	var e *room.Error
	if errors.As(err, &e) {
		switch e.Code {
		case room.ErrNoRoom, room.ErrRoomFull, room.ErrBadToken:
			return c.T("online.err." + e.Code)
		}
	}
	return c.T("online.err.other")
}

// pillH is the height of the connection line.
const pillH = 26

// screen is the screen a play scene lays out on: online, the connection
// line keeps the top edge. A nil room (a local game) leaves it whole.
func (o *onlineRoom) screen(c *Context) layout.Screen {
	s := c.Screen
	if o != nil {
		s.Top = layout.OnlineTop * s.U
	}
	return s
}

// drawStatus draws the connection line as a pill centred at the top.
func (o *onlineRoom) drawStatus(dst *ebiten.Image, c *Context) {
	u := c.Screen.U
	msg, ok := o.status(c)
	face := sprites.Face(14*u, true)
	w := sprites.Measure(msg, face) + 44*u
	x, y, h := (c.Screen.W-w)/2, 6*u, pillH*u
	sprites.RoundRect(dst, x, y, w, h, h/2, sprites.Fade(sprites.Ink, 0.82))
	dot := sprites.Grass
	if !ok {
		dot = sprites.Accent
		if st, _, _ := o.t.S.Status(); st == netplay.Failed || st == netplay.Closed {
			dot = sprites.Red
		}
	}
	sprites.Circle(dst, x+16*u, y+h/2, 5*u, dot)
	sprites.Text(dst, msg, face, x+28*u, y+h/2, sprites.Left, sprites.White)
}

// playButtons are the online replacements for a play screen's buttons:
// the draw offer (or its answer), resigning, the room code (or declining
// an offer) and leaving. n is how many the screen has room for beyond its
// own game buttons (at least 3).
func (o *onlineRoom) playButtons(c *Context) (drawB, resign, room, menu button) {
	t := o.t
	over := t.Over()
	switch {
	case over:
		drawB = button{label: c.T("online.offer"), style: sprites.Muted}
	case t.DrawOffer == t.You:
		drawB = button{label: c.T("online.offered.you"), style: sprites.Muted}
	case t.DrawOffer.Valid():
		drawB = button{label: c.T("online.accept"), style: sprites.Primary, action: t.S.AcceptDraw}
	default:
		drawB = button{label: c.T("online.offer"), style: sprites.Secondary, action: t.S.OfferDraw}
	}
	resign = resignButton(c, &o.confirm, over || !t.Started(), t.S.Resign)
	room = button{label: c.F("online.room", t.Code), style: sprites.Secondary, action: func() { o.copyInvite(c) }}
	if t.DrawOffer.Valid() && t.DrawOffer != t.You && !over {
		room = button{label: c.T("online.decline"), style: sprites.Secondary, action: t.S.DeclineDraw}
	}
	menu = button{label: c.T("play.menu"), style: sprites.Secondary, action: func() { o.leave(c) }}
	return
}

func (o *onlineRoom) copyInvite(c *Context) {
	if copyText(o.t.Invite) {
		c.Notify("online.copied")
	} else {
		c.Notify("online.copy.failed")
	}
}

// turnText is the status line of an online game in progress.
func (o *onlineRoom) turnText(c *Context, mine, waiting bool) string {
	switch {
	case mine:
		return c.T("play.turn.you")
	case waiting:
		return c.T("online.sending")
	}
	return c.T("online.turn.them")
}

// checkText is the result card's line about the dice.
func (o *onlineRoom) checkText(c *Context) (string, bool) {
	t := o.t
	switch {
	case t.Check == nil && !t.Whole:
		return c.T("online.check.partial"), true
	case t.Check == nil:
		return c.T("online.check.wait"), true
	case !t.Check.OK:
		return c.F("online.check.bad", t.Check.Problem), false
	case t.Check.Deal:
		return c.F("online.check.ok.deal", t.Check.Draws), true
	case t.Check.Rolls > 0:
		return c.F("online.check.ok.rolls", t.Check.Rolls), true
	}
	return c.T("online.check.ok.none"), true
}

// rematchButton asks for a rematch, or shows that it was asked for.
func (o *onlineRoom) rematchButton(c *Context) button {
	t := o.t
	me := o.seat()
	switch {
	case t.Rematch[me]:
		return button{label: c.T("online.rematch.wait"), style: sprites.Muted}
	case t.Rematch[me.Other()]:
		return button{label: c.T("online.rematch.accept"), style: sprites.Primary, action: t.S.Rematch}
	}
	return button{label: c.T("online.rematch"), style: sprites.Primary, action: t.S.Rematch}
}

// lobbyScene opens or joins a room, then waits for the opponent (showing
// the code and the invite link) or for the connection, and moves to the
// game's board as soon as it exists.
type lobbyScene struct {
	room *onlineRoom
	game string
	side string
	code string
	err  string
}

func newLobby() *lobbyScene { return &lobbyScene{game: "jungle", side: room.SideRandom} }

// lobbyFromOptions opens the lobby; with -game it opens a room for that
// game at once, with -side's seat when given.
func lobbyFromOptions(c *Context) Scene {
	l := newLobby()
	o := c.Opts
	if o.Game == "" {
		return l
	}
	l.game = o.Game
	switch {
	case o.Side == "first":
		l.side = room.SideFirst
	case o.Side == "second" || secondSide(o.Side):
		l.side = room.SideSecond
	}
	l.create(c)
	return l
}

// joinRoom connects to the room with code and waits in the lobby.
func joinRoom(c *Context, code string) Scene {
	l := newLobby()
	l.code = strings.ToUpper(code)
	l.join(c)
	return l
}

// resumeOnline returns to a saved seat.
func resumeOnline(c *Context, o *save.Online) Scene {
	tk := netplay.Ticket{Server: o.Server, Code: o.Code, Token: o.Token, Game: o.Game, NextID: o.NextID}
	cfg := netplay.Config{Seed: uint64(c.Tick) + 1}
	return &lobbyScene{room: newOnlineRoom(c, netplay.Resume(cfg, tk)), game: o.Game, side: room.SideRandom}
}

func (s *lobbyScene) create(c *Context) {
	cfg, err := sessionConfig(c)
	if err != nil {
		s.err = err.Error()
		return
	}
	s.err = ""
	s.room = newOnlineRoom(c, netplay.Create(cfg, s.game, s.side))
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
	s.room = newOnlineRoom(c, netplay.Join(cfg, s.code))
}

// keys are the code keypad's keys: the code alphabet and a backspace.
func (s *lobbyScene) keypad(c *Context, r layout.Rect) []button {
	u := c.Screen.U
	cols := 8
	alphabet := room.CodeAlphabet + "\b"
	rows := (len([]rune(alphabet)) + cols - 1) / cols
	var bs []button
	kh := min(44*u, (r.H-float64(rows-1)*6*u)/float64(rows))
	for i, ch := range []rune(alphabet) {
		ch := ch
		row, col := i/cols, i%cols
		w := (r.W - float64(cols-1)*6*u) / float64(cols)
		rect := layout.Rect{X: r.X + float64(col)*(w+6*u), Y: r.Y + float64(row)*(kh+6*u), W: w, H: kh}
		label := string(ch)
		if ch == '\b' {
			label = c.T("online.del")
		}
		bs = append(bs, button{r: rect, label: label, style: sprites.Secondary, action: func() { s.key(ch) }})
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
func (s *lobbyScene) layout(c *Context) ([]button, []labelled) {
	sc := c.Screen
	u := sc.U
	var bs []button
	var ls []labelled
	back := button{r: backRect(c), label: c.T("common.back"), style: sprites.Secondary, action: func() { c.GoTo(&titleScene{}) }}
	if s.room != nil {
		// Waiting: the code, the link and leaving.
		col := sc.Column(sc.H*0.62, 460)
		rs := sc.Stack(col, 2, 52, 10)
		bs = append(bs,
			button{r: rs[0], label: c.T("online.copy"), style: sprites.Primary, action: func() { s.room.copyInvite(c) }},
			button{r: rs[1], label: c.T("online.cancel"), style: sprites.Secondary, action: func() {
				s.room.t.S.Close()
				_ = c.Saves.ClearOnline()
				s.room = nil
			}},
		)
		return bs, ls
	}
	col := sc.Column(s.top(c), 620)
	y := col.Y
	pick := func(on bool) sprites.ButtonStyle {
		if on {
			return sprites.Chosen
		}
		return sprites.Secondary
	}
	ls = append(ls, labelled{c.T("online.create"), y})
	y += 26 * u
	games := []string{"jungle", "ludo", "aviation", "domino"}
	gr := layout.Rect{X: col.X, Y: y, W: col.W, H: 46 * u}.Cols(len(games), 8*u)
	for i, g := range games {
		g := g
		bs = append(bs, button{r: gr[i], label: c.T("game." + g), style: pick(s.game == g), action: func() { s.game = g }})
	}
	y += 54 * u
	sides := []string{room.SideFirst, room.SideSecond, room.SideRandom}
	sr := layout.Rect{X: col.X, Y: y, W: col.W, H: 46 * u}.Cols(len(sides), 8*u)
	for i, sd := range sides {
		sd := sd
		bs = append(bs, button{r: sr[i], label: c.T("online.side." + sd), style: pick(s.side == sd), action: func() { s.side = sd }})
	}
	y += 54 * u
	bs = append(bs, button{r: layout.Rect{X: col.X, Y: y, W: col.W, H: 50 * u}, label: c.T("online.open"), style: sprites.Primary, action: func() { s.create(c) }})
	y += 50*u + 30*u
	ls = append(ls, labelled{c.T("online.join"), y})
	y += 26 * u
	// The code typed so far is drawn at y; the keypad and Join below it.
	y += 48 * u
	keysH := min(4*44*u+3*6*u, sc.H-y-76*u)
	bs = append(bs, s.keypad(c, layout.Rect{X: col.X, Y: y, W: col.W, H: keysH})...)
	y += keysH + 10*u
	join := button{r: layout.Rect{X: col.X, Y: y, W: col.W, H: 50 * u}, label: c.T("online.enter"), style: sprites.Muted}
	if room.ValidCode(s.code) {
		join.style, join.action = sprites.Primary, func() { s.join(c) }
	}
	bs = append(bs, join, back)
	return bs, ls
}

// headY is where the heading is drawn: lower in a narrow window, clear of
// the back button.
func (s *lobbyScene) headY(c *Context) float64 {
	if c.Screen.W < 560*c.Screen.U {
		return 96 * c.Screen.U
	}
	return 56 * c.Screen.U
}

// top is where the lobby's first row begins.
func (s *lobbyScene) top(c *Context) float64 {
	return s.headY(c) + min(54*c.Screen.U, c.Screen.H*0.07)
}

// codeY is where the typed code is drawn.
func (s *lobbyScene) codeY(c *Context, ls []labelled) float64 {
	return ls[len(ls)-1].y + 26*c.Screen.U + 22*c.Screen.U
}

func (s *lobbyScene) Update(c *Context) {
	if s.room != nil {
		s.room.publish()
		if st, _, _ := s.room.t.S.Status(); st == netplay.Failed {
			_, _, err := s.room.t.S.Status()
			s.err = c.F("online.failed", errorText(c, err))
			s.room.t.S.Close()
			if s.room.t.S.Ticket().Token != "" && !s.room.t.S.Joined() {
				_ = c.Saves.ClearOnline()
			}
			s.room = nil
			return
		}
		if s.room.tick(c) {
			return
		}
	} else {
		for _, ch := range ebiten.AppendInputChars(nil) {
			s.key(ch)
		}
		if inpututil.IsKeyJustPressed(ebiten.KeyBackspace) {
			s.key('\b')
		}
		if inpututil.IsKeyJustPressed(ebiten.KeyEnter) && room.ValidCode(s.code) {
			s.join(c)
		}
	}
	bs, _ := s.layout(c)
	tapButtons(c, bs)
}

func (s *lobbyScene) Draw(dst *ebiten.Image, c *Context) {
	sprites.Background(dst, c.Tick)
	sc := c.Screen
	u := sc.U
	heading(dst, c, c.T("online.title"), s.headY(c))
	bs, ls := s.layout(c)
	for _, l := range ls {
		sprites.Text(dst, l.label, sprites.Face(18*u, true), sc.W/2, l.y, sprites.Center, sprites.InkSoft)
	}
	if s.room != nil {
		t := s.room.t
		msg, _ := s.room.status(c)
		sprites.Text(dst, c.T("game."+t.Game), sprites.Face(22*u, true), sc.W/2, sc.H*0.2-30*u, sprites.Center, sprites.Ink)
		sprites.Text(dst, msg, sprites.Face(17*u, false), sc.W/2, sc.H*0.2, sprites.Center, sprites.InkSoft)
		if t.Code != "" {
			sprites.Text(dst, c.T("online.share"), sprites.Face(18*u, false), sc.W/2, sc.H*0.3, sprites.Center, sprites.Ink)
			sprites.Text(dst, spaced(t.Code), sprites.Face(56*u, true), sc.W/2, sc.H*0.3+60*u, sprites.Center, sprites.Ink)
			sprites.Text(dst, t.Invite, sprites.Face(16*u, false), sc.W/2, sc.H*0.3+118*u, sprites.Center, sprites.InkSoft)
			sprites.Text(dst, c.T("online.waiting"), sprites.Face(20*u, true), sc.W/2, sc.H*0.3+160*u, sprites.Center, sprites.Ink)
		}
	} else {
		code := s.code + strings.Repeat("·", room.CodeLen-len(s.code))
		sprites.Text(dst, spaced(code), sprites.Face(34*u, true), sc.W/2, s.codeY(c, ls), sprites.Center, sprites.Ink)
		sprites.Text(dst, c.F("online.server", defaultServer(c)), sprites.Face(13*u, false), sc.W/2, sc.H-14*u, sprites.Center, sprites.InkSoft)
	}
	if s.err != "" {
		sprites.Text(dst, s.err, sprites.Face(16*u, true), sc.W/2, 96*u, sprites.Center, sprites.RedDark)
	}
	drawButtons(dst, c, bs)
}

// spaced writes a code with a thin gap between its characters.
func spaced(s string) string { return strings.Join(strings.Split(s, ""), " ") }

// opponentKey names the other seat: the computer, or online the opponent.
func opponentKey(m playmode.Mode) string {
	if m == playmode.Online {
		return "online.opponent"
	}
	return "play.computer"
}

// resultTitle is the title of a result card: a draw, the person's win or
// loss when one person plays, else the winning side as winner words it.
func resultTitle(c *Context, m playmode.Mode, human engine.Seat, o engine.Outcome, winner func(engine.Seat) string) string {
	switch m.Verdict(o, human) {
	case playmode.Drawn:
		return c.T("result.draw")
	case playmode.Lost:
		return c.T(lossKey(m))
	}
	if m.OneHuman() {
		return c.T("result.win.you")
	}
	return winner(o.Winner)
}

// lossKey is the title of a game the one person lost.
func lossKey(m playmode.Mode) string {
	if m == playmode.Online {
		return "online.result.lose"
	}
	return "result.win.ai"
}

// refusalKey words a refusal for the mode: online it is the opponent's
// turn, not the computer's.
func refusalKey(m playmode.Mode, key string) string {
	if m == playmode.Online && key == "play.refused.turn" {
		return "online.refused.turn"
	}
	return key
}

// reasonText words the reasons only online games end with.
func reasonText(c *Context, reason, loser string) (string, bool) {
	switch reason {
	case "agreement":
		return c.T("result.why.agreement"), true
	case "abandon":
		return c.F("result.why.abandon", loser), true
	}
	return "", false
}
