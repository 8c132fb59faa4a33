package server

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/glicko"
	"github.com/plyyard/plyyard/room"
)

// Quick match: a player asks for a game and waits in that game's queue
// until someone else asks for the same game whose rating is near enough:
// the nearest rating within the window first, and of equals the one who
// waited longest. The window widens with the wait (ratingWindow), and the
// sweep pairs the players whose windows have grown to meet (repairQueues).
// A player without an identity counts as a new player, 1500. The queues live in one process, the matchmaker: alone,
// this one; in a cluster, the node with the smallest id among those alive
// (see beat.go). A player connected to another node waits there on a
// ticket: that node forwards the ticket to the matchmaker, which answers on
// the ticket's subject. The matchmaker opens the pair's room itself, public,
// with both seats taken and the sides drawn by chance, and each player
// joins it with the seat token it was given (through the bus when it is
// connected elsewhere).

// ticket is one player waiting for a quick match.
type ticket struct {
	Game  string `json:"game"`
	Name  string `json:"name"`
	Since int64  `json:"since"` // unix milliseconds: when the player began to wait
	// Ident is the player's identity (empty: unrated), Rating their
	// rating in Game when they began to wait (the pairing's measure).
	Ident  string  `json:"ident,omitempty"`
	Rating float64 `json:"rating"`
	RD     float64 `json:"rd,omitempty"`
	// Subject and Node: for a player connected to another node, where the
	// matchmaker answers and which node that is.
	Subject string `json:"subject,omitempty"`
	Node    string `json:"node,omitempty"`

	c *conn // a player connected here

	// On the player's node, for a ticket waiting at another: claimed
	// says a matchmaker is pairing it (guarded by the matcher's mu).
	claimed bool
	claims  int // claims so far: a lapse checks it is still the same one
	// told says the player has heard it waits (the matchmaker's side):
	// a ticket put back in the queue is not told again.
	told bool
}

// matcher holds the quick-match queues (when this process is the
// matchmaker) and this process's players waiting at another matchmaker.
type matcher struct {
	mu     sync.Mutex
	queues map[string][]*ticket // by game, the longest waiting first
	away   map[string]*ticket   // by subject: our players queued at another node
	leader string               // the matchmaker our away tickets wait at
}

// ticketMsg is what a matchmaker sends a ticket's subject.
type ticketMsg struct {
	Op    string `json:"op"` // queued, claim, unclaim, matched, failed
	Code  string `json:"code,omitempty"`
	Token string `json:"token,omitempty"`
}

// matchReq is what a node asks the matchmaker.
type matchReq struct {
	Op     string  `json:"op"` // enqueue, cancel
	Ticket *ticket `json:"ticket"`
}

func matchSubject(node string) string { return "ply.match." + node }

// displayName is the name a player shows in the lobby: the one they gave,
// or "Guest" and four digits.
func (s *Server) displayName(name string) string {
	if name != "" {
		return name
	}
	var b [2]byte
	rand.Read(b[:])
	return room.GuestName((int(b[0])<<8 | int(b[1])) % 10000)
}

// isQueued reports whether c waits for a quick match.
func (s *Server) isQueued(c *conn) bool {
	s.match.mu.Lock()
	defer s.match.mu.Unlock()
	return c.queued != nil
}

// queuedMsg tells t's player it waits, with its rating when it is rated.
func queuedMsg(t *ticket) room.Message {
	m := room.Message{T: room.TQueued, Game: t.Game, Seat: engine.NoSeat, You: engine.NoSeat, ToMove: engine.NoSeat, DrawOffer: engine.NoSeat}
	if t.Ident != "" {
		m.Ratings = []room.Rating{reported(glicko.Rating{R: t.Rating, RD: t.RD})}
	}
	return m
}

// quick puts connection c in the queue of req's game.
func (s *Server) quick(c *conn, req room.Request) bool {
	g, ok := s.cfg.Games.Find(req.Game)
	if !ok {
		c.nack(0, room.ErrUnknownGame, "no game "+strconv.Quote(req.Game))
		return false
	}
	t := &ticket{Game: g.Name, Name: s.displayName(req.Name), Since: s.now().UnixMilli(), c: c, Rating: glicko.Start.R}
	if req.Secret != "" && !s.identify(c, t, req.Secret) {
		return false
	}
	if leader := s.matchmaker(); leader != "" {
		return s.enqueueAway(t, leader)
	}
	s.enqueue(t)
	return true
}

