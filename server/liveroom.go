package server

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/room"
)

// checkpointEvery is how often a room keeps a whole state among its
// entries. A state is a few KiB; with one every 64 entries a room keeps
// about a tenth of the memory per action it kept with one per entry, and
// a replay re-simulates at most 63 actions to reach any version.
const checkpointEvery = 64

// checkpoint is the state after entry i (nil before the first game): one
// is kept on every created and start entry and on every
// checkpointEvery-th one; the others are rebuilt from the nearest
// checkpoint before them when a replay needs them (see walk).
type checkpoint struct {
	i     int
	state engine.State
}

// answer is a command's reply, given again to a retry.
type answer struct {
	sv     uint64
	err    string
	reason string
}

// aside is an answer that left no entry in the log (a refusal, or a
// rematch asked for again), kept for a retry.
type aside struct {
	id uint64
	a  answer
}

// asidesKept is how many answers outside the log a room keeps a player.
const asidesKept = 32

// liveRoom is the server's live copy of one room: its log of entries, the
// game in progress rebuilt from them, and its connections. Every field is
// guarded by mu.
type liveRoom struct {
	mu   sync.Mutex
	srv  *Server
	code string
	game engine.Rules
	// newBot makes the game's bots (the Easy bot plays for a seat whose
	// turn timer ran out).
	newBot func(name string, seed uint64) (ai.Bot, error)
	timing timing // the current game's clock (clock.go)

	created     time.Time
	entries     []*entry
	checkpoints []checkpoint // in the order of their entries
	tokens      [2][]byte    // SHA-256 of each player's token
	players     int
	side        string
	public      bool      // listed in the lobby
	names       [2]string // the players' display names
	// idents are the players' identities in a quick match (both set: the
	// room's games are rated); ratings their ratings in its game now (by
	// player; after a rated game's end, with its change).
	idents  [2]string
	ratings [2]room.Rating

	// The current game.
	number    int
	gameAt    int // the index of the current game's start entry
	state     engine.State
	events    []engine.Event // the last entry's events (an action's)
	src       *rand.ChaCha8
	chance    *rand.Rand
	seed      [room.SeedLen]byte
	commit    string
	first     int // the player on seat 0
	seatOf    [2]engine.Seat
	start     string
	finished  bool
	result    string
	drawOffer engine.Seat
	rematch   [2]bool
	startedAt time.Time

	phrases [2]bucket // each player's phrases (phrases.go)

	asides [2][]aside // the newest last
	maxID  [2]uint64  // the highest command id answered

	conns    map[*conn]struct{}
	remote   map[string]*conn // connections held by other processes, by subject
	busSub   *busSub
	online   [2]int
	lastSeen [2]time.Time
	lastUsed time.Time
	closed   bool
}

func newLiveRoom(srv *Server, code string) *liveRoom {
	r := &liveRoom{srv: srv, code: code, conns: map[*conn]struct{}{}, remote: map[string]*conn{}, drawOffer: engine.NoSeat}
	r.seatOf = [2]engine.Seat{engine.NoSeat, engine.NoSeat}
	return r
}

func hashToken(token string) []byte {
	sum := sha256.Sum256([]byte(token))
	return sum[:]
}

// player returns the player a token opens, or -1. Both comparisons run in
// constant time.
func (r *liveRoom) player(token string) int {
	h := hashToken(token)
	found := -1
	for p := 0; p < r.players; p++ {
		if subtle.ConstantTimeCompare(h, r.tokens[p]) == 1 {
			found = p
		}
	}
	return found
}

func (r *liveRoom) sv() uint64 { return uint64(len(r.entries)) }

func (r *liveRoom) started() bool { return r.state != nil }

// commitEntries stores new entries (with the game's record when they end
// it) in one transaction, then applies them and sends them to every
// connection. If the store fails nothing changes.
func (r *liveRoom) commitEntries(es ...*entry) error { return r.commitAt(r.srv.now(), es...) }

