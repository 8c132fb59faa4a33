package scenes

import (
	"errors"
	"fmt"
	"math"
	"net/url"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/save"
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
	expires   int64 // the saved seat's Expires (save.Online)
	cleared   bool
	notices   int
	published string // the state last put on the page
	// declined is the tick until which the status line says the
	// opponent declined this player's draw offer.
	declined int
	// talk: the set phrases stand in the buttons' place (talkButtons);
	// sayings is the table's count of phrases already shown.
	talk    bool
	sayings int
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

// clock is online play's time: the wall clock, or the one a test gives.
func (c *Context) clock() netplay.Clock {
	if c.Opts.Clock != nil {
		return c.Opts.Clock
	}
	return netplay.WallClock{}
}

// sessionConfig sets up a session with the server of the options; a
// resumed seat names its own (resumeOnline).
func sessionConfig(c *Context) (netplay.Config, error) {
	u, err := netplay.ServerURL(defaultServer(c))
	if err != nil {
		return netplay.Config{}, err
	}
	cfg := netConfig(c)
	cfg.Server = u
	return cfg, nil
}

func netConfig(c *Context) netplay.Config {
	return netplay.Config{Seed: uint64(c.Tick) + 1, Clock: c.clock()}
}

// newOnlineRoom holds session s; expires is the saved seat's Expires when
// it is resumed (0 for a new room).
func newOnlineRoom(c *Context, s *netplay.Session, expires int64) *onlineRoom {
	return &onlineRoom{t: netplay.NewTable(s, onlineBoards(c)), expires: expires}
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
		switch o.t.Notice {
		case netplay.NoticeDrawOffered:
			// The status line says it while the offer waits (offerText).
		case netplay.NoticeDrawDeclined:
			o.declined = c.Tick + 240
		case netplay.NoticeRematch:
			c.Notify(o.t.Notice, o.who(c, o.t.NoticeSeat))
		default:
			c.Notify(o.t.Notice)
		}
	}
	if o.t.Sayings != o.sayings {
		o.sayings = o.t.Sayings
		said := o.t.Said
		c.Notify("online.said", o.who(c, said.Seat), c.T("phrase."+said.Phrase))
	}
	if o.t.Board != nil && o.t.Board != o.board {
		o.board = o.t.Board
		c.GoTo(o.scene(c))
		return true
	}
	return false
}

// keepTicket saves the seat while the game runs and forgets it once the
// game is over (a rematch asked for saves it again), with when the server
// will have forgotten the room.
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
	exp := o.expiry(c.clock().Now())
	if tk != o.saved || o.cleared || exp != o.expires {
		o.saved, o.cleared, o.expires = tk, false, exp
		_ = c.Saves.SaveOnline(save.Online{Server: tk.Server, Code: tk.Code, Token: tk.Token, Game: tk.Game, NextID: tk.NextID, Expires: exp})
	}
}

// expiry is when the server forgets the room if this seat does not come
// back: a room nobody has joined lives netplay.RoomLifetime after it was
// opened, however long its creator waits in it; a game's seat is given up
// netplay.SeatGrace after it was last connected, and the room kept
// RoomLifetime after that. While connected to a game the time moves on
// once a minute (so the seat is saved once a minute).
func (o *onlineRoom) expiry(now time.Time) int64 {
	switch {
	case !o.t.Started():
		if o.expires == 0 {
			return now.Add(netplay.RoomLifetime).Unix()
		}
		return o.expires
	case o.t.S.Link().Status != netplay.Connected && o.expires != 0:
		return o.expires
	}
	return now.Truncate(time.Minute).Add(netplay.SeatGrace + netplay.RoomLifetime).Unix()
}

// publish puts the room's state on the page (browser build only).
func (o *onlineRoom) publish() {
	if !publishing {
		return
	}
	view, toMove := "", -1
	if b, ok := o.t.Board.(play.Board); ok {
		view = b.PublicView()
		if ctl := b.Base(); ctl.HumanToMove() && !b.Busy() {
			toMove = int(ctl.Cfg.Human)
		}
	}
	st, _, _ := o.t.S.Status()
	clock := room.ClockState{Run: engine.NoSeat} // as the server last said it
	if o.t.Clock != nil {
		clock = *o.t.Clock
	}
	state := fmt.Sprint(o.t.Code, int(o.t.You), view, toMove, o.t.Result, st, clock)
	if state == o.published {
		return // unchanged since the last frame
	}
	o.published = state
	publishOnline(o.t.Code, int(o.t.You), view, toMove, o.t.Result, st.String(), clock)
}

