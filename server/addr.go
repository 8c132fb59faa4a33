package server

import (
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
)

// clientAddr returns the key under which a request's client is counted
// and rate-limited: its IPv4 address, or its IPv6 /64 (one household or
// phone holds a whole /64).
func (s *Server) clientAddr(req *http.Request) string {
	host, _, err := net.SplitHostPort(req.RemoteAddr)
	if err != nil {
		host = req.RemoteAddr
	}
	return addrKey(host)
}

func addrKey(host string) string {
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	ip = ip.Unmap().WithZone("")
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
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
