// Package server is Ply Yard's room server: it serves the browser build over
// HTTP and the room protocol (package room) over a WebSocket at /ws, holds
// every room's authoritative state, rolls every die and deals every tile
// from a seed drawn from crypto/rand, and keeps rooms in a Store. With a Bus
// several processes share the work over NATS: each room lives in the process
// that created it, and its players may connect to any process.
//
// It never imports Ebitengine: only the engines and the protocol.
package server

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/room"
)

// Config sets up a server. The zero value of each field picks the default.
type Config struct {
	// Games are the games the server hosts (default registry.Games).
	Games *games.Registry
	// Dir is the directory served at / (the browser build); empty serves
	// nothing there.
	Dir string
	// Store keeps the rooms; nil keeps them in memory.
	Store Store
	// Grace is how long a seat may stay silent in a game in progress
	// before it loses by abandonment (default 2 minutes).
	Grace time.Duration
	// PendingTTL is how long a room that never started, or a finished room
	// nobody uses, is kept (default 30 minutes).
	PendingTTL time.Duration
	// Sweep is how often the server looks for abandoned seats and stale
	// rooms (default 5 s; negative: never, tests call Server.Sweep).
	Sweep time.Duration
	// Now is the clock (default time.Now). Tests inject one.
	Now func() time.Time
	// Clock, when set, is the server's time and timers (Now is then its
	// Now): every game's clock runs on it. Tests drive one by hand; unset,
	// timers are the machine's.
	Clock Clock
	// OriginPatterns lists the foreign origins allowed to open a
	// WebSocket (host patterns, as coder/websocket takes them). The page's
	// own host is always allowed.
	OriginPatterns []string
	// Rate and Burst set each connection's token bucket (messages per
	// second; default 20 and 40). AddrRate and AddrBurst set the bucket
	// each remote address shares for create, join, watch and resume
	// (default 2 and 20): it slows the guessing of codes and tokens.
	Rate, Burst         float64
	AddrRate, AddrBurst float64
	// NetRate and NetBurst set the bucket a whole network (an IPv4 /24, an
	// IPv6 /48) shares for the same hellos (default 10 and 50), so many
	// addresses of one network guess no faster than a few.
	NetRate, NetBurst float64
	// RecordRate and RecordBurst set each client address's bucket for
	// /api/record (default 5 and 20; past it: HTTP 429); RecordNetRate
	// and RecordNetBurst its network's (default 10 and 50).
	RecordRate, RecordBurst       float64
	RecordNetRate, RecordNetBurst float64
	// TrustedProxies are the peers whose X-Forwarded-For is believed:
	// behind them the client's address is the rightmost forwarded address
	// that is not itself a trusted proxy. Empty: the socket's peer is the
	// client.
	TrustedProxies []netip.Prefix
	// PingEvery is how often the server sends each connection a
	// WebSocket ping (default 10 s); a connection that does not answer
	// one within PongWait (default 10 s) is closed with CloseNoPong.
	// Browsers answer pings by themselves.
	PingEvery, PongWait time.Duration
	// HelloWait is how long a new connection has to send create, join,
	// watch or resume (default 10 s); Idle is how long a connection in a
	// room may send no frame at all (default 90 s; clients ping every
	// 20 s). Either closes the connection with 1008.
	HelloWait, Idle time.Duration
	// Hosts, when set, lists the host names (as in the Host header,
	// without the port) the server answers for; a request naming another
	// gets HTTP 421, which stops DNS-rebinding pages. Empty: any host.
	Hosts []string
	// MaxWatchers is how many spectators a room takes (default 100):
	// every event is sent to each, under the room's lock.
	MaxWatchers int
	// MaxConns caps the WebSocket connections the server holds (default
	// 10000; past it: HTTP 503), MaxConnsPerAddr those from one client
	// address (default 100; past it: HTTP 429). Both answer before the
	// upgrade, with Retry-After.
	MaxConns, MaxConnsPerAddr int
	// MaxTCP and MaxTCPPerAddr cap the TCP connections Listener accepts,
	// before any HTTP is read: in all (default MaxConns+256, room for page
	// downloads beside the WebSockets, below the process's file limit)
	// and from one peer address (default 2×MaxConnsPerAddr; a trusted
	// proxy's connections count in the total only). One past a cap is
	// closed at once.
	MaxTCP, MaxTCPPerAddr int
	// IdleHTTP is how long a keep-alive HTTP connection may wait for its
	// next request (default 15 s): an idle one holds a socket under the
	// caps above.
	IdleHTTP time.Duration
	// SendQueue is how many messages may wait for a slow client before it
	// is dropped (default 256). WriteWait bounds the writing of one frame
	// (default 10 s): a client that takes no bytes for that long is
	// dropped too.
	SendQueue int
	WriteWait time.Duration
	// Log is the structured log (default: Logf's, or slog.Default()).
	Log *slog.Logger
	// Logf, when Log is nil, receives the log as text lines (tests pass
	// t.Logf).
	Logf func(format string, args ...any)
	// MetricsFrom lists the client addresses /metrics answers (default
	// loopback only); others get HTTP 403.
	MetricsFrom []netip.Prefix
	// Seed draws a game seed (default crypto/rand). Tests may fix it.
	Seed func() ([room.SeedLen]byte, error)
	// Bus, when set, joins this server to others (see Bus); the caller
	// closes it after the server.
	Bus *Bus
	// Beat is how often a node of a cluster tells the others it lives and
	// which public tables it holds (default 1 s); a node silent for three
	// beats is counted gone.
	Beat time.Duration
	// ListRate and ListBurst set each client address's bucket for lobby
	// lists (default 2 and 10) and for leaderboards.
	ListRate, ListBurst float64
	// IdentitiesPerHour is how many new player identities one client
	// address may bring in an hour (default 10); past it a quick with a
	// new identity is refused.
	IdentitiesPerHour int
}

