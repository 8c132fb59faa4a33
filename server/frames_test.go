package server

import (
	"bufio"
	"bytes"
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

	"github.com/coder/websocket"
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

// A frame header claiming 2⁴⁰ bytes is refused at once: the server closes
// with 1009 without waiting for the bytes (or for the ping rule, 20 s).
func TestHugeFrameHeader(t *testing.T) {
	ts := startServer(t, Config{})
	nc, err := net.Dial("tcp", ts.http.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	host := ts.http.Listener.Addr().String()
	io.WriteString(nc, "GET /ws HTTP/1.1\r\nHost: "+host+"\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"+
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
	br := bufio.NewReader(nc)
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != http.StatusSwitchingProtocols {
		t.Fatalf("upgrade: %v %v", resp, err)
	}
	// FIN and text, masked, a 64-bit length of 2⁴⁰, the mask, a few bytes.
	frame := []byte{0x81, 0x80 | 127}
	frame = binary.BigEndian.AppendUint64(frame, 1<<40)
	frame = append(frame, 1, 2, 3, 4)
	frame = append(frame, []byte(`{"v":`)...)
	if _, err := nc.Write(frame); err != nil {
		t.Fatal(err)
	}
	nc.SetReadDeadline(time.Now().Add(3 * time.Second))
	got, err := io.ReadAll(br)
	if err != nil {
		t.Fatalf("the connection was held (read %x): %v", got, err)
	}
	// The close frame: opcode 8, then the code.
	i := bytes.IndexByte(got, 0x88)
	if i < 0 || len(got) < i+4 || websocket.StatusCode(binary.BigEndian.Uint16(got[i+2:i+4])) != websocket.StatusMessageTooBig {
		t.Fatalf("no 1009 close frame in %x", got)
	}
	if !strings.Contains(string(got[i:]), "4096") {
		t.Fatalf("the close frame does not say the limit: %q", got[i:])
	}
}

// flood writes frames to p in batches until the server closes the
// connection or max frames are sent, and returns the close frame's code
// (-1 for none). A reader takes the server's frames meanwhile, so its
// close frame is read as soon as it comes.
func flood(t *testing.T, p *rawWS, f []byte, max int) int {
	t.Helper()
	code := make(chan int, 1)
	go func() { code <- p.closeCode() }()
	batch := bytes.Repeat(f, 1000)
	for sent := 0; sent < max; sent += 1000 {
		select {
		case c := <-code:
			return c
		default:
		}
		if p.write(batch) != nil {
			break
		}
	}
	return <-code
}

// seated opens a raw connection seated in a new room.
func seated(t *testing.T, ts *testServer) *rawWS {
	t.Helper()
	p := dialRaw(t, ts, "")
	if err := p.write(text(`{"v":1,"t":"create","game":"ludo"}`)); err != nil {
		t.Fatal(err)
	}
	p.until(func(m room.Message) bool { return m.T == room.TSnapshot })
	return p
}

// Every frame spends the connection's tokens, continuation and control
// frames too (issue 30, D): a seated client that opens a text message and
// sends empty continuation frames, or unasked-for pongs, is closed with
// 4001 once its bucket is empty. Before, 68 million empty continuations in
// 10 s cost the server 0.63 of a core and the connection stayed.
func TestFrameTokens(t *testing.T) {
	// A burst smaller than the pieces a message may come in: the tokens,
	// not that cap, close the first flood.
	ts := startServer(t, Config{Rate: 1, Burst: 8})
	for _, c := range []struct {
		name  string
		open  []byte // sent first
		flood []byte
	}{
		{"empty continuations", frame(opText, false, []byte(`{"v":1,`)), frame(opCont, false, nil)},
		{"pongs", nil, frame(opPong, true, nil)},
		{"pings", nil, frame(opPing, true, nil)},
	} {
		p := seated(t, ts)
		if c.open != nil {
			if err := p.write(c.open); err != nil {
				t.Fatal(err)
			}
		}
		if code := flood(t, p, c.flood, 200000); code != int(CloseRate) {
			t.Errorf("%s: closed with %d, want %d", c.name, code, CloseRate)
		}
	}
}

// A message in more pieces than a client ever sends is refused, and so is
// one whose pieces do not fit the frame limit together: the connection
// closes (1008, 1009). The tokens would allow these pieces.
func TestMessageInPieces(t *testing.T) {
	ts := startServer(t, Config{Rate: 20, Burst: 40})
	p := seated(t, ts)
	pieces := [][]byte{frame(opText, false, []byte(`{"v":1,`))}
	for range maxFragments {
		pieces = append(pieces, frame(opCont, false, []byte(` `)))
	}
	if err := p.write(pieces...); err != nil {
		t.Fatal(err)
	}
	if code := p.closeCode(); code != int(websocket.StatusPolicyViolation) {
		t.Fatalf("a message in %d pieces: closed with %d", len(pieces), code)
	}
	// A fragmented message that completes is a message like any other.
	p = seated(t, ts)
	if err := p.write(frame(opText, false, []byte(`{"v":1,`)), frame(opCont, false, []byte(`"t":"ping",`)), frame(opCont, true, []byte(`"n":5}`))); err != nil {
		t.Fatal(err)
	}
	if m := p.until(func(m room.Message) bool { return m.T == room.TPong }); m.N != 5 {
		t.Fatalf("the pong of a message in three pieces: %+v", m)
	}
}

// RFC 6455: a text frame that is not UTF-8 closes the connection with
// 1007, and binary frames, which the protocol never uses, with 1003
// (issue 30). Before, the first was decoded as JSON and refused, the
// second accepted as a message.
func TestTextFrameRules(t *testing.T) {
	ts := startServer(t, Config{})
	p := seated(t, ts)
	if err := p.write(text("{\"v\":1,\"t\":\"ping\",\"n\":1,\"x\":\"\xff\xfe\"}")); err != nil {
		t.Fatal(err)
	}
	if code := p.closeCode(); code != int(websocket.StatusInvalidFramePayloadData) {
		t.Fatalf("a text frame that is not UTF-8: closed with %d, want 1007", code)
	}
	p = seated(t, ts)
	if err := p.write(frame(opBinary, true, []byte(`{"v":1,"t":"ping","n":1}`))); err != nil {
		t.Fatal(err)
	}
	if code := p.closeCode(); code != int(websocket.StatusUnsupportedData) {
		t.Fatalf("a binary frame: closed with %d, want 1003", code)
	}
}
