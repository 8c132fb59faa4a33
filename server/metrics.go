package server

import (
	"net/http"
	"strconv"
	"time"

	"github.com/coder/websocket"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics is what the server shows operators at /metrics, in Prometheus's
// text format. Each server has its own registry (tests run several).
type metrics struct {
	reg         *prometheus.Registry
	commands    *prometheus.CounterVec // by result: ack, a nack code, or retry
	ackSeconds  prometheus.Histogram
	storeErrors prometheus.Counter
	closes      *prometheus.CounterVec // connections the server closed, by code
	refused     *prometheus.CounterVec // WebSocket upgrades refused, by HTTP status
	refusedTCP  prometheus.Counter     // TCP connections closed at accept (Listener)
	pairs       prometheus.Counter     // quick matches made here
	leases      *prometheus.CounterVec // rooms taken over or lost (handover.go)
}

func newMetrics(s *Server) *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		commands: counterVec("plyyard_commands_total", "result",
			"Commands of seated players answered, by result: ack, the nack's code, or retry (an answered id sent again)."),
		ackSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "plyyard_ack_seconds",
			Help:    "Time from a command's arrival to its answer being queued, the room's lock and the store's write included.",
			Buckets: prometheus.ExponentialBuckets(0.0001, 2, 16), // 0.1 ms to 3.3 s
		}),
		storeErrors: counter("plyyard_store_errors_total",
			"Writes and deletes the store refused."),
		closes: counterVec("plyyard_closes_total", "code",
			"WebSocket connections ended, by the close code the server chose (1000 for a peer that went)."),
		refused: counterVec("plyyard_refused_total", "status",
			"WebSocket upgrades refused before the upgrade, by HTTP status (429 per address, 503 in total)."),
		refusedTCP: counter("plyyard_refused_tcp_total",
			"TCP connections closed as they were accepted: past the cap in all or from one address."),
		pairs: counter("plyyard_quick_pairs_total",
			"Quick matches this process paired (as the matchmaker)."),
		leases: counterVec("plyyard_handovers_total", "way",
			"Rooms of a shared store this process took over (taken) or gave up to another (lost)."),
	}
	gauge := func(name, help string, f func() float64) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, f)
	}
	m.reg.MustRegister(
		m.commands, m.ackSeconds, m.storeErrors, m.closes, m.refused, m.refusedTCP, m.pairs, m.leases,
		gauge("plyyard_quick_waiting", "Players waiting in this process's quick-match queues.", func() float64 {
			s.match.mu.Lock()
			defer s.match.mu.Unlock()
			n := 0
			for _, q := range s.match.queues {
				n += len(q)
			}
			return float64(n)
		}),
		gauge("plyyard_rooms", "Rooms this process holds.", func() float64 { return float64(s.Rooms()) }),
		gauge("plyyard_seats", "Seats taken in the rooms this process holds.", func() float64 { return float64(s.seats().taken) }),
		gauge("plyyard_seats_connected", "Seats with a connection now.", func() float64 { return float64(s.seats().connected) }),
		gauge("plyyard_spectators", "Spectators connected now.", func() float64 { return float64(s.seats().watchers) }),
		gauge("plyyard_connections", "WebSocket connections this process holds.", func() float64 {
			s.mu.Lock()
			defer s.mu.Unlock()
			return float64(len(s.conns))
		}),
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	return m
}

// seatCount is what the rooms' seats hold.
type seatCount struct{ taken, connected, watchers int }

func (s *Server) seats() seatCount {
	var n seatCount
	for _, r := range s.roomList() {
		r.mu.Lock()
		n.taken += r.players
		for p := 0; p < 2; p++ {
			if r.online[p] > 0 {
				n.connected++
			}
		}
		n.watchers += r.watchers()
		r.mu.Unlock()
	}
	return n
}

// commandDone counts a command's answer and its time since start.
func (m *metrics) commandDone(start time.Time, result string) {
	m.commands.WithLabelValues(result).Inc()
	m.ackSeconds.Observe(time.Since(start).Seconds())
}

func (m *metrics) closed(code websocket.StatusCode) {
	m.closes.WithLabelValues(strconv.Itoa(int(code))).Inc()
}

// serveMetrics answers /metrics to the clients MetricsFrom allows
// (loopback by default) and 403 to the others.
func (s *Server) serveMetrics(w http.ResponseWriter, req *http.Request) {
	ip := s.clientOf(req).ip
	allowed := false
	for _, p := range s.cfg.MetricsFrom {
		if ip.IsValid() && p.Contains(ip) {
			allowed = true
		}
	}
	if !allowed {
		http.Error(w, "metrics are not shown to your address", http.StatusForbidden)
		return
	}
	promhttp.HandlerFor(s.metrics.reg, promhttp.HandlerOpts{}).ServeHTTP(w, req)
}

// pinger is a store that can say whether it is reachable.
type pinger interface{ Ping() error }

// serveHealth answers /healthz: 200 "ok" while the server runs and its
// store answers, 503 with the reason otherwise.
func (s *Server) serveHealth(w http.ResponseWriter, req *http.Request) {
	s.mu.Lock()
	closed := s.closed
	s.mu.Unlock()
	w.Header().Set("Cache-Control", "no-store")
	if closed {
		http.Error(w, "shutting down", http.StatusServiceUnavailable)
		return
	}
	if p, ok := s.store.(pinger); ok {
		if err := p.Ping(); err != nil {
			s.log.Error("health: the store does not answer", "err", err)
			http.Error(w, "the store does not answer", http.StatusServiceUnavailable)
			return
		}
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write([]byte("ok\n"))
}

// counter is a counter named name, with its help.
func counter(name, help string) prometheus.Counter {
	return prometheus.NewCounter(prometheus.CounterOpts{Name: name, Help: help})
}

// counterVec is a counter named name, by label, with its help.
func counterVec(name, label, help string) *prometheus.CounterVec {
	return prometheus.NewCounterVec(prometheus.CounterOpts{Name: name, Help: help}, []string{label})
}