// Server is a room server. Its Handler serves HTTP.
type Server struct {
	cfg     Config
	store   Store
	log     *slog.Logger
	clock   Clock
	metrics *metrics
	bus     *Bus
	mux     *http.ServeMux
	// lease is the shared store's leases when they are in force
	// (handover.go); takeMu serialises the taking over of rooms.
	lease  LeaseStore
	takeMu sync.Mutex

	mu      sync.Mutex
	rooms   map[string]*liveRoom
	addrs   map[string]*bucket
	conns   map[*conn]struct{}
	open    int            // connections admitted
	perAddr map[string]int // connections admitted by client address
	closed  bool
	wg      sync.WaitGroup
	stop    chan struct{}
	// answerers takes frames to answer to an idle answerer (answerers.go).
	answerers     chan func()
	idleAnswerers atomic.Int32

	pongs    atomic.Int64 // answers to the server's WebSocket pings
	rendered atomic.Int64 // event messages rendered for a viewer

	closesMu sync.Mutex
	closes   map[websocket.StatusCode]int64 // connections the server closed, by code

	match    matcher    // quick-match queues (match.go)
	tsubs    ticketSubs // subscriptions of players waiting at another node
	peerMu   sync.Mutex
	peers    map[string]*peer // other nodes of the cluster, by id (beat.go)
	beatNow  chan struct{}
	beatSubs []*nats.Subscription
}

// countClose counts a connection closed with code.
func (s *Server) countClose(code websocket.StatusCode) {
	s.closesMu.Lock()
	defer s.closesMu.Unlock()
	if s.closes == nil {
		s.closes = map[websocket.StatusCode]int64{}
	}
	s.closes[code]++
	s.metrics.closed(code)
}

// closeCount returns how many connections the server closed with code.
func (s *Server) closeCount(code websocket.StatusCode) int64 {
	s.closesMu.Lock()
	defer s.closesMu.Unlock()
	return s.closes[code]
}

