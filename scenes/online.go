package scenes

import (
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/scenes/netplay"
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
	return &onlineRoom{t: netplay.NewTable(s, onlineBoards(c))}
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
	if b, ok := o.t.Board.(board); ok {
		view = b.publicView()
		if ctl := b.Base(); ctl.HumanToMove() && !b.Busy() {
			toMove = int(ctl.Cfg.Human)
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
	b, ok := o.t.Board.(board)
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

// turnText is the status line of an online game while the person waits:
// for the server to take their action, or for the opponent.
func (o *onlineRoom) turnText(c *Context, waiting bool) string {
	if waiting {
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
