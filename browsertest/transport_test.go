package browsertest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/plyyard/plyyard/browsertest/probe"
	"github.com/plyyard/plyyard/netplay/linktest"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
	"github.com/plyyard/plyyard/server/servertest"
)

// probePage runs the probe (testdata/wsprobe) with the page's query as its
// flags, keeping what it writes to the console.
const probePage = `<!doctype html><html><head><meta charset="utf-8"><title>probing</title></head><body>
<script>
window.logs = [];
for (const k of ["log", "warn", "error"]) console[k] = (...a) => window.logs.push(a.join(" "));
</script>
<script src="wasm_exec.js"></script><script>
const go = new Go();
go.argv = ["wsprobe"];
for (const [k, v] of new URLSearchParams(location.search)) go.argv.push("-" + k + "=" + v);
WebAssembly.instantiateStreaming(fetch("wsprobe.wasm"), go.importObject).then(r => go.run(r.instance));
</script></body></html>`

// peerSaw is what the scripted peer saw of one connection.
type peerSaw struct {
	Frames []string // the text frames the client sent, as SHA-256 prefixes
	Code   int      // the client's close code
	Reason string   // and reason
}

// scriptedPeer is a WebSocket server that does to the client what the
// probe's scenarios need: at /close it sends a message and closes with
// 4003; at /big it sends a frame of exactly room.MaxServerFrame bytes and
// then one a byte longer (both mostly Cyrillic, so that the browser's
// string is shorter than the bytes); at /binary it sends a message as a
// binary frame. Each notes what the client sent and how it closed, by the
// run the query names.
type scriptedPeer struct {
	mu  sync.Mutex
	saw map[string]*peerSaw // by run and path
}

func (p *scriptedPeer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{InsecureSkipVerify: true})
	if err != nil {
		return
	}
	defer ws.CloseNow()
	ws.SetReadLimit(-1)
	ctx, cancel := context.WithTimeout(r.Context(), 30*time.Second)
	defer cancel()
	saw := &peerSaw{}
	p.mu.Lock()
	p.saw[r.URL.Query().Get("run")+" "+r.URL.Path] = saw
	p.mu.Unlock()
	switch r.URL.Path {
	case "/close":
		ws.Write(ctx, websocket.MessageText, presence("Ладья: ход"))
		ws.Close(4003, "bad message")
		return
	case "/big":
		ws.Write(ctx, websocket.MessageText, presenceOf(room.MaxServerFrame))
		ws.Write(ctx, websocket.MessageText, presenceOf(room.MaxServerFrame+1))
	case "/binary":
		ws.Write(ctx, websocket.MessageBinary, presence("binary"))
	}
	for {
		_, b, err := ws.Read(ctx)
		if err != nil {
			var ce websocket.CloseError
			p.mu.Lock()
			if errors.As(err, &ce) {
				saw.Code, saw.Reason = int(ce.Code), ce.Reason
			}
			p.mu.Unlock()
			return
		}
		p.mu.Lock()
		saw.Frames = append(saw.Frames, shaPrefix(b))
		p.mu.Unlock()
	}
}

func (p *scriptedPeer) get(key string) peerSaw {
	p.mu.Lock()
	defer p.mu.Unlock()
	if s := p.saw[key]; s != nil {
		return *s
	}
	return peerSaw{}
}

func presence(reason string) []byte {
	b, err := room.EncodeMessage(room.Message{T: room.TPresence, Reason: reason})
	if err != nil {
		panic(err)
	}
	return b
}

// presenceOf is a presence message of exactly n bytes, its reason two-byte
// letters and as many ASCII ones as make the length.
func presenceOf(n int) []byte {
	pad := n - (len(presence("x")) - 1) // an empty reason is left out
	b := presence(strings.Repeat("Л", pad/2) + strings.Repeat("x", pad%2))
	if len(b) != n {
		panic(fmt.Sprintf("a presence message of %d bytes, not %d", len(b), n))
	}
	return b
}

func shaPrefix(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:4])
}