// New makes a server and loads the rooms its store holds.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		cfg.Store = NewMemoryStore()
	}
	orDefault(&cfg.Grace, 2*time.Minute)
	orDefault(&cfg.PendingTTL, 30*time.Minute)
	if cfg.Sweep == 0 {
		cfg.Sweep = 5 * time.Second
	}
	if cfg.Games == nil {
		cfg.Games = registry.Games
	}
	if cfg.Clock != nil {
		cfg.Now = cfg.Clock.Now
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Clock == nil {
		cfg.Clock = systemClock{now: cfg.Now}
	}
	limit(&cfg.Rate, &cfg.Burst, 20, 40)
	limit(&cfg.AddrRate, &cfg.AddrBurst, 2, 20)
	limit(&cfg.NetRate, &cfg.NetBurst, 10, 50)
	limit(&cfg.RecordRate, &cfg.RecordBurst, 5, 20)
	limit(&cfg.RecordNetRate, &cfg.RecordNetBurst, 10, 50)
	limit(&cfg.ListRate, &cfg.ListBurst, 2, 10)
	if cfg.IdentitiesPerHour <= 0 {
		cfg.IdentitiesPerHour = 10
	}
	orDefault(&cfg.Beat, time.Second)
	orDefault(&cfg.PingEvery, 10*time.Second)
	orDefault(&cfg.PongWait, 10*time.Second)
	orDefault(&cfg.HelloWait, 10*time.Second)
	orDefault(&cfg.Idle, 90*time.Second)
	orDefault(&cfg.MaxWatchers, 100)
	orDefault(&cfg.MaxConns, 10000)
	orDefault(&cfg.MaxConnsPerAddr, 100)
	orDefault(&cfg.MaxTCP, cfg.MaxConns+256)
	orDefault(&cfg.MaxTCPPerAddr, 2*cfg.MaxConnsPerAddr)
	orDefault(&cfg.IdleHTTP, 15*time.Second)
	orDefault(&cfg.SendQueue, 256)
	orDefault(&cfg.WriteWait, 10*time.Second)
	if cfg.Log == nil {
		if cfg.Logf != nil {
			cfg.Log = slog.New(slog.NewTextHandler(logfWriter(cfg.Logf), nil))
		} else {
			cfg.Log = slog.Default()
		}
	}
	if cfg.MetricsFrom == nil {
		cfg.MetricsFrom = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")}
	}
	if cfg.Seed == nil {
		cfg.Seed = func() (s [room.SeedLen]byte, err error) {
			_, err = rand.Read(s[:])
			return s, err
		}
	}
	s := &Server{
		cfg: cfg, store: cfg.Store, clock: cfg.Clock, rooms: map[string]*liveRoom{}, addrs: map[string]*bucket{},
		conns: map[*conn]struct{}{}, perAddr: map[string]int{}, stop: make(chan struct{}), answerers: make(chan func()), bus: cfg.Bus,
		log: cfg.Log, peers: map[string]*peer{}, beatNow: make(chan struct{}, 1),
		match: matcher{queues: map[string][]*ticket{}, away: map[string]*ticket{}},
		tsubs: ticketSubs{subs: map[string]*busSub{}},
	}
	s.metrics = newMetrics(s)
	if ls, ok := s.store.(LeaseStore); ok && ls.Leasing() {
		// A shared store: rooms are taken as their leases allow, not all
		// loaded at start-up.
		if s.bus == nil {
			return nil, errors.New("leases need the bus: commands reach a room's owner over it")
		}
		s.lease = ls
	} else if err := s.load(); err != nil {
		return nil, err
	}
	s.mux = http.NewServeMux()
	s.mux.HandleFunc("/ws", s.serveWS)
	s.mux.HandleFunc("/api/record", s.serveRecord)
	s.mux.HandleFunc("/api/leaderboard", s.serveLeaderboard)
	s.mux.HandleFunc("/metrics", s.serveMetrics)
	s.mux.HandleFunc("/healthz", s.serveHealth)
	if cfg.Dir != "" {
		s.mux.Handle("/", newStatic(cfg.Dir))
	}
	if cfg.Sweep > 0 {
		s.wg.Add(1)
		go s.sweeper()
	}
	if s.lease != nil {
		s.wg.Add(1)
		go s.leaseLoop()
	}
	if s.bus != nil {
		if err := s.startBeats(); err != nil {
			s.Close()
			return nil, err
		}
	}
	return s, nil
}

