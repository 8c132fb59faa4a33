// Package room is Ply Yard's network protocol, shared by the room server and
// the game's client, and the client itself (native and in the browser build).
//
// Every frame is one JSON object, an envelope, at most MaxFrame bytes. A
// client sends a Request; the server answers with Messages. Every request
// carries the protocol version; a request that changes something carries a
// command id, unique per seat and increasing, and the server answers it with
// an ack or a nack naming it. A command sent again with an id the server has
// already answered gets the same answer again and is never applied twice.
// Every message from the server carries the room's state version (sv), which
// grows by one with every event of the room; a client that reconnects names
// the last version it saw and receives exactly the events it missed, or a
// fresh snapshot.
//
// The server is the authority. A client sends intentions only, in the game's
// action notation ("roll", "p2", "play:25:L", "draw", "pass", "g3g4"); the
// server rolls every die and deals every tile, and refuses an action that
// carries its own outcome ("roll:6").
package room

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/strictjson"
)

// Version is the protocol version every envelope carries.
const Version = 1

// MaxFrame is the largest frame a client may send. The server closes a
// connection that sends a larger one.
const MaxFrame = 4096

// MaxID is the largest command id, since and ping number a client may
// send: 2⁵³−1, exact in every JSON reader (and far from wrapping around).
const MaxID = 1<<53 - 1

// MaxServerFrame is the largest frame the client accepts from the server.
const MaxServerFrame = 1 << 20

// Request types, sent by a client.
const (
	// Create makes a room for Game; the creator takes a seat and picks Side
	// ("first", "second" or "random", the default).
	TCreate = "create"
	// Join takes the free seat of the room with Code. A client may bring
	// its own seat Token (128 bits it drew itself): a join sent again with
	// that token, after a lost welcome, returns the same seat.
	// Name is the joiner's display name (optional).
	TJoin = "join"
	// Watch follows the room with Code as a spectator (the public view).
	TWatch = "watch"
	// Resume comes back to a seat with its Code and Token, naming the last
	// state version seen in Since (0 for a fresh snapshot).
	TResume = "resume"
	// Act plays Action, in the game's notation, as an intention.
	TAct = "act"
	// Resign gives the game up.
	TResign = "resign"
	// OfferDraw offers a draw; AcceptDraw and DeclineDraw answer an offer.
	TOfferDraw   = "offer-draw"
	TAcceptDraw  = "accept-draw"
	TDeclineDraw = "decline-draw"
	// Rematch asks for a new game with the sides swapped; it starts when
	// both players have asked.
	TRematch = "rematch"
	// Ping asks for a Pong carrying the same N. WebSocket pings do not
	// exist in the browser, so the protocol has its own.
	TPing = "ping"
	// Quick waits for anyone else who wants a game of Game (first come,
	// first paired): the server answers Queued, then, once paired, a
	// Welcome into a new public room whose sides were drawn by chance.
	// Name is the player's display name (optional). Secret, optional, is
	// the player's identity (SecretLen lowercase hex digits the device
	// drew and keeps): a quick with one plays a rated game when its
	// partner brings one too; without one it plays unrated.
	TQuick = "quick"
	// Cancel leaves the quick-match queue: the waiting Quick is answered
	// with a nack "cancelled". Paired already, it gets nothing more: the
	// welcome is on its way.
	TCancel = "cancel"
	// List asks for the lobby: public rooms waiting for a player and
	// public games in progress, of Game or of every game.
	TList = "list"
	// Say sends one of the set Phrases to the room (a player only, a few
	// at a time): no words of a player's own reach another.
	TSay = "say"
)

