// Package netplay runs an online game on the app's side: a Session keeps
// one seat's connection to the room server alive (reconnecting with
// backoff, resuming with the seat token and the last state version seen,
// sending each command again with its own id until the server answers),
// and a Table turns the server's messages into the play controllers'
// calls, keeps what the screens show (room code, presence, draw offers,
// rematches, the result) and checks the dice when the seed is revealed.
// It imports no Ebitengine, so two Tables play whole games in tests.
package netplay

import (
	"context"
	crand "crypto/rand"
	"encoding/hex"
	"errors"
	"math/rand/v2"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/room"
)

// Status is the state of the connection.
type Status int

// The states.
const (
	// Connecting: the first connection is being made.
	Connecting Status = iota
	// Connected: in the room, messages flowing.
	Connected
	// Reconnecting: the connection dropped; the session tries again,
	// waiting longer after each failure.
	Reconnecting
	// Failed: the server turned the session away for good (no such room,
	// the room is full, the token opens no seat); Err says why.
	Failed
	// Closed: the person left.
	Closed
)

// String names the state (for logs and tests).
func (s Status) String() string {
	return [...]string{"connecting", "connected", "reconnecting", "failed", "closed"}[s]
}

// Ticket is what brings a player back to their seat after a reload or a
// restart: the server, the room, the seat token and the next command id.
// The app saves it whenever it changes.
type Ticket struct {
	Server string `json:"server"` // the WebSocket URL
	Code   string `json:"code"`
	Token  string `json:"token"`
	Game   string `json:"game"`
	NextID uint64 `json:"next_id"`
}

// RoomLifetime and SeatGrace are the room server's defaults (its
// Config.PendingTTL and Config.Grace): a room nobody has joined is removed
// RoomLifetime after it was opened, and a finished one RoomLifetime after
// it was last used; a seat silent for SeatGrace in a game loses it. The app
// drops a saved seat whose room the server has surely forgotten.
const (
	RoomLifetime = 30 * time.Minute
	SeatGrace    = 2 * time.Minute
)

// Valid reports whether the ticket can resume a seat.
func (t Ticket) Valid() bool {
	return t.Server != "" && room.ValidCode(t.Code) && len(t.Token) == room.TokenLen && t.NextID >= 1
}

// Config sets up a session.
type Config struct {
	// Server is the room server's WebSocket URL (ws://host:port/ws).
	Server string
	// Games are the games a table may play (default registry.Games).
	Games *games.Registry
	// Ping is how often the session shows it is alive (default 20 s).
	Ping time.Duration
	// MinBackoff and MaxBackoff bound the wait between reconnection
	// attempts: it doubles from the first to the second, with jitter
	// (defaults 300 ms and 10 s).
	MinBackoff, MaxBackoff time.Duration
	// Dial connects (default room.Dial); tests cut connections with it.
	Dial func(ctx context.Context, url string, opts room.Options) (*room.Client, error)
	// Saved is called with the ticket whenever it changes (the app saves
	// it with gdata).
	Saved func(Ticket)
	// Seed seeds the backoff's jitter (fixed in tests).
	Seed uint64
	// Timeout bounds one attempt, from dialling to the server's welcome
	// (default 6 s): a server that does not answer is reported soon.
	Timeout time.Duration
	// Slow is how long an attempt goes unanswered before the session
	// calls it slow (Link.Slow; default 1.5 s).
	Slow time.Duration
	// Clock is the session's time (default the wall clock; tests drive a
	// ManualClock).
	Clock Clock
}

// Session is one seat's connection to a room. Its methods are safe to call
// from the game loop: they never block on the network.
type Session struct {
	cfg Config

	mu       sync.Mutex
	status   Status
	attempts int // failed attempts since the last success
	err      error
	problem  Problem
	trying   bool          // an attempt is under way
	queued   bool          // waiting for a quick match
	rating   []room.Rating // the player's rating as the queue said (none: unrated)
	tryStart time.Time     // when it began
	retryAt  time.Time     // between attempts: when the next begins
	ticket   Ticket
	welcomed bool
	sv       uint64 // the last state version received
	since    uint64 // the version the current connection resumed from
	caughtUp uint64 // the room's version when the current connection began
	inbox    []room.Message
	outbox   []room.Request // commands not answered yet, oldest first
	client   *room.Client
	hello    room.Request

	wake   chan struct{}
	retry  chan struct{} // RetryNow
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}
	rng    *rand.Rand
}

