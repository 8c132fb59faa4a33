package room

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"syscall/js"
	"time"
	"unicode/utf8"
)

// DialOptions tune a dial in the browser: the subprotocols the WebSocket
// asks the server for (none by default).
type DialOptions struct {
	Subprotocols []string
}

// CloseStatus returns the close code the server ended the connection with,
// as err (a Client's Err, say) carries it, or -1 when err carries none
// (nil, a dropped connection, a dial that failed).
func CloseStatus(err error) int {
	var ce closeError
	if errors.As(err, &ce) {
		return ce.Code
	}
	return -1
}

// closeError is a close frame the server sent, as the browser's close event
// tells it.
type closeError struct {
	Code   int
	Reason string
}

func (e closeError) Error() string {
	return "status = " + strconv.Itoa(e.Code) + " and reason = " + strconv.Quote(e.Reason)
}

// errClosed is what writing to, or closing, an ended connection returns.
var errClosed = errors.New("room: the connection is closed")

// jsConn is a connection on the browser's WebSocket. The browser calls its
// handlers on the page's event loop, where nothing may wait: they only
// queue what arrived and wake the reader.
type jsConn struct {
	ws       js.Value
	limit    int64
	handlers []handler

	wake   chan struct{} // a frame or the end arrived (holds at most one)
	opened chan struct{} // closed by the open event
	ended  chan struct{} // closed by the close event

	mu      sync.Mutex
	frames  []jsFrame
	refused bool  // a frame was over the limit: later ones are dropped
	closing bool  // Close was called, or the client closed the socket
	err     error // why it ended, once ended is closed
}

// handler is a function the WebSocket calls on an event.
type handler struct {
	event string
	f     js.Func
}

// jsFrame is one frame received, or the error a frame over the limit is.
type jsFrame struct {
	data []byte
	err  error
}

var (
	webSocket  = js.Global().Get("WebSocket")
	uint8Array = js.Global().Get("Uint8Array")
)

func dial(ctx context.Context, url string, opts *DialOptions, limit int64) (conn, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("failed to WebSocket dial %q: %w", url, err)
	}
	var protocols []any
	if opts != nil {
		for _, p := range opts.Subprotocols {
			protocols = append(protocols, p)
		}
	}
	ws, err := newWebSocket(url, protocols)
	if err != nil {
		return nil, fmt.Errorf("failed to WebSocket dial %q: %w", url, err)
	}
	ws.Set("binaryType", "arraybuffer")
	c := &jsConn{ws: ws, limit: limit, wake: make(chan struct{}, 1), opened: make(chan struct{}), ended: make(chan struct{})}
	c.on("open", func(js.Value) { close(c.opened) })
	c.on("message", c.message)
	c.on("close", c.closed)
	select {
	case <-c.opened:
		return c, nil
	case <-c.ended:
		select {
		case <-c.opened: // opened and already closed: its frames and why are Read's
			return c, nil
		default:
		}
		return nil, fmt.Errorf("failed to WebSocket dial %q: %w", url, c.err)
	case <-ctx.Done():
		c.mu.Lock()
		c.closing = true
		c.mu.Unlock()
		ws.Call("close")
		return nil, fmt.Errorf("failed to WebSocket dial %q: %w", url, ctx.Err())
	}
}

// newWebSocket makes the browser's WebSocket, which throws on a URL it
// cannot use.
func newWebSocket(url string, protocols []any) (ws js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			jsErr, ok := r.(js.Error)
			if !ok {
				panic(r)
			}
			err = jsErr
		}
	}()
	return webSocket.New(url, protocols), nil
}

func (c *jsConn) on(event string, handle func(js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		handle(args[0])
		return nil
	})
	c.handlers = append(c.handlers, handler{event, f})
	c.ws.Call("addEventListener", event, f)
}