// Message types, sent by the server.
const (
	TAck      = "ack"      // the command ID was applied; SV is the version it made
	TNack     = "nack"     // the command ID was refused: Err is the code, Reason the words
	TWelcome  = "welcome"  // you are in Room (Seat, Token for a player; Seat -1 to watch)
	TSnapshot = "snapshot" // the whole room as you may see it, at SV
	TEvent    = "event"    // one event of the room, at SV
	TPresence = "presence" // Seat is "connected", "reconnecting" or "gone" (Presence)
	TPong     = "pong"     // the answer to a ping
	TQueued   = "queued"   // you wait for a quick match of Game (Ratings: yours in it, when you are rated)
	TLobby    = "lobby"    // the answer to a list: Open and Live tables
	TWatchers = "watchers" // Watchers spectators follow your room now
	TSaid     = "said"     // the player on Seat said Phrase
)

// Nack and close reason codes.
const (
	ErrBadMessage      = "bad-message"       // not a valid envelope
	ErrVersion         = "version"           // another protocol version
	ErrUnknownType     = "unknown-type"      // a type this server does not know
	ErrTooLarge        = "too-large"         // a frame over MaxFrame
	ErrRate            = "rate"              // too many messages
	ErrNotInRoom       = "not-in-room"       // the command needs a room
	ErrAlreadyInRoom   = "in-room"           // create/join/watch/resume twice on one connection
	ErrNoRoom          = "no-room"           // no room has this code
	ErrRoomFull        = "room-full"         // both seats are taken
	ErrBadToken        = "bad-token"         // the token does not open a seat of this room
	ErrUnknownGame     = "unknown-game"      // no such game
	ErrSpectator       = "spectator"         // spectators cannot act
	ErrNotStarted      = "not-started"       // the game has not started
	ErrFinished        = "finished"          // the game is over
	ErrNotYourTurn     = "not-your-turn"     // the other seat is to act
	ErrBadAction       = "bad-action"        // the action does not parse
	ErrIllegal         = "illegal"           // the rules refuse the action
	ErrOutcome         = "client-outcome"    // the action names its own die value
	ErrNoOffer         = "no-offer"          // no draw offer to answer
	ErrOfferPending    = "offer-pending"     // an offer is already pending
	ErrStaleID         = "stale-id"          // an old command id the server no longer remembers
	ErrNotFinished     = "not-finished"      // rematch before the game ended
	ErrServer          = "server"            // the server failed; nothing changed
	ErrTooManyWatchers = "too-many-watchers" // the room has all the spectators it takes
	ErrCancelled       = "cancelled"         // the quick match was cancelled
	ErrNotQueued       = "not-queued"        // a cancel with no quick match waiting
	ErrQueued          = "queued"            // the connection waits for a quick match
	ErrBadClock        = "bad-clock"         // the game offers no such time control
	ErrIdentityRate    = "identity-rate"     // too many new identities from one address this hour
)

// Event kinds of a TEvent message.
const (
	KCreated     = "created"      // the room was made; the creator took a seat
	KJoined      = "joined"       // the second player took a seat
	KStart       = "start"        // a game started; Commitment is published
	KAction      = "action"       // Seat played Action, causing Events
	KResign      = "resign"       // Seat resigned
	KDrawOffer   = "draw-offer"   // Seat offered a draw
	KDrawDecline = "draw-decline" // Seat declined the offer
	KDrawAgreed  = "draw-agreed"  // Seat accepted the offer
	KAbandon     = "abandon"      // Seat was silent past the grace period
	KEnd         = "end"          // the game ended: Result, and the Seed revealed
	KRematch     = "rematch"      // Seat asked for a rematch
	KTimeout     = "timeout"      // Seat's time ran out, or it missed its last turn allowed
)

// Presence states.
const (
	PresConnected    = "connected"
	PresReconnecting = "reconnecting"
)

// Sides the creator may pick.
const (
	SideFirst  = "first"
	SideSecond = "second"
	SideRandom = "random"
)

