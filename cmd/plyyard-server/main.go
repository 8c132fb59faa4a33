// Command plyyard-server is Ply Yard's room server: it serves the browser
// build at / and the room protocol's WebSocket at /ws.
//
//	plyyard-server [-addr localhost:8080] [-dir wasm] [-store plyyard.db | -store memory | -postgres DSN]
//	               [-cluster-listen host:port -cluster-routes nats-route://host:port,...]
//
// With no flags it needs nothing else: rooms go to an SQLite file beside it,
// and it runs alone, with no message bus. With the cluster flags each
// process embeds a NATS server, and they join one NATS cluster: a room belongs to
// the process that created it, and players may connect to any process; with
// -postgres as well, the processes share the rooms, and a room whose
// process dies is taken over by another (its lease, -lease, expires).
// It prints "listening on http://HOST:PORT" once it accepts connections,
// after "cluster on nats-route://HOST:PORT" when it is clustered (port 0 in
// -addr or -cluster-listen picks a free port).
package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/plyyard/plyyard/server"
)

// gcPercent is the garbage collector's target when GOGC does not set one.
// A server's heap is mostly the rooms and connections it holds, and Go's
// default (100) lets the heap grow to twice that before collecting; at 50
// a seat costs about a quarter less memory for a collection about twice as
// often (docs/benchmarks.md has both side by side).
const gcPercent = 50

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "plyyard-server:", err)
		os.Exit(2)
	}
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("plyyard-server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "localhost:8080", "the address to listen on")
	dir := fs.String("dir", "wasm", "the directory served at / (the browser build); empty for none")
	storePath := fs.String("store", "plyyard.db", `the SQLite file holding the rooms, or "memory"`)
	postgres := fs.String("postgres", "", "a PostgreSQL connection string; when set, rooms go there instead of -store")
	grace := fs.Duration("grace", 2*time.Minute, "how long a silent seat keeps its game before it loses by abandonment")
	pending := fs.Duration("pending-ttl", 30*time.Minute, "how long a room that never starts, or a finished idle one, is kept")
	origins := fs.String("origins", "", "comma-separated foreign origins allowed to open a WebSocket (host patterns)")
	rate := fs.Float64("rate", 20, "messages per second each connection may send (burst twice that)")
	maxConns := fs.Int("max-conns", 10000, "WebSocket connections held at most (past it: HTTP 503); all TCP connections are capped 256 above it")
	maxPerAddr := fs.Int("max-conns-per-addr", 100, "WebSocket connections from one client address at most (past it: HTTP 429)")
	maxTCPPerAddr := fs.Int("max-tcp-per-addr", 0, "TCP connections from one peer address at most, counted as they are accepted (0: twice -max-conns-per-addr)")
	hosts := fs.String("hosts", "", "comma-separated host names the server answers for (others get HTTP 421); empty answers for any")
	proxies := fs.String("trusted-proxies", "", "comma-separated addresses or CIDR prefixes of reverse proxies whose X-Forwarded-For is believed")
	clusterListen := fs.String("cluster-listen", "", "host:port for the embedded NATS server's cluster routes; empty runs alone, with no port")
	clusterRoutes := fs.String("cluster-routes", "", "comma-separated routes to other nodes (nats-route://host:port)")
	clusterName := fs.String("cluster-name", "plyyard", "the NATS cluster's name")
	clusterCert := fs.String("cluster-tls-cert", "", "PEM certificate of this node for TLS on the cluster routes (with -cluster-tls-key and -cluster-tls-ca)")
	clusterKey := fs.String("cluster-tls-key", "", "PEM private key of -cluster-tls-cert")
	clusterCA := fs.String("cluster-tls-ca", "", "PEM certificates of the authority that signed every node's certificate")
	lease := fs.Duration("lease", 3*time.Second, "with -postgres and -cluster-listen: how long a room's lease lasts unrenewed (a dead node's rooms are taken over after it)")
	logFormat := fs.String("log", "text", `the log's format on stderr: "text" (key=value) or "json"`)
	debugAddr := fs.String("debug", "", "host:port of a second listener serving Go's profiles at /debug/pprof/ (keep it on loopback); empty for none")
	metricsFrom := fs.String("metrics-from", "127.0.0.1,::1", "comma-separated addresses or CIDR prefixes of the clients /metrics answers")
	var cfg server.Config
	limitFlags(fs, &cfg)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}

	trusted, err := server.ParseProxies(*proxies)
	if err != nil {
		return fmt.Errorf("-trusted-proxies: %w", err)
	}
	scrapers, err := server.ParseProxies(*metricsFrom)
	if err != nil {
		return fmt.Errorf("-metrics-from: %w", err)
	}
	var handler slog.Handler
	switch *logFormat {
	case "text":
		handler = slog.NewTextHandler(stderr, nil)
	case "json":
		handler = slog.NewJSONHandler(stderr, nil)
	default:
		return fmt.Errorf("-log %q: want text or json", *logFormat)
	}
	logger := slog.New(handler)

	var store server.Store
	switch {
	case *postgres != "":
		store, err = server.OpenPostgres(*postgres)
	case *storePath == "memory":
		store = server.NewMemoryStore()
	default:
		store, err = server.OpenSQLite(*storePath)
	}
	if err != nil {
		return fmt.Errorf("opening the store: %w", err)
	}
	defer store.Close()

	var routes []string
	if *clusterRoutes != "" {
		routes = strings.Split(*clusterRoutes, ",")
	}
	bo := server.BusOptions{
		ClusterListen: *clusterListen, Routes: routes, ClusterName: *clusterName,
		// From the environment, not a flag: flags show in ps.
		ClusterSecret: os.Getenv("PLYYARD_CLUSTER_SECRET"),
	}
	if *clusterCert != "" || *clusterKey != "" || *clusterCA != "" {
		if bo.ClusterTLS, err = clusterTLS(*clusterCert, *clusterKey, *clusterCA); err != nil {
			return err
		}
	}
	// A process running alone has no bus: nobody could forward it a
	// player, and each room's subscription would cost memory for nothing.
	var bus *server.Bus
	if *clusterListen != "" {
		if bus, err = server.StartBus(bo); err != nil {
			return fmt.Errorf("starting the message bus: %w", err)
		}
		defer bus.Close()
		fmt.Fprintf(stdout, "cluster on nats-route://%s\n", bus.ClusterAddr())
	} else if len(routes) > 0 {
		return errors.New("-cluster-routes needs -cluster-listen")
	}
	if pg, ok := store.(*server.SQLStore); ok && *postgres != "" && bus != nil {
		// A cluster sharing one PostgreSQL: rooms go from node to node by
		// their leases.
		if err := pg.UseLeases(bus.Node(), *lease); err != nil {
			return fmt.Errorf("-lease: %w", err)
		}
	}

	cfg.Dir, cfg.Store, cfg.Grace, cfg.PendingTTL = *dir, store, *grace, *pending
	cfg.Rate, cfg.Burst, cfg.Log, cfg.Bus = *rate, 2**rate, logger, bus
	cfg.MaxConns, cfg.MaxConnsPerAddr, cfg.MaxTCPPerAddr = *maxConns, *maxPerAddr, *maxTCPPerAddr
	cfg.TrustedProxies, cfg.MetricsFrom = trusted, scrapers
	if *maxConns < 1 || *maxPerAddr < 1 || *maxTCPPerAddr < 0 || cfg.MaxTCP < 0 {
		return errors.New("-max-conns and -max-conns-per-addr must be at least 1, -max-tcp-per-addr and -max-tcp at least 0")
	}
	if cfg.MaxWatchers < 1 || cfg.SendQueue < 1 {
		return errors.New("-max-watchers and -send-queue must be at least 1")
	}
	for name, d := range map[string]time.Duration{"-write-wait": cfg.WriteWait, "-ping-every": cfg.PingEvery,
		"-pong-wait": cfg.PongWait, "-hello-wait": cfg.HelloWait, "-idle": cfg.Idle, "-idle-http": cfg.IdleHTTP} {
		if d <= 0 {
			return fmt.Errorf("%s must be above 0", name)
		}
	}
	if *hosts != "" {
		cfg.Hosts = strings.Split(*hosts, ",")
	}
	if *origins != "" {
		cfg.OriginPatterns = strings.Split(*origins, ",")
	}
	srv, err := server.New(cfg)
	if err != nil {
		return err
	}
	defer srv.Close()

	if *debugAddr != "" {
		dl, err := net.Listen("tcp", *debugAddr)
		if err != nil {
			return fmt.Errorf("-debug: %w", err)
		}
		defer dl.Close()
		fmt.Fprintf(stdout, "profiles on http://%s/debug/pprof/\n", dl.Addr())
		go http.Serve(dl, profiles())
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	// Connections are capped as they are accepted, in all and per address,
	// before any HTTP is read from them.
	ln = srv.Listener(ln)
	hs := srv.HTTPServer()
	hs.ErrorLog = slog.NewLogLogger(handler, slog.LevelWarn)
	cluster := ""
	if bus != nil {
		cluster = bus.ClusterAddr()
	}
	logger.Info("listening", "addr", ln.Addr().String(), "cluster", cluster)
	fmt.Fprintf(stdout, "listening on http://%s\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	srv.Close()
	if err := hs.Shutdown(shut); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// clusterTLS reads a node's certificate and the authority every node's is
// signed by: the routes then speak TLS both ways and check each other.
func clusterTLS(cert, key, ca string) (*tls.Config, error) {
	if cert == "" || key == "" || ca == "" {
		return nil, errors.New("cluster TLS needs -cluster-tls-cert, -cluster-tls-key and -cluster-tls-ca")
	}
	pair, err := tls.LoadX509KeyPair(cert, key)
	if err != nil {
		return nil, fmt.Errorf("cluster TLS: %w", err)
	}
	pem, err := os.ReadFile(ca)
	if err != nil {
		return nil, fmt.Errorf("cluster TLS: %w", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("cluster TLS: no certificate in %s", ca)
	}
	return &tls.Config{
		Certificates: []tls.Certificate{pair}, RootCAs: pool, ClientCAs: pool,
		ClientAuth: tls.RequireAndVerifyClientCert, MinVersion: tls.VersionTLS12,
	}, nil
}