func (o *onlineRoom) seat() engine.Seat {
	if o.t.You.Valid() {
		return o.t.You
	}
	return engine.First
}

// scene makes the play scene of the table's board.
func (o *onlineRoom) scene(c *Context) Scene {
	b, ok := o.t.Board.(play.Board)
	if !ok {
		return &lobbyScene{room: o}
	}
	p := newPlayScene(b)
	p.online = o
	return p
}

// leave closes the connection and returns to the title; the seat stays
// saved while the game runs, so the title offers to come back.
func (o *onlineRoom) leave(c *Context) {
	o.t.S.Close()
	c.GoTo(&titleScene{})
}

// status is the connection line of the pill: state, room, the opponent's
// connection; after a failed attempt, the retry schedule.
func (o *onlineRoom) status(c *Context) (string, bool) {
	l := o.t.S.Link()
	switch {
	case l.Status == netplay.Connected:
	case l.Attempts == 0 || l.Status == netplay.Failed || l.Status == netplay.Closed:
		doing, _ := linkText(c, l)
		return doing, false
	default:
		pill := "online.pill.down"
		if l.Status == netplay.Reconnecting {
			pill = "online.pill.lost"
		}
		if l.Trying {
			return c.T(pill + ".trying"), false
		}
		return c.F(pill+".wait", seconds(l.RetryIn)), false
	}
	if o.t.S.Spectator() {
		if o.t.Watchers > 0 {
			return c.F("online.watching.n", o.t.Code, o.t.Watchers), true
		}
		return c.F("online.watching", o.t.Code), true
	}
	if o.t.OpponentAway && !o.t.Over() {
		return c.T("online.away"), false
	}
	if o.t.Watchers > 0 {
		return c.F("online.connected.watched", o.t.Code, o.t.Watchers), true
	}
	return c.F("online.connected", o.t.Code), true
}

// linkText says what the connection is doing while it is not connected
// ("Connecting…", "Still connecting…", "Retrying in 4 s…", "Trying
// again…"), and what went wrong with the last attempt ("" when nothing
// has).
func linkText(c *Context, l netplay.Link) (doing, problem string) {
	if l.Attempts > 0 && l.Problem != netplay.NoProblem && l.Problem != netplay.Refusal {
		problem = c.T("online.problem." + l.Problem.String())
	}
	switch {
	case l.Status == netplay.Failed:
		return c.F("online.failed", errorText(c, l.Err)), ""
	case l.Status == netplay.Closed:
		return c.T("online.closed"), ""
	case l.Status == netplay.Connected:
		return "", ""
	case l.Trying && l.Attempts > 0:
		return c.T("online.trying"), problem
	case l.Trying && l.Slow:
		return c.T("online.slow"), problem
	case l.Trying:
		return c.T("online.connecting"), problem
	}
	return c.F("online.retry.in", seconds(l.RetryIn)), problem
}

// seconds is a wait in whole seconds, rounded up (never 0 while waiting).
func seconds(d time.Duration) int { return max(1, int(math.Ceil(d.Seconds()))) }

// serverHost is the host a session's WebSocket URL names.
func serverHost(ws string) string {
	if u, err := url.Parse(ws); err == nil && u.Host != "" {
		return u.Host
	}
	return ws
}