// Request is a client's envelope. Fields a type does not use must be absent.
type Request struct {
	V      int    `json:"v"`
	T      string `json:"t"`
	ID     uint64 `json:"id,omitempty"`
	Game   string `json:"game,omitempty"`
	Side   string `json:"side,omitempty"`
	Code   string `json:"code,omitempty"`
	Token  string `json:"token,omitempty"`
	Since  uint64 `json:"since,omitempty"`
	Action string `json:"action,omitempty"`
	N      uint64 `json:"n,omitempty"`
	// Public lists a created room in the lobby. Name is the player's
	// display name (create, join, quick): in the lobby, and to the other
	// player (Message.Names).
	Public bool   `json:"public,omitempty"`
	Name   string `json:"name,omitempty"`
	// Clock is a created room's time control (see ParseClock): one the
	// game offers, or ClockNone for a room that is not public. Empty: the
	// game's first (the one quick match uses).
	Clock string `json:"clock,omitempty"`
	// Phrase is a say's phrase, one of Phrases.
	Phrase string `json:"phrase,omitempty"`
	// Secret is a quick's identity: SecretLen lowercase hex digits. The
	// server keeps only its SHA-256; a rating is the server's to say.
	Secret string `json:"secret,omitempty"`
}

// Leaderboard is the answer of the room server's /api/leaderboard: a
// game's best rated players, established ratings first.
type Leaderboard struct {
	Game    string   `json:"game"`
	Players []Leader `json:"players"`
}

// Leader is one line of a leaderboard.
type Leader struct {
	Rank        int    `json:"rank"`
	Name        string `json:"name"`
	Rating      int    `json:"rating"`
	RD          int    `json:"rd"`
	Provisional bool   `json:"provisional,omitempty"`
	Games       int    `json:"games"`
}

// SecretLen is the length of a player's identity secret: 256 bits in hex.
const SecretLen = 64

// ValidSecret reports whether s has the shape of an identity secret.
func ValidSecret(s string) bool { return lowerHex(s, SecretLen) }

// Rating is a player's rating in one game, as the server reports it:
// rounded, Provisional while its deviation is high, and Change the last
// rated game's (on the message of that game's end).
type Rating struct {
	R           int  `json:"r"`
	RD          int  `json:"rd"`
	Provisional bool `json:"provisional,omitempty"`
	Change      int  `json:"change,omitempty"`
}

// Message is the server's envelope. SV is on every message.
type Message struct {
	V  int    `json:"v"`
	T  string `json:"t"`
	SV uint64 `json:"sv"`
	ID uint64 `json:"id,omitempty"`
	// ack/nack
	Err    string `json:"err,omitempty"`
	Reason string `json:"reason,omitempty"`
	// welcome
	Room   string `json:"room,omitempty"`
	Token  string `json:"token,omitempty"`
	Invite string `json:"invite,omitempty"`
	Game   string `json:"game,omitempty"`
	// Seat: the recipient's seat in welcome and snapshot; the actor in an
	// event or presence message; -1 for nobody or a spectator.
	Seat engine.Seat `json:"seat"`
	// You is the recipient's seat in the current game (-1 for a
	// spectator, or before the game starts).
	You engine.Seat `json:"you"`
	// event and snapshot
	Kind       string         `json:"kind,omitempty"`
	Number     int            `json:"number,omitempty"` // the game's number in the room, from 1
	Action     string         `json:"action,omitempty"`
	Events     []engine.Event `json:"events,omitempty"`
	View       string         `json:"view,omitempty"`   // the recipient's view in notation
	ToMove     engine.Seat    `json:"to_move"`          // -1 when nobody is to act
	Legal      []string       `json:"legal,omitempty"`  // the recipient's legal actions
	Result     string         `json:"result,omitempty"` // "win r resign", "draw agreement", ...
	Commitment string         `json:"commitment,omitempty"`
	Seed       string         `json:"seed,omitempty"`     // revealed when the game ends
	DrawOffer  engine.Seat    `json:"draw_offer"`         // the seat with a pending offer, or -1
	Players    int            `json:"players,omitempty"`  // seats taken (snapshot)
	Presence   string         `json:"presence,omitempty"` // presence state
	N          uint64         `json:"n,omitempty"`        // pong
	Watchers   int            `json:"watchers,omitempty"` // snapshot, watchers: spectators now
	// Names are the players' display names by their seat in the current
	// game (snapshot, start), once both have taken their seats.
	Names []string `json:"names,omitempty"`
	// Clock is the game's clock now (welcome, snapshot, live events of a
	// game with a time control); absent in a replay's events.
	Clock *ClockState `json:"clock,omitempty"`
	// Phrase is what a said message says (one of Phrases).
	Phrase string `json:"phrase,omitempty"`
	// Ratings are the players' ratings by their seat in the current game
	// of a rated room (snapshot, start: before it; end: after it, with
	// the change).
	Ratings []Rating `json:"ratings,omitempty"`
	Open    []Table  `json:"open,omitempty"` // lobby: rooms waiting for a player, oldest first
	Live    []Table  `json:"live,omitempty"` // lobby: games in progress, most watched first
}