// enqueue pairs t with the player who has waited longest for its game, or
// queues it. The matchmaker runs it.
func (s *Server) enqueue(t *ticket) {
	m := &s.match
	m.mu.Lock()
	// Players whose node is gone are dropped.
	q := slices.DeleteFunc(m.queues[t.Game], func(x *ticket) bool { return x.Node != "" && !s.alive(x.Node) })
	if i := partner(q, t, s.now().UnixMilli()); i >= 0 {
		h := q[i]
		m.queues[t.Game] = slices.Delete(q, i, i+1)
		if t.c != nil {
			// Paired, not yet seated: the connection keeps its ticket
			// until pair has seated it, so a quick sent meanwhile (in
			// the same write, say) is refused, not paired again.
			t.c.queued, t.c.wasQueued = t, true
		}
		m.mu.Unlock()
		// The room is opened apart: the queue goes on taking tickets
		// (from the bus, one at a time) while the store writes it.
		go s.pair(h, t)
		return
	}
	// Re-sent tickets (a matchmaker gone) keep their place by Since.
	i, _ := slices.BinarySearchFunc(q, t.Since, func(x *ticket, since int64) int { return int(x.Since - since) })
	m.queues[t.Game] = slices.Insert(q, i, t)
	if t.c != nil {
		t.c.queued, t.c.wasQueued = t, true
	}
	if !t.told {
		t.told = true
		if t.c != nil {
			t.c.send(queuedMsg(t))
		} else {
			s.tell(t, ticketMsg{Op: "queued"})
		}
	}
	m.mu.Unlock()
}

// ratingWindow is how far apart two ratings may be for a pairing when
// the longer waiting of the two players has waited waited milliseconds:
// 100 points at once, 10 more every second.
func ratingWindow(waited int64) float64 { return 100 + float64(max(waited, 0))/100 }

// partner returns the index in q (the longest waiting first) of the
// player to pair with t at now (unix milliseconds): the nearest rating
// within the window, and of equals the longest waiting; -1 for nobody.
func partner(q []*ticket, t *ticket, now int64) int {
	best, bestGap := -1, 0.0
	for i, h := range q {
		gap := math.Abs(h.Rating - t.Rating)
		if gap <= ratingWindow(now-min(h.Since, t.Since)) && (best < 0 || gap < bestGap) {
			best, bestGap = i, gap
		}
	}
	return best
}

// repairQueues pairs the players waiting whose windows have widened to
// meet: the longest waiting first, each with its nearest partner.
func (s *Server) repairQueues() {
	m := &s.match
	now := s.now().UnixMilli()
	var pairs [][2]*ticket
	m.mu.Lock()
	for game, q := range m.queues {
		for i := 0; i < len(q); i++ {
			j := partner(q[i+1:], q[i], now)
			if j < 0 {
				continue
			}
			j += i + 1
			pairs = append(pairs, [2]*ticket{q[i], q[j]})
			q = slices.Delete(q, j, j+1)
			q = slices.Delete(q, i, i+1)
			i--
		}
		m.queues[game] = q
	}
	m.mu.Unlock()
	for _, p := range pairs {
		go s.pair(p[0], p[1])
	}
}

// tell publishes a matchmaker's word on a remote ticket's subject.
func (s *Server) tell(t *ticket, tm ticketMsg) {
	data, _ := json.Marshal(tm)
	s.bus.nc.Publish(t.Subject, data)
}