// commitAt is commitEntries for entries made at the time at: a clock's
// reading and the entries' time are the same instant.
func (r *liveRoom) commitAt(at time.Time, es ...*entry) error {
	batch := make([][]byte, len(es))
	now := at.UnixMilli()
	for i, e := range es {
		e.Seq = r.sv() + uint64(i) + 1
		if e.more != nil {
			e.more.Time = now
		}
		data, err := e.encode(now)
		if err != nil {
			return err
		}
		batch[i] = data
	}
	rec, err := r.recordAfter(es)
	if err != nil {
		return err
	}
	if err := r.srv.store.Append(r.code, r.sv()+1, batch, rec); err != nil {
		r.srv.metrics.storeErrors.Inc()
		if errors.Is(err, ErrLeaseLost) {
			// Another node serves the room now (the caller holds r.mu).
			go r.srv.lose(r)
		}
		return fmt.Errorf("store: %w", err)
	}
	if rec != nil && rec.Rated != nil {
		r.loadChange(r.number)
	}
	for _, e := range es {
		r.applyLive(e, at)
		switch e.Kind {
		case room.KCreated:
			r.srv.log.Info("room created", "room", r.code, "game", e.info().Game)
		case room.KStart:
			r.srv.log.Info("game started", "room", r.code, "number", r.number)
		case room.KEnd:
			r.srv.log.Info("game ended", "room", r.code, "number", r.number, "result", e.info().Result, "actions", len(r.actions()))
		}
	}
	r.armClock()
	return nil
}

// recordAfter returns the record of the game that entries es end, or nil
// when they end none.
func (r *liveRoom) recordAfter(es []*entry) (*GameRecord, error) {
	if !slices.ContainsFunc(es, func(e *entry) bool { return e.Kind == room.KEnd }) {
		return nil, nil
	}
	rec := r.record()
	for _, e := range es {
		switch e.Kind {
		case room.KAction:
			if e.auto {
				rec.Auto = append(rec.Auto, len(rec.Actions))
			}
			rec.Actions = append(rec.Actions, e.Action)
		case room.KEnd:
			rec.Result, rec.Seed = e.info().Result, e.info().Seed
		}
	}
	return r.gameRecord(rec)
}

// gameRecord is the store's record of the current game, rec, with what it
// does to the ratings when it is rated.
func (r *liveRoom) gameRecord(rec room.Record) (*GameRecord, error) {
	data, err := json.Marshal(rec)
	if err != nil {
		return nil, err
	}
	return &GameRecord{Number: r.number, Data: data, Rated: r.ratedGame(rec.Result)}, nil
}

func (r *liveRoom) applyLive(e *entry, at time.Time) {
	if err := r.apply(e, at.UnixMilli()); err != nil {
		// The server made the entry itself, so this is a bug.
		r.srv.log.Error("an entry does not apply", "room", r.code, "seq", e.Seq, "kind", e.Kind, "err", err)
	}
	r.lastUsed = r.srv.now()
	clock := r.clockState(at)
	// Rendered and encoded once per kind of viewer (each player, the
	// spectators), however many connections there are.
	var encoded [3][]byte
	for c := range r.conns {
		if c.replaying() {
			continue
		}
		b := &encoded[c.player+1]
		if *b == nil {
			var err error
			m := r.messageFor(e, r.state, r.events, c.player)
			m.Clock = clock
			if *b, err = room.EncodeMessage(m); err != nil {
				r.srv.log.Error("encoding a message", "err", err)
				continue
			}
		}
		c.sendRaw(*b)
	}
}

