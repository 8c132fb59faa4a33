package netplay

import (
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
)

// Board is a play controller in its online mode: it sends the person's
// intentions through the function it was made with, and plays what the
// server announces.
type Board interface {
	// Remote plays an action the server announced (seat, the action as
	// applied, the events as this seat sees them, this seat's view after).
	Remote(seat engine.Seat, action string, events []engine.Event, view string) error
	// Sync takes the server's view as it is, without animation.
	Sync(view string) error
	// Refused is the server's refusal (a catalogue key) of the intention
	// on its way.
	Refused(key string)
	// Finish ends the game with the server's result.
	Finish(o engine.Outcome)
	// Busy reports whether an animation is running: the next announced
	// action waits for it.
	Busy() bool
	// Update advances one tick.
	Update()
}

// Revealer is a board that can show the whole final position once the
// seed is revealed and checked (the hands of a dominoes game).
type Revealer interface {
	Reveal(final engine.State)
}

// NewBoard makes the board of a game from this seat's view at the start.
// send carries the board's intentions to the server.
type NewBoard func(game string, you engine.Seat, view string, send func(action string)) (Board, error)

// Refusal keys the boards show for the server's refusals.
const (
	RefusedTurn    = "play.refused.turn"
	RefusedIllegal = "online.refused.illegal"
	RefusedServer  = "online.refused.server"
)

// Notices the table raises for the screens (catalogue keys).
const (
	NoticeDrawOffered  = "online.notice.offered"
	NoticeDrawDeclined = "online.notice.declined"
	NoticeRematch      = "online.notice.rematch"
	NoticeRefused      = "online.notice.refused"
)

// Table is the app's side of an online room: the session, the board of the
// current game, and what the screens show around it. Update is called once
// per tick from the game loop.
type Table struct {
	S       *Session
	Game    string
	Sides   [2]string
	Code    string
	Invite  string
	You     engine.Seat // this player's seat in the current game
	Number  int         // the current game's number in the room, from 1
	Players int         // seats taken (2 once the opponent has joined)
	// Watchers is how many spectators follow the room (as the server
	// last said).
	Watchers int
	// Names are the players' display names by seat in the current game,
	// as the server last told them (empty before the second player, or
	// from a server that does not tell them).
	Names [2]string
	// Ratings are the players' ratings by seat in a rated room, as the
	// server last told them (after a game's end, with its change); nil
	// in an unrated room.
	Ratings []room.Rating
	// OpponentAway: the opponent's connection dropped.
	OpponentAway bool
	// DrawOffer is the seat whose draw offer is pending, or NoSeat.
	DrawOffer engine.Seat
	// Rematch says which seat has asked for a rematch since the end.
	Rematch [2]bool
	// Result is the server's result of the current game ("" while it
	// runs), with the revealed Seed and the Commitment from the start.
	Result     string
	Outcome    engine.Outcome
	Seed       string
	Commitment string
	// StartView and Log are the current game as this seat saw it; Whole
	// says they cover it from the start (a game only seen from a snapshot
	// cannot be checked).
	StartView string
	Log       []Step
	Whole     bool
	// Check is the dice check, made when the game ends.
	Check *DiceCheck
	// Board is the current game's controller (nil before the start).
	Board Board
	// Notice is the last notice (a catalogue key) and NoticeSeat whom it
	// is about; Notices counts them, so a screen sees each new one.
	Notice     string
	NoticeSeat engine.Seat
	Notices    int
	// Err is the last error in the server's messages (a view that does
	// not parse); the table then keeps the server's view.
	Err error
	// Clock is the game's clock as the server last told it (nil: the
	// room keeps no time), received at ClockAt on the session's clock.
	// TimeLeft counts it down; the server alone decides a timeout.
	Clock   *room.ClockState
	ClockAt time.Time
	// Said is the last phrase said in the room (its seat and words, a key
	// of room.Phrases) and Sayings counts them, so a screen shows each new
	// one; Muted drops the opponent's (the player's own still show).
	Said    Saying
	Sayings int
	Muted   bool
	// saidAt are the times of this player's last phrases on the session's
	// clock, the newest last: Say keeps to the server's limit.
	saidAt []time.Time

	newBoard NewBoard
	joinSeen bool
	pending  []room.Message
	lastSV   uint64
}

// NewTable wraps a session; newBoard makes each game's board.
func NewTable(s *Session, newBoard NewBoard) *Table {
	t := &Table{S: s, You: engine.NoSeat, DrawOffer: engine.NoSeat, newBoard: newBoard}
	t.Game = s.Ticket().Game
	if g, ok := t.S.Games().Find(t.Game); ok {
		t.Sides = g.Rules.Sides
	}
	return t
}

