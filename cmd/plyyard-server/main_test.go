package main

import (
	"bufio"
	"context"
	"flag"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
	"github.com/plyyard/plyyard/server"
)

// process is a running server binary.
type process struct {
	base  string // http://host:port
	ws    string // its WebSocket URL
	route string // nats-route://host:port when it is clustered
	cmd   *exec.Cmd
}

// startBinary runs the server binary on a free loopback port and returns
// once it says it listens.
func startBinary(t *testing.T, bin string, args ...string) *process {
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
	p := &process{cmd: cmd}
	lines := bufio.NewReader(out)
	for p.base == "" {
		line, err := lines.ReadString('\n')
		if err != nil {
			t.Fatalf("the server ended before it said it listens: %v", err)
		}
		line = strings.TrimSpace(line)
		if route, ok := strings.CutPrefix(line, "cluster on "); ok {
			p.route = route
		}
		if base, ok := strings.CutPrefix(line, "listening on "); ok {
			p.base = base
		}
	}
	go io.Copy(io.Discard, lines)
	p.ws = "ws" + strings.TrimPrefix(p.base, "http") + "/ws"
	return p
}

// binDir holds the binary the tests build, for as long as they run.
var binDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "plyyard-server-test-")
	if err != nil {
		panic(err)
	}
	binDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// build builds the server binary once for every test that runs it.
var build = sync.OnceValues(func() (string, error) {
	bin := filepath.Join(binDir, "plyyard-server")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Stderr = os.Stderr
	return bin, cmd.Run()
})

func buildServer(t *testing.T) string {
	t.Helper()
	bin, err := build()
	if err != nil {
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
	srv := startBinary(t, bin, "-store", db)

	a, b := roomtest.StartGame(t, srv.ws, "ludo", room.SideRandom)
	r := rand.New(rand.NewPCG(11, 11))
	roomtest.Play(t, r, 30, []*roomtest.Seat{a, b})
	viewBefore, sv := a.View, a.SV

	if err := srv.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	srv.cmd.Wait()
	for _, s := range []*roomtest.Seat{a, b} {
		select {
		case <-s.C.Done():
		case <-time.After(roomtest.Wait):
			t.Fatalf("the %s's connection outlives the killed server", s.Name)
		}
	}

	srv = startBinary(t, bin, "-store", db)
	// a resumes from scratch (a snapshot), b from an older version.
	a = roomtest.Resume(t, srv.ws, a, 0)
	a.CatchUp(sv)
	if a.View != viewBefore || a.SV != sv {
		t.Fatalf("after the restart: %q at %d; before %q at %d", a.View, a.SV, viewBefore, sv)
	}
	b = roomtest.Resume(t, srv.ws, b, sv-2)
	b.CatchUp(sv)
	if b.View != viewBefore {
		t.Fatalf("b after the restart: %q, before %q", b.View, viewBefore)
	}
	roomtest.Play(t, r, 5000, []*roomtest.Seat{a, b})
	if a.Result == "" || a.Result != b.Result {
		t.Fatalf("results %q %q", a.Result, b.Result)
	}
	roomtest.CheckRecord(t, srv.base, a.Code, 1, a.Result)
}

// lines hands on each write it gets (run writes its lines whole).
type lines chan string

func (l lines) Write(p []byte) (int, error) {
	l <- string(p)
	return len(p), nil
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
	// A context cancelled once the server listens shuts it down cleanly.
	cx, cancel := context.WithCancel(context.Background())
	defer cancel()
	said := make(lines, 4)
	done := make(chan error, 1)
	go func() {
		done <- run(cx, []string{"-addr", "127.0.0.1:0", "-store", "memory", "-dir", ""}, said, io.Discard)
	}()
	select {
	case line := <-said:
		if !strings.HasPrefix(line, "listening on http://127.0.0.1:") {
			t.Fatalf("the server said %q", line)
		}
	case err := <-done:
		t.Fatalf("the server ended before it listened: %v", err)
	case <-time.After(roomtest.Wait):
		t.Fatal("the server never said it listens")
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(roomtest.Wait):
		t.Fatal("no shutdown")
	}
}

// TestTwoProcesses runs two server processes joined in a NATS cluster on
// loopback: the room is made on the first, the second player joins through
// the second, and they play a whole game of dominoes.
func TestTwoProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildServer(t)
	t.Setenv("PLYYARD_CLUSTER_SECRET", "a secret both nodes share")
	procA := startBinary(t, bin, "-store", "memory", "-cluster-listen", "127.0.0.1:0")
	if !strings.HasPrefix(procA.route, "nats-route://127.0.0.1:") {
		t.Fatalf("the clustered server names its route %q", procA.route)
	}
	procB := startBinary(t, bin, "-store", "memory", "-cluster-listen", "127.0.0.1:0", "-cluster-routes", procA.route)

	a := roomtest.Create(t, procA.ws, "domino", room.SideFirst)
	// The cluster forms in the background: process B finds the room once
	// the room's subscription on A has reached it.
	b := roomtest.JoinWhenFound(t, procB.ws, a.Code, 15*time.Second)
	a.Kind(room.KStart)
	b.Until(roomtest.IsSnapshot)
	if a.You != engine.First || b.You != engine.Second {
		t.Fatalf("seats %d %d", a.You, b.You)
	}
	if strings.Contains(b.View, "/-/") && !strings.HasPrefix(b.View, "w:") {
		t.Fatalf("b's view %q", b.View)
	}
	roomtest.Play(t, rand.New(rand.NewPCG(2, 2)), 500, []*roomtest.Seat{a, b})
	if a.Result == "" || a.Result != b.Result {
		t.Fatalf("results %q %q", a.Result, b.Result)
	}
	roomtest.CheckRecord(t, procA.base, a.Code, 1, a.Result)
}