// Create opens a room for game with the creator on side ("first",
// "second" or "random").
func Create(cfg Config, game, side string) *Session { return Open(cfg, game, side, false, "", "") }

// Open opens a room as Create does under the creator's display name
// (none: the server's guest name), which the opponent is told; a public
// one is listed in the lobby under it. clock is the room's time control
// (room.ClockNone for none, which a public room may not choose; "": the
// game's own).
func Open(cfg Config, game, side string, public bool, name, clock string) *Session {
	hello := room.Request{T: room.TCreate, Game: game, Side: side, Public: public, Name: name, Clock: clock}
	return start(cfg, hello, Ticket{Server: cfg.Server, Game: game, NextID: 1})
}

// Join takes the free seat of the room with code under the server's guest
// name.
func Join(cfg Config, code string) *Session { return JoinAs(cfg, code, "") }

// JoinAs takes the free seat of the room with code under the display name
// (none: the server's guest name). The session draws the seat's token
// itself, so a join sent again after a lost welcome returns the same seat.
func JoinAs(cfg Config, code, name string) *Session {
	var b [room.TokenLen / 2]byte
	crand.Read(b[:]) // never fails (crypto/rand panics instead)
	hello := room.Request{T: room.TJoin, Code: code, Token: hex.EncodeToString(b[:]), Name: name}
	return start(cfg, hello, Ticket{Server: cfg.Server, Code: code, NextID: 1})
}

// Quick waits for a quick match of game under the display name; once
// paired it is a seat like any other (saved, resumed). Until the server
// has queued the player, an attempt is bounded by Config.Timeout; after,
// the wait is as long as it takes. A connection lost while waiting asks
// again (the place in the queue is lost). secret is the player's identity
// (save.Saves.IdentitySecret): the game is rated when the partner brings
// one too; "" plays unrated.
func Quick(cfg Config, game, name, secret string) *Session {
	return start(cfg, room.Request{T: room.TQuick, Game: game, Name: name, Secret: secret}, Ticket{Server: cfg.Server, Game: game, NextID: 1})
}

// Watch follows the room with code as a spectator, from the room's
// beginning; a lost connection comes back with the events missed.
func Watch(cfg Config, code string) *Session {
	// From the room's first event: the spectator's table holds the whole
	// game (its review, its dice check), as a resumed seat's does.
	return start(cfg, room.Request{T: room.TWatch, Code: code, Since: 1}, Ticket{Server: cfg.Server, Code: code, NextID: 1})
}

// Resume comes back to a seat with a saved ticket. The whole history of
// the room is asked for again, so the game's log (and the dice check) is
// complete.
func Resume(cfg Config, t Ticket) *Session {
	cfg.Server = t.Server
	s := start(cfg, room.Request{T: room.TResume, Code: t.Code, Token: t.Token, Since: 1}, t)
	return s
}

