// Command loadgen puts a running room server under load: it starts N rooms
// of two bot players each (random legal moves, rematching when a game
// ends), and each room sends R commands a second, for a time; then it prints
// how many commands were acknowledged, the errors, the acknowledgement's
// round trip (p50, p90, p99, max) and, last, a line "p99: <ms> ms".
//
//	loadgen -addr HOST:PORT -rooms N -rate R -duration D [-game G] [-seed S] [-allow-remote]
//	loadgen -rated -addr HOST:PORT -rooms N -rate R -duration D [-game G]
//	loadgen -quick -addr HOST:PORT -rooms N [-game G]
//
// With -rated the rooms are made by the quick match between players with
// identities, so every game in them is rated (the server's rating update
// runs at each game's end); it also prints how many games ended while it
// measured and how many of them were rated. Dominoes finishes a game in
// a few dozen commands, so a run of a minute ends several in every room.
//
// With -quick it drives the quick match instead: it opens 2N connections,
// then all of them ask at once for a quick match of the game, and it prints
// how long the pairing of all N pairs took, the pairs a second and each
// player's wait (p50, p99, max), and last a line "pairs/s: <n>".
//
// It is bounded in rooms (at most 20,000), rate (at most 20 a room) and time
// (at most an hour), and aims at loopback only unless -allow-remote is
// given. On 127.0.0.1 each seat connects from an address of its own
// (127.x.y.1 and .2 for a room), as players do, so the server's limits per
// address and per network meet no more than two seats each. When the
// server shows it /metrics, it also prints the server's memory per seat,
// its CPU while measured and how soon it answered (its own time).
//
// The generator's own collector runs at GOGC 800 unless GOGC is set: its
// ten thousand connections make a heap of a few hundred MiB, and at Go's
// default each of its collections stalled the bots for a quarter of a
// second, which the round trips read as the server's latency (no real
// client shares a collector with nine thousand others). It says how many
// collections it made while it measured.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"runtime/metrics"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/coder/websocket"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/room"
)

// genGCPercent is the generator's GOGC when the environment sets none.
const genGCPercent = 800

// The generator's collector is set before anything runs (its tests too).
func init() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(genGCPercent)
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "loadgen:", err)
		os.Exit(2)
	}
}

// config is what the flags say.
type config struct {
	addr        string   // the first of addrs: its /metrics gives the memory figures
	addrs       []string // the servers, seats spread over them in turn
	rooms       int
	rate        float64
	duration    time.Duration
	game        string
	seed        uint64
	allowRemote bool
	ramp        int // rooms started a second
	quick       bool
	rated       bool
	cpuProfile  string // where to write the generator's own CPU profile
}

// node returns the server seat i connects to.
func (c config) node(i int) string { return c.addrs[i%len(c.addrs)] }

