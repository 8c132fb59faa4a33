package server

import (
	"encoding/json"
	"fmt"
	"unique"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
)

// entry is one event of a room, the unit of the room's log: it is stored,
// replayed at start-up, and sent to every connection (filtered for each).
//
// A room keeps every entry of its life in memory, and most of them are
// actions, so an entry is small: what only the other kinds carry is in
// more, what every entry of one game shares is in game, and the states a
// replay starts from are kept apart, one every checkpointEvery entries
// (liveRoom.checkpoints). Stored, an entry is the flat JSON of entryJSON.
type entry struct {
	Seq    uint64
	Cmd    uint64 // the command id that made it (0: none)
	Kind   string // one of room's K… constants
	Action string // action: as applied, with its outcome
	more   *entryMore
	Player int8        // 0 the creator, 1 the other, -1 nobody
	Seat   engine.Seat // the actor's seat, or -1

	// Rebuilt by apply.
	drawOffer engine.Seat

	// An action's clock: auto says the server played it for a seat whose
	// turn timer ran out; left is, under a chess clock, the actor's time
	// after it (milliseconds, the increment added).
	auto bool
	left int32

	game *gameOf // nil before the room's first game
}

// entryMore holds the fields of the entries that are not actions.
type entryMore struct {
	Time   int64  // unix milliseconds (an action's time is stored, not kept)
	Game   string // created
	Side   string // created: the creator's choice
	Token  string // created, joined: the seat token's SHA-256 (hex)
	Seed   string // start: secret; end: revealed
	First  int    // start: the player on seat 0
	Result string // end
	Public bool   // created: listed in the lobby
	Name   string // created, joined: the player's display name
	Clock  string // created: the time control ("" for rooms made before clocks: none)
	Ident  string // created, joined: the player's identity in a quick match (ratings.go)
}

// gameOf is what every entry of one game shares.
type gameOf struct {
	number int
	seatOf [2]engine.Seat
	commit string
}

// noGame stands for the game of the entries before the first one.
var noGame = gameOf{seatOf: [2]engine.Seat{engine.NoSeat, engine.NoSeat}}

// info returns the fields of a kind other than an action (zero when the
// entry has none).
func (e *entry) info() entryMore {
	if e.more == nil {
		return entryMore{}
	}
	return *e.more
}

// of returns the game the entry belongs to.
func (e *entry) of() *gameOf {
	if e.game == nil {
		return &noGame
	}
	return e.game
}

// entryJSON is an entry as the store keeps it.
type entryJSON struct {
	Seq    uint64      `json:"seq"`
	Kind   string      `json:"kind"`
	Time   int64       `json:"time"`
	Player int8        `json:"player"`
	Seat   engine.Seat `json:"seat"`
	Cmd    uint64      `json:"cmd,omitempty"`
	Game   string      `json:"game,omitempty"`
	Side   string      `json:"side,omitempty"`
	Token  string      `json:"token,omitempty"`
	Action string      `json:"action,omitempty"`
	Seed   string      `json:"seed,omitempty"`
	First  int         `json:"first,omitempty"`
	Result string      `json:"result,omitempty"`
	Public bool        `json:"public,omitempty"`
	Name   string      `json:"name,omitempty"`
	Clock  string      `json:"clock,omitempty"`
	Left   int32       `json:"left,omitempty"`
	Auto   bool        `json:"auto,omitempty"`
	Ident  string      `json:"ident,omitempty"`
}

// encode returns the entry as stored, made at time now (unix
// milliseconds).
func (e *entry) encode(now int64) ([]byte, error) {
	m := e.info()
	return json.Marshal(entryJSON{
		Seq: e.Seq, Kind: e.Kind, Time: now, Player: e.Player, Seat: e.Seat, Cmd: e.Cmd,
		Game: m.Game, Side: m.Side, Token: m.Token, Action: e.Action, Seed: m.Seed, First: m.First,
		Result: m.Result, Public: m.Public, Name: m.Name, Clock: m.Clock, Left: e.left, Auto: e.auto, Ident: m.Ident,
	})
}

// decodeEntry reads a stored entry and the time it was made (unix
// milliseconds).
func decodeEntry(data []byte) (*entry, int64, error) {
	var j entryJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, 0, err
	}
	kind, ok := kinds[j.Kind]
	if !ok {
		return nil, 0, fmt.Errorf("unknown entry kind %q", j.Kind)
	}
	e := &entry{Seq: j.Seq, Cmd: j.Cmd, Kind: kind, Player: j.Player, Seat: j.Seat}
	if kind == room.KAction {
		e.Action = actionText(j.Action)
		e.left, e.auto = j.Left, j.Auto
		return e, j.Time, nil
	}
	e.more = &entryMore{Time: j.Time, Game: j.Game, Side: j.Side, Token: j.Token, Seed: j.Seed, First: j.First,
		Result: j.Result, Public: j.Public, Name: j.Name, Clock: j.Clock, Ident: j.Ident}
	return e, j.Time, nil
}

// kinds maps each entry kind to its constant, so that the entries read
// back share one copy of each name.
var kinds = func() map[string]string {
	m := map[string]string{}
	for _, k := range []string{room.KCreated, room.KJoined, room.KStart, room.KAction, room.KResign,
		room.KDrawOffer, room.KDrawDecline, room.KDrawAgreed, room.KAbandon, room.KEnd, room.KRematch, room.KTimeout} {
		m[k] = k
	}
	return m
}()

// actionText returns one shared copy of an action's text: a game has few
// distinct actions ("roll:6", "p2", "a3a4"), and a room keeps thousands.
func actionText(s string) string { return unique.Make(s).Value() }

// newEntry makes an entry of a kind other than an action, with its
// fields; its time is set when it is committed.
func newEntry(kind string, player int, seat engine.Seat, cmd uint64, more entryMore) *entry {
	return &entry{Kind: kind, Player: int8(player), Seat: seat, Cmd: cmd, more: &more}
}