// errorText says in words why the server turned the session away.
func errorText(c *Context, err error) string {
	var e *room.Error
	if errors.As(err, &e) {
		switch e.Code {
		case room.ErrNoRoom, room.ErrRoomFull, room.ErrBadToken, room.ErrIdentityRate:
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
		if l := o.t.S.Link(); l.Status == netplay.Failed || l.Status == netplay.Closed || l.Attempts > 0 {
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
func (o *onlineRoom) playButtons(c *Context) (drawB, resign, room, menu play.Button) {
	t := o.t
	over := t.Over()
	switch {
	case over:
		drawB = play.Button{Label: c.T("online.offer"), Style: sprites.Muted}
	case t.DrawOffer == t.You:
		drawB = play.Button{Label: c.T("online.offered.you"), Style: sprites.Muted}
	case t.DrawOffer.Valid():
		drawB = play.Button{Label: c.T("online.accept"), Style: sprites.Primary, Action: t.S.AcceptDraw}
	default:
		drawB = play.Button{Label: c.T("online.offer"), Style: sprites.Secondary, Action: t.S.OfferDraw}
	}
	resign = resignButton(c, &o.confirm, over || !t.Started(), t.S.Resign)
	room = play.Button{Label: c.F("online.room", t.Code), Style: sprites.Secondary, Action: func() { o.copyInvite(c) }}
	if t.DrawOffer.Valid() && t.DrawOffer != t.You && !over {
		room = play.Button{Label: c.T("online.decline"), Style: sprites.Secondary, Action: t.S.DeclineDraw}
	}
	menu = play.Button{Label: c.T("play.menu"), Style: sprites.Secondary, Action: func() { o.leave(c) }}
	return
}

// sayButton opens the set phrases.
func (o *onlineRoom) sayButton(c *Context) play.Button {
	return play.Button{Label: c.T("online.say"), Style: sprites.Secondary, Action: func() { o.talk = true }}
}

// talkButtons are the set phrases (dimmed while the server's limit would
// refuse one), muting the opponent's, and Back; a phrase said shuts them.
func (o *onlineRoom) talkButtons(c *Context) []play.Button {
	t := o.t
	var bs []play.Button
	for _, p := range room.Phrases {
		b := play.Button{Label: c.T("phrase." + p), Style: sprites.Primary, Action: func() { t.Say(p); o.talk = false }}
		if !t.CanSay() {
			b.Style, b.Action = sprites.Muted, nil
		}
		bs = append(bs, b)
	}
	mute := play.Button{Label: c.T("online.mute"), Style: sprites.Secondary, Action: func() { t.Muted = true }}
	if t.Muted {
		mute = play.Button{Label: c.T("online.unmute"), Style: sprites.Secondary, Action: func() { t.Muted = false }}
	}
	back := play.Button{Label: c.T("common.back"), Style: sprites.Secondary, Action: func() { o.talk = false }}
	return append(bs, mute, back)
}

// placeTalk lays the talk buttons out on the panel: in two columns beside
// the board, or stacked above a portrait bar that keeps Back.
func placeTalk(pl layout.Panel, bs []play.Button) {
	if pl.Row {
		last := len(bs) - 1
		for i, r := range pl.Sheet(last) {
			bs[i].R = r
		}
		bs[last].R = pl.Place(1)[0]
		return
	}
	rows := (len(bs) + 1) / 2
	gap := 8 * pl.U
	h := min(50*pl.U, (pl.Controls.H-float64(rows-1)*gap)/float64(rows))
	for i := range bs {
		row := layout.Rect{X: pl.Controls.X, Y: pl.Controls.Y + float64(i/2)*(h+gap), W: pl.Controls.W, H: h}.Cols(2, gap)
		bs[i].R = row[i%2]
	}
}

// watchButtons are a spectator's: the room (its link copied on a tap)
// and Menu, which stops watching.
func (o *onlineRoom) watchButtons(c *Context) (mid []play.Button, menu play.Button) {
	room := play.Button{Label: c.F("online.room", o.t.Code), Style: sprites.Secondary, Action: func() { o.copyInvite(c) }}
	menu = play.Button{Label: c.T("play.menu"), Style: sprites.Secondary, Action: func() { o.leave(c) }}
	return []play.Button{room}, menu
}

func (o *onlineRoom) copyInvite(c *Context) {
	if copyText(o.t.Invite) {
		c.Notify("online.copied")
	} else {
		c.Notify("online.copy.failed")
	}
}

// turnText is the status line of an online game while the person waits:
// for the server to take their action, or for the opponent (by name, when
// the server told it).
func (o *onlineRoom) turnText(c *Context, waiting bool, side string) string {
	if o.t.S.Spectator() {
		return c.F("online.turn.of", side)
	}
	if waiting {
		return c.T("online.sending")
	}
	if name := o.t.Opponent(); name != "" {
		return c.F("online.turn.name", wrappableName(c, name))
	}
	return c.T("online.turn.them")
}

// checkText is the result card's line about the dice, in plain words
// (details: checkDetail); a game without chance says nothing of it unless
// the check failed.
func (o *onlineRoom) checkText(c *Context) (string, bool) {
	t := o.t
	switch {
	case t.Check != nil && !t.Check.OK:
		return c.F("online.check.bad", t.Check.Problem), false
	case !o.chancy(c):
		return "", true
	case t.Check == nil && !t.Whole:
		return c.T("online.check.partial"), true
	case t.Check == nil:
		return c.T("online.check.wait"), true
	case t.Check.Deal:
		return c.T("online.check.ok.deal"), true
	}
	return c.T("online.check.ok.rolls"), true
}

// checkDetail is what the check went through, shown on a tap of its line.
func (o *onlineRoom) checkDetail(c *Context) string {
	switch t := o.t; {
	case t.Check == nil || !t.Check.OK || !o.chancy(c):
		return ""
	case t.Check.Deal:
		return c.F("online.check.detail.deal", t.Check.Draws)
	default:
		return c.F("online.check.detail.rolls", t.Check.Rolls)
	}
}

// chancy reports whether the table's game has dice or a deal.
func (o *onlineRoom) chancy(c *Context) bool {
	g, ok := c.Games.Find(o.t.Game)
	return ok && g.HasChance()
}

// who is seat's player as the table knows them: the name the server gave,
// or the side's name.
func (o *onlineRoom) who(c *Context, seat engine.Seat) string {
	if seat.Valid() && o.t.Names[seat] != "" {
		return wrappableName(c, o.t.Names[seat])
	}
	if g, ok := c.Games.Find(o.t.Game); ok {
		return play.SideName(&c.Host, g, seat)
	}
	return ""
}

// named is seat's player's name when the server gave one.
func (o *onlineRoom) named(c *Context, seat engine.Seat) (string, bool) {
	if seat.Valid() && o.t.Names[seat] != "" {
		return wrappableName(c, o.t.Names[seat]), true
	}
	return "", false
}

// clockText is seat's time on its plate, counted down from what the server
// last said: a chess clock's on both plates, a turn timer's on the plate
// of the seat it runs for. ok is false when there is none to show.
func (o *onlineRoom) clockText(c *Context, seat engine.Seat) (string, bool) {
	left, running, ok := o.t.TimeLeft(seat)
	if !ok {
		return "", false
	}
	if ctl, err := room.ParseClock(o.t.Clock.Control); err != nil || (!ctl.Fischer() && !running) {
		return "", false
	}
	secs := int(math.Ceil(left.Seconds()))
	return c.F("online.clock", secs/60, secs%60), true
}

// offerText is the status line while the game runs and a draw offer
// concerns this player: the opponent's offer waiting for an answer, or, a
// few seconds, the opponent's no to this player's offer.
func (o *onlineRoom) offerText(c *Context) (string, engine.Seat, bool) {
	t := o.t
	if !t.You.Valid() || t.Over() {
		return "", engine.NoSeat, false
	}
	opp := t.You.Other()
	switch {
	case t.DrawOffer == opp:
		return c.F("online.notice.offered", o.who(c, opp)), opp, true
	case c.Tick < o.declined:
		return c.F("online.notice.declined", o.who(c, opp)), opp, true
	}
	return "", engine.NoSeat, false
}

// rematchButton asks for a rematch, or shows that it was asked for.
func (o *onlineRoom) rematchButton(c *Context) play.Button {
	t := o.t
	me := o.seat()
	switch {
	case t.Rematch[me]:
		return play.Button{Label: c.T("online.rematch.wait"), Style: sprites.Muted}
	case t.Rematch[me.Other()]:
		return play.Button{Label: c.T("online.rematch.accept"), Style: sprites.Primary, Action: t.S.Rematch}
	}
	return play.Button{Label: c.T("online.rematch"), Style: sprites.Primary, Action: t.S.Rematch}
}

// ratingText is a rating as shown: "1512", or "1512?" while it is
// provisional.
func ratingText(c *Context, r room.Rating) string {
	if r.Provisional {
		return c.F("rating.value.new", r.R)
	}
	return c.F("rating.value", r.R)
}

// plateRating is seat's rating on its plate, in a rated room: in words,
// and the bare number.
func (o *onlineRoom) plateRating(c *Context, seat engine.Seat) (long, short string, ok bool) {
	r, ok := o.t.Rating(seat)
	if !ok {
		return "", "", false
	}
	short = ratingText(c, r)
	return c.F("rating.plate", short), short, true
}

// ratingLines are the result card's lines of a rated game: the player's
// rating and its change, or to a spectator each player's; none when the
// room is not rated.
func (o *onlineRoom) ratingLines(c *Context) []string {
	t := o.t
	if len(t.Ratings) != 2 || !t.Over() {
		return nil
	}
	if me := o.seat(); me.Valid() && !t.S.Spectator() {
		r := t.Ratings[me]
		return []string{c.F("rating.you", ratingText(c, r), c.F("rating.change", r.Change))}
	}
	var lines []string
	for _, seat := range []engine.Seat{0, 1} {
		r := t.Ratings[seat]
		lines = append(lines, c.F("rating.player", o.who(c, seat), ratingText(c, r), c.F("rating.change", r.Change)))
	}
	return lines
}