func parse(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("loadgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.addr, "addr", "127.0.0.1:8080", "the server's host:port; a comma-separated list spreads the players over a cluster's nodes")
	fs.IntVar(&c.rooms, "rooms", 10, "rooms to start, two bot players each (at most 20000)")
	fs.Float64Var(&c.rate, "rate", 1, "commands a second per room (at most 20)")
	fs.DurationVar(&c.duration, "duration", 30*time.Second, "how long to measure, once every room has started (at most 1h)")
	fs.StringVar(&c.game, "game", "ludo", "the game the rooms play")
	fs.Uint64Var(&c.seed, "seed", 1, "seed of the bots' random choices")
	fs.BoolVar(&c.allowRemote, "allow-remote", false, "allow a server that is not on loopback")
	fs.IntVar(&c.ramp, "ramp", 200, "rooms started a second")
	fs.BoolVar(&c.rated, "rated", false, "make the rooms by the quick match between players with identities: rated games")
	fs.BoolVar(&c.quick, "quick", false, "pair 2×rooms players through the quick match and measure the pairs a second")
	fs.StringVar(&c.cpuProfile, "cpuprofile", "", "write the generator's own CPU profile to this file (what it costs beside the server)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	switch {
	case fs.NArg() > 0:
		return c, fmt.Errorf("unexpected arguments %q", fs.Args())
	case c.rooms < 1 || c.rooms > 20000:
		return c, fmt.Errorf("-rooms %d: want 1 to 20000", c.rooms)
	case !(c.rate > 0 && c.rate <= 20):
		return c, fmt.Errorf("-rate %g: want more than 0, at most 20", c.rate)
	case c.duration <= 0 || c.duration > time.Hour:
		return c, fmt.Errorf("-duration %v: want more than 0, at most 1h", c.duration)
	case c.ramp < 1:
		return c, fmt.Errorf("-ramp %d: want at least 1", c.ramp)
	}
	if _, err := registry.Games.Lookup(c.game); err != nil {
		return c, fmt.Errorf("-game: %w", err)
	}
	c.addrs = strings.Split(c.addr, ",")
	for _, a := range c.addrs {
		host, _, err := net.SplitHostPort(a)
		if err != nil {
			return c, fmt.Errorf("-addr %q: %w", a, err)
		}
		ips, err := net.LookupIP(host)
		if err != nil {
			return c, fmt.Errorf("-addr %q: %w", a, err)
		}
		for _, ip := range ips {
			if !ip.IsLoopback() && !c.allowRemote {
				return c, fmt.Errorf("-addr %s is not on loopback: give -allow-remote to load another machine", a)
			}
		}
	}
	c.addr = c.addrs[0]
	return c, nil
}

// stats gathers what the bots measured.
type stats struct {
	mu        sync.Mutex
	measuring bool
	rtts      []time.Duration
	errors    map[string]int
	acked     int
	skipped   atomic.Int64 // ticks with no move ready
	// ended and rated count the game ends the seats heard while measuring
	// (each game twice, once by each seat); rated those with ratings.
	ended, rated int
}

// end counts a game's end a seat heard.
func (s *stats) end(rated bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.measuring {
		s.ended++
		if rated {
			s.rated++
		}
	}
}

func (s *stats) ack(d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.measuring {
		s.acked++
		s.rtts = append(s.rtts, d)
	}
}

func (s *stats) fail(what string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.measuring {
		s.errors[what]++
	}
}

// seat is one bot player's connection and what it knows.
type seat struct {
	c  *room.Client
	st *stats

	mu    sync.Mutex
	you   engine.Seat
	move  engine.Seat
	legal []string
	over  bool
}

func (s *seat) follow() {
	for m := range s.c.Messages() {
		if m.T != room.TEvent && m.T != room.TSnapshot {
			continue
		}
		if m.T == room.TEvent && m.Kind == room.KEnd {
			s.st.end(len(m.Ratings) == 2)
		}
		s.mu.Lock()
		s.you, s.move, s.legal = m.You, m.ToMove, m.Legal
		s.over = m.Result != ""
		if m.Kind == room.KStart || m.Kind == room.KRematch && m.Result == "" {
			s.over = false
		}
		s.mu.Unlock()
	}
}

// dialer returns a WebSocket dial option that connects from local address
// from (nil: the system's choice).
func dialer(from net.IP) *websocket.DialOptions {
	if from == nil {
		return nil
	}
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: from}, Timeout: 10 * time.Second}
	return &websocket.DialOptions{HTTPClient: &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}}
}

func dial(ctx context.Context, url string, from net.IP) (*room.Client, error) {
	// A bot reads its messages as they come: a small buffer (the
	// client's own 1,024 messages, allocated up front, made the
	// generator's garbage collector scan gigabytes at 4,000 seats).
	return room.Dial(ctx, url, room.Options{Ping: 20 * time.Second, Dial: dialer(from), Buffer: 16})
}

// sourceFor returns the local address seat k (0 or 1) of room i connects
// from when the server is on 127.0.0.1: a /24 of its own per room.
func sourceFor(cfg config, i, k int) net.IP {
	host, _, _ := net.SplitHostPort(cfg.node(i + k))
	if ip := net.ParseIP(host); ip == nil || !ip.Equal(net.IPv4(127, 0, 0, 1)) {
		return nil
	}
	return net.IPv4(127, byte(1+i/250), byte(i%250), byte(1+k))
}

