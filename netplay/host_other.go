//go:build !js

package netplay

import (
	"errors"
	"net"
)

// noSuchHost reports whether err is a failed look-up of the server's name.
func noSuchHost(err error) bool {
	var dns *net.DNSError
	return errors.As(err, &dns)
}