// apply folds one entry, made at the time at (unix milliseconds), into the
// room. Replay at start-up uses it as is.
func (r *liveRoom) apply(e *entry, at int64) error {
	if e.Seq != r.sv()+1 {
		return fmt.Errorf("entry %d after %d", e.Seq, r.sv())
	}
	m := e.info()
	switch e.Kind {
	case room.KCreated:
		g, err := r.srv.cfg.Games.Lookup(m.Game)
		if err != nil {
			return err
		}
		r.game = g.Rules
		r.newBot = g.NewBot
		r.side = m.Side
		r.public = m.Public
		r.created = time.UnixMilli(m.Time)
		if err := r.addPlayer(m.Token, m.Name, m.Ident); err != nil {
			return err
		}
	case room.KJoined:
		if err := r.addPlayer(m.Token, m.Name, m.Ident); err != nil {
			return err
		}
	case room.KStart:
		seed, err := room.ParseSeed(m.Seed)
		if err != nil {
			return err
		}
		if r.game.Name == "" {
			return errors.New("a game started in a room never created")
		}
		if m.First != 0 && m.First != 1 {
			return fmt.Errorf("a game started with player %d on seat 0", m.First)
		}
		r.number++
		r.gameAt = len(r.entries)
		r.seed = seed
		r.commit = room.Commit(seed[:])
		r.src = room.NewChance(seed)
		r.chance = rand.New(r.src)
		r.state = r.game.Start(r.chance)
		r.start = r.state.String()
		r.first = m.First
		r.seatOf = [2]engine.Seat{engine.Seat(m.First), engine.Seat(1 - m.First)}
		r.finished, r.result = false, ""
		r.drawOffer = engine.NoSeat
		r.rematch = [2]bool{}
		r.startedAt = time.UnixMilli(m.Time)
	case room.KAction:
		if !r.started() || r.finished {
			return fmt.Errorf("an action with no game in progress")
		}
		next, events, err := room.Step(r.state, r.chance, e.Action)
		if err != nil {
			return err
		}
		r.state = next
		r.events = events
		if r.drawOffer == e.Seat {
			r.drawOffer = engine.NoSeat
		}
	case room.KDrawOffer:
		r.drawOffer = e.Seat
	case room.KDrawDecline, room.KDrawAgreed:
		r.drawOffer = engine.NoSeat
	case room.KResign, room.KAbandon, room.KTimeout:
	case room.KEnd:
		r.finished = true
		r.result = m.Result
		r.drawOffer = engine.NoSeat
	case room.KRematch:
		if e.Player != 0 && e.Player != 1 {
			return fmt.Errorf("a rematch asked by player %d", e.Player)
		}
		r.rematch[e.Player] = true
	default:
		return fmt.Errorf("unknown entry kind %q", e.Kind)
	}
	if e.Cmd != 0 && e.Player >= 0 && e.Player <= 1 {
		r.maxID[e.Player] = max(r.maxID[e.Player], e.Cmd)
	}
	if e.Kind == room.KStart {
		e.game = &gameOf{number: r.number, seatOf: r.seatOf, commit: r.commit}
	} else if n := len(r.entries); n > 0 {
		e.game = r.entries[n-1].game
	}
	e.drawOffer = r.drawOffer
	r.clockApply(e, time.UnixMilli(at))
	if e.Kind != room.KAction {
		r.events = nil
	}
	if e.Kind == room.KCreated || e.Kind == room.KStart || e.Seq%checkpointEvery == 0 {
		r.checkpoints = append(r.checkpoints, checkpoint{i: len(r.entries), state: r.state})
	}
	r.entries = append(r.entries, e)
	return nil
}

// actions returns the current game's actions, in order.
func (r *liveRoom) actions() []string {
	var out []string
	if r.started() {
		for _, e := range r.entries[r.gameAt:] {
			if e.Kind == room.KAction {
				out = append(out, e.Action)
			}
		}
	}
	return out
}

func (r *liveRoom) addPlayer(tokenHash, name, ident string) error {
	h, err := hex.DecodeString(tokenHash)
	if err != nil || len(h) != sha256.Size || r.players >= 2 || (ident != "" && !validIdentity(ident)) {
		return fmt.Errorf("bad player entry")
	}
	r.tokens[r.players] = h
	r.names[r.players] = name
	r.idents[r.players] = ident
	r.players++
	return nil
}

// run answers player p's command req: with the answer it had when it was
// answered before, refused when its id is too old for that, or by running
// it. result names the outcome for the metrics ("ack", "retry", or the
// refusal's code). The caller holds mu.
func (r *liveRoom) run(p int, req room.Request) (a answer, result string) {
	if a, ok := r.answered(p, req.ID); ok {
		return a, "retry"
	}
	if req.ID <= r.maxID[p] {
		return answer{err: room.ErrStaleID, reason: "command ids increase; this one is too old to answer again"}, room.ErrStaleID
	}
	a = r.command(p, req)
	r.remember(p, req.ID, a)
	if a.err != "" {
		return a, a.err
	}
	return a, "ack"
}

