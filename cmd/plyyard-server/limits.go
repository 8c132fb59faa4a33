package main

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/plyyard/plyyard/server"
)

// limitFlags registers the flags that set the server's limits beside the
// ones run declares itself (-rate, -max-conns, -max-conns-per-addr,
// -max-tcp-per-addr): each writes its field of cfg when parsed. Their
// defaults are the server's own (docs/server.md, "Limits", says what each
// is for).
func limitFlags(fs *flag.FlagSet, cfg *server.Config) {
	bucketFlag(fs, "hello-per-addr", &cfg.AddrRate, &cfg.AddrBurst, 2, 20,
		"create, join, watch and resume from one client address: RATE/BURST (a second)")
	bucketFlag(fs, "hello-per-net", &cfg.NetRate, &cfg.NetBurst, 10, 50,
		"create, join, watch and resume from one network (IPv4 /24, IPv6 /48): RATE/BURST")
	bucketFlag(fs, "record-per-addr", &cfg.RecordRate, &cfg.RecordBurst, 5, 20,
		"/api/record requests from one client address: RATE/BURST (past it: HTTP 429)")
	bucketFlag(fs, "record-per-net", &cfg.RecordNetRate, &cfg.RecordNetBurst, 10, 50,
		"/api/record requests from one network: RATE/BURST")
	bucketFlag(fs, "list-per-addr", &cfg.ListRate, &cfg.ListBurst, 2, 10,
		"lobby lists from one client address: RATE/BURST")
	fs.IntVar(&cfg.IdentitiesPerHour, "identities-per-hour", 10, "new player identities (rated quick matches) one client address may bring in an hour")
	fs.IntVar(&cfg.MaxTCP, "max-tcp", 0, "TCP connections held at most, counted as they are accepted (0: -max-conns + 256)")
	fs.IntVar(&cfg.MaxWatchers, "max-watchers", 100, "spectators a room takes at most")
	fs.IntVar(&cfg.SendQueue, "send-queue", 256, "messages waiting for a client at most before it is dropped as too slow (4002)")
	fs.DurationVar(&cfg.WriteWait, "write-wait", 10*time.Second, "how long the writing of a frame may take before the client is dropped as too slow")
	fs.DurationVar(&cfg.PingEvery, "ping-every", 10*time.Second, "how long after the answer to its last ping the server pings a connection again")
	fs.DurationVar(&cfg.PongWait, "pong-wait", 10*time.Second, "how long the server waits for the answer to its ping before it drops the client (4004)")
	fs.DurationVar(&cfg.HelloWait, "hello-wait", 10*time.Second, "how long a new WebSocket has to send create, join, watch or resume (a connection that only lists the lobby is held to it too)")
	fs.DurationVar(&cfg.Idle, "idle", 90*time.Second, "how long a connection in a room may send no frame at all")
	fs.DurationVar(&cfg.IdleHTTP, "idle-http", 15*time.Second, "how long a keep-alive HTTP connection may wait for its next request")
}

// bucket is a token bucket's rate and burst as one flag, "RATE/BURST".
type bucket struct{ rate, burst *float64 }

func bucketFlag(fs *flag.FlagSet, name string, rate, burst *float64, r, b float64, usage string) {
	*rate, *burst = r, b
	fs.Var(bucket{rate, burst}, name, usage)
}

func (v bucket) String() string {
	if v.rate == nil {
		return ""
	}
	return strconv.FormatFloat(*v.rate, 'g', -1, 64) + "/" + strconv.FormatFloat(*v.burst, 'g', -1, 64)
}

func (v bucket) Set(s string) error {
	rs, bs, ok := strings.Cut(s, "/")
	if !ok {
		return fmt.Errorf("%q: want RATE/BURST, such as 2/20", s)
	}
	r, err := strconv.ParseFloat(rs, 64)
	if err != nil || !(r > 0) {
		return fmt.Errorf("%q: the rate must be a number above 0", s)
	}
	b, err := strconv.ParseFloat(bs, 64)
	if err != nil || b < 1 {
		return fmt.Errorf("%q: the burst must be at least 1", s)
	}
	*v.rate, *v.burst = r, b
	return nil
}
