package server

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
)

// Close codes the server uses besides the standard ones.
const (
	// CloseRate: the connection kept sending past its rate limit.
	CloseRate websocket.StatusCode = 4001
	// CloseSlow: the client did not read its messages fast enough.
	CloseSlow websocket.StatusCode = 4002
	// CloseBadMessage: too many malformed messages.
	CloseBadMessage websocket.StatusCode = 4003
	// CloseNoPong: the client did not answer the server's ping in time.
	CloseNoPong websocket.StatusCode = 4004
	// CloseTakenOver: another connection resumed this seat.
	CloseTakenOver websocket.StatusCode = 4005
)

const (
	// strikes is how many refused messages close a connection; each
	// accepted message takes back only a quarter of one, so good messages
	// between bad ones do not keep a connection open.
	strikes = 20
	// flushTimeout bounds the writing of the messages still queued when
	// a connection closes.
	flushTimeout = time.Second
)

// bucket is a token bucket: rate tokens a second up to burst.
type bucket struct {
	tokens float64
	last   time.Time
}

func (b *bucket) take(now time.Time, rate, burst float64) bool {
	if b.last.IsZero() {
		b.tokens = burst
	} else {
		b.tokens += now.Sub(b.last).Seconds() * rate
		if b.tokens > burst {
			b.tokens = burst
		}
	}
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// conn is one WebSocket connection.
type conn struct {
	srv   *Server
	ws    *websocket.Conn
	guard *frameGuard // the reads of ws, nil for a stand-in
	who   client      // the address the limits count
	done  chan struct{}

	// qmu guards the send queue. No goroutine waits on an idle
	// connection's queue: a flusher is started when a message is queued
	// and none runs, and ends when the queue (and the replay) is empty;
	// once done is closed, the flusher that sees it makes the last flush
	// and the close, and no other starts (flushing stays set).
	qmu      sync.Mutex
	queue    []outMsg
	flushing bool
	// held: the connection's frame is being answered, and what is queued
	// for it meanwhile (the events its command made, then the answer)
	// waits to go out in one write when the answer is ready; kicked says
	// a flusher is to start then.
	held, kicked bool
	finished     chan struct{} // closed when the last flusher has shut the connection
	// wg, when set, is told when the connection is shut (a stand-in's
	// writes are part of the server's work).
	wg *sync.WaitGroup
	// pings sends the server's next ping (a WebSocket connection only);
	// heard is when the client's last frame came (monotonic, see
	// sinceStart), and a client heard from since needs none.
	pings *time.Timer
	heard atomic.Int64

	closeOnce   sync.Once
	closeCode   websocket.StatusCode // set once, before done is closed
	closeReason string

	// remote is, in the process owning a room, the bus subject of a
	// connection another process holds (ws is then nil), edge that
	// process's node id, and since when the stand-in is attached.
	remote string
	edge   string
	since  time.Time
	// proxy links a connection to a room another process owns.
	proxy *proxy
	// silent, for a stand-in, fires when its edge has forwarded nothing
	// for Idle (guarded by the room's mu).
	silent *time.Timer

	// mu guards the replay of a connection far behind: the events from
	// version replayNext of room replay, which the writer renders a page
	// at a time (with the room's lock held per page only) before the
	// connection gets live events. Lock order: the room's mu, then mu.
	mu         sync.Mutex
	replay     *liveRoom
	replayNext uint64
	// replayHeld: a stand-in's replay waits for its edge to ask for the
	// next page (it has written the last one to its client).
	replayHeld bool

	// room and proxy are set once, under mu (a quick match sets them from
	// another goroutine); gone, under mu, says the reader has ended and
	// nothing may bind the connection any more. player is then guarded
	// by the room's mu.
	room   *liveRoom
	gone   bool
	player int // -1: a spectator
	// rate is the connection's bucket (rateMu: the frames' guard and the
	// answer to a message draw on it from different goroutines).
	rateMu sync.Mutex
	rate   bucket
	// pieces counts the frames of the message being received in pieces
	// (the guard's own: 0 between messages).
	pieces int

	// queued is the connection's place in a quick-match queue (guarded
	// by the server's matcher mu); wasQueued says it had one.
	queued    *ticket
	wasQueued bool
	// listed: the connection asked for the lobby (the reader's own).
	listed bool
	// answered brings the reader the answer to its frame (the reader's
	// own; made at its first frame).
	answered chan bool
}

// bind puts c in room r as player p, unless its reader has ended or it is
// in a room already (a connection holds one seat at most). The caller
// holds r.mu.
func (c *conn) bind(r *liveRoom, p int) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gone || c.room != nil || c.proxy != nil {
		return false
	}
	c.room, c.player = r, p
	return true
}