// pair opens the room of a quick match between a (who waited longer,
// the room's first player) and b, and seats them.
func (s *Server) pair(a, b *ticket) {
	if !s.claimPair(a, b) {
		return
	}
	defer s.seated(a, b)
	fail := func(why string) {
		for _, t := range []*ticket{a, b} {
			if t.c != nil {
				t.c.nack(0, room.ErrServer, why)
			} else {
				s.tell(t, ticketMsg{Op: "failed"})
			}
		}
	}
	var tokens [2]string
	for i := range tokens {
		var err error
		if tokens[i], err = newToken(); err != nil {
			fail("no token")
			return
		}
	}
	var bit [1]byte
	if _, err := rand.Read(bit[:]); err != nil {
		fail("no chance")
		return
	}
	r, err := s.openRoom()
	if err != nil {
		fail(err.Error())
		return
	}
	defer r.mu.Unlock()
	start, err := r.newStart(int(bit[0] & 1))
	if err != nil {
		s.dropRoom(r)
		fail("no seed")
		return
	}
	clock := room.ClockNone
	if g, ok := s.cfg.Games.Find(a.Game); ok {
		clock, _ = offeredClock(g, "") // quick match plays the game's first control
	}
	created := newEntry(room.KCreated, 0, engine.NoSeat, 0, entryMore{Game: a.Game, Side: room.SideRandom,
		Token: hex.EncodeToString(hashToken(tokens[0])), Public: true, Name: a.Name, Clock: clock, Ident: a.Ident})
	joined := newEntry(room.KJoined, 1, engine.NoSeat, 0, entryMore{Token: hex.EncodeToString(hashToken(tokens[1])), Name: b.Name, Ident: b.Ident})
	if a.Ident != "" && b.Ident != "" {
		r.loadCurrent(a.Game, [2]string{a.Ident, b.Ident}) // as they stand when the game begins
	}
	if err := r.commitEntries(created, joined, start); err != nil {
		s.dropRoom(r)
		fail("the room could not be stored")
		return
	}
	s.log.Info("quick match", "room", r.code, "game", a.Game, "waited_ms", s.now().UnixMilli()-a.Since)
	s.metrics.pairs.Inc()
	for p, t := range []*ticket{a, b} {
		if t.c != nil {
			r.attach(t.c, p, tokens[p], "", 0)
		} else {
			s.tell(t, ticketMsg{Op: "matched", Code: r.code, Token: tokens[p]})
		}
	}
}

// seated lets the connections of a pair's players here ask for a match
// again, now that the pairing is done (seated, or told it failed).
func (s *Server) seated(ts ...*ticket) {
	s.match.mu.Lock()
	defer s.match.mu.Unlock()
	for _, t := range ts {
		if t.c != nil && t.c.queued == t {
			t.c.queued = nil
		}
	}
}

// claimPair makes sure both players still wait for this matchmaker before
// their room is opened. A player waiting through another node is asked for
// there: when the matchmaker moved (its node was thought dead), the player
// may be waiting at the next one already, and a room opened for it here
// would leave its partner facing a seat nobody takes. A player no longer
// waiting is dropped; its partner goes back to its place in the queue.
func (s *Server) claimPair(a, b *ticket) bool {
	if !s.claim(a) {
		s.enqueue(b)
		return false
	}
	if !s.claim(b) {
		if a.c == nil {
			s.tell(a, ticketMsg{Op: "unclaim"})
		}
		s.enqueue(a)
		return false
	}
	return true
}

// claimWait is how long a matchmaker waits for a player's node to answer a
// claim, and how long that node keeps a claimed player for the claiming
// matchmaker's word before telling the player to try again.
const claimWait = 2 * time.Second

// claim asks the node of a player waiting through another node to keep it
// for this pairing; a player connected here was taken from the queue
// already.
func (s *Server) claim(t *ticket) bool {
	if t.c != nil {
		return true
	}
	data, _ := json.Marshal(ticketMsg{Op: "claim"})
	resp, err := s.bus.nc.Request(t.Subject, data, claimWait)
	return err == nil && string(resp.Data) == "yes"
}

// cancel takes c out of its queue and answers its quick with a nack
// "cancelled"; when it was paired already it says nothing: the welcome is
// on its way.
func (s *Server) cancel(c *conn) bool {
	removed, was := s.dequeue(c)
	switch {
	case removed:
		c.nack(0, room.ErrCancelled, "you left the queue")
		return true
	case was:
		return true
	}
	c.nack(0, room.ErrNotQueued, "this connection does not wait for a quick match")
	return false
}

// unqueue takes a connection that has gone out of its queue.
func (s *Server) unqueue(c *conn) { s.dequeue(c) }

