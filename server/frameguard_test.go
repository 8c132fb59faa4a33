package server

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

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