// Handler returns the server's HTTP handler.
func (s *Server) Handler() http.Handler {
	if len(s.cfg.Hosts) == 0 {
		return s.mux
	}
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		host := req.Host
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		for _, ok := range s.cfg.Hosts {
			if strings.EqualFold(host, strings.Trim(ok, "[]")) {
				s.mux.ServeHTTP(w, req)
				return
			}
		}
		http.Error(w, "this server does not answer for "+host, http.StatusMisdirectedRequest)
	})
}

func (s *Server) now() time.Time { return s.cfg.Now() }

// logfWriter writes each log line to a printf-like function.
type logfWriter func(format string, args ...any)

func (f logfWriter) Write(b []byte) (int, error) {
	f("%s", strings.TrimSuffix(string(b), "\n"))
	return len(b), nil
}

func (s *Server) seed() ([room.SeedLen]byte, error) { return s.cfg.Seed() }

// Close ends every connection and stops the sweeper. The store stays open
// (its owner closes it).
func (s *Server) Close() {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.closed = true
	close(s.stop)
	conns := s.connListLocked()
	s.mu.Unlock()
	for _, r := range s.roomList() {
		r.mu.Lock()
		r.stopClock()
		if r.busSub != nil {
			r.busSub.Unsubscribe()
		}
		for _, c := range r.remote {
			conns = append(conns, c)
		}
		r.mu.Unlock()
	}
	for _, c := range conns {
		c.close(websocket.StatusGoingAway, "server shutting down")
	}
	s.wg.Wait()
	if s.lease != nil {
		s.releaseAll()
	}
	for _, sub := range s.beatSubs {
		sub.Unsubscribe()
	}
	s.tsubs.mu.Lock()
	for _, sub := range s.tsubs.subs {
		sub.Unsubscribe()
	}
	s.tsubs.mu.Unlock()
}

func (s *Server) sweeper() {
	defer s.wg.Done()
	t := time.NewTicker(s.cfg.Sweep)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			s.Sweep()
		case <-s.stop:
			return
		}
	}
}

// Sweep ends games whose seat has been silent past the grace period (the
// silent seat loses by abandonment) and removes rooms that never started, or
// finished and idle, past PendingTTL; and pairs the quick-match players
// whose rating windows have widened to meet.
func (s *Server) Sweep() {
	s.repairQueues()
	now := s.now()
	for _, r := range s.roomList() {
		r.mu.Lock()
		remove := false
		switch {
		case r.closed:
		case !r.started():
			remove = now.Sub(r.created) > s.cfg.PendingTTL
		case r.finished:
			remove = len(r.conns) == 0 && now.Sub(r.lastUsed) > s.cfg.PendingTTL
		default:
			for p := 0; p < 2; p++ {
				seen := r.lastSeen[p]
				if seen.Before(r.startedAt) {
					seen = r.startedAt
				}
				if now.Sub(seen) > s.cfg.Grace {
					seat := r.seatOf[p]
					if err := r.commitEntries(
						newEntry(room.KAbandon, p, seat, 0, entryMore{}),
						r.endEntry(r.winResult(seat.Other(), "abandon"))); err != nil {
						s.log.Error("abandoning a game", "room", r.code, "err", err)
					}
					break
				}
			}
			// The clocks' timers act at their time; this catches one that
			// could not.
			if err := r.checkClock(now); err != nil {
				s.log.Error("keeping a game's time", "room", r.code, "err", err)
			}
		}
		var conns []*conn
		if remove {
			r.closed = true
			r.stopClock()
			for c := range r.conns {
				conns = append(conns, c)
			}
			if r.busSub != nil {
				r.busSub.Unsubscribe()
			}
		}
		r.mu.Unlock()
		if remove {
			s.mu.Lock()
			delete(s.rooms, r.code)
			s.mu.Unlock()
			if err := s.store.Delete(r.code); err != nil {
				s.metrics.storeErrors.Inc()
				s.log.Error("deleting a room", "room", r.code, "err", err)
			} else {
				s.log.Info("room removed", "room", r.code)
			}
			for _, c := range conns {
				c.close(websocket.StatusNormalClosure, "room closed")
			}
		}
	}
}