// dequeue removes c's ticket; it reports whether it did, and whether c
// ever waited.
func (s *Server) dequeue(c *conn) (removed, was bool) {
	m := &s.match
	m.mu.Lock()
	t := c.queued
	was = c.wasQueued
	if t == nil {
		m.mu.Unlock()
		return false, was
	}
	if t.Subject == "" {
		m.mu.Unlock()
		return s.removeTicket(t, ""), true
	}
	// Waiting at another node: ask it.
	leader := m.leader
	m.mu.Unlock()
	data, _ := json.Marshal(matchReq{Op: "cancel", Ticket: t})
	resp, err := s.bus.nc.Request(matchSubject(leader), data, 2*time.Second)
	if err == nil && string(resp.Data) != "removed" {
		return false, true // paired meanwhile
	}
	m.mu.Lock()
	if c.queued != t { // matched while we asked
		m.mu.Unlock()
		return false, true
	}
	c.queued = nil
	delete(m.away, t.Subject)
	m.mu.Unlock()
	s.dropSub(t.Subject)
	return true, true
}

// removeTicket takes t (or the ticket on subject) out of the queues held
// here, and reports whether it was there.
func (s *Server) removeTicket(t *ticket, subject string) bool {
	m := &s.match
	m.mu.Lock()
	defer m.mu.Unlock()
	for game, q := range m.queues {
		for i, x := range q {
			if x == t || (subject != "" && x.Subject == subject) {
				m.queues[game] = slices.Delete(q, i, i+1)
				if x.c != nil {
					x.c.queued = nil
				}
				return true
			}
		}
	}
	return false
}

// Queued returns how many players wait for a quick match of game here.
func (s *Server) Queued(game string) int {
	s.match.mu.Lock()
	defer s.match.mu.Unlock()
	return len(s.match.queues[game])
}

// --- Across a cluster ---

// ticketSubs are the subscriptions of this node's away tickets, by subject.
type ticketSubs struct {
	mu   sync.Mutex
	subs map[string]*busSub
}

func (s *Server) dropSub(subject string) {
	s.tsubs.mu.Lock()
	sub := s.tsubs.subs[subject]
	delete(s.tsubs.subs, subject)
	s.tsubs.mu.Unlock()
	if sub != nil {
		sub.Unsubscribe()
	}
}

// enqueueAway sends t to the matchmaker on node leader, to wait there.
func (s *Server) enqueueAway(t *ticket, leader string) bool {
	c := t.c
	t.Node = s.bus.node
	t.Subject = "ply.conn." + s.bus.node + "." + strconv.FormatUint(s.bus.next.Add(1), 10)
	sub, err := s.bus.subscribe(t.Subject, func(msg *nats.Msg) { s.onTicketMsg(t, msg) })
	if err != nil {
		c.nack(0, room.ErrServer, "the matchmaker cannot be reached")
		return false
	}
	s.tsubs.mu.Lock()
	s.tsubs.subs[t.Subject] = sub
	s.tsubs.mu.Unlock()
	s.match.mu.Lock()
	c.queued, c.wasQueued = t, true
	s.match.away[t.Subject] = t
	s.match.leader = leader
	s.match.mu.Unlock()
	if !s.sendAway(t, leader) {
		s.match.mu.Lock()
		c.queued = nil
		delete(s.match.away, t.Subject)
		s.match.mu.Unlock()
		s.dropSub(t.Subject)
		c.nack(0, room.ErrServer, "the matchmaker does not answer; try again")
		return false
	}
	return true
}

// sendAway asks the matchmaker on node leader to queue t.
func (s *Server) sendAway(t *ticket, leader string) bool {
	data, _ := json.Marshal(matchReq{Op: "enqueue", Ticket: t})
	_, err := s.bus.nc.Request(matchSubject(leader), data, 2*time.Second)
	return err == nil
}

// onMatchMsg is the matchmaker's side: another node queues or cancels a
// ticket.
func (s *Server) onMatchMsg(msg *nats.Msg) {
	var mr matchReq
	if err := json.Unmarshal(msg.Data, &mr); err != nil || mr.Ticket == nil || mr.Ticket.Subject == "" {
		return
	}
	switch mr.Op {
	case "enqueue":
		if _, ok := s.cfg.Games.Find(mr.Ticket.Game); !ok {
			return
		}
		msg.Respond([]byte("ok"))
		s.enqueue(mr.Ticket)
	case "cancel":
		answer := "paired"
		if s.removeTicket(nil, mr.Ticket.Subject) {
			answer = "removed"
		}
		msg.Respond([]byte(answer))
	}
}

