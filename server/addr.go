package server

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
)

// client is who a request comes from, as the limits count it.
type client struct {
	addr string // the address's key: an IPv4 address, or an IPv6 /64
	net  string // its network's key: an IPv4 /24, or an IPv6 /48
}

// clientOf returns a request's client: its peer's address, or, when the
// peer is a trusted proxy, the rightmost address of X-Forwarded-For that is
// not a trusted proxy (each proxy appends the address it got the request
// from, so the ones left of it are the client's word and not believed).
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
			h, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
			if err != nil {
				break
			}
			ip = h.Unmap().WithZone("")
			if !s.trusted(ip) {
				break
			}
		}
	}
	return client{addr: prefixKey(ip, 32, 64), net: prefixKey(ip, 24, 48)}
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

// LimitListener wraps a listener so that at most n connections (of any
// kind: WebSocket, page downloads, half-open handshakes) are open at once;
// one past that is closed at once rather than left to wait, so the process
// never reaches its file limit and a newcomer is refused fast instead of
// timing out.
func LimitListener(ln net.Listener, n int) net.Listener {
	return &limitListener{Listener: ln, free: make(chan struct{}, n)}
}

type limitListener struct {
	net.Listener
	free chan struct{} // one token per open connection
}

func (l *limitListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		select {
		case l.free <- struct{}{}:
			return &limitConn{Conn: c, l: l}, nil
		default:
			c.Close()
		}
	}
}

type limitConn struct {
	net.Conn
	l    *limitListener
	once sync.Once
}

func (c *limitConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() { <-c.l.free })
	return err
}