// Headers are capped at the documented 16 KiB, not 16 KiB plus net/http's
// 4 KiB of slack.
func TestHeaderLimit(t *testing.T) {
	p := startBinary(t, buildServer(t), "-store", "memory")
	for _, c := range []struct{ size, want int }{{12 << 10, http.StatusNotFound}, {17 << 10, http.StatusRequestHeaderFieldsTooLarge}, {20000, http.StatusRequestHeaderFieldsTooLarge}} {
		req, _ := http.NewRequest("GET", p.base+"/nothing-here", nil)
		req.Header.Set("X-Filler", strings.Repeat("x", c.size))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != c.want {
			t.Fatalf("a %d-byte header: %s, want %d", c.size, resp.Status, c.want)
		}
	}
}

// Every limit an operator may change is a flag that reaches the server's
// Config; a bucket is given as RATE/BURST.
func TestLimitFlags(t *testing.T) {
	var cfg server.Config
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	limitFlags(fs, &cfg)
	err := fs.Parse([]string{"-hello-per-addr", "3/30", "-hello-per-net", "11/55", "-record-per-addr", "6/21",
		"-record-per-net", "12/52", "-list-per-addr", "4/12", "-max-tcp", "500", "-max-watchers", "7",
		"-send-queue", "64", "-write-wait", "3s", "-ping-every", "4s", "-pong-wait", "5s", "-hello-wait", "6s",
		"-idle", "70s", "-idle-http", "8s", "-identities-per-hour", "3"})
	if err != nil {
		t.Fatal(err)
	}
	want := server.Config{AddrRate: 3, AddrBurst: 30, NetRate: 11, NetBurst: 55, RecordRate: 6, RecordBurst: 21,
		RecordNetRate: 12, RecordNetBurst: 52, ListRate: 4, ListBurst: 12, MaxTCP: 500, MaxWatchers: 7,
		SendQueue: 64, WriteWait: 3 * time.Second, PingEvery: 4 * time.Second, PongWait: 5 * time.Second,
		HelloWait: 6 * time.Second, Idle: 70 * time.Second, IdleHTTP: 8 * time.Second, IdentitiesPerHour: 3}
	if !reflect.DeepEqual(cfg, want) {
		t.Fatalf("the flags gave\n%+v\nwant\n%+v", cfg, want)
	}
	for _, bad := range []string{"3", "0/10", "2/0", "x/2", "-1/5"} {
		if err := fs.Set("hello-per-addr", bad); err == nil {
			t.Errorf("-hello-per-addr %q was taken", bad)
		}
	}
	var out, errOut strings.Builder
	if err := run(context.Background(), []string{"-store", "memory", "-idle", "0s"}, &out, &errOut); err == nil {
		t.Error("-idle 0s was taken")
	}
}