// Update takes the session's new messages and plays them onto the board,
// one announced action at a time as the board's animations allow; a long
// history being caught up on (after a restart) is applied at once.
func (t *Table) Update() {
	news := t.S.Take()
	for _, m := range news {
		// The clock is taken as it arrives, not when the board has
		// played the messages before it: it is the server's time now.
		if m.Clock != nil {
			t.Clock, t.ClockAt = m.Clock, t.S.cfg.Clock.Now()
		}
	}
	t.pending = append(t.pending, news...)
	since, upTo := t.S.CaughtUp()
	if t.Board != nil {
		t.Board.Update()
	}
	for len(t.pending) > 0 {
		m := t.pending[0]
		catchUp := m.T == room.TEvent && m.SV <= upTo && upTo-since > 3
		if m.T == room.TEvent && m.Kind == room.KAction && t.Board != nil && t.Board.Busy() && !catchUp {
			return
		}
		t.pending = t.pending[1:]
		t.handle(m, catchUp)
	}
}

// Saying is a phrase said in a room.
type Saying struct {
	Seat   engine.Seat
	Phrase string
}

// PhraseBurst and PhrasePeriod are the server's limit on a player's
// phrases: so many at once, then one a period.
const (
	PhraseBurst  = 3
	PhrasePeriod = 3 * time.Second
)

// CanSay reports whether a phrase now keeps within the server's limit.
func (t *Table) CanSay() bool {
	if !t.You.Valid() || !t.Started() {
		return false
	}
	if len(t.saidAt) < PhraseBurst {
		return true
	}
	// At most PhraseBurst in any PhraseBurst periods: the server's
	// bucket (PhraseBurst tokens, one back a period) is full again by then.
	return t.S.cfg.Clock.Now().Sub(t.saidAt[0]) >= PhraseBurst*PhrasePeriod
}

// Say says a phrase to the room when the limit allows it.
func (t *Table) Say(phrase string) {
	if !t.CanSay() {
		return
	}
	t.saidAt = append(t.saidAt, t.S.cfg.Clock.Now())
	if len(t.saidAt) > PhraseBurst {
		t.saidAt = t.saidAt[1:]
	}
	t.S.Say(phrase)
}

// TimeLeft is seat's time as the server last told it, counted down since
// on the session's clock; ok is false when the room keeps no time. running
// says the seat's time runs now.
func (t *Table) TimeLeft(seat engine.Seat) (left time.Duration, running, ok bool) {
	if t.Clock == nil || !seat.Valid() {
		return 0, false, false
	}
	return t.Clock.LeftNow(seat, t.S.cfg.Clock.Now().Sub(t.ClockAt)), t.Clock.Run == seat && !t.Over(), true
}

// Over reports whether the current game has ended.
func (t *Table) Over() bool { return t.Result != "" }

// Started reports whether a game is on the table.
func (t *Table) Started() bool { return t.Board != nil }

func (t *Table) notice(key string, seat engine.Seat) {
	t.Notice, t.NoticeSeat = key, seat
	t.Notices++
}

func (t *Table) send(action string) { t.S.Act(action) }

func (t *Table) handle(m room.Message, catchUp bool) {
	if m.T == room.TEvent {
		if m.SV <= t.lastSV {
			return
		}
		t.lastSV = m.SV
	}
	if m.T == room.TSnapshot {
		t.lastSV = m.SV
	}
	switch m.T {
	case room.TWelcome:
		t.Code, t.Game, t.Watchers = m.Room, m.Game, m.Watchers
		if g, ok := t.S.Games().Find(t.Game); ok {
			t.Sides = g.Rules.Sides
		}
		t.Invite = m.Invite
		if t.Invite == "" {
			t.Invite = InviteLink(t.S.Ticket().Server, m.Room)
		}
	case room.TSnapshot:
		t.Watchers = m.Watchers
		if t.S.Joined() && !t.joinSeen && m.View != "" && m.Result == "" {
			// The snapshot a joiner gets is the start of the game.
			t.joinSeen = true
			t.Players = m.Players
			t.DrawOffer = m.DrawOffer
			t.start(m)
			return
		}
		t.snapshot(m)
	case room.TWatchers:
		t.Watchers = m.Watchers
	case room.TSaid:
		if room.ValidPhrase(m.Phrase) && m.Seat.Valid() && (!t.Muted || m.Seat == t.You) {
			t.Said = Saying{Seat: m.Seat, Phrase: m.Phrase}
			t.Sayings++
		}
	case room.TPresence:
		if m.Seat != t.You {
			t.OpponentAway = m.Presence == room.PresReconnecting
		}
	case room.TNack:
		if m.ID == 0 && m.Err == room.ErrRate {
			return // a phrase too many: it concerns no move
		}
		key := RefusedServer
		switch m.Err {
		case room.ErrNotYourTurn:
			key = RefusedTurn
		case room.ErrIllegal, room.ErrBadAction, room.ErrOutcome, room.ErrFinished, room.ErrNoOffer, room.ErrOfferPending, room.ErrNotFinished:
			key = RefusedIllegal
		}
		if t.Board != nil {
			t.Board.Refused(key)
		}
		t.notice(NoticeRefused, engine.NoSeat)
	case room.TEvent:
		t.event(m, catchUp)
	}
}