// startRoom creates a room and joins it: two seats.
func startRoom(ctx context.Context, cfg config, i int, st *stats) ([][2]*seat, error) {
	a, err := dial(ctx, "ws://"+cfg.node(i)+"/ws", sourceFor(cfg, i, 0))
	if err != nil {
		return nil, err
	}
	w, err := a.Hello(ctx, room.Request{T: room.TCreate, Game: cfg.game, Side: room.SideRandom})
	if err != nil {
		a.Close()
		return nil, err
	}
	b, err := dial(ctx, "ws://"+cfg.node(i+1)+"/ws", sourceFor(cfg, i, 1))
	if err != nil {
		a.Close()
		return nil, err
	}
	if _, err := b.Hello(ctx, room.Request{T: room.TJoin, Code: w.Room}); err != nil {
		a.Close()
		b.Close()
		return nil, err
	}
	return [][2]*seat{{following(a, st), following(b, st)}}, nil
}

// following makes a seat of a connection that has its room, following
// the room's messages.
func following(c *room.Client, st *stats) *seat {
	s := &seat{c: c, st: st, you: engine.NoSeat, move: engine.NoSeat}
	go s.follow()
	return s
}

// pairer gathers the seats the quick match put in rooms: two players who
// asked together need not be paired together.
type pairer struct {
	mu      sync.Mutex
	waiting map[string]*seat
}

// seated adds the seat the quick match put in room code and returns the
// room's two seats once both are there.
func (p *pairer) seated(code string, s *seat) ([2]*seat, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	other, ok := p.waiting[code]
	if !ok {
		p.waiting[code] = s
		return [2]*seat{}, false
	}
	delete(p.waiting, code)
	return [2]*seat{other, s}, true
}

// startRated has room i's two players, each with an identity of its own,
// ask for a quick match of the game at once, and returns the rooms it
// completed (none, one or two: the quick match may pair them with others).
func (p *pairer) startRated(ctx context.Context, cfg config, i int, st *stats) ([][2]*seat, error) {
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		pairs [][2]*seat
		errs  [2]error
	)
	for k := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := dial(ctx, "ws://"+cfg.node(i+k)+"/ws", sourceFor(cfg, i, k))
			if err != nil {
				errs[k] = err
				return
			}
			w, err := c.Hello(ctx, room.Request{T: room.TQuick, Game: cfg.game, Name: fmt.Sprintf("Bot %d-%d", i, k), Secret: botSecret(cfg.seed, i, k)})
			if err != nil {
				c.Close()
				errs[k] = err
				return
			}
			if pair, ok := p.seated(w.Room, following(c, st)); ok {
				mu.Lock()
				pairs = append(pairs, pair)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return pairs, errors.Join(errs[:]...)
}

// botSecret is the identity of room i's player k: the seed's, so that a
// run with another seed brings new players.
func botSecret(seed uint64, i, k int) string {
	r := rand.New(rand.NewPCG(seed, uint64(2*i+k)))
	var b strings.Builder
	for b.Len() < room.SecretLen {
		fmt.Fprintf(&b, "%016x", r.Uint64())
	}
	return b.String()[:room.SecretLen]
}

// play sends the room's commands at the rate until ctx ends: the seat to
// move plays a random legal action; both ask for a rematch once a game is
// over.
func play(ctx context.Context, cfg config, seats [2]*seat, rnd *rand.Rand, st *stats) {
	every := time.Duration(float64(time.Second) / cfg.rate)
	// A random phase, so the rooms do not tick together.
	select {
	case <-time.After(time.Duration(rnd.Int64N(int64(every)))):
	case <-ctx.Done():
		return
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		var req room.Request
		var by *seat
		for _, s := range seats {
			s.mu.Lock()
			switch {
			case s.over:
				req, by = room.Request{T: room.TRematch}, s
			case s.move == s.you && s.you != engine.NoSeat && len(s.legal) > 0 && by == nil:
				req, by = room.Request{T: room.TAct, Action: s.legal[rnd.IntN(len(s.legal))]}, s
				s.legal = nil // until the server says more
			}
			s.mu.Unlock()
			if by != nil && req.T == room.TRematch {
				break
			}
		}
		if by == nil {
			st.skipped.Add(1)
			continue
		}
		if req.T == room.TRematch {
			for _, s := range seats {
				s.mu.Lock()
				s.over = false
				s.mu.Unlock()
				cmd(ctx, s.c, req, st)
			}
			continue
		}
		cmd(ctx, by.c, req, st)
	}
}