// answered returns the answer player p was given to command id, when it
// is known: a command that changed the room is found in the log (its
// version is the last entry it made), any other among the asides.
func (r *liveRoom) answered(p int, id uint64) (answer, bool) {
	if id == 0 || id > r.maxID[p] {
		return answer{}, false
	}
	for i := len(r.asides[p]) - 1; i >= 0; i-- {
		if x := r.asides[p][i]; x.id == id {
			return x.a, true
		}
	}
	// A player's command ids increase along the log.
	for i := len(r.entries) - 1; i >= 0; i-- {
		e := r.entries[i]
		if int(e.Player) != p || e.Cmd == 0 {
			continue
		}
		if e.Cmd < id {
			break
		}
		if e.Cmd == id {
			// The entries the command made with it follow it: the end
			// it caused, the next game's start.
			j := i + 1
			for j < len(r.entries) && r.entries[j].Cmd == 0 && (r.entries[j].Kind == room.KEnd || r.entries[j].Kind == room.KStart) {
				j++
			}
			return answer{sv: r.entries[j-1].Seq}, true
		}
	}
	return answer{}, false
}

// remember notes that player p's command id was answered with a; an
// answer that left no entry is kept aside (the latest asidesKept).
func (r *liveRoom) remember(p int, id uint64, a answer) {
	r.maxID[p] = max(r.maxID[p], id)
	if a.err == "" && a.sv > 0 && a.sv <= r.sv() {
		if e := r.entries[a.sv-1]; e.Cmd == id && int(e.Player) == p {
			return // the log answers it
		}
		if got, ok := r.answered(p, id); ok && got == a {
			return
		}
	}
	if len(r.asides[p]) == asidesKept {
		r.asides[p] = slices.Delete(r.asides[p], 0, 1)
	}
	r.asides[p] = append(r.asides[p], aside{id: id, a: a})
}

// legalText lists the viewer's legal actions in notation.
func legalText(v engine.View) []string {
	legal := v.Legal()
	out := make([]string, len(legal))
	for i, a := range legal {
		out[i] = v.FormatAction(a)
	}
	return out
}

// namesBySeat are the players' display names by their seats seatOf in a
// game; nil before both have taken their seats and a game has begun.
func (r *liveRoom) namesBySeat(seatOf [2]engine.Seat) []string {
	if r.players < 2 || !seatOf[0].Valid() || !seatOf[1].Valid() {
		return nil
	}
	names := make([]string, 2)
	for p, seat := range seatOf {
		names[seat] = r.names[p]
	}
	return names
}

// seatOfPlayer is the seat of player p (-1 for a spectator) in a game whose
// seats are seatOf.
func seatOfPlayer(seatOf [2]engine.Seat, p int) engine.Seat {
	if p < 0 || p > 1 {
		return engine.NoSeat
	}
	return seatOf[p]
}

// walk calls f with entries from to to (versions, from ≥ 1), each with the
// state after it and its events, re-simulating the actions since the
// nearest checkpoint before from. The caller holds mu.
func (r *liveRoom) walk(from, to uint64, f func(e *entry, st engine.State, events []engine.Event)) {
	if from < 1 || from > to || to > r.sv() {
		return
	}
	first := int(from) - 1
	base := first
	if e := r.entries[first]; !r.isCheckpoint(first) || e.Kind == room.KAction {
		base-- // an action's events come from the state before it
	}
	// The last checkpoint at or before base (the room's first entry is one).
	k, _ := slices.BinarySearchFunc(r.checkpoints, base+1, func(c checkpoint, i int) int { return c.i - i })
	k--
	base = r.checkpoints[k].i
	st := r.checkpoints[k].state
	for i := base; i < int(to); i++ {
		e := r.entries[i]
		var events []engine.Event
		if i > base {
			cp := k+1 < len(r.checkpoints) && r.checkpoints[k+1].i == i
			if cp {
				k++
			}
			switch {
			case e.Kind == room.KAction:
				st, events = r.replayAction(st, e)
			case cp:
				st = r.checkpoints[k].state
			}
		}
		if i >= first {
			f(e, st, events)
		}
	}
}