func (t *Table) event(m room.Message, catchUp bool) {
	t.DrawOffer = m.DrawOffer
	t.ratings(m)
	switch m.Kind {
	case room.KCreated:
		t.Players = 1
	case room.KJoined:
		t.Players = 2
	case room.KStart:
		t.start(m)
	case room.KAction:
		if t.Board == nil {
			return
		}
		t.Log = append(t.Log, Step{Seat: m.Seat, Action: m.Action, View: m.View})
		var err error
		if catchUp {
			err = t.Board.Sync(m.View)
		} else {
			err = t.Board.Remote(m.Seat, m.Action, m.Events, m.View)
		}
		if err != nil {
			t.Err = err
		}
	case room.KDrawOffer:
		// A draw offer and its answer concern the players only: a
		// spectator is told neither.
		if t.You.Valid() && m.Seat != t.You {
			t.notice(NoticeDrawOffered, m.Seat)
		}
	case room.KDrawDecline:
		if t.You.Valid() && m.Seat != t.You {
			t.notice(NoticeDrawDeclined, m.Seat)
		}
	case room.KRematch:
		if m.Seat.Valid() {
			t.Rematch[m.Seat] = true
			if t.You.Valid() && m.Seat != t.You {
				t.notice(NoticeRematch, m.Seat)
			}
		}
	case room.KEnd:
		t.end(m.Result, m.Seed)
	}
}

func (t *Table) start(m room.Message) {
	t.Number, t.You, t.Commitment = m.Number, m.You, m.Commitment
	t.names(m)
	t.ratings(m)
	t.Players = 2
	t.Result, t.Seed, t.Check, t.Outcome = "", "", nil, engine.Outcome{}
	t.Rematch = [2]bool{}
	t.OpponentAway = false
	t.StartView, t.Log, t.Whole = m.View, nil, true
	b, err := t.newBoard(t.Game, t.You, m.View, t.send)
	if err != nil {
		t.Err, t.Board = err, nil
		return
	}
	t.Board = b
}

func (t *Table) snapshot(m room.Message) {
	t.Players, t.Number, t.You, t.Commitment = m.Players, m.Number, m.You, m.Commitment
	t.names(m)
	t.ratings(m)
	if m.Room != "" {
		t.Code = m.Room
	}
	t.DrawOffer = m.DrawOffer
	t.Whole, t.Log, t.StartView, t.Check = false, nil, "", nil
	t.Result, t.Seed = "", ""
	if m.View == "" {
		t.Board = nil
		return
	}
	b, err := t.newBoard(t.Game, t.You, m.View, t.send)
	if err != nil {
		t.Err, t.Board = err, nil
		return
	}
	t.Board = b
	if m.Result != "" {
		t.end(m.Result, m.Seed)
	}
}

// names takes the players' names from a snapshot or a start, when it
// carries them.
func (t *Table) names(m room.Message) {
	if len(m.Names) == 2 {
		t.Names = [2]string{m.Names[0], m.Names[1]}
	}
}

// ratings takes the players' ratings from a message that carries them.
func (t *Table) ratings(m room.Message) {
	if len(m.Ratings) == 2 {
		t.Ratings = []room.Rating{m.Ratings[0], m.Ratings[1]}
	}
}

// Rating returns seat's rating, and whether the room is rated.
func (t *Table) Rating(seat engine.Seat) (room.Rating, bool) {
	if !seat.Valid() || len(t.Ratings) != 2 {
		return room.Rating{}, false
	}
	return t.Ratings[seat], true
}

// Opponent is the other player's display name, "" when not known (a
// spectator has none).
func (t *Table) Opponent() string {
	if !t.You.Valid() {
		return ""
	}
	return t.Names[t.You.Other()]
}

func (t *Table) end(result, seed string) {
	t.Result, t.Seed = result, seed
	o, err := ParseResult(result, t.Sides)
	if err != nil {
		t.Err = err
		return
	}
	t.Outcome = o
	if t.Board != nil {
		t.Board.Finish(o)
	}
	if t.Whole && t.StartView != "" {
		c := CheckDice(t.S.Games(), t.Game, t.Commitment, seed, t.StartView, t.You, t.Log)
		t.Check = &c
		if r, ok := t.Board.(Revealer); ok && c.OK {
			r.Reveal(c.Final)
		}
	}
}