// Table is a public room in the lobby.
type Table struct {
	Code     string `json:"code"`
	Game     string `json:"game"`
	Name     string `json:"name"`               // who opened it (open) or the players "A – B" (live)
	Age      int    `json:"age"`                // seconds since it opened (open) or its game began (live)
	Watchers int    `json:"watchers,omitempty"` // spectators (live)
	// Ratings are a rated live game's players' ratings, in the order of
	// their names in Name.
	Ratings []int `json:"ratings,omitempty"`
}

// Phrases are what players may say to each other, by their names in the
// protocol (each app words them in its reader's language): good game, well
// played, thanks, oops, and hurry up.
var Phrases = []string{"gg", "wp", "thanks", "oops", "hurry"}

// ValidPhrase reports whether s is one of Phrases.
func ValidPhrase(s string) bool { return slices.Contains(Phrases, s) }

// MaxTables is how many tables each list of a lobby message holds at most.
const MaxTables = 20

// MaxName is the longest display name, in characters.
const MaxName = 20

// PlayersSep stands between the players' names in a live table's Name.
const PlayersSep = " – "

// guestPrefix begins a guest name.
const guestPrefix = "Guest "

// GuestName is the name of guest number n (0 to 9999): "Guest" and four
// digits. The server gives it to a player who brings no name; the app
// sends it until the player chooses one, and shows a name of this form in
// its reader's language.
func GuestName(n int) string { return fmt.Sprintf("%s%04d", guestPrefix, n) }

// GuestNumber returns the number of a guest name, and whether name is one.
func GuestNumber(name string) (int, bool) {
	digits, ok := strings.CutPrefix(name, guestPrefix)
	if !ok || len(digits) != 4 {
		return 0, false
	}
	n := 0
	for _, d := range digits {
		if d < '0' || d > '9' {
			return 0, false
		}
		n = 10*n + int(d-'0')
	}
	return n, true
}

// ValidName reports whether s can be a display name: 1 to MaxName
// characters of valid UTF-8, not only spaces, each one NameRune allows.
func ValidName(s string) bool {
	if s == "" || !utf8.ValidString(s) || utf8.RuneCountInString(s) > MaxName || strings.TrimSpace(s) == "" {
		return false
	}
	for _, r := range s {
		if !NameRune(r) {
			return false
		}
	}
	return true
}

// NameRune reports whether r may stand in a display name: not a control
// or formatting character (no line breaks, no bidirectional overrides),
// no space but the plain one, not the replacement character.
func NameRune(r rune) bool {
	return !unicode.IsControl(r) && !unicode.Is(unicode.Cf, r) && r != utf8.RuneError && (!unicode.IsSpace(r) || r == ' ')
}

// Error is a decoding failure: Code is one of the Err codes.
type Error struct {
	Code   string
	Reason string
}

func (e *Error) Error() string { return e.Code + ": " + e.Reason }

