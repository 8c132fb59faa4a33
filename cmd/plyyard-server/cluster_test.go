package main

import (
	"bufio"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/room"
	"github.com/plyyard/plyyard/room/roomtest"
)

// cluster is n server processes sharing one PostgreSQL database of their
// own, joined in a NATS cluster.
type cluster struct {
	t     *testing.T
	bin   string
	dsn   string
	lease string
	procs []*process     // nil: stopped
	on    map[string]int // the process each player is connected to
}

// clusterDB makes a database of the test's own on the server named by
// PLYYARD_TEST_POSTGRES (so tests of other packages sharing that server
// are not disturbed) and drops it at the end; it skips without one.
func clusterDB(t *testing.T) string {
	dsn := os.Getenv("PLYYARD_TEST_POSTGRES")
	if dsn == "" {
		t.Skip("PLYYARD_TEST_POSTGRES is not set: no PostgreSQL for the cluster (.ci/run starts one)")
	}
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	name := fmt.Sprintf("plyyard_cluster_%d", time.Now().UnixNano())
	if _, err := db.Exec("CREATE DATABASE " + name); err != nil {
		db.Close()
		t.Fatalf("creating the test's database: %v", err)
	}
	t.Cleanup(func() {
		db.Exec("DROP DATABASE " + name + " WITH (FORCE)")
		db.Close()
	})
	u, err := url.Parse(dsn)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}

func startCluster(t *testing.T, n int, lease string) *cluster {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	c := &cluster{t: t, dsn: clusterDB(t), lease: lease, procs: make([]*process, n), on: map[string]int{}}
	c.bin = buildServer(t)
	t.Setenv("PLYYARD_CLUSTER_SECRET", "a secret the nodes share")
	for i := range n {
		c.start(i)
	}
	return c
}

// start starts process i with routes to every process running.
func (c *cluster) start(i int) {
	var routes []string
	for _, p := range c.procs {
		if p != nil {
			routes = append(routes, p.route)
		}
	}
	args := []string{"-postgres", c.dsn, "-cluster-listen", "127.0.0.1:0", "-lease", c.lease}
	if len(routes) > 0 {
		args = append(args, "-cluster-routes", strings.Join(routes, ","))
	}
	c.procs[i] = startBinary(c.t, c.bin, args...)
}

// kill stops process i with SIGKILL (sig) or SIGTERM and waits for it.
func (c *cluster) stop(i int, sig syscall.Signal) {
	p := c.procs[i]
	c.procs[i] = nil
	if err := p.cmd.Process.Signal(sig); err != nil {
		c.t.Fatal(err)
	}
	p.cmd.Wait()
}

// owner returns the process that serves the cluster's one room.
func (c *cluster) owner() int {
	c.t.Helper()
	for i, p := range c.procs {
		if p != nil && rooms(c.t, p) == 1 {
			return i
		}
	}
	c.t.Fatal("no process serves the room")
	return -1
}

// rooms reads plyyard_rooms from p's /metrics.
func rooms(t *testing.T, p *process) int {
	resp, err := http.Get(p.base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		var n int
		if _, err := fmt.Sscanf(sc.Text(), "plyyard_rooms %d", &n); err == nil {
			return n
		}
	}
	t.Fatal("no plyyard_rooms in /metrics")
	return 0
}

// other returns a running process that is not i (the first after it).
func (c *cluster) other(i int) int {
	for k := 1; k < len(c.procs); k++ {
		if j := (i + k) % len(c.procs); c.procs[j] != nil {
			return j
		}
	}
	c.t.Fatal("no other process runs")
	return -1
}

// resume brings seat s back through process i with a fresh snapshot,
// once the room can be reached there (its lease taken over), and checks
// that it sees the room as it was.
func (c *cluster) resume(i int, s *roomtest.Seat) *roomtest.Seat {
	c.t.Helper()
	s.C.Close()
	var n *roomtest.Seat
	roomtest.Eventually(c.t, s.Name+" resumes through process "+fmt.Sprint(i), 30*time.Second, func() error {
		var err error
		n, err = roomtest.TryResume(c.t, c.procs[i].ws, s, 0)
		return err
	})
	c.on[s.Name] = i
	n.Until(roomtest.IsSnapshot)
	if n.View != s.View || n.SV != s.SV {
		c.t.Fatalf("%s after the hand-over: %q at %d, before %q at %d", s.Name, n.View, n.SV, s.View, s.SV)
	}
	sameClock(c.t, s.Name, s.Clock, n.Clock)
	return n
}