// isCheckpoint reports whether the state after entry i is kept.
func (r *liveRoom) isCheckpoint(i int) bool {
	_, found := slices.BinarySearchFunc(r.checkpoints, i, func(c checkpoint, i int) int { return c.i - i })
	return found
}

// replayAction applies an action entry, as applied once already, to st.
func (r *liveRoom) replayAction(st engine.State, e *entry) (engine.State, []engine.Event) {
	a, err := st.ParseAction(e.Action)
	if err == nil {
		var next engine.State
		var events []engine.Event
		if next, events, err = st.Apply(a); err == nil {
			return next, events
		}
	}
	// It applied when it was played: this is a bug.
	r.srv.log.Error("an entry does not replay", "room", r.code, "seq", e.Seq, "action", e.Action, "err", err)
	return st, nil
}

// messageFor renders entry e, after which the game is st (having caused
// events), for the viewer player p (-1: a spectator). Everything in it
// passes through View and ForSeat: no hidden tile of another seat can be in
// it.
func (r *liveRoom) messageFor(e *entry, st engine.State, events []engine.Event, p int) room.Message {
	r.srv.rendered.Add(1)
	g := e.of()
	you := seatOfPlayer(g.seatOf, p)
	m := room.Message{
		T: room.TEvent, SV: e.Seq, Kind: e.Kind, Seat: e.Seat, You: you,
		Number: g.number, ToMove: engine.NoSeat, DrawOffer: e.drawOffer,
	}
	if e.Kind == room.KCreated {
		m.Game = e.info().Game
	}
	if e.Kind == room.KAction {
		m.Action = e.Action
		m.Events = engine.ForSeat(events, you)
	}
	if e.Kind == room.KStart {
		m.Commitment = g.commit
		m.Names = r.namesBySeat(g.seatOf)
	}
	if e.Kind == room.KEnd {
		m.Result = e.info().Result
		m.Seed = e.info().Seed
	}
	if (e.Kind == room.KStart || e.Kind == room.KEnd) && e.Seq == r.sv() {
		m.Ratings = r.ratingsBySeat(g.seatOf) // live (a replay's last message has them too)
	}
	if st != nil {
		v := st.View(you)
		m.View = v.String()
		if !v.Outcome().Finished() && e.Kind != room.KEnd {
			m.ToMove = v.ToMove()
			m.Legal = legalText(v)
		}
	}
	return m
}

// snapshot renders the room now for the viewer player p.
func (r *liveRoom) snapshot(p int) room.Message {
	you := seatOfPlayer(r.seatOf, p)
	m := room.Message{
		T: room.TSnapshot, SV: r.sv(), Game: r.game.Name, Room: r.code, Seat: you, You: you,
		Number: r.number, ToMove: engine.NoSeat, DrawOffer: r.drawOffer, Players: r.players,
		Commitment: r.commit, Watchers: r.watchers(), Names: r.namesBySeat(r.seatOf),
		Clock: r.clockState(r.srv.now()), Ratings: r.ratingsBySeat(r.seatOf),
	}
	if r.state != nil {
		v := r.state.View(you)
		m.View = v.String()
		if !r.finished {
			m.ToMove = v.ToMove()
			m.Legal = legalText(v)
		}
	}
	if r.finished {
		m.Result = r.result
		m.Seed = hex.EncodeToString(r.seed[:])
	}
	return m
}