func start(cfg Config, hello room.Request, t Ticket) *Session {
	if cfg.Ping <= 0 {
		cfg.Ping = 20 * time.Second
	}
	if cfg.MinBackoff <= 0 {
		cfg.MinBackoff = 300 * time.Millisecond
	}
	if cfg.MaxBackoff < cfg.MinBackoff {
		cfg.MaxBackoff = max(10*time.Second, cfg.MinBackoff)
	}
	if cfg.Dial == nil {
		cfg.Dial = room.Dial
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 6 * time.Second
	}
	if cfg.Slow <= 0 {
		cfg.Slow = 1500 * time.Millisecond
	}
	if cfg.Clock == nil {
		cfg.Clock = WallClock{}
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Session{
		cfg: cfg, ticket: t, hello: hello,
		wake: make(chan struct{}, 1), retry: make(chan struct{}, 1), ctx: ctx, cancel: cancel, done: make(chan struct{}),
		rng: rand.New(rand.NewPCG(cfg.Seed, cfg.Seed^0x243f6a8885a308d3)),
	}
	if hello.T == room.TResume {
		s.welcomed = true
	}
	go s.run()
	return s
}

// Status returns the connection's state, the failed attempts since the
// last success, and the reason of the last failure.
func (s *Session) Status() (Status, int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.status, s.attempts, s.err
}

// Games are the games the session's table may play.
func (s *Session) Games() *games.Registry {
	if s.cfg.Games == nil {
		return registry.Games
	}
	return s.cfg.Games
}

// Ticket returns the ticket as it stands.
func (s *Session) Ticket() Ticket {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ticket
}

// CaughtUp returns the state version the current connection started from
// and the room's version when it began: messages in between are history
// being caught up on.
func (s *Session) CaughtUp() (since, upTo uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.since, s.caughtUp
}

// Joined reports whether this session took its seat by joining: the
// first snapshot it receives is then the game's start (the server starts
// the game as the second player joins, before anything can be played).
func (s *Session) Joined() bool { return s.hello.T == room.TJoin || s.hello.T == room.TQuick }

// Spectator reports whether the session watches rather than plays.
func (s *Session) Spectator() bool { return s.hello.T == room.TWatch }

// QueuedRating returns the player's rating in the game a quick match
// waits for, as the server said when it queued the player, and whether
// the player is rated.
func (s *Session) QueuedRating() (room.Rating, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.rating) != 1 {
		return room.Rating{}, false
	}
	return s.rating[0], true
}

// Queued reports whether the session waits in a quick-match queue now.
func (s *Session) Queued() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.queued
}

// Take returns and forgets the messages received since the last call: the
// welcome, snapshots, events and presence, and the nacks of commands.
func (s *Session) Take() []room.Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.inbox
	s.inbox = nil
	return out
}

// Act sends an action (an intention in the game's notation).
func (s *Session) Act(action string) { s.command(room.Request{T: room.TAct, Action: action}) }

// Resign, OfferDraw, AcceptDraw, DeclineDraw and Rematch send those commands.
func (s *Session) Resign()      { s.command(room.Request{T: room.TResign}) }
func (s *Session) OfferDraw()   { s.command(room.Request{T: room.TOfferDraw}) }
func (s *Session) AcceptDraw()  { s.command(room.Request{T: room.TAcceptDraw}) }
func (s *Session) DeclineDraw() { s.command(room.Request{T: room.TDeclineDraw}) }
func (s *Session) Rematch()     { s.command(room.Request{T: room.TRematch}) }

// Say sends one of room.Phrases to the room, if connected (a phrase is
// not sent again after a reconnection: it was of its moment). It never
// blocks the game loop.
func (s *Session) Say(phrase string) {
	s.mu.Lock()
	c, status := s.client, s.status
	s.mu.Unlock()
	if c == nil || status != Connected || !room.ValidPhrase(phrase) {
		return
	}
	go func() {
		ctx, stop := context.WithTimeout(context.Background(), leaveTimeout)
		defer stop()
		_ = c.Send(ctx, room.Request{T: room.TSay, Phrase: phrase})
	}()
}

// command queues r with the next id; it is sent, and sent again after a
// reconnection, until the server answers it.
func (s *Session) command(r room.Request) {
	s.mu.Lock()
	if s.status == Closed || s.status == Failed {
		s.mu.Unlock()
		return
	}
	r.ID = s.ticket.NextID
	s.ticket.NextID++
	s.outbox = append(s.outbox, r)
	t := s.ticket
	s.mu.Unlock()
	s.saved(t)
	s.poke()
}

// Pending reports how many commands wait for the server's answer.
func (s *Session) Pending() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.outbox)
}

// Close leaves: the connection ends and no reconnection is tried. The seat
// stays the player's (the ticket can resume it). A session waiting for a
// quick match says it leaves the queue before it goes, so the server
// takes the player out before anyone else asks, rather than only once it
// notices the connection gone (and pairs the next player with nobody).
func (s *Session) Close() {
	s.mu.Lock()
	if s.status != Failed {
		s.status = Closed
	}
	c, queued := s.client, s.queued
	s.mu.Unlock()
	if c != nil && queued {
		ctx, stop := context.WithTimeout(context.Background(), leaveTimeout)
		_ = c.Send(ctx, room.Request{T: room.TCancel}) // the close below follows it either way
		stop()
	}
	s.cancel()
	if c != nil {
		c.Close()
	}
	<-s.done
}

