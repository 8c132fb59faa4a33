package main

import (
	"bufio"
	"context"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/room"
)

// startBinary runs the server binary on a free loopback port and returns
// its base URL and process.
func startBinary(t *testing.T, bin string, args ...string) (string, *exec.Cmd) {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"-addr", "127.0.0.1:0", "-dir", "", "-rate", "10000"}, args...)...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("the server printed no address: %v", err)
	}
	go io.Copy(io.Discard, out)
	return strings.TrimSpace(strings.TrimPrefix(line, "listening on ")), cmd
}

// player is a minimal client of the test: what a seat knows.
type player struct {
	t      *testing.T
	c      *room.Client
	code   string
	token  string
	you    engine.Seat
	sv     uint64
	toMove engine.Seat
	legal  []string
	view   string
	result string
	nextID uint64
}

func connect(t *testing.T, base string, req room.Request, p *player) *player {
	t.Helper()
	cx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := room.Dial(cx, "ws"+strings.TrimPrefix(base, "http")+"/ws", room.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	if p == nil {
		p = &player{t: t, nextID: 1}
	}
	p.c = c
	c.SetNextID(p.nextID)
	w, err := c.Hello(cx, req)
	if err != nil {
		t.Fatalf("%s: %v", req.T, err)
	}
	p.code = w.Room
	if w.Token != "" {
		p.token = w.Token
	}
	return p
}

// until reads messages until the seat has seen version sv and f (if any)
// holds.
func (p *player) until(sv uint64) {
	p.t.Helper()
	for p.sv < sv {
		select {
		case m, ok := <-p.c.Messages():
			if !ok {
				p.t.Fatalf("connection ended: %v", p.c.Err())
			}
			if m.T != room.TEvent && m.T != room.TSnapshot {
				continue
			}
			p.sv, p.you, p.toMove, p.legal = m.SV, m.You, m.ToMove, m.Legal
			if m.View != "" {
				p.view = m.View
			}
			if m.Result != "" {
				p.result = m.Result
			}
		case <-time.After(10 * time.Second):
			p.t.Fatalf("no message; at version %d, waiting for %d", p.sv, sv)
		}
	}
}

// playSome plays up to n random legal actions; it returns the last version.
func playSome(t *testing.T, r *rand.Rand, n int, ps ...*player) uint64 {
	t.Helper()
	var sv uint64
	for i := 0; i < n; i++ {
		var mover *player
		for _, p := range ps {
			if p.result == "" && p.toMove == p.you && len(p.legal) > 0 {
				mover = p
			}
		}
		if mover == nil {
			break
		}
		cx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		ack, err := mover.c.Command(cx, room.Request{T: room.TAct, Action: mover.legal[r.IntN(len(mover.legal))]})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		mover.nextID = ack.ID + 1
		sv = ack.SV
		for _, p := range ps {
			p.until(sv)
		}
	}
	return sv
}

func buildServer(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "plyyard-server")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		t.Fatalf("building the server: %v", err)
	}
	return bin
}

// TestKillAndRestart starts the server binary, plays half a game of Ludo,
// kills the process with SIGKILL, starts it again on the same SQLite file,
// and both players resume from their last versions and finish the game.
func TestKillAndRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildServer(t)
	db := filepath.Join(t.TempDir(), "rooms.db")
	base, cmd := startBinary(t, bin, "-store", db)

	a := connect(t, base, room.Request{T: room.TCreate, Game: "ludo", Side: room.SideRandom}, nil)
	b := connect(t, base, room.Request{T: room.TJoin, Code: a.code}, nil)
	a.until(3)
	b.until(3)
	r := rand.New(rand.NewPCG(11, 11))
	sv := playSome(t, r, 30, a, b)
	viewBefore := a.view

	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	<-a.c.Done()
	<-b.c.Done()

	base, _ = startBinary(t, bin, "-store", db)
	// a resumes from its version (no events missed), b from an older one.
	a = connect(t, base, room.Request{T: room.TResume, Code: a.code, Token: a.token, Since: 0}, a)
	a.sv = 0
	a.until(sv)
	if a.view != viewBefore || a.sv != sv {
		t.Fatalf("after the restart: %q at %d; before %q at %d", a.view, a.sv, viewBefore, sv)
	}
	b = connect(t, base, room.Request{T: room.TResume, Code: b.code, Token: b.token, Since: sv - 2}, b)
	b.sv = sv - 2
	b.until(sv)
	if b.view != viewBefore {
		t.Fatalf("b after the restart: %q, before %q", b.view, viewBefore)
	}
	playSome(t, r, 5000, a, b)
	if a.result == "" || a.result != b.result {
		t.Fatalf("results %q %q", a.result, b.result)
	}
	resp, err := http.Get(base + "/api/record?room=" + a.code + "&game=1")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	rec, err := room.DecodeRecord(body)
	if err != nil {
		t.Fatalf("record %s: %v", body, err)
	}
	if _, err := room.Verify(rec, games.Must(rec.Game).Rules); err != nil {
		t.Fatalf("the record across the restart does not verify: %v", err)
	}
}

