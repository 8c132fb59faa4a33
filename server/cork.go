package server

import (
	"net"
	"sync"
	"sync/atomic"
)

// A connection's writer sends what is queued for it in one write to its
// socket: the answer to a command and the event it made, or the events of
// a busy room, leave together. On loopback and on a busy machine a write
// to a socket costs far more than the bytes it carries (the peer is woken
// for each one), and a command used to cost its player three writes, and
// the other player one, where two do.

// sockWriter is what the WebSocket library's buffered writer writes to:
// the socket itself, or, while corked, a buffer that uncork sends in one
// write. The library writes its own frames (pongs, the close) through it
// too, from its reader; mu keeps every write in order.
type sockWriter struct {
	nc     net.Conn
	mu     sync.Mutex
	corked bool
	buf    *[]byte // taken from corkBufs while corked
	writes atomic.Int64
}

// corkBufs lends the buffers of corked writers: a connection holds one
// only while it writes, not while it waits.
var corkBufs = sync.Pool{New: func() any { b := make([]byte, 0, 2048); return &b }}

// maxCorkBuf is the largest buffer given back to corkBufs (a replay's
// page may be far larger than a game's few frames).
const maxCorkBuf = 64 << 10

func (w *sockWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.corked {
		*w.buf = append(*w.buf, p...)
		return len(p), nil
	}
	w.writes.Add(1)
	return w.nc.Write(p)
}

// cork holds the writes until uncork.
func (w *sockWriter) cork() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.corked {
		w.corked = true
		w.buf = corkBufs.Get().(*[]byte)
	}
}

// uncork writes what was held, in one write.
func (w *sockWriter) uncork() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.corked {
		return nil
	}
	w.corked = false
	buf := w.buf
	w.buf = nil
	var err error
	if len(*buf) > 0 {
		w.writes.Add(1)
		_, err = w.nc.Write(*buf)
	}
	if cap(*buf) <= maxCorkBuf {
		*buf = (*buf)[:0]
		corkBufs.Put(buf)
	}
	return err
}