// roomList returns the rooms the server holds now; the caller locks each
// room in turn.
func (s *Server) roomList() []*liveRoom {
	s.mu.Lock()
	defer s.mu.Unlock()
	rooms := make([]*liveRoom, 0, len(s.rooms))
	for _, r := range s.rooms {
		rooms = append(rooms, r)
	}
	return rooms
}

// Rooms returns how many rooms the server holds.
func (s *Server) Rooms() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.rooms)
}

// load rebuilds every stored room by replaying its entries.
func (s *Server) load() error {
	all, err := s.store.Load()
	if err != nil {
		return fmt.Errorf("loading rooms: %w", err)
	}
	now := s.now()
	for code, list := range all {
		r, err := s.rebuild(code, list, now)
		if err != nil {
			// One damaged room must not keep the others down.
			s.log.Error("room not loaded", "room", code, "err", err)
			continue
		}
		s.rooms[code] = r
		s.serveRoomBus(r)
		r.mu.Lock()
		r.armClock()
		r.mu.Unlock()
	}
	return nil
}

// rebuild replays a stored room's entries; every seat gets a full grace
// period to come back from now.
func (s *Server) rebuild(code string, list [][]byte, now time.Time) (*liveRoom, error) {
	r := newLiveRoom(s, code)
	for i, data := range list {
		e, at, err := decodeEntry(data)
		if err != nil {
			return nil, fmt.Errorf("entry %d: %w", i+1, err)
		}
		if err := r.apply(e, at); err != nil {
			return nil, fmt.Errorf("entry %d: %w", i+1, err)
		}
	}
	if r.game.Name == "" {
		return nil, errors.New("no game")
	}
	r.lastSeen = [2]time.Time{now, now}
	r.lastUsed = now
	r.loadRatings()
	if err := r.repair(); err != nil {
		s.log.Error("repairing a room stored by an older server", "room", code, "err", err)
	}
	return r, nil
}

// repair finishes what an older server left half stored, before a
// command's entries (and a game's record) were stored in one transaction:
// a game whose last action, resignation, abandonment or agreed draw ended
// it but whose end was lost is ended as it said; a join or two rematch
// requests whose start was lost start the game; a finished game whose
// record was lost gets it. The caller holds r.mu or owns r.
func (r *liveRoom) repair() error {
	switch {
	case r.started() && !r.finished:
		last := r.entries[len(r.entries)-1]
		var result string
		switch last.Kind {
		case room.KResign:
			result = r.winResult(last.Seat.Other(), "resign")
		case room.KAbandon:
			result = r.winResult(last.Seat.Other(), "abandon")
		case room.KDrawAgreed:
			result = engine.Outcome{Status: engine.Draw, Reason: "agreement"}.Format(r.game.Sides)
		default:
			if o := r.state.Outcome(); o.Finished() {
				result = o.Format(r.game.Sides)
			}
		}
		if result != "" {
			return r.commitEntries(r.endEntry(result))
		}
	case !r.started() && r.players == 2:
		first, err := r.firstPlayer()
		if err != nil {
			return err
		}
		start, err := r.newStart(first)
		if err != nil {
			return err
		}
		return r.commitEntries(start)
	case r.finished && r.rematch[0] && r.rematch[1]:
		start, err := r.newStart(1 - r.first)
		if err != nil {
			return err
		}
		return r.commitEntries(start)
	case r.finished:
		if _, err := r.srv.store.Record(r.code, r.number); errors.Is(err, ErrNotFound) {
			rec, err := r.gameRecord(r.record())
			if err != nil {
				return err
			}
			if err := r.srv.store.Append(r.code, r.sv()+1, nil, rec); err != nil {
				return err
			}
			if rec.Rated != nil {
				r.loadChange(r.number)
			}
		}
	}
	return nil
}