// record returns the current game's record (the seed only when it is over).
func (r *liveRoom) record() room.Record {
	rec := room.Record{
		Format: room.RecordFormat, Game: r.game.Name, Room: r.code, Number: r.number,
		Players: [2]int{r.first, 1 - r.first}, Commitment: r.commit, Start: r.start,
		Result: r.result, Actions: []string{},
	}
	if r.started() {
		for _, e := range r.entries[r.gameAt:] {
			if e.Kind == room.KAction {
				if e.auto {
					rec.Auto = append(rec.Auto, len(rec.Actions))
				}
				rec.Actions = append(rec.Actions, e.Action)
			}
		}
	}
	if !r.timing.ctl.Off() {
		rec.Clock = r.timing.ctl.String()
	}
	if r.finished {
		rec.Seed = hex.EncodeToString(r.seed[:])
	}
	return rec
}

// newStart makes the entry that starts a game with a fresh seed from
// crypto/rand; first is the player on seat 0.
func (r *liveRoom) newStart(first int) (*entry, error) {
	seed, err := r.srv.seed()
	if err != nil {
		return nil, err
	}
	return newEntry(room.KStart, -1, engine.NoSeat, 0, entryMore{Seed: hex.EncodeToString(seed[:]), First: first}), nil
}

// endEntry ends the game with a result.
func (r *liveRoom) endEntry(result string) *entry {
	return newEntry(room.KEnd, -1, engine.NoSeat, 0, entryMore{Result: result, Seed: hex.EncodeToString(r.seed[:])})
}

func (r *liveRoom) winResult(winner engine.Seat, reason string) string {
	return engine.Outcome{Status: engine.Win, Winner: winner, Reason: reason}.Format(r.game.Sides)
}

// command runs one command of player p and returns its answer. The caller
// holds mu and has checked the command id.
func (r *liveRoom) command(p int, req room.Request) answer {
	nack := func(code, format string, args ...any) answer {
		return answer{err: code, reason: fmt.Sprintf(format, args...)}
	}
	if req.T == room.TRematch {
		if !r.finished {
			return nack(room.ErrNotFinished, "a rematch follows a finished game")
		}
		if r.rematch[p] {
			return answer{sv: r.sv()}
		}
		es := []*entry{newEntry(room.KRematch, p, r.seatOf[p], req.ID, entryMore{})}
		if r.rematch[1-p] {
			start, err := r.newStart(1 - r.first)
			if err != nil {
				return nack(room.ErrServer, "no seed: %v", err)
			}
			es = append(es, start)
		}
		return r.commitAnswer(es...)
	}
	if !r.started() {
		return nack(room.ErrNotStarted, "the game starts when both seats are taken")
	}
	// A command after a chess clock ran out (before its timer fired)
	// finds the game lost on time. (A turn timer acts at its timer only:
	// what it plays is a move, not an end.)
	if r.timing.ctl.Fischer() {
		if err := r.checkClock(r.srv.now()); err != nil {
			r.srv.log.Error("keeping a game's time", "room", r.code, "err", err)
		}
	}
	if r.finished {
		return nack(room.ErrFinished, "the game is over (%s)", r.result)
	}
	seat := r.seatOf[p]
	switch req.T {
	case room.TAct:
		return r.act(p, seat, req)
	case room.TResign:
		return r.commitAnswer(
			newEntry(room.KResign, p, seat, req.ID, entryMore{}),
			r.endEntry(r.winResult(seat.Other(), "resign")))
	case room.TOfferDraw:
		if r.drawOffer == seat {
			return nack(room.ErrOfferPending, "your offer is still pending")
		}
		if r.drawOffer == seat.Other() {
			return nack(room.ErrOfferPending, "your opponent offers a draw: accept or decline it")
		}
		return r.commitAnswer(newEntry(room.KDrawOffer, p, seat, req.ID, entryMore{}))
	case room.TAcceptDraw, room.TDeclineDraw:
		if r.drawOffer != seat.Other() {
			return nack(room.ErrNoOffer, "your opponent has offered no draw")
		}
		if req.T == room.TDeclineDraw {
			return r.commitAnswer(newEntry(room.KDrawDecline, p, seat, req.ID, entryMore{}))
		}
		return r.commitAnswer(
			newEntry(room.KDrawAgreed, p, seat, req.ID, entryMore{}),
			r.endEntry(engine.Outcome{Status: engine.Draw, Reason: "agreement"}.Format(r.game.Sides)))
	}
	return nack(room.ErrUnknownType, "unknown command %q", req.T)
}