func (c *jsConn) signal() {
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// message queues a frame, or, for one over the limit, the error that ends
// the connection, closing it as coder/websocket does (with 1009, which the
// browser sends as 1000: see sendable).
func (c *jsConn) message(e js.Value) {
	data := e.Get("data")
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.refused || c.closing {
		return
	}
	// A text frame comes as a string (its UTF-8 bytes counted once it is
	// Go's), a binary one as an ArrayBuffer (counted before it is copied).
	var frame []byte
	over := false
	if data.Type() == js.TypeString {
		frame = []byte(data.String())
		over = int64(len(frame)) > c.limit
	} else if size := int64(data.Get("byteLength").Int()); size > c.limit {
		over = true
	} else {
		frame = make([]byte, size)
		js.CopyBytesToGo(frame, uint8Array.New(data))
	}
	if over {
		reason := "read limited at " + strconv.FormatInt(c.limit, 10) + " bytes"
		c.frames = append(c.frames, jsFrame{err: fmt.Errorf("failed to read: %w: %s", ErrFrameTooBig, reason)})
		c.refused, c.closing = true, true
		c.ws.Call("close", sendable(closeTooBig), reason)
	} else {
		c.frames = append(c.frames, jsFrame{data: frame})
	}
	c.signal()
}

// closed notes why the connection ended: a close frame from the server
// carries a code (1005 when it had none); 1006 means no close frame came.
func (c *jsConn) closed(e js.Value) {
	code, reason := e.Get("code").Int(), e.Get("reason").String()
	c.mu.Lock()
	switch {
	case code == 1006:
		c.err = errors.New("the connection was lost (the browser gives no reason)")
	default:
		c.err = fmt.Errorf("received close frame: %w", closeError{code, reason})
	}
	c.closing = true
	c.mu.Unlock()
	close(c.ended)
	c.signal()
	go c.release()
}

func (c *jsConn) release() {
	for _, h := range c.handlers {
		c.ws.Call("removeEventListener", h.event, h.f)
		h.f.Release()
	}
}

// Read returns the frames in the order they came, then why the connection
// ended.
func (c *jsConn) Read(ctx context.Context) ([]byte, error) {
	for {
		c.mu.Lock()
		if len(c.frames) > 0 {
			f := c.frames[0]
			c.frames = c.frames[1:]
			c.mu.Unlock()
			return f.data, f.err
		}
		c.mu.Unlock()
		select {
		case <-c.ended:
			c.mu.Lock()
			n := len(c.frames)
			c.mu.Unlock()
			if n == 0 {
				return nil, fmt.Errorf("failed to get reader: %w", c.err)
			}
		case <-c.wake:
		case <-ctx.Done():
			c.shut(closePolicyViolation, "read timed out")
			return nil, fmt.Errorf("failed to read: %w", ctx.Err())
		}
	}
}

// WriteText sends frame as a text frame. The browser sends strings only
// as UTF-8, so a frame that is not is refused rather than changed.
func (c *jsConn) WriteText(ctx context.Context, frame []byte) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("failed to write: %w", err)
	}
	if !utf8.Valid(frame) {
		return errors.New("failed to write: a text frame must be UTF-8")
	}
	c.mu.Lock()
	closing := c.closing
	c.mu.Unlock()
	if closing {
		return fmt.Errorf("failed to write: %w", errClosed)
	}
	c.ws.Call("send", string(frame))
	return nil
}

// Close sends the close frame and waits for the browser to end the
// connection, at most five seconds as coder/websocket waits natively.
func (c *jsConn) Close(code int, reason string) error {
	if !c.shut(code, reason) {
		return fmt.Errorf("failed to close WebSocket: %w", errClosed)
	}
	select {
	case <-c.ended:
		return nil
	case <-time.After(5 * time.Second):
		return errors.New("failed to close WebSocket: the server did not answer the close frame")
	}
}

// shut starts the closing handshake unless it has begun; it reports whether
// it began it.
func (c *jsConn) shut(code int, reason string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closing {
		return false
	}
	c.closing = true
	c.ws.Call("close", sendable(code), reason)
	return true
}

// sendable is the close code the browser sends for code: it sends only
// 1000 and 3000 to 4999 (it throws on any other), so 1008 and 1009 go as
// 1000, their reason saying why.
func sendable(code int) int {
	if code == closeNormal || code >= 3000 && code <= 4999 {
		return code
	}
	return closeNormal
}
