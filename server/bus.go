package server

import (
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
)

// Bus joins server processes over NATS. Every process embeds a NATS server
// (no client port is opened; the process talks to it in memory). With
// cluster options the embedded servers form a NATS cluster, so a room
// owned by one process can be played from connections to any of them.
//
// A room belongs to the process that created it and is reached on the
// subject ply.room.<CODE>: a process holding a player's WebSocket forwards
// the player's frames there, and the owner answers on ply.conn.<node>.<n>,
// one subject per forwarded connection.
type Bus struct {
	ns    *natsserver.Server
	nc    *nats.Conn
	inbox *inbox
	node  string
	next  atomic.Uint64
}

// BusOptions configures the embedded NATS server.
type BusOptions struct {
	// ClusterListen is the host:port of this node's cluster listener
	// (port 0 picks a free one: see ClusterAddr); empty runs alone (no
	// port at all).
	ClusterListen string
	// Routes lists other nodes' cluster URLs (nats-route://host:port).
	Routes []string
	// ClusterName names the cluster (default "plyyard").
	ClusterName string
	// ClusterSecret is the password every node of the cluster shares:
	// a route without it is refused. A cluster needs one.
	ClusterSecret string
	// ClusterTLS, when set, encrypts the routes (and checks the other
	// nodes' certificates as it says): use it when routes cross machines.
	ClusterTLS *tls.Config
}

// clusterUser is the user name of the cluster's routes.
const clusterUser = "plyyard"

// StartBus starts an embedded NATS server and connects to it in process.
func StartBus(o BusOptions) (*Bus, error) {
	var id [6]byte
	if _, err := rand.Read(id[:]); err != nil {
		return nil, err
	}
	node := hex.EncodeToString(id[:])
	opts := &natsserver.Options{
		ServerName: "plyyard-" + node,
		DontListen: true,
		NoSigs:     true,
		NoLog:      true,
	}
	var user, pass string // the in-process client's credentials, when it needs any
	if o.ClusterListen != "" {
		host, port, ok := strings.Cut(o.ClusterListen, ":")
		p, err := strconv.Atoi(port)
		if !ok || err != nil || p < 0 {
			return nil, fmt.Errorf("cluster listen address %q: want host:port", o.ClusterListen)
		}
		if p == 0 {
			p = natsserver.RANDOM_PORT // as for net.Listen: a free port
		}
		if o.ClusterSecret == "" {
			return nil, errors.New("a cluster needs a secret shared by its nodes (PLYYARD_CLUSTER_SECRET)")
		}
		opts.Cluster.Username, opts.Cluster.Password = clusterUser, o.ClusterSecret
		opts.Cluster.TLSConfig = o.ClusterTLS
		opts.Cluster.Name = o.ClusterName
		if opts.Cluster.Name == "" {
			opts.Cluster.Name = "plyyard"
		}
		opts.Cluster.Host, opts.Cluster.Port = host, p
		// A clustered server does not finish starting without a client
		// listener: give it one on loopback, on a port of its choosing.
		// That listener takes only this process: its password is drawn
		// here and never leaves the process.
		opts.DontListen = false
		opts.Host, opts.Port = "127.0.0.1", natsserver.RANDOM_PORT
		var pw [16]byte
		if _, err := rand.Read(pw[:]); err != nil {
			return nil, err
		}
		user, pass = "plyyard-"+node, hex.EncodeToString(pw[:])
		opts.Username, opts.Password = user, pass
		opts.Routes = natsserver.RoutesFromStr(strings.Join(o.Routes, ","))
		for _, u := range opts.Routes {
			if u == nil {
				return nil, fmt.Errorf("cluster routes %q: want nats-route://host:port", o.Routes)
			}
			u.User = url.UserPassword(clusterUser, o.ClusterSecret)
		}
	} else if len(o.Routes) > 0 {
		return nil, errors.New("cluster routes need a cluster listen address")
	}
	ns, err := natsserver.NewServer(opts)
	if err != nil {
		return nil, err
	}
	ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		ns.Shutdown()
		return nil, errors.New("the embedded NATS server did not start")
	}
	nopts := []nats.Option{nats.InProcessServer(ns), nats.Name("plyyard-" + node), nats.MaxReconnects(-1)}
	if user != "" {
		nopts = append(nopts, nats.UserInfo(user, pass))
	}
	nc, err := nats.Connect("", nopts...)
	if err != nil {
		ns.Shutdown()
		return nil, err
	}
	return &Bus{ns: ns, nc: nc, inbox: newInbox(), node: node}, nil
}

// ClusterAddr returns the host:port the node's cluster listener took (the
// other nodes' routes point there), or "" when it runs alone.
func (b *Bus) ClusterAddr() string {
	if a := b.ns.ClusterAddr(); a != nil {
		return a.String()
	}
	return ""
}

// Node returns this node's id (random, drawn at start-up).
func (b *Bus) Node() string { return b.node }