// bindProxy links c to a room another process owns, unless its reader
// has ended.
func (c *conn) bindProxy(p *proxy) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gone || c.room != nil || c.proxy != nil {
		return false
	}
	c.proxy = p
	return true
}

// links returns the room c is in, or its proxy to one.
func (c *conn) links() (*liveRoom, *proxy) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.room, c.proxy
}

// end marks c gone and returns what it was linked to.
func (c *conn) end() (*liveRoom, *proxy) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gone = true
	return c.room, c.proxy
}

func (s *Server) serveWS(w http.ResponseWriter, req *http.Request) {
	who := s.clientOf(req)
	if status, words := s.admit(who.addr); status != 0 {
		s.metrics.refused.WithLabelValues(strconv.Itoa(status)).Inc()
		refuse(w, status, words)
		return
	}
	held := false
	defer func() {
		if !held {
			s.release(who.addr)
		}
	}()
	var c *conn
	guard := &frameGuard{limit: room.MaxFrame}
	// Every frame is seen by the guard as it arrives (c.frameIn): control
	// frames and the pieces of a message draw on the connection's bucket
	// like messages, so a flood of them closes it.
	guard.frame = func(op byte, fin bool) (websocket.StatusCode, string) { return c.frameIn(op, fin) }
	ws, err := websocket.Accept(guard.writer(w), req, &websocket.AcceptOptions{
		OriginPatterns: s.cfg.OriginPatterns,
		OnPongReceived: func(context.Context, []byte) { s.pongs.Add(1) },
	})
	if err != nil {
		return // Accept has answered (403 for a foreign origin, 426, ...)
	}
	ws.SetReadLimit(room.MaxFrame)
	c = s.newConn(ws, guard, who, "")
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		ws.Close(websocket.StatusGoingAway, "server shutting down")
		return
	}
	s.conns[c] = struct{}{}
	s.wg.Add(1)
	s.mu.Unlock()

	origin := "http://" + req.Host
	if req.TLS != nil {
		origin = "https://" + req.Host
	}
	// The connection is held on a goroutine of its own, and the handler
	// returns: the HTTP server then lets go of the request and its 4 KiB
	// buffers, which a held connection no longer needs.
	held = true
	go func() {
		defer s.wg.Done()
		defer s.release(who.addr)
		s.hold(c, origin)
	}()
}

// maxFragments is how many frames one message may come in: clients send
// a message (at most 4 KiB) in one frame, and a browser splits one only
// when it is far larger than that.
const maxFragments = 16

// frameIn is the guard's question about each frame header the client
// sends: control frames and the frames of a message in pieces spend a
// token each (a message in one frame spends its token when it is
// answered), and a message in more than maxFragments pieces is refused.
// It returns the close code of a refusal (0: the frame may come).
func (c *conn) frameIn(op byte, fin bool) (websocket.StatusCode, string) {
	c.heard.Store(int64(sinceStart()))
	switch {
	case op >= 8: // close, ping, pong
	case op == 0: // a continuation
		c.pieces++
		if c.pieces > maxFragments {
			return websocket.StatusPolicyViolation, "a message in too many pieces"
		}
		if fin {
			c.pieces = 0
		}
	case !fin: // the first piece of a message
		c.pieces = 1
	default: // a message in one frame
		return 0, ""
	}
	if !c.take() {
		return CloseRate, "too many frames"
	}
	return 0, ""
}