// sameClock checks the clock a seat is told after a hand-over against the
// one it knew before: the same control and timeouts, the same time for the
// seat whose clock stood (read from the log), and for the seat whose clock
// ran no more than it had then (the time ran on; it was not reset).
func sameClock(t *testing.T, who string, before, after *room.ClockState) {
	t.Helper()
	if before == nil {
		return
	}
	if after == nil || after.Control != before.Control || after.Misses != before.Misses || after.Run != before.Run {
		t.Fatalf("%s's clock after the hand-over %+v, before %+v", who, after, before)
	}
	for seat, left := range before.Left {
		if running := engine.Seat(seat) == before.Run; (!running && after.Left[seat] != left) || (running && after.Left[seat] > left) || after.Left[seat] <= 0 {
			t.Fatalf("%s's clock after the hand-over %+v, before %+v", who, after, before)
		}
	}
}

// startGame makes a Ludo room on process 0 and seats its opponent through
// process 1 once the cluster has formed.
func (c *cluster) startGame() (a, b *roomtest.Seat) {
	return c.startGameOf(room.Request{T: room.TCreate, Game: "ludo", Side: room.SideFirst})
}

// startGameOf is startGame with the room made by create.
func (c *cluster) startGameOf(create room.Request) (a, b *roomtest.Seat) {
	a = roomtest.Dial(c.t, c.procs[0].ws, "creator")
	a.Hello(create)
	b = roomtest.JoinWhenFound(c.t, c.procs[1].ws, a.Code, 15*time.Second)
	a.Kind(room.KStart)
	b.Until(roomtest.IsSnapshot)
	c.on[a.Name], c.on[b.Name] = 0, 1
	return a, b
}

// failover kills the room's owner with SIGKILL, resumes both players
// through the other processes and returns the time from the kill to the
// first move the new owner accepts. Before the kill a player makes a move;
// sent again after the hand-over, it is answered at its version, not
// applied twice. The killed process starts again.
func (c *cluster) failover(r *rand.Rand, a, b *roomtest.Seat) (time.Duration, *roomtest.Seat, *roomtest.Seat) {
	c.t.Helper()
	mover := a
	if b.ToMove == b.You {
		mover = b
	}
	action := mover.Legal[r.IntN(len(mover.Legal))]
	ack := mover.Cmd(room.Request{T: room.TAct, Action: action})
	a.CatchUp(ack.SV)
	b.CatchUp(ack.SV)

	dead := c.owner()
	killed := time.Now()
	c.stop(dead, syscall.SIGKILL)
	// A player connected through another process is told to come back
	// (CloseMoved) once its process counts the owner gone.
	for _, s := range []*roomtest.Seat{a, b} {
		select {
		case <-s.C.Done():
		case <-time.After(roomtest.Wait):
			c.t.Fatalf("%s's connection (process %d) outlives the owner (process %d)", s.Name, c.on[s.Name], dead)
		}
	}
	a = c.resume(c.other(dead), a)
	b = c.resume(c.other(c.other(dead)), b)
	if a.Result == "" && roomtest.Play(c.t, r, 1, []*roomtest.Seat{a, b}) != 1 {
		c.t.Fatal("no move after the hand-over")
	}
	took := time.Since(killed)
	for _, s := range []*roomtest.Seat{a, b} {
		if s.Name == mover.Name {
			// Applied again, it would reach a version past the room's.
			again := s.Cmd(room.Request{T: room.TAct, ID: ack.ID, Action: action})
			if again.SV != ack.SV {
				c.t.Fatalf("the move sent again after the hand-over: ack at %d, first at %d", again.SV, ack.SV)
			}
		}
	}
	c.start(dead)
	return took, a, b
}

