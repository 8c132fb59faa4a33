package server

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// errFrameTooBig is what a guarded connection's reads fail with once a
// frame header claims more than the limit.
var errFrameTooBig = errors.New("a frame header claims more than the frame limit")

// frameGuard watches the bytes a client sends on its WebSocket and fails the
// read at the header of a data frame that claims more than limit bytes.
// coder/websocket's read limit counts the bytes as they arrive, so a header
// claiming 2⁴⁰ bytes followed by a trickle would hold the reader until the
// ping rule gives up on it; the guard refuses it at once.
//
// It also sees every frame's header as it arrives, before the library
// handles the frame, and asks frame (when set) about it: a frame the
// connection may not send (past its tokens, a message in too many pieces)
// fails the read, and verdict says how to close.
type frameGuard struct {
	limit  uint64
	tooBig atomic.Bool
	frame  func(op byte, fin bool) (websocket.StatusCode, string)

	// The refusal of a frame: the close code and its words (set once,
	// before failed).
	failed     atomic.Bool
	failCode   websocket.StatusCode
	failReason string

	r    io.Reader
	nc   net.Conn   // the connection taken over from the HTTP server
	out  sockWriter // the writes to nc (cork.go)
	hdr  [14]byte   // the header being read
	have int        // bytes of hdr read
	skip uint64     // payload bytes left of the current frame
}

// writer wraps w so that the connection the WebSocket library hijacks from
// it reads through the guard.
func (g *frameGuard) writer(w http.ResponseWriter) http.ResponseWriter {
	return guardedWriter{w, g}
}

type guardedWriter struct {
	http.ResponseWriter
	g *frameGuard
}

func (w guardedWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w guardedWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	hj, ok := w.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, errors.New("the connection cannot be taken over")
	}
	nc, brw, err := hj.Hijack()
	if err != nil {
		return nil, nil, err
	}
	// Bytes the HTTP server has read ahead go through the guard too.
	w.g.r, w.g.nc, w.g.out.nc = nc, nc, nc
	if early, _ := brw.Reader.Peek(brw.Reader.Buffered()); len(early) > 0 {
		w.g.r = io.MultiReader(bytes.NewReader(bytes.Clone(early)), nc)
	}
	gc := guardedConn{nc, w.g}
	// The HTTP server's 4 KiB buffers are sized for requests; a game's
	// frames are a few hundred bytes, so a held connection keeps smaller
	// ones (a larger frame is read or written past the buffer).
	return gc, bufio.NewReadWriter(bufio.NewReaderSize(gc, wsBuffer), bufio.NewWriterSize(&w.g.out, wsBuffer)), nil
}

// wsBuffer is the size of a WebSocket connection's read and write buffers:
// a command is about a hundred bytes, and an event or a snapshot larger
// than the buffer is written past it (in one more write).
const wsBuffer = 512

type guardedConn struct {
	net.Conn
	g *frameGuard
}

func (c guardedConn) Read(p []byte) (int, error) { return c.g.read(p) }

// writeBy bounds the writes on the connection to deadline (the zero time:
// no bound).
func (g *frameGuard) writeBy(deadline time.Time) {
	if g.nc != nil {
		g.nc.SetWriteDeadline(deadline)
	}
}

func (g *frameGuard) read(p []byte) (int, error) {
	if g.tooBig.Load() {
		return 0, errFrameTooBig
	}
	if g.failed.Load() {
		return 0, errFrameRefused
	}
	n, err := g.r.Read(p)
	if !g.scan(p[:n]) {
		if g.failed.Load() {
			return 0, errFrameRefused
		}
		g.tooBig.Store(true)
		return 0, errFrameTooBig
	}
	return n, err
}

// errFrameRefused is what a guarded connection's reads fail with once a
// frame was refused (see verdict).
var errFrameRefused = errors.New("a frame the connection may not send")

// verdict returns the close code and words of a refused frame (0: none).
func (g *frameGuard) verdict() (websocket.StatusCode, string) {
	if !g.failed.Load() {
		return 0, ""
	}
	return g.failCode, g.failReason
}

// scan follows the frames in b; it reports false at a data frame header
// claiming more than the limit.
func (g *frameGuard) scan(b []byte) bool {
	for len(b) > 0 {
		if g.skip > 0 {
			k := min(g.skip, uint64(len(b)))
			g.skip -= k
			b = b[k:]
			continue
		}
		g.hdr[g.have] = b[0]
		g.have++
		b = b[1:]
		if g.have < 2 {
			continue
		}
		size := 2
		switch g.hdr[1] & 0x7f {
		case 126:
			size += 2
		case 127:
			size += 8
		}
		if g.hdr[1]&0x80 != 0 {
			size += 4 // the mask
		}
		if g.have < size {
			continue
		}
		var length uint64
		switch l := g.hdr[1] & 0x7f; l {
		case 126:
			length = uint64(binary.BigEndian.Uint16(g.hdr[2:4]))
		case 127:
			length = binary.BigEndian.Uint64(g.hdr[2:10])
		default:
			length = uint64(l)
		}
		// Opcodes 0-7 are data (and continuation) frames; control
		// frames are capped at 125 bytes by the protocol.
		if g.hdr[0]&0x0f < 8 && length > g.limit {
			return false
		}
		if g.frame != nil {
			if code, reason := g.frame(g.hdr[0]&0x0f, g.hdr[0]&0x80 != 0); code != 0 {
				g.failCode, g.failReason = code, reason
				g.failed.Store(true)
				return false
			}
		}
		g.have, g.skip = 0, length
	}
	return true
}