// take spends one of the connection's tokens.
func (c *conn) take() bool {
	c.rateMu.Lock()
	defer c.rateMu.Unlock()
	return c.rate.take(c.srv.now(), c.srv.cfg.Rate, c.srv.cfg.Burst)
}

// hold reads c's messages until it ends, then takes it out of its room,
// queue and the server.
func (s *Server) hold(c *conn, origin string) {
	c.startPings()
	c.read(origin)
	c.close(websocket.StatusNormalClosure, "")
	<-c.finished
	c.pings.Stop()
	r, p := c.end()
	s.unqueue(c)
	if p != nil {
		s.leave(p)
	}
	if r != nil {
		r.detach(c)
	}
	s.mu.Lock()
	delete(s.conns, c)
	s.mu.Unlock()
}

// send queues a message; a client too slow to take it is dropped. The
// caller holds the room's lock (or owns c), which keeps messages in order.
func (c *conn) send(m room.Message) {
	b, err := room.EncodeMessage(m)
	if err != nil {
		c.srv.log.Error("encoding a message", "err", err)
		return
	}
	c.sendRaw(b)
}

// newConn makes a connection: on the WebSocket ws (read through guard)
// from who, or, with ws nil, the stand-in for a connection another process
// holds, whose messages are published on the bus subject remote.
func (s *Server) newConn(ws *websocket.Conn, guard *frameGuard, who client, remote string) *conn {
	return &conn{srv: s, ws: ws, guard: guard, who: who, remote: remote, done: make(chan struct{}), finished: make(chan struct{}), player: -1}
}

// outMsg is a queued message; after, when set, runs once it is written.
type outMsg struct {
	b     []byte
	after func()
}

// sendRaw queues an encoded message; a client with SendQueue messages
// waiting is too slow to read and is dropped.
func (c *conn) sendRaw(b []byte) {
	c.qmu.Lock()
	if c.isDone() {
		c.qmu.Unlock()
		return
	}
	if len(c.queue) >= c.srv.cfg.SendQueue {
		c.qmu.Unlock()
		c.close(CloseSlow, "too slow to read")
		return
	}
	c.queue = append(c.queue, outMsg{b: b})
	c.kick()
	c.qmu.Unlock()
}

// sendPage queues a message of a replay page the room's owner sent this
// edge. A page is at most replayPage messages, and the owner sends the
// next only when asked (after, run once the page's last message is
// written), so it is not held to SendQueue: a replay through an edge is
// paged as it is through the owner.
func (c *conn) sendPage(b []byte, after func()) {
	c.qmu.Lock()
	defer c.qmu.Unlock()
	if c.isDone() {
		return
	}
	c.queue = append(c.queue, outMsg{b: b, after: after})
	c.kick()
}

// kick starts a flusher unless one runs (or, while the connection's frame
// is answered, once it is). The caller holds qmu.
func (c *conn) kick() {
	if c.held {
		c.kicked = true
		return
	}
	if !c.flushing {
		c.flushing = true
		// On an answerer: its stack has grown for writing already.
		c.srv.apart(c.flush)
	}
}

// isDone reports whether the connection is closing.
func (c *conn) isDone() bool {
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}

// close ends the connection with code: the flusher sends what is queued
// (a last nack), then the close frame. It does not wait.
func (c *conn) close(code websocket.StatusCode, reason string) {
	c.closeOnce.Do(func() {
		c.closeCode, c.closeReason = code, reason
		close(c.done)
		c.srv.countClose(code)
	})
	c.qmu.Lock()
	c.kick()
	c.qmu.Unlock()
}

// next takes the first queued message, if any. The caller holds qmu.
func (c *conn) next() (outMsg, bool) {
	if len(c.queue) == 0 {
		return outMsg{}, false
	}
	b := c.queue[0]
	c.queue[0] = outMsg{}
	c.queue = c.queue[1:]
	if len(c.queue) == 0 {
		c.queue = c.queue[:0:0] // let a burst's backing array go
	}
	return b, true
}

