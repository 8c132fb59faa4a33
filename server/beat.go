package server

import (
	"encoding/json"
	"time"

	"github.com/nats-io/nats.go"
)

// Beats: in a cluster every node publishes on ply.beat, every Config.Beat,
// its id and its public tables (lobby.go). Each node keeps the nodes it has
// heard within three beats; the one with the smallest id among them and
// itself is the matchmaker (match.go). A node that hears a node it did not
// know beats at once, so a new node learns of the others in one round
// trip; a node shutting down says goodbye, so the others stop counting on
// it at once. When a node dies without a word the others notice within
// three beats, and every node that has players waiting at it sends them to
// the next matchmaker with their waiting time, so they keep their place.

const beatSubject = "ply.beat"

type beatMsg struct {
	Node   string      `json:"node"`
	Bye    bool        `json:"bye,omitempty"`
	Tables lobbyTables `json:"tables"`
}

// peer is another node as its last beat showed it.
type peer struct {
	seen   time.Time
	tables lobbyTables
}

// startBeats subscribes to the beats and to this node's matchmaker
// subject, and starts beating. The caller has a bus.
func (s *Server) startBeats() error {
	sub, err := s.bus.nc.Subscribe(beatSubject, s.onBeat)
	if err != nil {
		return err
	}
	msub, err := s.bus.nc.Subscribe(matchSubject(s.bus.node), s.onMatchMsg)
	if err != nil {
		sub.Unsubscribe()
		return err
	}
	s.beatSubs = []*nats.Subscription{sub, msub}
	s.wg.Add(2)
	go s.beatLoop()
	go s.routeWatch()
	return nil
}

// routeWatch notices at once when a node of the cluster is cut off: a
// process that dies (SIGKILL, a crash) closes its routes as it goes, and
// each node sees a route close. The subjects a dead node subscribed to lose
// their interest here at the same moment, so the connections it served
// are dropped (goneNodes) without waiting three beats: a player forwarded
// to a room whose owner died resumes, and the owner of a room whose
// player's node died tells the opponent.
func (s *Server) routeWatch() {
	defer s.wg.Done()
	t := time.NewTicker(routeWatchEvery)
	defer t.Stop()
	routes := s.bus.routeIDs(nil)
	for {
		select {
		case <-t.C:
		case <-s.stop:
			return
		}
		now := s.bus.routeIDs(routes)
		for id := range routes {
			if !now[id] {
				// A route closed (a count could miss it: another node's
				// routes may open in the same moment).
				s.goneNodes()
				break
			}
		}
		routes = now
	}
}

// routeWatchEvery is how often routeWatch counts the routes.
const routeWatchEvery = 50 * time.Millisecond

// goneNodes drops the connections whose other end is no longer reachable
// on the bus: this node's forwarded connections to a room nobody answers
// for (its owner died), and the stand-ins of connections held by a node
// that died (or was not heard for three beats).
func (s *Server) goneNodes() {
	conns := s.connList()
	for _, c := range conns {
		if _, p := c.links(); p != nil && !s.bus.heard(roomSubject(p.code)) {
			c.close(CloseMoved, "the room's server is gone")
		}
	}
	s.dropDeadProxies()
	for _, r := range s.roomList() {
		r.mu.Lock()
		var gone []string
		for subject, c := range r.remote {
			// A node is given three beats to be heard (one that has
			// just joined may forward before its first beat arrives).
			if !s.bus.heard(subject) || (!s.alive(c.edge) && time.Since(c.since) > 3*s.cfg.Beat) {
				gone = append(gone, subject)
			}
		}
		r.mu.Unlock()
		for _, subject := range gone {
			s.dropRemote(r, subject)
		}
	}
}

func (s *Server) beatLoop() {
	defer s.wg.Done()
	t := time.NewTicker(s.cfg.Beat)
	defer t.Stop()
	s.beat(false)
	nodes := s.Nodes()
	for {
		select {
		case <-t.C:
		case <-s.beatNow:
		case <-s.stop:
			s.beat(true)
			return
		}
		s.beat(false)
		s.checkLeader()
		// A node not heard for three beats (hung, or cut off with its
		// routes still up) is gone too.
		if n := s.Nodes(); n < nodes {
			s.goneNodes()
			nodes = n
		} else {
			nodes = n
		}
	}
}

// beat publishes this node's beat.
func (s *Server) beat(bye bool) {
	b := beatMsg{Node: s.bus.node, Bye: bye}
	if !bye {
		b.Tables = s.localTables()
	}
	data, _ := json.Marshal(b)
	s.bus.nc.Publish(beatSubject, data)
	if bye {
		s.bus.nc.Flush()
	}
}

func (s *Server) onBeat(m *nats.Msg) {
	var b beatMsg
	if json.Unmarshal(m.Data, &b) != nil || b.Node == "" || b.Node == s.bus.node {
		return
	}
	s.peerMu.Lock()
	_, known := s.peers[b.Node]
	if b.Bye {
		delete(s.peers, b.Node)
	} else {
		s.peers[b.Node] = &peer{seen: time.Now(), tables: b.Tables}
	}
	s.peerMu.Unlock()
	if b.Bye || !known {
		select { // beat back at once, and see who leads now
		case s.beatNow <- struct{}{}:
		default:
		}
	}
}

// alive reports whether node has been heard within three beats.
func (s *Server) alive(node string) bool {
	if s.bus == nil || node == s.bus.node {
		return true
	}
	s.peerMu.Lock()
	defer s.peerMu.Unlock()
	p := s.peers[node]
	return p != nil && time.Since(p.seen) < 3*s.cfg.Beat
}

// Nodes returns how many nodes this one counts alive, itself included.
func (s *Server) Nodes() int {
	if s.bus == nil {
		return 1
	}
	s.peerMu.Lock()
	defer s.peerMu.Unlock()
	n := 1
	for _, p := range s.peers {
		if time.Since(p.seen) < 3*s.cfg.Beat {
			n++
		}
	}
	return n
}

// leaderNow is the node with the smallest id among the living.
func (s *Server) leaderNow() string {
	s.peerMu.Lock()
	defer s.peerMu.Unlock()
	l := s.bus.node
	for id, p := range s.peers {
		if time.Since(p.seen) >= 3*s.cfg.Beat {
			delete(s.peers, id)
			continue
		}
		if id < l {
			l = id
		}
	}
	return l
}

// matchmaker returns the node holding the quick-match queues, or "" when
// it is this one.
func (s *Server) matchmaker() string {
	if s.bus == nil {
		return ""
	}
	if l := s.leaderNow(); l != s.bus.node {
		return l
	}
	return ""
}

// checkLeader sends the players waiting through this node to a new
// matchmaker when the matchmaker has changed.
func (s *Server) checkLeader() {
	l := s.matchmaker()
	s.match.mu.Lock()
	changed := l != s.match.leader
	s.match.mu.Unlock()
	if changed {
		s.rehome(l)
	}
}

// peerTables returns the tables the living nodes published last.
func (s *Server) peerTables() []lobbyTables {
	if s.bus == nil {
		return nil
	}
	s.peerMu.Lock()
	defer s.peerMu.Unlock()
	var out []lobbyTables
	for _, p := range s.peers {
		if time.Since(p.seen) < 3*s.cfg.Beat {
			out = append(out, p.tables)
		}
	}
	return out
}
