package server

import (
	"errors"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go"

	"github.com/plyyard/plyyard/room"
)

// Hand-over of rooms between the processes of a cluster sharing one
// PostgreSQL store (lease.go): a node serves the rooms whose leases it
// holds, renews them every third of the lease, gives up those it lost, and
// adopts rooms whose leases expired, replaying them from their entries.

// orphansPerTick bounds the rooms a node adopts at each renewal.
const orphansPerTick = 50

// CloseMoved is the close code of connections to a room another node now
// serves: the client resumes, through any node.
const CloseMoved = websocket.StatusServiceRestart

// leaseLoop renews this node's leases and adopts orphaned rooms until the
// server closes.
func (s *Server) leaseLoop() {
	defer s.wg.Done()
	t := time.NewTicker(s.lease.LeaseTTL() / 3)
	defer t.Stop()
	renewed := time.Now()
	for {
		if err := s.lease.KeepAlive(); err != nil {
			s.log.Error("this node's session in the store", "err", err)
		}
		if s.renewLeases() {
			renewed = time.Now()
			s.adoptOrphans()
		} else if time.Since(renewed) > s.lease.LeaseTTL() {
			// Cut from the database past a lease: other nodes may serve
			// these rooms now. Stop serving them.
			for _, r := range s.roomList() {
				s.lose(r)
			}
		}
		s.dropDeadProxies()
		select {
		case <-t.C:
		case <-s.stop:
			return
		}
	}
}

// renewLeases extends the leases of the rooms held and gives up the ones
// another node took; it reports whether the database answered.
func (s *Server) renewLeases() bool {
	rooms := s.roomList()
	codes := make([]string, 0, len(rooms))
	for _, r := range rooms {
		codes = append(codes, r.code)
	}
	lost, err := s.lease.Renew(codes)
	if err != nil {
		s.metrics.storeErrors.Inc()
		s.log.Error("renewing leases", "rooms", len(codes), "err", err)
		return false
	}
	for _, code := range lost {
		// Not renewed: another node holds the lease, or it lapsed (this
		// node paused), or the room has no lease yet (its first entries
		// are being stored). Only the first loses the room: a lapsed lease
		// nobody took is claimed again (no other node has written since).
		owner, err := s.lease.Claim(code)
		if err != nil || owner == "" || owner == s.lease.Node() {
			continue
		}
		if r := s.findRoom(code); r != nil {
			s.lose(r)
		}
	}
	return true
}

// adoptOrphans takes over rooms whose owners stopped renewing their leases.
func (s *Server) adoptOrphans() {
	codes, err := s.lease.Orphans(orphansPerTick)
	if err != nil {
		s.metrics.storeErrors.Inc()
		s.log.Error("listing orphaned rooms", "err", err)
		return
	}
	for _, code := range codes {
		if _, _, err := s.take(code); err != nil {
			s.log.Error("taking a room over", "room", code, "err", err)
		}
	}
}

// take claims room code's lease and, when this node gets it, replays the
// room from the store and serves it. It returns the room (nil when it is
// not this node's) and the lease's owner ("" when no room has the code).
func (s *Server) take(code string) (*liveRoom, string, error) {
	s.takeMu.Lock()
	defer s.takeMu.Unlock()
	if r := s.findRoom(code); r != nil {
		return r, s.lease.Node(), nil
	}
	s.mu.Lock()
	closed := s.closed
	s.mu.Unlock()
	if closed {
		return nil, "", errors.New("the server is shutting down")
	}
	owner, err := s.lease.Claim(code)
	if err != nil || owner != s.lease.Node() {
		return nil, owner, err
	}
	list, err := s.lease.LoadRoom(code)
	if err == nil && len(list) == 0 {
		// A lease with no entries: its room is gone.
		return nil, "", s.store.Delete(code)
	}
	var r *liveRoom
	if err == nil {
		r, err = s.rebuild(code, list, s.now())
	}
	if err != nil {
		s.lease.Release(code)
		return nil, "", err
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		s.lease.Release(code)
		return nil, "", errors.New("the server is shutting down")
	}
	s.rooms[code] = r
	s.mu.Unlock()
	s.serveRoomBus(r)
	r.mu.Lock()
	r.armClock()
	r.mu.Unlock()
	s.metrics.leases.WithLabelValues("taken").Inc()
	s.log.Info("room taken over", "room", code, "sv", r.sv())
	return r, owner, nil
}

// lose stops serving room r, whose lease another node holds now: its
// connections close with CloseMoved, and their clients resume elsewhere.
func (s *Server) lose(r *liveRoom) {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		return
	}
	r.closed = true
	r.stopClock()
	if r.busSub != nil {
		r.busSub.Unsubscribe()
	}
	conns := make([]*conn, 0, len(r.conns)+len(r.remote))
	for c := range r.conns {
		conns = append(conns, c)
	}
	for _, c := range r.remote {
		conns = append(conns, c)
	}
	r.mu.Unlock()
	s.mu.Lock()
	if s.rooms[r.code] == r {
		delete(s.rooms, r.code)
	}
	s.mu.Unlock()
	s.metrics.leases.WithLabelValues("lost").Inc()
	s.log.Info("room lost to another node", "room", r.code)
	for _, c := range conns {
		c.close(CloseMoved, "the room moved to another server")
	}
}

// releaseAll gives up every room's lease at a clean shutdown, so the other
// nodes take them over at once.
func (s *Server) releaseAll() {
	for _, r := range s.roomList() {
		if err := s.lease.Release(r.code); err != nil {
			s.log.Error("releasing a lease", "room", r.code, "err", err)
		}
	}
}

// reach finds room code for a hello from connection c when this node does
// not hold it: through its owner on the bus, or, when its lease has
// expired, by taking it over. It waits for a dead owner's lease to expire
// (a lease and a little more at most). found is false when the caller
// should serve the hello itself (the room is here now, or exists nowhere).
func (s *Server) reach(c *conn, req room.Request, frame []byte, origin string) (m room.Message, ok, found bool) {
	if s.lease == nil {
		return s.remoteHello(c, req, frame, origin)
	}
	deadline := time.Now().Add(s.lease.LeaseTTL() + 2*time.Second)
	for {
		if m, ok, found := s.remoteHello(c, req, frame, origin); found {
			return m, ok, found
		}
		r, owner, err := s.take(req.Code)
		if r != nil || owner == "" || err != nil || time.Now().After(deadline) {
			return room.Message{}, false, false
		}
		select {
		case <-time.After(50 * time.Millisecond):
		case <-s.stop:
			return room.Message{}, false, false
		}
	}
}

// dropDeadProxies closes the connections this node forwards to a room
// whose owner is no longer heard (it died): their clients resume, and reach
// the room at its next owner.
func (s *Server) dropDeadProxies() {
	conns := s.connList()
	for _, c := range conns {
		// An owner is given three beats to be heard (a node that has
		// just joined may answer before its first beat arrives).
		if _, p := c.links(); p != nil && p.owner != "" && time.Since(p.since) > 3*s.cfg.Beat && !s.alive(p.owner) {
			c.close(CloseMoved, "the room's server is gone")
		}
	}
}

// unknownConn answers a frame forwarded for a connection this node does
// not know (it was attached to the room's previous owner): the edge closes
// it, and its client resumes.
func (s *Server) unknownConn(subject string) {
	m := nats.NewMsg(subject)
	m.Header.Set("Ply-Close", "1012")
	s.bus.nc.PublishMsg(m)
}