// shut is the writer's last act: it flushes the queue (unless the client
// is the reason it cannot be written to) and closes the WebSocket, or
// tells the process holding a forwarded connection to close it.
func (c *conn) shut() {
	code, reason := c.closeCode, c.closeReason
	if code != CloseSlow && code != CloseNoPong {
		deadline := time.Now().Add(flushTimeout)
		for time.Now().Before(deadline) {
			c.qmu.Lock()
			m, ok := c.next()
			c.qmu.Unlock()
			if !ok || !c.writeFrame(m.b, deadline, "") {
				break
			}
		}
	}
	if c.ws == nil {
		if c.remote != "" && code != 0 {
			// Tell the process holding the WebSocket to close it.
			m := nats.NewMsg(c.remote)
			m.Header.Set("Ply-Close", strconv.Itoa(int(code)))
			c.srv.bus.nc.PublishMsg(m)
		}
		return
	}
	// Close waits for the peer's answer (the reader receives it).
	c.ws.Close(code, reason)
}

// replayPage is how many events of a replay the writer renders at once.
const replayPage = 64

// flush writes the queued messages and then the replay, until both are
// empty; once the connection is closing, it makes the last flush and the
// close.
func (c *conn) flush() {
	for {
		c.qmu.Lock()
		if c.isDone() {
			c.qmu.Unlock()
			c.shut()
			close(c.finished)
			if c.wg != nil {
				c.wg.Done()
			}
			return // flushing stays set: no flusher starts again
		}
		if c.held {
			// The connection's frame is being answered: what it
			// queues goes out with the answer (releaseWrites
			// starts a flusher again).
			c.flushing, c.kicked = false, true
			c.qmu.Unlock()
			return
		}
		// Queued messages first (the welcome leads), then the replay.
		if len(c.queue) > 0 {
			msgs := c.queue
			c.queue = nil
			c.qmu.Unlock()
			c.writeAll(msgs)
			continue
		}
		c.qmu.Unlock()
		if page, more := c.replayPage(); page != nil {
			if c.ws != nil {
				msgs := make([]outMsg, len(page))
				for i, b := range page {
					msgs[i].b = b
				}
				c.writeAll(msgs) // a page in one write
				continue
			}
			for i, b := range page {
				// Through an edge, the page is marked as one, and its
				// last message asks for the next when there is one.
				mark := "1"
				if more && i == len(page)-1 {
					mark = "more"
				}
				if !c.writeFrame(b, time.Now().Add(c.srv.cfg.WriteWait), mark) {
					break
				}
			}
			continue
		}
		c.qmu.Lock()
		if len(c.queue) == 0 && !c.isDone() {
			c.flushing = false
			c.qmu.Unlock()
			return
		}
		c.qmu.Unlock()
	}
}

// writeAll writes msgs, which were queued, in one write to the socket
// (cork.go), and then runs what each one's after asks for.
func (c *conn) writeAll(msgs []outMsg) {
	deadline := time.Now().Add(c.srv.cfg.WriteWait)
	corked := c.ws != nil && len(msgs) > 1
	frameBy := deadline
	if corked {
		c.guard.out.cork()
		frameBy = time.Time{}
	}
	ok := true
	for _, m := range msgs {
		if ok = c.writeFrame(m.b, frameBy, ""); !ok {
			break
		}
	}
	if corked {
		c.guard.writeBy(deadline)
		err := c.guard.out.uncork()
		c.guard.writeBy(time.Time{})
		if err != nil && ok {
			ok = false
			c.close(CloseSlow, "write failed")
		}
	}
	if !ok {
		return
	}
	for _, m := range msgs {
		if m.after != nil {
			m.after()
		}
	}
}