// leaveTimeout bounds the cancel a queued session sends as it closes.
const leaveTimeout = 500 * time.Millisecond

// Drop cuts the current connection as a network failure would; the
// session reconnects by itself (tests, and the app's "network lost" check).
func (s *Session) Drop() {
	s.mu.Lock()
	c := s.client
	s.mu.Unlock()
	if c != nil {
		c.Close()
	}
}

func (s *Session) poke() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

func (s *Session) saved(t Ticket) {
	if s.cfg.Saved != nil && t.Token != "" {
		s.cfg.Saved(t)
	}
}

// fatal reports whether the server's refusal of a hello is final.
func fatal(err error) bool {
	var e *room.Error
	if !errors.As(err, &e) {
		return false
	}
	switch e.Code {
	case room.ErrNoRoom, room.ErrRoomFull, room.ErrBadToken, room.ErrUnknownGame, room.ErrVersion, room.ErrBadMessage:
		return true
	}
	return false
}

// backoff is the wait before attempt n (from 1): doubling, capped, with up
// to a quarter of jitter either way.
func (s *Session) backoff(n int) time.Duration {
	d := s.cfg.MinBackoff
	for i := 1; i < n && d < s.cfg.MaxBackoff; i++ {
		d *= 2
	}
	d = min(d, s.cfg.MaxBackoff)
	j := time.Duration(s.rng.Int64N(int64(d)/2+1)) - d/4
	return d + j
}

func (s *Session) run() {
	defer close(s.done)
	for {
		if s.ctx.Err() != nil {
			return
		}
		s.mu.Lock()
		s.trying, s.tryStart = true, s.cfg.Clock.Now()
		s.mu.Unlock()
		served, err := s.connect()
		if s.ctx.Err() != nil {
			return
		}
		if fatal(err) {
			s.mu.Lock()
			s.status, s.err, s.problem, s.trying = Failed, err, Refusal, false
			s.mu.Unlock()
			return
		}
		s.mu.Lock()
		if s.welcomed {
			s.status = Reconnecting
		}
		switch {
		case served:
			s.err, s.problem = err, Lost
		case err != nil:
			s.err, s.problem = err, Classify(err)
		}
		s.attempts++
		wait := s.backoff(s.attempts)
		s.trying, s.retryAt = false, s.cfg.Clock.Now().Add(wait)
		s.mu.Unlock()
		select {
		case <-s.retry: // a press before this wait began is not for it
		default:
		}
		after, stop := s.cfg.Clock.After(wait)
		select {
		case <-after:
		case <-s.retry:
		case <-s.ctx.Done():
		}
		stop()
	}
}