// offeredClock is the time control a create asks of game g: one g
// offers, its first when none is named, or none (the decoder has refused
// none for a public room). ok is false for a control g does not offer.
func offeredClock(g *games.Game, asked string) (ctl string, ok bool) {
	switch {
	case asked == room.ClockNone:
		return room.ClockNone, true
	case asked == "" && len(g.Clocks) > 0:
		return g.Clocks[0], true
	case asked == "":
		return room.ClockNone, true
	}
	return asked, slices.Contains(g.Clocks, asked)
}

// firstPlayer draws the player on seat 0 of the room's first game, as its
// creator chose: first, second or at random.
func (r *liveRoom) firstPlayer() (int, error) {
	switch r.side {
	case room.SideSecond:
		return 1, nil
	case room.SideRandom:
		var b [1]byte
		if _, err := rand.Read(b[:]); err != nil {
			return 0, err
		}
		return int(b[0] & 1), nil
	}
	return 0, nil
}

// openRoom makes a room under a new code and returns it locked; the
// caller stores its first entries, or drops it with dropRoom.
func (s *Server) openRoom() (*liveRoom, error) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil, errors.New("the server is shutting down")
	}
	code, err := s.newCode()
	if err != nil {
		s.mu.Unlock()
		return nil, err
	}
	r := newLiveRoom(s, code)
	r.mu.Lock()
	s.rooms[code] = r
	s.mu.Unlock()
	s.serveRoomBus(r)
	return r, nil
}

// dropRoom forgets a room openRoom made whose first entries could not be
// stored. The caller holds r.mu.
func (s *Server) dropRoom(r *liveRoom) {
	r.closed = true
	r.stopClock()
	if r.busSub != nil {
		r.busSub.Unsubscribe()
	}
	s.mu.Lock()
	delete(s.rooms, r.code)
	s.mu.Unlock()
}

// newCode draws a room code no room has. The caller holds s.mu.
func (s *Server) newCode() (string, error) {
	var b [room.CodeLen]byte
	for try := 0; try < 100; try++ {
		if _, err := rand.Read(b[:]); err != nil {
			return "", err
		}
		for i := range b {
			b[i] = room.CodeAlphabet[int(b[i])%len(room.CodeAlphabet)]
		}
		if _, taken := s.rooms[string(b[:])]; !taken {
			return string(b[:]), nil
		}
	}
	return "", errors.New("no free room code")
}

func newToken() (string, error) {
	var b [room.TokenLen / 2]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return hex.EncodeToString(b[:]), nil
}

func (s *Server) findRoom(code string) *liveRoom {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rooms[code]
}

