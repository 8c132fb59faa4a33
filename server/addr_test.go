package server

import (
	"net/http"
	"net/netip"
	"testing"

	"github.com/coder/websocket"

	"github.com/plyyard/plyyard/room"
)

// hello sends a join for a code no room has from a connection whose
// request carries header, and returns the nack's code.
func helloFrom(t *testing.T, ts *testServer, header http.Header) string {
	t.Helper()
	c, err := rawDial(t, ts, header)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	c.Write(ctx(t), websocket.MessageText, []byte(`{"v":1,"t":"join","code":"ZZZZZZ"}`))
	m, err := readMsg(t, c)
	if err != nil {
		t.Fatal(err)
	}
	return m.Err
}

func xff(addr string) http.Header { return http.Header{"X-Forwarded-For": {addr}} }

func TestTrustedProxies(t *testing.T) {
	cfg := Config{AddrRate: 0.001, AddrBurst: 2, NetRate: 1000, NetBurst: 1000}
	t.Run("trusted", func(t *testing.T) {
		c := cfg
		c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
		ts := startServer(t, c)
		for i, want := range []string{room.ErrNoRoom, room.ErrNoRoom, room.ErrRate} {
			// The client is the rightmost address not a trusted proxy.
			if got := helloFrom(t, ts, xff("198.51.100.9, 203.0.113.5, 127.0.0.2")); got != want {
				t.Fatalf("hello %d from 203.0.113.5: %s, want %s", i+1, got, want)
			}
		}
		if got := helloFrom(t, ts, xff("198.51.100.7")); got != room.ErrNoRoom {
			t.Fatalf("another client behind the proxy: %s, want its own bucket", got)
		}
	})
	t.Run("untrusted", func(t *testing.T) {
		ts := startServer(t, cfg)
		helloFrom(t, ts, xff("203.0.113.5"))
		helloFrom(t, ts, xff("203.0.113.6"))
		if got := helloFrom(t, ts, xff("203.0.113.7")); got != room.ErrRate {
			t.Fatalf("a forwarded header from an untrusted peer was believed: %s", got)
		}
	})
}

// Many addresses of one network share a bucket for hellos too: guessing
// codes from 50 addresses of a /24 is no faster than from a few.
func TestNetworkBucket(t *testing.T) {
	ts := startServer(t, Config{
		AddrRate: 1000, AddrBurst: 1000, NetRate: 0.001, NetBurst: 3,
		TrustedProxies: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")},
	})
	for i, a := range []string{"203.0.113.1", "203.0.113.2", "203.0.113.3"} {
		if got := helloFrom(t, ts, xff(a)); got != room.ErrNoRoom {
			t.Fatalf("hello %d: %s", i+1, got)
		}
	}
	if got := helloFrom(t, ts, xff("203.0.113.4")); got != room.ErrRate {
		t.Fatalf("the fourth address of one /24: %s, want rate", got)
	}
	if got := helloFrom(t, ts, xff("192.0.2.1")); got != room.ErrNoRoom {
		t.Fatalf("another network: %s", got)
	}
}

func TestRecordProbesLimited(t *testing.T) {
	ts := startServer(t, Config{RecordRate: 0.001, RecordBurst: 5})
	base := "http" + ts.url[len("ws"):len(ts.url)-len("/ws")]
	statuses := map[int]int{}
	for i := 0; i < 20; i++ {
		resp, err := http.Get(base + "/api/record?room=ZZZZZZ&game=1")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		statuses[resp.StatusCode]++
	}
	if statuses[http.StatusNotFound] != 5 || statuses[http.StatusTooManyRequests] != 15 {
		t.Fatalf("20 probes with a burst of 5: %v", statuses)
	}
}

func TestParseProxies(t *testing.T) {
	got, err := ParseProxies("10.0.0.0/8, 127.0.0.1,::1")
	if err != nil || len(got) != 3 || got[1] != netip.MustParsePrefix("127.0.0.1/32") || got[2] != netip.MustParsePrefix("::1/128") {
		t.Fatalf("got %v %v", got, err)
	}
	for _, bad := range []string{"10.0.0.0/33", "proxy.example", "10.0.0.1,"} {
		if _, err := ParseProxies(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	if got, err := ParseProxies(""); err != nil || got != nil {
		t.Fatalf("empty: %v %v", got, err)
	}
}