func bad(code, format string, args ...any) *Error {
	return &Error{Code: code, Reason: fmt.Sprintf(format, args...)}
}

// DecodeRequest reads one client frame strictly: one JSON object within
// MaxFrame bytes, no unknown or duplicated-meaning fields, the current
// protocol version, a known type, and only the fields that type uses, each
// well formed. A failure is an *Error; the request is then unusable.
func DecodeRequest(frame []byte) (Request, error) {
	var r Request
	if len(frame) > MaxFrame {
		return r, bad(ErrTooLarge, "a frame holds at most %d bytes, not %d", MaxFrame, len(frame))
	}
	// The keys exactly as a Request's are spelled, once each
	// (encoding/json matches keys regardless of case and keeps the last
	// of two): then json.Unmarshal meets no unknown field, and it refuses
	// anything after the one value itself.
	if err := strictjson.Keys(frame, func(k []byte) bool { return requestKeys[string(k)] }); err != nil && err != strictjson.ErrNotObject {
		return Request{}, bad(ErrBadMessage, "%v (fields are lowercase: v, t, id, ...)", err)
	}
	if err := json.Unmarshal(frame, &r); err != nil {
		return Request{}, bad(ErrBadMessage, "not a valid envelope: %v", err)
	}
	if r.V != Version {
		return Request{}, bad(ErrVersion, "protocol version %d, the server speaks %d", r.V, Version)
	}
	if err := r.check(); err != nil {
		return Request{}, err
	}
	return r, nil
}

// fields says which optional fields each request type may carry.
type fieldSet struct{ id, game, side, code, token, since, action, n, public, name, clock, phrase, secret bool }

var requestFields = map[string]fieldSet{
	TCreate:      {game: true, side: true, public: true, name: true, clock: true},
	TJoin:        {code: true, token: true, name: true},
	TWatch:       {code: true, since: true},
	TResume:      {code: true, token: true, since: true},
	TAct:         {id: true, action: true},
	TResign:      {id: true},
	TOfferDraw:   {id: true},
	TAcceptDraw:  {id: true},
	TDeclineDraw: {id: true},
	TRematch:     {id: true},
	TPing:        {n: true},
	TQuick:       {game: true, name: true, secret: true},
	TCancel:      {},
	TList:        {game: true},
	TSay:         {phrase: true},
}

// NeedsID reports whether requests of type t are commands with an id.
func NeedsID(t string) bool { return requestFields[t].id }

