// Command wsprobe runs the room client through what its transport must get
// right — a refused join, a server's close code and reason, frames at and
// over the read limit, binary frames, a refused connection, a server that
// never answers, a cancelled dial — and reports what the client saw as
// JSON. browsertest builds it twice, natively and for the browser (where
// the client runs on the browser's own WebSocket), and compares the two.
//
//	wsprobe -room ws://host/ws -peer ws://host -refused ws://host -hang ws://host -run NAME
package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"strconv"
	"strings"
	"time"

	"github.com/plyyard/plyyard/browsertest/probe"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/room"
)

var (
	roomURL = flag.String("room", "", "the room server's WebSocket URL")
	peer    = flag.String("peer", "", "the scripted peer's base URL (ws://host)")
	refused = flag.String("refused", "", "a URL where nothing listens")
	hang    = flag.String("hang", "", "a URL that takes connections and never answers")
	run     = flag.String("run", "", "names this run to the peer")
)

// scenarios are the probe's scenarios, each returning its outcome.
var scenarios = []struct {
	name string
	do   func(context.Context, *probe.Outcome)
}{
	{"join refused", func(ctx context.Context, o *probe.Outcome) {
		c, _ := dial(ctx, o, *roomURL)
		if c == nil {
			return
		}
		defer c.Close()
		_, err := c.Hello(ctx, room.Request{T: room.TJoin, Code: "ZZZZZZ"})
		var e *room.Error
		if errors.As(err, &e) {
			o.Nack = e.Code
		}
	}},
	{"server close", func(ctx context.Context, o *probe.Outcome) { readAll(ctx, o, "/close", `"bad message"`) }},
	{"frame at and over the limit", func(ctx context.Context, o *probe.Outcome) { readAll(ctx, o, "/big", "read limited at ") }},
	{"binary frame and echo", func(ctx context.Context, o *probe.Outcome) {
		c, _ := dial(ctx, o, *peer+"/binary?run="+*run)
		if c == nil {
			return
		}
		select {
		case m := <-c.Messages():
			o.Got = append(o.Got, m.T)
		case <-ctx.Done():
		}
		c.SendRaw(ctx, []byte(`{"echo":"Ладья — ok"}`))
		c.Close()
	}},
	{"nothing listens", func(ctx context.Context, o *probe.Outcome) { dial(ctx, o, *refused) }},
	{"no answer", func(ctx context.Context, o *probe.Outcome) {
		ctx, cancel := context.WithTimeout(ctx, 1500*time.Millisecond)
		defer cancel()
		dial(ctx, o, *hang)
	}},
	{"dial cancelled", func(ctx context.Context, o *probe.Outcome) {
		ctx, cancel := context.WithCancel(ctx)
		cancel()
		dial(ctx, o, *roomURL)
	}},
}

// dial connects to url, noting how the dial went; the channel has every
// frame the client receives, as it came.
func dial(ctx context.Context, o *probe.Outcome, url string) (*room.Client, chan []byte) {
	raws := make(chan []byte, 16)
	c, err := room.Dial(ctx, url, room.Options{Raw: func(b []byte) { raws <- append([]byte(nil), b...) }})
	o.Dial = netplay.Classify(err).String()
	o.Close = room.CloseStatus(err)
	sentinels(o, err)
	return c, raws
}

// readAll reads the peer's messages at path until the connection ends.
func readAll(ctx context.Context, o *probe.Outcome, path, reason string) {
	c, raws := dial(ctx, o, *peer+path+"?run="+*run)
	if c == nil {
		return
	}
	for m := range c.Messages() {
		raw := <-raws
		sum := sha256.Sum256(raw)
		o.Got = append(o.Got, m.T+" "+strconv.Itoa(len(raw))+" "+hex.EncodeToString(sum[:4]))
	}
	err := c.Err()
	o.End = netplay.Classify(err).String()
	o.Close = room.CloseStatus(err)
	o.Reason = strings.Contains(err.Error(), reason)
	sentinels(o, err)
}

func sentinels(o *probe.Outcome, err error) {
	for _, s := range []struct {
		name string
		err  error
	}{{"too-big", room.ErrFrameTooBig}, {"deadline", context.DeadlineExceeded}, {"canceled", context.Canceled}} {
		if errors.Is(err, s.err) {
			o.Is = append(o.Is, s.name)
		}
	}
}

func main() {
	flag.Parse()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var out []probe.Outcome
	for _, s := range scenarios {
		o := probe.Outcome{Name: s.name}
		s.do(ctx, &o)
		out = append(out, o)
	}
	b, _ := json.Marshal(out)
	report(string(b))
}