// act checks an intention with the engine, draws its outcome when it is a
// roll, and plays it.
func (r *liveRoom) act(p int, seat engine.Seat, req room.Request) answer {
	nack := func(code, format string, args ...any) answer {
		return answer{err: code, reason: fmt.Sprintf(format, args...)}
	}
	if r.state.ToMove() != seat {
		return nack(room.ErrNotYourTurn, "it is %s's turn", r.game.SideNames[r.state.ToMove()])
	}
	a, err := r.state.ParseAction(req.Action)
	if err != nil {
		return nack(room.ErrBadAction, "%v", err)
	}
	legal := r.state.Legal()
	if !slices.Contains(legal, a) {
		if _, _, ok := room.ChanceAction(r.state, legal, a); ok {
			return nack(room.ErrOutcome, "%s names its own outcome: send the bare action, the server rolls", req.Action)
		}
		if _, _, err := r.state.Apply(a); err != nil {
			return nack(room.ErrIllegal, "%v", err)
		}
		return nack(room.ErrIllegal, "%s is not a legal action now", req.Action)
	}
	return r.play(r.srv.now(), p, seat, req.ID, a, false)
}

// play plays legal action a (a bare roll is rolled here) for player p on
// seat, as command id cmd, or for the server when auto (the seat's turn
// timer ran out), at the time now: the clock's reading goes in the entry.
func (r *liveRoom) play(now time.Time, p int, seat engine.Seat, cmd uint64, a engine.Action, auto bool) answer {
	nack := func(code, format string, args ...any) answer {
		return answer{err: code, reason: fmt.Sprintf(format, args...)}
	}
	done := a
	var err error
	if ch, ok := r.state.(engine.Chance); ok {
		if k := ch.Outcomes(a); k > 0 {
			// Draw on a copy: the real source draws the same value when
			// the entry is applied, after it is stored.
			trial := *r.src
			n := rand.New(&trial).IntN(k) + 1
			if done, err = ch.WithOutcome(a, n); err != nil {
				return nack(room.ErrServer, "%v", err)
			}
		}
	}
	e := &entry{Kind: room.KAction, Player: int8(p), Seat: seat, Cmd: cmd, Action: actionText(r.state.FormatAction(done)), auto: auto}
	if t := &r.timing; t.ctl.Fischer() {
		e.left = int32((r.timeLeft(seat, now) + t.ctl.Inc).Milliseconds())
	}
	es := []*entry{e}
	next, _, err := r.state.Apply(done)
	if err != nil {
		return nack(room.ErrIllegal, "%v", err)
	}
	if o := next.Outcome(); o.Finished() {
		es = append(es, r.endEntry(o.Format(r.game.Sides)))
	}
	return r.commitAnswerAt(now, es...)
}

func (r *liveRoom) commitAnswer(es ...*entry) answer { return r.commitAnswerAt(r.srv.now(), es...) }

func (r *liveRoom) commitAnswerAt(at time.Time, es ...*entry) answer {
	if err := r.commitAt(at, es...); err != nil {
		r.srv.log.Error("storing a command", "room", r.code, "err", err)
		return answer{err: room.ErrServer, reason: "the server could not store the move; nothing changed"}
	}
	return answer{sv: r.sv()}
}

// tellWatchers tells the players how many spectators follow the room
// now (the spectators learn it from their snapshot). The caller holds mu.
func (r *liveRoom) tellWatchers() {
	n := r.watchers()
	for c := range r.conns {
		if c.player >= 0 && !c.replaying() {
			c.send(room.Message{T: room.TWatchers, SV: r.sv(), Watchers: n, Seat: engine.NoSeat,
				You: seatOfPlayer(r.seatOf, c.player), ToMove: engine.NoSeat, DrawOffer: r.drawOffer})
		}
	}
}

// watchers counts the room's spectators. The caller holds mu.
func (r *liveRoom) watchers() int {
	n := 0
	for c := range r.conns {
		if c.player < 0 {
			n++
		}
	}
	return n
}