func TestFlags(t *testing.T) {
	var out, errOut strings.Builder
	err := run(context.Background(), []string{"-nonsense"}, &out, &errOut)
	if err == nil {
		t.Fatal("an unknown flag was accepted")
	}
	err = run(context.Background(), []string{"-store", "memory", "extra"}, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "unexpected") {
		t.Fatalf("a stray argument: %v", err)
	}
	// A cancelled context shuts the server down cleanly.
	cx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- run(cx, []string{"-addr", "127.0.0.1:0", "-store", "memory", "-dir", ""}, &out, &errOut)
	}()
	time.Sleep(200 * time.Millisecond)
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no shutdown")
	}
}

func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestTwoProcesses runs two server processes joined in a NATS cluster on
// loopback: the room is made on the first, the second player joins through
// the second, and they play a whole game of dominoes.
func TestTwoProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildServer(t)
	portA, portB := freePort(t), freePort(t)
	baseA, _ := startBinary(t, bin, "-store", "memory", "-cluster-listen", portA, "-cluster-routes", "nats-route://"+portB)
	baseB, _ := startBinary(t, bin, "-store", "memory", "-cluster-listen", portB, "-cluster-routes", "nats-route://"+portA)

	a := connect(t, baseA, room.Request{T: room.TCreate, Game: "domino", Side: room.SideFirst}, nil)
	// The cluster forms in the background: retry until process B finds
	// the room.
	var b *player
	deadline := time.Now().Add(15 * time.Second)
	for {
		cx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		c, err := room.Dial(cx, "ws"+strings.TrimPrefix(baseB, "http")+"/ws", room.Options{})
		if err != nil {
			cancel()
			t.Fatal(err)
		}
		_, err = c.Hello(cx, room.Request{T: room.TJoin, Code: a.code})
		cancel()
		if err == nil {
			b = &player{t: t, c: c, code: a.code, nextID: 1}
			t.Cleanup(func() { c.Close() })
			break
		}
		c.Close()
		if time.Now().After(deadline) {
			t.Fatalf("process B never found the room: %v", err)
		}
		time.Sleep(200 * time.Millisecond)
	}
	a.until(3)
	b.until(3)
	if a.you != engine.First || b.you != engine.Second {
		t.Fatalf("seats %d %d", a.you, b.you)
	}
	if strings.Contains(b.view, "/-/") && !strings.HasPrefix(b.view, "w:") {
		t.Fatalf("b's view %q", b.view)
	}
	playSome(t, rand.New(rand.NewPCG(2, 2)), 500, a, b)
	if a.result == "" || a.result != b.result {
		t.Fatalf("results %q %q", a.result, b.result)
	}
	resp, err := http.Get(baseA + "/api/record?room=" + a.code + "&game=1")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	rec, err := room.DecodeRecord(body)
	if err != nil {
		t.Fatalf("record %s: %v", body, err)
	}
	if _, err := room.Verify(rec, games.Must(rec.Game).Rules); err != nil {
		t.Fatal(err)
	}
}