func cmd(ctx context.Context, c *room.Client, req room.Request, st *stats) {
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	start := time.Now()
	_, err := c.Command(cctx, req)
	d := time.Since(start)
	var e *room.Error
	switch {
	case err == nil:
		st.ack(d)
	case errors.As(err, &e):
		st.fail("nack " + e.Code)
	case ctx.Err() != nil:
	default:
		st.fail("connection: " + err.Error())
	}
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	cfg, err := parse(args, stderr)
	if err != nil {
		return err
	}
	if cfg.cpuProfile != "" {
		f, err := os.Create(cfg.cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	if cfg.quick {
		return runQuick(ctx, cfg, stdout)
	}
	base := "http://" + cfg.addr
	memBefore := serverMemory(base)
	st := &stats{errors: map[string]int{}}
	playCtx, stopPlay := context.WithCancel(ctx)
	defer stopPlay()
	var wg sync.WaitGroup
	var mu sync.Mutex
	var all []*seat
	started, failed := 0, map[string]int{}
	start := startRoom
	pairs := &pairer{waiting: map[string]*seat{}}
	if cfg.rated {
		start = pairs.startRated
	}
	t0 := time.Now()
	tick := time.NewTicker(time.Second / time.Duration(cfg.ramp))
	var starting sync.WaitGroup
	for i := 0; i < cfg.rooms; i++ {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
		}
		starting.Add(1)
		go func(i int) {
			defer starting.Done()
			sctx, cancel := context.WithTimeout(ctx, 30*time.Second)
			defer cancel()
			pairs, err := start(sctx, cfg, i, st)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				failed[err.Error()]++
			}
			for k, seats := range pairs {
				started++
				all = append(all, seats[0], seats[1])
				wg.Add(1)
				go func() {
					defer wg.Done()
					play(playCtx, cfg, seats, rand.New(rand.NewPCG(cfg.seed, uint64(2*i+k))), st)
				}()
			}
		}(i)
	}
	tick.Stop()
	starting.Wait()
	// A player whose partner failed to connect waits alone: close it.
	for _, s := range pairs.waiting {
		s.c.Close()
		failed["a seat's partner never came"]++
	}
	fmt.Fprintf(stdout, "rooms started: %d of %d in %.1f s (%d seats)\n", started, cfg.rooms, time.Since(t0).Seconds(), 2*started)
	for why, n := range failed {
		fmt.Fprintf(stdout, "  not started (%d): %s\n", n, why)
	}
	if started == 0 {
		return errors.New("no room started")
	}
	// Measure once every room plays.
	memStart := serverMemory(base)
	st.mu.Lock()
	st.measuring = true
	st.mu.Unlock()
	measured := time.Now()
	gcStart := runtimeValue("/gc/cycles/total:gc-cycles")
	select {
	case <-ctx.Done():
	case <-time.After(cfg.duration):
	}
	st.mu.Lock()
	st.measuring = false
	st.mu.Unlock()
	memAfter := serverMemory(base)
	window := time.Since(measured)
	gcs := runtimeValue("/gc/cycles/total:gc-cycles") - gcStart
	stopPlay()
	wg.Wait()
	for _, s := range all {
		s.c.Close()
	}

	st.mu.Lock()
	defer st.mu.Unlock()
	errs := 0
	for _, n := range st.errors {
		errs += n
	}
	fmt.Fprintf(stdout, "game %s, rate %g/s per room, measured %v\n", cfg.game, cfg.rate, cfg.duration)
	fmt.Fprintf(stdout, "commands acked: %d (%.0f/s), errors: %d, ticks with no move ready: %d\n",
		st.acked, float64(st.acked)/cfg.duration.Seconds(), errs, st.skipped.Load())
	for why, n := range st.errors {
		fmt.Fprintf(stdout, "  %d: %s\n", n, why)
	}
	fmt.Fprintf(stdout, "games ended: %d, rated: %d\n", st.ended/2, st.rated/2)
	if memBefore.ok && memAfter.ok {
		fmt.Fprintf(stdout, "server memory: rss %.1f MiB (%.1f before the rooms), heap in use %.1f MiB: %.1f KiB rss and %.1f KiB heap per seat\n",
			mib(memAfter.rss), mib(memBefore.rss), mib(memAfter.heap),
			(memAfter.rss-memBefore.rss)/1024/float64(2*started), (memAfter.heap-memBefore.heap)/1024/float64(2*started))
	}
	if line, ok := answered(memStart, memAfter, window); ok {
		fmt.Fprintln(stdout, line)
	}
	fmt.Fprintf(stdout, "generator while measured: %d collections of its own heap (GOGC %d)\n", gcs, int64(runtimeValue("/gc/gogc:percent"))) // -1: off
	if len(st.rtts) == 0 {
		return errors.New("no command acknowledged")
	}
	slices.Sort(st.rtts)
	q := func(p float64) float64 {
		return float64(st.rtts[min(len(st.rtts)-1, int(p*float64(len(st.rtts))))].Microseconds()) / 1000
	}
	fmt.Fprintf(stdout, "ack round trip: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n", q(0.50), q(0.90), q(0.99), q(1))
	fmt.Fprintf(stdout, "p99: %.2f ms\n", q(0.99))
	return nil
}