func (r *Request) check() error {
	f, ok := requestFields[r.T]
	if !ok {
		return bad(ErrUnknownType, "unknown message type %q", clip(r.T))
	}
	extra := func(name string, present, allowed bool) error {
		if present && !allowed {
			return bad(ErrBadMessage, "a %s message has no %s field", r.T, name)
		}
		return nil
	}
	for _, e := range []error{
		extra("game", r.Game != "", f.game),
		extra("side", r.Side != "", f.side),
		extra("code", r.Code != "", f.code),
		extra("token", r.Token != "", f.token),
		extra("since", r.Since != 0, f.since),
		extra("action", r.Action != "", f.action),
		extra("n", r.N != 0, f.n),
		extra("id", r.ID != 0, f.id),
		extra("public", r.Public, f.public),
		extra("name", r.Name != "", f.name),
		extra("clock", r.Clock != "", f.clock),
		extra("phrase", r.Phrase != "", f.phrase),
		extra("secret", r.Secret != "", f.secret),
	} {
		if e != nil {
			return e
		}
	}
	if r.ID > MaxID || r.Since > MaxID || r.N > MaxID {
		return bad(ErrBadMessage, "ids, versions and ping numbers are at most %d", uint64(MaxID))
	}
	if f.id && r.ID == 0 {
		return bad(ErrBadMessage, "a %s command needs an id from 1", r.T)
	}
	if f.game && (r.Game != "" || r.T != TList) && !word(r.Game, 16) { // a list's game is optional
		return bad(ErrBadMessage, "the game is a short lowercase name")
	}
	switch r.Side {
	case "", SideFirst, SideSecond, SideRandom:
	default:
		return bad(ErrBadMessage, "side is first, second or random")
	}
	if f.code && !ValidCode(r.Code) {
		return bad(ErrBadMessage, "a room code is %d characters of %s", CodeLen, CodeAlphabet)
	}
	if f.token && (r.Token != "" || r.T != TJoin) && !validToken(r.Token) { // a join's token is optional
		return bad(ErrBadMessage, "a seat token is %d lowercase hex digits", TokenLen)
	}
	if r.Name != "" && !ValidName(r.Name) {
		return bad(ErrBadMessage, "a name is 1 to %d characters, without control characters", MaxName)
	}
	if r.Clock != "" {
		if _, err := ParseClock(r.Clock); err != nil {
			return bad(ErrBadMessage, "%v", err)
		}
		if r.Clock == ClockNone && r.Public {
			return bad(ErrBadMessage, "a public room keeps a clock: strangers play there")
		}
	}
	if r.Secret != "" && !ValidSecret(r.Secret) {
		return bad(ErrBadMessage, "an identity secret is %d lowercase hex digits", SecretLen)
	}
	if f.phrase && !ValidPhrase(r.Phrase) {
		return bad(ErrBadMessage, "a phrase is one of %s", strings.Join(Phrases, ", "))
	}
	if f.action && !actionText(r.Action) {
		return bad(ErrBadMessage, "an action is 1 to 32 printable characters")
	}
	return nil
}

// requestKeys are the keys of a Request, exactly as spelled (a test checks
// them against the struct's).
var requestKeys = map[string]bool{"v": true, "t": true, "id": true, "game": true, "side": true, "code": true,
	"token": true, "since": true, "action": true, "n": true, "public": true, "name": true, "clock": true, "phrase": true, "secret": true}

func word(s string, max int) bool {
	if s == "" || len(s) > max {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
			return false
		}
	}
	return true
}

func actionText(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] > '~' {
			return false
		}
	}
	return true
}

// CodeLen and CodeAlphabet define room codes: short, read aloud without
// confusion (no 0/O, 1/I/L).
const (
	CodeLen      = 6
	CodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
)

// ValidCode reports whether s has the shape of a room code.
func ValidCode(s string) bool {
	if len(s) != CodeLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !strings.ContainsRune(CodeAlphabet, rune(s[i])) {
			return false
		}
	}
	return true
}

// TokenLen is the length of a seat token: 128 bits in hex.
const TokenLen = 32

func validToken(s string) bool { return lowerHex(s, TokenLen) }

// lowerHex reports whether s is n lowercase hex digits.
func lowerHex(s string, n int) bool {
	if len(s) != n {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}

// EncodeRequest renders a request, filling in the version.
func EncodeRequest(r Request) ([]byte, error) {
	r.V = Version
	return json.Marshal(r)
}

// EncodeMessage renders a message, filling in the version.
func EncodeMessage(m Message) ([]byte, error) {
	m.V = Version
	return json.Marshal(m)
}

// DecodeMessage reads one server frame. Unknown fields are allowed (a newer
// server may add some), another protocol version is not.
func DecodeMessage(frame []byte) (Message, error) {
	var m Message
	if len(frame) > MaxServerFrame {
		return m, bad(ErrTooLarge, "a server frame of %d bytes", len(frame))
	}
	if err := json.Unmarshal(frame, &m); err != nil {
		return Message{}, bad(ErrBadMessage, "%s", err)
	}
	if m.V != Version {
		return Message{}, bad(ErrVersion, "protocol version %d, the client speaks %d", m.V, Version)
	}
	if m.T == "" {
		return Message{}, bad(ErrBadMessage, "a message without a type")
	}
	return m, nil
}
