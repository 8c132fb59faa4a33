package server

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"time"
)

// client is who a request comes from, as the limits count it.
type client struct {
	addr string     // the address's key: an IPv4 address, or an IPv6 /64
	net  string     // its network's key: an IPv4 /24, or an IPv6 /48
	ip   netip.Addr // the address (invalid: a proxy forwarded no address)
}

// unknownClient is every client a trusted proxy forwards without an
// address the server can read ("unknown", an obfuscated name): they share
// its limits, and are never taken for the proxy itself.
var unknownClient = client{addr: "unknown", net: "unknown"}

// clientOf returns a request's client: its peer's address, or, when the
// peer is a trusted proxy, the rightmost address of X-Forwarded-For that is
// not a trusted proxy (each proxy appends the address it got the request
// from, so the ones left of it are the client's word and not believed).
// A forwarded address may carry a port (203.0.113.9:4711, [2001:db8::1]:443)
// or brackets; one that names no address makes the client unknownClient.
func (s *Server) clientOf(req *http.Request) client {
	host, _, err := net.SplitHostPort(req.RemoteAddr)
	if err != nil {
		host = req.RemoteAddr
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return client{addr: host, net: host}
	}
	ip = ip.Unmap().WithZone("")
	if s.trusted(ip) {
		var hops []string
		for _, v := range req.Header.Values("X-Forwarded-For") {
			hops = append(hops, strings.Split(v, ",")...)
		}
		for i := len(hops) - 1; i >= 0; i-- {
			h, ok := parseHop(hops[i])
			if !ok {
				return unknownClient
			}
			ip = h
			if !s.trusted(ip) {
				break
			}
		}
	}
	return client{addr: prefixKey(ip, 32, 64), net: prefixKey(ip, 24, 48), ip: ip}
}

// parseHop reads one address of X-Forwarded-For: an IP address, maybe
// with a port (IPv6 then in brackets), maybe in brackets alone.
func parseHop(hop string) (netip.Addr, bool) {
	hop = strings.TrimSpace(hop)
	if ap, err := netip.ParseAddrPort(hop); err == nil {
		return ap.Addr().Unmap().WithZone(""), true
	}
	if strings.HasPrefix(hop, "[") && strings.HasSuffix(hop, "]") {
		hop = hop[1 : len(hop)-1]
	}
	a, err := netip.ParseAddr(hop)
	if err != nil {
		return netip.Addr{}, false
	}
	return a.Unmap().WithZone(""), true
}

func (s *Server) trusted(ip netip.Addr) bool {
	for _, p := range s.cfg.TrustedProxies {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}

func prefixKey(ip netip.Addr, bits4, bits6 int) string {
	bits := bits4
	if ip.Is6() {
		bits = bits6
	}
	p, _ := ip.Prefix(bits)
	return p.String()
}

// ParseProxies reads a comma-separated list of trusted proxies, each an
// address or a CIDR prefix ("10.0.0.0/8,127.0.0.1").
func ParseProxies(list string) ([]netip.Prefix, error) {
	if strings.TrimSpace(list) == "" {
		return nil, nil
	}
	var out []netip.Prefix
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if p, err := netip.ParsePrefix(f); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("trusted proxy %q: want an IP address or a CIDR prefix", f)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

// admit counts a new connection from addr, or refuses it: it returns the
// HTTP status and the words of the refusal (0 when admitted). An admitted
// connection is given back with release.
func (s *Server) admit(addr string) (int, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.closed:
		return http.StatusServiceUnavailable, "the server is shutting down"
	case s.open >= s.cfg.MaxConns:
		return http.StatusServiceUnavailable, "the server is full: try again in a little while"
	case s.perAddr[addr] >= s.cfg.MaxConnsPerAddr:
		return http.StatusTooManyRequests, "too many connections from your address"
	}
	s.open++
	s.perAddr[addr]++
	return 0, ""
}

func (s *Server) release(addr string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.open--
	if s.perAddr[addr]--; s.perAddr[addr] <= 0 {
		delete(s.perAddr, addr)
	}
}

// refuse answers a connection the server will not take, before any
// WebSocket exists.
func refuse(w http.ResponseWriter, status int, words string) {
	w.Header().Set("Retry-After", strconv.Itoa(refuseRetry))
	http.Error(w, words, status)
}

// refuseRetry is the Retry-After of a refused connection, in seconds.
const refuseRetry = 10

// Listener caps the TCP connections ln accepts, before any HTTP is read
// from them: MaxTCP in all, MaxTCPPerAddr from one peer address (an IPv4
// address, an IPv6 /64; a trusted proxy's connections count only in the
// total). One past a cap is closed at once. The caps of the WebSocket
// upgrade (MaxConns, MaxConnsPerAddr, by the client's address) come on top:
// these keep one address from holding every socket the process may open
// with requests it never finishes or keep-alive connections it never
// reuses, so /healthz and /ws stay open to everyone else.
func (s *Server) Listener(ln net.Listener) net.Listener {
	return &capListener{Listener: ln, srv: s, perAddr: map[string]int{}}
}

// HTTPServer returns an http.Server for the server's handler with its
// time limits set; serve it on Listener. Headers must arrive within 10 s
// and a keep-alive connection is closed after IdleHTTP without a request.
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       s.cfg.IdleHTTP,
		MaxHeaderBytes:    16<<10 - 4096, // net/http allows 4 KiB more: 16 KiB in all
	}
}

type capListener struct {
	net.Listener
	srv *Server

	mu      sync.Mutex
	open    int
	perAddr map[string]int
}

func (l *capListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if key, ok := l.admit(c.RemoteAddr()); ok {
			return &capConn{Conn: c, l: l, key: key}, nil
		}
		l.srv.metrics.refusedTCP.Inc()
		c.Close()
	}
}

// admit counts a connection from peer, or refuses it. key is what release
// gives back ("" for a trusted proxy's, counted in the total only).
func (l *capListener) admit(peer net.Addr) (key string, ok bool) {
	if ap, err := netip.ParseAddrPort(peer.String()); err == nil {
		ip := ap.Addr().Unmap().WithZone("")
		if !l.srv.trusted(ip) {
			key = prefixKey(ip, 32, 64)
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.open >= l.srv.cfg.MaxTCP || (key != "" && l.perAddr[key] >= l.srv.cfg.MaxTCPPerAddr) {
		return "", false
	}
	l.open++
	if key != "" {
		l.perAddr[key]++
	}
	return key, true
}

func (l *capListener) release(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.open--
	if key != "" {
		if l.perAddr[key]--; l.perAddr[key] <= 0 {
			delete(l.perAddr, key)
		}
	}
}

type capConn struct {
	net.Conn
	l    *capListener
	key  string
	once sync.Once
}

func (c *capConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() { c.l.release(c.key) })
	return err
}