// writeFrame writes one message; page, through an edge, marks a replay
// page's messages ("1", and "more" on the last one of a page with more to
// come).
func (c *conn) writeFrame(b []byte, deadline time.Time, page string) bool {
	var err error
	if c.ws == nil {
		m := &nats.Msg{Subject: c.remote, Data: b}
		if page != "" {
			m.Header = nats.Header{pageHeader: {page}}
		}
		err = c.srv.bus.nc.PublishMsg(m)
	} else {
		// The deadline is the socket's, not a context's: a context with
		// a deadline costs a timer and a few allocations a frame. It is
		// lifted after the write, so the library's own writes (pongs,
		// the close frame) are not bound by a stale one.
		// A corked write (writeAll) has no deadline here: the
		// socket's write comes at uncork.
		if !deadline.IsZero() {
			c.guard.writeBy(deadline)
		}
		err = c.ws.Write(context.Background(), websocket.MessageText, b)
		if !deadline.IsZero() {
			c.guard.writeBy(time.Time{})
		}
	}
	if err != nil {
		c.close(CloseSlow, "write failed")
		return false
	}
	return true
}

// replaying reports whether c is still being sent its replay: live events
// reach it through the replay until it has caught up. The caller holds the
// room's mu.
func (c *conn) replaying() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.replay != nil
}

// replayPage renders the next page of c's replay, or returns nil when
// there is none (or, for a stand-in, while its edge has not asked for the
// next page); more says another page follows. Once the page reaches the
// room's version, c gets live events from then on.
func (c *conn) replayPage() (page [][]byte, more bool) {
	c.mu.Lock()
	r := c.replay
	held := c.replayHeld
	c.mu.Unlock()
	if r == nil || held {
		return nil, false
	}
	r.mu.Lock()
	c.mu.Lock()
	if c.replay == nil {
		c.mu.Unlock()
		r.mu.Unlock()
		return nil, false
	}
	from, to := c.replayNext, min(c.replayNext+replayPage-1, r.sv())
	msgs := make([]room.Message, 0, to+1-from)
	r.walk(from, to, func(e *entry, st engine.State, events []engine.Event) {
		msgs = append(msgs, r.messageFor(e, st, events, c.player))
	})
	c.replayNext = to + 1
	if to >= r.sv() {
		c.replay = nil
		if len(msgs) > 0 && msgs[len(msgs)-1].Ratings == nil {
			// A replay's last message says the ratings as they stand.
			msgs[len(msgs)-1].Ratings = r.ratingsBySeat(r.seatOf)
		}
	} else if c.ws == nil {
		// The edge asks for the next page once it has written this one.
		more, c.replayHeld = true, true
	}
	c.mu.Unlock()
	r.mu.Unlock()
	page = make([][]byte, 0, len(msgs))
	for _, m := range msgs {
		b, err := room.EncodeMessage(m)
		if err != nil {
			c.srv.log.Error("encoding a message", "err", err)
			continue
		}
		page = append(page, b)
	}
	return page, more
}

// nextPage lets a stand-in's replay go on: its edge has written the last
// page.
func (c *conn) nextPage() {
	c.mu.Lock()
	c.replayHeld = false
	c.mu.Unlock()
	c.qmu.Lock()
	c.kick()
	c.qmu.Unlock()
}

// startPings has the server ping a client it has heard nothing from for
// PingEvery (a frame of any kind, or the answer to its last ping), and
// close the connection when a ping is not answered within PongWait: a
// client that vanished without a word (a phone that lost its network) is
// dropped in seconds. A client that plays or pings itself is not pinged:
// its frames show it is there. The pings run on a timer, so an idle
// connection holds no goroutine for them.
func (c *conn) startPings() {
	c.heard.Store(int64(sinceStart()))
	c.pings = time.AfterFunc(time.Hour, c.ping)
	c.pings.Reset(c.srv.cfg.PingEvery)
}

// processStart is what sinceStart counts from.
var processStart = time.Now()

// sinceStart is the time since the process started, on the monotonic
// clock (a frame's arrival is kept as this, in an atomic).
func sinceStart() time.Duration { return time.Since(processStart) }

func (c *conn) ping() {
	if c.isDone() {
		return
	}
	if quiet := sinceStart() - time.Duration(c.heard.Load()); quiet < c.srv.cfg.PingEvery {
		c.pings.Reset(c.srv.cfg.PingEvery - quiet)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), c.srv.cfg.PongWait)
	err := c.ws.Ping(ctx)
	cancel()
	if err != nil {
		c.close(CloseNoPong, "no answer to the server's ping")
		return
	}
	c.pings.Reset(c.srv.cfg.PingEvery)
}