func mib(b float64) float64 { return b / (1 << 20) }

// runtimeValue reads one of the generator's own runtime/metrics of kind
// uint64 ("/gc/cycles/total:gc-cycles": collections finished;
// "/gc/gogc:percent": its GOGC now, -1 as a uint64 when off).
func runtimeValue(name string) uint64 {
	s := []metrics.Sample{{Name: name}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// memory is what the server's /metrics says of its memory, its CPU and
// the time it took to answer commands (plyyard_ack_seconds: the bucket
// bounds and the count in each, cumulative, as Prometheus keeps them).
type memory struct {
	rss, heap float64
	cpu       float64 // seconds
	ackLE     []float64
	ackN      []float64
	ok        bool
}

// answered says, from two readings of the server's /metrics, its CPU over
// the time between them and the bound under which half and 99 % of the
// commands answered meanwhile were answered (the server's own time, from
// a command's arrival to its answer queued: the round trip less the
// network and the generator).
func answered(before, after memory, d time.Duration) (string, bool) {
	if len(after.ackN) == 0 || len(before.ackN) != len(after.ackN) {
		return "", false
	}
	n := after.ackN[len(after.ackN)-1] - before.ackN[len(before.ackN)-1]
	if n <= 0 {
		return "", false
	}
	within := func(q float64) string {
		for i := range after.ackN {
			if after.ackN[i]-before.ackN[i] >= q*n {
				if math.IsInf(after.ackLE[i], 1) {
					return "more"
				}
				return fmt.Sprintf("%g ms", after.ackLE[i]*1000)
			}
		}
		return "?"
	}
	cpu := after.cpu - before.cpu
	return fmt.Sprintf("server while measured: %.2f cores, %.3f ms of CPU a command answered; answered within p50 %s, p99 %s",
		cpu/d.Seconds(), 1000*cpu/n, within(0.5), within(0.99)), true
}

func serverMemory(base string) memory {
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		return memory{}
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return memory{}
	}
	var m memory
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		name, value, ok := strings.Cut(sc.Text(), " ")
		if !ok {
			continue
		}
		v, err := strconv.ParseFloat(value, 64)
		if err != nil {
			continue
		}
		if le, ok := strings.CutPrefix(name, `plyyard_ack_seconds_bucket{le="`); ok {
			if b, err := strconv.ParseFloat(strings.TrimSuffix(le, `"}`), 64); err == nil {
				m.ackLE, m.ackN = append(m.ackLE, b), append(m.ackN, v)
			}
			continue
		}
		switch name {
		case "process_cpu_seconds_total":
			m.cpu = v
		case "process_resident_memory_bytes":
			m.rss = v
		case "go_memstats_heap_inuse_bytes":
			m.heap = v
		}
	}
	m.ok = m.rss > 0
	return m
}