// TestBrowserTransportAsNative runs the room client through a refused join,
// a server's close code 4003 and its reason, a frame of exactly the read
// limit and one a byte over it, a binary frame and a text frame back, a
// connection nothing listens for, a server that never answers and a dial
// already cancelled — natively (coder/websocket) and in headless Chromium
// (the browser's own WebSocket, room/client_js.go) — and checks that both
// see the same: the same messages byte for byte, the same close code and
// reason, the over-long frame refused with ErrFrameTooBig and the
// connection closed with its reason, the same sorting of errors by
// netplay.Classify. Only what the browser cannot know differs: a refused
// connection is "other" there (the WebSocket API tells no reason), and the
// client closes for a frame over the limit with 1000, the browser sending
// no 1009.
func TestBrowserTransportAsNative(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	dir := t.TempDir()
	buildForBrowser(t, "./testdata/wsprobe", filepath.Join(dir, "wsprobe.wasm"))
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(probePage), 0o644); err != nil {
		t.Fatal(err)
	}
	rs := servertest.Start(t, dir)
	peer := &scriptedPeer{saw: map[string]*peerSaw{}}
	ps := httptest.NewServer(peer)
	t.Cleanup(ps.Close)
	refusing, silent := linktest.Refusing(t), linktest.Silent(t)
	args := func(run string) []string {
		return []string{"-room=" + rs.WS, "-peer=ws://" + strings.TrimPrefix(ps.URL, "http://"),
			"-refused=ws://" + refusing + "/ws", "-hang=ws://" + silent + "/ws", "-run=" + run}
	}

	native := exec.Command("go", append([]string{"run", "./testdata/wsprobe"}, args("native")...)...)
	out, err := native.Output()
	if err != nil {
		t.Fatalf("the native probe: %v\n%s", err, out)
	}
	var want []probe.Outcome
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatalf("the native probe said %q: %v", out, err)
	}

	query := url.Values{}
	for _, a := range args("browser") {
		k, v, _ := strings.Cut(strings.TrimPrefix(a, "-"), "=")
		query.Set(k, v)
	}
	d := open(t, rs.URL+"/?"+query.Encode(), 320, 240)
	roomtest.Eventually(t, "the browser's probe ends", 60*time.Second, func() error {
		if title := d.eval(t, "document.title"); title != "probe done" {
			return fmt.Errorf("title %q, console %s", title, d.eval(t, "JSON.stringify(window.logs)"))
		}
		return nil
	})
	var got []probe.Outcome
	if raw := d.eval(t, "window.probe"); json.Unmarshal([]byte(raw), &got) != nil {
		t.Fatalf("the browser's probe said %q", raw)
	}
	if len(got) != len(want) {
		t.Fatalf("the browser ran %d scenarios, the native probe %d", len(got), len(want))
	}

	// What the native client sees, as room/client.go expects it.
	byName := map[string]probe.Outcome{}
	for _, o := range want {
		byName[o.Name] = o
	}
	limit := room.MaxServerFrame
	expect := map[string]probe.Outcome{
		"join refused":                {Dial: "none", Nack: room.ErrNoRoom, Close: -1},
		"server close":                {Dial: "none", Got: []string{room.TPresence + " " + strconv.Itoa(len(presence("Ладья: ход"))) + " " + shaPrefix(presence("Ладья: ход"))}, End: "other", Close: 4003, Reason: true},
		"frame at and over the limit": {Dial: "none", Got: []string{room.TPresence + " " + strconv.Itoa(limit) + " " + shaPrefix(presenceOf(limit))}, End: "other", Close: -1, Reason: true, Is: []string{"too-big"}},
		"binary frame and echo":       {Dial: "none", Got: []string{room.TPresence}, Close: -1},
		"nothing listens":             {Dial: "refused", Close: -1},
		"no answer":                   {Dial: "no-answer", Close: -1, Is: []string{"deadline"}},
		"dial cancelled":              {Dial: "other", Close: -1, Is: []string{"canceled"}},
	}
	for name, e := range expect {
		e.Name = name
		if n := byName[name]; !reflect.DeepEqual(n, e) {
			t.Errorf("natively %q: %+v, want %+v", name, n, e)
		}
	}
	for i, w := range want {
		g := got[i]
		if w.Name == "nothing listens" {
			// The browser tells the page nothing of why a connection failed.
			w.Dial = "other"
		}
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%q: the browser saw %+v, natively %+v", w.Name, g, w)
		}
	}

	// What the peer saw of each client.
	echo := []string{shaPrefix([]byte(`{"echo":"Ладья — ok"}`))}
	for _, run := range []string{"native", "browser"} {
		if s := peer.get(run + " /binary"); !reflect.DeepEqual(s, peerSaw{Frames: echo, Code: 1000, Reason: "bye"}) {
			t.Errorf("%s: at /binary the peer saw %+v, want the echo and 1000 bye", run, s)
		}
		// (coder/websocket's reason names one byte more than the limit:
		// it reads that byte to see whether the frame ends.)
		code := map[string]int{"native": 1009, "browser": 1000}[run]
		if s := peer.get(run + " /big"); s.Code != code || !strings.HasPrefix(s.Reason, "read limited at ") || len(s.Frames) != 0 {
			t.Errorf("%s: at /big the peer saw %+v, want a close %d for the read limit", run, s, code)
		}
	}
}