// Routes returns how many cluster routes the node has.
func (b *Bus) Routes() int { return b.ns.NumRoutes() }

// routeIDs returns the ids of the node's route connections now (reusing
// the map old's size as a hint).
func (b *Bus) routeIDs(old map[uint64]bool) map[uint64]bool {
	ids := make(map[uint64]bool, len(old))
	rz, err := b.ns.Routez(&natsserver.RoutezOptions{})
	if err != nil {
		return old
	}
	for _, r := range rz.Routes {
		ids[r.Rid] = true
	}
	return ids
}

// heard reports whether some connection of the cluster (this process's
// or another node's) subscribes to subject.
func (b *Bus) heard(subject string) bool {
	return b.ns.GlobalAccount().SubscriptionInterest(subject)
}

// nodeOf returns the node of a connection subject ply.conn.<node>.<n>.
func nodeOf(subject string) string {
	rest, ok := strings.CutPrefix(subject, "ply.conn.")
	if !ok {
		return ""
	}
	node, _, _ := strings.Cut(rest, ".")
	return node
}

// Close disconnects and stops the embedded server.
func (b *Bus) Close() {
	b.nc.Close()
	b.inbox.close()
	b.ns.Shutdown()
	b.ns.WaitForShutdown()
}

func roomSubject(code string) string { return "ply.room." + code }

// busMsg is what an edge process sends a room's owner.
type busMsg struct {
	Op     string          `json:"op"`   // hello, frame, more, leave
	Conn   string          `json:"conn"` // the subject the owner answers on
	Frame  json.RawMessage `json:"frame,omitempty"`
	Origin string          `json:"origin,omitempty"`
}

// busHello is the owner's answer to a hello.
type busHello struct {
	OK   bool         `json:"ok"`
	Nack room.Message `json:"nack"`
	Node string       `json:"node,omitempty"` // the owner's id
}

// serveRoomBus makes this process answer for room r on the bus. The caller
// holds r.mu or owns r.
func (s *Server) serveRoomBus(r *liveRoom) {
	if s.bus == nil {
		return
	}
	sub, err := s.bus.subscribe(roomSubject(r.code), func(m *nats.Msg) { s.onRoomMsg(r, m) })
	if err != nil {
		s.log.Error("subscribing on the bus", "room", r.code, "err", err)
		return
	}
	r.busSub = sub
}

// heardFrom is room r's connection id held through an edge, its silence
// timer started again: the edge has heard from its client. Nil when the
// room holds no such connection.
func (s *Server) heardFrom(r *liveRoom, id string) *conn {
	r.mu.Lock()
	defer r.mu.Unlock()
	c := r.remote[id]
	if c != nil {
		c.silent.Reset(s.cfg.Idle)
	}
	return c
}

// onRoomMsg handles a message from an edge process for a room we own.
func (s *Server) onRoomMsg(r *liveRoom, m *nats.Msg) {
	var bm busMsg
	if err := json.Unmarshal(m.Data, &bm); err != nil || bm.Conn == "" {
		return
	}
	switch bm.Op {
	case "hello":
		req, err := room.DecodeRequest(bm.Frame)
		ans := busHello{}
		if err != nil {
			ans.Nack = room.Message{T: room.TNack, Err: room.ErrBadMessage, Reason: err.Error(), Seat: engine.NoSeat, You: engine.NoSeat, ToMove: engine.NoSeat, DrawOffer: engine.NoSeat}
		} else {
			c := s.remoteConn(bm.Conn)
			nack, ok := s.hello(c, req, bm.Origin)
			if ok {
				ans.OK, ans.Node = true, s.bus.node
				r.mu.Lock()
				r.remote[bm.Conn] = c
				// An edge process that dies sends no leave: a stand-in
				// silent past Idle (its client pings every 20 s, and
				// each ping is forwarded) is a ghost and goes.
				subject := bm.Conn
				c.silent = time.AfterFunc(s.cfg.Idle, func() { s.dropRemote(r, subject) })
				r.mu.Unlock()
			} else {
				c.close(0, "")
				ans.Nack = nack
			}
		}
		data, _ := json.Marshal(ans)
		m.Respond(data)
	case "frame":
		if c := s.heardFrom(r, bm.Conn); c != nil {
			c.handle(bm.Frame, bm.Origin)
		} else {
			// Taken over from another node, or dropped as its node
			// was thought gone: the edge closes it, its client resumes.
			s.unknownConn(bm.Conn)
		}
	case "more":
		// The edge has written a replay page to its client.
		if c := s.heardFrom(r, bm.Conn); c != nil {
			c.nextPage()
		}
	case "leave":
		s.dropRemote(r, bm.Conn)
	}
}

// pageHeader marks the messages of a replay page the owner sends an edge:
// "1", or "more" on the last of a page another follows, which the edge
// asks for once it has written it.
const pageHeader = "Ply-Page"