func (c *conn) read(origin string) {
	// Silence closes the connection with a close frame: HelloWait before
	// the connection is in a room, then Idle after its last frame.
	silent := time.AfterFunc(c.srv.cfg.HelloWait, func() {
		c.close(websocket.StatusPolicyViolation, "no message for too long")
	})
	defer silent.Stop()
	refused := 0.0
	for {
		// Read fails when the peer goes, when close ends the connection
		// and for a frame over the limit (coder/websocket closes with
		// 1009).
		typ, frame, err := c.ws.Read(context.Background())
		if err != nil {
			if c.guard.tooBig.Load() {
				c.close(websocket.StatusMessageTooBig, "a frame holds at most 4096 bytes")
			} else if code, reason := c.guard.verdict(); code != 0 {
				c.close(code, reason)
			}
			return
		}
		// RFC 6455: a text message is UTF-8 (1007 otherwise), and the
		// protocol has no binary messages (1003).
		if typ != websocket.MessageText {
			c.close(websocket.StatusUnsupportedData, "the protocol's messages are text frames")
			return
		}
		if !utf8.Valid(frame) {
			c.close(websocket.StatusInvalidFramePayloadData, "a text frame must be UTF-8")
			return
		}
		ok := c.handleApart(frame, origin)
		if r, p := c.links(); r != nil || p != nil || c.srv.isQueued(c) {
			silent.Reset(c.srv.cfg.Idle)
		} else if c.listed {
			silent.Reset(c.srv.cfg.HelloWait) // a lobby stays while it lists
		}
		if ok {
			refused = max(0, refused-0.25)
		} else if refused++; refused >= strikes {
			c.close(CloseBadMessage, "too many refused messages")
			return
		}
	}
}

// handleApart answers one frame on one of the server's answerers while the
// reader waits (answerers.go).
func (c *conn) handleApart(frame []byte, origin string) bool {
	if c.answered == nil {
		c.answered = make(chan bool, 1)
	}
	c.srv.apart(func() {
		c.holdWrites()
		ok := c.handle(frame, origin)
		c.releaseWrites()
		c.answered <- ok
	})
	return <-c.answered
}

// holdWrites keeps what is queued for c from being written until
// releaseWrites, so that the answer to a command and the events it made
// leave in one write (cork.go).
func (c *conn) holdWrites() {
	c.qmu.Lock()
	c.held = true
	c.qmu.Unlock()
}

// releaseWrites starts the flusher that holdWrites kept back.
func (c *conn) releaseWrites() {
	c.qmu.Lock()
	c.held = false
	if c.kicked {
		c.kicked = false
		c.kick()
	}
	c.qmu.Unlock()
}