// TestClusterFailover: three processes share one PostgreSQL; the room is
// made on the first, its players connect to two different ones; the
// room's owner is killed with SIGKILL twice in the game, each time the
// players resume through the others and go on, and the game ends with a
// record that verifies.
func TestClusterFailover(t *testing.T) {
	c := startCluster(t, 3, "1s")
	a, b := c.startGame()
	r := rand.New(rand.NewPCG(16, 4))
	roomtest.Play(t, r, 20, []*roomtest.Seat{a, b})
	for range 2 {
		var took time.Duration
		took, a, b = c.failover(r, a, b)
		t.Logf("hand-over: %v from the kill to the next move", took)
		roomtest.Play(t, r, 15, []*roomtest.Seat{a, b})
	}
	roomtest.Play(t, r, 5000, []*roomtest.Seat{a, b})
	if a.Result == "" || a.Result != b.Result {
		t.Fatalf("results %q %q", a.Result, b.Result)
	}
	rec := roomtest.CheckRecord(t, c.procs[c.other(0)].base, a.Code, 1, a.Result)
	if rec.Commitment != a.Commit {
		t.Fatalf("the record's commitment %s, the start's %s", rec.Commitment, a.Commit)
	}
}

// TestClusterClockFailover: a Jungle game on a chess clock keeps each
// seat's time across two kills of the room's owner (sameClock, at every
// resume), and its record names the clock.
func TestClusterClockFailover(t *testing.T) {
	c := startCluster(t, 3, "1s")
	a, b := c.startGameOf(room.Request{T: room.TCreate, Game: "jungle", Side: room.SideFirst, Clock: "3+2"})
	r := rand.New(rand.NewPCG(16, 9))
	roomtest.Play(t, r, 6, []*roomtest.Seat{a, b})
	for range 2 {
		_, a, b = c.failover(r, a, b)
		roomtest.Play(t, r, 2, []*roomtest.Seat{a, b})
	}
	if a.Result == "" {
		ack := a.Cmd(room.Request{T: room.TResign})
		a.CatchUp(ack.SV)
	}
	rec := roomtest.CheckRecord(t, c.procs[c.other(0)].base, a.Code, 1, a.Result)
	if rec.Clock != "3+2" {
		t.Fatalf("the record's clock %q", rec.Clock)
	}
}

// TestClusterRollingRestart stops and starts each of three processes in
// turn (SIGTERM: each gives its rooms' leases up) during a game; the
// players resume through the processes running and finish it.
func TestClusterRollingRestart(t *testing.T) {
	c := startCluster(t, 3, "1s")
	a, b := c.startGame()
	r := rand.New(rand.NewPCG(16, 5))
	roomtest.Play(t, r, 10, []*roomtest.Seat{a, b})
	for i := range c.procs {
		c.stop(i, syscall.SIGTERM)
		a = c.resume(c.other(i), a)
		b = c.resume(c.other(c.other(i)), b)
		roomtest.Play(t, r, 10, []*roomtest.Seat{a, b})
		c.start(i)
	}
	roomtest.Play(t, r, 5000, []*roomtest.Seat{a, b})
	if a.Result == "" || a.Result != b.Result {
		t.Fatalf("results %q %q", a.Result, b.Result)
	}
	roomtest.CheckRecord(t, c.procs[0].base, a.Code, 1, a.Result)
}

// TestFailoverTimes measures PLYYARD_FAILOVERS hand-overs (the owner
// killed, the next move accepted by the new owner) with the default lease
// and prints their p50 and p99 (docs/benchmarks.md). It skips unless
// PLYYARD_FAILOVERS is set.
func TestFailoverTimes(t *testing.T) {
	n := 0
	fmt.Sscan(os.Getenv("PLYYARD_FAILOVERS"), &n)
	if n < 1 || n > 1000 {
		t.Skip("set PLYYARD_FAILOVERS (1 to 1000) to measure hand-overs")
	}
	c := startCluster(t, 3, "3s")
	a, b := c.startGame()
	r := rand.New(rand.NewPCG(16, 6))
	var times []time.Duration
	for len(times) < n {
		if a.Result != "" {
			t.Fatalf("the game ended after %d hand-overs", len(times))
		}
		var took time.Duration
		took, a, b = c.failover(r, a, b)
		times = append(times, took)
		t.Logf("hand-over %d: %v", len(times), took)
	}
	slices.Sort(times)
	p := func(q float64) time.Duration { return times[min(len(times)-1, int(q*float64(len(times))))] }
	t.Logf("failovers: %d, p50 %v, p99 %v, max %v", len(times), p(0.5), p(0.99), times[len(times)-1])
}
