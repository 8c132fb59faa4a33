package server

import (
	"bufio"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/plyyard/plyyard/room/roomtest"
)

// dialStatus dials and returns the HTTP status of the refusal, or 101.
func dialStatus(t *testing.T, ts *testServer) (*websocket.Conn, int) {
	t.Helper()
	c, resp, err := websocket.Dial(ctx(t), ts.url, nil)
	if err != nil {
		if resp == nil {
			t.Fatalf("dial: %v", err)
		}
		if resp.StatusCode != http.StatusTooManyRequests && resp.Header.Get("Retry-After") == "" {
			t.Fatalf("a refusal without Retry-After: %v", resp.Header)
		}
		return nil, resp.StatusCode
	}
	t.Cleanup(func() { c.CloseNow() })
	return c, http.StatusSwitchingProtocols
}

func TestConnectionCaps(t *testing.T) {
	t.Run("per address", func(t *testing.T) {
		ts := startServer(t, Config{MaxConnsPerAddr: 2})
		c1, _ := dialStatus(t, ts)
		dialStatus(t, ts)
		if _, st := dialStatus(t, ts); st != http.StatusTooManyRequests {
			t.Fatalf("the third connection from one address: %d, want 429", st)
		}
		c1.Close(websocket.StatusNormalClosure, "")
		roomtest.Eventually(t, "a place frees", 10*time.Second, func() error {
			if _, st := dialStatus(t, ts); st != http.StatusSwitchingProtocols {
				return errStatus(st)
			}
			return nil
		})
	})
	t.Run("in total", func(t *testing.T) {
		ts := startServer(t, Config{MaxConns: 2})
		dialStatus(t, ts)
		dialStatus(t, ts)
		if _, st := dialStatus(t, ts); st != http.StatusServiceUnavailable {
			t.Fatalf("the third connection: %d, want 503", st)
		}
	})
}

type errStatus int

func (e errStatus) Error() string { return http.StatusText(int(e)) }

// The listener holds MaxTCP connections at most, whoever sends them.
func TestListenerTotal(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := startServer(t, Config{MaxTCP: 2})
	ln := srv.Listener(inner)
	defer ln.Close()
	accepted := make(chan net.Conn, 4)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				close(accepted)
				return
			}
			accepted <- c
		}
	}()
	var held []net.Conn
	for i := 0; i < 3; i++ {
		c, err := net.Dial("tcp", inner.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		held = append(held, c)
	}
	a, b := <-accepted, <-accepted
	// The third is closed by the listener: its read ends at once.
	held[2].SetReadDeadline(time.Now().Add(10 * time.Second))
	if _, err := held[2].Read(make([]byte, 1)); err == nil || errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("the third connection: %v, want it closed", err)
	}
	// Closing one frees a place.
	a.Close()
	c, err := net.Dial("tcp", inner.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if got := <-accepted; got == nil {
		t.Fatal("no place freed")
	} else {
		got.Close()
	}
	b.Close()
}

// serveReal runs a server as the binary does: its own listener (Listener)
// and http.Server (HTTPServer), not httptest's. It returns the address.
func serveReal(t *testing.T, cfg Config) (*Server, string) {
	t.Helper()
	noLeaks(t)
	cfg.Sweep = -1
	cfg.Logf = t.Logf
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := srv.HTTPServer()
	done := make(chan struct{})
	go func() {
		defer close(done)
		hs.Serve(srv.Listener(ln))
	}()
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
		<-done
	})
	return srv, ln.Addr().String()
}

// fromAddr is an HTTP client whose connections come from the local address
// ip (any of 127.0.0.0/8 on Linux), each request on a fresh connection.
func fromAddr(ip string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
	return &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DialContext: d.DialContext, DisableKeepAlives: true}}
}

// One address holding every TCP connection the server takes (each sent one
// GET /healthz and then idles, kept alive) does not shut the others out:
// connections are capped per address as they are accepted, before any HTTP
// is served, so /healthz and /ws still answer other addresses (issue 30,
// B). Before, the cap per address applied only at the WebSocket upgrade,
// and every other address got EOF.
func TestAcceptCapPerAddress(t *testing.T) {
	cfg := Config{MaxConns: 16, MaxConnsPerAddr: 4}
	_, addr := serveReal(t, cfg)
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.2")}, Timeout: 5 * time.Second}
	served := 0
	for i := 0; i < cfg.MaxConns+256; i++ {
		c, err := d.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		fmt.Fprintf(c, "GET /healthz HTTP/1.1\r\nHost: %s\r\n\r\n", addr)
		c.SetReadDeadline(time.Now().Add(10 * time.Second))
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err == nil {
			resp.Body.Close()
			served++
		}
	}
	if served > 2*cfg.MaxConnsPerAddr {
		t.Errorf("one address held %d connections that were served", served)
	}
	// Another address is served: the health check and the WebSocket.
	resp, err := fromAddr("127.0.0.3").Get("http://" + addr + "/healthz")
	if err != nil {
		t.Fatalf("/healthz from another address: %v", err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("/healthz from another address: %s", resp.Status)
	}
	ws, _, err := websocket.Dial(ctx(t), "ws://"+addr+"/ws", &websocket.DialOptions{HTTPClient: fromAddr("127.0.0.3")})
	if err != nil {
		t.Fatalf("/ws from another address: %v", err)
	}
	defer ws.CloseNow()
	if err := ws.Write(ctx(t), websocket.MessageText, []byte(`{"v":1,"t":"create","game":"ludo"}`)); err != nil {
		t.Fatal(err)
	}
	if _, b, err := ws.Read(ctx(t)); err != nil || !strings.Contains(string(b), `"welcome"`) {
		t.Fatalf("create from another address: %s %v", b, err)
	}
}
