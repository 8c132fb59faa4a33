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
	s.wg.Add(1)
	go s.beatLoop()
	return nil
}

func (s *Server) beatLoop() {
	defer s.wg.Done()
	t := time.NewTicker(s.cfg.Beat)
	defer t.Stop()
	s.beat(false)
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
