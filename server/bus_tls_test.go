package server

import (
	"bufio"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"fmt"
	"math/big"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room/roomtest"
)

// testAuthority is a certificate authority made for a test.
type testAuthority struct {
	cert *x509.Certificate
	key  *ecdsa.PrivateKey
	pool *x509.CertPool
}

func newAuthority(t *testing.T, name string) *testAuthority {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: name},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return &testAuthority{cert: cert, key: key, pool: pool}
}

// nodeTLS returns a node's TLS configuration as plyyard-server builds it
// from -cluster-tls-*: a certificate for 127.0.0.1 signed by ca, checking
// the other side's against trust.
func (ca *testAuthority) nodeTLS(t *testing.T, trust *x509.CertPool) *tls.Config {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "node"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca.cert, &key.PublicKey, ca.key)
	if err != nil {
		t.Fatal(err)
	}
	return &tls.Config{
		Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}},
		RootCAs:      trust, ClientCAs: trust, ClientAuth: tls.RequireAndVerifyClientCert, MinVersion: tls.VersionTLS12,
	}
}

// routeProbe opens the cluster port of bus with TLS config cfg (nil: plain
// text) and returns the first line the node sends, or the error.
func routeProbe(t *testing.T, bus *Bus, cfg *tls.Config) (string, error) {
	t.Helper()
	nc, err := net.DialTimeout("tcp", bus.ClusterAddr(), 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	nc.SetDeadline(time.Now().Add(10 * time.Second))
	c := nc
	if cfg != nil {
		cfg = cfg.Clone()
		cfg.ServerName = "127.0.0.1"
		c = tls.Client(nc, cfg)
	} else {
		nc.Write([]byte("CONNECT {\"verbose\":false,\"user\":\"plyyard\",\"pass\":\"s\",\"cluster\":\"plyyard\"}\r\nPING\r\n"))
	}
	return bufio.NewReader(c).ReadString('\n')
}

// With TLS on the routes, two nodes whose certificates the same authority
// signed form a cluster; the cluster port speaks only TLS, and only to a
// certificate of that authority.
func TestBusRouteTLS(t *testing.T) {
	noLeaks(t)
	ca := newAuthority(t, "plyyard test CA")
	busA := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s", ClusterTLS: ca.nodeTLS(t, ca.pool)})
	busB := startBus(t, BusOptions{ClusterListen: "127.0.0.1:0", ClusterSecret: "s", Routes: []string{"nats-route://" + busA.ClusterAddr()}, ClusterTLS: ca.nodeTLS(t, ca.pool)})
	roomtest.Eventually(t, "the TLS route", 15*time.Second, func() error {
		if busA.Routes() < 1 || busB.Routes() < 1 {
			return fmt.Errorf("routes: A %d, B %d", busA.Routes(), busB.Routes())
		}
		return nil
	})
	// A node's own kind of certificate is greeted (in TLS)...
	if line, err := routeProbe(t, busA, ca.nodeTLS(t, ca.pool)); err != nil || !strings.HasPrefix(line, "INFO ") {
		t.Fatalf("a node with a certificate of the authority: %q %v", line, err)
	}
	// ...plain text gets nothing...
	if line, err := routeProbe(t, busA, nil); err == nil || line != "" {
		t.Fatalf("a plain-text route: %q %v", line, err)
	}
	// ...and a certificate of another authority is refused.
	other := newAuthority(t, "another CA")
	if line, err := routeProbe(t, busA, other.nodeTLS(t, ca.pool)); err == nil || line != "" {
		t.Fatalf("a node with a foreign certificate: %q %v", line, err)
	}
}
