package server

import (
	"fmt"
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

// Behind a trusted proxy, a forwarded address with a port or in brackets
// is read as the address it names, and one that names no address
// ("unknown", garbage) never makes the client the proxy itself (issue 30,
// E): before, any of these gave the client the proxy's identity: its
// /metrics, buckets and connection cap.
func TestForwardedForUnparsed(t *testing.T) {
	ts := startServer(t, Config{
		AddrRate: 0.001, AddrBurst: 2, NetRate: 1000, NetBurst: 1000,
		TrustedProxies: []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")},
	})
	base := "http" + ts.url[len("ws"):len(ts.url)-len("/ws")]
	for _, hop := range []string{"203.0.113.9:4711", "[2001:db8::1]", "[2001:db8::1]:443", "unknown", "_hidden", "", "2001:db8::1:80:x"} {
		req, _ := http.NewRequest("GET", base+"/metrics", nil)
		req.Header.Set("X-Forwarded-For", "198.51.100.1, "+hop)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("/metrics for a client forwarded as %q: %s, want 403", hop, resp.Status)
		}
	}
	// An address with a port, or bracketed, is that address.
	for _, c := range [][3]string{
		{"203.0.113.9:4711", "203.0.113.9:80", "203.0.113.9"},
		{"[2001:db8::1]:443", "[2001:db8::1]", "2001:db8::1"},
	} {
		for i, hop := range c {
			want := room.ErrNoRoom
			if i == 2 {
				want = room.ErrRate
			}
			if got := helloFrom(t, ts, xff(hop)); got != want {
				t.Fatalf("hello %d forwarded as %q: %s, want %s", i+1, hop, got, want)
			}
		}
	}
	// Clients forwarded as "unknown" share a bucket, not the proxy's.
	helloFrom(t, ts, xff("unknown"))
	helloFrom(t, ts, xff("unknown"))
	if got := helloFrom(t, ts, xff("unknown")); got != room.ErrRate {
		t.Fatalf("the third hello forwarded as unknown: %s, want rate", got)
	}
	if got := helloFrom(t, ts, nil); got != room.ErrNoRoom {
		t.Fatalf("the proxy's own hello after the unknown ones: %s", got)
	}
}

// /api/record is limited per network too (issue 30): 60 addresses of one
// /24 asking once each share the network's bucket (burst 50), where before
// all 60 were answered.
func TestRecordPerNetwork(t *testing.T) {
	// The clock stands still: no token comes back while the test asks,
	// however slowly it runs.
	ts := startServer(t, Config{RecordRate: 5, RecordBurst: 20, Now: newFakeClock().Now})
	base := "http" + ts.url[len("ws"):len(ts.url)-len("/ws")]
	statuses := map[int]int{}
	for i := 1; i <= 60; i++ {
		resp, err := fromAddr(fmt.Sprintf("127.0.0.%d", i)).Get(base + "/api/record?room=ZZZZZZ&game=1")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		statuses[resp.StatusCode]++
	}
	if statuses[http.StatusNotFound] != 50 || statuses[http.StatusTooManyRequests] != 10 {
		t.Fatalf("60 addresses of one /24, once each: %v", statuses)
	}
	// Another network has its own.
	resp, err := fromAddr("127.0.1.1").Get(base + "/api/record?room=ZZZZZZ&game=1")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("another network: %s", resp.Status)
	}
}
