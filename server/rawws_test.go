package server

import (
	"bufio"
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room"
)

// rawWS is a WebSocket spoken by hand over a TCP connection, as an outside
// probe speaks it: frames the test builds byte by byte (fragments, several
// frames in one write, binary, bad UTF-8), which no client library sends.
type rawWS struct {
	t  *testing.T
	nc net.Conn
	br *bufio.Reader
}

// WebSocket opcodes (RFC 6455, section 5.2).
const (
	opCont   = 0x0
	opText   = 0x1
	opBinary = 0x2
	opClose  = 0x8
	opPing   = 0x9
	opPong   = 0xa
)

// dialRaw opens a TCP connection to the test server and upgrades it by
// hand; from, when set, is the local address it connects from (any of
// 127.0.0.0/8 on Linux).
func dialRaw(t *testing.T, ts *testServer, from string) *rawWS {
	t.Helper()
	host := strings.TrimPrefix(ts.http.URL, "http://")
	d := net.Dialer{Timeout: 5 * time.Second}
	if from != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(from)}
	}
	nc, err := d.Dial("tcp", host)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { nc.Close() })
	var key [16]byte
	rand.Read(key[:])
	fmt.Fprintf(nc, "GET /ws HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"+
		"Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n", host, base64.StdEncoding.EncodeToString(key[:]))
	br := bufio.NewReader(nc)
	nc.SetReadDeadline(time.Now().Add(10 * time.Second))
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusSwitchingProtocols {
		t.Fatalf("upgrade: %s", resp.Status)
	}
	return &rawWS{t: t, nc: nc, br: br}
}

// frame encodes one client frame (masked, as a client must).
func frame(op byte, fin bool, payload []byte) []byte {
	b := []byte{op, 0x80}
	if fin {
		b[0] |= 0x80
	}
	switch n := len(payload); {
	case n < 126:
		b[1] |= byte(n)
	case n < 1<<16:
		b[1] |= 126
		b = binary.BigEndian.AppendUint16(b, uint16(n))
	default:
		b[1] |= 127
		b = binary.BigEndian.AppendUint64(b, uint64(n))
	}
	var mask [4]byte
	rand.Read(mask[:])
	b = append(b, mask[:]...)
	for i, c := range payload {
		b = append(b, c^mask[i%4])
	}
	return b
}

// text is a whole text message in one frame.
func text(s string) []byte { return frame(opText, true, []byte(s)) }

// write sends frames in one write, so they reach the server together.
func (w *rawWS) write(frames ...[]byte) error {
	var all []byte
	for _, f := range frames {
		all = append(all, f...)
	}
	w.nc.SetWriteDeadline(time.Now().Add(10 * time.Second))
	_, err := w.nc.Write(all)
	return err
}

// errClosed is what read returns for the server's close frame; code holds
// its status.
type closedError struct{ code int }

func (e closedError) Error() string { return fmt.Sprintf("closed with %d", e.code) }

// read returns the server's next data frame's payload (the server sends
// no fragments), answering pings; a close frame is a closedError.
func (w *rawWS) read() ([]byte, error) {
	w.nc.SetReadDeadline(time.Now().Add(10 * time.Second))
	for {
		var h [2]byte
		if _, err := io.ReadFull(w.br, h[:]); err != nil {
			return nil, err
		}
		n := uint64(h[1] & 0x7f)
		switch n {
		case 126:
			var l [2]byte
			if _, err := io.ReadFull(w.br, l[:]); err != nil {
				return nil, err
			}
			n = uint64(binary.BigEndian.Uint16(l[:]))
		case 127:
			var l [8]byte
			if _, err := io.ReadFull(w.br, l[:]); err != nil {
				return nil, err
			}
			n = binary.BigEndian.Uint64(l[:])
		}
		p := make([]byte, n)
		if _, err := io.ReadFull(w.br, p); err != nil {
			return nil, err
		}
		switch h[0] & 0x0f {
		case opClose:
			code := 1005
			if len(p) >= 2 {
				code = int(binary.BigEndian.Uint16(p))
			}
			return nil, closedError{code}
		case opPing:
			w.write(frame(opPong, true, p))
		case opPong:
		default:
			return p, nil
		}
	}
}

// msg reads the next message.
func (w *rawWS) msg() (room.Message, error) {
	p, err := w.read()
	if err != nil {
		return room.Message{}, err
	}
	return room.DecodeMessage(p)
}

// until reads messages until f accepts one.
func (w *rawWS) until(f func(room.Message) bool) room.Message {
	w.t.Helper()
	for {
		m, err := w.msg()
		if err != nil {
			w.t.Fatalf("waiting for a message: %v", err)
		}
		if f(m) {
			return m
		}
	}
}

// closeCode reads until the server closes the connection and returns the
// close frame's status (-1: the connection ended without one).
func (w *rawWS) closeCode() int {
	for {
		_, err := w.read()
		var ce closedError
		if errors.As(err, &ce) {
			return ce.code
		}
		if err != nil {
			return -1
		}
	}
}