// serveRecord: GET /api/record?room=CODE&game=N returns a finished game's
// record as JSON.
func (s *Server) serveRecord(w http.ResponseWriter, req *http.Request) {
	who := s.clientOf(req)
	if !s.allows("r "+who.addr, s.cfg.RecordRate, s.cfg.RecordBurst) {
		refuse(w, http.StatusTooManyRequests, "too many record requests from your address")
		return
	}
	if !s.allows("rn "+who.net, s.cfg.RecordNetRate, s.cfg.RecordNetBurst) {
		refuse(w, http.StatusTooManyRequests, "too many record requests from your network")
		return
	}
	code := req.URL.Query().Get("room")
	n, err := strconv.Atoi(req.URL.Query().Get("game"))
	if !room.ValidCode(code) || err != nil || n < 1 {
		http.Error(w, "want ?room=CODE&game=N", http.StatusBadRequest)
		return
	}
	data, err := s.store.Record(code, n)
	if errors.Is(err, ErrNotFound) {
		http.Error(w, "no finished game there", http.StatusNotFound)
		return
	}
	if err != nil {
		http.Error(w, "store failure", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(data)
}

// hello handles create, join, watch and resume on connection c. It returns
// the room joined, or a nack.
func (s *Server) hello(c *conn, req room.Request, origin string) (room.Message, bool) {
	nack := func(code, format string, args ...any) (room.Message, bool) {
		return room.Message{T: room.TNack, Err: code, Reason: fmt.Sprintf(format, args...), Seat: engine.NoSeat, You: engine.NoSeat}, false
	}
	switch req.T {
	case room.TCreate:
		g, ok := s.cfg.Games.Find(req.Game)
		if !ok {
			return nack(room.ErrUnknownGame, "no game %q", req.Game)
		}
		token, err := newToken()
		if err != nil {
			return nack(room.ErrServer, "no token: %v", err)
		}
		side := req.Side
		if side == "" {
			side = room.SideRandom
		}
		clock, ok := offeredClock(g, req.Clock)
		if !ok {
			return nack(room.ErrBadClock, "%s offers the clocks %s, or none for a room that is not public", g.Name, strings.Join(g.Clocks, ", "))
		}
		r, err := s.openRoom()
		if err != nil {
			return nack(room.ErrServer, "%v", err)
		}
		defer r.mu.Unlock()
		h := hashToken(token)
		if err := r.commitEntries(newEntry(room.KCreated, 0, engine.NoSeat, 0, entryMore{Game: g.Name, Side: side, Token: hex.EncodeToString(h),
			Public: req.Public, Name: s.displayName(req.Name), Clock: clock})); err != nil {
			s.dropRoom(r)
			return nack(room.ErrServer, "the room could not be stored")
		}
		return r.attach(c, 0, token, origin, 0), true
	case room.TJoin, room.TWatch, room.TResume:
		r := s.findRoom(req.Code)
		if r == nil {
			return nack(room.ErrNoRoom, "no room has the code %s", req.Code)
		}
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.closed {
			return nack(room.ErrNoRoom, "no room has the code %s", req.Code)
		}
		switch req.T {
		case room.TWatch:
			if r.watchers() >= s.cfg.MaxWatchers {
				return nack(room.ErrTooManyWatchers, "room %s has all the spectators it takes (%d)", req.Code, s.cfg.MaxWatchers)
			}
			return r.attach(c, -1, "", origin, req.Since), true
		case room.TResume:
			p := r.player(req.Token)
			if p < 0 {
				return nack(room.ErrBadToken, "this token opens no seat of room %s", req.Code)
			}
			return r.attach(c, p, "", origin, req.Since), true
		}
		if req.Token != "" {
			// A join with the client's own token is idempotent: sent again
			// (its welcome lost), it returns the seat the token opens.
			if p := r.player(req.Token); p >= 0 {
				return r.attach(c, p, req.Token, origin, 0), true
			}
		}
		if r.players >= 2 {
			return nack(room.ErrRoomFull, "both seats of room %s are taken", req.Code)
		}
		token := req.Token
		if token == "" {
			var err error
			if token, err = newToken(); err != nil {
				return nack(room.ErrServer, "no token: %v", err)
			}
		}
		first, err := r.firstPlayer()
		if err != nil {
			return nack(room.ErrServer, "%v", err)
		}
		start, err := r.newStart(first)
		if err != nil {
			return nack(room.ErrServer, "no seed: %v", err)
		}
		joined := newEntry(room.KJoined, 1, engine.NoSeat, 0, entryMore{Token: hex.EncodeToString(hashToken(token)), Name: s.displayName(req.Name)})
		if err := r.commitEntries(joined, start); err != nil {
			return nack(room.ErrServer, "the seat could not be stored")
		}
		return r.attach(c, 1, token, origin, 0), true
	}
	return nack(room.ErrNotInRoom, "join a room first (create, join, watch or resume)")
}

// attach adds c to the room as player p (-1 watches), sends it what it
// missed since the version since (or a snapshot), and returns its welcome.
// The caller holds r.mu. The welcome is queued before anything else.
func (r *liveRoom) attach(c *conn, p int, token, origin string, since uint64) room.Message {
	now := r.srv.now()
	if !c.bind(r, p) {
		// A quick match paired a connection that has gone since: its
		// seat waits for it as any silent seat does.
		return room.Message{}
	}
	welcome := room.Message{
		T: room.TWelcome, SV: r.sv(), Room: r.code, Game: r.game.Name, Token: token,
		Seat: seatOfPlayer(r.seatOf, p), You: seatOfPlayer(r.seatOf, p), ToMove: engine.NoSeat, DrawOffer: r.drawOffer,
		Watchers: r.watchers(), Clock: r.clockState(now),
	}
	if origin != "" {
		welcome.Invite = origin + "/?room=" + r.code
	}
	if since > 0 && since < r.sv() {
		// The writer sends the missed events a page at a time after the
		// welcome, then live ones: however far behind, nothing waits
		// in the send queue or under the room's lock for long.
		c.mu.Lock()
		c.replay, c.replayNext = r, since+1
		c.mu.Unlock()
	}
	c.send(welcome)
	if since == 0 || since > r.sv() {
		c.send(r.snapshot(p))
	}
	if p >= 0 {
		// One connection per seat: a copied token cannot act silently
		// beside its holder, who is told (and, coming back, takes the
		// seat back in turn).
		for old := range r.conns {
			if old.player == p {
				old.close(CloseTakenOver, "this seat was resumed on another connection")
			}
		}
	}
	r.conns[c] = struct{}{}
	r.lastUsed = now
	if p < 0 {
		r.tellWatchers()
	}
	if p >= 0 {
		r.lastSeen[p] = now
		r.online[p]++
		if r.online[p] == 1 && r.started() && !r.finished {
			r.presence(p, room.PresConnected)
		}
	}
	return welcome
}

// detach removes c from its room.
func (r *liveRoom) detach(c *conn) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.conns[c]; !ok {
		return
	}
	delete(r.conns, c)
	if c.player < 0 {
		r.tellWatchers()
	}
	if p := c.player; p >= 0 {
		r.online[p]--
		r.lastSeen[p] = r.srv.now()
		if r.online[p] == 0 && r.started() && !r.finished {
			r.presence(p, room.PresReconnecting)
		}
	}
}

// presence tells every connection about player p's connection.
func (r *liveRoom) presence(p int, state string) {
	m := room.Message{T: room.TPresence, SV: r.sv(), Seat: r.seatOf[p], Presence: state, ToMove: engine.NoSeat, DrawOffer: r.drawOffer}
	for c := range r.conns {
		if c.replaying() {
			continue // its replay ends at the present: presence would jump ahead of it
		}
		m.You = seatOfPlayer(r.seatOf, c.player)
		c.send(m)
	}
}

// limit fills in a token bucket's settings: rate and burst when no rate
// is set, and a burst of at least one.
func limit(rate, burst *float64, defRate, defBurst float64) {
	if *rate <= 0 {
		*rate, *burst = defRate, defBurst
	}
	if *burst < 1 {
		*burst = 1
	}
}

// connList is the connections this node holds now.
func (s *Server) connList() []*conn {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.connListLocked()
}

// connListLocked is connList for a caller that holds s.mu.
func (s *Server) connListLocked() []*conn {
	conns := make([]*conn, 0, len(s.conns))
	for c := range s.conns {
		conns = append(conns, c)
	}
	return conns
}

// orDefault sets *v to d when it is not set (zero or below).
func orDefault[T int | int64 | float64 | time.Duration](v *T, d T) {
	if *v <= 0 {
		*v = d
	}
}