// handle answers one frame. It reports false for a refused message.
func (c *conn) handle(frame []byte, origin string) bool {
	now := c.srv.now()
	req, err := room.DecodeRequest(frame)
	// The process holding a forwarded connection has limited its rate.
	if c.remote == "" && !c.take() {
		c.nack(req.ID, room.ErrRate, "too many messages: slow down")
		return false
	}
	if err != nil {
		var e *room.Error
		errors.As(err, &e)
		c.nack(0, e.Code, e.Reason)
		return false
	}
	r, px := c.links()
	if px != nil {
		// The room lives in another process: it answers there.
		if room.NeedsID(req.T) || req.T == room.TPing || req.T == room.TSay {
			c.srv.forward(px, frame)
			return true
		}
		c.nack(0, room.ErrAlreadyInRoom, "this connection is in room "+px.code+" already")
		return false
	}
	if req.T == room.TPing {
		if r != nil {
			r.mu.Lock()
			if c.player >= 0 {
				r.lastSeen[c.player] = now
			}
			c.send(room.Message{T: room.TPong, N: req.N, SV: r.sv(), Seat: engine.NoSeat, You: seatOfPlayer(r.seatOf, c.player), ToMove: engine.NoSeat, DrawOffer: r.drawOffer})
			r.mu.Unlock()
		} else {
			c.send(room.Message{T: room.TPong, N: req.N, Seat: engine.NoSeat, You: engine.NoSeat, ToMove: engine.NoSeat, DrawOffer: engine.NoSeat})
		}
		return true
	}
	switch req.T {
	case room.TList:
		return c.srv.list(c, req)
	case room.TCancel:
		return c.srv.cancel(c)
	case room.TCreate, room.TJoin, room.TWatch, room.TResume, room.TQuick:
		if r != nil {
			c.nack(0, room.ErrAlreadyInRoom, "this connection is in room "+r.code+" already")
			return false
		}
		if c.srv.isQueued(c) {
			c.nack(0, room.ErrQueued, "this connection waits for a quick match: cancel it first")
			return false
		}
		if !c.srv.allows("a "+c.who.addr, c.srv.cfg.AddrRate, c.srv.cfg.AddrBurst) ||
			!c.srv.allows("n "+c.who.net, c.srv.cfg.NetRate, c.srv.cfg.NetBurst) {
			c.nack(0, room.ErrRate, "too many rooms asked for from your address: wait a little")
			return false
		}
		if req.T == room.TQuick {
			return c.srv.quick(c, req)
		}
		if req.T != room.TCreate && c.srv.findRoom(req.Code) == nil {
			if m, ok, found := c.srv.reach(c, req, frame, origin); found {
				if !ok {
					c.send(m)
				}
				return ok
			}
		}
		m, ok := c.srv.hello(c, req, origin)
		if !ok {
			c.send(m)
		}
		return ok
	}
	if r == nil {
		c.nack(req.ID, room.ErrNotInRoom, "join a room first (create, join, watch or resume)")
		return false
	}
	if req.T == room.TSay {
		return r.say(c, now, req.Phrase)
	}
	start := time.Now()
	r.mu.Lock()
	defer r.mu.Unlock()
	if c.player < 0 {
		c.send(r.nack(c, req.ID, room.ErrSpectator, "spectators watch; they cannot act"))
		return false
	}
	p := c.player
	r.lastSeen[p] = now
	a, result := r.run(p, req)
	c.send(r.answerMessage(c, req.ID, a))
	c.srv.metrics.commandDone(start, result)
	return a.err == "" || result == "retry"
}

func (c *conn) nack(id uint64, code, reason string) {
	c.send(room.Message{T: room.TNack, ID: id, Err: code, Reason: reason, Seat: engine.NoSeat, You: engine.NoSeat, ToMove: engine.NoSeat, DrawOffer: engine.NoSeat})
}

func (r *liveRoom) nack(c *conn, id uint64, code, reason string) room.Message {
	return r.answerMessage(c, id, answer{err: code, reason: reason})
}

func (r *liveRoom) answerMessage(c *conn, id uint64, a answer) room.Message {
	m := room.Message{T: room.TAck, ID: id, SV: a.sv, Seat: engine.NoSeat, You: seatOfPlayer(r.seatOf, c.player), ToMove: engine.NoSeat, DrawOffer: r.drawOffer}
	if a.err != "" {
		m.T, m.SV, m.Err, m.Reason = room.TNack, r.sv(), a.err, a.reason
	}
	return m
}

// allows takes a token from the bucket named key (a client address or
// network, with what it is for).
func (s *Server) allows(key string, rate, burst float64) bool {
	now := s.now()
	s.mu.Lock()
	defer s.mu.Unlock()
	b := s.addrs[key]
	if b == nil {
		if len(s.addrs) > 100000 {
			s.addrs = map[string]*bucket{} // forget them all rather than grow
		}
		b = &bucket{}
		s.addrs[key] = b
	}
	return b.take(now, rate, burst)
}

func wsStatus(code int) websocket.StatusCode {
	if code < 1000 || code > 4999 {
		return websocket.StatusInternalError
	}
	return websocket.StatusCode(code)
}