// onTicketMsg is the waiting player's node: the matchmaker's word.
func (s *Server) onTicketMsg(t *ticket, msg *nats.Msg) {
	var tm ticketMsg
	if json.Unmarshal(msg.Data, &tm) != nil {
		return
	}
	c := t.c
	m := &s.match
	m.mu.Lock()
	if c.queued != t {
		m.mu.Unlock()
		if tm.Op == "claim" {
			msg.Respond([]byte("no"))
		}
		return // cancelled, or re-sent elsewhere
	}
	switch tm.Op {
	case "claim":
		// One matchmaker at a time: a claimed ticket is not re-sent
		// when the matchmaker moves, and a second claim is refused.
		ok := !t.claimed
		if ok {
			t.claimed = true
			t.claims++
			n := t.claims
			time.AfterFunc(3*claimWait, func() { s.claimLapsed(t, n) })
		}
		m.mu.Unlock()
		if ok {
			msg.Respond([]byte("yes"))
		} else {
			msg.Respond([]byte("no"))
		}
		return
	case "unclaim":
		t.claimed = false
		m.mu.Unlock()
		return
	}
	if tm.Op == "queued" {
		c.send(queuedMsg(t))
		m.mu.Unlock()
		return
	}
	delete(m.away, t.Subject)
	if tm.Op != "matched" {
		c.queued = nil
	}
	m.mu.Unlock()
	go s.dropSub(t.Subject) // not from inside the subscription's own handler
	switch tm.Op {
	case "failed":
		c.nack(0, room.ErrServer, "the match could not be opened; try again")
	case "matched":
		// The ticket stays the connection's until it is seated: a quick
		// sent meanwhile is refused.
		defer s.seated(t)
		req := room.Request{T: room.TJoin, Code: tm.Code, Token: tm.Token}
		frame, _ := room.EncodeRequest(req)
		if s.findRoom(tm.Code) != nil {
			if nack, ok := s.hello(c, req, ""); !ok {
				c.send(nack)
			}
		} else if nack, ok, found := s.remoteHello(c, req, frame, ""); !ok {
			if !found {
				nack = room.Message{T: room.TNack, Err: room.ErrNoRoom, Reason: "the match's room cannot be reached", Seat: engine.NoSeat, You: engine.NoSeat, ToMove: engine.NoSeat, DrawOffer: engine.NoSeat}
			}
			c.send(nack)
		}
	}
}

// claimLapsed gives up a ticket whose claiming matchmaker never said how
// the pairing went (it died meanwhile): the player is told to try again.
func (s *Server) claimLapsed(t *ticket, claim int) {
	m := &s.match
	m.mu.Lock()
	if t.c.queued != t || !t.claimed || t.claims != claim {
		m.mu.Unlock()
		return
	}
	t.c.queued = nil
	delete(m.away, t.Subject)
	m.mu.Unlock()
	s.dropSub(t.Subject)
	t.c.nack(0, room.ErrServer, "the match could not be opened; try again")
}

// rehome moves the players waiting through this node to the matchmaker
// now in charge, keeping each one's waiting time, and gives up the queues
// of players connected elsewhere (their nodes send them again).
func (s *Server) rehome(leader string) {
	s.log.Info("the matchmaker moved", "to", leader)
	m := &s.match
	m.mu.Lock()
	var mine []*ticket
	for game, q := range m.queues {
		for _, t := range q {
			if t.c != nil {
				mine = append(mine, t)
			}
		}
		delete(m.queues, game)
	}
	for sub, t := range m.away {
		if t.claimed {
			continue // being paired: the claiming matchmaker answers it
		}
		delete(m.away, sub)
		mine = append(mine, t)
	}
	for _, t := range mine {
		t.c.queued = nil
	}
	m.leader = leader
	m.mu.Unlock()
	slices.SortFunc(mine, func(a, b *ticket) int { return int(a.Since - b.Since) })
	for _, t := range mine {
		if t.Subject != "" {
			s.dropSub(t.Subject)
			t.Subject, t.Node = "", ""
		}
		if leader == "" {
			s.enqueue(t)
		} else {
			s.enqueueAway(t, leader)
		}
	}
}