// connect makes one connection and serves it until it ends; served says
// whether the server welcomed it. Dialling and the welcome must come within
// Config.Timeout.
func (s *Session) connect() (served bool, err error) {
	actx, cancel := context.WithCancelCause(s.ctx)
	defer cancel(nil)
	answered := make(chan struct{})
	limit, stop := s.cfg.Clock.After(s.cfg.Timeout)
	go func() {
		select {
		case <-limit:
			cancel(errNoAnswer)
		case <-answered:
		}
	}()
	defer func() {
		if !served {
			stop()
			close(answered)
			if context.Cause(actx) == errNoAnswer {
				err = errNoAnswer
			}
		}
	}()
	queued := func(m room.Message) {
		// Queued: the wait for a partner has no limit.
		stop()
		s.mu.Lock()
		s.queued, s.rating = true, m.Ratings
		s.mu.Unlock()
	}
	c, err := s.cfg.Dial(actx, s.cfg.Server, room.Options{Ping: s.cfg.Ping, Queued: queued})
	if err != nil {
		return false, err
	}
	defer func() {
		s.mu.Lock()
		s.queued = false
		s.mu.Unlock()
	}()
	defer c.Close()
	s.mu.Lock()
	hello := s.hello
	if s.welcomed {
		since := s.sv
		if since == 0 {
			since = 1 // the whole history but the room's creation
		}
		hello = room.Request{T: room.TResume, Code: s.ticket.Code, Token: s.ticket.Token, Since: since}
		if s.Spectator() {
			hello = room.Request{T: room.TWatch, Code: s.ticket.Code, Since: since}
		}
	}
	s.client = c
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.client = nil
		s.mu.Unlock()
	}()
	w, err := c.Hello(actx, hello)
	if err != nil {
		return false, err
	}
	served = true
	stop()
	close(answered)
	s.mu.Lock()
	s.welcomed, s.queued = true, false
	s.status, s.attempts, s.err, s.problem, s.trying = Connected, 0, nil, NoProblem, false
	s.since, s.caughtUp = hello.Since, w.SV
	if w.Token != "" {
		s.ticket.Token = w.Token
	}
	s.ticket.Code, s.ticket.Game = w.Room, w.Game
	s.inbox = append(s.inbox, w)
	t := s.ticket
	s.mu.Unlock()
	s.saved(t)

	// The reader hands every message to the inbox; the sender below sends
	// the commands one at a time, each until it is answered.
	read := make(chan struct{})
	defer func() { c.Close(); <-read }()
	go func() {
		defer close(read)
		for m := range c.Messages() {
			s.mu.Lock()
			switch {
			case m.T == room.TEvent && m.SV <= s.sv:
				// Already received on an earlier connection.
			case m.T == room.TEvent || m.T == room.TSnapshot:
				s.sv = max(s.sv, m.SV)
				s.inbox = append(s.inbox, m)
			default:
				s.inbox = append(s.inbox, m)
			}
			s.mu.Unlock()
		}
	}()
	for {
		s.mu.Lock()
		var next *room.Request
		if len(s.outbox) > 0 {
			r := s.outbox[0]
			next = &r
		}
		s.mu.Unlock()
		if next == nil {
			select {
			case <-s.wake:
				continue
			case <-c.Done():
				return true, c.Err()
			case <-s.ctx.Done():
				return true, nil
			}
		}
		cctx, ccancel := context.WithTimeout(s.ctx, 15*time.Second)
		ans, err := c.Command(cctx, *next)
		ccancel()
		var nack *room.Error
		switch {
		case errors.As(err, &nack):
			ans = room.Message{V: room.Version, T: room.TNack, ID: next.ID, Err: nack.Code, Reason: nack.Reason}
		case err != nil:
			return true, err // sent again, with its id, after reconnecting
		}
		s.mu.Lock()
		if len(s.outbox) > 0 && s.outbox[0].ID == next.ID {
			s.outbox = s.outbox[1:]
		}
		if ans.T == room.TNack {
			s.inbox = append(s.inbox, ans)
		}
		s.mu.Unlock()
	}
}

// ServerURL turns what a person types or the page's address into the
// WebSocket URL of a room server: "localhost:8080", "http://host" and
// "ws://host/ws" all work.
func ServerURL(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", errors.New("no server address")
	}
	if !strings.Contains(s, "://") {
		s = "ws://" + s
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		return "", errors.New("not a server address: " + s)
	}
	switch u.Scheme {
	case "http", "ws":
		u.Scheme = "ws"
	case "https", "wss":
		u.Scheme = "wss"
	default:
		return "", errors.New("not a server address: " + s)
	}
	if u.Path == "" || u.Path == "/" {
		u.Path = "/ws"
	}
	u.RawQuery, u.Fragment = "", ""
	return u.String(), nil
}

// InviteLink is the page address that opens the room with code on the
// server whose WebSocket URL is ws.
func InviteLink(ws, code string) string {
	u, err := url.Parse(ws)
	if err != nil {
		return ""
	}
	switch u.Scheme {
	case "wss":
		u.Scheme = "https"
	default:
		u.Scheme = "http"
	}
	u.Path = "/"
	u.RawQuery = "room=" + code
	return u.String()
}