// dropRemote removes the stand-in of a forwarded connection from room r.
func (s *Server) dropRemote(r *liveRoom, subject string) {
	r.mu.Lock()
	c := r.remote[subject]
	delete(r.remote, subject)
	r.mu.Unlock()
	if c != nil {
		c.silent.Stop()
		c.close(0, "")
		r.detach(c)
	}
}

// remoteConn is the owner's stand-in for a connection held by another
// process: what is sent to it is published on its subject.
func (s *Server) remoteConn(subject string) *conn {
	c := s.newConn(nil, nil, client{}, subject)
	c.edge, c.since = nodeOf(subject), time.Now()
	s.wg.Add(1)
	c.wg = &s.wg
	return c
}

// proxy is an edge connection's link to a room owned by another process.
type proxy struct {
	code    string
	subject string
	sub     *busSub
	origin  string
	owner   string    // the owner's node id
	since   time.Time // when the owner answered
	once    sync.Once
	// The owner's messages wait in pending until the connection is
	// bound to the proxy (ready): a player told of the seat before then
	// would act while the connection is in no room. mu guards both.
	mu      sync.Mutex
	ready   bool
	pending []*nats.Msg
}

// relay passes m to c once p is bound, in the order the owner sent it.
func (p *proxy) relay(m *nats.Msg, deliver func(*nats.Msg)) {
	p.mu.Lock()
	if !p.ready {
		p.pending = append(p.pending, m)
		p.mu.Unlock()
		return
	}
	p.mu.Unlock()
	deliver(m)
}

// bound delivers what waited for the binding and lets what follows pass
// at once.
func (p *proxy) bound(deliver func(*nats.Msg)) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, m := range p.pending {
		deliver(m)
	}
	p.pending, p.ready = nil, true
}

// remoteHello asks the bus for the owner of the room named in req. It
// reports false when no process owns the room.
func (s *Server) remoteHello(c *conn, req room.Request, frame []byte, origin string) (room.Message, bool, bool) {
	if s.bus == nil {
		return room.Message{}, false, false
	}
	subject := "ply.conn." + s.bus.node + "." + strconv.FormatUint(s.bus.next.Add(1), 10)
	p := &proxy{code: req.Code, subject: subject, origin: origin}
	deliver := func(m *nats.Msg) {
		if m.Header.Get("Ply-Close") != "" {
			code, _ := strconv.Atoi(m.Header.Get("Ply-Close"))
			c.close(wsStatus(code), "closed by the room's server")
			return
		}
		switch m.Header.Get(pageHeader) {
		case "":
			c.sendRaw(m.Data)
		case "more":
			c.sendPage(m.Data, func() { s.more(p) })
		default:
			c.sendPage(m.Data, nil)
		}
	}
	sub, err := s.bus.subscribe(subject, func(m *nats.Msg) { p.relay(m, deliver) })
	if err != nil {
		return room.Message{}, false, false
	}
	p.sub = sub
	data, _ := json.Marshal(busMsg{Op: "hello", Conn: subject, Frame: frame, Origin: origin})
	wait := 5 * time.Second
	if s.lease != nil {
		// A dead owner's lease expires within this: past it, the room is
		// taken over rather than waited for.
		wait = min(wait, s.lease.LeaseTTL())
	}
	resp, err := s.bus.nc.Request(roomSubject(req.Code), data, wait)
	if err != nil {
		sub.Unsubscribe()
		return room.Message{}, false, false
	}
	var ans busHello
	if err := json.Unmarshal(resp.Data, &ans); err != nil {
		sub.Unsubscribe()
		return room.Message{}, false, false
	}
	if !ans.OK {
		sub.Unsubscribe()
		return ans.Nack, false, true
	}
	p.owner, p.since = ans.Node, time.Now()
	if !c.bindProxy(p) {
		s.leave(p) // the connection went while the owner answered
		return room.Message{}, true, true
	}
	p.bound(deliver)
	return room.Message{}, true, true
}

// forward sends a frame of an edge connection to the room's owner.
func (s *Server) forward(p *proxy, frame []byte) {
	data, _ := json.Marshal(busMsg{Op: "frame", Conn: p.subject, Frame: frame, Origin: p.origin})
	s.bus.nc.Publish(roomSubject(p.code), data)
}

// more asks the owner for the next page of an edge connection's replay.
func (s *Server) more(p *proxy) {
	data, _ := json.Marshal(busMsg{Op: "more", Conn: p.subject})
	s.bus.nc.Publish(roomSubject(p.code), data)
}

// leave tells the owner an edge connection has gone.
func (s *Server) leave(p *proxy) {
	p.once.Do(func() {
		p.sub.Unsubscribe()
		data, _ := json.Marshal(busMsg{Op: "leave", Conn: p.subject})
		s.bus.nc.Publish(roomSubject(p.code), data)
	})
}
