package room

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"
)

// Client is one connection to a room server. It works natively (on
// coder/websocket) and in the browser build (on the browser's own
// WebSocket): see conn.
//
// Messages delivers the server's snapshots, events and presence notes in
// order; Command sends a command with the next command id and waits for its
// ack or nack; Hello sends create, join, watch or resume and waits for the
// welcome. A Client is safe for concurrent use.
type Client struct {
	conn   conn
	msgs   chan Message
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}

	mu      sync.Mutex
	nextID  uint64
	waiting map[uint64]chan Message
	hello   chan Message
	raw     func([]byte)
	queued  func(Message)
	err     error
	writeMu sync.Mutex
	// born and sent: when the client last wrote, as the time since it
	// was made (the pings need not go while it writes anyway).
	born time.Time
	sent atomic.Int64
}

// Options tunes a client.
type Options struct {
	// Ping is how often the client sends a protocol ping to show it is
	// alive; 0 sends none. The game uses 20 seconds.
	Ping time.Duration
	// Buffer is how many messages Messages holds before the reader waits
	// (default 1024).
	Buffer int
	// Raw, when set, sees every frame from the server before it is
	// decoded (tests check frames byte for byte).
	Raw func(frame []byte)
	// Dial, when set, tunes the dial: natively coder/websocket's options
	// (cmd/loadgen picks the local address each connection comes from),
	// in the browser the subprotocols to ask for.
	Dial *DialOptions
	// Queued, when set, is called with the server's queued message while
	// a quick match's Hello waits for its welcome.
	Queued func(Message)
}

// Dial connects to a server's WebSocket URL (ws://host/ws).
func Dial(ctx context.Context, url string, opts Options) (*Client, error) {
	conn, err := dial(ctx, url, opts.Dial, MaxServerFrame)
	if err != nil {
		return nil, err
	}
	return newClient(conn, opts), nil
}

// newClient makes a client on conn and starts its reader (and pinger).
func newClient(conn conn, opts Options) *Client {
	if opts.Buffer <= 0 {
		opts.Buffer = 1024
	}
	cctx, cancel := context.WithCancel(context.Background())
	c := &Client{
		conn:    conn,
		msgs:    make(chan Message, opts.Buffer),
		ctx:     cctx,
		cancel:  cancel,
		done:    make(chan struct{}),
		nextID:  1,
		waiting: map[uint64]chan Message{},
		raw:     opts.Raw,
		queued:  opts.Queued,
		born:    time.Now(),
	}
	go c.read()
	if opts.Ping > 0 {
		go c.ping(opts.Ping)
	}
	return c
}

// Messages returns the stream of the server's messages other than the
// answers Command and Hello wait for. It is closed when the connection ends.
func (c *Client) Messages() <-chan Message { return c.msgs }

// Done is closed when the connection has ended; Err then says why.
func (c *Client) Done() <-chan struct{} { return c.done }

// Err returns why the connection ended (nil while it is open).
func (c *Client) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Close ends the connection normally.
func (c *Client) Close() error {
	err := c.conn.Close(closeNormal, "bye")
	c.cancel()
	<-c.done
	return err
}

// SetNextID sets the id the next command gets. A client that resumes a
// seat continues its numbering from where it stopped (the server remembers
// the ids it has answered).
func (c *Client) SetNextID(id uint64) {
	c.mu.Lock()
	c.nextID = id
	c.mu.Unlock()
}

// Send writes a request as it is (no id assigned, no answer awaited).
func (c *Client) Send(ctx context.Context, r Request) error {
	b, err := EncodeRequest(r)
	if err != nil {
		return err
	}
	return c.SendRaw(ctx, b)
}

// SendRaw writes a frame as it is. Tests use it to send hostile input.
func (c *Client) SendRaw(ctx context.Context, frame []byte) error {
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	c.sent.Store(int64(time.Since(c.born)))
	return c.conn.WriteText(ctx, frame)
}

// Command sends r as a command, with the next command id unless r already
// has one (a command sent again keeps its id), and waits for its answer: the
// ack, or the nack as an *Error.
func (c *Client) Command(ctx context.Context, r Request) (Message, error) {
	ch := make(chan Message, 1)
	c.mu.Lock()
	if c.err != nil {
		err := c.err
		c.mu.Unlock()
		return Message{}, err
	}
	if r.ID == 0 {
		r.ID = c.nextID
		c.nextID++
	}
	c.waiting[r.ID] = ch
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.waiting, r.ID)
		c.mu.Unlock()
	}()
	if err := c.Send(ctx, r); err != nil {
		return Message{}, err
	}
	return c.await(ctx, ch)
}

// Hello sends create, join, watch or resume and waits for the welcome, or
// the nack as an *Error.
func (c *Client) Hello(ctx context.Context, r Request) (Message, error) {
	ch := make(chan Message, 1)
	c.mu.Lock()
	c.hello = ch
	c.mu.Unlock()
	if err := c.Send(ctx, r); err != nil {
		return Message{}, err
	}
	return c.await(ctx, ch)
}

func (c *Client) await(ctx context.Context, ch chan Message) (Message, error) {
	select {
	case m := <-ch:
		if m.T == TNack {
			return m, &Error{Code: m.Err, Reason: m.Reason}
		}
		return m, nil
	case <-c.done:
		return Message{}, c.Err()
	case <-ctx.Done():
		return Message{}, ctx.Err()
	}
}

func (c *Client) read() {
	defer close(c.done)
	defer close(c.msgs)
	for {
		frame, err := c.conn.Read(c.ctx)
		if err != nil {
			c.fail(err)
			return
		}
		if c.raw != nil {
			c.raw(frame)
		}
		m, err := DecodeMessage(frame)
		if err != nil {
			c.fail(err)
			c.conn.Close(closePolicyViolation, "bad message")
			return
		}
		if c.route(m) {
			continue
		}
		select {
		case c.msgs <- m:
		case <-c.ctx.Done():
			c.fail(c.ctx.Err())
			return
		}
	}
}

// route hands an answer to the call waiting for it.
func (c *Client) route(m Message) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case m.T == TPong:
		return true
	case m.T == TQueued && c.queued != nil:
		c.queued(m)
		return true
	case (m.T == TAck || m.T == TNack) && m.ID != 0:
		if ch, ok := c.waiting[m.ID]; ok {
			ch <- m
			delete(c.waiting, m.ID)
			return true
		}
	case m.T == TWelcome || (m.T == TNack && m.ID == 0):
		if c.hello != nil {
			c.hello <- m
			c.hello = nil
			return true
		}
	}
	return false
}

func (c *Client) fail(err error) {
	c.mu.Lock()
	if c.err == nil {
		if err == nil {
			err = errors.New("room: connection closed")
		}
		c.err = err
	}
	c.mu.Unlock()
	c.cancel()
}

// ping sends a ping when the client has sent nothing for every: a client
// that plays shows the server it is there with its moves.
func (c *Client) ping(every time.Duration) {
	t := time.NewTimer(every)
	defer t.Stop()
	var n uint64
	for {
		select {
		case <-t.C:
			if quiet := time.Since(c.born) - time.Duration(c.sent.Load()); quiet < every {
				t.Reset(every - quiet)
				continue
			}
			t.Reset(every)
			n++
			ctx, cancel := context.WithTimeout(c.ctx, every)
			err := c.Send(ctx, Request{T: TPing, N: n})
			cancel()
			if err != nil {
				return
			}
		case <-c.done:
			return
		}
	}
}
